import { parseArgs, type ParseArgsConfig } from "node:util";

type Options = NonNullable<ParseArgsConfig["options"]>;
const HELP = { help: { type: "boolean", default: false } } as const;

/**
 * A bench script's command line: `--help` prints its usage and ends the script; `whole` reads a whole-number option
 * within bounds (so a typo cannot start an hour-long run), the problem said above the usage.
 */
export function readCommandLine<const T extends Options>(usage: string, options: T, args?: string[]) {
  const { values } = parseArgs({ args, options: { ...options, ...HELP } as T & typeof HELP });
  // Read by name here, where the options are not known yet; callers get `values` typed by their options.
  const byName = values as Record<string, unknown>;
  if (byName.help) {
    console.log(usage);
    process.exit(0);
  }
  const whole = (name: keyof T & string, min: number, max: number): number => {
    const value = Number(byName[name]);
    if (!Number.isInteger(value) || value < min || value > max)
      throw new Error(`--${name} must be a whole number from ${min} to ${max}\n\n${usage}`);
    return value;
  };
  return { values, whole };
}
