/**
 * Evaluating the game's math language (parsed at load by engine/content/values/math.ts) against
 * the world: variables from the EOC store (./vars.ts), randomness from the world's PRNG, and the
 * game's functions that read a talker (`u_val('strength')`, `u_hp()`, `u_pain()`, ...) from the
 * creatures the world models. A function or value the world has no counterpart for is an EocError,
 * reported as a runtime error where it ran.
 */
import { CHARACTER_VALUES } from "../content/values/math_support.js";
import type { MathNode, MathStatement, MathTarget } from "../content/values/math.js";
import { sortedIds } from "../world/creatures.js";
import { distance } from "../world/grid.js";
import type { Character, Json, Monster } from "../world/types.js";
import type { Sim } from "./context.js";
import { EocError, type EocScope, readVar, talker, writeVar } from "./vars.js";
import { vitaminLevel, setVitaminLevel } from "./vitamins.js";

/** A math value: numbers, and the strings some functions take as arguments. */
type Value = number | string;

function num(v: Value | Json | undefined): number {
  if (typeof v === "number") return v;
  if (typeof v === "boolean") return v ? 1 : 0;
  if (typeof v === "string") {
    const n = Number(v);
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

function str(v: Value, what: string): string {
  if (typeof v !== "string") throw new EocError(`${what} takes a name in quotes, got ${v}`);
  return v;
}

/** Evaluates an expression. */
export function evalMath(sim: Sim, scope: EocScope, node: MathNode): number {
  return num(value(sim, scope, node));
}

/** Runs a statement: an assignment writes its target; a value is returned (conditions: non-zero is true). */
export function runMath(sim: Sim, scope: EocScope, st: MathStatement): number {
  if (st.t === "value") return evalMath(sim, scope, st.expr);
  const now = st.t === "step" || st.op !== "=" ? evalMath(sim, scope, st.target) : 0;
  let next: number;
  if (st.t === "step") next = now + st.by;
  else {
    const rhs = evalMath(sim, scope, st.expr);
    next = st.op === "=" ? rhs : arithmetic(st.op.slice(0, 1), now, rhs);
  }
  assign(sim, scope, st.target, next);
  return next;
}

function arithmetic(op: string, a: number, b: number): number {
  switch (op) {
    case "+":
      return a + b;
    case "-":
      return a - b;
    case "*":
      return a * b;
    case "/":
      // The game's math divides by zero to zero rather than failing the whole effect.
      return b === 0 ? 0 : a / b;
    case "%":
      return b === 0 ? 0 : a % b;
    default:
      return a ** b;
  }
}

function value(sim: Sim, scope: EocScope, node: MathNode): Value {
  switch (node.t) {
    case "num":
      return node.v;
    case "str":
      return node.v;
    case "var":
      return num(readVar(sim, scope, node.ref));
    case "unary": {
      const a = evalMath(sim, scope, node.a);
      return node.op === "-" ? -a : node.op === "!" ? (a === 0 ? 1 : 0) : a;
    }
    case "cond":
      return evalMath(sim, scope, node.test) !== 0 ? value(sim, scope, node.then) : value(sim, scope, node.else);
    case "bin": {
      if (node.op === "&&") return evalMath(sim, scope, node.a) !== 0 && evalMath(sim, scope, node.b) !== 0 ? 1 : 0;
      if (node.op === "||") return evalMath(sim, scope, node.a) !== 0 || evalMath(sim, scope, node.b) !== 0 ? 1 : 0;
      const a = evalMath(sim, scope, node.a);
      const b = evalMath(sim, scope, node.b);
      switch (node.op) {
        case "==":
          return a === b ? 1 : 0;
        case "!=":
          return a !== b ? 1 : 0;
        case "<":
          return a < b ? 1 : 0;
        case ">":
          return a > b ? 1 : 0;
        case "<=":
          return a <= b ? 1 : 0;
        case ">=":
          return a >= b ? 1 : 0;
        default:
          return arithmetic(node.op, a, b);
      }
    }
    case "call":
      return call(sim, scope, node);
  }
}

type Call = Extract<MathNode, { t: "call" }>;

const UNARY: Readonly<Record<string, (x: number) => number>> = {
  abs: Math.abs,
  sqrt: Math.sqrt,
  log: Math.log,
  exp: Math.exp,
  floor: Math.floor,
  ceil: Math.ceil,
  round: Math.round,
  trunc: Math.trunc,
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  asin: Math.asin,
  acos: Math.acos,
  atan: Math.atan,
};

function call(sim: Sim, scope: EocScope, node: Call): Value {
  const args = (): number[] => node.args.map((a) => evalMath(sim, scope, a));
  const unary = Object.hasOwn(UNARY, node.name) ? UNARY[node.name] : undefined;
  if (unary) return unary(args()[0] ?? 0);
  switch (node.name) {
    case "rand": {
      // rand(n): a whole number from 0 to n.
      const n = Math.floor(args()[0] ?? 0);
      return n <= 0 ? 0 : sim.dice.int(0, n);
    }
    case "rng": {
      // rng(a, b): a number between a and b.
      const [a = 0, b = 0] = args();
      return a + (b - a) * sim.dice.float();
    }
    case "min":
      return Math.min(...args());
    case "max":
      return Math.max(...args());
    case "clamp": {
      const [v = 0, lo = 0, hi = 0] = args();
      return Math.min(Math.max(v, lo), hi);
    }
    case "pow": {
      const [a = 0, b = 0] = args();
      return a ** b;
    }
    case "value_or": {
      const target = node.args[0];
      const fallback = node.args[1];
      if (target?.t === "var") {
        const v = readVar(sim, scope, target.ref);
        if (v !== undefined && v !== null) return num(v);
      }
      return fallback ? evalMath(sim, scope, fallback) : 0;
    }
    case "has_var": {
      const target = node.args[0];
      if (target?.t !== "var") throw new EocError("has_var takes a variable");
      const v = readVar(sim, scope, target.ref);
      return v !== undefined && v !== null ? 1 : 0;
    }
    case "distance": {
      // distance('u', 'npc'): tiles between the talkers (the game's rl_dist; locations held in
      // variables are not read yet).
      const where = (i: number): { x: number; y: number; z: number } => {
        const a = node.args[i];
        const who = a?.t === "str" ? a.v : undefined;
        if (who !== "u" && who !== "npc") throw new EocError("distance() reads only 'u' and 'npc' in the engine");
        const c = creature(sim, scope, who, "distance()");
        return c.kind === "character" ? c.c.pos : c.m.pos;
      };
      const a = where(0);
      const b = where(1);
      return Math.max(distance(a, b), Math.abs(a.z - b.z));
    }
    case "time":
      return sim.world.turn;
    case "time_since": {
      const a = node.args[0];
      if (a?.t === "str") return sim.world.turn;
      return sim.world.turn - (a ? evalMath(sim, scope, a) : 0);
    }
  }
  const m = /^(u|n|npc)_(.+)$/.exec(node.name);
  if (m) return talkerFunction(sim, scope, m[1] === "u" ? "u" : "npc", m[2] as string, node);
  throw new EocError(`math function ${node.name}() is not supported by the engine`);
}

type Creature =
  | { readonly kind: "character"; readonly c: Character }
  | { readonly kind: "monster"; readonly m: Monster };

function creature(sim: Sim, scope: EocScope, who: "u" | "npc", what: string): Creature {
  const id = talker(scope, who, what);
  const c = sim.world.characters[id];
  if (c) return { kind: "character", c: c as Character };
  const m = sim.peekMonster(id);
  if (m) return { kind: "monster", m };
  throw new EocError(`${what}: no creature ${JSON.stringify(id)}`);
}

function hpOf(sim: Sim, who: Creature, part: string | undefined, max: boolean): number {
  if (who.kind === "monster") {
    if (!max) return who.m.hp;
    return sim.content.monster.get(who.m.type)?.hp ?? who.m.hp;
  }
  const parts = part === undefined ? Object.keys(who.c.body) : [part];
  let total = 0;
  for (const p of parts) {
    const s = who.c.body[p];
    if (s) total += max ? s.hpMax : s.hp;
  }
  return total;
}

/** `u_...(...)` and `n_...(...)`: what the game reads of a talker, where the world models it. */
function talkerFunction(sim: Sim, scope: EocScope, who: "u" | "npc", fn: string, node: Call): Value {
  const what = `${who === "u" ? "u" : "n"}_${fn}()`;
  const self = creature(sim, scope, who, what);
  const arg = (i: number): Value => {
    const a = node.args[i];
    return a ? value(sim, scope, a) : "";
  };
  const kw = (k: string): Value | undefined => {
    const a = Object.hasOwn(node.kwargs, k) ? node.kwargs[k] : undefined;
    return a ? value(sim, scope, a) : undefined;
  };
  switch (fn) {
    case "val":
      return statOf(sim, self, str(arg(0), what), what);
    case "hp":
      return hpOf(sim, self, node.args.length > 0 ? str(arg(0), what) : undefined, false);
    case "hp_max":
      return hpOf(sim, self, node.args.length > 0 ? str(arg(0), what) : undefined, true);
    case "pain":
      return self.kind === "character" ? self.c.pain : 0;
    case "speed":
      // The base speed (effects' speed_mod are not counted here).
      return self.kind === "character" ? self.c.speed : (sim.content.monster.get(self.m.type)?.speed ?? 0);
    case "skill":
      return self.kind === "character" ? (self.c.skills[str(arg(0), what)] ?? 0) : 0;
    case "effect_intensity": {
      const id = str(arg(0), what);
      const bp = kw("bodypart");
      const effects = self.kind === "character" ? self.c.effects : self.m.effects;
      const e = effects.find((x) => x.id === id && (bp === undefined || x.bodyPart === bp));
      return e ? e.intensity : -1;
    }
    case "has_flag": {
      const flag = str(arg(0), what);
      if (self.kind === "character") return self.c.flags.includes(flag) ? 1 : 0;
      return (sim.content.monster.get(self.m.type)?.flags ?? []).includes(flag) ? 1 : 0;
    }
    case "has_trait":
      return self.kind === "character" && self.c.traits.includes(str(arg(0), what)) ? 1 : 0;
    case "vitamin": {
      const id = str(arg(0), what);
      if (!sim.content.vitamin.get(id)) throw new EocError(`${what}: no vitamin has the id ${JSON.stringify(id)}`);
      // A monster has no vitamins: the game's talker gives 0.
      return self.kind === "character" ? vitaminLevel(self.c, id) : 0;
    }
    case "monsters_nearby":
    case "mon_species_nearby":
    case "mon_groups_nearby": {
      const names = node.args.map((_, i) => str(arg(i), what));
      const here = self.kind === "character" ? self.c.pos : self.m.pos;
      const attitude = str(kw("attitude") ?? "hostile", what);
      if (attitude !== "hostile" && attitude !== "friendly" && attitude !== "both")
        throw new EocError(`unknown attitude filter "${attitude}" for ${what}`);
      return monstersNearby(
        sim,
        here,
        num(kw("radius") ?? 1000),
        attitude,
        names.length === 0 ? undefined : nearbyMatch(sim, fn, names),
      );
    }
  }
  throw new EocError(`math function ${what} is not supported by the engine`);
}

/**
 * How many living monsters stand within `radius` (the game's rl_dist: the largest of the three
 * offsets) of `here` and pass the attitude filter ("hostile": not friendly to the player; the
 * asker itself counts, as get_creatures_if finds it too) and `match` (REAL-math-monsters-nearby).
 */
function monstersNearby(
  sim: Sim,
  here: { x: number; y: number; z: number },
  radius: number,
  attitude: "hostile" | "friendly" | "both",
  match: ((m: Monster) => boolean) | undefined,
): number {
  let count = 0;
  for (const id of sortedIds(sim.world.monsters)) {
    const m = sim.peekMonster(id);
    if (!m || m.dead) continue;
    if (Math.max(distance(m.pos, here), Math.abs(m.pos.z - here.z)) > Math.trunc(radius)) continue;
    const friendly = m.attitude === "friendly";
    if ((attitude === "hostile" && friendly) || (attitude === "friendly" && !friendly)) continue;
    if (!match || match(m)) count++;
  }
  return count;
}

/** The monster test of monsters_nearby (type ids), mon_species_nearby (species) or mon_groups_nearby (monster groups). */
function nearbyMatch(sim: Sim, fn: string, names: readonly string[]): (m: Monster) => boolean {
  if (fn === "monsters_nearby") return (m) => names.includes(m.type);
  if (fn === "mon_species_nearby")
    return (m) => (sim.content.monster.get(m.type)?.species ?? []).some((s) => names.includes(s));
  return (m) => names.some((g) => groupHas(sim, g, m.type, new Set()));
}

/** MonsterGroupManager::IsMonsterInGroup: the group's default, its entries and nested groups. */
function groupHas(sim: Sim, group: string, type: string, seen: Set<string>): boolean {
  if (seen.has(group)) return false;
  seen.add(group);
  const g = sim.content.monstergroup.get(group);
  if (!g) return false;
  if (g.defaultMonster === type) return true;
  return g.monsters.some((e) => (e.isGroup ? groupHas(sim, e.id, type, seen) : e.id === type));
}

const STATS: Readonly<Record<string, "str" | "dex" | "int" | "per">> = {
  strength: "str",
  dexterity: "dex",
  intelligence: "int",
  perception: "per",
};

function statOf(sim: Sim, who: Creature, name: string, what: string): number {
  if (who.kind === "character") {
    const c = who.c;
    const stat = Object.hasOwn(STATS, name) ? STATS[name] : undefined;
    if (stat) return c.stats[stat];
    switch (name) {
      case "pain":
        return c.pain;
      case "stamina":
        return c.stamina;
      case "speed":
        return c.speed;
      case "moves":
        return c.moves;
      case "hp":
        return hpOf(sim, who, undefined, false);
      case "thirst":
        return c.thirst;
      case "sleepiness":
        return c.sleepiness ?? 0;
    }
  } else {
    switch (name) {
      case "hp":
        return who.m.hp;
      case "moves":
        return who.m.moves;
      case "speed":
        return sim.content.monster.get(who.m.type)?.speed ?? 100;
    }
    // A character's value a monster lacks (stamina, strength, pain, thirst, ...) reads 0: the
    // game's talker gives its default for what the creature does not have.
    if (CHARACTER_VALUES.has(name)) return 0;
  }
  throw new EocError(`${what}: the value ${JSON.stringify(name)} is not modelled`);
}

/** Writes an assignment's target: a variable, or a settable value of a character. */
function assign(sim: Sim, scope: EocScope, target: MathTarget, v: number): void {
  if (target.t === "var") return writeVar(sim, scope, target.ref, v);
  const m = /^(u|n|npc)_(.+)$/.exec(target.name);
  if (m) {
    const who = m[1] === "u" ? "u" : "npc";
    const id = talker(scope, who, `${target.name}()`);
    const c = sim.world.characters[id];
    if (m[2] === "vitamin" && target.args[0]?.t === "str") {
      const vitamin = target.args[0].v;
      // A monster has no vitamins: writing one changes nothing, as the game's monster talker.
      if (!c && sim.peekMonster(id)) return;
      if (c && setVitaminLevel(sim, c, vitamin, v)) return;
      throw new EocError(`${target.name}(): no vitamin has the id ${JSON.stringify(vitamin)}`);
    }
    const name =
      m[2] === "val" && target.args[0]?.t === "str" ? target.args[0].v : m[2] === "pain" ? "pain" : undefined;
    // A character's value a monster lacks: setting it changes nothing, as the game's monster talker.
    if (!c && name !== undefined && CHARACTER_VALUES.has(name) && sim.peekMonster(id)) return;
    if (c && name !== undefined) {
      switch (name) {
        case "pain":
          c.pain = Math.max(0, Math.round(v));
          return;
        case "stamina":
          c.stamina = Math.min(c.staminaMax, Math.max(0, Math.round(v)));
          return;
        case "thirst":
          c.thirst = Math.round(v);
          return;
        case "sleepiness":
          c.sleepiness = Math.max(0, Math.round(v));
          return;
      }
    }
  }
  throw new EocError(`math cannot assign to ${target.name}()`);
}
