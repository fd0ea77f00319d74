/**
 * `keg` (REAL-examine-keg; the game's iexamine.cpp keg and pour_into_keg): a keg, bathtub or tank
 * holding one liquid up to the furniture's `keg_capacity`. Anything else in it (solids, a second
 * liquid) is moved to the examiner's tile first.
 * Empty: answers.item picks the carried liquid (default the first carried), answers.confirm
 * ("Fill the keg with X?", asked when only one kind is carried; default yes); as much as fits goes
 * in (10 seconds).
 * Holding a liquid, answers.option: `dispense` (answers.amount units into the inventory, default
 * all), `drink` (as from a water source, answers.amount), `refill` (more of the same, 10 seconds)
 * or `examine` (how full it is). Default: `refill` when carrying more of it and there is room,
 * else `dispense`.
 */
import type { Furniture } from "../../../content/kinds/furniture.js";
import type { ItemStack } from "../../../world/types.js";
import { confirmed, dropAt, type ExamineCtx, give, rule, say, spend, take, menuOption } from "../context.js";
import { handleLiquid } from "../liquid.js";
import { itemName, itemsHere, setItemsHere, unitVolume } from "./station_common.js";

function isLiquid(ctx: ExamineCtx, id: string): boolean {
  return ctx.sim.content.item.get(id)?.phase === "liquid";
}

/** Keeps the first liquid (merged), moves everything else to the examiner's tile. */
function displace(ctx: ExamineCtx): ItemStack | undefined {
  let kept: ItemStack | undefined;
  const out: ItemStack[] = [];
  for (const s of itemsHere(ctx)) {
    if (isLiquid(ctx, s.id) && (kept === undefined || kept.id === s.id))
      kept = kept ? { ...kept, count: kept.count + s.count } : { id: s.id, count: s.count };
    else out.push(s);
  }
  if (out.length > 0) {
    setItemsHere(ctx, kept ? [kept] : []);
    for (const s of out) dropAt(ctx, ctx.c.pos, s);
  }
  return kept;
}

function carried(ctx: ExamineCtx, id: string): number {
  return ctx.c.inventory.filter((s) => s.id === id).reduce((n, s) => n + s.count, 0);
}

/** Pours carried units in until full; returns how many went in. */
function pour(ctx: ExamineCtx, id: string, have: number, cap: number): number {
  const uv = unitVolume(ctx, id);
  const held = carried(ctx, id);
  const room = uv > 0 ? Math.max(0, Math.ceil((cap - have * uv) / uv - 1e-9)) : held;
  const n = take(ctx, id, Math.min(held, room));
  setItemsHere(ctx, [{ id, count: have + n }]);
  spend(ctx, 10 * 100);
  return n;
}

export function keg(ctx: ExamineCtx): void {
  const name = ctx.def.name;
  const cap = (ctx.def as Furniture).kegCapacity ?? 0;
  if (cap <= 0) return say(ctx, `The ${name} holds no liquid.`);
  const inside = displace(ctx);
  if (inside === undefined) {
    say(ctx, "It is empty.");
    const kinds: string[] = [];
    for (const s of ctx.c.inventory) if (isLiquid(ctx, s.id) && !kinds.includes(s.id)) kinds.push(s.id);
    if (kinds.length === 0) return say(ctx, `You don't have any drinks to fill the ${name} with.`);
    const id = ctx.answers.item ?? kinds[0];
    if (id === undefined || !kinds.includes(id)) return say(ctx, `You carry no ${itemName(ctx, id ?? "")}.`);
    if (kinds.length === 1 && !confirmed(ctx)) return;
    const n = pour(ctx, id, 0, cap);
    const full = unitVolume(ctx, id) * n >= cap;
    rule(ctx, "keg_filled", { item: id, count: n, full });
    return say(ctx, `You ${full ? "completely fill" : "fill"} the ${name} with ${itemName(ctx, id)}.`);
  }
  const id = inside.id;
  const volume = unitVolume(ctx, id) * inside.count;
  const option = menuOption(ctx, carried(ctx, id) > 0 && volume < cap ? "refill" : "dispense");
  switch (option) {
    case "dispense": {
      const n = Math.min(inside.count, ctx.answers.amount ?? inside.count);
      if (n <= 0) return say(ctx, "Never mind.");
      setItemsHere(ctx, n < inside.count ? [{ id, count: inside.count - n }] : []);
      give(ctx, { id, count: n });
      spend(ctx, 100);
      if (n === inside.count) say(ctx, `You squeeze the last drops of ${itemName(ctx, id)} from the ${name}.`);
      return;
    }
    case "drink":
      handleLiquid(ctx, id, inside.count, true);
      return;
    case "refill": {
      if (volume >= cap) return say(ctx, `The ${name} is completely full.`);
      if (carried(ctx, id) < 1) return say(ctx, `You don't have any ${itemName(ctx, id)} to fill the ${name} with.`);
      const n = pour(ctx, id, inside.count, cap);
      rule(ctx, "keg_filled", { item: id, count: inside.count + n, added: n });
      return say(ctx, `You fill the ${name} with ${itemName(ctx, id)}.`);
    }
    case "examine":
      return say(ctx, `It contains ${itemName(ctx, id)} (${inside.count}), ${Math.round((volume * 100) / cap)}% full.`);
    default:
      return say(ctx, "Never mind.");
  }
}
