// Written by `npm run cms:export` from the modules of this folder (scripts/sample-modules.ts): do not edit.
export * as affiliateProgramme from "./affiliate-programme";
export * as blogTaxonomy from "./blog-taxonomy";
export * as drafts from "./drafts";
export * as emailTemplates from "./email-templates";
export * as marketplace from "./marketplace";
export * as pages from "./pages";
export * as posts from "./posts";
export * as products from "./products";
export * as redirects from "./redirects";
export * as siteSettings from "./site-settings";
export * as socialProof from "./social-proof";
