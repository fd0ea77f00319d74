/**
 * EOC `math` conditions and effects: the member is parsed with the game's math language
 * (engine/content/values/math.ts; once per content object) and run against the world
 * (engine/sim/math.ts). A form the engine cannot run is an EocError, reported as a runtime error.
 */
import { type MathParse, parseMathMember } from "../../content/values/math.js";
import type { Sim } from "../../sim/context.js";
import { runMath } from "../../sim/math.js";
import { EocError, type EocScope } from "../../sim/vars.js";
import type { Json } from "../../world/types.js";

// Content never changes during a run: a member is parsed once, and the cache dies with the content.
const PARSED = new WeakMap<object, MathParse>();

function statement(m: Json): MathParse {
  if (typeof m !== "object" || m === null) return parseMathMember(m);
  let p = PARSED.get(m);
  if (!p) {
    p = parseMathMember(m);
    PARSED.set(m, p);
  }
  return p;
}

function parsed(m: Json): Extract<MathParse, { ok: true }>["statement"] {
  const p = statement(m);
  if (!p.ok) throw new EocError(p.message);
  return p.statement;
}

/** A math condition: true when the value is not zero (a comparison gives 1 or 0). */
export function mathCondition(sim: Sim, scope: EocScope, m: Json): boolean {
  const st = parsed(m);
  if (st.t !== "value") throw new EocError(`math condition ${JSON.stringify(m)} assigns instead of comparing`);
  return runMath(sim, scope, st) !== 0;
}

/** A math effect: usually an assignment or an increment; a bare value is evaluated (its random draws count). */
export function mathEffect(sim: Sim, scope: EocScope, m: Json): void {
  runMath(sim, scope, parsed(m));
}

/** A math value ({math: [expression]}): its number. */
export function mathValue(sim: Sim, scope: EocScope, m: Json): number {
  const st = parsed(m);
  if (st.t !== "value") throw new EocError(`math value ${JSON.stringify(m)} assigns instead of giving a number`);
  return runMath(sim, scope, st);
}
