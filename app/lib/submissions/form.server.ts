import type { $ZodType } from "zod/v4/core";
import type { OutgoingMessage } from "~/lib/mail/outbox.server";
import { createRateLimiter, type RateLimit, type RateLimiter } from "~/lib/security/rate-limit.server";
import type { Submission } from "./store.server";

/** The messages a new submission sends (decision 066). */
export type MessagesOfNew = (submission: Submission) => Promise<readonly OutgoingMessage[]>;

/** What a visitor sent, as stored. */
type SubmissionData = Record<string, unknown>;

/** What a form says, in place of itself, once the server saved a submission. */
export interface FormSuccess {
  title: string;
  description?: string;
}

/** How a form's submissions show in the operators' inbox (/admin/leads). */
export interface LeadListing {
  /** The form's name for operators: the inbox's filter and Form column. */
  label: string;
  /** One line of what was sent, beside the sender's name and address. */
  details(data: SubmissionData): string;
}

/** A form's server side: the registry entry every list about forms is derived from (app/lib/forms/registry.server.ts). */
export interface FormDeclaration<Id extends string = string> {
  /**
   * The form's one name: its start tokens', its rate limit's and the kind its submissions are stored under (SQLite's
   * `kind`, Sanity's `_type`; the Studio has a document type of this name).
   */
  id: Id;
  /** Submissions one client may send in a window (429 past it). */
  rateLimit: RateLimit;
  /** A form of several steps (the order funnel): the moves between steps one client may make in a window. */
  stepRateLimit?: RateLimit;
  /** Shown to operators in the inbox; absent, its submissions are not leads. */
  lead?: LeadListing;
}

/** A form the submissions pipeline handles whole (`handleFormSubmission`): one schema, one success message when saved. */
export interface SimpleFormDeclaration<Id extends string = string> extends FormDeclaration<Id> {
  /** The zod/mini schema the browser shares (app/lib/forms/schemas.ts). */
  schema: $ZodType<SubmissionData>;
  success: FormSuccess;
  /**
   * For a form one person fills in once (the waitlist): who a submission is from, e.g. the e-mail address. The same
   * person sending it again, from any page, is the same submission: not stored twice, and answered as the first time,
   * so the answer never tells whether an address was already there.
   */
  once?: { identity(value: SubmissionData): string };
  /**
   * The messages a new submission sends (the operator's notification, the visitor's receipt: decision 066), composed
   * just before it is stored and stored with it; a submission sent again sends nothing.
   */
  messages?: MessagesOfNew;
  /** Fields the server stores with each new submission, never read from the form (the waitlist's `confirmed: false`). */
  storedWith?: Readonly<SubmissionData>;
}

/** A form of several steps gets a second limiter for its steps. */
type StepLimiter<Declaration> = Declaration extends { stepRateLimit: RateLimit } ? { stepLimiter: RateLimiter } : unknown;

/** A declared form with its limiters (one per process, like every limit: docs/decisions/030). */
export type FormDefinition<Declaration extends FormDeclaration> = Declaration & { limiter: RateLimiter } & StepLimiter<Declaration>;

/** One form of the site, declared once. */
export function defineForm<const Declaration extends FormDeclaration | SimpleFormDeclaration>(
  declaration: Declaration,
): FormDefinition<Declaration> {
  const { id, rateLimit, stepRateLimit } = declaration;
  return {
    ...declaration,
    limiter: createRateLimiter(id, rateLimit),
    ...(stepRateLimit ? { stepLimiter: createRateLimiter(`${id}-step`, stepRateLimit) } : {}),
  } as FormDefinition<Declaration>;
}

/** A stored field as a line of text for operators: a string as it is, nothing as "". */
export function fieldText(value: unknown): string {
  return typeof value === "string" ? value : value === undefined || value === null ? "" : String(value);
}
