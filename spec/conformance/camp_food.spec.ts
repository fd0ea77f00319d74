// Conformance: the camp's larder on the real game data (issue 19 item 1, done-when: "a camp with too
// little food cannot start an expensive upgrade and can after Distribute Food").
// New requirement IDs:
//   REAL-camp-food       Distribute Food on the real data credits the real items' `calories` (x spoilage)
//   REAL-camp-kcal-gate  a real camp short of food is refused its costliest first upgrade; after Distribute
//                        Food it starts, and its larder goes down by time_to_food(to_workdays(time), exertion)
//   REAL-camp-components a real crafted food carrying real components is worth what they are
//   REAL-camp-vitamins   the real items' vitamins go into the larder in the real vitamins' units, and
//                        perishable food leaves it when its real shelf life ends
//   REAL-camp-faction-food a camp founded without `food` (and not unlimited) starts its larder from the
//                        player's faction's `fac_food_supply` (faction your_followers: 0 kcal)
import { expect } from "chai";
import type { Content } from "../../engine/content/load.js";
import { missionEntries } from "../../engine/rules/camp/availability.js";
import { missionKcal } from "../../engine/rules/camp/food.js";
import { findMission } from "../../engine/rules/camp/availability.js";
import { emptyWorld } from "../../engine/rules/camp/walk.js";
import type { CampState, ExpansionState } from "../../engine/rules/camp/state.js";
import { step } from "../../engine/step/step.js";
import type { Action } from "../../engine/step/actions/index.js";
import type { ItemStack, World } from "../../engine/world/types.js";
import { beforeReal } from "../support/load.js";

const BASE = "faction_base_modular_hub_field_0";

function ok(w: World, a: Action, c: Content): ReturnType<typeof step> {
  const r = step(w, a, c);
  expect(r.refused, `${a.type}: ${r.refused}`).to.equal(undefined);
  return r;
}

function campOf(w: World): CampState {
  return w.camps["base"] as unknown as CampState;
}

/**
 * The real modular field camp founded on an empty overmap tile, tracking food from 0 kcal (given,
 * or by default from the player's faction's supply); `unlimited` camps do not track it.
 */
function foundReal(c: Content, how: { food?: number; unlimited?: boolean } = { food: 0 }): World {
  const a: Action = {
    type: "camp_found",
    camp: "base",
    omt: { x: 0, y: 0 },
    z: 0,
    terrain: "field",
    base_type: BASE,
    unlimited: how.unlimited ?? false,
    auto_complete: false,
    ...(how.food !== undefined ? { food: how.food } : {}),
  };
  return ok(emptyWorld("food", 1, "t_dirt"), a, c).world;
}

/** An item of the real data with this quality at this level (the lowest id, for a stable choice). */
function itemWithQuality(c: Content, q: string, level: number): string | undefined {
  return c.item
    .values()
    .filter((i) => (i.qualities[q] ?? 0) >= level)
    .map((i) => i.id)
    .sort()[0];
}

describe("conformance: the camp's food on the real data (issue 19 item 1)", function () {
  this.timeout(180000);
  let c: Content;
  beforeReal((real) => (c = real));

  it("[REAL-camp-food] 10 pemmican (440 kcal, keeps 360 days) and 10 bread (77 kcal, 10 days) give 5,170 kcal", () => {
    expect(c.item.get("pemmican")?.calories).to.equal(440);
    expect(c.item.get("bread")?.calories).to.equal(77);
    const founded = foundReal(c);
    const w = withFood(founded, [
      { id: "pemmican", count: 10 },
      { id: "bread", count: 10 },
    ]);
    const r = ok(w, { type: "camp_distribute_food", camp: "base" }, c);
    expect(campOf(r.world).food?.kcal).to.equal(4400 + 770);
  });

  it("[REAL-camp-vitamins] 3 real apples: 282 kcal and their vitamins in units (vitC 8,400 μg / 938 μg: 8 each, calcium 10,900 μg / 10,420 μg: 1, iron 200 μg / 188 μg: 1, the allergen counter 1); gone after 6 days 16 hours", () => {
    // raw_fruit.json: apple 94 kcal, spoils_in 6 days 16 hours; vitamin.json: the weights per unit.
    const founded = foundReal(c);
    const fed = ok(
      withFood(founded, [{ id: "apple", count: 3 }]),
      { type: "camp_distribute_food", camp: "base" },
      c,
    ).world;
    expect(campOf(fed).food?.kcal).to.equal(282);
    expect(campOf(fed).food?.vitamins).to.deep.equal({ calcium: 3, fruit_allergen: 3, iron: 3, vitC: 24 });
    const shelf = (6 * 24 + 16) * 3600;
    const kept = ok(fed, { type: "tick", turns: shelf - 1 }, c).world;
    expect(campOf(kept).food?.kcal).to.equal(282);
    const gone = ok(kept, { type: "tick", turns: 1 }, c).world;
    expect(campOf(gone).food).to.deep.equal({ kcal: 0 });
  });

  it("[REAL-camp-components] 8 real fruit jams made of 4 real apples: 376 kcal and the apples' vitamins, not the jam's own 35 kcal a charge", () => {
    // fruit_dishes.json: jam_fruit 35 kcal a charge, 10 days, no NUTRIENT_OVERRIDE; an apple 94 kcal,
    // vitamin C 8 units, iron 1, calcium 1, the allergen 1. Per jam: 4 x 94 / 8 = 47 kcal.
    expect(c.item.get("jam_fruit")?.flags).to.not.include("NUTRIENT_OVERRIDE");
    const jam: ItemStack = {
      id: "jam_fruit",
      count: 1,
      charges: 8,
      components: [{ id: "apple", count: 4 }],
      recipeCharges: 8,
    };
    const fed = ok(withFood(foundReal(c), [jam]), { type: "camp_distribute_food", camp: "base" }, c).world;
    expect(campOf(fed).food?.kcal).to.equal(376);
    expect(campOf(fed).food?.vitamins).to.deep.equal({ calcium: 4, fruit_allergen: 4, iron: 4, vitC: 32 });
  });

  it("[REAL-camp-faction-food] a camp founded without `food` starts from the player's faction's fac_food_supply (0 kcal for your_followers) and is refused its first upgrade; an unlimited one does not track food", () => {
    expect(c.faction.get("your_followers")?.foodSupplyKcal).to.equal(0);
    // free_merchants: 9,000,000,000 calories, the game's unit, a thousand to the kcal.
    expect(c.faction.get("free_merchants")?.foodSupplyKcal).to.equal(9000000);
    const w = foundReal(c, {});
    expect(campOf(w).food).to.deep.equal({ kcal: 0 });
    const center = campOf(w).expansions["center"] as ExpansionState;
    const first = missionEntries(c, campOf(w), center).find((e) => (e.kcal ?? 0) > 0);
    if (!first) throw new Error("no mission that costs food");
    expect(first.missing).to.include(`food: ${first.kcal} kcal, the camp has 0`);
    expect(campOf(foundReal(c, { unlimited: true })).food).to.equal(undefined);
  });

  it("[REAL-camp-kcal-gate] the costliest first upgrade of the modular field camp is refused on 0 kcal and starts after Distribute Food", () => {
    let w = foundReal(c);
    const center = campOf(w).expansions["center"] as ExpansionState;
    const entries = missionEntries(c, campOf(w), center).filter((e) => e.kcal !== undefined);
    expect(entries.length).to.be.greaterThan(0);
    const costliest = [...entries].sort((a, b) => (b.kcal ?? 0) - (a.kcal ?? 0) || (a.mission < b.mission ? -1 : 1))[0];
    if (!costliest) throw new Error("no mission");
    const recipe = findMission(c, costliest.mission);
    if (!recipe) throw new Error("no recipe");
    const cost = missionKcal(recipe, costliest.needs.time);
    expect(costliest.kcal).to.equal(cost);
    expect(cost, `${costliest.mission} costs ${cost} kcal`).to.be.greaterThan(2500);
    // Stock the camp with what the mission needs, so that food is the only thing missing.
    const items: Record<string, number> = {};
    for (const g of costliest.needs.components) if (g[0]) items[g[0].id] = (items[g[0].id] ?? 0) + g[0].count;
    for (const g of costliest.needs.tools) if (g[0]) items[g[0].id] = Math.max(items[g[0].id] ?? 0, 1);
    for (const g of costliest.needs.qualities) {
      const q = g[0];
      const id = q ? itemWithQuality(c, q.id, q.level) : undefined;
      if (id) items[id] = Math.max(items[id] ?? 0, 1);
    }
    w = { ...w, camps: { base: { ...w.camps["base"], inventory: { items, resources: [] } } } } as World;
    const start: Action = {
      type: "camp_start_mission",
      camp: "base",
      expansion: "center",
      mission: costliest.mission,
      options: { ...costliest.options },
    };
    const refused = step(w, start, c);
    expect(refused.refused).to.be.a("string").and.to.contain(`needs ${cost} kcal`).and.to.contain("has 0 kcal");
    // Enough pemmican for the cost, on the camp's tile, distributed.
    const n = Math.ceil(cost / 440);
    const fed = ok(
      withFood(w, [{ id: "pemmican", count: n }]),
      { type: "camp_distribute_food", camp: "base" },
      c,
    ).world;
    expect(campOf(fed).food?.kcal).to.equal(n * 440);
    const started = ok(fed, start, c).world;
    expect(campOf(started).food?.kcal).to.equal(n * 440 - cost);
    expect((campOf(started).expansions["center"] as ExpansionState).inProgress.map((m) => m.mission)).to.deep.equal([
      costliest.mission,
    ]);
    console.log(`    ${costliest.mission} (${costliest.needs.time} s): ${cost} kcal; ${n} pemmican`);
  });
});

function withFood(w: World, stacks: ItemStack[]): World {
  const levels = w.map.levels.map((l) => {
    if (l.z !== 0) return l;
    const rows = l.rows.map((r) => r.map((t) => ({ ...t })));
    const row = rows[2];
    if (row?.[2]) row[2] = { ...row[2], items: stacks };
    return { ...l, rows };
  });
  return { ...w, map: { ...w.map, levels } };
}
