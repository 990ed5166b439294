import { Link } from "@remix-run/react";
import { affiliateForm } from "~/lib/forms/schemas";
import { useSiteSettings } from "~/lib/root-data";
import { CheckboxField, TextAreaField, TextField } from "./fields";
import { SiteForm, useSiteForm } from "./use-site-form";

export function AffiliateForm() {
  const { form, fields } = useSiteForm(affiliateForm);
  const { productName } = useSiteSettings();
  return (
    <SiteForm form={form} submitLabel="Apply to join" pendingLabel="Sending…">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.name} label="Name" autoComplete="name" />
        <TextField meta={fields.email} label="E-mail address" type="email" autoComplete="email" />
      </div>
      <TextField meta={fields.website} label="Website" type="url" optional hint="Your site, blog or list, if you have one." />
      <TextAreaField meta={fields.promotion} label={`How will you promote ${productName}?`} rows={4} />
      <TextField meta={fields.paypalEmail} label="PayPal e-mail for payouts" type="email" />
      <CheckboxField meta={fields.agreeToTerms}>
        I have read and accept the affiliate rules on this page and the{" "}
        <Link to="/terms" className="font-semibold text-brand-700 underline dark:text-brand-300">
          terms of service
        </Link>
        .
      </CheckboxField>
    </SiteForm>
  );
}
