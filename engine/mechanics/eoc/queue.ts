/**
 * Effects on condition put off to a later turn (REAL-eoc-queue): a `run_eocs` with
 * `time_in_future` queues its EOCs with their talkers and context variables instead of running
 * them now (the game's queued EOCs), and each turn, right after time passes, the ones due run in
 * the order they were queued. One whose `u` talker is gone by then is dropped, as the game drops
 * an EOC whose talker no longer exists. A recurring EOC (one that queues itself again) so runs
 * once a turn instead of nesting without end.
 */
import { readTimeInFuture, type TimeInFuture } from "../../content/values/time_in_future.js";
import type { Sim } from "../../sim/context.js";
import { evalNumber } from "../../sim/var_number.js";
import { EocError, type EocScope } from "../../sim/vars.js";
import type { Json, QueuedEoc } from "../../world/types.js";

/**
 * Turns from now a `time_in_future` names (engine/content/values/time_in_future.ts), a range drawn
 * from the world's PRNG and a variable read with the scope's talkers; undefined for "infinite"
 * (the EOC never runs). One that cannot be read runs now, with a runtime error saying so (the
 * loader names it too: REAL-eoc-queue).
 */
export function turnsInFuture(sim: Sim, scope: EocScope, value: Json | undefined): number | undefined {
  const r = readTimeInFuture(value);
  if (typeof r === "string") {
    sim.emit({ type: "runtime_error", text: `${r}; the EOCs run now` });
    return 0;
  }
  return turnsOf(sim, scope, r);
}

/**
 * A length of time an effect member gives as the game reads it (turns, a duration string, a
 * variable, `[min, max]`): its turns, drawn now; one that cannot be read, or "infinite", is an
 * EocError naming `what`.
 */
export function durationTurns(sim: Sim, scope: EocScope, value: Json, what: string): number {
  const r = readTimeInFuture(value);
  if (typeof r === "string") throw new EocError(`${what}: ${r}`);
  const turns = turnsOf(sim, scope, r);
  if (turns === undefined) throw new EocError(`${what} cannot be "infinite"`);
  return turns;
}

function turnsOf(sim: Sim, scope: EocScope, r: TimeInFuture): number | undefined {
  switch (r.kind) {
    case "turns":
      return r.turns;
    case "never":
      return undefined;
    case "var":
      return Math.max(0, Math.round(evalNumber(sim, scope, r.value, "time_in_future")));
    case "range": {
      const lo = turnsOf(sim, scope, r.min);
      const hi = turnsOf(sim, scope, r.max);
      if (lo === undefined || hi === undefined) return undefined;
      return hi > lo ? sim.dice.int(lo, hi) : lo;
    }
  }
}

/** Queues `eoc` to run `turns` turns from now with the talkers and context of `scope`. */
export function queueEoc(sim: Sim, scope: EocScope, eoc: Json, turns: number): void {
  const w = sim.world as { queuedEocs?: QueuedEoc[] };
  const entry: QueuedEoc = {
    turn: sim.world.turn + turns,
    eoc,
    u: scope.u,
    npc: scope.npc,
    context: { ...scope.context },
    ...(scope.rules ? { rules: { ...scope.rules } } : {}),
  };
  if (w.queuedEocs) w.queuedEocs.push(entry);
  else w.queuedEocs = [entry];
}

function present(sim: Sim, id: string): boolean {
  const c = sim.world.characters[id];
  if (c) return !c.dead;
  const m = sim.peekMonster(id);
  return m !== undefined && !m.dead;
}

/** Runs, in queued order, the queued EOCs due this turn (a turn phase); `run` runs one. */
export function runQueuedEocs(sim: Sim, run: (scope: EocScope, eoc: Json) => void): void {
  const w = sim.world as { queuedEocs?: QueuedEoc[] };
  const queue = w.queuedEocs;
  if (!queue || queue.length === 0) return;
  const now = sim.world.turn;
  const due = queue.filter((q) => q.turn <= now);
  if (due.length === 0) return;
  const later = queue.filter((q) => q.turn > now);
  if (later.length > 0) w.queuedEocs = later;
  else delete w.queuedEocs;
  for (const q of due)
    if (present(sim, q.u))
      run({ u: q.u, npc: q.npc, context: { ...q.context }, ...(q.rules ? { rules: q.rules } : {}) }, q.eoc);
}
