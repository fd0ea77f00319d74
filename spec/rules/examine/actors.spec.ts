// Examine actors (B3), the card reader's activated state (S-5), its load errors (E-2), G-10, G-16.
import { expect } from "chai";
import { join } from "node:path";
import type { Content } from "../../../engine/content/load.js";
import { step } from "../../../engine/step/step.js";
import type { Tile, World } from "../../../engine/world/types.js";
import { loadInline, PROJECT_ROOT } from "../../support/load.js";
import { examine, inv, messages, ruleEvents, showcase, tile, world } from "./support.js";

const BASE = [join(PROJECT_ROOT, "content", "base"), join(PROJECT_ROOT, "content", "examine")];
const YOU = { x: 1, y: 1, z: 0 };

function reader(id: string, actor: object): Content {
  const r = loadInline(
    [
      {
        type: "terrain",
        id,
        name: "reader",
        move_cost: 0,
        flags: ["WALL"],
        examine_action: {
          type: "cardreader",
          flags: ["EX_LAB_CARD"],
          query_msg: "Swipe?",
          success_msg: "Opened.",
          redundant_msg: "Already open.",
          ...actor,
        },
      },
    ],
    { base: BASE },
  );
  expect(r.errors(), JSON.stringify(r.errors())).to.have.length(0);
  return r.content;
}

/** A room: the reader R at 1,1 (you at 2,2); locked doors at distance 3 (4,1 and 1,4) and 4 (5,1 and 1,5) from it. */
function lab(inventory: object[] = [], extra: Record<string, Tile> = {}, seed = "lab"): World {
  return world({
    seed,
    levels: ["#########", "#R..+D..#", "#.......#", "#.......#", "#D......#", "#D......#", "#########"],
    legend: { R: { ter: "rdr" }, D: { ter: "t_door_metal_locked" }, "+": { ter: "t_door_metal_locked" }, ...extra },
    you: { pos: { x: 2, y: 2, z: 0 }, inventory: inventory as never },
  });
}

describe("examine: actors (B3)", () => {
  before(() => showcase());

  it("[B3-appliance_convert-run] [B3-appliance_convert-F-furn_set] [B3-appliance_convert-F-ter_set] the appliance is placed with its base item; furniture and terrain set only when given", () => {
    const w = world({
      levels: ["#####", "#.AL#", "#####"],
      legend: { A: { ter: "t_dirt", furn: "ex_f_cold_box" }, L: { ter: "t_dirt", furn: "ex_f_floor_lamp" } },
      you: { pos: YOU },
    });
    const r = examine(w, [2, 1]);
    expect(tile(r.world, 2, 1).furn).to.equal(undefined);
    expect(tile(r.world, 2, 1).ter).to.equal("t_dirt");
    expect(tile(r.world, 2, 1).state?.["appliance"]).to.equal("ex_cold_box");
    expect(tile(r.world, 2, 1).veh).to.be.a("string");
    const moved = { ...w, characters: { you: { ...w.characters["you"]!, pos: { x: 2, y: 1, z: 0 } } } };
    const l = examine(moved, [3, 1]);
    expect(tile(l.world, 3, 1).ter).to.equal("ex_t_floor");
    expect(tile(l.world, 3, 1).state?.["appliance"]).to.equal("ex_lamp");
    expect(examine(w, [2, 1], { confirm: false }).world.map).to.equal(w.map);
  });

  it("[B3-cardreader-F-flags] [B3-cardreader-F-radius] [B3-cardreader-F-terrain_changes] [G-10] a card with a listed flag opens doors within radius 3 (not 4) and logs success_msg", () => {
    const c = reader("rdr", { terrain_changes: { t_door_metal_locked: "t_door_metal_c" } });
    const r = examine(lab([{ id: "ex_lab_card", count: 1 }]), [1, 1], {}, "you", c);
    expect(tile(r.world, 4, 1).ter).to.equal("t_door_metal_c");
    expect(tile(r.world, 1, 4).ter).to.equal("t_door_metal_c");
    expect(tile(r.world, 5, 1).ter).to.equal("t_door_metal_locked");
    expect(tile(r.world, 1, 5).ter).to.equal("t_door_metal_locked");
    expect(messages(r)).to.include("Opened.");
  });

  it("[B3-cardreader-F-consume_card] [B3-cardreader-activated] [S-5] two uses: success then redundant_msg; one card consumed in total; with false none", () => {
    const c = reader("rdr", { terrain_changes: { t_door_metal_locked: "t_door_metal_c" }, radius: 10 });
    const one = examine(lab([{ id: "ex_lab_card", count: 2 }]), [1, 1], {}, "you", c);
    expect(inv(one.world, "ex_lab_card")).to.equal(1);
    const two = examine(one.world, [1, 1], {}, "you", c);
    expect(messages(two)).to.include("Already open.");
    expect(inv(two.world, "ex_lab_card")).to.equal(1);
    const keep = reader("rdr", { terrain_changes: { t_door_metal_locked: "t_door_metal_c" }, consume_card: false });
    expect(inv(examine(lab([{ id: "ex_lab_card", count: 1 }]), [1, 1], {}, "you", keep).world, "ex_lab_card")).to.equal(
      1,
    );
  });

  it("[B3-cardreader-F-furn_changes] two keys of both maps change", () => {
    const c = reader("rdr", {
      terrain_changes: { t_door_metal_locked: "t_door_metal_c", t_pit: "t_pit_covered" },
      furn_changes: { ex_f_rubble: "ex_f_safe" },
    });
    const w = lab([{ id: "ex_lab_card", count: 1 }], { "+": { ter: "t_pit", furn: "ex_f_rubble" } });
    const r = examine(w, [1, 1], {}, "you", c);
    expect(tile(r.world, 4, 1)).to.deep.equal({ ter: "t_pit_covered", furn: "ex_f_safe" });
    expect(tile(r.world, 1, 4).ter).to.equal("t_door_metal_c");
  });

  it("[B3-cardreader-F-query] [G-16] answering no activates nothing", () => {
    const c = reader("rdr", { terrain_changes: { t_door_metal_locked: "t_door_metal_c" } });
    const w = lab([{ id: "ex_lab_card", count: 1 }]);
    const r = examine(w, [1, 1], { confirm: false }, "you", c);
    expect(r.world.map).to.equal(w.map);
    const noQuery = reader("rdr", { terrain_changes: { t_door_metal_locked: "t_door_metal_c" }, query: false });
    expect(tile(examine(w, [1, 1], { confirm: false }, "you", noQuery).world, 4, 1).ter).to.equal("t_door_metal_c");
  });

  it("[B3-cardreader-hack] [B3-cardreader-hack-ignores] [B3-cardreader-F-allow_hacking] a successful hack opens metal doors within 3 only, ignoring the reader's changes, and uses 25 charges", () => {
    const c = reader("rdr", { terrain_changes: { t_pit: "t_pit_covered" }, radius: 1 });
    let success: World | undefined;
    let failures = 0;
    for (let i = 0; i < 40 && !success; i++) {
      const r = examine(
        lab(
          [{ id: "electrohack", count: 1, charges: 100 }],
          { "+": { ter: "t_door_metal_locked" }, ".": { ter: "ex_t_floor" } },
          `hack-${i}`,
        ),
        [1, 1],
        {},
        "you",
        c,
      );
      expect(r.world.characters["you"]?.inventory[0]?.charges).to.equal(75);
      if (ruleEvents(r, "hack")[0]?.data["success"] === true) success = r.world;
      else failures++;
    }
    expect(success, "a seed with a successful hack").to.not.equal(undefined);
    expect(tile(success!, 4, 1).ter).to.equal("t_door_metal_c");
    expect(tile(success!, 1, 4).ter).to.equal("t_door_metal_c");
    expect(tile(success!, 5, 1).ter).to.equal("t_door_metal_locked");
    void failures;
  });

  it("[B3-cardreader-nohack] without allow_hacking and without a card nothing changes", () => {
    const c = reader("rdr", { terrain_changes: { t_door_metal_locked: "t_door_metal_c" }, allow_hacking: false });
    const w = lab([{ id: "electrohack", count: 1, charges: 100 }]);
    const r = examine(w, [1, 1], {}, "you", c);
    expect(r.world.map).to.equal(w.map);
    expect(messages(r).join()).to.match(/cannot be hacked/);
  });

  it("[B3-cardreader-F-despawn_monsters] a hostile ID_CARD_DESPAWN monster vanishes; a friendly one and a hostile one without the flag stay", () => {
    const c = reader("rdr", { terrain_changes: { t_door_metal_locked: "t_door_metal_c" } });
    let w = lab([{ id: "ex_lab_card", count: 1 }]);
    for (const [id, type, attitude, x] of [
      ["d1", "ex_mon_security_drone", "hostile", 3],
      ["d2", "ex_mon_security_drone", "friendly", 4],
      ["w1", "mon_dark_wyrm", "hostile", 5],
    ] as const) {
      w = step(w, { type: "spawn_monster", monster: type, pos: { x, y: 3, z: 0 }, id, attitude }, c).world;
    }
    const r = examine(w, [1, 1], {}, "you", c);
    expect(r.world.monsters["d1"]?.dead).to.equal(true);
    expect(r.world.monsters["d2"]?.dead).to.equal(undefined);
    expect(r.world.monsters["w1"]?.dead).to.equal(undefined);
  });

  it("[B3-cardreader-F-omt_allowed_radius] [B3-cardreader-omt-noflag] a PRESERVE_SPAWN_OMT card from 1 tile away works, from 2 not; unflagged cards always", () => {
    const c = reader("rdr", {
      flags: ["EX_VAULT_CARD", "EX_LAB_CARD"],
      omt_allowed_radius: 1,
      terrain_changes: { t_door_metal_locked: "t_door_metal_c" },
    });
    const near = examine(lab([{ id: "ex_vault_card", count: 1, vars: { spawnOmt: [1, 0] } }]), [1, 1], {}, "you", c);
    expect(tile(near.world, 4, 1).ter).to.equal("t_door_metal_c");
    const far = lab([{ id: "ex_vault_card", count: 1, vars: { spawnOmt: [2, 0] } }]);
    expect(examine(far, [1, 1], {}, "you", c).world.map).to.equal(far.map);
    const plain = examine(lab([{ id: "ex_lab_card", count: 1, vars: { spawnOmt: [9, 9] } }]), [1, 1], {}, "you", c);
    expect(tile(plain.world, 4, 1).ter).to.equal("t_door_metal_c");
  });

  it("[B3-cardreader-F-mapgen_id] [B3-cardreader-activated] the update mapgen changes the reader's overmap tile once; the second use is redundant", () => {
    const w = world({
      levels: ["########", "#V.....#", "#......#", "#......#", "#....##.", "########"],
      legend: { V: { ter: "ex_t_card_reader_vault" } },
      you: { pos: { x: 2, y: 1, z: 0 }, inventory: [{ id: "ex_vault_card", count: 2 }] },
    });
    const r = examine(w, [1, 1]);
    expect(tile(r.world, 5, 4).ter).to.equal("ex_t_floor");
    expect(tile(r.world, 6, 4).ter).to.equal("ex_t_floor");
    expect(inv(r.world, "ex_vault_card")).to.equal(1);
    const again = examine(r.world, [1, 1]);
    expect(messages(again)).to.include("The vault is already open.");
    expect(inv(again.world, "ex_vault_card")).to.equal(1);
  });

  it("[E-2] [B3-cardreader-mapgen-conflict] mapgen_id with radius, terrain_changes or furn_changes is a load error", () => {
    for (const extra of [{ radius: 2 }, { terrain_changes: { a: "b" } }, { furn_changes: { a: "b" } }]) {
      const r = loadInline(
        [
          {
            type: "terrain",
            id: "bad",
            name: "bad",
            examine_action: {
              type: "cardreader",
              flags: ["X"],
              mapgen_id: "ex_vault_open",
              success_msg: "a",
              redundant_msg: "b",
              query_msg: "q",
              ...extra,
            },
          },
        ],
        { base: BASE },
      );
      expect(r.errors("B3-cardreader-mapgen-conflict")).to.have.length(1);
    }
  });

  it("[B3-effect_on_condition-run] [B3-effect_on_condition-content] every EOC runs in order with u the examiner, npc null, this the furniture", () => {
    const r = loadInline(
      [
        {
          type: "furniture",
          id: "eoc_bowl",
          name: "bowl",
          move_cost_mod: -1,
          required_str: -1,
          examine_action: {
            type: "effect_on_condition",
            effect_on_conditions: [
              { id: "first", effect: [{ math: ["u_marks = 1"] }, { u_message: "one" }] },
              {
                id: "second",
                condition: { math: ["u_marks == 1"] },
                effect: [{ math: ["u_marks", "++"] }, { u_message: { context_val: "this" } }],
              },
              { id: "third", condition: { npc_has_trait: "X" }, effect: [{ u_message: "never" }] },
              { id: "fourth", effect: [{ u_message: "four" }, { teleport_everyone: true }, { u_message: "never" }] },
            ],
          },
        },
      ],
      { base: BASE },
    );
    const w = world({
      levels: ["####", "#.b#", "####"],
      legend: { b: { ter: "ex_t_floor", furn: "eoc_bowl" } },
      you: { pos: YOU },
    });
    const res = examine(w, [2, 1], undefined, "you", r.content);
    expect(messages(res)).to.deep.equal(["one", "eoc_bowl", "four"]);
    expect((res.world.vars["character_vars"] as Record<string, Record<string, unknown>>)["you"]?.["marks"]).to.equal(2);
    const errors = res.events.filter((e) => e.type === "runtime_error").map((e) => (e as { text: string }).text);
    expect(errors).to.have.length(2);
    expect(errors[0]).to.match(/npc/);
    expect(errors[1]).to.match(/teleport_everyone/);
  });

  it("[B3-effect_on_condition-run] our showcase shrine and bowl: an id and an inline EOC, condition and false_effect", () => {
    const w = world({
      levels: ["#####", "#.SO#", "#####"],
      legend: { S: { ter: "ex_t_shrine_floor" }, O: { ter: "ex_t_floor", furn: "ex_f_offering_bowl" } },
      you: { pos: { x: 2, y: 1, z: 0 } },
    });
    const r = examine(w, [2, 1]);
    expect(messages(r)).to.deep.equal(["A clear chime sounds from the stone.", "The stone glows under your hand."]);
    const b = examine(r.world, [3, 1]);
    expect(messages(b)).to.deep.equal(["The bowl rings and falls silent.", "A clear chime sounds from the stone."]);
    expect((b.world.vars["character_vars"] as Record<string, Record<string, unknown>>)["you"]?.["ex_chimes"]).to.equal(
      2,
    );
    const listener = {
      ...w,
      characters: { you: { ...w.characters["you"]!, traits: ["ex_trait_listener"], pos: { x: 2, y: 1, z: 0 } } },
    };
    expect(messages(examine(listener, [3, 1]))[0]).to.equal("The bowl's note answers you.");
  });
});
