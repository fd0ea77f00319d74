/**
 * Evaluating a variable number (engine/content/values/var_number.ts) the way the game does: each
 * time the game evaluates it, with the talkers of the moment. A form the world cannot evaluate
 * gives the default (0) and a runtime error event naming it.
 */
import type { VarNumber } from "../content/values/var_number.js";
import type { Sim } from "./context.js";
import { evalMath } from "./math.js";
import { EocError, type EocScope, readVar } from "./vars.js";

export function evalNumber(sim: Sim, scope: EocScope, v: VarNumber, what: string): number {
  try {
    return evaluate(sim, scope, v);
  } catch (e) {
    if (!(e instanceof EocError)) throw e;
    sim.emit({ type: "runtime_error", text: `${what}: ${e.message}; 0 is used` });
    return 0;
  }
}

function evaluate(sim: Sim, scope: EocScope, v: VarNumber): number {
  switch (v.kind) {
    case "const":
      return v.value;
    case "math":
      return evalMath(sim, scope, v.statement.t === "value" ? v.statement.expr : { t: "num", v: 0 });
    case "var": {
      const got = readVar(sim, scope, v.ref);
      if (typeof got === "number") return got;
      if (typeof got === "string" && Number.isFinite(Number(got))) return Number(got);
      return v.default;
    }
    case "range": {
      const lo = evaluate(sim, scope, v.min);
      const hi = evaluate(sim, scope, v.max);
      return lo + (hi - lo) * sim.dice.float();
    }
  }
}
