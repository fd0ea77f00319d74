/**
 * The member catalogue: for every object type of the game's format, the top-level members its
 * loaders accept (generated from the game's data, whose CI rejects members no loader reads, plus
 * extra.ts). A member outside it is a typo the game would report ("Invalid or misplaced field
 * name"); a member inside it that cdda-sim does not model is only a coverage note (G-6).
 */
import { MEMBERS as characters } from "./characters.js";
import { MEMBERS as crafting } from "./crafting.js";
import { MEMBERS as eocs } from "./eocs.js";
import { ANY_MEMBER_TYPES, EXTRA_MEMBERS } from "./extra.js";
import { ITEM_TYPE_NAMES } from "./families.js";
import { MEMBERS as items } from "./items.js";
import { MEMBERS as magic } from "./magic.js";
import { MEMBERS as map } from "./map.js";
import { MEMBERS as monsters } from "./monsters.js";
import { MEMBERS as other } from "./other.js";
import { LOADER_MEMBERS } from "../inherit.js";

/** Members every object may carry: the loader's own (inheritance) and comments. */
const LOADER_OWN: readonly string[] = ["id", ...LOADER_MEMBERS];

const ALL: Readonly<Record<string, readonly string[]>> = {
  ...characters,
  ...crafting,
  ...eocs,
  ...items,
  ...magic,
  ...map,
  ...monsters,
  ...other,
};

const cache = new Map<string, ReadonlySet<string> | undefined>();

/** The members a type accepts, or undefined for a type the game does not have. */
export function membersOf(type: string): ReadonlySet<string> | undefined {
  if (cache.has(type)) return cache.get(type);
  // The item factory reads every item type with one loader: legacy types take the members of ITEM.
  const key = ITEM_TYPE_NAMES.includes(type) ? "ITEM" : type;
  const listed = Object.hasOwn(ALL, key) ? ALL[key] : undefined;
  const extra = Object.hasOwn(EXTRA_MEMBERS, key) ? EXTRA_MEMBERS[key] : undefined;
  const set = listed || extra ? new Set([...LOADER_OWN, ...(listed ?? []), ...(extra ?? [])]) : undefined;
  cache.set(type, set);
  return set;
}

/** Every type the catalogue knows, sorted. */
export function knownTypes(): string[] {
  return [
    ...new Set([...Object.keys(ALL), ...Object.keys(EXTRA_MEMBERS), ...ANY_MEMBER_TYPES, ...ITEM_TYPE_NAMES]),
  ].sort();
}
