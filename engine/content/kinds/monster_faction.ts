/**
 * Monster factions (the game's MONSTER_FACTION, src/monfaction.cpp): whom the monsters of a faction
 * hate, ignore, befriend or judge by their mood. A tolerant projection: the engine reads the
 * relations only (engine/mechanics/factions.ts walks them).
 */
import * as t from "io-ts";
import { stringOrStrings } from "../codec/common.js";
import { lenient, projection } from "../codec/tolerant.js";
import { own } from "../json/types.js";
import { minimalKind } from "./minimal.js";

export interface MonsterFaction {
  /** JSON `name`: the faction's id (the game's factions have no `id`; the root's name is ""). */
  readonly name: string;
  /** JSON `base_faction`: relations it does not state are its base faction's ("" or absent: the root). */
  readonly base: string;
  /** JSON `hate`: always attacked. */
  readonly hate: readonly string[];
  /** JSON `neutral`: never attacked. */
  readonly neutral: readonly string[];
  /** JSON `friendly`: never attacked, allies. */
  readonly friendly: readonly string[];
  /** JSON `by_mood`: attacked when the monster is angry enough and not afraid. */
  readonly byMood: readonly string[];
}

const names = lenient(stringOrStrings, [] as readonly string[]);

export const monsterFactionKind = minimalKind<MonsterFaction>({
  kind: "monster_faction",
  label: "monster factions",
  idsOf: (json) => {
    const name = own(json, "name");
    return typeof name === "string" ? [name] : [];
  },
  codec: projection(
    "monster faction",
    {
      name: t.string,
      base_faction: lenient(t.string, ""),
      hate: names,
      neutral: names,
      friendly: names,
      by_mood: names,
    },
    (o) => ({
      name: o.name,
      base: o.base_faction,
      hate: o.hate,
      neutral: o.neutral,
      friendly: o.friendly,
      byMood: o.by_mood,
    }),
  ),
});
