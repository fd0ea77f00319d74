/**
 * A page's data unpacked in Node, as the page unpacks it in the browser (app/timeline.ts): every
 * frame's world rebuilt from its chunk's keyframe and changes, its events, and each step's diff
 * lines. For tests and tools that check a page; a long run's page unpacked whole is large.
 */
import { gunzipSync } from "node:zlib";
import type { SimEvent } from "../sim/events.js";
import { apply } from "../world/diff.js";
import type { Json } from "../world/types.js";
import type { ChunkData, ViewData } from "./types.js";

export interface UnpackedPage {
  /** Per frame: its world, and the events since the frame before. */
  readonly worlds: readonly Json[];
  readonly events: readonly (readonly SimEvent[])[];
  /** Per step (by position): its events and its diff lines. */
  readonly steps: readonly { readonly events: readonly SimEvent[]; readonly diff: readonly string[] }[];
}

export function chunkData(data: ViewData, chunk: number): ChunkData {
  const c = data.chunks[chunk];
  if (!c) throw new Error(`the page has no chunk ${chunk}`);
  return c.data ?? (JSON.parse(gunzipSync(Buffer.from(c.gzip ?? "", "base64")).toString("utf8")) as ChunkData);
}

export function unpackPage(data: ViewData): UnpackedPage {
  const worlds: Json[] = [];
  const events: (readonly SimEvent[])[] = [];
  const diffs = new Map<string, readonly string[]>();
  data.chunks.forEach((_, i) => {
    const chunk = chunkData(data, i);
    let world = chunk.keyframe as unknown as Json;
    chunk.changes.forEach((changes, k) => {
      world = changes.length > 0 ? apply(changes, world) : world;
      worlds.push(world);
      events.push(chunk.events[k] ?? []);
    });
    for (const [step, lines] of Object.entries(chunk.diffs)) diffs.set(step, lines);
  });
  return {
    worlds,
    events,
    steps: data.steps.map((s) => ({
      events: events.slice(s.firstFrame, s.lastFrame + 1).flat(),
      diff: diffs.get(String(s.index)) ?? [],
    })),
  };
}
