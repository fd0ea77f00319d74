/** Shared helpers for the camp specs: our camp content, fresh worlds, actions that must succeed. */
import { expect } from "chai";
import { join } from "node:path";
import { loadContent, type Content } from "../../../engine/content/load.js";
import type { Action } from "../../../engine/step/actions/index.js";
import { step, type StepResult } from "../../../engine/step/step.js";
import type { CampState, ExpansionState } from "../../../engine/rules/camp/state.js";
import { emptyWorld } from "../../../engine/rules/camp/walk.js";
import type { World } from "../../../engine/world/types.js";
import { PROJECT_ROOT } from "../../support/load.js";

let cached: Content | undefined;
export function campContent(): Content {
  if (cached) return cached;
  const r = loadContent([join(PROJECT_ROOT, "content", "base"), join(PROJECT_ROOT, "content", "camp")]);
  const errors = r.problems.filter((p) => p.severity === "error");
  expect(errors, JSON.stringify(errors.slice(0, 3))).to.have.length(0);
  cached = r.content;
  return cached;
}

/** A camp suite's `before` hook: hands our base and camp content (loaded once) to `keep`. */
export function beforeCamp(keep: (content: Content) => void): void {
  before(() => keep(campContent()));
}

export function world(seed = "camp", omts = 1): World {
  return emptyWorld(seed, omts, "t_grass");
}

export function ok(w: World, action: Action, content: Content): StepResult {
  const r = step(w, action, content);
  expect(r.refused, `${action.type} refused: ${r.refused}`).to.equal(undefined);
  return r;
}

export function refused(w: World, action: Action, content: Content): string {
  const r = step(w, action, content);
  expect(r.refused, `${action.type} should be refused`).to.be.a("string");
  expect(r.world).to.equal(w);
  return r.refused as string;
}

export function camp(w: World, id = "base"): CampState {
  return w.camps[id] as unknown as CampState;
}

export function center(w: World, id = "base"): ExpansionState {
  return camp(w, id).expansions["center"] as ExpansionState;
}

/** Founds an unlimited camp on a field at OMT (0,0); missions complete only when asked. */
export function founded(
  content: Content,
  opts: { unlimited?: boolean; auto?: boolean; omts?: number; seed?: string; items?: Record<string, number> } = {},
): World {
  const w = world(opts.seed ?? "camp", opts.omts ?? 1);
  return ok(
    w,
    foundOnField({
      unlimited: opts.unlimited ?? true,
      auto_complete: opts.auto ?? false,
      ...(opts.items ? { items: opts.items } : {}),
    }),
    content,
  ).world;
}

type CampFound = Extract<Action, { type: "camp_found" }>;

/** Founding camp "base" on the field at OMT (0,0): a limited camp whose missions complete at once; `over` changes members. */
export function foundOnField(over: Partial<CampFound> = {}): CampFound {
  return {
    type: "camp_found",
    camp: "base",
    omt: { x: 0, y: 0 },
    z: 0,
    terrain: "field",
    unlimited: false,
    auto_complete: true,
    ...over,
  };
}

/** Starts and completes a mission (unlimited camp, ignoring time by waiting for it). */
export function complete(
  content: Content,
  w: World,
  mission: string,
  options: Record<string, string> = {},
  expansion: CampState["expansions"][string]["dir"] = "center",
): World {
  const a = ok(w, { type: "camp_start_mission", camp: "base", expansion, mission, options }, content).world;
  return ok(a, { type: "camp_complete_mission", camp: "base", expansion, mission, wait: true }, content).world;
}

export function available(content: Content, w: World, dir = "center"): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return availableIds(content, camp(w).expansions[dir] as ExpansionState);
}

import { availableMissions } from "../../../engine/rules/camp/availability.js";
function availableIds(content: Content, e: ExpansionState): string[] {
  return availableMissions(content, e).map((m) => m.id);
}
