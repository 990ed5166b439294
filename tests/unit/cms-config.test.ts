import { describe, expect, it } from "vitest";
import { CmsConfigError, cmsOptionsFromEnv } from "~/lib/cms/client/config.server";

describe("choosing the CMS transport from the environment", () => {
  it("uses the bundled sample with no env vars at all", () => {
    const options = cmsOptionsFromEnv({}, []);
    expect(options.transport.name).toBe("local");
    expect(options.sampleFallback).toBeNull();
    // The sample never changes while the process runs, so it is never refreshed.
    expect(options.freshForMs).toBe(Number.POSITIVE_INFINITY);
    expect(options.timeoutMs).toBe(3000);
    // Read in the process: a busy machine makes a page slow, never a 500 for a deadline spent waiting for the CPU.
    expect(options.requestDeadlineMs).toBeUndefined();
    expect(cmsOptionsFromEnv({ SANITY_PROJECT_ID: "mockproject" }, []).requestDeadlineMs).toBeGreaterThan(0);
  });

  it("treats a blank SANITY_PROJECT_ID as unset", () => {
    expect(cmsOptionsFromEnv({ SANITY_PROJECT_ID: "  " }, []).transport.name).toBe("local");
  });

  it("uses Sanity, with the sample as fallback, when SANITY_PROJECT_ID is set", () => {
    const options = cmsOptionsFromEnv({ SANITY_PROJECT_ID: "abc123", CMS_CACHE_TTL_SECONDS: "30" }, []);
    expect(options.transport.name).toBe("sanity");
    expect(options.sampleFallback?.name).toBe("local");
    expect(options.freshForMs).toBe(30_000);
  });

  it("names every invalid variable in one clear error", () => {
    expect(() => cmsOptionsFromEnv({ SANITY_PROJECT_ID: "My Project", SANITY_API_VERSION: "latest", CMS_TIMEOUT_MS: "soon" }, [])).toThrow(
      CmsConfigError,
    );
    expect(() => cmsOptionsFromEnv({ SANITY_PROJECT_ID: "My Project", SANITY_API_VERSION: "latest" }, [])).toThrow(
      /SANITY_PROJECT_ID must be a Sanity project id.*SANITY_API_VERSION must be a date/,
    );
  });
});
