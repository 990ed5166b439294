import { z } from "zod";

/** An absolute http(s) URL; `javascript:` and other schemes never reach an href. */
export const httpUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });
