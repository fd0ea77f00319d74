/**
 * The size of V8's young generation for the threads that simulate. A step makes a lot of
 * short-lived garbage (copies of the records it changes, events, lists); with Node's default
 * semi-space of 16 MB the scavenger runs every few steps and copies what is still alive at that
 * moment, much of which dies a step later. A larger young generation scavenges less often, when
 * more of it is dead (docs/performance.md, "A larger young generation": two thirds less promoted
 * to the old generation and no full collections in the experiments measured, a few more MB
 * resident per thread).
 *
 * Worker threads get it from the `resourceLimits` they are started with, here; the command line's
 * own thread keeps node's default (restarting node for it cost more than it gave). A user who sets
 * the size (`--max-semi-space-size` in NODE_OPTIONS or on node's command line) keeps it: workers
 * then inherit it as V8 flags apply to every thread.
 */
import type { ResourceLimits } from "node:worker_threads";

/** The semi-space size (MB): the young generation holds two of them and a large-object space as large. */
export const SEMI_SPACE_MB = 64;

/** Whether node was told a young-generation size on its command line or in NODE_OPTIONS. */
export function youngGenerationSetByUser(
  execArgv: readonly string[] = process.execArgv,
  nodeOptions: string | undefined = process.env["NODE_OPTIONS"],
): boolean {
  const flag = /^--max[-_]semi[-_]space[-_]size\b/;
  return execArgv.some((a) => flag.test(a)) || (nodeOptions ?? "").split(/\s+/).some((a) => flag.test(a));
}

/** The resource limits a simulating worker thread starts with (none when the user chose a size). */
export function workerResourceLimits(): ResourceLimits | undefined {
  if (youngGenerationSetByUser()) return undefined;
  // Worker threads take the young generation's whole size: V8 makes it three semi-spaces.
  return { maxYoungGenerationSizeMb: 3 * SEMI_SPACE_MB };
}
