/** A small, strict argument parser: unknown options and missing values are usage errors. */
export class UsageError extends Error {}

export interface OptionSpec {
  readonly name: string;
  readonly alias?: string;
  /** Takes a value (`--seed 4`); `repeat` collects every occurrence. */
  readonly value?: "one" | "repeat";
}

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

export function single(p: Parsed, name: string): string | undefined {
  return p.values.get(name)?.[0];
}
