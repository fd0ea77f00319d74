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
 * Today's form of a member the game no longer reads, or undefined. Monsters: `melee_cut` became
 * `melee_damage` (2022) and `armor_bash`, `armor_cut`, ... became one `armor` object (2023);
 * items: `bashing` and `cutting` became `melee_damage`.
 */
export function renamedMember(type: string, member: string): string | undefined {
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
  }
  return undefined;
}
