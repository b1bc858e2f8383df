/** A small argv parser for the problem-setter commands: `--name value`, `--name=value`, flags and positionals. */
export interface ParsedArgs {
  options: Map<string, string>;
  flags: Set<string>;
  positionals: string[];
}

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/**
 * @param valued option names that take a value (without the leading dashes)
 * @param booleans option names that are plain flags
 */
export function parseArgs(
  argv: readonly string[],
  valued: readonly string[],
  booleans: readonly string[] = [],
): ParsedArgs {
  const options = new Map<string, string>();
  const flags = new Set<string>();
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq === -1 ? undefined : eq);
    if (booleans.includes(name) && eq === -1) {
      flags.add(name);
      continue;
    }
    if (!valued.includes(name)) throw new UsageError(`unknown option --${name}`);
    const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
    if (value === undefined || value === '') throw new UsageError(`--${name} needs a value`);
    options.set(name, value);
  }
  return { options, flags, positionals };
}

export function positiveNumber(args: ParsedArgs, name: string): number | undefined {
  const raw = args.options.get(name);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new UsageError(`--${name} must be a positive number, got '${raw}'`);
  return value;
}
