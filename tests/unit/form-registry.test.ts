import { readFileSync } from "node:fs";
import type { $ZodObject } from "zod/v4/core";
import { describe, expect, it } from "vitest";
import { leadFilterOf, leadOf } from "~/lib/admin/leads.server";
import { formTokenResponse } from "~/lib/endpoints/form-token.server";
import { FORM_IDS, FORMS, LEAD_FORMS, SIMPLE_FORMS } from "~/lib/forms/registry.server";
import { STARTED_FIELD_NAME } from "~/lib/submissions/fields";
import { checkSpam, MIN_FILL_MS } from "~/lib/submissions/spam.server";

/**
 * Every list about forms comes from the registry (app/lib/forms/registry.server.ts): these checks run over whatever it
 * holds, so a form added there is checked for its token, its limits, its Studio type and its place in the inbox.
 */

const studioTypes = JSON.parse(readFileSync("cms-schemas/schema.json", "utf8")) as {
  name: string;
  type: string;
  attributes?: Record<string, unknown>;
}[];

const forms = Object.values(FORMS);

function tokenRequest(form: string): Request {
  return new Request(`https://xchangekit.example/api/form-token?form=${encodeURIComponent(form)}`);
}

describe("the form registry", () => {
  it.each(FORM_IDS)("%s: is listed under its own id", (id) => {
    expect(FORMS[id].id).toBe(id);
  });

  it.each(FORM_IDS)("%s: gets a private start token at /api/form-token that opens this form only", async (id) => {
    const response = formTokenResponse(tokenRequest(id));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const { token } = (await response.json()) as { token: string };
    const sent = new FormData();
    sent.set(STARTED_FIELD_NAME, token);
    const later = Date.now() + MIN_FILL_MS + 1000;
    expect(checkSpam(sent, id, later)).toEqual({ ok: true });
    for (const other of FORM_IDS.filter((candidate) => candidate !== id)) {
      expect(checkSpam(sent, other, later), other).toEqual({ ok: false, reason: "invalid-token" });
    }
  });

  it("answers 400 at /api/form-token for a form it does not hold, naming those it does", async () => {
    for (const unknown of ["admin", "", "supportRequest", "waitlist-form", "__proto__"]) {
      const response = formTokenResponse(tokenRequest(unknown));
      expect(response.status, unknown).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain(FORM_IDS.join(", "));
    }
    expect(formTokenResponse(new Request("https://xchangekit.example/api/form-token")).status).toBe(400);
  });

  it.each(forms.map((form) => [form.id, form] as const))("%s: refuses a client past its rate limit", async (_id, form) => {
    const client = `rate-limit-check-${form.id}`;
    for (let attempt = 0; attempt < form.rateLimit.max; attempt++) expect((await form.limiter.attempt(client)).allowed).toBe(true);
    expect(await form.limiter.attempt(client)).toMatchObject({ allowed: false });
    // A form of several steps limits its steps on their own count.
    if ("stepLimiter" in form) expect((await form.stepLimiter.attempt(client)).allowed).toBe(true);
  });

  it.each(FORM_IDS)("%s: has a Studio document type of its name (its submissions' `_type`)", (id) => {
    expect(studioTypes.find((type) => type.name === id)?.type).toBe("document");
  });

  it.each(Object.values(SIMPLE_FORMS).map((form) => [form.id, form] as const))(
    "%s: has a Studio field for every field its schema stores",
    (id, form) => {
      const studioFields = Object.keys(studioTypes.find((type) => type.name === id)?.attributes ?? {});
      const stored = Object.keys((form.schema as unknown as $ZodObject)._zod.def.shape);
      expect(stored.filter((field) => !studioFields.includes(field))).toEqual([]);
    },
  );

  it.each(forms.filter((form) => form.lead).map((form) => [form.id, form] as const))(
    "%s: is in the operators' inbox under its label, as a filter and on each row",
    (id, form) => {
      expect(LEAD_FORMS).toContainEqual({ kind: id, label: form.lead.label });
      expect(leadFilterOf(new URL(`https://xchangekit.example/admin/leads?form=${id}`)).form).toBe(id);
      const row = leadOf({ id: "x-1", kind: id, data: { email: "ann@example.com" }, submittedAt: "2026-11-20T10:00:00.000Z" });
      expect(row).toMatchObject({ form: form.lead.label, email: "ann@example.com" });
    },
  );
});
