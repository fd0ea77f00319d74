/**
 * `cardreader` (B3): a card is a carried item with one of `flags` (PRESERVE_SPAWN_OMT cards only
 * within `omt_allowed_radius` overmap tiles of where they spawned, `vars.spawnOmt`). With a card
 * and a yes to the question (`query`, answers.confirm, default yes): 100 moves; `mapgen_id` runs
 * the update on the reader's overmap tile (once: a second use is redundant, X-11), otherwise every
 * tile within `radius` (Chebyshev, same level) whose terrain or furniture is a key of the change
 * maps is replaced; hostile ID_CARD_DESPAWN monsters on the reader's overmap tile vanish
 * (`despawn_monsters`); a change gives `success_msg` and uses one card (`consume_card`), no change
 * gives `redundant_msg` and uses none. Without a card (or declining), hacking is offered when
 * allowed: a literate examiner with an electrohack of 25+ charges (answers.hack, default yes) uses
 * 25 charges and on a seeded success turns every t_door_metal_locked within 3 tiles into
 * t_door_metal_c, whatever the reader's own settings (B3-cardreader-hack-ignores).
 */
import { statOf } from "../../../mechanics/effects/status.js";
import type { Draft } from "immer";
import type { CardreaderActor } from "../../../content/kinds/examine/types.js";
import { kill } from "../../../sim/creature_state.js";
import type { ItemStack, Point } from "../../../world/types.js";
import {
  around,
  carried,
  confirmed,
  omtOf,
  rule,
  say,
  setFurniture,
  setTerrain,
  setTileState,
  skill,
  stackFlags,
  take,
  tileOf,
  type ExamineCtx,
} from "../context.js";
import { applyUpdateMapgen } from "../mapgen.js";

export const HACK_RADIUS = 3;
export const HACK_CHARGES = 25;
export const ELECTROHACK = "electrohack";
export const GENERIC_QUERY = "Use a card on the reader?";

function spawnOmt(s: ItemStack): { x: number; y: number } | undefined {
  const v = s.vars?.["spawnOmt"];
  if (Array.isArray(v) && typeof v[0] === "number" && typeof v[1] === "number") return { x: v[0], y: v[1] };
  if (v && typeof v === "object" && !Array.isArray(v) && typeof (v as Record<string, unknown>)["x"] === "number") {
    const o = v as Record<string, number>;
    return { x: o["x"] as number, y: o["y"] as number };
  }
  return undefined;
}

/** The carried stacks usable as cards here, in carry order. */
export function validCards(ctx: ExamineCtx, a: CardreaderActor): ItemStack[] {
  const here = omtOf(ctx.pos);
  return carried(ctx).filter((s) => {
    const flags = stackFlags(ctx.sim, s);
    if (!a.flags.some((f) => flags.includes(f))) return false;
    if (a.omtAllowedRadius === null || !flags.includes("PRESERVE_SPAWN_OMT")) return true;
    const from = spawnOmt(s);
    if (!from) return true;
    return Math.max(Math.abs(from.x - here.x), Math.abs(from.y - here.y)) <= a.omtAllowedRadius;
  });
}

function despawn(ctx: ExamineCtx): void {
  const here = omtOf(ctx.pos);
  for (const id of ctx.sim.monsterIds()) {
    const m = ctx.sim.world.monsters[id];
    if (!m || m.dead || m.attitude !== "hostile") continue;
    const o = omtOf(m.pos);
    if (o.x !== here.x || o.y !== here.y || o.z !== here.z) continue;
    if (!(ctx.sim.content.monster.get(m.type)?.flags ?? []).includes("ID_CARD_DESPAWN")) continue;
    kill(ctx.sim, id, "despawned");
    rule(ctx, "despawned", { monster: id, type: m.type });
  }
}

function applyChanges(ctx: ExamineCtx, a: CardreaderActor): boolean {
  let changed = false;
  for (const p of around(ctx, ctx.pos, a.radius)) {
    const tile = tileOf(ctx, p);
    if (!tile) continue;
    const ter = Object.hasOwn(a.terrainChanges, tile.ter) ? a.terrainChanges[tile.ter] : undefined;
    if (ter !== undefined && setTerrain(ctx, p, ter)) changed = true;
    const furn =
      tile.furn !== undefined && Object.hasOwn(a.furnChanges, tile.furn) ? a.furnChanges[tile.furn] : undefined;
    if (furn !== undefined && setFurniture(ctx, p, furn)) changed = true;
  }
  return changed;
}

export function cardreader(ctx: ExamineCtx, a: CardreaderActor): void {
  const cards = validCards(ctx, a);
  if (cards.length > 0) {
    if (a.query) say(ctx, a.queryMsg ?? GENERIC_QUERY);
    if (!a.query || confirmed(ctx)) {
      ctx.c.moves -= 100;
      let opened: boolean;
      if (a.mapgenId !== undefined) {
        if (tileOf(ctx)?.state?.["activated"] === true) opened = false;
        else {
          opened = applyUpdateMapgen(ctx, a.mapgenId, omtOf(ctx.pos));
          if (opened) setTileState(ctx, ctx.pos, "activated", true);
        }
      } else {
        opened = applyChanges(ctx, a);
      }
      if (a.despawnMonsters) despawn(ctx);
      if (opened) {
        say(ctx, a.successMsg);
        const card = cards[0] as ItemStack;
        rule(ctx, "card_accepted", { card: card.id, consumed: a.consumeCard });
        if (a.consumeCard) take(ctx, card.id, 1);
      } else {
        say(ctx, a.redundantMsg);
        rule(ctx, "card_redundant", {});
      }
      return;
    }
    say(ctx, "You put the card away.");
  }
  tryHack(ctx, a, cards.length > 0);
}

function electrohack(ctx: ExamineCtx): Draft<ItemStack> | undefined {
  const found = ctx.c.inventory.find((s) => s.id === ELECTROHACK && (s.charges ?? 0) >= HACK_CHARGES);
  if (found) return found;
  const w = ctx.c.wielded;
  return w && w.id === ELECTROHACK && (w.charges ?? 0) >= HACK_CHARGES ? w : undefined;
}

function tryHack(ctx: ExamineCtx, a: CardreaderActor, hadCard: boolean): void {
  const tool = electrohack(ctx);
  const literate = !ctx.c.traits.includes("ILLITERATE");
  const canHack = tool !== undefined && literate;
  if (!a.allowHacking) {
    say(
      ctx,
      canHack
        ? "This card reader cannot be hacked."
        : hadCard
          ? "Nothing happens."
          : "You have no card this reader accepts.",
    );
    return;
  }
  if (!canHack) {
    say(ctx, hadCard ? "Nothing happens." : "You have no card this reader accepts.");
    return;
  }
  if (ctx.answers.hack === false) {
    say(ctx, "You leave the card reader alone.");
    return;
  }
  // Hacking: 25 charges, a seeded roll on computers skill and intelligence.
  tool.charges = (tool.charges ?? 0) - HACK_CHARGES;
  ctx.sim.emit({
    type: "rule",
    name: "charges_used",
    data: { who: ctx.who, item: ELECTROHACK, charges: HACK_CHARGES },
  });
  const chance = Math.min(95, Math.max(5, 40 + 10 * skill(ctx, "computer") + 5 * (statOf(ctx.sim, ctx.c, "int") - 8)));
  const success = ctx.sim.dice.int(1, 100) <= chance;
  rule(ctx, "hack", { success, chance });
  ctx.c.moves -= 500;
  if (!success) {
    say(ctx, "The card reader buzzes angrily; the hack fails.");
    return;
  }
  let opened = 0;
  for (const p of around(ctx, ctx.pos, HACK_RADIUS)) {
    if (tileOf(ctx, p)?.ter === "t_door_metal_locked" && setTerrain(ctx, p, "t_door_metal_c")) opened++;
  }
  say(
    ctx,
    opened > 0 ? "You activate the panel!  The nearby doors unlock." : "You activate the panel, but nothing happens.",
  );
}

export type { Point };
