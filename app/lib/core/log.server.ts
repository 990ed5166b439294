/** One JSON object per line on stderr, so log collectors can parse events without guessing. */
export type LogLevel = "info" | "warn" | "error";

export interface LogEvent {
  event: string;
  [field: string]: unknown;
}

export type Logger = (level: LogLevel, event: LogEvent) => void;

export const logEvent: Logger = (level, event) => {
  console.error(JSON.stringify({ level, time: new Date().toISOString(), ...event }));
};
