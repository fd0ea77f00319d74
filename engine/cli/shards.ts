/**
 * What `experiment` and `danger` share about shards on the command line: `--shard i/n` or
 * `--shard auto` (read from the scheduler's environment), the `merge` subcommand, and `merge`
 * reading part files, merging them and refusing a gap unless `--allow-missing` says the rest will do.
 */
import { parseShard, type ShardSpec } from "../experiment/shard.js";
import { autoShard } from "../experiment/shard_auto.js";
import {
  flags,
  HELP_OPTION,
  type OptionSpec,
  OUT_OPTION,
  type Parsed,
  parseArgs,
  single,
  UsageError,
  valued,
} from "./args.js";

/**
 * The options `experiment` and `danger` both take, for a run and for its `merge`: threads, the
 * shard, the seed, where the result and its reports go, quiet, `--allow-missing` (merge) and help.
 */
export const SHARDED_RUN_OPTIONS: readonly OptionSpec[] = [
  ...valued("workers", "shard", "seed", "csv", "json"),
  OUT_OPTION,
  ...flags("quiet", "allow-missing"),
  HELP_OPTION,
];

/**
 * `<command> merge ...`: runs `merge` on the words after it (its help is the command's own);
 * undefined when the first word is not `merge`.
 */
export function mergeSubcommand(
  argv: readonly string[],
  help: string,
  merge: (argv: readonly string[]) => Promise<number>,
): Promise<number> | undefined {
  if (argv[0] !== "merge") return undefined;
  if (argv.includes("--help") || argv.includes("-h")) {
    process.stdout.write(`${help}\n`);
    return Promise.resolve(0);
  }
  return merge(argv.slice(1));
}

/** `--shard i/n` or `--shard auto`, if given; a shard writes a partial result, so it needs `-o`. */
export function shardOption(args: Parsed): ShardSpec | undefined {
  const text = single(args, "shard");
  const shard = text === undefined ? undefined : text === "auto" ? fromScheduler() : parseShard(text);
  if (typeof shard === "string") throw new UsageError(shard);
  if (shard && single(args, "out") === undefined)
    throw new UsageError("--shard writes a partial result: give -o <part.json>");
  return shard;
}

/** `--shard auto`: the slice the scheduler's environment names, said on stderr (a log shows which job ran what). */
export function fromScheduler(): ShardSpec {
  const found = autoShard(process.env);
  if (!found.ok) throw new UsageError(found.message);
  process.stderr.write(`shard ${found.shard.index}/${found.shard.count} from ${found.source}\n`);
  return found.shard;
}

type Failed = { readonly ok: false; readonly message: string };

/**
 * The words of `<command> merge`: the command's own options, less those (`refused`) that only a
 * run has a use for; `files` names what it needs at least one of.
 */
export function parseMergeArgs(
  argv: readonly string[],
  command: string,
  options: readonly OptionSpec[],
  refused: readonly string[],
  files: string,
): Parsed {
  const args = parseArgs(argv, options);
  for (const o of refused) if (args.values.has(o)) throw new UsageError(`--${o} is not an option of ${command} merge`);
  if (args.positionals.length === 0) throw new UsageError(`${command} merge needs ${files}`);
  return args;
}

/**
 * Reads every part file (the positional words) and merges them; undefined (the problem said on stderr, exit 2) when a file
 * cannot be read, the parts do not belong together, or a shard is missing without `--allow-missing`.
 * `missing` from the merge names the gap ("" when there is none).
 */
export function mergePartFiles<P>(
  command: string,
  args: Parsed,
  read: (file: string) => { readonly ok: true; readonly part: P } | Failed,
  merge: (
    parts: readonly { readonly file: string; readonly part: P }[],
  ) => { readonly ok: true; readonly part: P; readonly missing: string } | Failed,
): P | undefined {
  const say = (text: string): undefined => {
    process.stderr.write(`cdda-sim ${command}: ${text}\n`);
    return undefined;
  };
  const parts: { file: string; part: P }[] = [];
  for (const file of args.positionals) {
    const r = read(file);
    if (!r.ok) return say(r.message);
    parts.push({ file, part: r.part });
  }
  const merged = merge(parts);
  if (!merged.ok) return say(merged.message);
  if (merged.missing !== "") {
    if (!args.flags.has("allow-missing"))
      return say(
        `a shard is missing: ${merged.missing} (merge the parts of every shard, or --allow-missing to merge these alone)`,
      );
    say(`note: ${merged.missing}; the statistics cover the rest`);
  }
  return merged.part;
}
