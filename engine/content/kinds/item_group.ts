/**
 * Item groups (`item_group`): the game's item spawn lists (doc/JSON/ITEM_SPAWN.md; the loading of
 * src/item_factory.cpp load_item_group and add_entry). A tolerant projection (G-15): a group is a
 * collection or a distribution of entries; an entry is an item, a group reference, or an inline
 * collection or distribution, with its probability and modifiers. Entries that do not read are
 * left out rather than failing the group. The same reader reads inline groups (a map update's
 * `place_items` `item` object, or an array of entries), so mapgen and the kind agree.
 *
 * Read: `subtype` (`collection`, `distribution`, `old` = distribution), `entries`, `items` and
 * `groups` (strings, `[id, prob]` pairs or entry objects; the three lists add up), `container-item`
 * (a string or `{item}`), `on_overflow`, `sealed`. Per entry: `prob` (default 100, clamped to 100
 * in a collection; 0 or less leaves the entry out), `count`, `charges` (a number, `[min, max]`,
 * or `-min`/`-max` members), `container-item`, `container-group`, `entry-wrapper`,
 * `contents-item`, `contents-group` (strings or arrays), `custom-flags`, `variant`, `event`,
 * `sealed`. Not read: `damage`, `dirt`, `ammo`/`magazine` chances, `ammo-item`, `artifact`,
 * `snippets`, `faults`, `variables`, `components`, `active` (the world's items do not carry them).
 */
import * as t from "io-ts";
import { isJsonObject, own, type Json, type JsonObject } from "../json/types.js";
import { minimalKind } from "./minimal.js";

/** `[min, max]`; -1 stands for "not given" as in the game's Item_modifier. */
export type MinMax = readonly [number, number];

/** What an item or group entry does to the items it makes (the game's Item_modifier). */
export interface ItemModifier {
  /** `count` (or `count-min`/`count-max`): how many times the entry spawns; [-1, -1] when absent (1). */
  readonly count: MinMax;
  /** `charges` (or `charges-min`/`charges-max`): [-1, -1] when absent. */
  readonly charges: MinMax;
  /** `container-group`: each made item goes into a container drawn from this group. */
  readonly containerGroup: string | undefined;
  /** `contents-item` and `contents-group`: items put inside each made item. */
  readonly contents: readonly ItemGroupEntry[];
  /** `custom-flags`: flags given to each made item. */
  readonly flags: readonly string[];
  /** JSON `variant`. */
  readonly variant: string | undefined;
}

interface EntryCommon {
  /** `prob`: percent in a collection, weight in a distribution. */
  readonly prob: number;
  /** `event`: a holiday; such an entry spawns only on that holiday, which the engine never has. */
  readonly event: string | undefined;
  /**
   * `container-item` or `entry-wrapper`: every item the entry makes goes into one container of this
   * type; `null` (the string) means none, overriding the items' default containers.
   */
  readonly containerItem: string | undefined;
  /** `on_overflow`: what happens to items that do not fit the container (`none`, `spill`, `discard`). */
  readonly onOverflow: string;
  /** JSON `sealed`. */
  readonly sealed: boolean;
}

/** An item or a group reference (the game's Single_item_creator). */
export interface SingleEntry extends EntryCommon {
  readonly kind: "item" | "group";
  /** `item` or `group`: the item type or the group id. */
  readonly id: string;
  /** The entry's modifiers; undefined when it has none (the game's plain Single_item_creator). */
  readonly modifier: ItemModifier | undefined;
}

/** An inline `collection` or `distribution` entry. */
export interface InlineGroupEntry extends EntryCommon {
  readonly kind: "collection" | "distribution";
  /** `collection` or `distribution`: the inline group's entries. */
  readonly entries: readonly ItemGroupEntry[];
}

export type ItemGroupEntry = SingleEntry | InlineGroupEntry;

export interface ItemGroup {
  /** JSON `id` (inline groups: a name for messages). */
  readonly id: string;
  /** `subtype`: `old` reads as `distribution`. */
  readonly subtype: "collection" | "distribution";
  /** `entries`, then `items`, then `groups`, in that order (as the game adds them). */
  readonly entries: readonly ItemGroupEntry[];
  /** JSON `container-item`. */
  readonly containerItem: string | undefined;
  /** JSON `on_overflow`. */
  readonly onOverflow: string;
  /** JSON `sealed`. */
  readonly sealed: boolean;
}

const isNum = (v: Json | undefined): v is number => typeof v === "number" && Number.isFinite(v);

/** The game's load_min_max: `name` as a number or `[min, max]`, then `name-min` / `name-max`. */
function minMax(o: JsonObject, name: string): MinMax | undefined {
  let lo = -1;
  let hi = -1;
  let any = false;
  const v = own(o, name);
  if (isNum(v)) {
    lo = hi = Math.trunc(v);
    any = true;
  } else if (Array.isArray(v) && v.length === 2 && isNum(v[0]) && isNum(v[1])) {
    lo = Math.trunc(v[0]);
    hi = Math.trunc(v[1]);
    any = true;
  }
  const min = own(o, `${name}-min`);
  const max = own(o, `${name}-max`);
  if (isNum(min)) {
    lo = Math.trunc(min);
    any = true;
  }
  if (isNum(max)) {
    hi = Math.trunc(max);
    any = true;
  }
  return any ? [lo, hi] : undefined;
}

const strings = (v: Json | undefined): string[] =>
  typeof v === "string" ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];

/** `container-item` as a string or `{item, variant}`. */
function containerOf(v: Json | undefined): string | undefined {
  if (typeof v === "string") return v;
  if (isJsonObject(v)) {
    const item = own(v, "item");
    return typeof item === "string" ? item : undefined;
  }
  return undefined;
}

function common(o: JsonObject, prob: number): EntryCommon {
  const event = own(o, "event");
  const overflow = own(o, "on_overflow");
  const sealed = own(o, "sealed");
  return {
    prob,
    event: typeof event === "string" && event !== "none" ? event : undefined,
    containerItem: containerOf(own(o, "container-item")) ?? containerOf(own(o, "entry-wrapper")),
    onOverflow: typeof overflow === "string" ? overflow : "none",
    sealed: typeof sealed === "boolean" ? sealed : true,
  };
}

function plainEntry(kind: "item" | "group", id: string, prob: number): ItemGroupEntry {
  return {
    kind,
    id,
    modifier: undefined,
    prob,
    event: undefined,
    containerItem: undefined,
    onOverflow: "none",
    sealed: true,
  };
}

/** One entry object (add_entry): an inline collection/distribution, an item or a group. */
function readEntry(o: JsonObject, depth: number): ItemGroupEntry | undefined {
  const p = own(o, "prob");
  const prob = isNum(p) ? Math.trunc(p) : 100;
  for (const kind of ["collection", "distribution"] as const) {
    const list = own(o, kind);
    if (list === undefined) continue;
    const entries =
      depth > 16 || !Array.isArray(list)
        ? []
        : list.flatMap((e) => (isJsonObject(e) ? (readEntry(e, depth + 1) ?? []) : []));
    return { kind, entries, ...common(o, prob) };
  }
  const item = own(o, "item");
  const group = own(o, "group");
  const kind = typeof item === "string" ? "item" : typeof group === "string" ? "group" : undefined;
  if (kind === undefined) return undefined;
  const id = (kind === "item" ? item : group) as string;
  const count = minMax(o, "count");
  const charges = minMax(o, "charges");
  const containerGroup = own(o, "container-group");
  const contents = [
    ...strings(own(o, "contents-item")).map((x) => plainEntry("item", x, 100)),
    ...strings(own(o, "contents-group")).map((x) => plainEntry("group", x, 100)),
  ];
  const flags = strings(own(o, "custom-flags"));
  const variant = own(o, "variant");
  const modified =
    count !== undefined ||
    charges !== undefined ||
    typeof containerGroup === "string" ||
    contents.length > 0 ||
    flags.length > 0 ||
    typeof variant === "string";
  const modifier: ItemModifier | undefined = modified
    ? {
        count: count ?? [-1, -1],
        charges: charges ?? [-1, -1],
        containerGroup: typeof containerGroup === "string" ? containerGroup : undefined,
        contents,
        flags,
        variant: typeof variant === "string" ? variant : undefined,
      }
    : undefined;
  return { kind, id, modifier, ...common(o, prob) };
}

/** A shortcut list member: a string (prob 100), an `[id, prob]` pair, or an entry object. */
function readShortcut(v: Json, kind: "item" | "group", depth: number): ItemGroupEntry | undefined {
  if (typeof v === "string") return plainEntry(kind, v, 100);
  if (Array.isArray(v) && typeof v[0] === "string") return plainEntry(kind, v[0], isNum(v[1]) ? Math.trunc(v[1]) : 100);
  if (isJsonObject(v)) return readEntry(v, depth);
  return undefined;
}

/**
 * Reads a group from its object (a defined group or an inline one) or, for an inline array, from
 * its entries with `defaultSubtype`. Entries with a probability of 0 or less are left out, and a
 * collection's are clamped to 100 (Item_group::add_entry).
 */
export function readItemGroup(v: Json, id: string, defaultSubtype: "collection" | "distribution"): ItemGroup {
  const clamp = (subtype: "collection" | "distribution", list: ItemGroupEntry[]): ItemGroupEntry[] =>
    list
      .filter((e) => e.prob > 0)
      .map((e) => (subtype === "collection" && e.prob > 100 ? { ...e, prob: 100 } : e))
      .map((e) =>
        e.kind === "collection" || e.kind === "distribution" ? { ...e, entries: clamp(e.kind, [...e.entries]) } : e,
      );
  if (Array.isArray(v)) {
    const entries = v.flatMap((e) => (isJsonObject(e) ? (readEntry(e, 0) ?? []) : []));
    return { id, subtype: defaultSubtype, entries: clamp(defaultSubtype, entries), ...groupExtras(undefined) };
  }
  if (!isJsonObject(v)) return { id, subtype: defaultSubtype, entries: [], ...groupExtras(undefined) };
  const raw = own(v, "subtype");
  const subtype = raw === "collection" ? "collection" : raw === undefined ? defaultSubtype : "distribution";
  const entries: ItemGroupEntry[] = [];
  const list = (name: string): readonly Json[] => {
    const x = own(v, name);
    return Array.isArray(x) ? x : [];
  };
  const add = (e: ItemGroupEntry | undefined): void => void (e && entries.push(e));
  for (const e of list("entries")) if (isJsonObject(e)) add(readEntry(e, 0));
  for (const e of list("items")) add(readShortcut(e, "item", 0));
  for (const e of list("groups")) add(readShortcut(e, "group", 0));
  return { id, subtype, entries: clamp(subtype, entries), ...groupExtras(v) };
}

function groupExtras(v: JsonObject | undefined): Pick<ItemGroup, "containerItem" | "onOverflow" | "sealed"> {
  if (!v) return { containerItem: undefined, onOverflow: "none", sealed: true };
  const overflow = own(v, "on_overflow");
  const sealed = own(v, "sealed");
  return {
    containerItem: containerOf(own(v, "container-item")),
    onOverflow: typeof overflow === "string" ? overflow : "none",
    sealed: typeof sealed === "boolean" ? sealed : true,
  };
}

const codec = new t.Type<ItemGroup, ItemGroup, unknown>(
  "item_group",
  (u): u is ItemGroup => isJsonObject(u),
  (u, c) => {
    if (!isJsonObject(u as Json)) return t.failure(u, c, "an item group object");
    const id = own(u as JsonObject, "id");
    if (typeof id !== "string") return t.failure(u, c, "an item group needs a string id");
    // A defined group without a subtype is the "old" format: a distribution.
    return t.success(readItemGroup(u as JsonObject, id, "distribution"));
  },
  t.identity,
);

export const itemGroupKind = minimalKind<ItemGroup>({ kind: "item_group", label: "item groups", codec });
