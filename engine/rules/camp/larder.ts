/**
 * The camp's larder as the current game keeps a faction's food supply (src/faction.cpp, tested in
 * tests/faction_camp_test.cpp): kcal and vitamins together, the perishable part by the time it
 * spoils. Distribute Food adds each item's kcal (after the spoilage factor) and its vitamins (not
 * reduced: the game multiplies only the calories); work takes kcal, and with them the same share
 * of every vitamin and of every perishable part ("withdraw 15 % of the calories, 15 % of the
 * vitamins"); a perishable part leaves the larder, kcal and vitamins, when its time comes.
 */
import type { Draft } from "immer";
import type { Sim } from "../../sim/context.js";
import { latest } from "../../world/peek.js";
import type { CampFood, CampState, LarderPart } from "./state.js";

type Vitamins = { [vitamin: string]: number };

export interface Nutrients {
  kcal: number;
  vitamins: Vitamins;
}

export function addVitamins(into: Vitamins, from: { readonly [vitamin: string]: number }, times = 1): void {
  for (const id of Object.keys(from).sort()) into[id] = (into[id] ?? 0) + (from[id] ?? 0) * times;
}

function minus(from: Vitamins, take: { readonly [vitamin: string]: number }): void {
  for (const id of Object.keys(take)) {
    const left = (from[id] ?? 0) - (take[id] ?? 0);
    if (left > 0) from[id] = left;
    else delete from[id];
  }
}

/** Puts food in the larder; `expires` the turn it spoils, undefined for food that keeps. */
export function stock(food: Draft<CampFood>, n: Nutrients, expires: number | undefined): void {
  food.kcal += n.kcal;
  if (Object.keys(n.vitamins).length > 0) {
    food.vitamins ??= {};
    addVitamins(food.vitamins, n.vitamins);
  }
  if (expires === undefined || n.kcal <= 0) return;
  const parts = (food.perishable ??= []) as Draft<LarderPart>[];
  const same = parts.find((p) => p.expires === expires);
  if (same) {
    same.kcal += n.kcal;
    if (Object.keys(n.vitamins).length > 0) addVitamins((same.vitamins ??= {}), n.vitamins);
  } else {
    parts.push({
      expires,
      kcal: n.kcal,
      ...(Object.keys(n.vitamins).length > 0 ? { vitamins: { ...n.vitamins } } : {}),
    });
    parts.sort((a, b) => a.expires - b.expires);
  }
}

/** The same share of each vitamin as `kcal` is of the larder's kcal, in whole units. */
function share(v: { readonly [vitamin: string]: number } | undefined, fraction: number): Vitamins {
  const out: Vitamins = {};
  for (const id of Object.keys(v ?? {}).sort()) {
    const n = Math.round((v?.[id] ?? 0) * fraction);
    if (n > 0) out[id] = n;
  }
  return out;
}

/** Takes `kcal` (no more than there is) and the same share of the vitamins and perishable parts. */
export function withdraw(food: Draft<CampFood>, kcal: number): Nutrients {
  const before = food.kcal;
  const taken = Math.min(kcal, before);
  if (taken <= 0) return { kcal: 0, vitamins: {} };
  const fraction = taken / before;
  const vitamins = share(food.vitamins, fraction);
  food.kcal = before - taken;
  if (food.vitamins) minus(food.vitamins, vitamins);
  for (const p of (food.perishable ?? []) as Draft<LarderPart>[]) {
    p.kcal -= p.kcal * fraction;
    if (p.vitamins) minus(p.vitamins, share(p.vitamins, fraction));
  }
  return { kcal: taken, vitamins };
}

/** The perishable parts whose time has come leave the larder (a `rule` event `food_spoiled` each turn some do). */
export function spoilLarders(sim: Sim): void {
  const camps = latest(latest(sim.world).camps);
  const ids = Object.keys(camps);
  if (ids.length === 0) return;
  const turn = sim.world.turn;
  for (const id of ids.sort()) {
    const first = latest(camps[id] as unknown as CampState).food?.perishable?.[0];
    if (first === undefined || first.expires > turn) continue;
    const food = (sim.world.camps[id] as unknown as Draft<CampState>).food as Draft<CampFood>;
    const parts = food.perishable as Draft<LarderPart>[];
    let kcal = 0;
    const vitamins: Vitamins = {};
    while (parts.length > 0 && (parts[0] as LarderPart).expires <= turn) {
      const p = parts.shift() as LarderPart;
      kcal += p.kcal;
      addVitamins(vitamins, p.vitamins ?? {});
    }
    if (parts.length === 0) delete food.perishable;
    const lost = Math.min(food.kcal, Math.round(kcal));
    food.kcal -= lost;
    if (food.vitamins) {
      minus(food.vitamins, vitamins);
      if (Object.keys(food.vitamins).length === 0) delete food.vitamins;
    }
    sim.emit({
      type: "rule",
      name: "food_spoiled",
      data: { camp: id, kcal: lost, vitamins: share(vitamins, 1), food: food.kcal },
    });
    sim.emit({ type: "message", text: `${lost} kcal of food in the larder of camp ${id} has spoiled.` });
  }
}
