/**
 * The mergeable result of some blocks of an experiment's runs: per variant and metric, the moments
 * of every block (folded in block order only when summarising, so the sums never depend on how
 * runs were spread), the kept samples as value counts, and exact integer counters. A worker's
 * slice, a shard file and a whole run all have this shape; merging is a union of blocks.
 */
import { BLOCK_SIZE } from "./seeds.js";
import { combine, EMPTY, mergeCounts, push, type Counts, type Moments } from "./stats.js";
import type { MetricType } from "./format.js";
import type { RunValue } from "./metrics.js";

export const PART_FORMAT = "cdda-sim-experiment-part@1";

/** [block index, moments of that block's values], sorted by block index. */
export type Blocks = readonly (readonly [number, Moments])[];

/**
 * A ratio's numerator x and denominator y per block, and x + y: the covariance of x and y is
 * (Var(x + y) − Var x − Var y) / 2, so the delta method's interval needs nothing that does not
 * merge exactly like the moments of a plain metric.
 */
export interface PairBlocks {
  readonly x: Blocks;
  readonly y: Blocks;
  readonly sum: Blocks;
}

export interface MetricPart {
  readonly name: string;
  readonly type: MetricType;
  /** Moments of the run values; for a ratio, of each run's own quotient x / y (runs with y = 0 have none). */
  readonly blocks: Blocks;
  /** Ratio and mean per event only. */
  readonly pair?: PairBlocks;
  readonly samples: Counts;
  /** Runs without a value (no matching event for first_turn, nothing numeric at the pointer). */
  readonly missing: number;
  /** Runs whose value was not 0 (for a rate: the runs where it happened). */
  readonly nonzero: number;
}

export interface VariantPart {
  readonly name: string;
  readonly metrics: readonly MetricPart[];
}

export interface Part {
  readonly format: typeof PART_FORMAT;
  readonly experiment: string;
  /** Hash of everything that determines the results (scenario, content, variants, metrics, runs, seed). */
  readonly fingerprint: string;
  readonly runs: number;
  readonly seed: string;
  readonly blockSize: number;
  readonly sampleStride: number;
  /** Block indices covered, as sorted disjoint [first, end) ranges. */
  readonly covered: readonly (readonly [number, number])[];
  readonly variants: readonly VariantPart[];
}

/** Collects one block's values for one variant and metric, in run order. */
export class MetricAccumulator {
  private readonly blocks: [number, Moments][] = [];
  private current: Moments = EMPTY;
  private currentBlock = -1;
  private readonly samples = new Map<number, number>();
  private missing = 0;
  private nonzero = 0;
  private readonly pair: { x: [number, Moments][]; y: [number, Moments][]; sum: [number, Moments][] } | undefined;
  private currentPair = { x: EMPTY, y: EMPTY, sum: EMPTY };

  constructor(
    readonly name: string,
    readonly type: MetricType,
    private readonly stride: number,
    paired = false,
  ) {
    this.pair = paired ? { x: [], y: [], sum: [] } : undefined;
  }

  add(run: number, runValue: RunValue): void {
    const block = Math.floor(run / BLOCK_SIZE);
    if (block !== this.currentBlock) {
      this.flush();
      this.currentBlock = block;
    }
    let value: number | undefined;
    if (typeof runValue === "object") {
      const { x, y } = runValue;
      this.currentPair = {
        x: push(this.currentPair.x, x),
        y: push(this.currentPair.y, y),
        sum: push(this.currentPair.sum, x + y),
      };
      value = y !== 0 ? x / y : undefined;
    } else value = runValue;
    if (value === undefined) {
      this.missing++;
      return;
    }
    this.current = push(this.current, value);
    if (value !== 0) this.nonzero++;
    if (run % this.stride === 0) this.samples.set(value, (this.samples.get(value) ?? 0) + 1);
  }

  private flush(): void {
    if (this.currentBlock >= 0) {
      this.blocks.push([this.currentBlock, this.current]);
      if (this.pair) {
        this.pair.x.push([this.currentBlock, this.currentPair.x]);
        this.pair.y.push([this.currentBlock, this.currentPair.y]);
        this.pair.sum.push([this.currentBlock, this.currentPair.sum]);
      }
    }
    this.current = EMPTY;
    this.currentPair = { x: EMPTY, y: EMPTY, sum: EMPTY };
    this.currentBlock = -1;
  }

  finish(): MetricPart {
    this.flush();
    const samples = [...this.samples.entries()].sort((a, b) => a[0] - b[0]);
    return {
      name: this.name,
      type: this.type,
      blocks: [...this.blocks],
      ...(this.pair ? { pair: { x: [...this.pair.x], y: [...this.pair.y], sum: [...this.pair.sum] } } : {}),
      samples,
      missing: this.missing,
      nonzero: this.nonzero,
    };
  }
}

function mergeRanges(
  a: readonly (readonly [number, number])[],
  b: readonly (readonly [number, number])[],
): [number, number][] {
  const all = [...a, ...b].map(([x, y]) => [x, y] as [number, number]).sort((p, q) => p[0] - q[0]);
  const out: [number, number][] = [];
  for (const r of all) {
    const last = out[out.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else out.push(r);
  }
  return out;
}

function overlaps(a: readonly (readonly [number, number])[], b: readonly (readonly [number, number])[]): boolean {
  return a.some(([x, y]) => b.some(([p, q]) => x < q && p < y));
}

export function coveredRuns(part: Part): number {
  let n = 0;
  for (const [a, b] of part.covered)
    n += Math.min(part.runs, b * part.blockSize) - Math.min(part.runs, a * part.blockSize);
  return n;
}

/** Why two parts cannot be merged, or undefined. */
export function mergeProblem(a: Part, b: Part): string | undefined {
  if (a.fingerprint !== b.fingerprint)
    return "they come from different experiments (or different content, variants, metrics, runs or seed)";
  if (a.blockSize !== b.blockSize || a.sampleStride !== b.sampleStride)
    return "they were written with different block sizes or sample strides";
  if (overlaps(a.covered, b.covered)) return "they cover some of the same runs (the same shard twice?)";
  return undefined;
}

/** The union of two parts of one experiment (exact: blocks are kept apart, counts are integers). */
export function mergeParts(a: Part, b: Part): Part {
  const why = mergeProblem(a, b);
  if (why) throw new Error(`cannot merge: ${why}`);
  const variants = a.variants.map((va, i) => {
    const vb = b.variants[i] as VariantPart;
    return {
      name: va.name,
      metrics: va.metrics.map((ma, j) => {
        const mb = vb.metrics[j] as MetricPart;
        const pair = ma.pair ?? mb.pair;
        return {
          name: ma.name,
          type: ma.type,
          blocks: unionBlocks(ma.blocks, mb.blocks),
          ...(pair
            ? {
                pair: {
                  x: unionBlocks(ma.pair?.x ?? [], mb.pair?.x ?? []),
                  y: unionBlocks(ma.pair?.y ?? [], mb.pair?.y ?? []),
                  sum: unionBlocks(ma.pair?.sum ?? [], mb.pair?.sum ?? []),
                },
              }
            : {}),
          samples: mergeCounts(ma.samples, mb.samples),
          missing: ma.missing + mb.missing,
          nonzero: ma.nonzero + mb.nonzero,
        };
      }),
    };
  });
  return { ...a, covered: mergeRanges(a.covered, b.covered), variants };
}

function unionBlocks(a: Blocks, b: Blocks): Blocks {
  return [...a, ...b].sort((x, y) => x[0] - y[0]);
}

/** Blocks folded in block order: the same sums whoever ran them. */
export function fold(blocks: Blocks): Moments {
  let acc = EMPTY;
  for (const [, moments] of blocks) acc = combine(acc, moments);
  return acc;
}

/** The moments of every value of a metric. */
export function foldBlocks(m: MetricPart): Moments {
  return fold(m.blocks);
}
