/** What a support request can be about: the support form's choices, and the topics links may prefill. No zod here, so a page can list them without loading a schema. */
export const SUPPORT_TOPICS = [
  { value: "pre-sale", title: "A question before buying" },
  { value: "technical", title: "Technical help with my site" },
  { value: "billing", title: "Billing, payments or a refund" },
  { value: "site-purchase", title: "Buying a site for sale" },
  { value: "custom-modification", title: "A custom modification" },
  { value: "graphics", title: "Banners, landing pages or graphics" },
  { value: "other", title: "Something else" },
] as const;
