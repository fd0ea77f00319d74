/**
 * What of the game's math language the engine evaluates (engine/sim/math.ts runs it): the
 * functions, the talker functions (`u_...()`, `n_...()`) and the names `u_val('...')` reads. The
 * loader uses these lists to warn, naming the form, about an expression the engine would have to
 * give up on at run time (a condition that would count as false, a cooldown that would become 0);
 * spec/content/math_support.spec.ts checks that the evaluator runs every name listed here.
 */
import type { MathNode, MathStatement } from "./math.js";
import type { VarNumber } from "./var_number.js";

/** Functions of no talker. */
export const MATH_FUNCTIONS: ReadonlySet<string> = new Set([
  "abs",
  "sqrt",
  "log",
  "exp",
  "floor",
  "ceil",
  "round",
  "trunc",
  "sin",
  "cos",
  "tan",
  "asin",
  "acos",
  "atan",
  "rand",
  "rng",
  "min",
  "max",
  "clamp",
  "pow",
  "value_or",
  "has_var",
  "distance",
  "time",
  "time_since",
]);

/** Talker functions, without their `u_` / `n_` prefix. */
export const TALKER_FUNCTIONS: ReadonlySet<string> = new Set([
  "val",
  "hp",
  "hp_max",
  "pain",
  "speed",
  "skill",
  "effect_intensity",
  "has_flag",
  "has_trait",
  "vitamin",
  "monsters_nearby",
  "mon_species_nearby",
  "mon_groups_nearby",
]);

/** `u_val('name')` of a character. */
export const CHARACTER_VALUES: ReadonlySet<string> = new Set([
  "strength",
  "dexterity",
  "intelligence",
  "perception",
  "pain",
  "stamina",
  "speed",
  "moves",
  "hp",
  "thirst",
  "sleepiness",
]);

/** `u_val('name')` of a monster. */
export const MONSTER_VALUES: ReadonlySet<string> = new Set(["hp", "moves", "speed"]);

/**
 * The parts of a statement the engine cannot evaluate, each named as written (`u_calories()`,
 * `u_val('mana')`): empty when the engine runs all of it. A `u_val` name is a gap when neither a
 * character nor a monster has it in the engine (which talker is which is known only at run time).
 */
export function mathGaps(statement: MathStatement): string[] {
  const gaps = new Set<string>();
  const visit = (n: MathNode): void => {
    switch (n.t) {
      case "unary":
        return visit(n.a);
      case "bin":
        visit(n.a);
        return visit(n.b);
      case "cond":
        visit(n.test);
        visit(n.then);
        return visit(n.else);
      case "call": {
        for (const a of n.args) visit(a);
        for (const k of Object.keys(n.kwargs)) visit(n.kwargs[k] as MathNode);
        const talker = /^(u|n|npc)_(.+)$/.exec(n.name);
        if (!talker) {
          if (!MATH_FUNCTIONS.has(n.name)) gaps.add(`${n.name}()`);
          return;
        }
        const fn = talker[2] as string;
        if (!TALKER_FUNCTIONS.has(fn)) gaps.add(`${n.name}()`);
        else if (fn === "val") {
          const a = n.args[0];
          if (a?.t === "str" && !CHARACTER_VALUES.has(a.v) && !MONSTER_VALUES.has(a.v)) gaps.add(`${n.name}('${a.v}')`);
        }
        return;
      }
      default:
        return;
    }
  };
  if (statement.t === "value") visit(statement.expr);
  else if (statement.t === "assign") {
    visit(statement.target);
    visit(statement.expr);
  } else visit(statement.target);
  return [...gaps];
}

/** The gaps of a variable number's math (engine/content/values/var_number.ts), each named. */
export function varNumberGaps(v: VarNumber): string[] {
  switch (v.kind) {
    case "math":
      return mathGaps(v.statement).map((g) => `math ${g}`);
    case "range":
      return [...new Set([...varNumberGaps(v.min), ...varNumberGaps(v.max)])];
    default:
      return [];
  }
}
