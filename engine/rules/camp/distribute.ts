/**
 * Distribute Food (the game's `basecamp::distribute_food`): comestibles become kcal in the camp's
 * larder. The game takes what lies in the camp's food zones; headless, the food lies on the camp
 * center's overmap tile, or a character at the camp hands it over from their inventory.
 */
import { castDraft, type Draft } from "immer";
import type { Sim } from "../../sim/context.js";
import type { ItemStack, Json, Point } from "../../world/types.js";
import { expiresAt, refusal, stackKcal, stackVitamins, unitsOf } from "./food.js";
import { addVitamins, stock } from "./larder.js";
import { hasPantry } from "./provides.js";
import { atCamp, OMT, type CampState } from "./state.js";

export interface DistributeArgs {
  /** A character at the camp handing food from their inventory; absent: the food on the camp's tile. */
  readonly who?: string;
  /** At most this many units of these items; absent: all the food there is. */
  readonly items?: { readonly [id: string]: number };
}

interface Taken {
  kcal: number;
  taken: Json[];
  left: Json[];
  /** What goes into the larder, by the turn it spoils ("keeps": never). */
  parts: Map<number | "keeps", { kcal: number; vitamins: { [vitamin: string]: number } }>;
}

function part(t: Taken, key: number | "keeps"): { kcal: number; vitamins: { [vitamin: string]: number } } {
  let p = t.parts.get(key);
  if (!p) t.parts.set(key, (p = { kcal: 0, vitamins: {} }));
  return p;
}

/** Takes the food of a list of stacks (mutating it) and counts its kcal. */
function takeFrom(sim: Sim, list: Draft<ItemStack>[], pantry: boolean, limit: DistributeArgs["items"]): Taken {
  const out: Taken = { kcal: 0, taken: [], left: [], parts: new Map() };
  const budget = limit ? { ...limit } : undefined;
  for (let i = 0; i < list.length; ) {
    const s = list[i] as Draft<ItemStack>;
    const item = sim.content.item.get(s.id);
    const why = refusal(item, s);
    const want = budget ? (budget[s.id] ?? 0) : unitsOf(s);
    if (why !== undefined || want <= 0) {
      if (why !== undefined && why !== "not food" && (!budget || budget[s.id] !== undefined))
        out.left.push([s.id, why]);
      i++;
      continue;
    }
    const units = Math.min(want, unitsOf(s));
    const portion: ItemStack = s.charges !== undefined ? { ...s, charges: units } : { ...s, count: units };
    const kcal = stackKcal(sim.content, portion, pantry);
    if (kcal <= 0) {
      // The game keeps food whose kcal come to nothing (low calories, high rot).
      out.left.push([s.id, "no calories"]);
      i++;
      continue;
    }
    out.kcal += kcal;
    out.taken.push([s.id, units, kcal]);
    const into = part(out, expiresAt(item, sim.world.turn) ?? "keeps");
    into.kcal += kcal;
    addVitamins(into.vitamins, stackVitamins(sim.content, portion));
    if (budget) budget[s.id] = want - units;
    if (units >= unitsOf(s)) {
      list.splice(i, 1);
      continue;
    }
    if (s.charges !== undefined) s.charges -= units;
    else s.count -= units;
    i++;
  }
  return out;
}

/** The tiles of the camp center's overmap tile, row by row. */
function centerTiles(camp: CampState): Point[] {
  const e = camp.expansions["center"];
  if (!e) return [];
  const out: Point[] = [];
  for (let y = 0; y < OMT; y++)
    for (let x = 0; x < OMT; x++) out.push({ x: e.omt.x * OMT + x, y: e.omt.y * OMT + y, z: camp.z });
  return out;
}

export function distributeFood(sim: Sim, camp: Draft<CampState>, a: DistributeArgs): number {
  const pantry = hasPantry(camp as CampState);
  const all: Taken = { kcal: 0, taken: [], left: [], parts: new Map() };
  const add = (t: Taken): void => {
    all.kcal += t.kcal;
    all.taken.push(...t.taken);
    all.left.push(...t.left);
    for (const [key, p] of t.parts) {
      const into = part(all, key);
      into.kcal += p.kcal;
      addVitamins(into.vitamins, p.vitamins);
    }
  };
  if (a.who !== undefined) {
    const c = sim.world.characters[a.who];
    if (!c || c.dead) sim.refuse(`no living character ${JSON.stringify(a.who)}`);
    if (!atCamp(camp as CampState, c.pos))
      sim.refuse(`${a.who} is not at camp ${JSON.stringify(camp.id)} (on its center or an expansion)`);
    add(takeFrom(sim, c.inventory as Draft<ItemStack>[], pantry, a.items));
  } else {
    const map = sim.map();
    for (const p of centerTiles(camp as CampState)) {
      const stacks = map.levels.find((l) => l.z === p.z)?.rows[p.y]?.[p.x]?.items;
      if (!stacks || stacks.length === 0) continue;
      sim.editTile(p, (tile) => {
        const list = (tile.items ?? []) as Draft<ItemStack>[];
        add(takeFrom(sim, list, pantry, a.items));
        if (list.length === 0) delete tile.items;
        else tile.items = castDraft(list);
      });
    }
  }
  if (all.kcal <= 0)
    sim.refuse(
      `No suitable items are located at the drop points${a.who !== undefined ? ` (${a.who}'s inventory)` : " (the camp center's tile)"}${all.left.length ? `: ${all.left.map((x) => (x as string[]).join(" ")).join(", ")}` : ""}`,
    );
  if (camp.food === undefined) camp.food = { kcal: 0 };
  const vitamins: { [vitamin: string]: number } = {};
  // Keeping food first, then by spoiling turn: the order the larder's parts are kept in.
  const keys = [...all.parts.keys()].sort((a, b) => (a === "keeps" ? -1 : b === "keeps" ? 1 : a - b));
  for (const key of keys) {
    const p = all.parts.get(key) as { kcal: number; vitamins: { [vitamin: string]: number } };
    stock(camp.food, p, key === "keeps" ? undefined : key);
    addVitamins(vitamins, p.vitamins);
  }
  sim.emit({
    type: "rule",
    name: "food_distributed",
    data: {
      camp: camp.id,
      kcal: all.kcal,
      food: camp.food.kcal,
      taken: all.taken,
      left: all.left,
      ...(Object.keys(vitamins).length > 0 ? { vitamins } : {}),
    },
  });
  sim.emit({ type: "message", text: `You distribute ${all.kcal} kcal worth of food to your companions.` });
  return all.kcal;
}
