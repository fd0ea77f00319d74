/**
 * Every frame's world, rebuilt once when the page opens: the initial world with each frame's
 * changes applied in order (the engine's own apply, which shares unchanged parts), so moving the
 * slider anywhere is a lookup.
 */
import { apply } from "../../world/diff.js";
import type { Json, World } from "../../world/types.js";
import type { FrameView, StepView, ViewData } from "../types.js";

export interface Timeline {
  readonly worlds: readonly World[];
  readonly frames: readonly FrameView[];
  readonly steps: readonly StepView[];
  /** The frames each step spans: [first, last]. */
  stepRange(step: number): readonly [number, number];
}

export function buildTimeline(data: ViewData): Timeline {
  const worlds: World[] = [];
  let world = data.initial as unknown as Json;
  for (const f of data.frames) {
    world = f.changes.length > 0 ? apply(f.changes, world) : world;
    worlds.push(world as unknown as World);
  }
  const ranges = data.steps.map((s, i): readonly [number, number] => {
    const next = data.steps[i + 1];
    return [s.firstFrame, (next ? next.firstFrame : data.frames.length) - 1];
  });
  return {
    worlds,
    frames: data.frames,
    steps: data.steps,
    stepRange: (step) => ranges[step] ?? [0, 0],
  };
}
