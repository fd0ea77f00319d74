// covers: B1-trigger, B1-precedence, B1-default, B1-string, B2-none, B3-mortar, G-8, G-16, E-0
import { expect } from "chai";
import { loadInline, PROJECT_ROOT } from "../../support/load.js";
import { join } from "node:path";
import { examine, examineOver, messages, room, ruleEvents, showcase, tile, world } from "./support.js";

describe("examine: choosing what runs (B1)", () => {
  const content = () => showcase();

  it("[B1-trigger] examining a neighbouring tile runs its action; a far tile is refused and the world is unchanged", () => {
    const w = world({
      levels: ["#####", "#.P.#", "#####"],
      legend: { P: { ter: "t_pit" } },
      you: { pos: { x: 1, y: 1, z: 0 }, inventory: [{ id: "2x4", count: 1 }] },
    });
    const r = examine(w, [2, 1]);
    expect(tile(r.world, 2, 1).ter).to.equal("t_pit_covered");
    expect(examine(w, [1, 1]).refused, "its own tile").to.equal(undefined);
    const tooFar = world({
      levels: ["######", "#...P#", "######"],
      legend: { P: { ter: "t_pit" } },
      you: { pos: { x: 1, y: 1, z: 0 } },
    });
    const r2 = examine(tooFar, [4, 1]);
    expect(r2.refused).to.match(/neighbouring/);
    expect(r2.world).to.equal(tooFar);
  });

  it("[B1-precedence] the furniture's action runs over the terrain's; furniture with `none` lets the terrain's run", () => {
    const w = world({
      levels: ["#####", "#.AB#", "#####"],
      legend: { A: { ter: "t_pit", furn: "ex_f_rubble" }, B: { ter: "ex_t_hand_pump", furn: "ex_f_autodoc_couch" } },
      you: {
        pos: { x: 1, y: 1, z: 0 },
        inventory: [
          { id: "2x4", count: 1 },
          { id: "ex_spade", count: 1 },
        ],
        thirst: 100,
      },
    });
    const r = examineOver(w, [2, 1]);
    expect(ruleEvents(r, "examine")[0]?.data).to.include({ source: "furniture", action: "rubble" });
    expect(tile(r.world, 2, 1).furn).to.equal(undefined);
    expect(tile(r.world, 2, 1).ter).to.equal("t_pit");
    const w2 = { ...w, characters: { ...w.characters, you: { ...w.characters["you"]!, pos: { x: 2, y: 1, z: 0 } } } };
    const r2 = examine(w2, [3, 1]);
    expect(ruleEvents(r2, "examine")[0]?.data).to.include({ source: "terrain", action: "water_source" });
    expect(r2.world.characters["you"]?.thirst).to.be.lessThan(100);
  });

  it("[B1-default] [B2-none] no examine action, or `none`, only describes: the state is unchanged apart from nothing", () => {
    const w = world({
      levels: ["####", "#.b#", "####"],
      legend: { b: { ter: "ex_t_plain_bench" } },
      you: { pos: { x: 1, y: 1, z: 0 } },
    });
    for (const p of [
      [2, 1],
      [1, 1],
    ] as [number, number][]) {
      const r = examine(w, p);
      expect(r.refused).to.equal(undefined);
      expect(r.world.map).to.equal(w.map);
      expect(r.world.characters).to.deep.equal(w.characters);
      expect(messages(r).length).to.be.greaterThan(0);
    }
  });

  it("[B1-string] an unknown name acts as `none` with a debug event; the furniture falls through to the terrain", () => {
    const r = loadInline(
      [
        { type: "terrain", id: "u_floor", name: "odd floor", move_cost: 2, examine_action: "teleport" },
        {
          type: "furniture",
          id: "u_chair",
          name: "odd chair",
          move_cost_mod: 1,
          required_str: -1,
          examine_action: "tinker",
        },
      ],
      { base: [join(PROJECT_ROOT, "content", "base"), join(PROJECT_ROOT, "content", "examine")] },
    );
    expect(r.warnings("B1-string")).to.have.length(2);
    const w = room({ ter: "u_floor", furn: "u_chair" });
    const res = examine(w, [2, 1], undefined, "you", r.content);
    expect(res.world.map).to.equal(w.map);
    expect(res.events.some((e) => e.type === "debug")).to.equal(true);
    expect(ruleEvents(res, "examine")[0]?.data).to.include({ action: "none" });
    void content;
  });

  it("[B3-mortar] the real mortar actor behaves as `none`", () => {
    const r = loadInline(
      [
        {
          type: "furniture",
          id: "m_mortar",
          name: "mortar",
          move_cost_mod: -1,
          required_str: -1,
          examine_action: { type: "mortar", ammo: ["x"], effect_on_conditions: [] },
        },
      ],
      { base: [join(PROJECT_ROOT, "content", "base"), join(PROJECT_ROOT, "content", "examine")] },
    );
    const w = room({ ter: "ex_t_floor", furn: "m_mortar" });
    const res = examine(w, [2, 1], undefined, "you", r.content);
    expect(res.world.map).to.equal(w.map);
    expect(messages(res).length).to.be.greaterThan(0);
  });

  it("[G-16] an unknown answer member is a decode error, not a silent default", async () => {
    const { decodeAction } = await import("../../../engine/step/actions/index.js");
    const bad = decodeAction({ type: "examine", who: "you", pos: [1, 1], answers: { confrim: false } });
    expect(bad.ok).to.equal(false);
    const good = decodeAction({ type: "examine", who: "you", pos: [1, 1], answers: { confirm: false, amount: 3 } });
    expect(good.ok).to.equal(true);
  });
});
