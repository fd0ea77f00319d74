/** A small, strict argument parser: unknown options and missing values are usage errors. */
export class UsageError extends Error {}

export interface OptionSpec {
  readonly name: string;
  readonly alias?: string;
  /** Takes a value (`--seed 4`); `repeat` collects every occurrence. */
  readonly value?: "one" | "repeat";
}

/** Options that take one value each (`--seed 4`). */
export function valued(...names: readonly string[]): OptionSpec[] {
  return names.map((name) => ({ name, value: "one" }));
}

/** Options that may be given again, each value kept (`--base a --base b`). */
export function repeatable(...names: readonly string[]): OptionSpec[] {
  return names.map((name) => ({ name, value: "repeat" }));
}

/** Options that take no value (`--quiet`). */
export function flags(...names: readonly string[]): OptionSpec[] {
  return names.map((name) => ({ name }));
}

/** `-o, --out <file>`: where a command writes what it makes. */
export const OUT_OPTION: OptionSpec = { name: "out", alias: "o", value: "one" };

/** `-h, --help`: every command takes it (parseCommand adds it). */
export const HELP_OPTION: OptionSpec = { name: "help", alias: "h" };

export interface Parsed {
  readonly positionals: string[];
  readonly flags: ReadonlySet<string>;
  readonly values: ReadonlyMap<string, string[]>;
}

export function parseArgs(argv: readonly string[], specs: readonly OptionSpec[]): Parsed {
  const positionals: string[] = [];
  const flags = new Set<string>();
  const values = new Map<string, string[]>();
  const byName = new Map<string, OptionSpec>();
  for (const s of specs) {
    byName.set(`--${s.name}`, s);
    if (s.alias) byName.set(`-${s.alias}`, s);
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--") {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith("-") || arg === "-") {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf("=");
    const key = eq > 0 ? arg.slice(0, eq) : arg;
    const spec = byName.get(key);
    if (!spec) throw new UsageError(`unknown option ${key}`);
    if (!spec.value) {
      if (eq > 0) throw new UsageError(`option ${key} takes no value`);
      flags.add(spec.name);
      continue;
    }
    const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined) throw new UsageError(`option ${key} needs a value`);
    const list = values.get(spec.name) ?? [];
    if (spec.value === "one" && list.length > 0) throw new UsageError(`option ${key} given twice`);
    list.push(value);
    values.set(spec.name, list);
  }
  return { positionals, flags, values };
}

/**
 * Parses a command's words (its options and `-h, --help`); undefined after printing `help` for
 * `--help` (the command then exits 0).
 */
export function parseCommand(argv: readonly string[], specs: readonly OptionSpec[], help: string): Parsed | undefined {
  const args = parseArgs(argv, [...specs, HELP_OPTION]);
  if (!args.flags.has("help")) return args;
  process.stdout.write(`${help}\n`);
  return undefined;
}

export function single(p: Parsed, name: string): string | undefined {
  return p.values.get(name)?.[0];
}

/** What `record` and `view` take: one input file, `-o <out>`, and a scenario's `--seed`. */
export interface FileToOut {
  readonly args: Parsed;
  readonly file: string;
  readonly out: string;
  readonly seed: string | undefined;
}

/**
 * Parses a command that turns one file into another (`record`, `view`); undefined after printing
 * the help. `what` names the input in the usage errors, `outHint` the output (`<page.html>`).
 */
export function parseFileToOut(
  argv: readonly string[],
  command: string,
  help: string,
  what: { readonly input: string; readonly outHint: string },
): FileToOut | undefined {
  const args = parseCommand(argv, [OUT_OPTION, ...valued("seed"), ...flags("allow-content-errors")], help);
  if (!args) return undefined;
  const [file, ...extra] = args.positionals;
  const out = single(args, "out");
  if (file === undefined) throw new UsageError(`${command} needs ${what.input}`);
  if (extra.length > 0) throw new UsageError(`${command} takes one file, got ${args.positionals.length}`);
  if (out === undefined) throw new UsageError(`${command} needs -o ${what.outHint}`);
  return { args, file, out, seed: single(args, "seed") };
}
