/**
 * Per-run seeds: run `i` of an experiment gets deriveSeed(base, i), whichever worker or shard runs
 * it, so a result never depends on how the runs were spread. Every variant uses the same seed for
 * the same run index (common random numbers): differences between variants are then not blurred
 * by different luck.
 */
import { deriveSeed } from "../world/rng.js";

export function runSeed(base: string, index: number): string {
  return deriveSeed(base, index);
}

/** Runs are grouped in blocks of this many; moments are kept per block and folded in block order. */
export const BLOCK_SIZE = 64;

export function blockCount(runs: number): number {
  return Math.ceil(runs / BLOCK_SIZE);
}

/** The runs [from, to) of blocks [firstBlock, endBlock). */
export function runsOfBlocks(
  runs: number,
  firstBlock: number,
  endBlock: number,
): { readonly from: number; readonly to: number } {
  return { from: Math.min(runs, firstBlock * BLOCK_SIZE), to: Math.min(runs, endBlock * BLOCK_SIZE) };
}

/** Slice `i` of `n` (0-based): a contiguous range of whole blocks, as even as can be. */
export function sliceBlocks(
  runs: number,
  i: number,
  n: number,
): { readonly firstBlock: number; readonly endBlock: number } {
  const blocks = blockCount(runs);
  return { firstBlock: Math.floor((i * blocks) / n), endBlock: Math.floor(((i + 1) * blocks) / n) };
}

/** Every k-th run keeps its values as samples so that at most `cap` are kept (k = 1 up to the cap). */
export function sampleStride(runs: number, cap: number): number {
  return Math.max(1, Math.ceil(runs / cap));
}
