/**
 * Monsters (G-15) with the combat stats the simulation needs, their special attacks (D1) and
 * defensive attack (D1-F-special_when_hit), and the ABSORB_ITEMS options (D2-ABSORB_ITEMS).
 * Attack references resolve in `check` and through `resolveAttacks` (monsters/special_attacks.ts).
 */
import { parseDuration } from "../values/duration.js";
import * as t from "io-ts";
import { finiteNumber, mass, stringOrStrings, text, volume } from "../codec/common.js";
import { lenient } from "../codec/tolerant.js";
import { isJsonObject, own, type Json } from "../json/types.js";
import type { KindDef } from "./kind.js";
import { checkAttackRefs } from "./monsters/check_refs.js";
import { checkConditionForms } from "./eoc_forms.js";
import { WHEN_HIT_IDS, type WhenHitId } from "./monsters/hardcoded_ids.js";
import { ABSORB_MEMBERS, MONSTER_MEMBERS } from "./monsters/monster_members.js";
import {
  ammoCounts,
  armorMap,
  diceStat,
  nonNegativeStat,
  readDeathFunction,
  readUpgrades,
  stat,
  type AbsorbOptions,
  type DeathFunction,
  type MonsterUpgrade,
} from "./monsters/monster_stats.js";
import { ObjectReader } from "../codec/reader.js";
import {
  extendSpecialAttacks,
  readSpecialAttacks,
  removeSpecialAttacks,
  resolveAttacks,
  type AttackRef,
} from "./monsters/special_attacks.js";
import { damageInstance, type DamageUnit } from "./monsters/values.js";
import {
  monsterWeakpointRules,
  readFamilies,
  readMonsterWeakpoints,
  type MonsterWeakpoints,
  type WeakpointFamily,
} from "./monsters/weakpoints.js";
import { describe } from "../values/duration.js";

export type { AttackRef, ResolvedAttack } from "./monsters/special_attacks.js";
export { resolveAttacks } from "./monsters/special_attacks.js";
export type { AbsorbOptions, DeathFunction, MonsterUpgrade } from "./monsters/monster_stats.js";

export interface SpecialWhenHit {
  /** JSON `id`. */
  readonly id: WhenHitId;
  /** `chance`: percent 0..100; the defense runs when rng(0, 100) <= chance. */
  readonly chance: number;
}

export interface Monster {
  /** JSON `id`. */
  readonly id: string;
  /** JSON `name`. */
  readonly name: string;
  /** `symbol`: map symbol; empty when the data gives none. */
  readonly symbol: string;
  /** `color`: the symbol's colour name; empty when the data gives none. */
  readonly color: string;
  /** JSON `description`. */
  readonly description: string;
  /** JSON `hp`. */
  readonly hp: number;
  /** JSON `speed`. */
  readonly speed: number;
  /** `weight`: grams */
  readonly weight: number;
  /** `volume`: millilitres */
  readonly volume: number;
  /** JSON `bodytype`. */
  readonly bodytype: string | undefined;
  /** JSON `flags`. */
  readonly flags: readonly string[];
  /** JSON `species`. */
  readonly species: readonly string[];
  /** JSON `materials`. */
  readonly materials: readonly string[];
  /** JSON `melee_skill`. */
  readonly meleeSkill: number;
  /** JSON `melee_dice`. */
  readonly meleeDice: number;
  /** JSON `melee_dice_sides`. */
  readonly meleeDiceSides: number;
  /** JSON `melee_damage`. */
  readonly meleeDamage: readonly DamageUnit[];
  /** JSON `dodge`. */
  readonly dodge: number;
  /** JSON `armor`. */
  readonly armor: Readonly<Record<string, number>>;
  /** `grab_strength`: default intensity of this monster's grabs (D4-F-grab_strength; default 1). */
  readonly grabStrength: number;
  /** JSON `attack_cost`. */
  readonly attackCost: number;
  /** JSON `aggression`. */
  readonly aggression: number;
  /** JSON `morale`. */
  readonly morale: number;
  /** JSON `vision_day`. */
  readonly visionDay: number;
  /** JSON `vision_night`. */
  readonly visionNight: number;
  /** JSON `anger_triggers`: what raises its anger (HURT, PLAYER_CLOSE, FRIEND_ATTACKED, ...). */
  readonly angerTriggers: readonly string[];
  /** JSON `fear_triggers`: what lowers its morale. */
  readonly fearTriggers: readonly string[];
  /** JSON `placate_triggers`: what lowers its anger. */
  readonly placateTriggers: readonly string[];
  /** JSON `bleed_rate`: percent of the usual bleeding (default 100); 0 never bleeds. */
  readonly bleedRate: number;
  /** JSON `default_faction`. */
  readonly defaultFaction: string | undefined;
  /** `starting_ammo`: ammo item id to starting count (D5-starting_ammo). */
  readonly startingAmmo: Readonly<Record<string, number>>;
  /** `special_attacks`: sorted by key (D1-key); by-id and old-style entries resolve through resolveAttacks. */
  readonly specialAttacks: readonly AttackRef[];
  /** `special_when_hit`: undefined: no defense, as NONE (D1-when_hit-default). */
  readonly specialWhenHit: SpecialWhenHit | undefined;
  /** JSON `upgrades`. */
  readonly upgrades: MonsterUpgrade | undefined;
  /** JSON `death_function`. */
  readonly deathFunction: DeathFunction | undefined;
  /** The `absorb_*` members of ABSORB_ITEMS monsters. */
  readonly absorb: AbsorbOptions;
  /** `reproduction.baby_egg`: the monster's own eggs, which EAT_FOOD never eats (D2-EAT_FOOD-exclusions). */
  readonly babyEggs: readonly string[];
  /** JSON `baby_flags`: the seasons it breeds in (SPRING, SUMMER, AUTUMN, WINTER): its MATING_SEASON. */
  readonly babyFlags: readonly string[];
  /**
   * JSON `aggro_character` (default true): it attacks characters as soon as it is angry enough;
   * false: only once a character annoys it (engine/mechanics/attitude.ts).
   */
  readonly aggroCharacter: boolean;
  /** JSON `path_settings`: how it finds its way (engine/mechanics/route/). */
  readonly pathSettings: PathSettings;
  /** JSON `diff`: the data's addition to the game's static difficulty rating (read by the danger sweep only). */
  readonly difficultyBase: number;
  /** `emit_fields`: how many field emissions it has (the static difficulty counts them). */
  readonly emitFieldCount: number;
  /** `emit_fields`: each `emit_id` it emits where it stands every `delay` (seconds, at least 1). */
  readonly emitFields: readonly { readonly emit: string; readonly every: number }[];
  /** JSON `scents_tracked`: the scent types it follows (empty: by its species, engine/mechanics/senses/scent.ts). */
  readonly scentsTracked: readonly string[];
  /** JSON `scents_ignored`: scent types it never follows. */
  readonly scentsIgnored: readonly string[];
  /** JSON `regenerates`: hit points it heals every turn (engine/rules/monsters/regenerate.ts). */
  readonly regenerates: number;
  /** JSON `regenerates_in_dark`: it heals more the darker its tile. */
  readonly regeneratesInDark: boolean;
  /** JSON `regen_morale`: at full hp its morale and anger come back. */
  readonly regenMorale: boolean;
  /** JSON `regeneration_modifiers`: [effect, amount] pairs added to `regenerates` while it has the effect. */
  readonly regenerationModifiers: readonly (readonly [string, number])[];
  /** JSON `weakpoint_sets` and `weakpoints` (engine/mechanics/fight/weakpoints.ts looks the sets up). */
  readonly weakpoints: MonsterWeakpoints;
  /** JSON `families`: the proficiencies that help at its weak points (mechanics/fight/weakpoints.ts). */
  readonly families: readonly WeakpointFamily[];
  /** JSON `death_drops`: an item group id or an inline group, kept as written (rules/monsters/death_drops.ts). */
  readonly deathDrops: Json | undefined;
  /** JSON `fungalize_into`: what fungal spores turn it into (rules/monsters/fungalize.ts); absent: nothing. */
  readonly fungalizeInto: string | undefined;
  /**
   * Its first species' `bleeds` (SPECIES), when its `bleed_rate` is above 0: the blood it leaves
   * when no flag or material names one (mtype::get_bleed_type). Set when monster types are
   * finished (monsters/finish.ts); undefined until then and for none.
   */
  readonly bleeds: string | undefined;
}

/** The game's pathfinding_settings as a monster's `path_settings` gives them (src/monstergenerator.cpp). */
export interface PathSettings {
  /** `max_dist`: the farthest goal it plans a route to (0: it never plans, it steps greedily). */
  readonly maxDist: number;
  /** `max_length`: the longest route it accepts. */
  readonly maxLength: number;
  /** `bash_strength`: what it can bash through on its way (0 without BASHES: nothing). */
  readonly bashStrength: number;
  /** `allow_open_doors`. */
  readonly allowOpenDoors: boolean;
  /** `avoid_traps`. */
  readonly avoidTraps: boolean;
  /** `allow_climb_stairs` (default true). */
  readonly allowClimbStairs: boolean;
  /** `avoid_sharp`. */
  readonly avoidSharp: boolean;
}

/** Members that fall back to their default when malformed (the real loader is as forgiving); built once. */
const LENIENT = {
  symbol: lenient(t.string, ""),
  color: lenient(t.string, ""),
  materials: lenient(stringOrStrings, []),
  armor: lenient(armorMap, {}),
  zero: lenient(finiteNumber, 0),
  visionDay: lenient(finiteNumber, 40),
  visionNight: lenient(finiteNumber, 1),
  hundred: lenient(finiteNumber, 100),
  strings: lenient(t.array(t.string), [] as string[]),
  faction: lenient(t.string, undefined as string | undefined),
  id: lenient(t.string, undefined as string | undefined),
  yes: lenient(t.boolean, true),
  no: lenient(t.boolean, false),
  pairs: lenient(t.array(t.tuple([t.string, finiteNumber])), [] as [string, number][]),
};

export const monsterKind: KindDef<Monster> = {
  kind: "monster",
  label: "monsters",
  members: MONSTER_MEMBERS,
  rules: { "": "G-15", id: "G-15" },
  duplicates: "replace",
  inherit: {
    // What relative/proportional start from when no parent sets the member (the real loader's defaults).
    defaults: {
      speed: 100,
      attack_cost: 100,
      morale: 0,
      aggression: 0,
      dodge: 0,
      vision_day: 40,
      vision_night: 1,
      bleed_rate: 100,
      melee_skill: 0,
      melee_dice: 0,
      melee_dice_sides: 0,
      armor: {},
    },
    extend: { special_attacks: extendSpecialAttacks, weakpoints: monsterWeakpointRules.extend },
    remove: { special_attacks: removeSpecialAttacks, weakpoints: monsterWeakpointRules.remove },
  },
  decode(json, ctx) {
    if (ctx.id === undefined) return undefined;
    const r = new ObjectReader(json, ctx, []);
    // The game loads a mod's monster without hp (its own test-data mod has some): by Precedence (c)
    // a warning, and the lowest hp a monster can have.
    if (!r.has("hp"))
      r.warn(undefined, "X-42", "a monster should give hp (G-15); 1 is used, as the game loads it without");
    const hp = r.get("hp", nonNegativeStat, 1, "G-15");
    const specialAttacks = readSpecialAttacks(r);
    const keys = new Set(specialAttacks.map((a) => a.key));
    const absorb = readAbsorb(r, keys);
    const monster: Monster = {
      id: ctx.id,
      name: r.get("name", text, ctx.id, "G-15"),
      symbol: r.get("symbol", LENIENT.symbol, "", "G-15"),
      color: r.get("color", LENIENT.color, "", "G-15"),
      description: r.get("description", text, "", "G-15"),
      hp,
      // ASSUMPTION: speed 100 (one action per turn) when no copy-from parent gives one.
      speed: r.get("speed", nonNegativeStat, 100, "G-15"),
      weight: r.get("weight", mass, 0, "G-15"),
      volume: r.get("volume", volume, 0, "G-15"),
      bodytype: r.opt("bodytype", t.string, "G-15"),
      flags: r.get("flags", stringOrStrings, [], "G-15"),
      species: r.get("species", stringOrStrings, [], "G-15"),
      materials: r.get("material", LENIENT.materials, [], "G-15"),
      // Hit dice, each rolled (as an attack's `accuracy`, which falls back to it).
      meleeSkill: r.get("melee_skill", diceStat, 0, "G-15"),
      meleeDice: r.get("melee_dice", diceStat, 0, "G-15"),
      meleeDiceSides: r.get("melee_dice_sides", diceStat, 0, "G-15"),
      meleeDamage: r.get("melee_damage", damageInstance, [], "G-15"),
      dodge: r.get("dodge", finiteNumber, 0, "G-15"),
      armor: r.get("armor", LENIENT.armor, {}, "G-15"),
      grabStrength: r.get("grab_strength", stat, 1, "D4-F-grab_strength"),
      attackCost: r.get("attack_cost", nonNegativeStat, 100, "G-15"),
      aggression: r.get("aggression", LENIENT.zero, 0, "G-15"),
      morale: r.get("morale", LENIENT.zero, 0, "G-15"),
      visionDay: r.get("vision_day", LENIENT.visionDay, 40, "G-15"),
      visionNight: r.get("vision_night", LENIENT.visionNight, 1, "G-15"),
      bleedRate: r.get("bleed_rate", LENIENT.hundred, 100, "G-15"),
      angerTriggers: r.get("anger_triggers", LENIENT.strings, [], "G-15"),
      fearTriggers: r.get("fear_triggers", LENIENT.strings, [], "G-15"),
      placateTriggers: r.get("placate_triggers", LENIENT.strings, [], "G-15"),
      defaultFaction: r.get("default_faction", LENIENT.faction, undefined, "G-15"),
      startingAmmo: r.get("starting_ammo", ammoCounts, {}, "D5-starting_ammo"),
      specialAttacks,
      specialWhenHit: readWhenHit(r),
      upgrades: readUpgrades(own(json, "upgrades")),
      deathFunction: readDeathFunction(own(json, "death_function")),
      absorb,
      babyEggs: babyEggsOf(own(json, "reproduction")),
      babyFlags: r.get("baby_flags", LENIENT.strings, [], "G-15"),
      difficultyBase: r.get("diff", LENIENT.zero, 0, "G-15"),
      emitFieldCount: lengthOf(r.raw("emit_fields")),
      emitFields: emitFieldsOf(r.raw("emit_fields")),
      aggroCharacter: r.get("aggro_character", LENIENT.yes, true, "G-15"),
      pathSettings: pathSettingsOf(own(json, "path_settings")),
      scentsTracked: r.get("scents_tracked", LENIENT.strings, [], "G-15"),
      scentsIgnored: r.get("scents_ignored", LENIENT.strings, [], "G-15"),
      regenerates: r.get("regenerates", LENIENT.zero, 0, "G-15"),
      regeneratesInDark: r.get("regenerates_in_dark", LENIENT.no, false, "G-15"),
      regenMorale: r.get("regen_morale", LENIENT.no, false, "G-15"),
      regenerationModifiers: r.get("regeneration_modifiers", LENIENT.pairs, [], "G-15"),
      weakpoints: readMonsterWeakpoints(own(json, "weakpoint_sets"), own(json, "weakpoints"), own(json, "delete")),
      deathDrops: own(json, "death_drops"),
      fungalizeInto: r.get("fungalize_into", LENIENT.id, undefined, "G-15"),
      families: readFamilies(own(json, "families")),
      bleeds: undefined,
    };
    return monster;
  },
  check(monster, ctx, content) {
    for (const wp of monster.weakpoints.inline)
      if (wp.condition !== undefined)
        checkConditionForms(wp.condition, ["weakpoints", wp.index, "condition"], ctx, content);
    const attacks = resolveAttacks(monster, content, ctx);
    for (const ref of monster.specialAttacks) {
      if (ref.form === "inline") checkAttackRefs(ref.attack, ctx, ["special_attacks", ref.index], content);
    }
    for (const { key, attack } of attacks) {
      const ref = monster.specialAttacks.find((a) => a.key === key);
      if (ref?.form === "byid") checkAttackRefs(attack, ctx, ["special_attacks", ref.index], content);
      if (
        attack.kind === "gun" &&
        attack.ammoType !== undefined &&
        own(monster.startingAmmo, attack.ammoType) === undefined
      ) {
        // one real monster lacks it; it starts with no ammo.
        ctx.sink.warn(
          ctx.atMember("special_attacks", ref?.index ?? 0),
          "D5-starting_ammo",
          `the gun attack ${JSON.stringify(key)} uses ammo ${JSON.stringify(attack.ammoType)}, which starting_ammo does not give; it starts with none`,
        );
      }
    }
  },
  subcounts(monster) {
    return monster.specialAttacks.length > 0 ? ["with special_attacks"] : [];
  },
};

function readWhenHit(r: ObjectReader): SpecialWhenHit | undefined {
  const raw = r.raw("special_when_hit");
  if (raw === undefined) return undefined;
  if (
    !Array.isArray(raw) ||
    raw.length !== 2 ||
    typeof raw[0] !== "string" ||
    typeof raw[1] !== "number" ||
    !Number.isInteger(raw[1])
  ) {
    r.error(
      "special_when_hit",
      "D1-F-special_when_hit",
      `special_when_hit is [defense id, trigger chance integer], got ${describe(raw)}`,
    );
    return undefined;
  }
  const [id, chance] = raw as [string, number];
  if (!WHEN_HIT_IDS.includes(id)) {
    r.target.sink.error(
      r.at("special_when_hit", 0),
      "D1-when_hit-ids",
      `the defense must be one of ${WHEN_HIT_IDS.join(", ")}; got ${JSON.stringify(id)}`,
    );
    r.ok = false;
    return undefined;
  }
  if (chance < 0 || chance > 100) {
    r.target.sink.error(
      r.at("special_when_hit", 1),
      "D1-when_hit-chance",
      `the trigger chance is a percent from 0 to 100, got ${chance}`,
    );
    r.ok = false;
    return undefined;
  }
  return { id: id as WhenHitId, chance };
}

function readAbsorb(r: ObjectReader, keys: ReadonlySet<string>): AbsorbOptions {
  const materials = r.opt(
    ["absorb_materials", "absorb_material"],
    stringOrStrings,
    "D2-ABSORB_ITEMS-F-absorb_materials",
  );
  const options: AbsorbOptions = {
    moveCostPerMl: r.get("absorb_move_cost_per_ml", finiteNumber, 0.025, "D2-ABSORB_ITEMS-F-absorb_move_cost_per_ml"),
    moveCostMin: r.get("absorb_move_cost_min", stat, 1, "D2-ABSORB_ITEMS-F-absorb_move_cost_min"),
    moveCostMax: r.get("absorb_move_cost_max", stat, -1, "D2-ABSORB_ITEMS-F-absorb_move_cost_max"),
    mlPerHp: r.get("absorb_ml_per_hp", POSITIVE_STAT, 250, "D2-ABSORB_ITEMS-F-absorb_ml_per_hp"),
    materials,
    noMaterials: r.get("no_absorb_material", stringOrStrings, [], "D2-ABSORB_ITEMS-F-absorb_materials"),
    // ASSUMPTION (real engine default): SPLIT spends 200 moves.
    splitMoveCost: r.get("split_move_cost", nonNegativeStat, 200, "D2-ABSORB_ITEMS-F-absorb_materials"),
  };
  if (!keys.has("ABSORB_ITEMS")) {
    for (const m of ABSORB_MEMBERS)
      if (r.has(m)) r.warn(m, "D2-R1", `${m} configures ABSORB_ITEMS, which this monster does not use; ignored`);
  }
  if (!keys.has("SPLIT") && r.has("split_move_cost"))
    r.warn("split_move_cost", "D2-R1", "split_move_cost configures SPLIT, which this monster does not use; ignored");
  return options;
}

const POSITIVE_STAT = new t.Type<number, number, unknown>(
  "number > 0",
  (u): u is number => typeof u === "number",
  (u, c) => (typeof u === "number" && Number.isFinite(u) && u > 0 ? t.success(u) : t.failure(u, c)),
  t.identity,
);

/** `emit_fields` entries `{emit_id, delay}`; a malformed entry is left out (the member is lenient). */
function emitFieldsOf(v: unknown): readonly { readonly emit: string; readonly every: number }[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((e) => {
    if (!isJsonObject(e) || typeof own(e, "emit_id") !== "string") return [];
    const d = own(e, "delay");
    const parsed = d === undefined ? undefined : parseDuration(d);
    const every = parsed?.ok ? Math.min(Math.max(1, parsed.seconds), 1_000_000) : 1;
    return [{ emit: own(e, "emit_id") as string, every }];
  });
}

function lengthOf(v: unknown): number {
  return Array.isArray(v) ? v.length : 0;
}

function babyEggsOf(v: unknown): readonly string[] {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return [];
  const egg = (v as Record<string, unknown>)["baby_egg"];
  return typeof egg === "string" ? [egg] : [];
}

/** The game's defaults (pathfinding_settings): no planning beyond greedy steps, stairs allowed. */
const NO_PATHING: PathSettings = Object.freeze({
  maxDist: 0,
  maxLength: 0,
  bashStrength: 0,
  allowOpenDoors: false,
  avoidTraps: false,
  allowClimbStairs: true,
  avoidSharp: false,
});

/** `path_settings`, each member read leniently (a malformed one keeps the game's default). */
function pathSettingsOf(v: unknown): PathSettings {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return NO_PATHING;
  const o = v as Record<string, unknown>;
  const num = (k: string, d: number): number => {
    const x = o[k];
    return typeof x === "number" && Number.isFinite(x) ? x : d;
  };
  const bool = (k: string, d: boolean): boolean => {
    const x = o[k];
    return typeof x === "boolean" ? x : d;
  };
  const maxDist = num("max_dist", 0);
  return {
    maxDist,
    // The game's default route length is five times the distance.
    maxLength: num("max_length", maxDist * 5),
    bashStrength: num("bash_strength", 0),
    allowOpenDoors: bool("allow_open_doors", false),
    avoidTraps: bool("avoid_traps", false),
    allowClimbStairs: bool("allow_climb_stairs", true),
    avoidSharp: bool("avoid_sharp", false),
  };
}
