import { supportForm } from "~/lib/forms/schemas";
import { SUPPORT_TOPICS } from "~/lib/forms/support-topics";
import { SelectField, TextAreaField, TextField } from "./fields";
import { SiteForm, useSiteForm } from "./use-site-form";

export function SupportForm({ defaults }: { defaults: Record<string, string> }) {
  const { form, fields } = useSiteForm(supportForm, defaults);
  return (
    <SiteForm form={form} submitLabel="Send message" pendingLabel="Sending…">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.name} label="Name" autoComplete="name" />
        <TextField meta={fields.email} label="E-mail address" type="email" autoComplete="email" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField meta={fields.topic} label="Topic" options={SUPPORT_TOPICS} placeholder="Choose a topic" />
        <TextField meta={fields.orderReference} label="Order reference" optional hint="Like XK-7M3Q9T2WZ4KD, from your order e-mail." />
      </div>
      <TextAreaField meta={fields.message} label="Message" rows={6} />
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Never send server passwords or other credentials here: after a purchase we arrange a secure channel for them.
      </p>
    </SiteForm>
  );
}
