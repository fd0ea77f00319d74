/**
 * One turn of a held activity (sim.hooks.activityTurn, from the characters phase and from the
 * activity's start): the distractions of activity.ts are checked, then the character's moves go
 * on it, and when none are left its examine action runs again to finish it. Events: `rule`
 * `activity_interrupted` (who, activity, reason, by, turns worked, moves left) or
 * `activity_done` (who, activity, turns), each with a message.
 */
import type { Sim } from "../../sim/context.js";
import { character, nameOf } from "../../sim/creature_state.js";
import { distance } from "../../world/grid.js";
import type { CharacterActivity, Character, Json } from "../../world/types.js";
import type { Draft } from "immer";
import { DANGEROUS_PROXIMITY, hostilesInView, totalHp } from "./activity.js";
import type { ExamineCtx } from "./context.js";
import { actionLabel, chooseExamine, runChoice } from "./run.js";

export type InterruptReason = "hurt" | "spotted" | "dangerously_close" | "moved_away" | "changed";

interface Distraction {
  readonly reason: InterruptReason;
  /** The monster behind it, if any. */
  readonly by?: string;
  /** The game's words for it. */
  readonly text: string;
}

/** The first distraction in the game's order of checks, or undefined; updates the baselines. */
function distraction(sim: Sim, c: Draft<Character>, a: Draft<CharacterActivity>): Distraction | undefined {
  const hp = totalHp(c);
  if (hp < a.hp) return { reason: "hurt", text: "You were hurt!" };
  a.hp = hp;
  const seen = hostilesInView(sim, c);
  const close = seen.find((h) => h.dist <= DANGEROUS_PROXIMITY && canReach(sim, h.id));
  if (close)
    return { reason: "dangerously_close", by: close.id, text: `${cap(nameOf(sim, close.id))} is dangerously close!` };
  const before = a.seen.length;
  const fresh = seen.find((h) => !a.seen.includes(h.id));
  a.seen = seen.map((h) => h.id);
  if (seen.length > before && fresh) {
    const type = sim.peekMonster(fresh.id)?.type ?? fresh.id;
    return { reason: "spotted", by: fresh.id, text: `${cap(sim.content.monster.get(type)?.name ?? type)} spotted!` };
  }
  return undefined;
}

/** It can come to the character (it moves) or hurts from afar (a special attack). */
function canReach(sim: Sim, id: string): boolean {
  const m = sim.peekMonster(id);
  const type = m ? sim.content.monster.get(m.type) : undefined;
  return type === undefined || type.speed > 0 || type.specialAttacks.length > 0;
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A plain copy of the activity (its draft goes with the character's member). */
function plain(a: Draft<CharacterActivity>): CharacterActivity {
  return {
    ...a,
    pos: { x: a.pos.x, y: a.pos.y, z: a.pos.z },
    answers: { ...(a.answers as { [key: string]: Json }) },
    seen: [...a.seen],
  };
}

function interrupt(sim: Sim, who: string, a: CharacterActivity, d: Distraction): void {
  sim.emit({ type: "message", text: d.text, about: who });
  sim.emit({
    type: "rule",
    name: "activity_interrupted",
    data: {
      who,
      activity: a.name,
      reason: d.reason,
      ...(d.by !== undefined ? { by: d.by } : {}),
      turns: sim.world.turn - a.since,
      movesLeft: a.movesLeft,
    },
  });
}

export function activityTurn(sim: Sim, who: string): void {
  const c = character(sim, who);
  const a = c.activity;
  if (!a || c.dead) return;
  const d = distraction(sim, c, a);
  if (d) {
    const held = plain(a);
    delete c.activity;
    return interrupt(sim, who, held, d);
  }
  const work = Math.min(Math.max(0, c.moves), a.movesLeft);
  c.moves -= work;
  a.movesLeft -= work;
  if (a.movesLeft > 0) return;
  const done = plain(a);
  delete c.activity;
  finish(sim, who, done);
}

/** Runs the action again to finish; refused when the character or the tile is no longer as it was. */
function finish(sim: Sim, who: string, a: CharacterActivity): void {
  const c = character(sim, who);
  if (c.pos.z !== a.pos.z || distance(c.pos, a.pos) > 1)
    return interrupt(sim, who, a, { reason: "moved_away", text: "You are no longer next to your work." });
  const choice = chooseExamine(sim, a.pos);
  if (typeof choice === "string" || actionLabel(choice) !== a.action)
    return interrupt(sim, who, a, { reason: "changed", text: "What you were working on is not there any more." });
  sim.emit({
    type: "rule",
    name: "activity_done",
    data: { who, activity: a.name, action: a.action, turns: sim.world.turn - a.since },
  });
  const ctx: ExamineCtx = {
    sim,
    who,
    c,
    pos: a.pos,
    source: choice.source,
    def: choice.def,
    answers: a.answers,
    action: a.action,
    finishing: a.name,
  };
  runChoice(ctx, choice.action);
}
