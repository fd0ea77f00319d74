/**
 * The page's data from a run: its frames as changes from one to the next (a turn usually changes
 * a few creatures, so this keeps the page small), each step with its events, expectations and
 * state diff, and the looks of what the frames show.
 */
import type { Content } from "../content/load.js";
import { worldJson } from "../scenario/record.js";
import type { RunResult } from "../scenario/types.js";
import { diff, diffLines } from "../world/diff.js";
import { framesOfRun } from "./frames.js";
import { looksOf } from "./looks.js";
import { type FrameView, type StepView, VIEW_FORMAT, type ViewData, type ViewMeta } from "./types.js";

/** Most lines of a step's state diff kept (a camp's map update changes hundreds of tiles). */
export const DIFF_LINES = 300;

export function pageData(run: RunResult, content: Content, meta: ViewMeta): ViewData {
  const { frames, steps: stepFrames } = framesOfRun(run, content);
  const views: FrameView[] = frames.map((f, i) => ({
    step: f.step,
    turn: f.turn,
    changes: i === 0 ? [] : diff(worldJson(frames[i - 1]!.world), worldJson(f.world)),
  }));
  let before = run.initial;
  const steps: StepView[] = run.steps.map((s, i) => {
    const own = stepFrames[i]!;
    const view: StepView = {
      index: s.index,
      label: s.label,
      ...(s.action !== undefined ? { action: s.action } : {}),
      ...(s.refused !== undefined ? { refused: s.refused } : {}),
      events: s.events,
      diff: diffLines(worldJson(before), worldJson(s.world), { before: "before", after: "after", limit: DIFF_LINES }),
      expectations: s.expectations.map((e) => ({ passed: e.passed, message: e.message })),
      turnBefore: before.turn,
      turnAfter: s.world.turn,
      firstFrame: own.firstFrame,
      ...(own.note !== undefined ? { note: own.note } : {}),
    };
    before = s.world;
    return view;
  });
  return {
    format: VIEW_FORMAT,
    meta,
    looks: looksOf(
      frames.map((f) => f.world),
      content,
    ),
    initial: run.initial,
    steps,
    frames: views,
  };
}
