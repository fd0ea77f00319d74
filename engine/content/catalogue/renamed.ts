/**
 * Members the game read once and reads today under another name. A mod written for an older game
 * still carries them; the edit distance to today's name is too large for a did-you-mean, so the
 * warning (MOD-unknown-member) names the new form instead (MOD-renamed-member).
 */
import { ITEM_TYPE_NAMES } from "./families.js";

/** Old damage-type words in a monster's `armor_<word>` members, by today's damage type id. */
const OLD_DAMAGE_WORDS: Readonly<Record<string, string>> = { fire: "heat", elec: "electric" };
/** Today's damage types (data/json/damage_types.json) that an `armor_<id>` member can name. */
const DAMAGE_TYPES: ReadonlySet<string> = new Set([
  "bash",
  "cut",
  "stab",
  "bullet",
  "acid",
  "electric",
  "heat",
  "cold",
  "biological",
  "pure",
]);
const ITEM_TYPES: ReadonlySet<string> = new Set(ITEM_TYPE_NAMES);

/**
 * An item's slot objects an older game read (src/item_factory.cpp: `relic_data`, `brewable`,
 * `compostable`, `milling`), by the subtype that reads their members at the item's top level
 * today (itype::load_slots). `seed_data` is not here: cdda-sim's item loader still reads it.
 */
const ITEM_SLOT_OBJECTS: Readonly<Record<string, string>> = {
  relic_data: "ARTIFACT",
  brewable: "BREWABLE",
  compostable: "COMPOSTABLE",
  milling: "MILLING",
};

/** A material's old `<word>_resist` members, by today's damage type id in its `resist` object. */
const MATERIAL_RESISTS: Readonly<Record<string, string>> = {
  bash_resist: "bash",
  cut_resist: "cut",
  acid_resist: "acid",
  fire_resist: "heat",
  bullet_resist: "bullet",
  elec_resist: "electric",
  biologic_resist: "biological",
  cold_resist: "cold",
};
/**
 * Types whose factory read the id from `ident` (src/material.cpp, profession.cpp, scenario.cpp:
 * `generic_factory<...>( "...", "ident" )`; start_location.cpp and skill.cpp read `ident` by
 * hand) and read `id` today.
 */
const IDENT_TYPES: ReadonlySet<string> = new Set(["material", "profession", "scenario", "start_location", "skill"]);

/**
 * Today's form of a member the game no longer reads, or undefined. Monsters: `melee_cut` became
 * `melee_damage` (2022) and `armor_bash`, `armor_cut`, ... became one `armor` object (2023);
 * items: `bashing` and `cutting` became `melee_damage`, `rot_spawn_chance` went into a `rot_spawn` object,
 * the slot objects (`relic_data`, `brewable`, ...) became `subtypes` whose members sit at the top
 * level; materials: `bash_resist`, `cut_resist`,
 * ... became one `resist` object (the damage types in JSON, 2023); `ident` became `id`; a start
 * location's one `target` overmap terrain became its `terrain` list; a faction's `food_supply`
 * number became its `fac_food_supply` calories and vitamins.
 */
export function renamedMember(type: string, member: string): string | undefined {
  if (member === "ident" && IDENT_TYPES.has(type)) return '"id"';
  if (type === "material") {
    const damage = MATERIAL_RESISTS[member];
    return damage === undefined ? undefined : `"resist": { "${damage}": ... }`;
  }
  if (type === "start_location" && member === "target") return '"terrain": [ ... ]';
  // src/faction.cpp faction_template once read a number of meals in `food_supply`.
  if (type === "faction" && member === "food_supply") return '"fac_food_supply" (calories and vitamins, not a number)';
  if (type === "MONSTER") {
    if (member === "melee_cut") return '"melee_damage": [ { "damage_type": "cut", "amount": ... } ]';
    const armor = /^armor_([a-z]+)$/.exec(member)?.[1];
    if (armor !== undefined) {
      const damage = OLD_DAMAGE_WORDS[armor] ?? armor;
      if (DAMAGE_TYPES.has(damage)) return `"armor": { "${damage}": ... }`;
    }
    return undefined;
  }
  if (ITEM_TYPES.has(type)) {
    if (member === "bashing") return '"melee_damage": { "bash": ... }';
    if (member === "cutting") return '"melee_damage": { "cut": ... }';
    // src/item_factory.cpp once read a group id in `rot_spawn` and its chance beside it.
    if (member === "rot_spawn_chance") return '"rot_spawn": { "group": ..., "chance": ... }';
    const slot = Object.hasOwn(ITEM_SLOT_OBJECTS, member) ? ITEM_SLOT_OBJECTS[member] : undefined;
    if (slot !== undefined) return `"subtypes": [ "${slot}" ] with the slot's members at the item's top level`;
  }
  return undefined;
}

/**
 * Why a member the game read once and reads no more has no today's form, or undefined: a
 * material's `edible` and `reinforces` (src/material.cpp read them until materials lost them) and a mutation
 * category's mutagen and IV serum doses and messages (src/mutation_data.cpp
 * mutation_category_trait::load read `iv_message`, `iv_min_mutations`, `mutagen_hunger`, ...;
 * today it reads the category's name, threshold, messages and vitamin only).
 */
export function retiredMember(type: string, member: string): string | undefined {
  if (type === "material" && (member === "edible" || member === "reinforces"))
    return "an older game read it; today nothing replaces it: drop it";
  if (
    type === "mutation_category" &&
    (/^iv_/.test(member) || /^mutagen_(hunger|thirst|pain|fatigue|morale)$/.test(member) || member === "junkie_message")
  )
    return "older games read it for the old mutagen and IV serum doses; today nothing replaces it: drop it";
  return undefined;
}

/**
 * The member an object is still known by under its old name, which the game reads with a message
 * asking for the new one: a monster group without `id` is named by `name` (src/mongroupdef.cpp
 * LoadMonsterGroup, "should be renamed id before 0.I stable").
 */
export const STILL_READ: Readonly<Record<string, { readonly member: string; readonly today: string }>> = {
  monstergroup: { member: "name", today: "id" },
};

/** The object's id as the game reads it, when it comes from a still-read old member. */
export function stillReadId(type: string, json: Readonly<Record<string, unknown>>): string | undefined {
  const old = Object.hasOwn(STILL_READ, type) ? STILL_READ[type] : undefined;
  if (old === undefined || typeof json[old.today] === "string") return undefined;
  const v = json[old.member];
  return typeof v === "string" ? v : undefined;
}
