/**
 * The messages the site sends, as marketers see them (decision 066): each kind's name in the Studio, who gets it, whether
 * it is transactional, and the named placeholders its CMS template (`emailTemplate`) may use, each with an example for
 * the Studio's preview. Shared with the Studio (its validation refuses a placeholder the kind does not have) and the
 * tests; nothing here is server-only. How each value is produced when the event happens: ./messages.server.ts.
 */

/** Who a message goes to: the site's operators (the CMS's notification addresses), or the visitor it is about. */
export type Audience = "operator" | "visitor";

export interface Placeholder {
  /** What it stands for, shown in the Studio. */
  description: string;
  /** A value it might take, for the Studio's preview. */
  example: string;
  /** A link: made clickable in the HTML. */
  link?: true;
}

export interface MessageDeclaration {
  /** Its name in the Studio. */
  title: string;
  /** When it is sent. */
  sentWhen: string;
  audience: Audience;
  /**
   * About something the recipient did or is owed (a receipt, a confirmation link, a lead for the operator). Any other
   * message carries List-Unsubscribe (RFC 8058 one-click) and a visible unsubscribe link.
   */
  transactional: boolean;
  /** Its own placeholders, besides those every message has (`COMMON_PLACEHOLDERS`). */
  placeholders: Record<string, Placeholder>;
}

/** What every message's template may use. */
export const COMMON_PLACEHOLDERS = {
  siteName: { description: "The product's name, from the site settings.", example: "XchangeKit" },
  supportEmail: { description: "The support address, from the site settings.", example: "support@xchangekit.example" },
} satisfies Record<string, Placeholder>;

const reference = (what: string, example: string): Placeholder => ({ description: `The ${what}'s reference.`, example });
const visitorName = { description: "The name they gave.", example: "Ann Example" } satisfies Placeholder;
const visitorEmail = { description: "The e-mail address they gave (replies go to it).", example: "ann@example.com" } satisfies Placeholder;
const replyTime = {
  description: "How soon we reply, from the site settings (E-mail).",
  example: "within one business day",
} satisfies Placeholder;
const orderUrl = {
  description: "The buyer's page of the order: its lines and their states.",
  example: "https://xchangekit.example/thanks-order?ref=XK-7M3Q9T2WZ4KD",
  link: true,
} satisfies Placeholder;

/** An affiliate's sign-in link: it expires, and works once. */
const signInUrl = (lasts: string): Placeholder => ({
  description: `The link that signs them in to their affiliate dashboard: it works once, for ${lasts}.`,
  example: "https://xchangekit.example/affiliate/link?token=…",
  link: true,
});
const signInPageUrl = {
  description: "The page where they ask for a new sign-in link.",
  example: "https://xchangekit.example/affiliate/sign-in",
  link: true,
} satisfies Placeholder;

/** What both of a support request's messages say of it. */
const supportFacts = {
  reference: reference("request", "S-7M3Q9T2W"),
  name: visitorName,
  topic: { description: "What the request is about, as the form names it.", example: "Technical help with my site" },
} satisfies Record<string, Placeholder>;
/** What both of an order's messages say of it. */
const orderFacts = {
  reference: reference("order", "XK-7M3Q9T2WZ4KD"),
  name: { description: "The buyer's name.", example: "Ann Example" },
  package: { description: "The package ordered.", example: "Script Only" },
  total: { description: "What is due at the checkout, add-ons included.", example: "$537" },
  addOns: { description: "The add-ons, or none.", example: "Installation, Graphics Pack" },
} satisfies Record<string, Placeholder>;
/** What every message about a payment says of it. */
const paymentFacts = {
  reference: orderFacts.reference,
  item: { description: "What the payment is for: the package, or a one-time offer.", example: "Script Only" },
  amount: { description: "The amount the payment provider reported.", example: "$299" },
  name: orderFacts.name,
} satisfies Record<string, Placeholder>;
const buyerEmail = { description: "The buyer's e-mail address (replies go to it).", example: "ann@example.com" } satisfies Placeholder;

/** A message to the operators: always transactional (a lead, an order, a payment to act on). */
const toOperator = <Placeholders extends Record<string, Placeholder>>(title: string, sentWhen: string, placeholders: Placeholders) => ({
  title,
  sentWhen,
  audience: "operator" as const,
  transactional: true,
  placeholders,
});
/** A message to the visitor an event is about; transactional unless said otherwise. */
const toVisitor = <Placeholders extends Record<string, Placeholder>>(
  title: string,
  sentWhen: string,
  placeholders: Placeholders,
  transactional = true,
) => ({ title, sentWhen, audience: "visitor" as const, transactional, placeholders });

const SUPPORT_FORM_SENT = "A visitor sends the support form.";
const ORDER_PLACED = "A buyer leaves the order form for the checkout.";
const PAYMENT_RECEIVED = "The payment provider reports a payment of the expected amount.";

export const MESSAGE_DECLARATIONS = {
  "support-notification": toOperator("Support request: to the operator", SUPPORT_FORM_SENT, {
    ...supportFacts,
    email: visitorEmail,
    message: { description: "The visitor's message, as sent.", example: "My surf timer stops at 3 seconds on the members' page." },
    orderReference: { description: "The order reference they gave, or none.", example: "XK-7M3Q9T2WZ4KD" },
  }),
  "support-receipt": toVisitor("Support request: receipt to the visitor", SUPPORT_FORM_SENT, { ...supportFacts, replyTime }),
  "affiliate-notification": toOperator("Affiliate application: to the operator", "A visitor applies to the affiliate programme.", {
    reference: reference("application", "A-4KD7M3Q9"),
    name: visitorName,
    email: visitorEmail,
    website: { description: "Their site's address, or none.", example: "https://surfmarketing.example" },
    promotion: { description: "How they will promote the products.", example: "A weekly newsletter for traffic exchange owners." },
    paypalEmail: { description: "Where their commissions are paid.", example: "payouts@surfmarketing.example" },
  }),
  "affiliate-approved": toVisitor(
    "Affiliate application: approved, with the sign-in link",
    "An operator approves an affiliate application in the console.",
    {
      name: visitorName,
      code: { description: "Their affiliate code: what their tracking links carry.", example: "k7m3q9" },
      signInUrl: signInUrl("a week"),
      signInDays: { description: "How many days the sign-in link works.", example: "7" },
      signInPageUrl,
    },
  ),
  "affiliate-declined": toVisitor(
    "Affiliate application: declined, with the reason",
    "An operator declines an affiliate application in the console, giving a reason.",
    {
      name: visitorName,
      reason: { description: "Why, as the operator wrote it.", example: "We could not find the website you named." },
    },
  ),
  "affiliate-sign-in": toVisitor(
    "Affiliate: the sign-in link",
    "An affiliate asks for a sign-in link on the affiliates' sign-in page (nothing is sent for an address that is no affiliate's).",
    {
      name: visitorName,
      signInUrl: signInUrl("30 minutes"),
      signInMinutes: { description: "How many minutes the link works.", example: "30" },
      signInPageUrl,
    },
  ),
  "order-notification": toOperator("Order: to the operator", ORDER_PLACED, {
    ...orderFacts,
    email: buyerEmail,
    domain: { description: "Their domain, or the one they want us to register.", example: "mysurfexchange.com (their own)" },
    hosting: { description: "On our hosting, or on their own server.", example: "Their own server (meets the requirements)" },
    notes: { description: "What the buyer asked us to know, or none.", example: "Please install on the staging server first." },
    test: { description: "Whether it came through the test order form: yes or no.", example: "no" },
  }),
  "order-receipt": toVisitor("Order: receipt to the buyer", ORDER_PLACED, {
    ...orderFacts,
    paymentUrl: {
      description: "The checkout link, to pay if they have not yet.",
      example: "https://buy.stripe.com/test_script_only?client_reference_id=XK-7M3Q9T2WZ4KD",
      link: true,
    },
    orderUrl,
    replyTime,
  }),
  "payment-received-notification": toOperator("Payment received: to the operator", PAYMENT_RECEIVED, {
    ...paymentFacts,
    email: buyerEmail,
  }),
  "payment-failed-notification": toOperator("Payment failed: to the operator", "The payment provider reports a payment that failed.", {
    ...paymentFacts,
    email: buyerEmail,
  }),
  "payment-mismatch-notification": toOperator(
    "Payment of the wrong amount: to the operator",
    "The payment provider reports a payment of another amount or currency than the order's.",
    { ...paymentFacts, email: buyerEmail, expected: { description: "The amount the order expected.", example: "$537" } },
  ),
  "payment-received-receipt": toVisitor("Payment received: receipt to the buyer", PAYMENT_RECEIVED, {
    ...paymentFacts,
    orderUrl,
    replyTime,
  }),
  "waitlist-confirmation": toVisitor(
    "Waitlist: the confirmation link",
    "A new address joins the waitlist (nothing is sent for an address already on it).",
    {
      confirmUrl: {
        description: "The link that confirms the address; it expires.",
        example: "https://xchangekit.example/waitlist/confirm?token=…",
        link: true,
      },
      confirmDays: { description: "How many days the link works.", example: "7" },
    },
  ),
  "waitlist-launch": toVisitor(
    "Waitlist: the launch e-mail",
    "A platform opens: the one e-mail every confirmed address on the waitlist gets, with launch pricing (prices as " +
      "{price:<slug>}). Operators send it; the console has no button for it yet.",
    {},
    false,
  ),
} satisfies Record<string, MessageDeclaration>;

export type MessageKind = keyof typeof MESSAGE_DECLARATIONS;
export const MESSAGE_KINDS = Object.keys(MESSAGE_DECLARATIONS) as MessageKind[];

/** The placeholders a kind's template may use: its own and the common ones. */
export type PlaceholderOf<Kind extends MessageKind> = keyof (typeof MESSAGE_DECLARATIONS)[Kind]["placeholders"] & string;

export function isMessageKind(value: unknown): value is MessageKind {
  return typeof value === "string" && Object.hasOwn(MESSAGE_DECLARATIONS, value);
}

/** Every placeholder of a kind, common ones first, with what it stands for. */
export function placeholdersOf(kind: MessageKind): Record<string, Placeholder> {
  return { ...COMMON_PLACEHOLDERS, ...MESSAGE_DECLARATIONS[kind].placeholders };
}

/** `{name}`: a placeholder. A price token, `{price:<slug>}`, has a colon and is no placeholder (decision 034). */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The placeholders a text uses, each once, in order. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/** The placeholders a text uses that the kind does not have. */
export function unknownPlaceholders(kind: MessageKind, text: string): string[] {
  const known = placeholdersOf(kind);
  return placeholdersIn(text).filter((name) => !Object.hasOwn(known, name));
}

/** A text cut at placeholders: literal parts and the names between them, for a renderer that treats values apart. */
export type TemplatePart = { text: string } | { placeholder: string };

export function templateParts(text: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let at = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ placeholder: match[1]! });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** The kind's example values, for the Studio's preview. */
export function exampleValues(kind: MessageKind): Record<string, string> {
  return Object.fromEntries(Object.entries(placeholdersOf(kind)).map(([name, placeholder]) => [name, placeholder.example]));
}
