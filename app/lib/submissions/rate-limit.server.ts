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

/**
 * The client a request comes from: the first X-Forwarded-For address (set by the proxy or CDN
 * in front of the app), else X-Real-IP; requests without either share one bucket.
 */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip")?.trim() || "direct";
}

/** Fixed-window counters in memory, one per form and client. */
export function createRateLimiter(now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one attempt; false when the client is over the limit. */
    allow(form: string, client: string, { max, windowMs }: RateLimit): boolean {
      const time = now();
      // Forget finished windows now and then, so the map stays small.
      if (windows.size > 10_000) for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key);
      const key = `${form}\u0000${client}`;
      const window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        windows.set(key, { start: time, count: 1 });
        return true;
      }
      window.count += 1;
      return window.count <= max;
    },
  };
}

export const rateLimiter = createRateLimiter();
