/**
 * Camp map updates drawn as the game draws them, on the real data (issue 38, issue 35 item 10).
 * IDs introduced here:
 *   REAL-mapgen-null-ids   null and clearing ids mean what the game makes of them: `f_clear`
 *                          removes the furniture wherever it is placed (map::furn_set); `f_null`
 *                          and `t_null` in rows change nothing, `f_null` in `set` removes the
 *                          furniture; chunk `null` places nothing
 *   REAL-camp-items        a mission's `place_items` spawns its item group with the world's dice
 *                          (the game's item group rules), leaving real items on the tile
 */
import { expect } from "chai";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Content } from "../../engine/content/load.js";
import { applyObject, type Canvas } from "../../engine/mechanics/mapgen/apply.js";
import { walkPath } from "../../engine/rules/camp/walk.js";
import { openDice, seedState } from "../../engine/world/rng.js";
import type { ItemStack, World } from "../../engine/world/types.js";
import { beforeReal, REAL_DATA } from "../support/load.js";

/** Every furniture id on the map, with how many tiles hold it. */
function furnitureCounts(w: World): Map<string, number> {
  const out = new Map<string, number>();
  for (const level of w.map.levels)
    for (const row of level.rows)
      for (const t of row) if (t.furn !== undefined) out.set(t.furn, (out.get(t.furn) ?? 0) + 1);
  return out;
}

describe("real camp map updates: null and clearing ids (issue 35 item 10)", function () {
  this.timeout(300000);
  let c: Content;
  beforeReal((real) => (c = real));

  for (const start of ["faction_base_modular_hub_field_version_2_0", "faction_base_modular_hub_field_0"]) {
    it(`[REAL-mapgen-null-ids] walking the modular field camp (${start}) leaves no f_clear, no f_null and only loaded furniture`, () => {
      const r = walkPath(c, start, { keepWorld: true });
      expect(r.errors).to.deep.equal([]);
      expect(r.steps.length).to.be.greaterThan(10);
      const furn = furnitureCounts(r.world as World);
      expect(furn.get("f_clear") ?? 0, "tiles with f_clear (the game clears them)").to.equal(0);
      expect(furn.get("f_null") ?? 0).to.equal(0);
      const unknown = [...furn.keys()].filter((id) => !c.furniture.has(id));
      expect(unknown).to.deep.equal([]);
      // The camp still has its buildings' furniture.
      expect([...furn.values()].reduce((a, b) => a + b, 0)).to.be.greaterThan(20);
    });
  }

  it("[REAL-mapgen-null-ids] the v2 survey's f_clear (in its palette rows) removes furniture already on the site", () => {
    const update = c.update_mapgen.get("fbmh_2");
    expect(update, "the real fbmh_2 update").to.not.equal(undefined);
    const furn = new Map<string, string | undefined>();
    const canvas: Canvas = {
      setTerrain: () => undefined,
      setFurniture: (x, y, z, id) => void furn.set(`${x},${y},${z}`, id),
      setTrap: () => undefined,
      addItem: () => undefined,
    };
    applyObject(
      { content: c, dice: openDice(seedState(1)), params: {}, notes: [] },
      canvas,
      update?.object as never,
      0,
      0,
      0,
    );
    const cleared = [...furn.values()].filter((id) => id === undefined).length;
    expect(cleared, "tiles the survey clears of furniture").to.be.greaterThan(100);
    expect([...furn.values()]).to.not.include("f_clear");
  });
});

/** The raw JSON of the real group and item types, read here (not through the engine). */
function rawObjects(folder: string, ids: ReadonlySet<string>): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  const walk = (dir: string): void => {
    for (const name of readdirSorted(dir)) {
      const p = join(dir, name);
      if (!name.endsWith(".json")) {
        if (!name.includes(".")) walk(p);
        continue;
      }
      const text = readFileSync(p, "utf8");
      if (![...ids].some((id) => text.includes(`"${id}"`))) continue;
      const json = JSON.parse(text) as unknown;
      for (const o of Array.isArray(json) ? json : [])
        if (o && typeof o === "object" && ids.has(String((o as { id?: unknown }).id)))
          out.set(String((o as { id: string }).id), o as Record<string, unknown>);
    }
  };
  walk(folder);
  return out;
}

function readdirSorted(dir: string): string[] {
  return readdirSync(dir)
    .filter((n) => n.endsWith(".json") || statSync(join(dir, n)).isDirectory())
    .sort();
}

describe("real camp missions place item groups (issue 38)", function () {
  this.timeout(300000);
  let c: Content;
  beforeReal((real) => (c = real));

  it("[REAL-camp-items] the north trench (fbmh_trench_north) leaves digging_soil_loam_50L's items in the group's proportions over many seeds", () => {
    const update = c.update_mapgen.get("fbmh_trench_north");
    expect(update).to.not.equal(undefined);
    // The group as the data writes it: a collection of {item, count?, charges?, prob?}.
    const group = rawObjects(join(REAL_DATA, "itemgroups"), new Set(["digging_soil_loam_50L"])).get(
      "digging_soil_loam_50L",
    ) as { subtype: string; items: { item: string; count?: number[]; charges?: number[]; prob?: number }[] };
    expect(group.subtype).to.equal("collection");
    const types = rawObjects(join(REAL_DATA, "items"), new Set(group.items.map((e) => e.item)));
    // Units an entry gives when it spawns: count-by-charges types (AMMO) count charges.
    const isAmmo = (id: string): boolean =>
      ((types.get(id)?.["subtypes"] as string[] | undefined) ?? []).includes("AMMO");
    const defaultCharges = (id: string): number => (types.get(id)?.["count"] as number | undefined) ?? 1;
    const mean = (r: number[] | undefined): number => (r ? (r[0]! + r[1]!) / 2 : 1);
    const expected = new Map<string, number>();
    for (const e of group.items) {
      const perSpawn = e.charges ? mean(e.charges) : mean(e.count) * (isAmmo(e.item) ? defaultCharges(e.item) : 1);
      expected.set(e.item, (expected.get(e.item) ?? 0) + ((e.prob ?? 100) / 100) * perSpawn);
    }
    // The update: 18 tiles, each 30 tries of chance 99 %.
    const placements = update?.object.placeItems ?? [];
    expect(placements.length).to.equal(18);
    const attemptsPerRun = placements.reduce((n, p) => n + p.repeat.max, 0);
    expect(attemptsPerRun).to.equal(540);
    const SEEDS = 60;
    // Units per attempt, per seed-run, for each item.
    const perRun = new Map<string, number[]>();
    for (let seed = 0; seed < SEEDS; seed++) {
      const tiles = new Map<string, ItemStack[]>();
      const canvas: Canvas = {
        setTerrain: () => undefined,
        setFurniture: () => undefined,
        setTrap: () => undefined,
        addItem: (x, y, z, item) => void tiles.set(`${x},${y},${z}`, [...(tiles.get(`${x},${y},${z}`) ?? []), item]),
      };
      const notes: string[] = [];
      applyObject(
        { content: c, dice: openDice(seedState(`trench:${seed}`)), params: {}, notes },
        canvas,
        update?.object as never,
        0,
        0,
        0,
      );
      expect(notes).to.deep.equal([]);
      // Items land on the trench's 18 tiles of row 1, and only there.
      for (const k of tiles.keys()) expect(k).to.match(/^(\d+),1,0$/);
      const units = new Map<string, number>();
      for (const list of tiles.values())
        for (const s of list) {
          expect(c.item.has(s.id), `${s.id} is a real item`).to.equal(true);
          expect(expected.has(s.id), `${s.id} is in the group`).to.equal(true);
          units.set(s.id, (units.get(s.id) ?? 0) + (s.charges ?? s.count));
        }
      for (const id of expected.keys())
        perRun.set(id, [...(perRun.get(id) ?? []), (units.get(id) ?? 0) / attemptsPerRun]);
    }
    // Tolerance: the mean over the runs lies within 5 standard errors (the runs' own spread) of
    // the expectation from the group's definition, 99 % chance included; a rare item (1 %) gets
    // at least an absolute 0.01 per attempt.
    for (const [id, exp] of expected) {
      const xs = perRun.get(id) ?? [];
      const m = xs.reduce((a, b) => a + b, 0) / xs.length;
      const sd = Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1));
      const tol = Math.max(5 * (sd / Math.sqrt(xs.length)), 0.01);
      expect(
        Math.abs(m - 0.99 * exp),
        `${id}: ${m.toFixed(4)} per attempt, expected ${(0.99 * exp).toFixed(4)} ± ${tol.toFixed(4)}`,
      ).to.be.at.most(tol);
    }
  });

  it("[REAL-camp-items] a walk of the field camp lists the trench's items on its step", () => {
    const r = walkPath(c, "faction_base_modular_hub_field_0");
    const trench = r.steps.find((s) => s.mission.includes("trench")) ?? r.alternatives.length;
    expect(typeof trench, "a trench mission on the walk").to.equal("object");
    const step = trench as (typeof r.steps)[number];
    const ids = step.items.map((x) => x.item);
    expect(ids).to.include("material_soil");
    const soil = step.items.find((x) => x.item === "material_soil")?.count ?? 0;
    // 18 tiles × 30 tries × 99 % × 8-12 soil: well inside [8 × 400, 12 × 540].
    expect(soil).to.be.within(3200, 6480);
  });
});
