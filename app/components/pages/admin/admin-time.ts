const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** A stored time as the console shows it (UTC); a time that cannot be read as it was stored. */
export function consoleTime(iso: string): string {
  return Number.isNaN(Date.parse(iso)) ? iso : dateTime.format(new Date(iso));
}
