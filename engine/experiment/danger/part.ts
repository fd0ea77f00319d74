/**
 * A danger sweep's result file: what was swept (content, loadouts, arena, fights per cell, seed,
 * the monsters with their static difficulty) and the finished cells, each whole. A shard writes
 * the cells of its slice; merging is a union of cells (a cell is never split, so nothing is summed
 * across files and the merged file is byte for byte the unsharded one). Read back with io-ts.
 */
import { isLeft } from "fp-ts/lib/Either.js";
import * as t from "io-ts";
import { writeFileSync } from "node:fs";
import type { Json } from "../../world/types.js";
import { pathOf } from "../format.js";
import type { CellResult } from "./cell.js";
import type { Loadout } from "./loadout.js";
import type { MonsterInfo, Plan } from "./sweep.js";
import { readJsonFile } from "../../content/json/read.js";

export const DANGER_FORMAT = "cdda-sim-danger@1";

export interface SweepMeta {
  readonly content: readonly string[];
  readonly loadouts: readonly Loadout[];
  readonly arena: string;
  readonly night: boolean;
  readonly hostile: boolean;
  readonly fights: number;
  readonly seed: string;
  readonly turnLimit: number;
  readonly monsters: readonly MonsterInfo[];
}

export interface DangerPart {
  readonly format: typeof DANGER_FORMAT;
  readonly fingerprint: string;
  readonly sweep: SweepMeta;
  /** Cells in the whole sweep. */
  readonly cells: number;
  /** Cell indices covered, as sorted disjoint [first, end) ranges. */
  readonly covered: readonly (readonly [number, number])[];
  /** The finished cells, by index. */
  readonly results: readonly CellResult[];
}

export function sweepMeta(plan: Plan): SweepMeta {
  const o = plan.options;
  return {
    content: o.content,
    loadouts: plan.loadouts,
    arena: o.arena,
    night: o.night,
    hostile: o.hostile,
    fights: o.fights,
    seed: o.seed,
    turnLimit: o.turnLimit,
    monsters: plan.monsters,
  };
}

/** The part holding `results` (cells of [from, to) of the plan). */
export function partOf(plan: Plan, from: number, to: number, results: readonly CellResult[]): DangerPart {
  return {
    format: DANGER_FORMAT,
    fingerprint: plan.fingerprint,
    sweep: sweepMeta(plan),
    cells: plan.cells,
    covered: to > from ? [[from, to]] : [],
    results: [...results].sort((a, b) => a.index - b.index),
  };
}

function mergeRanges(ranges: readonly (readonly [number, number])[]): [number, number][] {
  const out: [number, number][] = [];
  for (const [a, b] of [...ranges].sort((p, q) => p[0] - q[0])) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

export type MergedParts =
  | { readonly ok: true; readonly part: DangerPart; readonly missing: string }
  | { readonly ok: false; readonly message: string };

/** The union of parts of one sweep (same fingerprint, no cell twice); `missing` names uncovered cells. */
export function mergeDangerParts(parts: readonly { readonly file: string; readonly part: DangerPart }[]): MergedParts {
  const first = parts[0];
  if (!first) return { ok: false, message: "nothing to merge" };
  const seen = new Map<number, string>();
  const results: CellResult[] = [];
  for (const { file, part } of parts) {
    if (part.fingerprint !== first.part.fingerprint)
      return {
        ok: false,
        message: `${file} cannot be merged with ${first.file}: they come from different sweeps (content, loadouts, arena, fights, seed, turn limit or monsters differ)`,
      };
    for (const r of part.results) {
      const other = seen.get(r.index);
      if (other !== undefined)
        return {
          ok: false,
          message: `${file} and ${other} both hold cell ${r.index} (${r.monster} against ${r.loadout}): the same shard twice?`,
        };
      seen.set(r.index, file);
      results.push(r);
    }
  }
  const covered = mergeRanges(parts.flatMap((p) => p.part.covered));
  const gaps: string[] = [];
  let at = 0;
  for (const [a, b] of covered) {
    if (a > at) gaps.push(`${at}..${a - 1}`);
    at = b;
  }
  if (at < first.part.cells) gaps.push(`${at}..${first.part.cells - 1}`);
  results.sort((a, b) => a.index - b.index);
  return {
    ok: true,
    part: { ...first.part, covered, results },
    missing: gaps.length > 0 ? `cells ${gaps.join(", ")} of ${first.part.cells} are in no part given` : "",
  };
}

const num = t.number;
const moments = t.type({ n: num, mean: num, m2: num, min: t.union([num, t.null]), max: t.union([num, t.null]) });
const outcome = t.keyof({ died: null, killed: null, fled: null, timeout: null });
const cellCodec = t.type({
  index: num,
  monster: t.string,
  loadout: t.string,
  fights: num,
  outcomes: t.type({ died: num, killed: num, fled: num, timeout: num }),
  turns: moments,
  taken: moments,
  dealt: moments,
  danger: moments,
  takenPlusTurns: moments,
  dealtPlusTurns: moments,
  sample: t.type({ seed: t.string, outcome, turns: num }),
});
const jsonRecord = t.record(t.string, t.unknown) as unknown as t.Type<{ [k: string]: Json }, unknown, unknown>;
export const cellResultCodec = cellCodec;
const partCodec = t.type({
  format: t.literal(DANGER_FORMAT),
  fingerprint: t.string,
  sweep: t.type({
    content: t.array(t.string),
    loadouts: t.array(t.type({ name: t.string, description: t.string, character: jsonRecord })),
    arena: t.string,
    night: t.boolean,
    hostile: t.boolean,
    fights: num,
    seed: t.string,
    turnLimit: num,
    monsters: t.array(t.type({ id: t.string, name: t.string, species: t.array(t.string), difficulty: num })),
  }),
  cells: num,
  covered: t.array(t.tuple([num, num])),
  results: t.array(cellCodec),
});

/** Reads a result file; a problem names the file and the JSON path. */
export function readDangerPart(file: string): { ok: true; part: DangerPart } | { ok: false; message: string } {
  // The project's reader: only a regular file (a FIFO would block), depth-bounded, with its line.
  const read = readJsonFile(file, "a result file");
  if (!read.ok) return { ok: false, message: `${file}: ${read.message}` };
  const raw: unknown = read.value;
  if (typeof raw === "object" && raw !== null && (raw as { format?: unknown }).format !== DANGER_FORMAT)
    return {
      ok: false,
      message: `${file}: $.format: not a danger sweep result (expected "${DANGER_FORMAT}"; write one with cdda-sim danger ... -o result.json)`,
    };
  const r = partCodec.decode(raw);
  if (isLeft(r)) {
    const e = r.left[0];
    return {
      ok: false,
      message: `${file}: ${e ? pathOf(e) : "$"}: not a valid danger sweep result (expected ${e?.context[e.context.length - 1]?.type.name ?? "a value"})`,
    };
  }
  return { ok: true, part: r.right as DangerPart };
}

export function writeDangerPart(file: string, part: DangerPart): void {
  writeFileSync(file, `${JSON.stringify(part)}\n`);
}
