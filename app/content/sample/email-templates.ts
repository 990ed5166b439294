import { sampleDocument } from "./build/documents";

/**
 * The words of every message the site sends (`emailTemplate`, one per kind of app/lib/mail/messages.ts), with named
 * placeholders filled in when a message is sent. They are also what a message says when the CMS has no template of
 * its kind (decision 066), so they name no price: a price token here could state the sample's price on a real site.
 */
const template = (kind: string, subject: string, body: string) =>
  sampleDocument(`emailTemplate.${kind}`, "emailTemplate", { kind, subject, body });

export const emailTemplates = [
  template(
    "support-notification",
    "Support request {reference} from {name}: {topic}",
    `{name} ({email}) sent a support request through the site.

Topic: {topic}
Order reference: {orderReference}

{message}

Reply to this email to answer {name} directly. They were told to expect a reply and given the reference {reference}.`,
  ),
  template(
    "support-receipt",
    "We have your message ({reference})",
    `Hello {name},

Thank you for writing to {siteName} support. Your message about "{topic}" reached our team, and its reference is {reference}.

What happens next: a member of the team reads it and replies {replyTime}, to this email address. Requests from Premium Package customers go to the front of the queue, and most are answered the same day.

If you think of something to add, reply to this email and keep the reference in the subject line, so it joins the same request. If your exchange is on our hosting and is down, write "Urgent" in the subject: we check for urgent requests at weekends too.

The {siteName} team
{supportEmail}`,
  ),
  template(
    "affiliate-notification",
    "Affiliate application {reference} from {name}",
    `{name} ({email}) applied to the affiliate programme.

Website: {website}
PayPal for commissions: {paypalEmail}

How they will promote:
{promotion}

Review it within two business days, as the affiliates page promises, and reply to this email with the decision.`,
  ),
  template(
    "affiliate-approved",
    "Welcome to the {siteName} affiliate programme",
    `Hello {name},

Your application to the {siteName} affiliate programme is approved. Your affiliate code is {code}: every tracking link you build carries it.

Sign in to your affiliate dashboard with this link (it works once, for {signInDays} days):
{signInUrl}

In the dashboard you build tracking links to any page of the site, with a campaign name if you like, and copy banners with your link attached. It shows your clicks, the orders you referred, your commissions (pending, matured and paid) and your payouts.

Whenever you want to sign in again, ask for a new link on {signInPageUrl}: we mail it to this address. There is no password to remember.

The {siteName} team
{supportEmail}`,
  ),
  template(
    "affiliate-declined",
    "Your {siteName} affiliate application",
    `Hello {name},

Thank you for applying to the {siteName} affiliate programme. We cannot approve your application at the moment, for this reason:

{reason}

If something has changed, or we misread your application, reply to this email and tell us: we read every reply.

The {siteName} team
{supportEmail}`,
  ),
  template(
    "affiliate-sign-in",
    "Your {siteName} affiliate sign-in link",
    `Hello {name},

Here is the link that signs you in to your {siteName} affiliate dashboard. It works once, for {signInMinutes} minutes:
{signInUrl}

If you did not ask for it, ignore this email: nobody can sign in without opening this link. For a new link, go to {signInPageUrl}.

The {siteName} team
{supportEmail}`,
  ),
  template(
    "order-notification",
    "New order {reference}: {package} for {total}",
    `{name} ({email}) ordered {package} and was sent to the checkout to pay {total}.

Add-ons: {addOns}
Domain: {domain}
Hosting: {hosting}
Test order: {test}

What they asked us to know:
{notes}

A separate email follows when the payment provider confirms the payment. Reply to this one to write to the buyer.`,
  ),
  template(
    "order-receipt",
    "Your {siteName} order {reference}",
    `Hello {name},

Thank you for your order. Please keep this email: your order reference is {reference}, and we ask for it whenever you write to us.

You ordered: {package}
Add-ons: {addOns}
Due at checkout: {total}

If you have not finished paying, or the payment page closed before you could, this link takes you back to it:
{paymentUrl}

What happens next: once your payment is confirmed we email you, and a technician starts on your order within one business day. For installation and done-for-you builds we then ask for your server access or site details through our secure channel; your exchange is live within 24-48 hours of us receiving them.

You can see your order and where each part of it stands at any time:
{orderUrl}

Questions? Reply to this email and we answer {replyTime}.

The {siteName} team`,
  ),
  template(
    "payment-received-notification",
    "Payment received for {reference}: {item}, {amount}",
    `The payment provider confirmed a payment of {amount} for {item} on order {reference}.

Buyer: {name} ({email})

The order's line is marked paid. Start on it within one business day, as the site promises the buyer.`,
  ),
  template(
    "payment-failed-notification",
    "Payment failed for {reference}: {item}",
    `The payment provider reports that a payment of {amount} for {item} on order {reference} failed.

Buyer: {name} ({email})

Nothing was charged. The buyer can pay again from the link in their order email; if they do not within a day or two, write to them: a reply to this email reaches them.`,
  ),
  template(
    "payment-mismatch-notification",
    "Check payment for {reference}: received {amount}, expected {expected}",
    `The payment provider reports a payment of {amount} for {item} on order {reference}, where the order expected {expected}.

Buyer: {name} ({email})

The line is marked as a payment mismatch and is not started. Look at the payment in the provider's dashboard, then settle the order in the console: refund the difference, or ask the buyer for the rest. The buyer's order page says we will write within one business day.`,
  ),
  template(
    "payment-received-receipt",
    "Payment received for your order {reference}",
    `Hello {name},

We received your payment of {amount} for {item}. Thank you.

What happens next: a technician picks up your order within one business day. If your package includes installation or a done-for-you build, we will ask for what we need (your server access, or your domain, site name and settings) through our secure channel, and your exchange is live within 24-48 hours of receiving it. Script Only orders get their download link by email within an hour during desk hours, Monday to Friday, 09:00 to 17:30 UK time.

Your order and each of its parts, as they progress:
{orderUrl}

Questions? Reply to this email with your reference, {reference}, and we answer {replyTime}.

The {siteName} team`,
  ),
  template(
    "waitlist-confirmation",
    "Confirm your place on the {siteName} waitlist",
    `Please confirm that you want one email from us when a new {siteName} platform opens. Open this link to confirm your address:

{confirmUrl}

The link works for {confirmDays} days. If you did not ask to join, ignore this email: without a confirmation we never write to this address again, and we delete it after 30 days.

Once you confirm, we write once, when the platform opens, with your launch pricing. No newsletter, and no sharing your address.

The {siteName} team`,
  ),
  template(
    "waitlist-launch",
    "It is open: order with your {siteName} launch pricing",
    `The platform you waited for is open, and as a member of the waitlist you can order it at launch pricing for the next 30 days.

See what it does and what it costs on the site, and order when you are ready: we set up your site within 24-48 hours of receiving your details, as we do for traffic exchanges today.

This is the one email we promised. We will not write again unless you order or ask us something.

The {siteName} team`,
  ),
];
