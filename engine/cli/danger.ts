/**
 * `cdda-sim danger <content...>`: how dangerous is every monster of a content, against each
 * survivor loadout, over many seeded fights (docs/danger.md); `cdda-sim danger merge <part...>`
 * combines the results of shards. Progress and the time left go to stderr (the only place clocks
 * are read); results are the same bits whatever the workers, shards and resumptions.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { type Comparison, compare } from "../experiment/danger/compare.js";
import { checkGates, type Gate, parseGate } from "../experiment/danger/gates.js";
import { appendCell, openJournal } from "../experiment/danger/journal.js";
import { type DangerPool, defaultDangerWorkers, runCells, startDangerWorkers } from "../experiment/danger/parallel.js";
import {
  type DangerPart,
  mergeDangerParts,
  partOf,
  readDangerPart,
  writeDangerPart,
} from "../experiment/danger/part.js";
import { comparisonLines, csv, json, table } from "../experiment/danger/report.js";
import { ARENA_KINDS, type ArenaKind } from "../experiment/danger/arena.js";
import { CONTROLS, type Control } from "../experiment/danger/significance.js";
import { summarise, type Summary } from "../experiment/danger/summary.js";
import {
  DEFAULT_TURN_LIMIT,
  MAX_FIGHTS,
  type Plan,
  planSweep,
  sliceCells,
  type SweepOptions,
} from "../experiment/danger/sweep.js";
import type { CellResult } from "../experiment/danger/cell.js";
import { dangerPageHtml } from "../view/danger_page.js";
import { sampleViews } from "../view/danger_samples.js";
import { ASSET_DIR, readViewerAssets } from "../view/html.js";
import { flags, type OptionSpec, parseCommand, type Parsed, repeatable, single, UsageError, valued } from "./args.js";
import { engineVersion, projectRoot } from "./paths.js";
import { progressBar } from "./progress.js";
import { mergePartFiles, mergeSubcommand, parseMergeArgs, SHARDED_RUN_OPTIONS, shardOption } from "./shards.js";

export const DANGER_HELP = `Usage: cdda-sim danger [options] <content folder>...
       cdda-sim danger merge [options] <result.json>...

Fights every monster of the content (for a mod: the mod's own, and the core's it adjusts) against
each survivor loadout, many times from seeded fights, on a standard arena, each fight until one
side dies, flees out of reach or the turn limit passes; prints per monster and loadout the danger
score, survivor death rate, monster kill rate, turns, damage taken and dealt per turn with 95 %
intervals, beside the game's own static difficulty and the rank correlation of the two.
docs/danger.md tells more.

What is fought:
  --loadouts <file>      survivor loadouts (default: civilian, melee, shooter, of real item ids)
  --seeds <n>            fights per monster and loadout (default 100)
  --seed <text>          base seed: fight i of every cell uses <seed>#i (default "danger")
  --turns <n>            turn limit of a fight (default ${DEFAULT_TURN_LIMIT})
  --arena open|indoors   open ground (default), or a room with a closed door
  --night                the fights start at midnight instead of noon
  --hostile              every monster hostile, whatever its data says
  --include <pattern>    only monsters whose id matches (* matches anything; repeatable)
  --exclude <pattern>    leave out monsters whose id matches (repeatable)
  --species <id>         only monsters of one of these species (repeatable)
  --flag <flag>          only monsters with one of these flags (repeatable)
  --with-debug           include debug monsters
  --with-hallucinations  include hallucinations and vanishing decoys

How it runs:
  --workers <n>          threads (default: one per core, ${defaultDangerWorkers()} here)
  --shard <i/n>          run only slice i of n of the cells (needs -o); --shard auto takes it from
                         the scheduler (SLURM job array, CI matrix, Kubernetes Indexed Job)
  --journal <file>       write each finished cell to this file; run again with the same journal
                         to continue a killed sweep where it stopped
  --quiet                no progress on stderr

Reports:
  -o, --out <file>       the result (JSON) for merge and --compare
  --csv <file>           every monster and loadout as CSV
  --json <file>          the statistics as JSON
  --html <file>          one self-contained HTML report (sortable table, plots, sample fights)
  --samples <n|all>      monsters with a sample fight in the HTML report (default 300, by danger)
  --top <n>              rows of the table printed (default 40; 0 for all)
  --compare <base.json>  the change per monster and loadout against a base result, tested
  --control holm|bh      multiple-comparison control of --compare (default holm: family-wise)
  --alpha <p>            error rate of --compare (default 0.05)
  --expect <gate>        a CI gate, e.g. "death[civilian]<=0.25", "danger<60", "deadlier=0"
                         (repeatable); a missed gate makes the exit status 1
  -h, --help             show this help

merge: combines result files of the shards of one sweep (any order) into exactly the unsharded
result; -o writes it, and the report options work as above. A missing shard is an error unless
--allow-missing.

Exit status: 0 when the sweep ran and every gate held, 1 when a gate failed, 2 for bad input or
usage.`;

const OPTIONS: readonly OptionSpec[] = [
  ...SHARDED_RUN_OPTIONS,
  ...valued("loadouts", "seeds", "turns", "arena", "journal", "html", "samples", "top", "compare", "control", "alpha"),
  ...flags("night", "hostile", "with-debug", "with-hallucinations"),
  ...repeatable("include", "exclude", "species", "flag", "expect"),
];

function wholeNumber(
  text: string | undefined,
  option: string,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max)
    throw new UsageError(
      `${option} takes a whole number from ${min} to ${max.toLocaleString("en")}, got ${JSON.stringify(text)}`,
    );
  return Number(text);
}

function coreFolders(): string[] {
  const env = process.env["CDDA_CORE_DATA"];
  return [...(env ? [env] : []), join(projectRoot(), "..", "shared", "cdda", "data", "json")];
}

/** What the report options ask for, checked before anything runs. */
interface ReportOptions {
  readonly gates: readonly Gate[];
  readonly control: Control;
  readonly alpha: number;
  readonly top: number | undefined;
  readonly samples: number | undefined;
  readonly base: DangerPart | undefined;
}

function reportOptions(args: Parsed): ReportOptions {
  const gates = (args.values.get("expect") ?? []).map((g) => {
    const parsed = parseGate(g);
    if (typeof parsed === "string") throw new UsageError(parsed);
    return parsed;
  });
  const controlText = single(args, "control") ?? "holm";
  if (!(CONTROLS as readonly string[]).includes(controlText))
    throw new UsageError(`--control takes ${CONTROLS.join(" or ")}, got ${JSON.stringify(controlText)}`);
  const alphaText = single(args, "alpha");
  const alpha = alphaText === undefined ? 0.05 : Number(alphaText);
  if (!(alpha > 0 && alpha < 1))
    throw new UsageError(`--alpha takes a number between 0 and 1, got ${JSON.stringify(alphaText)}`);
  const topText = single(args, "top");
  const top = topText === undefined ? 40 : wholeNumber(topText, "--top", 0);
  const samplesText = single(args, "samples");
  const samples = samplesText === "all" ? undefined : (wholeNumber(samplesText ?? "300", "--samples", 0) as number);
  let base: DangerPart | undefined;
  const baseFile = single(args, "compare");
  if (baseFile !== undefined) {
    const r = readDangerPart(baseFile);
    if (!r.ok) throw new UsageError(`--compare: ${r.message}`);
    base = r.part;
  }
  return { gates, control: controlText as Control, alpha, top: top === 0 ? undefined : top, samples, base };
}

/** Prints the table, writes the files, checks the gates; true when every gate held. */
function report(part: DangerPart, args: Parsed, o: ReportOptions, plan: Plan | undefined): boolean {
  const summary: Summary = summarise(part);
  process.stdout.write(`${table(summary, o.top).join("\n")}\n`);
  let comparison: Comparison | undefined;
  if (o.base) {
    comparison = compare(
      summarise(o.base).rows,
      summary.rows,
      { base: o.base.sweep, now: part.sweep },
      o.control,
      o.alpha,
    );
    process.stdout.write(`\n${comparisonLines(comparison).join("\n")}\n`);
  }
  const results = checkGates(o.gates, summary.rows, summary.loadouts, comparison);
  if (results.length > 0) process.stdout.write(`\nGates:\n${results.map((r) => `  ${r.line}`).join("\n")}\n`);
  const write = (option: string, text: () => string): void => {
    const file = single(args, option);
    if (file === undefined) return;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text());
  };
  write("csv", () => csv(summary));
  write("json", () => json(summary, comparison));
  const html = single(args, "html");
  if (html !== undefined) {
    const page = htmlReport(part, summary, comparison, o, plan);
    if (typeof page === "string") write("html", () => page);
    else throw new UsageError(page.message);
  }
  return results.every((r) => r.ok);
}

function htmlReport(
  part: DangerPart,
  summary: Summary,
  comparison: Comparison | undefined,
  o: ReportOptions,
  plan: Plan | undefined,
): string | { message: string } {
  const assets = readViewerAssets(join(projectRoot(), ASSET_DIR));
  if (!assets.ok) return { message: assets.message };
  const notes: string[] = [];
  let content = plan?.content;
  if (!content) {
    // merge: the sample fights need the content again; plan it from the sweep as written.
    const s = part.sweep;
    const planned = planSweep({
      content: s.content,
      loadoutList: s.loadouts,
      arena: s.arena as ArenaKind,
      night: s.night,
      hostile: s.hostile,
      fights: s.fights,
      seed: s.seed,
      turnLimit: s.turnLimit,
      selection: {
        include: s.monsters.map((m) => m.id),
        exclude: [],
        species: [],
        flags: [],
        withDebug: true,
        withHallucinations: true,
      },
      coreFolders: coreFolders(),
    });
    if (planned.ok) content = planned.plan.content;
    else notes.push(`No sample fights: the content could not be loaded again (${planned.problems[0] ?? "?"}).`);
  }
  const monsters = part.sweep.monsters.length;
  if (o.samples !== undefined && o.samples < monsters)
    notes.push(
      `Sample fights are kept for the ${o.samples} most dangerous of the ${monsters} monsters (--samples all keeps every one).`,
    );
  const samples = content
    ? sampleViews(part, summary, content, {
        limit: o.samples,
        engineVersion: engineVersion(),
        sweepFingerprint: part.fingerprint,
      })
    : new Map();
  return dangerPageHtml({
    title: `Danger of ${part.sweep.content.join(", ")}`,
    sweep: part.sweep,
    summary,
    ...(comparison ? { comparison } : {}),
    samples,
    assets: assets.assets,
    notes,
  });
}

/** The pool with at most `count` workers; the others are stopped. */
async function trimPool(pool: DangerPool, count: number): Promise<DangerPool> {
  const keep = pool.workers.slice(0, Math.max(0, count));
  await Promise.all(pool.workers.slice(keep.length).map((w) => w.terminate()));
  return { workers: keep, said: pool.said, stop: async () => void (await Promise.all(keep.map((w) => w.terminate()))) };
}

async function mergeCommand(argv: readonly string[]): Promise<number> {
  const args = parseMergeArgs(
    argv,
    "danger",
    OPTIONS,
    [
      "loadouts",
      "seeds",
      "seed",
      "turns",
      "arena",
      "workers",
      "shard",
      "journal",
      "include",
      "exclude",
      "species",
      "flag",
    ],
    "result files",
  );
  const o = reportOptions(args);
  const part = mergePartFiles("danger merge", args, readDangerPart, mergeDangerParts);
  if (part === undefined) return 2;
  const out = single(args, "out");
  if (out !== undefined) writeDangerPart(out, part);
  return report(part, args, o, undefined) ? 0 : 1;
}

export async function dangerCommand(argv: readonly string[]): Promise<number> {
  const merged = mergeSubcommand(argv, DANGER_HELP, mergeCommand);
  if (merged) return merged;
  const args = parseCommand(argv, OPTIONS, DANGER_HELP);
  if (!args) return 0;
  if (args.flags.has("allow-missing")) throw new UsageError("--allow-missing is an option of danger merge");
  if (args.positionals.length === 0)
    throw new UsageError("danger needs a content folder (the game's data/json, a mod, ...)");
  for (const p of args.positionals) if (!existsSync(p)) throw new UsageError(`${p}: no such file or folder`);
  const arena = single(args, "arena") ?? "open";
  if (!(ARENA_KINDS as readonly string[]).includes(arena))
    throw new UsageError(`--arena takes ${ARENA_KINDS.join(" or ")}, got ${JSON.stringify(arena)}`);
  const options: SweepOptions = {
    content: args.positionals,
    ...(single(args, "loadouts") !== undefined ? { loadouts: single(args, "loadouts") as string } : {}),
    arena: arena as ArenaKind,
    night: args.flags.has("night"),
    hostile: args.flags.has("hostile"),
    fights: wholeNumber(single(args, "seeds") ?? "100", "--seeds", 1, MAX_FIGHTS) as number,
    seed: single(args, "seed") ?? "danger",
    turnLimit: wholeNumber(single(args, "turns") ?? String(DEFAULT_TURN_LIMIT), "--turns", 1, 100_000) as number,
    selection: {
      include: args.values.get("include") ?? [],
      exclude: args.values.get("exclude") ?? [],
      species: args.values.get("species") ?? [],
      flags: args.values.get("flag") ?? [],
      withDebug: args.flags.has("with-debug"),
      withHallucinations: args.flags.has("with-hallucinations"),
    },
    coreFolders: coreFolders(),
  };
  const workers = wholeNumber(single(args, "workers"), "--workers", 1, 256) ?? defaultDangerWorkers();
  const shard = shardOption(args);
  const out = single(args, "out");
  const o = reportOptions(args);

  // The workers load while this thread plans: their start-up then costs no time of the run.
  const pool = workers > 1 ? startDangerWorkers(options, workers - 1) : undefined;
  const planned = planSweep(options);
  if (!planned.ok) {
    await pool?.stop();
    process.stderr.write(
      `cdda-sim danger: the sweep cannot run:\n${planned.problems.map((p) => `  ${p}`).join("\n")}\n`,
    );
    return 2;
  }
  const plan = planned.plan;
  const { from, to } = shard ? sliceCells(plan.cells, shard.index - 1, shard.count) : { from: 0, to: plan.cells };
  let done: readonly CellResult[] = [];
  const journal = single(args, "journal");
  if (journal !== undefined) {
    const j = openJournal(journal, plan.fingerprint);
    if (!j.ok) {
      await pool?.stop();
      process.stderr.write(`cdda-sim danger: ${j.message}\n`);
      return 2;
    }
    done = j.done.filter((c) => c.index >= from && c.index < to);
    if (done.length > 0) process.stderr.write(`${journal}: ${done.length} finished cell(s) taken from the journal\n`);
  }
  const finished = new Set(done.map((c) => c.index));
  const todo: number[] = [];
  for (let i = from; i < to; i++) if (!finished.has(i)) todo.push(i);
  // More threads than cells: the extra ones would only load the content.
  const usable = pool ? await trimPool(pool, todo.length - 1) : undefined;
  const label = `danger: ${plan.monsters.length} monsters × ${plan.loadouts.length} loadouts${shard ? ` (shard ${shard.index}/${shard.count})` : ""}`;
  const bar = progressBar(todo.length * plan.options.fights, label, args.flags.has("quiet"), "fights");
  const results = await runCells(plan, todo, {
    ...(usable ? { pool: usable } : {}),
    onFights: bar.add,
    ...(journal !== undefined ? { onCell: (c) => appendCell(journal, c) } : {}),
  });
  bar.end();
  const part = partOf(plan, from, to, [...done, ...results]);
  if (out !== undefined) {
    writeDangerPart(out, part);
    if (shard)
      process.stderr.write(
        `shard ${shard.index}/${shard.count}: cells ${from}..${to - 1} of ${plan.cells} written to ${out}; combine the shards with cdda-sim danger merge\n`,
      );
  }
  return report(part, args, o, plan) ? 0 : 1;
}
