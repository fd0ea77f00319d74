// The harvest family of examine actions on the real game's data (issue 19 item 3): the real
// harvest lists decode, a real fruit tree gives fruit in its season and nothing out of it, a real
// nectar flower feeds a nectar drinker, a real harvested tree grows back, and each of the other
// real actions of the family acts on the real terrain or furniture that carries it.
// An action that takes time runs as an activity over turns (engine/rules/examine/activity.ts): its
// effect is checked after turns have passed (examineOver); a refusal is checked at once (examine).
// IDs: see spec/rules/examine/game/harvest.spec.ts.
import { expect } from "chai";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { step } from "../../engine/step/step.js";
import type { World } from "../../engine/world/types.js";
import type { ExamineAnswers } from "../../engine/rules/examine/context.js";
import { examine, examineOver, inv, messages, tile, world } from "../rules/examine/support.js";
import { loadReal, REAL_DATA, requireRealData } from "../support/load.js";

const YOU = { x: 1, y: 1, z: 0 };
const SPRING = 10;
const SUMMER = 100;
const AUTUMN = 200;
const real = () => loadReal().content;
/** A 5x3 patch of real dirt: you at 1,1 and the tile X at 2,1. */
const patch = (X: object, you: object = {}, extra: object = {}): World =>
  world({
    levels: ["#####", "#.X.#", "#####"],
    legend: { ".": { ter: "t_dirt" }, "#": { ter: "t_dirt" }, X: X as never },
    you: { pos: YOU, ...you },
    ...extra,
  });
/** You examine the tile X of the patch with the real data: `over` lets the turns of the action pass. */
const examineX = (w: World, answers?: ExamineAnswers) => examine(w, [2, 1], answers, "you", real());
const pickX = (w: World, answers?: ExamineAnswers) => examineOver(w, [2, 1], answers, "you", real());
const feet = (w: World, id: string): number =>
  (tile(w, 1, 1).items ?? []).filter((s) => s.id === id).reduce((n, s) => n + s.count, 0);

/** Ids of every `harvest` object in the real data, read as plain JSON (not through the loader). */
function rawHarvestIds(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...rawHarvestIds(p));
    else if (name.endsWith(".json")) {
      const text = readFileSync(p, "utf8");
      if (!text.includes('"harvest"')) continue;
      const json: unknown = JSON.parse(text);
      for (const o of Array.isArray(json) ? json : [json])
        if (o && typeof o === "object" && o.type === "harvest" && typeof o.id === "string") out.push(o.id);
    }
  }
  return out;
}

describe(`conformance: the harvest examine actions on the real data (${REAL_DATA})`, function () {
  this.timeout(120000);

  requireRealData("harvest conformance");

  it("[REAL-examine-harvest-drops] (skipped without real data) every real harvest list decodes, with no problem reported", () => {
    const ids = rawHarvestIds(REAL_DATA);
    expect(ids.length).to.be.greaterThan(200);
    const missing = ids.filter((id) => !real().harvest.has(id) || real().harvest.get(id) === undefined);
    expect(missing).to.deep.equal([]);
    const apple = real().harvest.get("apple_harv");
    expect(apple?.entries.map((e) => [e.drop, e.baseNum, e.scaleNum])).to.deep.equal([["apple", [2, 5], [0, 0.5]]]);
    expect(loadReal().problems.filter((p) => p.kind === "harvest" || p.kind === "harvest_drop_type")).to.deep.equal([]);
  });

  it("[REAL-examine-harvest_ter][REAL-examine-harvest-season] (skipped without real data) t_tree_apple gives 2 to 5 apples in autumn and becomes t_tree_apple_harvested; in spring nothing", () => {
    const autumn = patch({ ter: "t_tree_apple" }, {}, { startDay: AUTUMN });
    const r = pickX(autumn);
    expect(inv(r.world, "apple")).to.be.within(2, 5);
    expect(tile(r.world, 2, 1).ter).to.equal("t_tree_apple_harvested");
    const spring = patch({ ter: "t_tree_apple" }, {}, { startDay: SPRING });
    const s = examineX(spring);
    expect(messages(s)).to.include("Nothing can be harvested from this plant in current season.");
    expect(s.world.map).to.deep.equal(spring.map);
    expect(s.world.characters).to.deep.equal(spring.characters);
  });

  it("[REAL-examine-harvested_plant][REAL-examine-harvest-regrow] (skipped without real data) t_tree_apple_harvested gives nothing, and is t_tree_apple again when winter starts", () => {
    const w = patch({ ter: "t_tree_apple_harvested" }, {}, { turn: 273 * 86400 - 1 });
    const r = examineX(w);
    expect(r.world.map).to.deep.equal(w.map);
    expect(r.world.characters["you"]?.activity).to.equal(undefined);
    const next = step(w, { type: "tick", turns: 1 }, real());
    expect(tile(next.world, 2, 1).ter).to.equal("t_tree_apple");
  });

  it("[REAL-examine-harvest_furn_nectar][REAL-examine-harvest_furn] (skipped without real data) f_dandelion feeds a proboscis and stays; picked by anyone else it is gone; f_chamomile is picked in summer", () => {
    const nectar = real().item.get("nectar")?.calories ?? 0;
    expect(nectar).to.be.greaterThan(0);
    const d = pickX(
      patch({ ter: "t_dirt", furn: "f_dandelion" }, { traits: ["PROBOSCIS"], kcal: 1000 }, { startDay: SUMMER }),
    );
    expect(d.world.characters["you"]?.kcal).to.equal(1000 + nectar);
    expect(tile(d.world, 2, 1).furn).to.equal("f_dandelion");
    const p = pickX(patch({ ter: "t_dirt", furn: "f_dandelion" }, {}, { startDay: SUMMER }));
    expect(tile(p.world, 2, 1).furn).to.equal(undefined);
    expect(inv(p.world, "raw_dandelion")).to.be.within(1, 4);
    const c = pickX(patch({ ter: "t_dirt", furn: "f_chamomile" }, {}, { startDay: SUMMER }));
    expect(tile(c.world, 2, 1).furn).to.equal(undefined);
  });

  it("[REAL-examine-harvest_ter_nectar] (skipped without real data) t_tree_cherry is picked in its season and becomes t_tree_cherry_harvested", () => {
    const seasons =
      real()
        .terrain.get("t_tree_cherry")
        ?.harvestBySeason.flatMap((h) => h.seasons) ?? [];
    const day = { spring: SPRING, summer: SUMMER, autumn: AUTUMN, winter: 300 }[seasons[0] as "spring"] ?? SUMMER;
    const r = pickX(patch({ ter: "t_tree_cherry" }, {}, { startDay: day }));
    expect(tile(r.world, 2, 1).ter).to.equal("t_tree_cherry_harvested");
    expect(inv(r.world, "cherries")).to.be.within(6, 18);
  });

  it("[REAL-examine-tree_hickory] (skipped without real data) a shovel digs up t_tree_hickory for hickory_root; it becomes t_tree_hickory_dead", () => {
    const r = pickX(patch({ ter: "t_tree_hickory" }, { inventory: [{ id: "shovel", count: 1 }] }), { option: "dig" });
    expect(tile(r.world, 2, 1).ter).to.equal("t_tree_hickory_dead");
    expect(feet(r.world, "hickory_root")).to.be.within(1, 3);
  });

  it("[REAL-examine-tree_maple][REAL-examine-tree_maple_tapped] (skipped without real data) a hand drill, a hammer and a tree_spile tap t_tree_maple; a bucket catches sap in early spring", () => {
    const tools = ["hand_drill", "hammer", "tree_spile", "bucket"].map((id) => ({ id, count: 1 }));
    const r = pickX(patch({ ter: "t_tree_maple" }, { inventory: tools }), { item: "bucket" });
    expect(tile(r.world, 2, 1).ter).to.equal("t_tree_maple_tapped");
    const later = { ...r.world, turn: r.world.turn + 10 * 86400 } as World;
    const s = pickX(later, { option: "harvest_sap" });
    expect(inv(s.world, "maple_sap")).to.be.oneOf([32, 33]);
  });

  it("[REAL-examine-tree_marloss] (skipped without real data) t_marloss_tree gives marloss berries and becomes t_tree_fungal", () => {
    const r = pickX(patch({ ter: "t_marloss_tree" }));
    expect(feet(r.world, "marloss_berry")).to.be.within(2, 5);
    expect(tile(r.world, 2, 1).ter).to.equal("t_tree_fungal");
  });

  it("[REAL-examine-flower_dahlia][REAL-examine-flower_marloss] (skipped without real data) f_dahlia with a shovel gives its root; f_flower_marloss gives 3 marloss seeds", () => {
    const d = pickX(
      patch({ ter: "t_dirt", furn: "f_dahlia" }, { inventory: [{ id: "shovel", count: 1 }] }, { startDay: SUMMER }),
    );
    expect([inv(d.world, "dahlia_root"), inv(d.world, "seed_dahlia"), inv(d.world, "withered")]).to.deep.equal([
      1, 1, 1,
    ]);
    const m = pickX(patch({ ter: "t_dirt", furn: "f_flower_marloss" }));
    expect(feet(m.world, "marloss_seed")).to.equal(3);
  });

  it("[REAL-examine-clear_overgrown] (skipped without real data) f_planter_unharvested_overgrown is cleared back to f_planter; the field plant to nothing", () => {
    const p = pickX(patch({ ter: "t_dirt", furn: "f_planter_unharvested_overgrown" }));
    expect(tile(p.world, 2, 1).furn).to.equal("f_planter");
    const f = pickX(patch({ ter: "t_dirt", furn: "f_plant_unharvested_overgrown" }));
    expect(tile(f.world, 2, 1).furn).to.equal(undefined);
  });
});
