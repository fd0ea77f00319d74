/**
 * Monsters that eat, absorb and fuse (D2-ABSORB_ITEMS and its fields, D2-SPLIT, D2-ABSORB_MEAT,
 * D2-EAT_CARRION, D2-EAT_CROP, D2-EAT_FOOD, D2-ZOMBIE_FUSE).
 */
import type { Draft } from "immer";
import type { AbsorbOptions } from "../../../content/kinds/monster.js";
import type { Item } from "../../../content/kinds/item.js";
import type { Sim } from "../../../sim/context.js";
import { kill } from "../../../sim/creature_state.js";
import { spawnMonster } from "../../../sim/spawn.js";
import { distance, tileAt } from "../../../world/grid.js";
import type { ItemStack, Monster, Point } from "../../../world/types.js";
import { effectsOf, livingMonster, monsterType, sizeOf, SIZE_PENALTY } from "../combat.js";
import {
  around,
  effect,
  freeAround,
  getVar,
  me,
  rule,
  say,
  scene,
  setFurniture,
  setVar,
  type Handler,
  type FamilyTable,
  withScene,
} from "./common.js";

export const ABSORB_MEAT = {
  moves: 100,
  mlPerHp: 100,
  volumeDivisor: 30,
  materials: ["flesh", "hflesh", "iflesh"],
} as const;
export const EAT = {
  moves: 100,
  funFloor: -20,
  stomachKey: "stomach",
  corpseKey: "corpse_damage",
  corpseBites: 4,
  carrionKcal: 100,
} as const;
export const ORGANIC = ["flesh", "hflesh", "iflesh", "veggy", "bone", "fish"] as const;
/** ZOMBIE_FUSE: 10 days without fusing again (D2-detail). */
export const ZOMBIE_FUSE = { moves: 200, effect: "grown_of_fuse", turns: 10 * 24 * 3600 } as const;

/** D2-ABSORB_ITEMS-F-*: the move cost of absorbing `ml`: floor(ml × per_ml) clamped to [min, max (−1: none)]. */
export function absorbMoveCost(o: AbsorbOptions, ml: number): number {
  let cost = Math.max(o.moveCostMin, Math.floor(ml * o.moveCostPerMl));
  if (o.moveCostMax !== -1) cost = Math.min(cost, o.moveCostMax);
  return cost;
}

/** D2-ABSORB_ITEMS-F-absorb_materials: any listed material qualifies; no_absorb_material never does. */
export function absorbable(o: AbsorbOptions, item: Item | undefined): boolean {
  const mats = item?.materials ?? [];
  if (mats.some((m) => o.noMaterials.includes(m))) return false;
  if (o.materials === undefined) return true;
  return mats.some((m) => (o.materials as readonly string[]).includes(m));
}

function takeItems(sim: Sim, p: Point, keep: (s: ItemStack) => boolean, who: string): ItemStack[] {
  const items = tileAt(sim.map(), p)?.items ?? [];
  const taken = items.filter((s) => !keep(s));
  if (taken.length === 0) return [];
  sim.editTile(p, (t) => {
    const rest = (t.items ?? []).filter((s) => keep(s as ItemStack));
    if (rest.length === 0) delete (t as { items?: unknown }).items;
    else (t as { items?: ItemStack[] }).items = rest as ItemStack[];
  });
  for (const s of taken) sim.emit({ type: "items_removed", pos: { ...p }, item: s.id, count: s.count, who });
  return taken;
}

/** Takes one item of the stack at index i from the tile. */
function takeOne(sim: Sim, p: Point, id: string, who: string): void {
  sim.editTile(p, (t) => {
    const list = (t.items ?? []) as Draft<ItemStack>[];
    const i = list.findIndex((s) => s.id === id);
    if (i < 0) return;
    const s = list[i] as Draft<ItemStack>;
    if (s.count > 1) s.count -= 1;
    else list.splice(i, 1);
    if (list.length === 0) delete (t as { items?: unknown }).items;
  });
  sim.emit({ type: "items_removed", pos: { ...p }, item: id, count: 1, who });
}

const absorbItems: Handler = (call) => {
  const s = scene(call);
  if (!s?.type) return false;
  const { sim } = call;
  const o = s.type.absorb;
  const here = tileAt(sim.map(), s.m.pos)?.items ?? [];
  if (!here.some((st) => absorbable(o, sim.content.item.get(st.id)))) return false;
  const taken = takeItems(sim, s.m.pos, (st) => !absorbable(o, sim.content.item.get(st.id)), call.monsterId);
  let ml = 0;
  for (const st of taken) ml += (sim.content.item.get(st.id)?.volume ?? 0) * st.count;
  const hp = Math.floor(ml / o.mlPerHp);
  const cost = absorbMoveCost(o, ml);
  s.m.hp += hp;
  s.m.moves -= cost;
  rule(sim, "absorbed", { who: call.monsterId, ml, hp, moves: cost });
  say(sim, `${me(sim, call.monsterId)} absorbs the items beneath it.`, call.monsterId);
  return true;
};

const split: Handler = (call) => {
  const s = scene(call);
  if (!s?.type) return false;
  const { sim } = call;
  const max = s.type.hp;
  if (s.m.hp < 2 * max) return false;
  const to = sim.dice.pick(freeAround(sim, s.m.pos, 1));
  if (!to) return false;
  const copy = spawnMonster(sim, s.m.type, to, { attitude: s.m.attitude, hp: max });
  s.m.hp -= max;
  s.m.moves -= s.type.absorb.splitMoveCost;
  rule(sim, "split", { who: call.monsterId, copy });
  say(sim, `${me(sim, call.monsterId)} splits in two!`, call.monsterId);
  return true;
};

/** D2-ABSORB_MEAT: the largest meat item (ml) a monster of this volume can take in. */
export function meatLimit(monsterVolumeMl: number): number {
  return Math.floor(monsterVolumeMl / ABSORB_MEAT.volumeDivisor);
}

const absorbMeat: Handler = (call) => {
  const s = scene(call);
  if (!s?.type) return false;
  const { sim } = call;
  const limit = meatLimit(s.type.volume);
  for (const p of [s.m.pos, ...around(sim, s.m.pos, 1)]) {
    for (const st of tileAt(sim.map(), p)?.items ?? []) {
      const item = sim.content.item.get(st.id);
      if (!item?.materials.some((m) => (ABSORB_MEAT.materials as readonly string[]).includes(m)) || item.volume > limit)
        continue;
      takeOne(sim, p, st.id, call.monsterId);
      const heal = Math.max(1, Math.floor(item.volume / ABSORB_MEAT.mlPerHp));
      s.m.hp = Math.min(s.type.hp, s.m.hp + heal);
      s.m.moves -= ABSORB_MEAT.moves;
      rule(sim, "absorbed", { who: call.monsterId, item: st.id, hp: heal });
      say(sim, `${me(sim, call.monsterId)} absorbs a piece of meat.`, call.monsterId);
      return true;
    }
  }
  return false;
};

function feed(sim: Sim, m: Draft<Monster>, kcal: number): void {
  if (!sim.content.monster.get(m.type)?.flags.includes("EATS")) return;
  const before = getVar(m, EAT.stomachKey);
  setVar(m, EAT.stomachKey, (typeof before === "number" ? before : 0) + kcal);
}

const eatCarrion = withScene((call, s, sim) => {
  for (const id of sim.monsterIds()) {
    const seen = sim.peekMonster(id);
    if (!seen?.dead || seen.vars?.["eaten"] === true || seen.pos.z !== s.m.pos.z || distance(seen.pos, s.m.pos) > 1)
      continue;
    const t = sim.content.monster.get(seen.type);
    if (!t?.materials.some((m) => (ORGANIC as readonly string[]).includes(m))) continue;
    const o = sim.world.monsters[id] as Draft<Monster>;
    const bites = (typeof getVar(o, EAT.corpseKey) === "number" ? (getVar(o, EAT.corpseKey) as number) : 0) + 1;
    setVar(o, EAT.corpseKey, bites);
    if (bites >= EAT.corpseBites) setVar(o, "eaten", true);
    feed(sim, s.m, EAT.carrionKcal);
    s.m.moves -= EAT.moves;
    rule(sim, "corpse_damaged", { corpse: id, by: call.monsterId, damage: bites, destroyed: bites >= EAT.corpseBites });
    say(sim, `${me(sim, call.monsterId)} gnaws on a corpse.`, call.monsterId);
    return true;
  }
  return false;
});

function isCrop(sim: Sim, furn: string | undefined): boolean {
  if (furn === undefined) return false;
  return sim.content.furniture.get(furn)?.flags.includes("PLANT") === true || furn.startsWith("f_plant");
}

const eatCrop = withScene((call, s, sim) => {
  for (const p of around(sim, s.m.pos, 1)) {
    const tile = tileAt(sim.map(), p);
    if (!tile || !isCrop(sim, tile.furn)) continue;
    setFurniture(sim, p, undefined);
    if (tile.items?.length || tile.state) {
      sim.editTile(p, (t) => {
        delete (t as { items?: unknown }).items;
        delete (t as { state?: unknown }).state;
      });
    }
    s.m.moves -= EAT.moves;
    rule(sim, "crop_eaten", { by: call.monsterId, pos: { x: p.x, y: p.y, z: p.z } });
    return true;
  }
  return false;
});

/** Food EAT_FOOD takes: a comestible that is not a seed, not fun below −20, not its own eggs. */
export function edible(item: Item | undefined, ownEggs: readonly string[]): boolean {
  if (!item || item.comestibleType === undefined || item.comestibleType === "MED") return false;
  if (item.seedData !== undefined || item.flags.includes("SEEDS") || item.id.startsWith("seed_")) return false;
  if (item.fun < EAT.funFloor) return false;
  return !ownEggs.includes(item.id);
}

const eatFood: Handler = (call) => {
  const s = scene(call);
  if (!s?.type) return false;
  const { sim } = call;
  const ownEggs = s.type.babyEggs ?? [];
  for (const p of [s.m.pos, ...around(sim, s.m.pos, 1)]) {
    for (const st of tileAt(sim.map(), p)?.items ?? []) {
      const item = sim.content.item.get(st.id);
      if (!edible(item, ownEggs)) continue;
      takeOne(sim, p, st.id, call.monsterId);
      feed(sim, s.m, item?.calories ?? 0);
      s.m.moves -= EAT.moves;
      rule(sim, "ate", { who: call.monsterId, item: st.id });
      return true;
    }
  }
  return false;
};

const SIZE_ORDER = Object.keys(SIZE_PENALTY);

const zombieFuse = withScene((call, s, sim) => {
  if (effectsOf(sim, call.monsterId).some((e) => e.id === ZOMBIE_FUSE.effect)) return false;
  const mySize = SIZE_ORDER.indexOf(sizeOf(sim, call.monsterId));
  for (const id of sim.monsterIds()) {
    if (id === call.monsterId) continue;
    const o = livingMonster(sim, id);
    if (!o || o.pos.z !== s.m.pos.z || distance(o.pos, s.m.pos) > 1 || o.attitude !== s.m.attitude) continue;
    if (!monsterType(sim, id)?.species.includes("ZOMBIE") || SIZE_ORDER.indexOf(sizeOf(sim, id)) > mySize) continue;
    const gained = Math.max(0, o.hp);
    kill(sim, id, call.monsterId);
    setVar(o, "eaten", true);
    s.m.hp += gained;
    s.m.moves -= ZOMBIE_FUSE.moves;
    effect(sim, call.monsterId, ZOMBIE_FUSE.effect, ZOMBIE_FUSE.turns);
    rule(sim, "fused", { who: call.monsterId, absorbed: id, hp: gained });
    say(sim, `${me(sim, call.monsterId)} absorbs a fellow zombie!`, call.monsterId);
    return true;
  }
  return false;
});

export const EATER_ATTACKS = {
  ABSORB_ITEMS: absorbItems,
  SPLIT: split,
  ABSORB_MEAT: absorbMeat,
  EAT_CARRION: eatCarrion,
  EAT_CROP: eatCrop,
  EAT_FOOD: eatFood,
  ZOMBIE_FUSE: zombieFuse,
} as const satisfies FamilyTable;
