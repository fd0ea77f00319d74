/**
 * Spawning an item group with the world's dice, as the game's item group rules do
 * (src/item_group.cpp: Item_group::create, Single_item_creator::create, Item_modifier::modify):
 *
 * - A collection rolls rng(0, 99) < prob for each entry in order; a distribution rolls
 *   rng(0, sum - 1) over the entries' weights and makes the one it lands on. An `event` entry
 *   keeps its weight but never spawns (the engine has no holidays): a roll landing on it falls
 *   through to the entry after it, as in the game.
 * - An entry's `count` (rng(min, max), else 1) repeats it: an item entry makes that many items, a
 *   group entry makes the group that many times.
 * - `charges` (rng(min, max); a missing min is 0, a missing max the most a container holds, else
 *   the item's default) set a count-by-charges item's charges (at least 1) or a tool's.
 * - Containers: `container-group` puts each item into its own container; `container-item` (and
 *   `entry-wrapper`), on an entry or a group, puts every item the entry or group made into one
 *   container; an item without either goes into its type's default `container`, unless the entry
 *   names `container-item: null`. `contents-item`/`contents-group` go inside each item.
 * - The items of a count-by-charges type made by one call merge into one stack of charges, as the
 *   game's map merges them when they are placed (map::add_item_or_charges).
 *
 * Not modelled: pocket capacities (every item fits its container, so `on_overflow` never acts),
 * damage, dirt, gun ammo and magazines, variants, artifacts, the ITEM_SPAWNRATE option (1: every
 * item spawns) and the random order the game gives items before packing them.
 */
import type { Content } from "../../content/load.js";
import type { Item } from "../../content/kinds/item.js";
import type { ItemGroup, ItemGroupEntry, ItemModifier, MinMax, SingleEntry } from "../../content/kinds/item_group.js";
import type { Dice } from "../../world/rng.js";
import type { ItemStack } from "../../world/types.js";

export interface SpawnCtx {
  readonly content: Pick<Content, "item" | "item_group">;
  readonly dice: Dice;
  /** Problems met (unknown ids, recursion), for the caller to report. */
  readonly notes: string[];
}

/** A made item before merging: a stack of one item (or of its charges). */
type Made = ItemStack;

/**
 * The most items one spawn makes. Each `count` is bounded at load (10,000), but groups nested in
 * groups multiply their counts: without a total, a chain of three would make 10^12 items.
 */
export const MAX_ITEMS_PER_SPAWN = 100_000;

// Items still allowed in the spawn under way, per context (a nested spawn shares its caller's).
const BUDGET = new WeakMap<SpawnCtx, { left: number }>();

/** The items `group` makes, merged into stacks in the order first made. */
export function spawnItemGroup(ctx: SpawnCtx, group: ItemGroup | string): ItemStack[] {
  const g = typeof group === "string" ? ctx.content.item_group.get(group) : group;
  if (!g) {
    ctx.notes.push(`item group ${JSON.stringify(group)} is not loaded; it places nothing`);
    return [];
  }
  const outer = !BUDGET.has(ctx);
  if (outer) BUDGET.set(ctx, { left: MAX_ITEMS_PER_SPAWN });
  try {
    return mergeStacks(ctx.content, createGroup(ctx, g, [g.id]));
  } finally {
    if (outer) BUDGET.delete(ctx);
  }
}

/** Takes one item from the spawn's budget; false (said once) when it is spent. */
function spend(ctx: SpawnCtx): boolean {
  const b = BUDGET.get(ctx);
  if (!b) return true;
  if (b.left === 0) return false;
  b.left--;
  if (b.left === 0)
    ctx.notes.push(`a spawn made ${MAX_ITEMS_PER_SPAWN} items, the most one spawn makes; the rest is not placed`);
  return true;
}

function createGroup(ctx: SpawnCtx, g: ItemGroup, rec: readonly string[]): Made[] {
  const out: Made[] = [];
  if (g.subtype === "collection") {
    for (const e of g.entries) if (ctx.dice.int(0, 99) < spawnProb(e)) out.push(...createEntry(ctx, e, rec));
  } else {
    const sum = g.entries.reduce((s, e) => s + e.prob, 0);
    if (sum > 0) {
      let p = ctx.dice.int(0, sum - 1);
      for (const e of g.entries) {
        p -= e.prob;
        if ((e.event !== undefined && spawnProb(e) === 0) || p >= 0) continue;
        out.push(...createEntry(ctx, e, rec));
        break;
      }
    }
  }
  return intoContainer(ctx, out, g.containerItem, g.id);
}

/** The probability in force: an event entry's is 0 (no holiday is ever on). */
const spawnProb = (e: ItemGroupEntry): number => (e.event !== undefined ? 0 : e.prob);

function createEntry(ctx: SpawnCtx, e: ItemGroupEntry, rec: readonly string[]): Made[] {
  // Narrowed by member: `kind` unions ("item" | "group") do not narrow the entry type.
  if (!("entries" in e)) return createSingleEntry(ctx, e, rec);
  const inline: ItemGroup = {
    id: `${rec[rec.length - 1] ?? "?"}/${e.kind}`,
    subtype: e.kind,
    entries: e.entries,
    containerItem: e.containerItem,
    onOverflow: e.onOverflow,
    sealed: e.sealed,
  };
  return createGroup(ctx, inline, rec);
}

function createSingleEntry(ctx: SpawnCtx, e: SingleEntry, rec: readonly string[]): Made[] {
  const m = e.modifier;
  const count = m ? roll(ctx, [m.count[0] === -1 ? 1 : m.count[0], m.count[1] === -1 ? 1 : m.count[1]]) : 1;
  const out: Made[] = [];
  for (let i = 0; i < count; i++) {
    if (BUDGET.get(ctx)?.left === 0) break;
    if (e.kind === "item") {
      if (!spend(ctx)) break;
      const made = createItem(ctx, e.id, m, e.containerItem === "null");
      if (made) out.push(made);
    } else {
      if (rec.includes(e.id)) {
        ctx.notes.push(`item group ${e.id} contains itself (${[...rec, e.id].join(" > ")}); stopped`);
        return out;
      }
      const g = ctx.content.item_group.get(e.id);
      if (!g) {
        ctx.notes.push(`item group ${JSON.stringify(e.id)} is not loaded; it places nothing`);
        return out;
      }
      const made = createGroup(ctx, g, [...rec, e.id]);
      out.push(...(m ? made.map((x) => modify(ctx, x, m, false)) : made));
    }
  }
  return intoContainer(ctx, out, e.containerItem, e.id);
}

const roll = (ctx: SpawnCtx, [lo, hi]: MinMax): number =>
  lo === hi ? lo : ctx.dice.int(Math.min(lo, hi), Math.max(lo, hi));

/** A new item of a type, modified (or put into its default container when the entry has no modifier). */
function createItem(ctx: SpawnCtx, id: string, m: ItemModifier | undefined, noContainer: boolean): Made | undefined {
  const type = ctx.content.item.get(id);
  if (!type) {
    ctx.notes.push(`item ${JSON.stringify(id)} is not loaded; it is not placed`);
    return undefined;
  }
  const item: Made = type.countByCharges
    ? { id, count: 1, charges: type.defaultCharges }
    : { id, count: 1, ...(type.charges !== undefined && isTool(type) ? { charges: type.charges } : {}) };
  if (m) return modify(ctx, item, m, noContainer);
  return noContainer ? item : inDefaultContainer(ctx, item, type);
}

const isTool = (t: Item): boolean => t.subtypes.includes("TOOL") || t.subtypes.includes("BATTERY");

/** Item_modifier::modify: charges, the container, the contents and the flags. */
function modify(ctx: SpawnCtx, item: Made, m: ItemModifier, noContainer: boolean): Made {
  const type = ctx.content.item.get(item.id);
  let out: Made = item;
  if (type && (m.charges[0] !== -1 || m.charges[1] !== -1)) {
    const lo = m.charges[0] === -1 ? 0 : m.charges[0];
    // A missing max would be the container's capacity; pocket capacities are not modelled, so
    // the item keeps its default charges as the most.
    const hi = m.charges[1] === -1 ? Math.max(lo, type.defaultCharges) : m.charges[1];
    const ch = roll(ctx, [Math.min(lo, hi), hi]);
    if (type.countByCharges) out = { ...out, charges: Math.max(1, ch) };
    else if (isTool(type) || type.charges !== undefined) out = { ...out, charges: ch };
  }
  if (m.contents.length > 0) {
    const inside = m.contents.flatMap((e) => createEntry(ctx, e, [item.id]));
    if (inside.length > 0) out = { ...out, contents: mergeStacks(ctx.content, [...(out.contents ?? []), ...inside]) };
  }
  if (m.flags.length > 0) out = { ...out, flags: [...new Set([...(out.flags ?? []), ...m.flags])].sort() };
  if (noContainer) return out;
  if (m.containerGroup !== undefined) {
    const g = ctx.content.item_group.get(m.containerGroup);
    const made = g ? createSingle(ctx, g) : undefined;
    if (!g) ctx.notes.push(`item group ${JSON.stringify(m.containerGroup)} is not loaded; no container`);
    return made ? { ...made, contents: [...(made.contents ?? []), out] } : out;
  }
  return type ? inDefaultContainer(ctx, out, type) : out;
}

/**
 * One item of a group (Item_group::create_single): the first collection entry that rolls, or the
 * distribution's pick; a group entry gives one item of its group, an inline group one of its own.
 */
function createSingle(ctx: SpawnCtx, g: ItemGroup, rec: readonly string[] = [g.id]): Made | undefined {
  const one = (e: ItemGroupEntry): Made | undefined => {
    if ("entries" in e) return createSingle(ctx, { ...g, subtype: e.kind, entries: e.entries }, rec);
    if (e.kind === "item") return createItem(ctx, e.id, undefined, true);
    const inner = ctx.content.item_group.get(e.id);
    if (!inner || rec.includes(e.id)) {
      ctx.notes.push(`item group ${JSON.stringify(e.id)} is not loaded or contains itself; no item`);
      return undefined;
    }
    return createSingle(ctx, inner, [...rec, e.id]);
  };
  if (g.subtype === "collection") {
    for (const e of g.entries) if (ctx.dice.int(0, 99) < spawnProb(e)) return one(e);
    return undefined;
  }
  const sum = g.entries.reduce((s, e) => s + e.prob, 0);
  if (sum <= 0) return undefined;
  let p = ctx.dice.int(0, sum - 1);
  for (const e of g.entries) {
    p -= e.prob;
    if ((e.event !== undefined && spawnProb(e) === 0) || p >= 0) continue;
    return one(e);
  }
  return undefined;
}

function inDefaultContainer(ctx: SpawnCtx, item: Made, type: Item): Made {
  const c = type.container;
  if (c === undefined || c === "null") return item;
  if (!ctx.content.item.has(c)) {
    ctx.notes.push(`container ${JSON.stringify(c)} of ${item.id} is not loaded; the item is placed bare`);
    return item;
  }
  return { id: c, count: 1, contents: [item] };
}

/** put_into_container: the items an entry or group made go into one container of `container`. */
function intoContainer(ctx: SpawnCtx, items: Made[], container: string | undefined, owner: string): Made[] {
  if (container === undefined || container === "null" || items.length === 0) return items;
  if (!ctx.content.item.has(container)) {
    ctx.notes.push(`container-item ${JSON.stringify(container)} of ${owner} is not loaded; the items are placed bare`);
    return items;
  }
  return [{ id: container, count: 1, contents: mergeStacks(ctx.content, items) }];
}

/**
 * Merges made items the way the map stacks them: count-by-charges items of one type add their
 * charges; other plain items of one type add their counts; items with contents, variables or
 * components stay apart.
 */
export function mergeStacks(content: Pick<Content, "item">, items: readonly ItemStack[]): ItemStack[] {
  const out: ItemStack[] = [];
  for (const it of items) {
    const byCharges = content.item.get(it.id)?.countByCharges ?? false;
    const i = out.findIndex(
      (o) =>
        o.id === it.id &&
        [o, it].every((x) => x.contents === undefined && x.vars === undefined && x.components === undefined) &&
        JSON.stringify(o.flags ?? []) === JSON.stringify(it.flags ?? []) &&
        (o.charges === undefined) === (it.charges === undefined) &&
        (byCharges || it.charges === undefined),
    );
    const o = out[i];
    if (i < 0 || !o) out.push(it);
    else
      out[i] = byCharges
        ? { ...o, charges: (o.charges ?? 0) + (it.charges ?? 0) }
        : { ...o, count: o.count + it.count };
  }
  return out;
}
