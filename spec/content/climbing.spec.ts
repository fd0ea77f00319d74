// Climbing aids (spec section C): every load rule, default and warning, with accept and reject cases.
import { expect } from "chai";
import { join } from "node:path";
import { loadContent } from "../../engine/content/load.js";
import { DEFAULT_CLIMBING_AID, type ClimbingAid } from "../../engine/content/kinds/climbing_aid.js";
import { expectIds, loadInline, PROJECT_ROOT, show, type Loaded } from "../support/load.js";

type Obj = Record<string, unknown>;

/** A valid non-deploying aid; `over` replaces top-level members, `down`/`condition` members merge. */
function aid(id: string, over: { condition?: Obj; down?: Obj; top?: Obj } = {}): Obj {
  return {
    type: "climbing_aid",
    id,
    condition: { type: "ter_furn", flag: "SOME_FLAG", ...over.condition },
    down: { menu_text: "Go down.", confirm_text: "Go down?", ...over.down },
    ...over.top,
  };
}

const furniture = (id: string, flags: string[]): Obj => ({ type: "furniture", id, name: id, flags });
const openAirFurn = furniture("f_spec_strand", ["ALLOW_ON_OPEN_AIR"]);
const groundFurn = furniture("f_spec_stool", ["TRANSPARENT"]);

/** A valid deploying aid placing `f_spec_strand`. */
function deployer(id: string, hotkey: string, down: Obj = {}): Obj {
  return aid(id, { down: { deploy_furn: "f_spec_strand", menu_cant: "No room.", menu_hotkey: hotkey, ...down } });
}

const get = (r: Loaded, id: string): ClimbingAid | undefined => r.content.climbing_aid.get(id);
const clean = (r: Loaded): void => {
  expect(r.problems, show(r.problems)).to.have.length(0);
};

describe("climbing aids: top level", () => {
  it("[C-F-type][C-F-id] accepts a minimal aid and registers it under its id", () => {
    const r = loadInline([aid("spec_a")]);
    clean(r);
    expect(get(r, "spec_a")?.id).to.equal("spec_a");
  });

  it("[C-F-id][G-1] rejects an aid with neither id nor abstract", () => {
    const { id: _gone, ...noId } = aid("x");
    const r = loadInline([noId]);
    expect(r.errors("C-F-id"), show(r.problems)).to.have.length(1);
    expect(r.content.climbing_aid.size).to.equal(0);
  });

  it("[C-F-comment][G-5] ignores `//` and `//2` members at the top and inside down, without warnings", () => {
    const r = loadInline([aid("spec_c", { top: { "//": "a note", "//2": "another" }, down: { "//": "inside" } })]);
    clean(r);
    expect(get(r, "spec_c")).to.not.equal(undefined);
  });

  it("[C-F-slip_chance_mod] defaults to 0 and keeps a negative integer", () => {
    const r = loadInline([aid("spec_d"), aid("spec_e", { top: { slip_chance_mod: -20 } })]);
    clean(r);
    expect(get(r, "spec_d")?.slipChanceMod).to.equal(0);
    expect(get(r, "spec_e")?.slipChanceMod).to.equal(-20);
  });

  it("[C-F-slip_chance_mod] rejects a fraction and a string", () => {
    const r = loadInline([
      aid("spec_f", { top: { slip_chance_mod: 1.5 } }),
      aid("spec_g", { top: { slip_chance_mod: "-5" } }),
    ]);
    expect(r.errors("C-F-slip_chance_mod"), show(r.problems)).to.have.length(2);
    expect(r.content.climbing_aid.size).to.equal(0);
  });

  it("[C-F-condition] rejects an aid without condition, and a condition that is not an object", () => {
    const { condition: _c, ...noCond } = aid("spec_h");
    const r = loadInline([noCond, aid("spec_i", { top: { condition: "ter_furn" } })]);
    expect(r.errors("C-F-condition"), show(r.problems)).to.have.length(2);
    expect(r.content.climbing_aid.size).to.equal(0);
  });

  it("[C-F-down] rejects an aid without down, and a down that is an array", () => {
    const { down: _d, ...noDown } = aid("spec_j");
    const r = loadInline([noDown, aid("spec_k", { top: { down: [] } })]);
    expect(r.errors("C-F-down"), show(r.problems)).to.have.length(2);
    expect(r.content.climbing_aid.size).to.equal(0);
  });

  it("[G-6] warns about unknown members at the top, in condition, in down and in cost, and still loads", () => {
    const r = loadInline([
      aid("spec_l", { top: { slip_chance: 3 }, condition: { rnage: 2 }, down: { max_hieght: 2, cost: { kcals: 5 } } }),
    ]);
    expect(r.errors(), show(r.problems)).to.have.length(0);
    const paths = r.warnings("G-6").map((p) => p.path.replace(/^\$\[0\]/, ""));
    expect(paths.sort()).to.deep.equal([".condition.rnage", ".down.cost.kcals", ".down.max_hieght", ".slip_chance"]);
    expect(get(r, "spec_l")).to.not.equal(undefined);
  });
});

describe("climbing aids: condition", () => {
  it("[C-cond-F-type][C-cond-ter_furn][C-cond-veh][C-cond-character][C-cond-trait][C-cond-special] accepts every condition type", () => {
    const r = loadInline([
      aid("spec_tf", { condition: { type: "ter_furn", flag: "LADDER" } }),
      aid("spec_veh", { condition: { type: "veh", flag: "INITIAL_PART" } }),
      aid("spec_chr", { condition: { type: "character", flag: "WALL_CLING" } }),
      aid("spec_tr", { condition: { type: "trait", flag: "SPEC_TRAIT" } }),
      aid("spec_sp", { condition: { type: "special", flag: "" } }),
      { type: "mutation", id: "SPEC_TRAIT", name: "spec trait" },
    ]);
    clean(r);
    expect(
      ["spec_tf", "spec_veh", "spec_chr", "spec_tr", "spec_sp"].map((id) => get(r, id)?.condition.type),
    ).to.deep.equal(["ter_furn", "veh", "character", "trait", "special"]);
  });

  it("[C-cond-F-type] accepts `mutation` as an alias of trait and normalises it", () => {
    const r = loadInline([
      aid("spec_mut", { condition: { type: "mutation", flag: "SPEC_TRAIT" } }),
      { type: "mutation", id: "SPEC_TRAIT", name: "t" },
    ]);
    clean(r);
    expect(get(r, "spec_mut")?.condition.type).to.equal("trait");
  });

  it("[C-cond-F-type] rejects an unknown type and a missing type", () => {
    const r = loadInline([
      aid("spec_magic", { condition: { type: "magic" } }),
      aid("spec_none", { condition: { type: undefined } }),
    ]);
    expect(r.errors("C-cond-F-type"), show(r.problems)).to.have.length(2);
    expect(r.content.climbing_aid.size).to.equal(0);
  });

  it("[C-cond-F-flag] rejects a missing or non-string flag and accepts an empty one", () => {
    const r = loadInline([
      aid("spec_noflag", { condition: { flag: undefined } }),
      aid("spec_numflag", { condition: { flag: 3 } }),
      aid("spec_empty", { condition: { flag: "" } }),
    ]);
    expect(r.errors("C-cond-F-flag"), show(r.problems)).to.have.length(2);
    expect(get(r, "spec_empty")?.condition.flag).to.equal("");
    expect(r.content.climbing_aid.size).to.equal(1);
  });

  it("[C-cond-uses-required][E-3a][C-cond-item] rejects an item condition without uses", () => {
    const r = loadInline([aid("spec_item", { condition: { type: "item", flag: "rope" } })]);
    expect(r.errors("C-cond-uses-required"), show(r.problems)).to.have.length(1);
    expect(get(r, "spec_item")).to.equal(undefined);
  });

  it("[C-cond-uses-required][C-cond-F-uses][C-cond-item] accepts an item condition with uses 0 and with uses 1", () => {
    const r = loadInline([
      aid("spec_u0", { condition: { type: "item", flag: "spec_rope", uses: 0 } }),
      aid("spec_u1", { condition: { type: "item", flag: "spec_rope", uses: 1 } }),
      { type: "ITEM", id: "spec_rope", name: "rope" },
    ]);
    clean(r);
    expect(get(r, "spec_u0")?.condition.uses).to.equal(0);
    expect(get(r, "spec_u1")?.condition.uses).to.equal(1);
  });

  it("[C-cond-F-uses] rejects a negative or fractional uses", () => {
    const r = loadInline([
      aid("spec_neg", { condition: { type: "item", flag: "x", uses: -1 } }),
      aid("spec_frac", { condition: { type: "item", flag: "x", uses: 0.5 } }),
    ]);
    expect(r.errors("C-cond-F-uses"), show(r.problems)).to.have.length(2);
  });

  it("[C-cond-uses-forbidden][E-3a] rejects uses on ter_furn and on special conditions", () => {
    const r = loadInline([
      aid("spec_tfu", { condition: { type: "ter_furn", flag: "X", uses: 1 } }),
      aid("spec_spu", { condition: { type: "special", flag: "", uses: 0 } }),
    ]);
    expect(r.errors("C-cond-uses-forbidden"), show(r.problems)).to.have.length(2);
    expect(r.content.climbing_aid.size).to.equal(0);
  });

  it("[C-cond-F-range][X-13] defaults range to 1 for ter_furn and keeps an explicit 2", () => {
    const r = loadInline([aid("spec_r1"), aid("spec_r2", { condition: { range: 2 } })]);
    clean(r);
    expect(get(r, "spec_r1")?.condition.range).to.equal(1);
    expect(get(r, "spec_r2")?.condition.range).to.equal(2);
  });

  it("[C-cond-F-range] rejects a range of 0 or a string", () => {
    const r = loadInline([aid("spec_r0", { condition: { range: 0 } }), aid("spec_rs", { condition: { range: "2" } })]);
    expect(r.errors("C-cond-F-range"), show(r.problems)).to.have.length(2);
  });

  it("[C-cond-range-forbidden][E-3b] rejects range on item and veh conditions", () => {
    const r = loadInline([
      aid("spec_ir", { condition: { type: "item", flag: "x", uses: 1, range: 1 } }),
      aid("spec_vr", { condition: { type: "veh", flag: "x", range: 2 } }),
    ]);
    expect(r.errors("C-cond-range-forbidden"), show(r.problems)).to.have.length(2);
    expect(r.content.climbing_aid.size).to.equal(0);
  });

  it("[C-cond-special] loads the sentinel `null`, `default` and an abstract-flag aid without warnings", () => {
    const r = loadInline([
      aid("null", { condition: { type: "special", flag: "null" } }),
      aid("default", { condition: { type: "special", flag: "" } }),
      aid("spec_abs", { condition: { type: "special", flag: "abstract" } }),
    ]);
    clean(r);
    expect(r.content.climbing_aid.size).to.equal(3);
  });

  it("[C-cond-special] warns that a special condition the engine does not detect is never applicable", () => {
    const r = loadInline([aid("spec_moon", { condition: { type: "special", flag: "FULL_MOON" } })]);
    expect(r.errors(), show(r.problems)).to.have.length(0);
    expect(r.warnings("C-cond-special")).to.have.length(1);
  });

  it("[G-4] warns when an item or trait condition names no loaded item or trait, and is silent when it does", () => {
    const missing = loadInline([
      aid("spec_mi", { condition: { type: "item", flag: "spec_no_item", uses: 1 } }),
      aid("spec_mt", { condition: { type: "trait", flag: "SPEC_NO_TRAIT" } }),
    ]);
    expect(missing.errors(), show(missing.problems)).to.have.length(0);
    expect(
      missing
        .warnings("G-4")
        .map((p) => p.id)
        .sort(),
    ).to.deep.equal(["spec_mi", "spec_mt"]);
    const present = loadInline([
      aid("spec_mi", { condition: { type: "item", flag: "spec_item", uses: 1 } }),
      aid("spec_mt", { condition: { type: "trait", flag: "SPEC_TRAIT" } }),
      { type: "ITEM", id: "spec_item", name: "thing" },
      { type: "mutation", id: "SPEC_TRAIT", name: "trait" },
    ]);
    clean(present);
  });
});

describe("climbing aids: down", () => {
  it("[C-down-F-max_height][L-max_height-default][C-down-F-allow_remaining_height][C-down-F-easy_climb_back_up][C-down-F-menu_hotkey] applies the defaults", () => {
    const r = loadInline([aid("spec_def")]);
    clean(r);
    const d = get(r, "spec_def")?.down;
    expect(d?.maxHeight).to.equal(1);
    expect(d?.allowRemainingHeight).to.equal(true);
    expect(d?.easyClimbBackUp).to.equal(0);
    expect(d?.menuHotkey).to.equal("c");
    expect(d?.menuCant).to.equal(undefined);
    expect(d?.msgBefore).to.equal(undefined);
    expect(d?.msgAfter).to.equal(undefined);
    expect(d?.deployFurn).to.equal(undefined);
    expect(get(r, "spec_def")?.deploys).to.equal(false);
    expect(get(r, "spec_def")?.enabled).to.equal(true);
  });

  it("[C-down-F-max_height][C-down-max_height-zero][L-max_height-zero] accepts 0, which disables the aid, and keeps 3", () => {
    const r = loadInline([aid("spec_mh0", { down: { max_height: 0 } }), aid("spec_mh3", { down: { max_height: 3 } })]);
    clean(r);
    expect(get(r, "spec_mh0")?.enabled).to.equal(false);
    expect(get(r, "spec_mh3")?.down.maxHeight).to.equal(3);
    expect(get(r, "spec_mh3")?.enabled).to.equal(true);
  });

  it("[C-down-max_height-zero][C-down-F-max_height] rejects a negative max_height and a fraction", () => {
    const r = loadInline([
      aid("spec_mhn", { down: { max_height: -1 } }),
      aid("spec_mhf", { down: { max_height: 1.5 } }),
    ]);
    expect(r.errors("C-down-F-max_height"), show(r.problems)).to.have.length(2);
    expect(r.content.climbing_aid.size).to.equal(0);
  });

  it("[C-down-F-allow_remaining_height] rejects a non-boolean", () => {
    const r = loadInline([aid("spec_arh", { down: { allow_remaining_height: "no" } })]);
    expect(r.errors("C-down-F-allow_remaining_height"), show(r.problems)).to.have.length(1);
  });

  it("[C-down-arh-guidance] warns when allow_remaining_height is false without deploy_furn", () => {
    const r = loadInline([aid("spec_arhf", { down: { allow_remaining_height: false } })]);
    expect(r.errors(), show(r.problems)).to.have.length(0);
    expect(r.warnings("C-down-arh-guidance")).to.have.length(1);
    expect(get(r, "spec_arhf")?.down.allowRemainingHeight).to.equal(false);
  });

  it("[C-down-arh-guidance] does not warn when allow_remaining_height is false on a deploying aid", () => {
    const r = loadInline([deployer("spec_arhd", "k", { allow_remaining_height: false }), openAirFurn]);
    clean(r);
  });

  it("[C-down-F-easy_climb_back_up] keeps an integer and rejects a fraction", () => {
    const r = loadInline([
      aid("spec_e2", { down: { easy_climb_back_up: 2 } }),
      aid("spec_ef", { down: { easy_climb_back_up: 0.5 } }),
    ]);
    expect(r.errors("C-down-F-easy_climb_back_up"), show(r.problems)).to.have.length(1);
    expect(get(r, "spec_e2")?.down.easyClimbBackUp).to.equal(2);
  });

  it("[C-down-F-confirm_text][C-down-F-menu_text] reject an aid missing either text", () => {
    const r = loadInline([
      aid("spec_nc", { down: { confirm_text: undefined } }),
      aid("spec_nm", { down: { menu_text: undefined } }),
    ]);
    expect(r.errors("C-down-F-confirm_text"), show(r.problems)).to.have.length(1);
    expect(r.errors("C-down-F-menu_text"), show(r.problems)).to.have.length(1);
    expect(r.content.climbing_aid.size).to.equal(0);
  });

  it("[C-down-F-confirm_text][C-down-F-menu_text][C-down-percent-s] accept %s and translation objects", () => {
    const r = loadInline([
      aid("spec_tx", { down: { menu_text: { str: "Climb down %s." }, confirm_text: "Climb down %s?" } }),
    ]);
    clean(r);
    expect(get(r, "spec_tx")?.down.menuText).to.equal("Climb down %s.");
    expect(get(r, "spec_tx")?.down.confirmText).to.equal("Climb down %s?");
  });

  it("[C-down-F-msg_before][C-down-F-msg_after] keep both messages and reject a number", () => {
    const r = loadInline([
      aid("spec_msg", { down: { msg_before: "Before.", msg_after: "After %s." } }),
      aid("spec_badmsg", { down: { msg_after: 5 } }),
    ]);
    expect(r.errors("C-down-F-msg_after"), show(r.problems)).to.have.length(1);
    expect(get(r, "spec_msg")?.down.msgBefore).to.equal("Before.");
    expect(get(r, "spec_msg")?.down.msgAfter).to.equal("After %s.");
  });

  it("[C-down-F-menu_hotkey] keeps a one-character hotkey on a non-deploying aid", () => {
    const r = loadInline([aid("spec_hk", { down: { menu_hotkey: "x" } })]);
    clean(r);
    expect(get(r, "spec_hk")?.down.menuHotkey).to.equal("x");
  });

  it('[C-down-F-menu_hotkey] rejects "ab", "é" and ""', () => {
    const r = loadInline([
      aid("spec_hk2", { down: { menu_hotkey: "ab" } }),
      aid("spec_hk3", { down: { menu_hotkey: "é" } }),
      aid("spec_hk4", { down: { menu_hotkey: "" } }),
    ]);
    expect(r.errors("C-down-F-menu_hotkey"), show(r.problems)).to.have.length(3);
    expect(r.content.climbing_aid.size).to.equal(0);
  });

  it("[C-down-hotkey-reserved][X-14] warns for j, p and f and accepts the aids", () => {
    const r = loadInline(["j", "p", "f"].map((k) => aid(`spec_res_${k}`, { down: { menu_hotkey: k } })));
    expect(r.errors(), show(r.problems)).to.have.length(0);
    expect(r.warnings("C-down-hotkey-reserved")).to.have.length(3);
    expect(r.content.climbing_aid.size).to.equal(3);
  });

  it("[C-down-hotkey-reserved] does not warn for other keys", () => {
    const r = loadInline([
      aid("spec_res_k", { down: { menu_hotkey: "k" } }),
      aid("spec_res_J", { down: { menu_hotkey: "J" } }),
    ]);
    clean(r);
  });
});

describe("climbing aids: deploying furniture", () => {
  it("[C-down-F-deploy_furn][E-4a][E-4b] accepts a deploying aid with menu_cant and menu_hotkey", () => {
    const r = loadInline([deployer("spec_dep", "w"), openAirFurn]);
    clean(r);
    const a = get(r, "spec_dep");
    expect(a?.deploys).to.equal(true);
    expect(a?.down.deployFurn).to.equal("f_spec_strand");
    expect(a?.down.menuCant).to.equal("No room.");
    expect(a?.down.menuHotkey).to.equal("w");
  });

  it("[C-down-F-menu_cant][E-4a] rejects a deploying aid without menu_cant", () => {
    const r = loadInline([deployer("spec_nocant", "w", { menu_cant: undefined }), openAirFurn]);
    expect(r.errors("E-4a"), show(r.problems)).to.have.length(1);
    expect(get(r, "spec_nocant")).to.equal(undefined);
  });

  it("[C-down-F-menu_hotkey][E-4b] rejects a deploying aid without menu_hotkey (no default c)", () => {
    const r = loadInline([deployer("spec_nokey", "w", { menu_hotkey: undefined }), openAirFurn]);
    expect(r.errors("E-4b"), show(r.problems)).to.have.length(1);
    expect(get(r, "spec_nokey")).to.equal(undefined);
  });

  it("[C-down-F-deploy_furn][G-4] rejects a deploy_furn naming no loaded furniture", () => {
    const r = loadInline([deployer("spec_ghost", "w", { deploy_furn: "f_spec_ghost" })]);
    const errs = r.errors("G-4");
    expect(errs, show(r.problems)).to.have.length(1);
    expect(errs[0]?.path).to.match(/\.down\.deploy_furn$/);
    expect(errs[0]?.message).to.contain("f_spec_ghost");
  });

  it("[C-down-F-deploy_furn] rejects an empty or non-string deploy_furn", () => {
    const r = loadInline([deployer("spec_de", "w", { deploy_furn: "" }), deployer("spec_dn", "v", { deploy_furn: 7 })]);
    expect(r.errors("C-down-F-deploy_furn"), show(r.problems)).to.have.length(2);
  });

  it("[C-down-deploy-openair] warns when the deployed furniture lacks ALLOW_ON_OPEN_AIR while allow_remaining_height is true", () => {
    const r = loadInline([deployer("spec_stool", "w", { deploy_furn: "f_spec_stool" }), groundFurn]);
    expect(r.errors(), show(r.problems)).to.have.length(0);
    expect(r.warnings("C-down-deploy-openair"), show(r.problems)).to.have.length(1);
  });

  it("[C-down-deploy-openair] is silent with ALLOW_ON_OPEN_AIR, and when allow_remaining_height is false", () => {
    const r = loadInline([
      deployer("spec_air", "w"),
      deployer("spec_stool2", "v", { deploy_furn: "f_spec_stool", allow_remaining_height: false }),
      openAirFurn,
      groundFurn,
    ]);
    clean(r);
  });

  it("[C-down-hotkey-unique][X-14][X-42] warns once when two deploying aids share a hotkey, naming both", () => {
    const r = loadInline([deployer("spec_l1", "l"), deployer("spec_l2", "l"), openAirFurn]);
    expect(r.errors(), show(r.problems)).to.have.length(0);
    const w = r.warnings("C-down-hotkey-unique");
    expect(w, show(r.problems)).to.have.length(1);
    expect(w[0]?.id).to.equal("spec_l2");
    expect(w[0]?.message).to.contain("spec_l1");
    expect(r.content.climbing_aid.size).to.equal(2);
  });

  it("[C-down-hotkey-unique] is silent for distinct keys and for non-deploying aids sharing c", () => {
    const r = loadInline([
      deployer("spec_k1", "l"),
      deployer("spec_k2", "m"),
      aid("spec_c1"),
      aid("spec_c2"),
      openAirFurn,
    ]);
    clean(r);
  });
});

describe("climbing aids: cost", () => {
  it("[C-down-F-cost][C-cost-default] an absent or empty cost is all zeros", () => {
    const r = loadInline([aid("spec_nc"), aid("spec_ec", { down: { cost: {} } })]);
    clean(r);
    const zero = { kcal: 0, thirst: 0, pain: 0, damage: 0 };
    expect(get(r, "spec_nc")?.down.cost).to.deep.equal(zero);
    expect(get(r, "spec_ec")?.down.cost).to.deep.equal(zero);
  });

  it("[C-cost-F-kcal][C-cost-F-thirst][C-cost-F-pain][C-cost-F-damage] keeps every member", () => {
    const r = loadInline([aid("spec_cost", { down: { cost: { kcal: 87, thirst: 10, pain: 5, damage: 4 } } })]);
    clean(r);
    expect(get(r, "spec_cost")?.down.cost).to.deep.equal({ kcal: 87, thirst: 10, pain: 5, damage: 4 });
  });

  it("[C-cost-default] rejects a negative, a fractional and a string cost member", () => {
    const r = loadInline([
      aid("spec_cn", { down: { cost: { kcal: -1 } } }),
      aid("spec_cf", { down: { cost: { pain: 1.5 } } }),
      aid("spec_cs", { down: { cost: { damage: "5" } } }),
    ]);
    expect(r.errors("C-cost-default"), show(r.problems)).to.have.length(3);
    expect(r.content.climbing_aid.size).to.equal(0);
  });

  it("[C-down-F-cost] rejects a cost that is not an object", () => {
    const r = loadInline([aid("spec_cx", { down: { cost: 5 } })]);
    expect(r.errors("C-down-F-cost"), show(r.problems)).to.have.length(1);
  });
});

describe("climbing aids: inheritance", () => {
  const template: Obj = {
    type: "climbing_aid",
    abstract: "spec_tpl",
    slip_chance_mod: -12,
    condition: { type: "item", flag: "spec_rope", uses: 1 },
    down: {
      menu_text: "Template menu.",
      confirm_text: "Template confirm?",
      msg_before: "Template before.",
      max_height: 2,
      cost: { kcal: 30, thirst: 4 },
    },
  };

  it("[C-F-copy-from][G-17] a child's down merges member by member into the template's, cost too", () => {
    const child = {
      type: "climbing_aid",
      id: "spec_child",
      "copy-from": "spec_tpl",
      condition: { type: "ter_furn", flag: "ROPE" },
      down: { menu_text: "Child menu.", cost: { thirst: 9 } },
    };
    const r = loadInline([child, template]);
    clean(r);
    const a = get(r, "spec_child");
    expect(a?.slipChanceMod).to.equal(-12);
    expect(a?.down.menuText).to.equal("Child menu.");
    expect(a?.down.confirmText).to.equal("Template confirm?");
    expect(a?.down.msgBefore).to.equal("Template before.");
    expect(a?.down.maxHeight).to.equal(2);
    expect(a?.down.cost).to.deep.equal({ kcal: 30, thirst: 9, pain: 0, damage: 0 });
  });

  it("[C-F-copy-from][E-3a] a child's condition replaces the inherited one whole (no inherited uses on ter_furn)", () => {
    const child = {
      type: "climbing_aid",
      id: "spec_child2",
      "copy-from": "spec_tpl",
      condition: { type: "ter_furn", flag: "ROPE" },
    };
    const r = loadInline([template, child]);
    clean(r);
    expect(get(r, "spec_child2")?.condition).to.deep.equal({
      type: "ter_furn",
      flag: "ROPE",
      uses: undefined,
      range: 1,
    });
  });

  it("[C-F-copy-from][G-17] a child without condition inherits the template's", () => {
    const child = { type: "climbing_aid", id: "spec_child3", "copy-from": "spec_tpl" };
    const r = loadInline([template, child, { type: "ITEM", id: "spec_rope", name: "rope" }]);
    clean(r);
    expect(get(r, "spec_child3")?.condition).to.deep.equal({
      type: "item",
      flag: "spec_rope",
      uses: 1,
      range: undefined,
    });
  });

  it("[C-F-copy-from][G-17] abstract templates are neither registered nor checked for required members", () => {
    const partial = {
      type: "climbing_aid",
      abstract: "spec_partial",
      slip_chance_mod: -3,
      condition: { type: "special", flag: "abstract" },
      down: { menu_text: "Only a menu." },
    };
    const r = loadInline([partial]);
    clean(r);
    expect(r.content.climbing_aid.size).to.equal(0);
    expect(r.content.climbing_aid.has("spec_partial")).to.equal(false);
  });

  it("[C-F-copy-from][C-down-F-confirm_text] required members are checked after inheritance: the child supplies what the template lacks", () => {
    const partial = {
      type: "climbing_aid",
      abstract: "spec_partial",
      condition: { type: "special", flag: "abstract" },
      down: { menu_text: "Only a menu." },
    };
    const good = {
      type: "climbing_aid",
      id: "spec_good",
      "copy-from": "spec_partial",
      condition: { type: "veh", flag: "X" },
      down: { confirm_text: "Now complete?" },
    };
    const bad = {
      type: "climbing_aid",
      id: "spec_bad",
      "copy-from": "spec_partial",
      condition: { type: "veh", flag: "X" },
    };
    const r = loadInline([partial, good, bad]);
    const errs = r.errors("C-down-F-confirm_text");
    expectIds(r, errs).to.deep.equal(["spec_bad"]);
    expect(get(r, "spec_good")?.down.menuText).to.equal("Only a menu.");
  });

  it("[C-F-copy-from][E-4a][E-4b] a child inherits menu_cant and menu_hotkey with deploy_furn", () => {
    const parent = deployer("spec_dparent", "q");
    const child = {
      type: "climbing_aid",
      id: "spec_dchild",
      "copy-from": "spec_dparent",
      down: { menu_text: "Child deploys." },
    };
    const r = loadInline([parent, child, openAirFurn]);
    expect(r.errors(), show(r.problems)).to.have.length(0);
    expect(get(r, "spec_dchild")?.down.menuHotkey).to.equal("q");
    expect(get(r, "spec_dchild")?.deploys).to.equal(true);
    // Two deploying aids on "q": the inherited hotkey is a duplicate too.
    expect(r.warnings("C-down-hotkey-unique").map((p) => p.id)).to.deep.equal(["spec_dchild"]);
  });
});

describe("climbing aids: built-in default and our content", () => {
  it('[C-menu-default][X-16] the built-in default aid is special "", slip 0, max 1, hotkey c, not deploying', () => {
    expect(DEFAULT_CLIMBING_AID.id).to.equal("default");
    expect(DEFAULT_CLIMBING_AID.slipChanceMod).to.equal(0);
    expect(DEFAULT_CLIMBING_AID.condition).to.deep.include({ type: "special", flag: "" });
    expect(DEFAULT_CLIMBING_AID.down.maxHeight).to.equal(1);
    expect(DEFAULT_CLIMBING_AID.down.menuHotkey).to.equal("c");
    expect(DEFAULT_CLIMBING_AID.deploys).to.equal(false);
    expect(DEFAULT_CLIMBING_AID.enabled).to.equal(true);
    expect(DEFAULT_CLIMBING_AID.down.menuText).to.match(/lower/i);
  });

  describe("content/climbing", () => {
    const r = loadContent([join(PROJECT_ROOT, "content", "climbing")]);
    const aids = r.content.climbing_aid;

    it("[C-F-type][G-4][G-17] loads with no errors and no warnings", () => {
      expect(
        r.problems,
        r.problems.map((p) => `${p.file} ${p.path} ${p.message} [${p.rule}]`).join("\n"),
      ).to.have.length(0);
    });

    it("[C-cond-F-type][C-cond-uses-required][C-cond-F-range] has every condition type, item uses 0 and 1, ter_furn with and without range", () => {
      const values = aids.values();
      const types = new Set(values.map((a) => a.condition.type));
      expect([...types].sort()).to.deep.equal(["character", "item", "special", "ter_furn", "trait", "veh"]);
      const uses = values.filter((a) => a.condition.type === "item").map((a) => a.condition.uses);
      expect(uses).to.include(0).and.to.include(1);
      const ranges = values.filter((a) => a.condition.type === "ter_furn").map((a) => a.condition.range);
      expect(ranges).to.include(1).and.to.include(2);
    });

    it("[C-down-F-deploy_furn][C-down-deploy-openair][C-F-copy-from] has deploying aids with and without open-air furniture, and a template child", () => {
      const deploying = aids.values().filter((a) => a.deploys);
      expect(deploying.some((a) => !a.down.allowRemainingHeight)).to.equal(true);
      expect(deploying.some((a) => a.down.allowRemainingHeight)).to.equal(true);
      const rope = aids.get("sim_knotted_rope");
      expect(rope?.slipChanceMod).to.equal(-10);
      expect(rope?.down.confirmText).to.equal("Go down hand over hand?");
      expect(rope?.down.cost).to.deep.equal({ kcal: 20, thirst: 3, pain: 0, damage: 0 });
    });
  });
});
