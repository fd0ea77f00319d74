// Terrain and furniture examine actions (spec sections B1-B3): every load rule, default and
// warning, with accept and reject cases; plus the effect_on_condition and gate kinds they use,
// and our own showcase content in content/examine.
import { expect } from "chai";
import { join } from "node:path";
import { loadContent } from "../../engine/content/load.js";
import type { Terrain } from "../../engine/content/kinds/terrain.js";
import type { Furniture } from "../../engine/content/kinds/furniture.js";
import {
  effectiveExamine,
  HARDCODED_EXAMINE_NAMES,
  unknownExamineNames,
  type CardreaderActor,
  type ExamineAction,
} from "../../engine/content/kinds/examine/index.js";
import { expectIds, expectPaths, loadInline, PROJECT_ROOT, show, type Loaded } from "../support/load.js";

type Obj = Record<string, unknown>;

/** A terrain or furniture object with an examine_action (when given) and `extra` members. */
const tile =
  (type: "terrain" | "furniture") =>
  (id: string, examine?: unknown, extra: Obj = {}): Obj => ({
    type,
    id,
    name: `${id} name`,
    ...(examine !== undefined ? { examine_action: examine } : {}),
    ...extra,
  });
const ter = tile("terrain");
const furn = tile("furniture");

/** A valid card reader with changes; `over` replaces or adds members, `drop` removes them. */
function reader(over: Obj = {}, drop: string[] = []): Obj {
  const base: Obj = {
    type: "cardreader",
    flags: ["SPEC_CARD"],
    terrain_changes: { t_spec_locked: "t_spec_open" },
    query_msg: "Swipe?",
    success_msg: "Opened.",
    redundant_msg: "Already open.",
    ...over,
  };
  for (const k of drop) delete base[k];
  return base;
}

const terrain = (r: Loaded, id: string): Terrain | undefined => r.content.terrain.get(id);
const furniture = (r: Loaded, id: string): Furniture | undefined => r.content.furniture.get(id);
const action = (r: Loaded, id: string): ExamineAction | undefined =>
  terrain(r, id)?.examineAction ?? furniture(r, id)?.examineAction;
const card = (r: Loaded, id: string): CardreaderActor => {
  const a = action(r, id);
  if (a?.kind !== "cardreader")
    throw new Error(`expected a cardreader on ${id}, got ${JSON.stringify(a)}\n${show(r.problems)}`);
  return a;
};
const clean = (r: Loaded): void => {
  expect(r.problems, show(r.problems)).to.have.length(0);
};

describe("examine: terrain and furniture shape (G-15)", () => {
  it("[G-15][B1-default] accepts a minimal terrain and furniture: name defaults to the id, no flags, no examine action", () => {
    const r = loadInline([
      { type: "terrain", id: "t_spec_min" },
      { type: "furniture", id: "f_spec_min" },
    ]);
    clean(r);
    const t = terrain(r, "t_spec_min");
    expect(t?.name).to.equal("t_spec_min");
    expect(t?.flags).to.deep.equal([]);
    expect(t?.examineAction).to.equal(undefined);
    expect(effectiveExamine(t?.examineAction)).to.deep.equal({ kind: "hardcoded", name: "none" });
    expect(furniture(r, "f_spec_min")?.examineAction).to.equal(undefined);
    expect(r.stats.subcounts.terrain["with examine_action"] ?? 0).to.equal(0);
  });

  it("[G-15] accepts a translation-object name and description and keeps the flags", () => {
    const r = loadInline([
      ter("t_spec_tr", undefined, {
        name: { str: "tiled floor", "//~": "note" },
        description: { str: "Tiles." },
        flags: ["FLAT", "INDOORS"],
      }),
    ]);
    clean(r);
    expect(terrain(r, "t_spec_tr")?.name).to.equal("tiled floor");
    expect(terrain(r, "t_spec_tr")?.description).to.equal("Tiles.");
    expect(terrain(r, "t_spec_tr")?.flags).to.deep.equal(["FLAT", "INDOORS"]);
  });

  it("[G-15] rejects flags that are not strings and a name that is not text", () => {
    const r = loadInline([
      ter("t_spec_badflags", undefined, { flags: [1] }),
      furn("f_spec_badname", undefined, { name: 7 }),
    ]);
    expectPaths(r, r.errors("G-15")).to.have.members(["$[0].flags", "$[1].name"]);
  });

  it("[G-6] warns about an unknown top-level member but not about real members such as bash, roof, plant_data", () => {
    const r = loadInline([
      ter("t_spec_known", undefined, {
        bash: { str_min: 1, str_max: 2, ter_set: "t_spec_min" },
        roof: "t_spec_roof",
        move_cost: 2,
        liquid_source: { id: "water" },
      }),
      furn("f_spec_known", undefined, {
        plant_data: { transform: "f_a", base: "f_b" },
        deployed_item: "tent",
        required_str: -1,
        move_cost_mod: 1,
      }),
      ter("t_spec_typo", undefined, { exmine_action: "pit" }),
    ]);
    expectPaths(r, r.warnings("G-6")).to.deep.equal(["$[2].exmine_action"]);
    expect(r.errors()).to.have.length(0);
    const t = terrain(r, "t_spec_known");
    expect(t?.bash?.terSet).to.equal("t_spec_min");
    expect(t?.roof).to.equal("t_spec_roof");
    expect(t?.liquidSource).to.deep.equal({ id: "water", count: undefined, minTemp: undefined });
    const f = furniture(r, "f_spec_known");
    expect(f?.plantData?.transform).to.equal("f_a");
    expect(f?.plantData?.harvestMultiplier).to.equal(1);
    expect(f?.deployedItem).to.equal("tent");
  });

  it("[G-17][B1-F-examine_action] copy-from inherits the examine action and extend.flags adds to the parent's flags", () => {
    const r = loadInline([
      {
        type: "terrain",
        id: "t_spec_child",
        "copy-from": "t_spec_parent",
        name: "child",
        extend: { flags: ["ROUGH"] },
      },
      ter("t_spec_parent", "water_source", { flags: ["TRANSPARENT"] }),
    ]);
    clean(r);
    expect(terrain(r, "t_spec_child")?.examineAction).to.deep.equal({ kind: "hardcoded", name: "water_source" });
    expect(terrain(r, "t_spec_child")?.flags).to.deep.equal(["TRANSPARENT", "ROUGH"]);
  });

  it("[G-17][G-15] an abstract terrain is not registered and its children get its members", () => {
    const r = loadInline([
      { type: "terrain", abstract: "t_spec_abstract", examine_action: "pit", flags: ["DIGGABLE"] },
      { type: "terrain", id: "t_spec_concrete", "copy-from": "t_spec_abstract", name: "hole" },
    ]);
    clean(r);
    expect(r.content.terrain.has("t_spec_abstract")).to.equal(false);
    expect(terrain(r, "t_spec_concrete")?.examineAction).to.deep.equal({ kind: "hardcoded", name: "pit" });
    expect(r.stats.subcounts.terrain["with examine_action"]).to.equal(1);
  });

  it("[B1-F-examine_action] counts terrain and furniture that have an examine action (summary subcount)", () => {
    const r = loadInline([
      ter("t_spec_a", "pit"),
      ter("t_spec_b"),
      furn("f_spec_a", "rubble"),
      furn("f_spec_b", "teleport"),
    ]);
    expect(r.stats.subcounts.terrain["with examine_action"]).to.equal(1);
    expect(r.stats.subcounts.furniture["with examine_action"]).to.equal(2);
  });
});

describe("examine: action selection (B1) and hardcoded names (B2)", () => {
  it("[B2-list][B1-F-examine_action] accepts each of the 33 documented names on terrain and on furniture, without warnings", () => {
    expect(HARDCODED_EXAMINE_NAMES).to.have.length(33);
    const objs = HARDCODED_EXAMINE_NAMES.flatMap((name) => [
      ter(`t_spec_${name}`, name, name === "locked_object_pickable" ? { flags: ["PICKABLE"] } : {}),
      furn(`f_spec_${name}`, name, name === "locked_object_pickable" ? { flags: ["PICKABLE"] } : {}),
    ]);
    // controls_gate looks its gate up by the terrain id.
    objs.push({ type: "gate", id: "t_spec_controls_gate", door: "t_d", floor: "t_f" });
    const r = loadInline(objs);
    clean(r);
    for (const name of HARDCODED_EXAMINE_NAMES) {
      expect(action(r, `t_spec_${name}`), name).to.deep.equal({ kind: "hardcoded", name });
      expect(action(r, `f_spec_${name}`), name).to.deep.equal({ kind: "hardcoded", name });
    }
  });

  it("[B1-string] accepts an undocumented name such as teleport with one warning; it behaves as none", () => {
    const r = loadInline([ter("t_spec_tp", "teleport")]);
    expect(r.errors()).to.have.length(0);
    const w = r.warnings("B1-string");
    expect(w, show(r.problems)).to.have.length(1);
    expect(w[0]?.path).to.equal("$[0].examine_action");
    expect(w[0]?.message).to.contain("teleport");
    expect(action(r, "t_spec_tp")).to.deep.equal({ kind: "unknown", name: "teleport" });
    expect(effectiveExamine(action(r, "t_spec_tp"))).to.deep.equal({ kind: "hardcoded", name: "none" });
  });

  it("[B1-string] lists the undocumented names in use, sorted, with terrain and furniture counts", () => {
    const r = loadInline([
      ter("t_spec_1", "teleport"),
      ter("t_spec_2", "teleport"),
      furn("f_spec_1", "levitate"),
      furn("f_spec_2", "teleport"),
      ter("t_spec_3", "pit"),
      ter("t_spec_4", "curtains"),
    ]);
    expect(unknownExamineNames(r.content)).to.deep.equal([
      { name: "levitate", terrain: 0, furniture: 1 },
      { name: "teleport", terrain: 2, furniture: 1 },
    ]);
  });

  it("[B1-object] rejects an actor object of another type, e.g. vending", () => {
    const r = loadInline([furn("f_spec_vend", { type: "vending" })]);
    const e = r.errors("B1-object");
    expect(e, show(r.problems)).to.have.length(1);
    expect(e[0]?.path).to.equal("$[0].examine_action.type");
    expect(e[0]?.message).to.contain("vending");
  });

  it("[B1-object] rejects an actor object without a type", () => {
    const r = loadInline([furn("f_spec_notype", { item: "x" })]);
    expect(r.errors("B1-object"), show(r.problems)).to.have.length(1);
  });

  it("[B1-object] rejects a value that is neither a string nor an object (number, array, null)", () => {
    const r = loadInline([ter("t_spec_n", 5), ter("t_spec_arr", ["pit"]), ter("t_spec_null", null)]);
    expectPaths(r, r.errors("B1-object")).to.deep.equal([
      "$[0].examine_action",
      "$[1].examine_action",
      "$[2].examine_action",
    ]);
  });

  it("[B3-mortar][B1-object] accepts a mortar actor as opaque data with a warning that it behaves as none", () => {
    const mortar = {
      type: "mortar",
      ammo: ["spec_shell"],
      condition: { math: ["u_skill('launcher') >= 1"] },
      condition_fail_msg: "You cannot work this.",
      range: 100,
      aim_duration: { math: ["10"] },
      aim_deviation: { math: ["0.5"] },
      flight_time: "5 seconds",
      effect_on_conditions: [{ id: "SPEC_MORTAR_SHOT", effect: [{ u_message: "Boom." }] }, "spec_eoc_known"],
    };
    const r = loadInline([
      furn("f_spec_mortar", mortar),
      { type: "effect_on_condition", id: "spec_eoc_known", effect: [] },
    ]);
    expect(r.errors(), show(r.problems)).to.have.length(0);
    expect(r.warnings("B3-mortar")).to.have.length(1);
    const a = action(r, "f_spec_mortar");
    expect(a?.kind).to.equal("mortar");
    expect(effectiveExamine(a)).to.deep.equal({ kind: "hardcoded", name: "none" });
  });

  it("[B3-mortar][G-4] rejects a mortar whose effect_on_conditions names an undefined EOC", () => {
    const r = loadInline([furn("f_spec_mortar2", { type: "mortar", effect_on_conditions: ["spec_eoc_missing"] })]);
    expectPaths(r, r.errors("G-4")).to.deep.equal(["$[0].examine_action.effect_on_conditions[0]"]);
  });

  it("[B2-locked_object_pickable-flag][X-36] rejects locked_object_pickable without the PICKABLE flag", () => {
    const r = loadInline([ter("t_spec_lock", "locked_object_pickable", { flags: ["DOOR"] })]);
    const e = r.errors("B2-locked_object_pickable-flag");
    expect(e, show(r.problems)).to.have.length(1);
    expect(e[0]?.path).to.equal("$[0].examine_action");
  });

  it("[B2-locked_object_pickable-flag][X-36] accepts it with PICKABLE, also when the flag is inherited through copy-from", () => {
    const r = loadInline([
      furn("f_spec_lock", "locked_object_pickable", { flags: ["PICKABLE"] }),
      { type: "furniture", id: "f_spec_lock_child", "copy-from": "f_spec_lock", name: "child" },
    ]);
    clean(r);
  });

  it("[B2-locked_object_pickable-flag][G-17] checks after inheritance: a child deleting PICKABLE is rejected", () => {
    const r = loadInline([
      furn("f_spec_lock", "locked_object_pickable", { flags: ["PICKABLE", "DOOR"] }),
      {
        type: "furniture",
        id: "f_spec_lock_child",
        "copy-from": "f_spec_lock",
        name: "child",
        delete: { flags: ["PICKABLE"] },
      },
    ]);
    const e = r.errors("B2-locked_object_pickable-flag");
    expectIds(r, e).to.deep.equal(["f_spec_lock_child"]);
  });

  it("[B2-controls_gate] warns when no gate is defined for a controls_gate terrain, and not when one is", () => {
    const r = loadInline([
      ter("t_spec_winch", "controls_gate"),
      ter("t_spec_winch2", "controls_gate"),
      { type: "gate", id: "t_spec_winch2", door: "t_d", floor: "t_f" },
    ]);
    expectIds(r, r.warnings("B2-controls_gate")).to.deep.equal(["t_spec_winch"]);
    expect(r.errors()).to.have.length(0);
  });
});

describe("examine: appliance_convert actor (B3)", () => {
  it("[B3-appliance_convert-F-item][B3-appliance_convert-F-furn_set][B3-appliance_convert-F-ter_set] accepts item alone: furniture and terrain unchanged", () => {
    const r = loadInline([furn("f_spec_fridge", { type: "appliance_convert", item: "spec_fridge" })]);
    clean(r);
    expect(action(r, "f_spec_fridge")).to.deep.equal({
      kind: "appliance_convert",
      item: "spec_fridge",
      furnSet: undefined,
      terSet: undefined,
    });
  });

  it("[B3-appliance_convert-F-furn_set][B3-appliance_convert-F-ter_set][G-4] keeps furn_set f_null (never dangling) and ter_set", () => {
    const r = loadInline([
      furn("f_spec_fridge", {
        type: "appliance_convert",
        item: "spec_fridge",
        furn_set: "f_null",
        ter_set: "t_spec_floor",
      }),
    ]);
    clean(r);
    expect(action(r, "f_spec_fridge")).to.deep.equal({
      kind: "appliance_convert",
      item: "spec_fridge",
      furnSet: "f_null",
      terSet: "t_spec_floor",
    });
  });

  it("[B3-appliance_convert-F-item] rejects an appliance_convert without item", () => {
    const r = loadInline([furn("f_spec_fridge", { type: "appliance_convert", furn_set: "f_null" })]);
    const e = r.errors("B3-appliance_convert-F-item");
    expectPaths(r, e).to.deep.equal(["$[0].examine_action.item"]);
  });

  it("[B3-appliance_convert-F-furn_set][B3-appliance_convert-F-ter_set] rejects non-string furn_set and ter_set", () => {
    const r = loadInline([
      furn("f_spec_fridge", { type: "appliance_convert", item: "x", furn_set: 1, ter_set: ["t"] }),
    ]);
    expect(r.errors("B3-appliance_convert-F-furn_set"), show(r.problems)).to.have.length(1);
    expect(r.errors("B3-appliance_convert-F-ter_set"), show(r.problems)).to.have.length(1);
  });

  it("[G-6] warns about an unknown member inside an actor", () => {
    const r = loadInline([furn("f_spec_fridge", { type: "appliance_convert", item: "x", colour: "red" })]);
    expectPaths(r, r.warnings("G-6")).to.deep.equal(["$[0].examine_action.colour"]);
  });
});

describe("examine: cardreader actor (B3)", () => {
  it("[B3-cardreader-F-consume_card][B3-cardreader-F-allow_hacking][B3-cardreader-F-despawn_monsters][B3-cardreader-F-omt_allowed_radius][B3-cardreader-F-radius][B3-cardreader-F-query][B3-cardreader-F-furn_changes][B3-cardreader-F-mapgen_id] applies every default", () => {
    const r = loadInline([ter("t_spec_reader", reader())]);
    clean(r);
    expect(card(r, "t_spec_reader")).to.deep.equal({
      kind: "cardreader",
      flags: ["SPEC_CARD"],
      consumeCard: true,
      allowHacking: true,
      despawnMonsters: true,
      omtAllowedRadius: null,
      mapgenId: undefined,
      radius: 3,
      terrainChanges: { t_spec_locked: "t_spec_open" },
      furnChanges: {},
      query: true,
      queryMsg: "Swipe?",
      successMsg: "Opened.",
      redundantMsg: "Already open.",
    });
  });

  it("[B3-cardreader-F-omt_allowed_radius] the infinite default is JSON-safe (null survives a JSON round trip)", () => {
    const r = loadInline([ter("t_spec_reader", reader())]);
    const c = card(r, "t_spec_reader");
    expect(JSON.parse(JSON.stringify(c)).omtAllowedRadius).to.equal(null);
  });

  it("[B3-cardreader-F-consume_card][B3-cardreader-F-allow_hacking][B3-cardreader-F-despawn_monsters][B3-cardreader-F-query] keeps explicit false values", () => {
    const r = loadInline([
      ter(
        "t_spec_reader",
        reader({ consume_card: false, allow_hacking: false, despawn_monsters: false, query: false }, ["query_msg"]),
      ),
    ]);
    clean(r);
    const c = card(r, "t_spec_reader");
    expect([c.consumeCard, c.allowHacking, c.despawnMonsters, c.query]).to.deep.equal([false, false, false, false]);
  });

  /** A reader with one member wrong or missing: [title, the rule broken, where, members replaced, members left out]. */
  const READER_ERRORS: readonly [string, string, string, Obj, string[]?][] = [
    ["[B3-cardreader-F-flags] rejects a reader without flags", "B3-cardreader-F-flags", "flags", {}, ["flags"]],
    [
      "[B3-cardreader-omt-negative] rejects omt_allowed_radius -1",
      "B3-cardreader-omt-negative",
      "omt_allowed_radius",
      { omt_allowed_radius: -1 },
    ],
    [
      "[B3-cardreader-F-mapgen_id][G-4] rejects a mapgen_id naming no update mapgen",
      "G-4",
      "mapgen_id",
      { mapgen_id: "spec_nowhere" },
      ["terrain_changes"],
    ],
    ["[B3-cardreader-F-radius] rejects a negative radius", "B3-cardreader-F-radius", "radius", { radius: -1 }],
    [
      "[B3-cardreader-F-terrain_changes] rejects a change map whose value is not an id",
      "B3-cardreader-F-terrain_changes",
      "terrain_changes.t_a",
      { terrain_changes: { t_a: 3 } },
    ],
    [
      "[B3-cardreader-F-success_msg] rejects a reader without success_msg",
      "B3-cardreader-F-success_msg",
      "success_msg",
      {},
      ["success_msg"],
    ],
    [
      "[B3-cardreader-F-redundant_msg] rejects a reader without redundant_msg",
      "B3-cardreader-F-redundant_msg",
      "redundant_msg",
      {},
      ["redundant_msg"],
    ],
  ];
  for (const [title, rule, at, over, drop] of READER_ERRORS)
    it(title, () => {
      const r = loadInline([ter("t_spec_reader", reader(over, drop))]);
      expectPaths(r, r.errors(rule)).to.deep.equal([`$[0].examine_action.${at}`]);
    });

  it("[G-6] warns about an unknown cardreader member such as a misspelled radius", () => {
    const r = loadInline([ter("t_spec_reader", reader({ raduis: 2 }))]);
    expectPaths(r, r.warnings("G-6")).to.deep.equal(["$[0].examine_action.raduis"]);
  });

  it("[B3-cardreader-F-consume_card] rejects a non-boolean consume_card", () => {
    const r = loadInline([ter("t_spec_reader", reader({ consume_card: "yes" }))]);
    expect(r.errors("B3-cardreader-F-consume_card"), show(r.problems)).to.have.length(1);
  });

  it("[B3-cardreader-F-flags] rejects an empty flags array", () => {
    const r = loadInline([ter("t_spec_reader", reader({ flags: [] }))]);
    expect(r.errors("B3-cardreader-F-flags"), show(r.problems)).to.have.length(1);
  });

  it("[B3-cardreader-F-flags] accepts several flags", () => {
    const r = loadInline([ter("t_spec_reader", reader({ flags: ["A_CARD", "B_CARD"] }))]);
    clean(r);
    expect(card(r, "t_spec_reader").flags).to.deep.equal(["A_CARD", "B_CARD"]);
  });

  it("[B3-cardreader-F-omt_allowed_radius][B3-cardreader-omt-negative] accepts 0 and 2", () => {
    const r = loadInline([
      ter("t_spec_r0", reader({ omt_allowed_radius: 0 })),
      ter("t_spec_r2", reader({ omt_allowed_radius: 2 })),
    ]);
    clean(r);
    expect(card(r, "t_spec_r0").omtAllowedRadius).to.equal(0);
    expect(card(r, "t_spec_r2").omtAllowedRadius).to.equal(2);
  });

  it("[B3-cardreader-F-omt_allowed_radius] rejects a non-integer omt_allowed_radius", () => {
    const r = loadInline([ter("t_spec_reader", reader({ omt_allowed_radius: "far" }))]);
    expect(r.errors("B3-cardreader-F-omt_allowed_radius"), show(r.problems)).to.have.length(1);
  });

  for (const member of ["radius", "terrain_changes", "furn_changes"] as const) {
    it(`[B3-cardreader-mapgen-conflict][E-2] rejects mapgen_id together with ${member}`, () => {
      const values: Obj = { radius: 2, terrain_changes: { t_a: "t_b" }, furn_changes: { f_a: "f_b" } };
      const r = loadInline([
        ter(
          "t_spec_reader",
          reader(
            { mapgen_id: "spec_update", [member]: values[member] },
            member === "terrain_changes" ? [] : ["terrain_changes"],
          ),
        ),
        { type: "mapgen", method: "json", update_mapgen_id: "spec_update", object: {} },
      ]);
      const e = r.errors("B3-cardreader-mapgen-conflict");
      expectPaths(r, e).to.deep.equal([`$[0].examine_action.${member}`]);
    });
  }

  it("[B3-cardreader-mapgen-conflict][E-2] reports one error per conflicting member", () => {
    const r = loadInline([
      ter("t_spec_reader", reader({ mapgen_id: "spec_update", radius: 1, furn_changes: { f_a: "f_b" } })),
    ]);
    expectPaths(r, r.errors("B3-cardreader-mapgen-conflict")).to.have.members([
      "$[0].examine_action.radius",
      "$[0].examine_action.terrain_changes",
      "$[0].examine_action.furn_changes",
    ]);
  });

  it("[B3-cardreader-F-mapgen_id][B3-cardreader-mapgen-conflict][G-4] accepts mapgen_id alone when the update mapgen exists", () => {
    const r = loadInline([
      ter("t_spec_reader", reader({ mapgen_id: "spec_update" }, ["terrain_changes"])),
      { type: "mapgen", method: "json", update_mapgen_id: "spec_update", object: {} },
    ]);
    expect(r.errors(), show(r.problems)).to.have.length(0);
    expect(r.warnings("B3-cardreader-nochange")).to.have.length(0);
    expect(card(r, "t_spec_reader").mapgenId).to.equal("spec_update");
  });

  it("[B3-cardreader-F-radius] accepts radius 0 and 7", () => {
    const r = loadInline([ter("t_spec_r0", reader({ radius: 0 })), ter("t_spec_r7", reader({ radius: 7 }))]);
    clean(r);
    expect(card(r, "t_spec_r0").radius).to.equal(0);
    expect(card(r, "t_spec_r7").radius).to.equal(7);
  });

  it("[B3-cardreader-F-terrain_changes][B3-cardreader-F-furn_changes] keeps several keys of both maps", () => {
    const r = loadInline([
      ter("t_spec_reader", reader({ terrain_changes: { t_a: "t_b", t_c: "t_d" }, furn_changes: { f_a: "f_b" } })),
    ]);
    clean(r);
    expect(card(r, "t_spec_reader").terrainChanges).to.deep.equal({ t_a: "t_b", t_c: "t_d" });
    expect(card(r, "t_spec_reader").furnChanges).to.deep.equal({ f_a: "f_b" });
  });

  it("[B3-cardreader-nochange] warns about a reader with no mapgen_id and no changes", () => {
    const r = loadInline([ter("t_spec_reader", reader({}, ["terrain_changes"]))]);
    expect(r.errors()).to.have.length(0);
    expect(r.warnings("B3-cardreader-nochange"), show(r.problems)).to.have.length(1);
  });

  it("[B3-cardreader-nochange] does not warn when only furn_changes is given", () => {
    const r = loadInline([ter("t_spec_reader", reader({ furn_changes: { f_a: "f_b" } }, ["terrain_changes"]))]);
    clean(r);
  });

  it("[B3-cardreader-F-query_msg][X-12] warns when query is on and query_msg is missing", () => {
    const r = loadInline([ter("t_spec_reader", reader({}, ["query_msg"]))]);
    expect(r.errors()).to.have.length(0);
    expect(r.warnings("B3-cardreader-F-query_msg"), show(r.problems)).to.have.length(1);
    expect(card(r, "t_spec_reader").queryMsg).to.equal(undefined);
  });

  it("[B3-cardreader-F-query_msg][B3-cardreader-F-query] does not warn without query_msg when query is false", () => {
    const r = loadInline([ter("t_spec_reader", reader({ query: false }, ["query_msg"]))]);
    clean(r);
  });

  it("[B3-cardreader-F-success_msg][B3-cardreader-F-redundant_msg][B3-cardreader-F-query_msg] accept translation objects", () => {
    const r = loadInline([
      ter(
        "t_spec_reader",
        reader({ success_msg: { str: "Yes." }, redundant_msg: { str: "Again." }, query_msg: { str: "Go?" } }),
      ),
    ]);
    clean(r);
    const c = card(r, "t_spec_reader");
    expect([c.successMsg, c.redundantMsg, c.queryMsg]).to.deep.equal(["Yes.", "Again.", "Go?"]);
  });
});

describe("examine: effect_on_condition actor (B3) and the effect_on_condition kind", () => {
  const eoc = (id: string, extra: Obj = {}): Obj => ({
    type: "effect_on_condition",
    id,
    effect: [{ u_message: "hi" }],
    ...extra,
  });

  it("[B3-effect_on_condition-F-effect_on_conditions][G-4] accepts ids that resolve and inline EOC objects, in order", () => {
    const r = loadInline([
      furn("f_spec_bowl", {
        type: "effect_on_condition",
        effect_on_conditions: ["spec_eoc_a", { id: "spec_eoc_inline", effect: { u_message: "x" } }],
      }),
      eoc("spec_eoc_a"),
    ]);
    clean(r);
    const a = action(r, "f_spec_bowl");
    if (a?.kind !== "effect_on_condition") throw new Error(show(r.problems));
    expect(a.effectOnConditions.map((e) => (e.kind === "id" ? e.id : `inline:${e.eoc.id}`))).to.deep.equal([
      "spec_eoc_a",
      "inline:spec_eoc_inline",
    ]);
    const inline = a.effectOnConditions[1];
    expect(inline?.kind === "inline" ? inline.eoc.effects : undefined).to.deep.equal([{ u_message: "x" }]);
  });

  it("[B3-effect_on_condition-F-effect_on_conditions] rejects the actor without effect_on_conditions", () => {
    const r = loadInline([ter("t_spec_eoc", { type: "effect_on_condition" })]);
    expectPaths(r, r.errors("B3-effect_on_condition-F-effect_on_conditions")).to.deep.equal([
      "$[0].examine_action.effect_on_conditions",
    ]);
  });

  it("[B3-effect_on_condition-F-effect_on_conditions] rejects a non-array and an entry that is neither id nor object", () => {
    const r = loadInline([
      ter("t_spec_eoc1", { type: "effect_on_condition", effect_on_conditions: "spec_eoc_a" }),
      ter("t_spec_eoc2", { type: "effect_on_condition", effect_on_conditions: [3] }),
      eoc("spec_eoc_a"),
    ]);
    expectPaths(r, r.errors("B3-effect_on_condition-F-effect_on_conditions")).to.deep.equal([
      "$[0].examine_action.effect_on_conditions",
      "$[1].examine_action.effect_on_conditions[0]",
    ]);
  });

  it("[B3-effect_on_condition-F-effect_on_conditions][G-4] rejects an EOC id that names no effect_on_condition", () => {
    const r = loadInline([
      ter("t_spec_eoc", { type: "effect_on_condition", effect_on_conditions: ["spec_eoc_a", "spec_eoc_missing"] }),
      eoc("spec_eoc_a"),
    ]);
    const e = r.errors("G-4");
    expectPaths(r, e).to.deep.equal(["$[0].examine_action.effect_on_conditions[1]"]);
    expect(e[0]?.message).to.contain("spec_eoc_missing");
  });

  it("[B3-effect_on_condition-content][G-15] keeps an EOC opaque: condition, effects, false effects and the type default", () => {
    const r = loadInline([
      eoc("spec_eoc_a", { condition: { u_has_trait: "X" }, false_effect: { u_message: "no" }, "//": "comment" }),
      eoc("spec_eoc_rec", { recurrence: ["1 hours", "2 hours"] }),
      eoc("spec_eoc_ev", { eoc_type: "EVENT", required_event: "avatar_moves" }),
    ]);
    clean(r);
    const a = r.content.effect_on_condition.get("spec_eoc_a");
    expect(a?.condition).to.deep.equal({ u_has_trait: "X" });
    expect(a?.effects).to.deep.equal([{ u_message: "hi" }]);
    expect(a?.falseEffects).to.deep.equal([{ u_message: "no" }]);
    expect(a?.eocType).to.equal("ACTIVATION");
    expect(a?.json["//"]).to.equal(undefined);
    expect(r.content.effect_on_condition.get("spec_eoc_rec")?.eocType).to.equal("RECURRING");
    expect(r.content.effect_on_condition.get("spec_eoc_ev")?.requiredEvent).to.equal("avatar_moves");
  });

  it("[G-1] rejects an effect_on_condition without an id", () => {
    const r = loadInline([{ type: "effect_on_condition", effect: [] }]);
    expect(r.errors(), show(r.problems)).to.have.length(1);
  });
});

describe("examine: gate kind (B2-controls_gate)", () => {
  it("[B2-controls_gate] decodes a gate with defaults for walls, messages, moves and bashing damage", () => {
    const r = loadInline([{ type: "gate", id: "t_spec_winch", door: "t_spec_door", floor: "t_spec_open" }]);
    clean(r);
    expect(r.content.gate.get("t_spec_winch")).to.deep.equal({
      id: "t_spec_winch",
      door: "t_spec_door",
      floor: "t_spec_open",
      walls: [],
      messages: { pull: undefined, open: undefined, close: undefined, fail: undefined },
      moves: 0,
      bashingDamage: 0,
    });
  });

  it("[B2-controls_gate][G-17] a gate copied from another keeps its members and overrides some", () => {
    const r = loadInline([
      {
        type: "gate",
        id: "t_spec_a",
        door: "t_d",
        floor: "t_f",
        walls: ["t_w"],
        messages: { open: "Up!", pull: "Pull." },
        moves: 1200,
        bashing_damage: 30,
      },
      { type: "gate", id: "t_spec_b", "copy-from": "t_spec_a", floor: "t_g" },
    ]);
    clean(r);
    const b = r.content.gate.get("t_spec_b");
    expect([b?.door, b?.floor, b?.walls, b?.messages.open, b?.moves, b?.bashingDamage]).to.deep.equal([
      "t_d",
      "t_g",
      ["t_w"],
      "Up!",
      1200,
      30,
    ]);
  });

  it("[B2-controls_gate] rejects a gate without door or floor", () => {
    const r = loadInline([
      { type: "gate", id: "t_spec_winch", floor: "t_spec_open" },
      { type: "gate", id: "t_spec_winch2", door: "t_spec_door" },
    ]);
    expectPaths(r, r.errors("B2-controls_gate")).to.deep.equal(["$[0].door", "$[1].floor"]);
  });
});

describe("examine: our showcase content (content/examine)", () => {
  const r = loadContent([join(PROJECT_ROOT, "content", "examine")], { noLines: true });
  const actions = [...r.content.terrain.values(), ...r.content.furniture.values()].map((v) => v.examineAction);

  it("[G-12][B1-F-examine_action] loads with zero errors and zero warnings", () => {
    expect(r.problems, show(r.problems)).to.have.length(0);
  });

  it("[B2-list] has a terrain or furniture for each of the 33 hardcoded actions", () => {
    const used = new Set(actions.flatMap((a) => (a?.kind === "hardcoded" ? [a.name] : [])));
    expect([...HARDCODED_EXAMINE_NAMES].filter((n) => !used.has(n))).to.deep.equal([]);
  });

  it("[B1-object][B3-cardreader-F-terrain_changes][B3-cardreader-F-mapgen_id][B3-appliance_convert-F-item][B3-effect_on_condition-F-effect_on_conditions] has every actor kind: appliance_convert, both cardreader forms, EOCs inline and by id", () => {
    const kinds = new Set(actions.map((a) => a?.kind));
    expect(kinds.has("appliance_convert")).to.equal(true);
    const readers = actions.filter((a): a is CardreaderActor => a?.kind === "cardreader");
    expect(readers.some((c) => c.mapgenId !== undefined)).to.equal(true);
    expect(readers.some((c) => Object.keys(c.terrainChanges).length > 0)).to.equal(true);
    const refs = actions.flatMap((a) => (a?.kind === "effect_on_condition" ? a.effectOnConditions : []));
    expect(refs.some((e) => e.kind === "id")).to.equal(true);
    expect(refs.some((e) => e.kind === "inline")).to.equal(true);
  });

  it("[B2-controls_gate][B2-pedestal_temple][B2-pit][B3-cardreader-hack] defines the gate and the items the actions need", () => {
    for (const id of ["ex_t_gate_control"]) expect(r.content.gate.has(id), id).to.equal(true);
    for (const id of [
      "petrified_eye",
      "2x4",
      "electrohack",
      "ex_spade",
      "ex_lockpicks",
      "ex_lab_card",
      "ex_vault_card",
      "water",
    ]) {
      expect(r.content.item.has(id), id).to.equal(true);
    }
    for (const id of ["t_door_metal_locked", "t_door_metal_c", "t_pit", "t_pit_covered"])
      expect(r.content.terrain.has(id), id).to.equal(true);
    expect(r.content.item.get("ex_spade")?.qualities["DIG"]).to.equal(3);
  });
});
