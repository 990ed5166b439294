import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { startSecurityLog } from "~/lib/security/security-log.client";

// Before hydration, so errors and injected scripts during it are recorded too.
startSecurityLog();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
