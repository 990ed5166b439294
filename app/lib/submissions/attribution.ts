/**
 * Where a visitor came from, as every submission and order stores it (decision 073): the `utm_source`, `utm_medium` and
 * `utm_campaign` of the first page they opened in the tab, the host of the external page that sent them there, and that
 * page's path. '' when unknown. Shared by the browser (which keeps it in session storage and fills the forms' hidden
 * fields) and the server (which never trusts what it is sent and cleans it again).
 */
export interface Attribution {
  source: string;
  medium: string;
  campaign: string;
  /** The referring page's host name (`news.example.com`), never its path or query: they may name a person. */
  referrer: string;
  /** The path of the first page (`/blog/launch-plan`), without its query. */
  landing: string;
}

export const NO_ATTRIBUTION: Attribution = { source: "", medium: "", campaign: "", referrer: "", landing: "" };

export const ATTRIBUTION_KEYS = ["source", "medium", "campaign", "referrer", "landing"] as const satisfies readonly (keyof Attribution)[];

/** The forms' hidden fields, one per key (`attribution_source`, …). */
export const attributionField = (key: keyof Attribution) => `attribution_${key}`;
export const ATTRIBUTION_FIELDS = ATTRIBUTION_KEYS.map(attributionField);

/** The session-storage key the first page's attribution is kept under, for the tab's life (named in the privacy policy). */
export const LANDING_STORAGE_KEY = "xchangekit-landing";

/** Where the first page's beacon counts a visit (app/routes/api.visits.ts). */
export const VISITS_PATH = "/api/visits";

/** A utm value longer than this is ignored: the longest real campaign names are far shorter. */
export const UTM_MAX_CHARS = 100;
const HOST_MAX_CHARS = 253;
const PATH_MAX_CHARS = 200;

const CONTROL = /\p{Cc}/u;
const HOST = /^(?=[a-z0-9])[a-z0-9.-]+$/;
/** A path as `location.pathname` gives it: percent-encoded, so only these characters. */
const PATH = /^\/(?!\/)[A-Za-z0-9\-._~/%!$&'()*+,;=:@]*$/;

/** A utm value as it is kept: trimmed and lower case; '' for one with control characters (CR, LF, …) or too long. */
export function cleanUtmValue(value: unknown): string {
  if (typeof value !== "string" || CONTROL.test(value)) return "";
  const trimmed = value.trim().toLowerCase();
  return trimmed.length <= UTM_MAX_CHARS ? trimmed : "";
}

const cleanHost = (value: unknown) => {
  const host = typeof value === "string" ? value.toLowerCase() : "";
  return host.length <= HOST_MAX_CHARS && HOST.test(host) ? host : "";
};

const cleanPath = (value: unknown) => (typeof value === "string" && value.length <= PATH_MAX_CHARS && PATH.test(value) ? value : "");

/** Any values (a form's fields, a stored order's data, a beacon's body) as an attribution: each field checked, bad ones ''. */
export function cleanAttribution(values: Partial<Record<keyof Attribution, unknown>>): Attribution {
  return {
    source: cleanUtmValue(values.source),
    medium: cleanUtmValue(values.medium),
    campaign: cleanUtmValue(values.campaign),
    referrer: cleanHost(values.referrer),
    landing: cleanPath(values.landing),
  };
}

/** The attribution a form sent in its hidden fields. */
export function attributionOfForm(formData: FormData): Attribution {
  return cleanAttribution(Object.fromEntries(ATTRIBUTION_KEYS.map((key) => [key, formData.get(attributionField(key))])));
}

/**
 * The attribution of a page opened at `url`, sent from `referrer` (`document.referrer`): null when the referrer is this
 * site itself, so the page is not where the visitor arrived.
 */
export function landingAttribution(url: URL, referrer: string): Attribution | null {
  let referrerHost = "";
  if (referrer) {
    try {
      const from = new URL(referrer);
      if (from.host === url.host) return null;
      if (from.protocol === "http:" || from.protocol === "https:") referrerHost = from.hostname;
    } catch {
      // An unreadable referrer tells nothing.
    }
  }
  return cleanAttribution({
    source: url.searchParams.get("utm_source"),
    medium: url.searchParams.get("utm_medium"),
    campaign: url.searchParams.get("utm_campaign"),
    referrer: referrerHost,
    landing: url.pathname,
  });
}
