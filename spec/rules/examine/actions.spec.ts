// One test (at least) per hardcoded examine action of B2, each naming its requirement ID; also S-9, S-10, S-11.
import { expect } from "chai";
import { step } from "../../../engine/step/step.js";
import type { World } from "../../../engine/world/types.js";
import { examine, examineOver, inv, messages, ruleEvents, showcase, tile, room, world, YOU } from "./support.js";

/** The four tiles of a 2 x 2 structure (tent, shelter) in the rooms below, its corner at (2, 1). */
const SQUARE = [
  [2, 1],
  [3, 1],
  [2, 2],
  [3, 2],
] as const;
/** A 5x3 room: you at 1,1 and the showcase tile X at 2,1. */

/** The locked tile X opens (to the vault hatch) for you carrying `tool`, and without it stays as it is. */
function expectOpensWith(X: object, tool: string): void {
  expect(tile(examineOver(room(X, { inventory: [{ id: tool, count: 1 }] }), [2, 1]).world, 2, 1).ter).to.equal(
    "ex_t_vault_hatch_open",
  );
  const w = room(X);
  expect(examine(w, [2, 1]).world.map).to.equal(w.map);
}

describe("examine: hardcoded actions (B2)", () => {
  before(() => showcase());

  it("[B2-aggie_plant] a ripe plant is harvested (items given, furniture transformed); an unripe one is fertilized only with fertilizer", () => {
    const ripe = room(
      { ter: "ex_t_floor", furn: "ex_f_plant_harvest", items: [{ id: "ex_seed_bean", count: 1 }] },
      { skills: { survival: 4 } },
    );
    const r = examine(ripe, [2, 1]);
    expect(inv(r.world, "ex_beans")).to.be.within(1, 12);
    expect(inv(r.world, "ex_bean_vine")).to.equal(1);
    expect(inv(r.world, "ex_seed_bean")).to.be.at.least(1);
    expect(tile(r.world, 2, 1).furn).to.equal("ex_f_mound");
    const declined = examine(ripe, [2, 1], { confirm: false });
    expect(declined.world.map).to.equal(ripe.map);
    const unripe = room({
      ter: "ex_t_floor",
      furn: "ex_f_plant_seed",
      items: [{ id: "ex_seed_bean", count: 1, vars: { planted: 0 } }],
    });
    const none = examine(unripe, [2, 1]);
    expect(none.world.map).to.equal(unripe.map);
    const withFert = room(
      { ter: "ex_t_floor", furn: "ex_f_plant_seed", items: [{ id: "ex_seed_bean", count: 1, vars: { planted: 0 } }] },
      { inventory: [{ id: "ex_fertilizer", count: 1, charges: 5 }] },
    );
    const f = examine(withFert, [2, 1]);
    expect(tile(f.world, 2, 1).items?.map((s) => s.id)).to.deep.equal(["ex_seed_bean", "ex_fertilizer"]);
    expect((tile(f.world, 2, 1).items?.[0]?.vars?.["planted"] as number) < 0).to.equal(true);
    expect(f.world.characters["you"]?.inventory[0]?.charges).to.equal(4);
    const gone = examine(room({ ter: "ex_t_floor", furn: "ex_f_plant_seed" }), [2, 1]);
    expect(tile(gone.world, 2, 1).furn).to.equal(undefined);
  });

  it("[B2-autodoc] needs an adjacent AUTODOC_COUCH: without it a failure message and no menu", () => {
    const without = room({ ter: "ex_t_floor", furn: "ex_f_autodoc" });
    const r = examine(without, [2, 1]);
    expect(ruleEvents(r, "autodoc_menu")).to.have.length(0);
    expect(messages(r).join()).to.match(/couch/);
    const w = world({
      levels: ["#####", "#.AC#", "#####"],
      legend: { A: { ter: "ex_t_floor", furn: "ex_f_autodoc" }, C: { ter: "ex_t_floor", furn: "ex_f_autodoc_couch" } },
      you: { pos: YOU, effects: [{ id: "bleed", intensity: 1, duration: 100, bodyPart: "arm_l" }] },
    });
    const m = examine(w, [2, 1]);
    expect(ruleEvents(m, "autodoc_menu")).to.have.length(1);
    const t = examine(w, [2, 1], { option: "treat_wounds" });
    expect(t.world.characters["you"]?.effects).to.have.length(0);
  });

  it("[B2-autoclave_empty] [B2-autoclave_full] [S-9] empty -> running (63 units refused, 64 accepted) -> progress at 30 min -> sterile modules collected at 90 min", () => {
    const base = (water: number): World =>
      room(
        { ter: "ex_t_floor", furn: "f_autoclave", items: [{ id: "ex_cbm_packed", count: 1 }] },
        { inventory: [{ id: "water_clean", count: water }] },
      );
    const w63 = base(63);
    const short = examine(w63, [2, 1]);
    expect(short.world.map).to.equal(w63.map);
    const r = examine(base(64), [2, 1]);
    expect(tile(r.world, 2, 1).furn).to.equal("f_autoclave_full");
    expect(inv(r.world, "water_clean")).to.equal(0);
    let w = step(r.world, { type: "tick", turns: 1800 }, showcase()).world;
    const mid = examine(w, [2, 1]);
    expect(ruleEvents(mid, "autoclave_progress")).to.have.length(1);
    expect(tile(mid.world, 2, 1).furn).to.equal("f_autoclave_full");
    w = step(w, { type: "tick", turns: 3600 }, showcase()).world;
    const done = examine(w, [2, 1]);
    expect(tile(done.world, 2, 1).furn).to.equal("f_autoclave");
    expect(tile(done.world, 2, 1).items).to.equal(undefined);
    const mod = done.world.characters["you"]?.inventory.find((s) => s.id === "ex_cbm_packed");
    expect(mod?.vars?.["removedFlags"]).to.deep.equal(["FILTHY", "NO_STERILE"]);
  });

  it("[B2-bars] an amorphous examiner slips through; an encumbered one and a normal one do not", () => {
    const bars = { ter: "ex_t_bars" };
    const r = examine(room(bars, { traits: ["AMORPHOUS"] }), [2, 1]);
    expect(r.world.characters["you"]?.pos).to.deep.equal({ x: 2, y: 1, z: 0 });
    expect(r.world.characters["you"]?.moves).to.equal(-200);
    const enc = examine(
      room(bars, { traits: ["AMORPHOUS"], worn: [{ id: "ex_lamp", count: 1, vars: { encumbrance: 12 } }] }),
      [2, 1],
    );
    expect(enc.world.characters["you"]?.pos).to.deep.equal(YOU);
    const normal = examine(room(bars), [2, 1]);
    expect(normal.world.characters["you"]?.pos).to.deep.equal(YOU);
  });

  it("[B2-bulletin_board] without a camp: 'not inside a camp' and nothing changes", () => {
    const w = room({ ter: "ex_t_floor", furn: "ex_f_notice_board" });
    const r = examine(w, [2, 1]);
    expect(messages(r).join()).to.match(/not inside a camp/);
    expect(r.world.map).to.equal(w.map);
  });

  it("[B2-chainfence] a normal hop moves the examiner onto the fence; a slip leaves it in place with the cost spent", () => {
    let hopped = 0;
    let slipped = 0;
    for (let i = 0; i < 60; i++) {
      const r = examine(
        room({ ter: "ex_t_chainfence" }, { stats: { str: 8, dex: 4, int: 8, per: 8 } }, { seed: `fence-${i}` }),
        [2, 1],
      );
      const at = r.world.characters["you"]?.pos;
      expect(r.world.characters["you"]?.moves).to.equal(-400);
      if (at?.x === 2) hopped++;
      else slipped++;
    }
    expect(hopped).to.be.greaterThan(0);
    expect(slipped).to.be.greaterThan(0);
    const parkour = examine(room({ ter: "ex_t_chainfence" }, { proficiencies: ["prof_parkour"] }), [2, 1]);
    expect(parkour.world.characters["you"]?.moves).to.equal(-100);
    expect(parkour.world.characters["you"]?.pos.x).to.equal(2);
  });

  it("[B2-controls_gate] examining twice opens, then closes the gate", () => {
    const w = world({
      levels: ["######", "#.G#.#", "##W###", "##g###", "######"],
      legend: { G: { ter: "ex_t_gate_control" }, W: { ter: "ex_t_wall" }, g: { ter: "ex_t_gate_closed" } },
      you: { pos: YOU },
    });
    const open = examine(w, [2, 1]);
    expect(tile(open.world, 2, 3).ter).to.equal("ex_t_gate_open");
    const closed = examine(open.world, [2, 1]);
    expect(tile(closed.world, 2, 3).ter).to.equal("ex_t_gate_closed");
  });

  it("[B2-dirtmound] plants a carried seed; without a seed or with an item on the mound nothing changes", () => {
    const mound = { ter: "ex_t_floor", furn: "ex_f_mound" };
    const r = examine(room(mound, { inventory: [{ id: "ex_seed_bean", count: 3 }] }), [2, 1]);
    expect(tile(r.world, 2, 1).furn).to.equal("ex_f_plant_seed");
    expect(inv(r.world, "ex_seed_bean")).to.equal(2);
    expect(tile(r.world, 2, 1).items?.[0]?.id).to.equal("ex_seed_bean");
    const none = room(mound);
    expect(examine(none, [2, 1]).world.map).to.equal(none.map);
    const busy = room(
      { ...mound, items: [{ id: "2x4", count: 1 }] },
      { inventory: [{ id: "ex_seed_bean", count: 3 }] },
    );
    expect(examine(busy, [2, 1]).world.map).to.equal(busy.map);
    const winter = room(mound, { inventory: [{ id: "ex_seed_bean", count: 3 }] }, { startDay: 300 });
    expect(examine(winter, [2, 1]).world.map).to.equal(winter.map);
  });

  it("[B2-elevator] the examiner's z changes, and a creature at the destination is moved aside", () => {
    const w = world({
      levels: [
        { z: -1, rows: ["#####", "#E..#", "#####"] },
        { z: 0, rows: ["#####", "#E..#", "#####"] },
      ],
      legend: { E: { ter: "ex_t_elevator" } },
      you: { pos: YOU },
      others: [{ id: "bob", pos: { x: 1, y: 1, z: -1 } }],
    });
    const r = examine(w, [1, 1]);
    expect(r.world.characters["you"]?.pos).to.deep.equal({ x: 1, y: 1, z: -1 });
    expect(r.world.characters["bob"]?.pos).to.deep.equal({ x: 2, y: 1, z: -1 });
    const off = { ...w, characters: { ...w.characters, you: { ...w.characters["you"]!, pos: { x: 2, y: 1, z: 0 } } } };
    expect(examine(off, [1, 1]).world.characters["you"]?.pos.z).to.equal(0);
  });

  it("[B2-finite_water_source] [S-11] taking all units empties the source for good; the next examine changes nothing", () => {
    const w = room({ ter: "ex_t_floor", furn: "ex_f_cistern", items: [{ id: "water_clean", count: 5 }] });
    const r = examine(w, [2, 1], { option: "take" });
    expect(inv(r.world, "water_clean")).to.equal(5);
    expect(tile(r.world, 2, 1).items).to.equal(undefined);
    const again = examine(r.world, [2, 1], { option: "take" });
    expect(again.world.map).to.equal(r.world.map);
    expect(again.world.characters).to.deep.equal(r.world.characters);
    const generated = examine(room({ ter: "ex_t_water_tank" }, { thirst: 200 }), [2, 1]);
    expect(generated.world.characters["you"]?.thirst).to.equal(0);
    expect(tile(generated.world, 2, 1).items?.[0]?.count).to.be.within(16, 56);
  });

  it("[B2-flower_poppy] in summer picking gives poppy_bud and withered and removes the flower; in winter nothing happens", () => {
    const summer = room({ ter: "ex_t_floor", furn: "ex_f_poppy" }, {}, { startDay: 100 });
    const r = examine(summer, [2, 1]);
    expect(inv(r.world, "poppy_bud")).to.equal(1);
    expect(inv(r.world, "withered")).to.equal(1);
    expect(tile(r.world, 2, 1).furn).to.equal(undefined);
    const winter = room({ ter: "ex_t_floor", furn: "ex_f_poppy" }, {}, { startDay: 280 });
    const r2 = examine(winter, [2, 1]);
    expect(r2.world.map).to.equal(winter.map);
    expect(r2.world.characters).to.deep.equal(winter.characters);
  });

  it("[B2-fswitch] two flips swap the coloured rock and floor, then swap them back", () => {
    const w = world({
      levels: ["######", "#.S..#", "#.rg.#", "#.RG.#", "######"],
      legend: {
        S: { ter: "t_switch_rg" },
        r: { ter: "t_rock_red" },
        g: { ter: "t_floor_green" },
        R: { ter: "t_floor_red" },
        G: { ter: "t_rock_green" },
      },
      you: { pos: YOU },
    });
    const one = examine(w, [2, 1]);
    expect([
      tile(one.world, 2, 2).ter,
      tile(one.world, 3, 2).ter,
      tile(one.world, 2, 3).ter,
      tile(one.world, 3, 3).ter,
    ]).to.deep.equal(["t_floor_red", "t_rock_green", "t_rock_red", "t_floor_green"]);
    const two = examine(one.world, [2, 1]);
    expect(two.world.map.levels[0]?.rows.slice(2, 4).map((r) => r.map((t) => t.ter))).to.deep.equal(
      w.map.levels[0]?.rows.slice(2, 4).map((r) => r.map((t) => t.ter)),
    );
  });

  it("[B2-fungus] the fungus crumbles into spores: furniture removed, 50 moves, spores on a neighbour", () => {
    const w = world({
      levels: ["#####", "#.F.#", "#####"],
      legend: { F: { ter: "ex_t_floor", furn: "ex_f_fungal_cluster" } },
      you: { pos: YOU },
    });
    const r = examine(w, [2, 1]);
    expect(tile(r.world, 2, 1).furn).to.equal(undefined);
    expect(r.world.characters["you"]?.moves).to.equal(-50);
    expect(r.world.characters["you"]?.effects.some((e) => e.id === "spores")).to.equal(true);
    expect(ruleEvents(r, "spores")).to.have.length(1);
  });

  it("[B2-gaspump] fuel moves from the pump to the examiner (or spills), limited by what the pump holds; an empty pump is out of order", () => {
    // Both outcomes, each from a seed that gives it (a spill comes one time in 10 + dex).
    let pumped = 0;
    let spills = 0;
    for (let i = 0; i < 200 && (pumped === 0 || spills === 0); i++) {
      const w = room({ ter: "ex_t_fuel_pump", items: [{ id: "gasoline", count: 8 }] }, {}, { seed: `gas-${i}` });
      const r = examine(w, [2, 1], { amount: 20 });
      const spill = ruleEvents(r, "fuel_spilled")[0];
      const left = tile(r.world, 2, 1).items?.find((x) => x.id === "gasoline")?.count ?? 0;
      if (spill === undefined) {
        pumped++;
        expect(inv(r.world, "gasoline"), "all 8 units pumped").to.equal(8);
        expect(left).to.equal(0);
      } else {
        spills++;
        const units = spill.data["units"] as number;
        expect(units).to.be.within(1, 8);
        expect(left, "the spill leaves the pump").to.equal(8 - units);
        expect(inv(r.world, "gasoline"), "nothing pumped after a spill").to.equal(0);
      }
    }
    expect(pumped, "seeds without a spill").to.be.greaterThan(0);
    expect(spills, "seeds with a spill").to.be.greaterThan(0);
    const empty = room({ ter: "ex_t_fuel_pump" });
    expect(messages(examine(empty, [2, 1])).join()).to.match(/Out of order/);
  });

  it("[B2-harvest_plant_ex] a ripe planter is harvested without a question and returns to its empty form", () => {
    const w = room(
      { ter: "ex_t_floor", furn: "ex_f_planter_harvest", items: [{ id: "ex_seed_bean", count: 1 }] },
      { skills: { survival: 6 } },
    );
    const r = examine(w, [2, 1], { confirm: false });
    expect(inv(r.world, "ex_beans")).to.be.within(1, 12);
    expect(tile(r.world, 2, 1).furn).to.equal("ex_f_planter");
  });

  it("[B2-locked_object] prying opens with a tool, not without; a lockpick works only with PICKABLE", () => {
    const hatch = { ter: "ex_t_vault_door_pry" };
    expectOpensWith(hatch, "ex_prybar");
    const picks = room(hatch, { inventory: [{ id: "ex_lockpicks", count: 1 }] });
    expect(examine(picks, [2, 1]).world.map).to.equal(picks.map);
  });

  it("[B2-locked_object_pickable] opens with a lockpick and not without", () => {
    expectOpensWith({ ter: "ex_t_shed_door_pick" }, "ex_lockpicks");
  });

  it("[B2-pedestal_temple] with the eye it is used up and the pedestal opens (t_dirt, TEMPLE_OPEN 10 s later); without it nothing happens", () => {
    const w = world({
      levels: ["#####", "#.P.#", "#.=.#", "#####"],
      legend: { P: { ter: "t_pedestal_temple" }, "=": { ter: "t_grate" } },
      you: { pos: YOU, inventory: [{ id: "petrified_eye", count: 1 }] },
    });
    const r = examine(w, [2, 1]);
    expect(inv(r.world, "petrified_eye")).to.equal(0);
    expect(tile(r.world, 2, 1).ter).to.equal("t_dirt");
    const later = step(r.world, { type: "tick", turns: 10 }, showcase()).world;
    expect(tile(later, 2, 2).ter).to.equal("t_stairs_down");
    const bare = room({ ter: "t_pedestal_temple" });
    expect(examine(bare, [2, 1]).world.map).to.equal(bare.map);
  });

  it("[B2-pedestal_wyrm] with the eye on it wyrms appear at the orifices (and more later); without it the monster count stays", () => {
    const w = world({
      levels: ["#######", "#.P..O#", "#.....#", "#######"],
      legend: { P: { ter: "t_pedestal_wyrm", items: [{ id: "petrified_eye", count: 1 }] }, O: { ter: "t_orifice" } },
      you: { pos: YOU },
    });
    const r = examine(w, [2, 1]);
    expect(Object.keys(r.world.monsters)).to.have.length(1);
    expect(r.events.some((e) => e.type === "sound" && e.volume === 80)).to.equal(true);
    expect(tile(r.world, 2, 1).ter).to.equal("t_rock_floor");
    expect(inv(r.world, "petrified_eye")).to.equal(1);
    const later = step(r.world, { type: "tick", turns: 60 }, showcase()).world;
    expect(Object.keys(later.monsters).length).to.be.greaterThan(1);
    const bare = world({
      levels: ["#######", "#.P..O#", "#######"],
      legend: { P: { ter: "t_pedestal_wyrm" }, O: { ter: "t_orifice" } },
      you: { pos: YOU },
    });
    expect(Object.keys(examine(bare, [2, 1]).world.monsters)).to.have.length(0);
  });

  it("[B2-pit] [B2-pit_covered] [S-10] a plank covers the pit and uncovering drops it back; no plank, no change", () => {
    const w = room({ ter: "t_pit" }, { inventory: [{ id: "2x4", count: 1 }] });
    const covered = examine(w, [2, 1]);
    expect(tile(covered.world, 2, 1).ter).to.equal("t_pit_covered");
    expect(inv(covered.world, "2x4")).to.equal(0);
    const open = examine(covered.world, [2, 1]);
    expect(tile(open.world, 2, 1).ter).to.equal("t_pit");
    expect(tile(open.world, 1, 1).items?.[0]).to.deep.include({ id: "2x4", count: 1 });
    const nothing = room({ ter: "t_pit" });
    expect(examine(nothing, [2, 1]).world.map).to.equal(nothing.map);
  });

  it("[B2-portable_structure] every part of the tent is removed and its packed item given", () => {
    const w = world({
      levels: ["#####", "#.ww#", "#.wc#", "#####"],
      legend: { w: { ter: "ex_t_floor", furn: "ex_f_tent_wall" }, c: { ter: "ex_t_floor", furn: "ex_f_tent_center" } },
      you: { pos: YOU },
    });
    const r = examineOver(w, [2, 1]);
    expect(inv(r.world, "ex_tent_kit")).to.equal(1);
    for (const [x, y] of SQUARE) expect(tile(r.world, x, y).furn).to.equal(undefined);
  });

  it("[B2-recycle_compactor] a pure steel item gives back 60-90 % of its weight in shapes; a mixed item is refused", () => {
    const w = room({ ter: "ex_t_floor", furn: "ex_f_compactor", items: [{ id: "ex_steel_pipe", count: 4 }] });
    const r = examine(w, [2, 1]);
    const made = (tile(r.world, 2, 1).items ?? []).reduce(
      (n, s) => n + s.count * ({ steel_lump: 2000, steel_chunk: 250, scrap: 50 } as Record<string, number>)[s.id]!,
      0,
    );
    expect(made).to.be.within(2400 - 50, 3600);
    expect(r.events.some((e) => e.type === "sound" && e.description === "Ka-klunk!")).to.equal(true);
    const mixed = room({ ter: "ex_t_floor", furn: "ex_f_compactor", items: [{ id: "ex_wired_lamp", count: 1 }] });
    expect(examine(mixed, [2, 1]).world.map).to.equal(mixed.map);
  });

  it("[B2-rubble] a shovel clears the rubble; without one nothing changes", () => {
    const rub = { ter: "ex_t_floor", furn: "ex_f_rubble" };
    const r = examineOver(room(rub, { inventory: [{ id: "ex_spade", count: 1 }] }), [2, 1]);
    expect(tile(r.world, 2, 1).furn).to.equal(undefined);
    // 6000 moves of digging at 100 a turn from a character with no moves left this turn: done in
    // turn 60, and it acts again in turn 61.
    expect(ruleEvents(r, "activity_done")[0]?.data).to.include({ activity: "clear_rubble", turns: 60 });
    expect(r.world.turn).to.equal(61);
    const slow = examineOver(room(rub, { inventory: [{ id: "ex_trowel", count: 1 }] }), [2, 1]);
    expect(ruleEvents(slow, "activity_done")[0]?.data).to.include({ turns: 120 });
    const w = room(rub);
    const n = examine(w, [2, 1]);
    expect(n.world.map).to.equal(w.map);
    expect(messages(n).join()).to.match(/shovel/);
  });

  it("[B2-safe] without an aid one attempt costs 1000 moves and (almost never) opens; with a SAFECRACK item it is cracked", () => {
    const s = { ter: "ex_t_floor", furn: "ex_f_safe" };
    let opened = 0;
    for (let i = 0; i < 20; i++) {
      const r = examine(room(s, {}, { seed: `safe-${i}` }), [2, 1]);
      expect(r.world.characters["you"]?.moves).to.equal(-1000);
      if (tile(r.world, 2, 1).furn === "f_safe_o") opened++;
    }
    expect(opened).to.equal(0);
    const r = examineOver(room(s, { inventory: [{ id: "ex_listening_cup", count: 1 }] }), [2, 1]);
    expect(tile(r.world, 2, 1).furn).to.equal("f_safe_o");
    const deaf = room(s, { inventory: [{ id: "ex_listening_cup", count: 1 }], flags: ["DEAF"] });
    expect(examine(deaf, [2, 1]).world.map).to.equal(deaf.map);
  });

  it("[B2-shelter] the 3x3 shelter is cleared, 200 moves, and a shelter_kit dropped", () => {
    const w = world({
      levels: ["#####", "#.ss#", "#.ss#", "#####"],
      legend: { s: { ter: "ex_t_floor", furn: "ex_f_shelter" } },
      you: { pos: YOU },
    });
    const r = examine(w, [2, 1]);
    for (const [x, y] of SQUARE) expect(tile(r.world, x, y).furn).to.equal(undefined);
    expect(tile(r.world, 2, 1).items?.[0]?.id).to.equal("shelter_kit");
    expect(r.world.characters["you"]?.moves).to.equal(-200);
  });

  it("[B2-shrub_marloss] berries are picked and the shrub turns fungal; THRESH_MARLOSS gets one fruit and t_fungus", () => {
    const r = examine(room({ ter: "ex_t_shrub_marloss" }), [2, 1]);
    expect(inv(r.world, "marloss_berry")).to.be.within(2, 12);
    expect(tile(r.world, 2, 1).ter).to.equal("t_shrub_fungal");
    const m = examine(room({ ter: "ex_t_shrub_marloss" }, { traits: ["THRESH_MARLOSS"] }), [2, 1]);
    expect(inv(m.world, "mycus_fruit")).to.equal(1);
    expect(tile(m.world, 2, 1).ter).to.equal("t_fungus");
  });

  it("[B2-shrub_wildveggies] foraging costs seeded moves, finds by season, and the shrub becomes harvested", () => {
    const w = room({ ter: "ex_t_shrub_wild" }, { skills: { survival: 2 } }, { seed: "forage" });
    const r = examine(w, [2, 1]);
    expect(tile(r.world, 2, 1).ter).to.equal("ex_t_shrub_bare");
    expect(inv(r.world, "veggy_wild")).to.equal(1);
    const moves = -(r.world.characters["you"]?.moves ?? 0);
    expect(moves).to.be.within(Math.round(100000 / 9 / 20), Math.round(100000 / 9 / 8));
    expect(examine(w, [2, 1]).world).to.deep.equal(r.world);
  });

  it("[B2-slot_machine] gambling with the world's PRNG: $10 a play, prizes by nested one-in rolls", () => {
    let spent = 0;
    let won = 0;
    const prizes: number[] = [];
    for (let i = 0; i < 40; i++) {
      const r = examine(
        room(
          { ter: "ex_t_floor", furn: "ex_f_slot_machine" },
          { inventory: [{ id: "cash", count: 100 }] },
          { seed: `slot-${i}` },
        ),
        [2, 1],
        { amount: 10 },
      );
      const g = ruleEvents(r, "gambled")[0]?.data as { plays: number; won: number; spent: number };
      expect(g.plays).to.equal(10);
      const these = ruleEvents(r, "slot_play").map((e) => (e.data as { prize: number }).prize);
      expect(these).to.have.length(10);
      // The cash is $100 less $10 a play plus the prizes, each one of the machine's.
      expect(inv(r.world, "cash")).to.equal(100 - 10 * 10 + these.reduce((a, b) => a + b, 0));
      for (const p of these) expect([0, 10, 50, 200, 3000]).to.include(p);
      prizes.push(...these);
      spent += g.spent;
      won += g.won;
    }
    expect(spent).to.equal(4000);
    expect(won).to.be.greaterThan(0);
    // 400 plays: $10 back at 1/5 (80 +- 32 at four standard deviations), $50 at 4/5 x 1/20 (16 +- 16).
    expect(prizes.filter((p) => p === 10).length).to.be.within(48, 112);
    expect(prizes.filter((p) => p === 50).length).to.be.within(1, 32);
    const broke = room({ ter: "ex_t_floor", furn: "ex_f_slot_machine" }, { inventory: [{ id: "cash", count: 5 }] });
    expect(examine(broke, [2, 1]).world.characters).to.deep.equal(broke.characters);
  });

  it("[B2-toilet] the tank's water is finite: taken until used up, then 'This toilet is empty.'", () => {
    let w = room({ ter: "ex_t_floor", furn: "ex_f_toilet", items: [{ id: "water", count: 3 }] });
    for (let i = 0; i < 3; i++) w = examine(w, [2, 1], { option: "take", amount: 1 }).world;
    expect(inv(w, "water")).to.equal(3);
    const r = examine(w, [2, 1]);
    expect(messages(r).join()).to.match(/This toilet is empty/);
  });

  it("[B2-water_source] never runs out", () => {
    let w = room({ ter: "ex_t_hand_pump" });
    for (let i = 0; i < 30; i++) w = examine(w, [2, 1], { option: "take", amount: 10 }).world;
    expect(inv(w, "water")).to.equal(300);
    expect(tile(w, 2, 1).items).to.equal(undefined);
  });
});
