/**
 * Running one effect on condition against a test world, outside a step: the world after it and the
 * events it made. With `HOOKS` (engine/step/areas.ts) the areas' hooks answer, as in a step (a
 * spell cast by an EOC needs the monsters area).
 */
import { produce } from "immer";
import type { Content } from "../../engine/content/load.js";
import { runEoc } from "../../engine/mechanics/eoc/interpreter.js";
import { makeSim } from "../../engine/sim/context.js";
import type { Hooks } from "../../engine/sim/hooks.js";
import type { EocScope } from "../../engine/sim/vars.js";
import { openDice } from "../../engine/world/rng.js";
import type { World } from "../../engine/world/types.js";
import type { SimEvent } from "../../engine/sim/events.js";

export interface EocRun {
  readonly world: World;
  readonly events: SimEvent[];
}

export function runEocIn(
  w: World,
  content: Content,
  id: string,
  talkers: { readonly u: string; readonly npc?: string | null; readonly context?: EocScope["context"] },
  hooks?: Hooks,
): EocRun {
  const events: SimEvent[] = [];
  const world = produce(w, (draft) => {
    const dice = openDice(draft.rng);
    const sim = makeSim(draft, content, dice, events, undefined, hooks);
    runEoc(sim, { u: talkers.u, npc: talkers.npc ?? null, context: talkers.context ?? {} }, id);
    draft.rng = dice.state();
  });
  return { world, events };
}

/** The texts of the runtime errors among the events. */
export const runtimeErrors = (events: readonly SimEvent[]): string[] =>
  events.flatMap((e) => (e.type === "runtime_error" ? [e.text] : []));
