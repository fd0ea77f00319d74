/**
 * The fermenting vat and the compost tank (the game's fvat_empty / fvat_full and compost_empty /
 * compost_full, iexamine.cpp) work alike: one kind of input (an item with `brew_time` /
 * `compost_time`) is set in the container up to its capacity (50 L for a vat, 1000 L for a tank),
 * the cycle starts (the furniture becomes its `_full` form and the tile remembers the start turn),
 * and once the item's time has passed the input becomes its results (each unit gives the result's
 * multiplier), which are then taken out; the furniture returns to its `_empty` form.
 *
 * Items that do not belong (anything not convertible, a second kind) are moved to the examiner's
 * tile, as the game moves them off its NOITEM furniture. Liquids taken out go to the examiner's
 * inventory (the engine's liquids are counted units, as the water sources give them).
 */
import type { Conversion } from "../../../content/kinds/item.js";
import type { ItemStack } from "../../../world/types.js";
import { confirmed, dropAt, type ExamineCtx, give, rule, say, spend, take } from "../context.js";
import {
  durationText,
  elapsed,
  endProcess,
  itemName,
  itemsHere,
  otherForm,
  setItemsHere,
  startProcess,
  unitVolume,
} from "./station_common.js";

export interface Container {
  /** Millilitres. */
  readonly capacity: number;
  readonly conversion: (ctx: ExamineCtx, id: string) => Conversion | undefined;
  /** "vat", "tank". */
  readonly noun: string;
  /** What the input is called: "brew", "compost". */
  readonly input: string;
  /** "fermenting", "composting". */
  readonly cycle: string;
  /** "brewing", "composting". */
  readonly verb: string;
}

/** Moves what does not belong (non-inputs, a second kind of input) to the examiner's tile; returns the input. */
function sortOut(ctx: ExamineCtx, k: Container): ItemStack | undefined {
  let kept: ItemStack | undefined;
  const out: ItemStack[] = [];
  for (const s of itemsHere(ctx)) {
    if (k.conversion(ctx, s.id) !== undefined && (kept === undefined || kept.id === s.id))
      kept = kept ? { ...kept, count: kept.count + s.count } : { id: s.id, count: s.count };
    else out.push(s);
  }
  if (out.length === 0) return kept;
  setItemsHere(ctx, kept ? [kept] : []);
  for (const s of out) {
    say(ctx, `You remove ${itemName(ctx, s.id)} from the ${k.noun}.`);
    dropAt(ctx, ctx.c.pos, s);
  }
  return kept;
}

/** Inputs the examiner carries, by first appearance in the inventory. */
function carriedInputs(ctx: ExamineCtx, k: Container): string[] {
  const ids: string[] = [];
  for (const s of ctx.c.inventory) if (k.conversion(ctx, s.id) && !ids.includes(s.id)) ids.push(s.id);
  return ids;
}

function carriedCount(ctx: ExamineCtx, id: string): number {
  return ctx.c.inventory.filter((s) => s.id === id).reduce((n, s) => n + s.count, 0);
}

/** Units added until the container is full (the game adds one at a time and stops once full). */
function unitsToFill(ctx: ExamineCtx, k: Container, id: string, have: number, held: number): number {
  const uv = unitVolume(ctx, id);
  if (uv <= 0) return held;
  const room = k.capacity - have * uv;
  return Math.min(held, Math.max(1, Math.ceil(room / uv - 1e-9)));
}

function percent(ctx: ExamineCtx, k: Container, s: ItemStack): number {
  return Math.round((unitVolume(ctx, s.id) * s.count * 100) / k.capacity);
}

/**
 * The empty container. answers.item: which carried input to set in (default: the first carried);
 * answers.option with an input already inside: `add` (default when carrying more of it), `remove`
 * (take it out) or `start` (start the cycle; the default otherwise); answers.confirm: "Set X in
 * the vat?" with one kind carried and "Start the cycle?" after adding (default yes).
 */
export function fillContainer(ctx: ExamineCtx, k: Container): void {
  const inside = sortOut(ctx, k);
  let id: string;
  let have = 0;
  let start = false;
  if (inside === undefined) {
    say(ctx, `This ${k.noun} is empty.`);
    const kinds = carriedInputs(ctx, k);
    if (kinds.length === 0) return say(ctx, `You have no ${k.input} to put in.`);
    const chosen = ctx.answers.item ?? kinds[0];
    if (chosen === undefined || !kinds.includes(chosen))
      return say(ctx, `You carry no ${itemName(ctx, chosen ?? "")} that can go in the ${k.noun}.`);
    if (kinds.length === 1 && !confirmed(ctx)) return;
    id = chosen;
  } else {
    id = inside.id;
    have = inside.count;
    say(ctx, `This ${k.noun} contains ${itemName(ctx, id)} (${have}), ${percent(ctx, k, inside)}% full.`);
    const option = ctx.answers.option ?? (carriedCount(ctx, id) > 0 ? "add" : "start");
    if (option === "remove") {
      setItemsHere(ctx, []);
      give(ctx, inside);
      return say(ctx, `You take the ${itemName(ctx, id)} out of the ${k.noun}.`);
    }
    if (option === "start") start = true;
    else if (option !== "add") return say(ctx, "Never mind.");
  }
  let full = false;
  if (!start) {
    const held = carriedCount(ctx, id);
    if (held === 0) return say(ctx, `You have no more ${itemName(ctx, id)}.`);
    const n = take(ctx, id, unitsToFill(ctx, k, id, have, held));
    have += n;
    const now = { id, count: have };
    setItemsHere(ctx, [now]);
    spend(ctx, 20 * 100);
    full = unitVolume(ctx, id) * have >= k.capacity;
    say(ctx, `Set ${itemName(ctx, id)} in the ${k.noun}.`);
    say(ctx, `The ${k.noun} now contains ${itemName(ctx, id)} (${have}), ${percent(ctx, k, now)}% full.`);
    rule(ctx, "container_filled", { item: id, count: have, added: n, full });
    start = full || confirmed(ctx);
  }
  if (!start) return;
  const next = otherForm(ctx, "_empty", "_full");
  if (next === undefined) return;
  startProcess(ctx, next, { item: id, count: have });
  say(
    ctx,
    full
      ? `The ${k.noun} is full, so you close the lid and start the ${k.cycle} cycle.`
      : `You close the lid and start the ${k.cycle} cycle.`,
  );
  const time = k.conversion(ctx, id)?.time ?? 0;
  say(ctx, `The ${k.input} will be ready in ${durationText(time)}.`);
}

/**
 * The full container: before the input's time, a progress message; after it, answers.confirm
 * ("Finish brewing?", default yes) turns the input into its results (5 seconds); results that are
 * liquids are taken on the next examine into the inventory, which empties the container.
 */
export function emptyContainer(ctx: ExamineCtx, k: Container): void {
  const all = itemsHere(ctx);
  if (all.length === 0) {
    say(ctx, `The ${k.noun} is empty.`);
    return endProcess(ctx, otherForm(ctx, "_full", "_empty"));
  }
  const liquid = (s: ItemStack): boolean => ctx.sim.content.item.get(s.id)?.phase === "liquid";
  const solids = all.filter((s) => !liquid(s));
  if (solids.length > 0) {
    setItemsHere(
      ctx,
      all.filter((s) => liquid(s)),
    );
    for (const s of solids) {
      say(ctx, `You remove ${itemName(ctx, s.id)} from the ${k.noun}.`);
      dropAt(ctx, ctx.c.pos, s);
    }
  }
  const rest = all.filter((s) => liquid(s));
  const first = rest[0];
  if (first === undefined) return endProcess(ctx, otherForm(ctx, "_full", "_empty"));
  const conv = k.conversion(ctx, first.id);
  if (conv) {
    say(ctx, `There's a ${k.noun} of ${itemName(ctx, first.id)} set to ferment there.`);
    const left = conv.time - elapsed(ctx);
    if (left > 0) {
      rule(ctx, "process_progress", { left, time: conv.time });
      const hours = Math.floor(left / 3600);
      return say(
        ctx,
        hours < 1
          ? `It will finish ${k.verb} in less than an hour.`
          : `It will finish ${k.verb} in about ${hours} hour${hours === 1 ? "" : "s"}.`,
      );
    }
    if (!confirmed(ctx)) return;
    const results: ItemStack[] = Object.entries(conv.results)
      .filter(([, mult]) => mult > 0)
      .map(([id, mult]) => ({ id, count: Math.max(1, Math.floor(first.count * mult)) }));
    const missing = results.find((r) => !ctx.sim.content.item.has(r.id));
    if (missing) {
      ctx.sim.emit({
        type: "runtime_error",
        text: `${first.id} ${k.verb} result ${missing.id} is not loaded; the ${k.noun} keeps its ${first.id}`,
        rule: "REAL-examine-stations",
      });
      return;
    }
    setItemsHere(ctx, [...rest.slice(1), ...results]);
    spend(ctx, 5 * 100);
    rule(ctx, "process_done", { from: first.id, results: results.map((r) => [r.id, r.count]) });
    for (const r of results)
      if (ctx.sim.content.item.get(r.id)?.phase === "liquid")
        say(ctx, `The ${itemName(ctx, r.id)} is now ready for bottling.`);
    return;
  }
  say(ctx, `There's a ${k.noun} of ${itemName(ctx, first.id)} there.`);
  setItemsHere(ctx, rest.slice(1));
  give(ctx, first);
  if (rest.length === 1) {
    endProcess(ctx, otherForm(ctx, "_full", "_empty"));
    say(ctx, `You squeeze the last drops of ${itemName(ctx, first.id)} from the ${k.noun}.`);
  }
}
