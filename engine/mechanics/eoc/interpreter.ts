/**
 * A small effect-on-condition interpreter, shared by the examine action `effect_on_condition` and
 * the monsters' `effect_on_condition` spells: the condition and effect forms the real data's
 * examine EOCs use (the 20 EOCs reached from examine actions in data/json), plus a few obvious
 * neighbours. Supported forms are listed in CONDITION_FORMS and EFFECT_FORMS; any other form stops
 * that EOC with a `runtime_error` event naming it, never a crash (B3-effect_on_condition-content).
 */
import type { EffectOnCondition } from "../../content/kinds/effect_on_condition.js";
import { eocFromJson, type EocRef } from "../../content/kinds/effect_on_condition.js";
import {
  MODELLED_CONDITIONS,
  MODELLED_EFFECTS,
  MODELLED_STRING_CONDITIONS,
  type ModelledCondition,
  type ModelledEffect,
  type ModelledStringCondition,
} from "../../content/kinds/eoc_forms.js";
import type { Sim } from "../../sim/context.js";
import { character, nameOf } from "../../sim/creature_state.js";
import { addEffect } from "../effects/add.js";
import { addToInventory, countOf, removeFromInventory } from "../../sim/items.js";
import { inBounds } from "../../world/grid.js";
import { canSee } from "../../sim/terrain.js";
import type { Character, ItemStack, Json, Point } from "../../world/types.js";
import { mathCondition, mathEffect } from "./math.js";
import { durationTurns, queueEoc, turnsInFuture } from "./queue.js";
import { monstersToRun } from "./monster_talkers.js";
import { spawnItemGroup } from "../items/spawn.js";
import { numberOf } from "./args.js";
import { placeOf, spawnMonsters } from "./spawn_monster.js";
import { EocError, readVar, valueRef, writeVar, type EocScope } from "../../sim/vars.js";

/** What an unsupported form's message lists. */
export const CONDITION_FORMS: readonly string[] = [...MODELLED_CONDITIONS, ...MODELLED_STRING_CONDITIONS, "true/false"];
export const EFFECT_FORMS: readonly string[] = MODELLED_EFFECTS;

type Obj = { readonly [key: string]: Json };
const isObj = (v: Json | undefined): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

const MAX_DEPTH = 20;

function ch(sim: Sim, scope: EocScope) {
  const c = sim.world.characters[scope.u];
  if (!c || c.dead) throw new EocError(`the u talker ${JSON.stringify(scope.u)} is not a living character`);
  return character(sim, scope.u);
}

/**
 * The `u` talker as a character, or null when it is a monster. A spell cast at a monster, or
 * `u_run_monster_eocs`, makes a monster `u`: the game's monster talker answers what a monster
 * has (its type's flags, its effects, its place) and gives the talker's defaults for the rest
 * (no items, traits or worn gear; it cannot "see"; adding a trait or an item does nothing)
 * (REAL-eoc-monster-talker).
 */
function chOrMonster(sim: Sim, scope: EocScope) {
  const m = sim.world.monsters[scope.u];
  if (m && !sim.world.characters[scope.u]) return null;
  return ch(sim, scope);
}

/** Where the `u` talker stands, character or monster. */
function uPos(sim: Sim, scope: EocScope): Point {
  const at = sim.world.characters[scope.u]?.pos ?? sim.world.monsters[scope.u]?.pos;
  if (!at) throw new EocError(`the u talker ${JSON.stringify(scope.u)} is no creature`);
  return at;
}

/** A talker's name as the game's tags give it: a monster's without "the". */
function bareName(sim: Sim, id: string): string {
  const m = sim.world.monsters[id];
  return m ? (sim.content.monster.get(m.type)?.name ?? m.type) : nameOf(sim, id);
}

/** Why an npc_ form cannot run: there is no npc here, or its forms are not read yet. */
function npcForm(scope: EocScope, kind: string, form: string): string {
  return scope.npc === null
    ? `${kind} "${form}" reads the npc talker, which is null here`
    : `${kind} "${form}" reads the npc talker, whose forms are not supported yet`;
}

function str(v: Json | undefined, what: string): string {
  if (typeof v === "string") return v;
  if (isObj(v) && typeof v["str"] === "string") return v["str"];
  throw new EocError(`${what} must be a string, got ${JSON.stringify(v)}`);
}

function resolveString(sim: Sim, scope: EocScope, v: Json | undefined, what: string): string {
  const ref = v === undefined ? undefined : valueRef(v);
  if (ref) {
    const got = readVar(sim, scope, ref);
    return got === undefined || got === null ? "" : typeof got === "string" ? got : JSON.stringify(got);
  }
  return str(v, what);
}

function itemCount(sim: Sim, scope: EocScope, id: string): number {
  const c = chOrMonster(sim, scope);
  if (!c) return 0;
  return (
    countOf(c.inventory as ItemStack[], id) +
    (c.wielded?.id === id ? c.wielded.count : 0) +
    countOf(c.worn as ItemStack[], id)
  );
}

type ConditionHandler = (sim: Sim, scope: EocScope, c: Obj) => boolean;

function strList(v: Json | undefined, what: string): string[] {
  if (Array.isArray(v)) return v.map((x) => str(x, what));
  return [str(v, what)];
}

function npcOf(scope: EocScope, form: string): string {
  if (scope.npc === null) throw new EocError(npcForm(scope, "condition", form));
  return scope.npc;
}

/**
 * A talker (character or monster) has one of the effects, at the condition's `intensity` or more
 * and on its `bodypart` when given (the game's u_has_effect / u_has_any_effect and npc_ twins). A
 * monster holding someone has `grabbing`: the game gives it that effect, this engine keeps its
 * `grabbing` list instead.
 */
function talkerHasEffect(sim: Sim, id: string, ids: readonly string[], c: Obj): boolean {
  const who = sim.world.characters[id] ?? sim.world.monsters[id];
  // A dead talker (a death spell's caster) still has what it had, as the game's dying monster does.
  if (!who) throw new EocError(`the talker ${JSON.stringify(id)} is no creature`);
  const min = typeof c["intensity"] === "number" ? c["intensity"] : Number.NEGATIVE_INFINITY;
  const part = typeof c["bodypart"] === "string" ? c["bodypart"] : undefined;
  const m = sim.world.monsters[id];
  if (ids.includes("grabbing") && m && m.grabbing.length > 0) return true;
  return who.effects.some(
    (e) => ids.includes(e.id) && e.intensity >= min && (part === undefined || e.bodyPart === part),
  );
}

const hasFlag = (sim: Sim, who: Character, f: string): boolean =>
  who.flags.includes(f) || who.traits.some((t) => sim.content.mutation.get(t)?.flags.includes(f) === true);

const CONDITIONS: Readonly<Record<ModelledCondition, ConditionHandler>> = {
  and: (sim, scope, c) => asList(c["and"]).every((x) => testCondition(sim, scope, x)),
  or: (sim, scope, c) => asList(c["or"]).some((x) => testCondition(sim, scope, x)),
  not: (sim, scope, c) => !testCondition(sim, scope, c["not"]),
  math: (sim, scope, c) => mathCondition(sim, scope, c["math"] as Json),
  compare_string(sim, scope, c) {
    const pair = c["compare_string"];
    if (!Array.isArray(pair) || pair.length < 2) throw new EocError("compare_string needs two values");
    const values = pair.map((v) => resolveString(sim, scope, v, "compare_string value"));
    return values.slice(1).some((v) => v === values[0]);
  },
  u_has_item: (sim, scope, c) => itemCount(sim, scope, str(c["u_has_item"], "u_has_item")) > 0,
  u_has_items(sim, scope, c) {
    const spec = c["u_has_items"];
    if (!isObj(spec)) throw new EocError("u_has_items needs {item, count}");
    const count = typeof spec["count"] === "number" ? spec["count"] : 1;
    return itemCount(sim, scope, str(spec["item"], "u_has_items.item")) >= count;
  },
  u_has_trait: (sim, scope, c) =>
    chOrMonster(sim, scope)?.traits.includes(str(c["u_has_trait"], "u_has_trait")) === true,
  u_has_flag(sim, scope, c) {
    const f = str(c["u_has_flag"], "u_has_flag");
    const who = chOrMonster(sim, scope);
    if (who) return hasFlag(sim, who, f);
    const m = sim.world.monsters[scope.u];
    return m !== undefined && sim.content.monster.get(m.type)?.flags.includes(f) === true;
  },
  npc_has_flag(sim, scope, c) {
    // A spell's caster: a monster has its type's flags, a character its own and its traits'.
    const f = str(c["npc_has_flag"], "npc_has_flag");
    if (scope.npc === null) throw new EocError(npcForm(scope, "condition", "npc_has_flag"));
    const m = sim.world.monsters[scope.npc];
    if (m) return sim.content.monster.get(m.type)?.flags.includes(f) === true;
    const who = sim.world.characters[scope.npc];
    if (!who) throw new EocError(`the npc talker ${JSON.stringify(scope.npc)} is gone`);
    return hasFlag(sim, who, f);
  },
  u_has_worn_with_flag(sim, scope, c) {
    const f = str(c["u_has_worn_with_flag"], "u_has_worn_with_flag");
    return chOrMonster(sim, scope)?.worn.some((w) => sim.content.item.get(w.id)?.flags.includes(f) === true) === true;
  },
  u_has_effect: (sim, scope, c) => talkerHasEffect(sim, scope.u, [str(c["u_has_effect"], "u_has_effect")], c),
  u_has_any_effect: (sim, scope, c) =>
    talkerHasEffect(sim, scope.u, strList(c["u_has_any_effect"], "u_has_any_effect"), c),
  npc_has_effect: (sim, scope, c) =>
    talkerHasEffect(sim, npcOf(scope, "npc_has_effect"), [str(c["npc_has_effect"], "npc_has_effect")], c),
  npc_has_any_effect: (sim, scope, c) =>
    talkerHasEffect(sim, npcOf(scope, "npc_has_any_effect"), strList(c["npc_has_any_effect"], "npc_has_any_effect"), c),
  u_has_mission(sim, scope, c) {
    const m = str(c["u_has_mission"], "u_has_mission");
    return readVar(sim, scope, { kind: "u", name: `mission_${m}` }) === "assigned";
  },
  u_has_var(sim, scope, c) {
    const name = str(c["u_has_var"], "u_has_var");
    const got = readVar(sim, scope, { kind: "u", name });
    return "value" in c ? got === c["value"] : got !== undefined;
  },
  is_season(sim, _scope, c) {
    const day = Math.floor(sim.world.turn / 86400) + sim.world.settings.startDay;
    const seasons = ["spring", "summer", "autumn", "winter"];
    return seasons[Math.floor((((day % 364) + 364) % 364) / 91)] === c["is_season"];
  },
  one_in_chance: (sim, _scope, c) => sim.dice.oneIn(Number(c["one_in_chance"])),
  x_in_y_chance(sim, _scope, c) {
    const xy = c["x_in_y_chance"];
    if (!isObj(xy)) throw new EocError("x_in_y_chance needs {x, y}");
    return sim.dice.xInY(Number(xy["x"]), Number(xy["y"]));
  },
};

const STRING_CONDITIONS: Readonly<Record<ModelledStringCondition, (sim: Sim, scope: EocScope) => boolean>> = {
  u_male: () => true,
  u_female: () => false,
  u_is_character: (sim, scope) => sim.world.characters[scope.u] !== undefined,
  u_is_monster: (sim, scope) =>
    sim.world.characters[scope.u] === undefined && sim.world.monsters[scope.u] !== undefined,
  u_is_avatar: (sim, scope) => sim.world.characters[scope.u]?.isPlayer === true,
  u_is_npc(sim, scope) {
    const who = sim.world.characters[scope.u];
    return who !== undefined && !who.isPlayer;
  },
  player_see_u: (sim, scope) => playerSees(sim, scope.u),
  player_see_npc: (sim, scope) => playerSees(sim, scope.npc),
  // A character sees unless something blinds it (the game's Character::sees_with... reduced to blindness).
  u_can_see(sim, scope) {
    const c = chOrMonster(sim, scope);
    return c !== null && !c.effects.some((x) => x.id === "blind" || x.id === "boomered");
  },
};

/** The avatar sees the talker along a clear line (characters' sight range is not modelled). */
function playerSees(sim: Sim, id: string | null): boolean {
  const avatar = Object.values(sim.world.characters).find((x) => x.isPlayer && !x.dead);
  const at = id === null ? undefined : (sim.world.characters[id]?.pos ?? sim.world.monsters[id]?.pos);
  return avatar !== undefined && at !== undefined && canSee(sim.content, sim.map(), avatar.pos, at);
}

const isStringCondition = (s: string): s is ModelledStringCondition => Object.hasOwn(STRING_CONDITIONS, s);

export function testCondition(sim: Sim, scope: EocScope, cond: Json | undefined): boolean {
  if (cond === undefined || cond === null) return true;
  if (typeof cond === "boolean") return cond;
  if (typeof cond === "string") {
    if (isStringCondition(cond)) return STRING_CONDITIONS[cond](sim, scope);
    throw new EocError(`condition ${JSON.stringify(cond)} is not supported`);
  }
  if (!isObj(cond)) throw new EocError(`condition ${JSON.stringify(cond)} is not an object`);
  for (const form of MODELLED_CONDITIONS) if (form in cond) return CONDITIONS[form](sim, scope, cond);
  const form = Object.keys(cond).find((k) => !k.startsWith("//")) ?? "(empty)";
  if (form.startsWith("npc_")) throw new EocError(npcForm(scope, "condition", form));
  throw new EocError(`condition form "${form}" is not supported (supported: ${CONDITION_FORMS.join(", ")})`);
}

function asList(v: Json | undefined): readonly Json[] {
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v : [v];
}

/** Resolves an EOC reference, or an inline object, or an id string. */
export function resolveEoc(sim: Sim, ref: EocRef | Json): EffectOnCondition | string {
  if (typeof ref === "string")
    return sim.content.effect_on_condition.get(ref) ?? `no effect_on_condition "${ref}" is loaded`;
  const o = ref as { readonly [key: string]: unknown };
  if (
    typeof ref === "object" &&
    ref !== null &&
    !Array.isArray(ref) &&
    (o["kind"] === "id" || o["kind"] === "inline") &&
    ("id" in o || "eoc" in o)
  ) {
    const r = ref as EocRef;
    if (r.kind === "inline") return r.eoc;
    return sim.content.effect_on_condition.get(r.id) ?? `no effect_on_condition "${r.id}" is loaded`;
  }
  if (isObj(ref as Json)) return eocFromJson(ref as never, "<inline eoc>");
  return `an effect_on_condition is an id or an object, got ${JSON.stringify(ref)}`;
}

/**
 * Runs one EOC: its condition, then `effect` or `false_effect`. An unsupported form is reported as
 * a runtime_error naming it and ends this EOC (what ran before it stays done).
 */
export function runEoc(sim: Sim, scope: EocScope, ref: EocRef | Json, depth = 0): void {
  const eoc = resolveEoc(sim, ref);
  if (typeof eoc === "string") {
    sim.emit({ type: "runtime_error", text: eoc, rule: scope.rules?.run ?? "B3-effect_on_condition-run" });
    return;
  }
  if (depth > MAX_DEPTH) {
    sim.emit({
      type: "runtime_error",
      text: `effect_on_condition "${eoc.id}": nested deeper than ${MAX_DEPTH} levels; stopped`,
      rule: scope.rules?.run ?? "B3-effect_on_condition-run",
    });
    return;
  }
  try {
    const ok = testCondition(sim, scope, eoc.condition);
    sim.emit({ type: "rule", name: "eoc", data: { id: eoc.id, u: scope.u, npc: scope.npc, condition: ok } });
    for (const e of ok ? eoc.effects : eoc.falseEffects) runEffect(sim, scope, e, depth);
  } catch (e) {
    if (!(e instanceof EocError)) throw e;
    sim.emit({
      type: "runtime_error",
      text: `effect_on_condition "${eoc.id}": ${e.message}`,
      rule: scope.rules?.content ?? "B3-effect_on_condition-content",
    });
  }
}

type EffectHandler = (sim: Sim, scope: EocScope, e: Obj, depth: number) => void;

const EFFECTS: Readonly<Record<ModelledEffect, EffectHandler>> = {
  u_message(sim, scope, e) {
    const who = scope.u;
    // The talkers' names fill their tags (a spell's caster is the npc: "the <npc_name> stares at you").
    const raw = resolveString(sim, scope, e["u_message"], "u_message");
    const named = raw.replaceAll("<u_name>", bareName(sim, scope.u));
    const text = scope.npc === null ? named : named.replaceAll("<npc_name>", bareName(sim, scope.npc));
    sim.emit({ type: "message", text: e["snippet"] === true ? `<snippet ${text}>` : text, about: who });
  },
  math: (sim, scope, e) => mathEffect(sim, scope, e["math"] as Json),
  u_add_var(sim, scope, e) {
    writeVar(sim, scope, { kind: "u", name: str(e["u_add_var"], "u_add_var") }, (e["value"] ?? "yes") as Json);
  },
  u_lose_var(sim, scope, e) {
    const who = scope.u;
    const c = (sim.world.vars as Record<string, Json>)["character_vars"] as
      | Record<string, Record<string, Json>>
      | undefined;
    if (c?.[who]) delete c[who][str(e["u_lose_var"], "u_lose_var")];
  },
  u_add_trait(sim, scope, e) {
    const who = scope.u;
    const t = str(e["u_add_trait"], "u_add_trait");
    const c = chOrMonster(sim, scope);
    if (c && !c.traits.includes(t)) {
      c.traits.push(t);
      sim.emit({ type: "rule", name: "trait_added", data: { who, trait: t } });
    }
  },
  u_lose_trait(sim, scope, e) {
    const t = str(e["u_lose_trait"], "u_lose_trait");
    const c = chOrMonster(sim, scope);
    const i = c ? c.traits.indexOf(t) : -1;
    if (c && i >= 0) c.traits.splice(i, 1);
  },
  u_add_morale(sim, scope, e) {
    const who = scope.u;
    sim.emit({
      type: "rule",
      name: "morale",
      data: {
        who,
        morale: str(e["u_add_morale"], "u_add_morale"),
        bonus: numberOf(sim, scope, e["bonus"] ?? 1, "bonus"),
        maxBonus: numberOf(sim, scope, e["max_bonus"] ?? e["bonus"] ?? 1, "max_bonus"),
      },
    });
  },
  u_make_sound(sim, scope, e) {
    const who = scope.u;
    sim.emit({
      type: "sound",
      description: resolveString(sim, scope, e["u_make_sound"], "u_make_sound"),
      volume: numberOf(sim, scope, e["volume"] ?? 0, "volume"),
      pos: { ...uPos(sim, scope) },
      source: who,
    });
  },
  open_dialogue(sim, scope, e) {
    const who = scope.u;
    const d = e["open_dialogue"];
    const topic = isObj(d) && typeof d["topic"] === "string" ? d["topic"] : null;
    // No dialogue system: the conversation is reported, not held.
    sim.emit({ type: "rule", name: "dialogue", data: { who, topic } });
  },
  u_consume_item(sim, scope, e) {
    const who = scope.u;
    const id = str(e["u_consume_item"], "u_consume_item");
    const n = Math.round(numberOf(sim, scope, e["count"] ?? 1, "count"));
    const c = chOrMonster(sim, scope);
    if (!c) return;
    const got = removeFromInventory(c.inventory, id, n);
    if (got > 0) sim.emit({ type: "items_removed", who, item: id, count: got });
  },
  u_spawn_item(sim, scope, e) {
    const who = scope.u;
    const id = str(e["u_spawn_item"], "u_spawn_item");
    const n = Math.round(numberOf(sim, scope, e["count"] ?? 1, "count"));
    if (n <= 0) return;
    if (!sim.content.item.has(id)) throw new EocError(`u_spawn_item: no item "${id}" is loaded`);
    const c = chOrMonster(sim, scope);
    if (!c) return;
    addToInventory(c.inventory, { id, count: n });
    sim.emit({ type: "items_added", who, item: id, count: n });
  },
  assign_mission(sim, scope, e) {
    const who = scope.u;
    const m = str(e["assign_mission"], "assign_mission");
    writeVar(sim, scope, { kind: "u", name: `mission_${m}` }, "assigned");
    sim.emit({ type: "rule", name: "mission_assigned", data: { who, mission: m } });
  },
  finish_mission(sim, scope, e) {
    const who = scope.u;
    const m = str(e["finish_mission"], "finish_mission");
    const outcome = e["success"] === false ? "failed" : "succeeded";
    writeVar(sim, scope, { kind: "u", name: `mission_${m}` }, outcome);
    sim.emit({ type: "rule", name: "mission_finished", data: { who, mission: m, outcome } });
  },
  u_location_variable: (sim, scope, e) => locationVariable(sim, scope, "u_location_variable", uPos(sim, scope), e),
  npc_location_variable(sim, scope, e) {
    if (scope.npc === null) throw new EocError(npcForm(scope, "effect", "npc_location_variable"));
    const at = sim.world.characters[scope.npc]?.pos ?? sim.world.monsters[scope.npc]?.pos;
    if (!at) throw new EocError(`the npc talker ${JSON.stringify(scope.npc)} is no creature`);
    locationVariable(sim, scope, "npc_location_variable", at, e);
  },
  u_teleport(sim, scope, e) {
    const who = scope.u;
    const to = placeOf(sim, scope, e["u_teleport"] as Json, "u_teleport");
    // The game tells only the messages the effect gives (`success_message`, `fail_message`): a
    // monster's teleports (the quadraphract's legs try four places in turn) fail quietly.
    const told = (k: string): void => {
      if (e[k] !== undefined) sim.emit({ type: "message", text: resolveString(sim, scope, e[k], k), about: who });
    };
    if (!inBounds(sim.map(), to) || !sim.map().levels.some((l) => l.z === to.z) || sim.occupied(to)) {
      told("fail_message");
      return;
    }
    sim.relocate(who, to, "teleported");
    told("success_message");
  },
  weighted_list_eocs(sim, scope, e, depth) {
    const list = e["weighted_list_eocs"];
    if (!Array.isArray(list)) throw new EocError("weighted_list_eocs needs [[eoc, weight], ...]");
    const options: (readonly [Json, number])[] = [];
    for (const entry of list) {
      if (Array.isArray(entry) && entry.length === 2)
        options.push([entry[0] as Json, numberOf(sim, scope, entry[1] as Json, "weighted_list_eocs weight")]);
      else options.push([entry as Json, 1]);
    }
    const chosen = sim.dice.weighted(options);
    if (chosen !== undefined) runEoc(sim, scope, chosen, depth + 1);
  },
  turn_cost(sim, scope, e) {
    // The game's turn_cost: u loses that many seconds' worth of moves (100 a turn).
    const turns = numberOf(sim, scope, e["turn_cost"], "turn_cost");
    // A monster loses its moves as a character does: both are creatures with moves.
    const who = chOrMonster(sim, scope) ?? sim.world.monsters[scope.u];
    if (who) who.moves -= Math.round(turns * 100);
  },
  switch(sim, scope, e, depth) {
    // The case with the highest value not above the switch's runs (EFFECT_ON_CONDITION.md: a
    // case runs when the value is higher or equal; only the last such one).
    const value = numberOf(sim, scope, e["switch"], "switch");
    let chosen: Json | undefined;
    let best = Number.NEGATIVE_INFINITY;
    for (const k of asList(e["cases"])) {
      if (!isObj(k) || typeof k["case"] !== "number") throw new EocError("every switch case needs a numeric `case`");
      if (k["case"] <= value && k["case"] >= best) {
        best = k["case"];
        chosen = k["effect"];
      }
    }
    for (const x of asList(chosen)) runEffect(sim, scope, x, depth);
  },
  if(sim, scope, e, depth) {
    const branch = testCondition(sim, scope, e["if"]) ? e["then"] : e["else"];
    for (const x of asList(branch)) runEffect(sim, scope, x, depth);
  },
  run_eocs(sim, scope, e, depth) {
    const later = turnsInFuture(sim, scope, e["time_in_future"]);
    if (later === undefined) return;
    for (const r of asList(e["run_eocs"]))
      if (later > 0) queueEoc(sim, scope, r, later);
      else runEoc(sim, scope, r, depth + 1);
  },
  u_add_effect(sim, scope, e) {
    const who = scope.u;
    const id = resolveString(sim, scope, e["u_add_effect"], "u_add_effect");
    // A duration string ("18 hours"), a variable or a range, as the game reads it.
    const given = e["duration"];
    const permanent = given === "PERMANENT";
    const duration = given === undefined || permanent ? 1 : durationTurns(sim, scope, given, "u_add_effect's duration");
    const intensity =
      e["intensity"] === undefined ? 1 : numberOf(sim, scope, e["intensity"], "u_add_effect's intensity");
    addEffect(sim, who, { id, intensity, duration, ...(permanent ? { permanent: true } : {}) });
  },
  u_run_monster_eocs: (sim, scope, e, depth) => runOnMonsters(sim, scope, scope.u, e["u_run_monster_eocs"], e, depth),
  npc_run_monster_eocs(sim, scope, e, depth) {
    if (scope.npc === null) throw new EocError(npcForm(scope, "effect", "npc_run_monster_eocs"));
    runOnMonsters(sim, scope, scope.npc, e["npc_run_monster_eocs"], e, depth);
  },
  u_spawn_monster: (sim, scope, e, depth) => spawnThen(sim, scope, scope.u, e["u_spawn_monster"], e, depth),
  npc_spawn_monster(sim, scope, e, depth) {
    if (scope.npc === null) throw new EocError(npcForm(scope, "effect", "npc_spawn_monster"));
    spawnThen(sim, scope, scope.npc, e["npc_spawn_monster"], e, depth);
  },
  u_cast_spell: (sim, scope, e, depth) => castSpell(sim, scope, scope.u, e["u_cast_spell"], e, depth),
  npc_cast_spell(sim, scope, e, depth) {
    if (scope.npc === null) throw new EocError(npcForm(scope, "effect", "npc_cast_spell"));
    castSpell(sim, scope, scope.npc, e["npc_cast_spell"], e, depth);
  },
  map_spawn_item(sim, scope, e) {
    // Items (or an item group's, with use_item_group) on the tile `loc` names, else under u
    // (REAL-eoc-map-spawn-item). `container` and `flags` are not modelled: the items lie loose.
    const id = resolveString(sim, scope, e["map_spawn_item"], "map_spawn_item");
    const at = e["loc"] === undefined ? uPos(sim, scope) : placeOf(sim, scope, e["loc"], "map_spawn_item's loc");
    if (!inBounds(sim.map(), at)) throw new EocError(`map_spawn_item: ${at.x},${at.y},${at.z} is off the map`);
    let made: ItemStack[];
    if (e["use_item_group"] === true) {
      if (!sim.content.item_group.has(id)) throw new EocError(`map_spawn_item: no item group "${id}" is loaded`);
      const notes: string[] = [];
      made = spawnItemGroup({ content: sim.content, dice: sim.dice, notes }, id);
    } else {
      if (!sim.content.item.has(id)) throw new EocError(`map_spawn_item: no item "${id}" is loaded`);
      const count = e["count"] === undefined ? 1 : Math.round(numberOf(sim, scope, e["count"], "count"));
      made = count > 0 ? [{ id, count }] : [];
    }
    if (made.length === 0) return;
    sim.editTile(at, (t) => {
      t.items ??= [];
      for (const stack of made) addToInventory(t.items, stack);
    });
    for (const stack of made) sim.emit({ type: "items_added", pos: { ...at }, item: stack.id, count: stack.count });
  },
  message(sim, scope, e) {
    // The game's `message`: told to the player whoever the talkers are.
    sim.emit({ type: "message", text: resolveString(sim, scope, e["message"], "message"), about: scope.u });
  },
  u_lose_effect(sim, scope, e) {
    const who = scope.u;
    const id = str(e["u_lose_effect"], "u_lose_effect");
    const c = chOrMonster(sim, scope) ?? sim.world.monsters[who];
    if (!c) return;
    const i = c.effects.findIndex((x) => x.id === id);
    if (i >= 0) {
      c.effects.splice(i, 1);
      sim.emit({ type: "effect_removed", who, effect: id, reason: "removed" });
    }
  },
};

/**
 * Each chosen monster runs the EOCs as their `u`, with no `npc` and the caller's context
 * (REAL-eoc-run-monster-eocs). The monsters are chosen before any EOC runs, so one that an EOC
 * spawns does not join and one that dies on the way is passed over.
 */
function runOnMonsters(
  sim: Sim,
  scope: EocScope,
  talkerId: string,
  eocs: Json | undefined,
  e: Obj,
  depth: number,
): void {
  const chosen = monstersToRun(sim, scope, talkerId, e, (v) => resolveString(sim, scope, v, "mtype_ids"));
  for (const id of chosen) {
    const m = sim.peekMonster(id);
    if (!m || m.dead) continue;
    const each: EocScope = { u: id, npc: null, context: scope.context, ...(scope.rules ? { rules: scope.rules } : {}) };
    for (const r of asList(eocs)) runEoc(sim, each, r, depth + 1);
  }
}

/**
 * The talker casts a spell (REAL-eoc-cast-spell): `{id, min_level}` (or the id alone) at the place
 * `loc` names, else at its own place (the game's cast without `targeted`; there is no player to
 * pick a target, so `targeted` is read as false); the monsters area casts it as a death spell is
 * cast, the caster itself a target when the spell's valid_targets hold `self`. Then `true_eocs`
 * run when it was cast, `false_eocs` when no spell has that id.
 */
function castSpell(sim: Sim, scope: EocScope, caster: string, spell: Json | undefined, e: Obj, depth: number): void {
  const id = isObj(spell)
    ? resolveString(sim, scope, spell["id"], "the spell's id")
    : resolveString(sim, scope, spell, "the spell");
  const level =
    isObj(spell) && spell["min_level"] !== undefined ? numberOf(sim, scope, spell["min_level"], "min_level") : 0;
  const at =
    e["loc"] === undefined
      ? (sim.world.characters[caster]?.pos ?? sim.world.monsters[caster]?.pos)
      : placeOf(sim, scope, e["loc"], "u_cast_spell's loc");
  if (!at) throw new EocError(`the caster ${JSON.stringify(caster)} is no creature`);
  const cast = sim.hooks.castSpell(sim, caster, id, at, level);
  if (!cast)
    sim.emit({
      type: "runtime_error",
      text: `u_cast_spell: no spell "${id}" is loaded`,
      rule: scope.rules?.content ?? "B3-effect_on_condition-content",
    });
  for (const r of asList(cast ? e["true_eocs"] : e["false_eocs"])) runEoc(sim, scope, r, depth + 1);
}

/** Stores a talker's place, shifted by x_adjust / y_adjust / z_adjust, in the variable named. */
function locationVariable(sim: Sim, scope: EocScope, form: string, at: Point, e: Obj): void {
  const target = valueRef(e[form] as Json);
  if (!target) throw new EocError(`${form} needs {u_val: name} (or global_val/context_val)`);
  const shift = (k: string): number => (e[k] === undefined ? 0 : numberOf(sim, scope, e[k], k));
  writeVar(sim, scope, target, [at.x + shift("x_adjust"), at.y + shift("y_adjust"), at.z + shift("z_adjust")]);
}

/** Spawns as the effect says (spawn_monster.ts), then `true_eocs` if any spawned, else `false_eocs`. */
function spawnThen(sim: Sim, scope: EocScope, talkerId: string, what: Json | undefined, e: Obj, depth: number): void {
  const spawned = spawnMonsters(sim, scope, talkerId, what, e, (v) => resolveString(sim, scope, v, "u_spawn_monster"));
  for (const r of asList(spawned.length > 0 ? e["true_eocs"] : e["false_eocs"])) runEoc(sim, scope, r, depth + 1);
}

function runEffect(sim: Sim, scope: EocScope, effect: Json, depth: number): void {
  if (!isObj(effect)) throw new EocError(`effect ${JSON.stringify(effect)} is not an object`);
  const e = effect;
  for (const form of MODELLED_EFFECTS) if (form in e) return EFFECTS[form](sim, scope, e, depth);
  const form = Object.keys(e).find((k) => !k.startsWith("//")) ?? "(empty)";
  if (form.startsWith("npc_")) throw new EocError(npcForm(scope, "effect", form));
  throw new EocError(`effect form "${form}" is not supported (supported: ${EFFECT_FORMS.join(", ")})`);
}
