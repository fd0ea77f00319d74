/**
 * What several of the real game's "misc" examine actions share (src/iexamine.cpp): where the
 * examiner stands (outside or not, which way the tile lies), cash cards and the bank account,
 * and the electronic hacking of card readers, gun safes and gas consoles.
 */
import { statOf } from "../../../mechanics/effects/status.js";
import type { Draft } from "immer";
import { DIRECTIONS, distance, euclidean, type Direction } from "../../../world/grid.js";
import type { ItemStack, Point } from "../../../world/types.js";
import { readVar, writeVar } from "../../../sim/vars.js";
import { canSee } from "../../../sim/terrain.js";
import { activity, copy, hasTrait, rule, say, spend, tileOf, type ExamineCtx } from "../context.js";

/** The game's map::is_outside: neither the terrain nor the furniture of the tile has INDOORS. */
export function isOutside(ctx: ExamineCtx, p: Point): boolean {
  const tile = tileOf(ctx, p);
  if (!tile) return true;
  if (ctx.sim.content.terrain.get(tile.ter)?.flags.includes("INDOORS")) return false;
  const furn = tile.furn !== undefined ? ctx.sim.content.furniture.get(tile.furn) : undefined;
  return !furn?.flags.includes("INDOORS");
}

/** The compass direction of a neighbouring tile `to` seen from `from` (undefined: the same tile). */
export function directionTo(from: Point, to: Point): Direction | undefined {
  const dx = Math.sign(to.x - from.x);
  const dy = Math.sign(to.y - from.y);
  for (const [name, [x, y]] of Object.entries(DIRECTIONS)) if (x === dx && y === dy) return name as Direction;
  return undefined;
}

/** The game's rl_dist: Chebyshev, or Euclidean (rounded down) with the circular-distance setting. */
export function rlDist(ctx: ExamineCtx, a: Point, b: Point): number {
  return ctx.sim.world.settings.trigdist ? Math.floor(euclidean(a, b)) : distance(a, b);
}

/** Whether the tile's own definition (furniture or terrain) has a flag. */
export function tileHasFlag(ctx: ExamineCtx, p: Point, flag: string): boolean {
  const tile = tileOf(ctx, p);
  if (!tile) return false;
  if (ctx.sim.content.terrain.get(tile.ter)?.flags.includes(flag)) return true;
  return tile.furn !== undefined && ctx.sim.content.furniture.get(tile.furn)?.flags.includes(flag) === true;
}

// ---------------------------------------------------------------------------------------------
// Money: a cash card's balance is its charges (cents, the game's `money` ammo); a stack of cards
// holds the sum. The bank account (the game's Character::cash) is the character variable
// `bank_account`, in cents, which effects on condition read as u_bank_account.

export const CASH_CARD = "cash_card";
/** A card holds up to $2,000,000 (the game's money ammo restriction). */
export const CARD_CAPACITY = 200_000_000;
export const BANK_ACCOUNT = "bank_account";

/** The examiner's cash card stacks (inventory first, then the wielded one), as drafts. */
export function cardStacks(ctx: ExamineCtx): Draft<ItemStack>[] {
  const out = ctx.c.inventory.filter((s) => s.id === CASH_CARD);
  if (ctx.c.wielded?.id === CASH_CARD) out.push(ctx.c.wielded);
  return out;
}

export function cardCount(ctx: ExamineCtx): number {
  return cardStacks(ctx).reduce((n, s) => n + s.count, 0);
}

export function cardBalance(ctx: ExamineCtx): number {
  return cardStacks(ctx).reduce((n, s) => n + Math.max(0, s.charges ?? 0), 0);
}

/** Takes cents off the cards, richest stack first; returns how much was taken. */
export function chargeCards(ctx: ExamineCtx, cents: number): number {
  let left = cents;
  for (const s of [...cardStacks(ctx)].sort((a, b) => (b.charges ?? 0) - (a.charges ?? 0))) {
    const take = Math.min(left, Math.max(0, s.charges ?? 0));
    s.charges = (s.charges ?? 0) - take;
    left -= take;
  }
  const taken = cents - left;
  if (taken > 0) rule(ctx, "cards_charged", { who: ctx.who, cents: taken, balance: cardBalance(ctx) });
  return taken;
}

/** Puts cents onto the cards, richest first, up to each card's capacity; returns how much went on. */
export function creditCards(ctx: ExamineCtx, cents: number): number {
  let left = cents;
  for (const s of [...cardStacks(ctx)].sort((a, b) => (b.charges ?? 0) - (a.charges ?? 0))) {
    const room = Math.max(0, CARD_CAPACITY * s.count - (s.charges ?? 0));
    const put = Math.min(left, room);
    s.charges = (s.charges ?? 0) + put;
    left -= put;
  }
  const put = cents - left;
  if (put > 0) rule(ctx, "cards_credited", { who: ctx.who, cents: put, balance: cardBalance(ctx) });
  if (left > 0) say(ctx, "All cash cards at maximum capacity.");
  return put;
}

const scope = (ctx: ExamineCtx) => ({ u: ctx.who, npc: null, context: {} });

export function bankAccount(ctx: ExamineCtx): number {
  const v = readVar(ctx.sim, scope(ctx), { kind: "u", name: BANK_ACCOUNT });
  return typeof v === "number" ? v : 0;
}

export function setBankAccount(ctx: ExamineCtx, cents: number): void {
  writeVar(ctx.sim, scope(ctx), { kind: "u", name: BANK_ACCOUNT }, cents);
}

/** "$12.34" (the game's format_money). */
export function money(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const a = Math.abs(cents);
  return `${sign}$${Math.floor(a / 100)}.${String(a % 100).padStart(2, "0")}`;
}

// ---------------------------------------------------------------------------------------------
// Hacking (src/iexamine.cpp try_start_hacking; src/activity_actor.cpp hack_attempt and
// hacking_activity_actor::finish): an electrohack with 25 charges or the bio_fingerhack bionic
// (a trait or flag here: bionic power is not modelled), then a 5 minute activity and a roll.

export const ELECTROHACK = "electrohack";
export const FINGERHACK = "bio_fingerhack";
export const HACK_CHARGES = 25;
export const HACK_SECONDS = 5 * 60;
/** The alarm of a failed hack is heard this far (the game's MAX_VIEW_DISTANCE). */
export const ALARM_VOLUME = 60;

export type HackResult = "fail" | "nothing" | "success";

function electrohack(ctx: ExamineCtx): Draft<ItemStack> | undefined {
  const found = ctx.c.inventory.find((s) => s.id === ELECTROHACK && (s.charges ?? 0) >= HACK_CHARGES);
  if (found) return found;
  const w = ctx.c.wielded;
  return w && w.id === ELECTROHACK && (w.charges ?? 0) >= HACK_CHARGES ? w : undefined;
}

/** Can the examiner hack at all (the gas console only offers it then)? */
export function canHack(ctx: ExamineCtx): boolean {
  return !hasTrait(ctx, "ILLITERATE") && (electrohack(ctx) !== undefined || hasTrait(ctx, FINGERHACK));
}

/** A normally distributed roll from the world's PRNG (the game's normal_roll), by Box-Muller. */
export function normalRoll(ctx: ExamineCtx, mean: number, sd: number): number {
  const u1 = Math.max(Number.MIN_VALUE, ctx.sim.dice.float());
  const u2 = ctx.sim.dice.float();
  return mean + sd * Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

function useCharges(ctx: ExamineCtx, tool: Draft<ItemStack>, n: number): void {
  const used = Math.min(n, tool.charges ?? 0);
  tool.charges = (tool.charges ?? 0) - used;
  if (used > 0) rule(ctx, "charges_used", { who: ctx.who, item: ELECTROHACK, charges: used });
}

/**
 * Runs a hack to its end: the tool is chosen (answers.item `bio_fingerhack` picks the bionic when
 * both are there; default the electrohack), 25 charges are paid, the 5 minute activity is spent,
 * and the roll ceil(normal(computer + int / 2 - 8, 5)) decides: below 0 a short circuit (25 more
 * charges, 50 more below -5) and an alarm; below 6 nothing; otherwise success, which the caller
 * applies. Undefined: no hack was started (a message says why), or it has just started: the
 * activity runs over turns and the caller runs again to finish it (../activity.ts).
 */
export function hack(ctx: ExamineCtx): HackResult | undefined {
  if (hasTrait(ctx, "ILLITERATE")) {
    say(ctx, "You cannot read!");
    return undefined;
  }
  const tool = electrohack(ctx);
  const bionic = hasTrait(ctx, FINGERHACK);
  if (!tool && !bionic) {
    say(ctx, "You don't have a hacking tool with enough charges!");
    return undefined;
  }
  const useBionic = bionic && (!tool || ctx.answers.item === FINGERHACK);
  if (!activity(ctx, "hack", HACK_SECONDS)) return undefined;
  if (!useBionic && tool) useCharges(ctx, tool, HACK_CHARGES);
  const level = skillOf(ctx, "computer") + Math.floor(statOf(ctx.sim, ctx.c, "int") / 2) - 8;
  const roll = Math.ceil(normalRoll(ctx, level, 5));
  const result: HackResult = roll < 0 ? "fail" : roll < 6 ? "nothing" : "success";
  rule(ctx, "hack", { tool: useBionic ? FINGERHACK : ELECTROHACK, level, roll, result });
  if (result === "fail") {
    say(ctx, "You cause a short circuit!");
    if (!useBionic && tool) useCharges(ctx, tool, roll <= -5 ? 3 * HACK_CHARGES : HACK_CHARGES);
    ctx.sim.emit({
      type: "sound",
      description: "an alarm sound!",
      volume: ALARM_VOLUME,
      pos: copy(ctx.c.pos),
      source: ctx.who,
    });
  } else if (result === "nothing") {
    say(ctx, "You fail the hack, but no alarms are triggered.");
  }
  return result;
}

function skillOf(ctx: ExamineCtx, id: string): number {
  return ctx.c.skills[id] ?? 0;
}

/** Whether to go on with a hack the game asks about ("Attempt to hack ...?"): answers.hack, default yes. */
export function wantsHack(ctx: ExamineCtx): boolean {
  return ctx.answers.hack ?? true;
}

// ---------------------------------------------------------------------------------------------
// Peeking (src/game.cpp game::peek): the examiner looks from the examined tile for a moment.

/** Moves a peek takes (game::peek). */
export const PEEK_MOVES = 200;

/** Looks from `from`: a `peek` rule event lists the creatures seen from there (sorted ids). */
export function peek(ctx: ExamineCtx, from: Point): void {
  const map = ctx.sim.map();
  const sees = (p: Point) => p.z === from.z && canSee(ctx.sim.content, map, from, p);
  const characters = Object.keys(ctx.sim.world.characters)
    .sort()
    .filter((id) => {
      const c = ctx.sim.world.characters[id];
      return id !== ctx.who && c !== undefined && !c.dead && sees(c.pos);
    });
  const monsters = ctx.sim.monsterIds().filter((id) => {
    const m = ctx.sim.world.monsters[id];
    return m !== undefined && !m.dead && sees(m.pos);
  });
  spend(ctx, PEEK_MOVES);
  rule(ctx, "peek", { from: [from.x, from.y, from.z], characters, monsters });
}

/** The examine context with no menu answer (for handing over to another action's menu). */
export function withoutOption(ctx: ExamineCtx): ExamineCtx {
  const { option: _drop, ...answers } = ctx.answers;
  return { ...ctx, answers };
}
