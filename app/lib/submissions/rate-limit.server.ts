import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

/** How many submissions one client may make to one form in a window. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

const TEN_MINUTES = 10 * 60 * 1000;

/** Generous for people (nobody sends a support request six times in ten minutes), tight for scripts. */
export const FORM_RATE_LIMITS = {
  waitlist: { max: 5, windowMs: TEN_MINUTES },
  support: { max: 5, windowMs: TEN_MINUTES },
  affiliate: { max: 3, windowMs: TEN_MINUTES },
  orderStep: { max: 60, windowMs: TEN_MINUTES },
  order: { max: 6, windowMs: TEN_MINUTES },
} satisfies Record<string, RateLimit>;

export type RateLimitedForm = keyof typeof FORM_RATE_LIMITS;

/** One attempt's verdict: allowed, or refused with how long the client must wait (`Retry-After`). */
export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A fixed-window limiter per name (a form; rate-limiter-flexible, in memory: each client's counter
 * expires with its window, so memory holds only the clients of the last ten minutes). Clients are the
 * address the server saw (`clientAddressOf`), never a header the client sends. Refused attempts
 * still count, so a flood gains nothing by going on. Limits are per process (docs/decisions/030).
 */
export function createFormRateLimiters<Name extends string = RateLimitedForm>(
  limits: Record<Name, RateLimit> = FORM_RATE_LIMITS as Record<string, RateLimit> as Record<Name, RateLimit>,
) {
  const limiters = new Map(
    Object.entries<RateLimit>(limits).map(([form, { max, windowMs }]) => [
      form,
      new RateLimiterMemory({ keyPrefix: form, points: max, duration: Math.ceil(windowMs / 1000) }),
    ]),
  );
  return {
    async attempt(form: Name, client: string): Promise<RateLimitVerdict> {
      const limiter = limiters.get(form);
      if (!limiter) throw new Error(`No rate limit for the form "${form}"`);
      try {
        await limiter.consume(client);
        return { allowed: true };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
  };
}

export const formRateLimiters = createFormRateLimiters();
