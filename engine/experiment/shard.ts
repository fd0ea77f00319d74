/**
 * Shards: `--shard i/n` runs slice i (1-based) of n of an experiment's blocks of runs and writes
 * a partial result file that `cdda-sim experiment merge` combines exactly (see result.ts). The
 * file is JSON; numbers survive the round trip exactly (JavaScript prints the shortest text that
 * reads back as the same double). Reading one back decodes it with io-ts, with clear errors.
 */
import * as t from "io-ts";
import { isLeft } from "fp-ts/lib/Either.js";
import { writeFileAtomic } from "../content/json/write.js";
import { METRIC_TYPES, type MetricType } from "./format.js";
import { PART_FORMAT, type Part } from "./result.js";
import { sliceBlocks } from "./seeds.js";
import { readJsonFile } from "../content/json/read.js";
import { errorJsonPath } from "../content/codec/error_path.js";

export interface ShardSpec {
  /** 1-based. */
  readonly index: number;
  readonly count: number;
}

/** `"2/4"` -> {index: 2, count: 4}; a reason when it is not a shard. */
export function parseShard(text: string): ShardSpec | string {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!m) return `--shard takes i/n (e.g. 1/4: the first of four slices), got ${JSON.stringify(text)}`;
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1 || index < 1 || index > count) return `--shard ${text}: i must be from 1 to n`;
  return { index, count };
}

/** The blocks a shard runs. */
export function shardBlocks(
  runs: number,
  shard: ShardSpec,
): { readonly firstBlock: number; readonly endBlock: number } {
  return sliceBlocks(runs, shard.index - 1, shard.count);
}

const num = t.number;
const nullableNum = t.union([t.number, t.null]);
const moments = t.type({ n: num, mean: num, m2: num, min: nullableNum, max: nullableNum });
const metricType = t.keyof(Object.fromEntries(METRIC_TYPES.map((k) => [k, null])) as Record<MetricType, null>);
const blocks = t.array(t.tuple([num, moments]));
const metricPart = t.intersection([
  t.type({
    name: t.string,
    type: metricType,
    blocks,
    samples: t.array(t.tuple([num, num])),
    missing: num,
    nonzero: num,
  }),
  t.partial({ pair: t.type({ x: blocks, y: blocks, sum: blocks }) }),
]);
const partCodec = t.type({
  format: t.literal(PART_FORMAT),
  experiment: t.string,
  fingerprint: t.string,
  runs: num,
  seed: t.string,
  blockSize: num,
  sampleStride: num,
  covered: t.array(t.tuple([num, num])),
  variants: t.array(t.type({ name: t.string, metrics: t.array(metricPart) })),
});

const pathOf = errorJsonPath;

/** Reads a partial result file; an error names the file and the JSON path. */
export function readPart(file: string): { ok: true; part: Part } | { ok: false; message: string } {
  // The project's reader: only a regular file (a FIFO would block), depth-bounded, with its line.
  const read = readJsonFile(file, "a result file");
  if (!read.ok) return { ok: false, message: `${file}: ${read.message}` };
  const raw: unknown = read.value;
  const r = partCodec.decode(raw);
  if (isLeft(r)) {
    const first = r.left[0];
    if (typeof raw === "object" && raw !== null && (raw as { format?: unknown }).format !== PART_FORMAT) {
      return {
        ok: false,
        message: `${file}: $.format: not a partial experiment result (expected "${PART_FORMAT}"; write one with cdda-sim experiment <file> --shard i/n -o part.json)`,
      };
    }
    return {
      ok: false,
      message: `${file}: ${first ? pathOf(first) : "$"}: not a valid partial result (expected ${first?.context[first.context.length - 1]?.type.name ?? "a value"})`,
    };
  }
  return { ok: true, part: r.right };
}

export function writePart(file: string, part: Part): void {
  writeFileAtomic(file, `${JSON.stringify(part)}\n`);
}
