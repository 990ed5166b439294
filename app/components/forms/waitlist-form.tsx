import { Link } from "@remix-run/react";
import { waitlistForm } from "~/lib/forms/schemas";
import { SelectField, TextField } from "./fields";
import { SiteForm, useSiteForm } from "./use-site-form";

/** Join the waitlist: e-mail, and optionally a name and the platform someone is waiting for. */
export function WaitlistForm({ platforms }: { platforms: readonly { value: string; title: string }[] }) {
  const { form, fields } = useSiteForm(waitlistForm);
  return (
    <SiteForm form={form} submitLabel="Join the waitlist" pendingLabel="Joining…">
      <TextField
        meta={fields.email}
        label="E-mail address"
        type="email"
        autoComplete="email"
        hint={
          <>
            Used only to tell you about the launch.{" "}
            <Link to="/privacy" className="underline hover:text-brand-700 dark:hover:text-brand-300">
              Privacy policy
            </Link>
          </>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.name} label="Name" optional autoComplete="name" />
        <SelectField meta={fields.interest} label="Which platform interests you?" optional options={platforms} placeholder="Any of them" />
      </div>
    </SiteForm>
  );
}
