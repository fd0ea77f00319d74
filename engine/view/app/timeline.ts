/**
 * The frames' worlds, unpacked a chunk at a time when the slider reaches them: the chunk's base64
 * text is gunzipped by the browser's own DecompressionStream, parsed, and its keyframe rebuilt
 * frame by frame with the engine's own apply (which shares unchanged parts). A few chunks are
 * kept (the latest used), so a page of ten thousand turns holds a few hundred worlds at most and
 * opens by unpacking only its first chunk.
 */
import type { SimEvent } from "../../sim/events.js";
import { apply } from "../../world/diff.js";
import type { Json, World } from "../../world/types.js";
import type { Chunk, ChunkData, FrameView, StepView, ViewData } from "../types.js";

/** How many unpacked chunks are kept. */
const KEEP = 6;

export interface Unpacked {
  readonly worlds: readonly World[];
  readonly events: readonly (readonly SimEvent[])[];
  readonly diffs: ChunkData["diffs"];
}

export interface Timeline {
  readonly frames: readonly FrameView[];
  readonly steps: readonly StepView[];
  readonly chunks: readonly Chunk[];
  /** The frames each step spans: [first, last]. */
  stepRange(step: number): readonly [number, number];
  /** The index of the chunk holding a frame. */
  chunkOf(frame: number): number;
  /** The chunk when it is unpacked, else undefined (then `load` it). */
  ready(chunk: number): Unpacked | undefined;
  load(chunk: number): Promise<Unpacked>;
}

export function buildTimeline(data: ViewData): Timeline {
  const cache = new Map<number, Unpacked>();
  const loading = new Map<number, Promise<Unpacked>>();
  const starts = data.chunks.map((c) => c.first);
  const chunkOf = (frame: number): number => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= frame) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const ready = (chunk: number): Unpacked | undefined => {
    const got = cache.get(chunk);
    if (got) {
      // Most recently used last.
      cache.delete(chunk);
      cache.set(chunk, got);
    }
    return got;
  };
  const load = (chunk: number): Promise<Unpacked> => {
    const got = ready(chunk);
    if (got) return Promise.resolve(got);
    const pending = loading.get(chunk);
    if (pending) return pending;
    const c = data.chunks[chunk];
    if (!c) return Promise.reject(new Error(`no chunk ${chunk}`));
    const p = unpack(c).then((u) => {
      loading.delete(chunk);
      cache.set(chunk, u);
      while (cache.size > KEEP) cache.delete(cache.keys().next().value as number);
      return u;
    });
    loading.set(chunk, p);
    return p;
  };
  return {
    frames: data.frames,
    steps: data.steps,
    chunks: data.chunks,
    stepRange: (step) => {
      const s = data.steps[step];
      return s ? [s.firstFrame, s.lastFrame] : [0, 0];
    },
    chunkOf,
    ready,
    load,
  };
}

async function unpack(chunk: Chunk): Promise<Unpacked> {
  const data = chunk.data ?? (JSON.parse(await gunzip(chunk.gzip ?? "")) as ChunkData);
  const worlds: World[] = [];
  let world = data.keyframe as unknown as Json;
  for (const changes of data.changes) {
    world = changes.length > 0 ? apply(changes, world) : world;
    worlds.push(world as unknown as World);
  }
  return { worlds, events: data.events, diffs: data.diffs };
}

async function gunzip(base64: string): Promise<string> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Response(stream).text();
}
