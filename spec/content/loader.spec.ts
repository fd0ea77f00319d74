// The generic loader rules (G-1, G-2, G-5, G-6, G-17, G-18, durations, problem locations), exercised
// through ordinary kinds: climbing aids, items and traits.
import { expect } from "chai";
import { join } from "node:path";
import { parseDuration } from "../../engine/content/values/duration.js";
import { loadInline, show, type Loaded } from "../support/load.js";

type Obj = Record<string, unknown>;

function aid(id: string, extra: Obj = {}): Obj {
  return {
    type: "climbing_aid",
    id,
    condition: { type: "ter_furn", flag: "SOME_FLAG" },
    down: { menu_text: "Go down.", confirm_text: "Go down?" },
    ...extra,
  };
}

const item = (id: string, extra: Obj = {}): Obj => ({ type: "ITEM", id, name: { str: id }, ...extra });
const clean = (r: Loaded): void => {
  expect(r.problems, show(r.problems)).to.have.length(0);
};

describe("loader: object types", () => {
  it("[G-1] rejects an object without a type, and one whose type is not a string, at the type member", () => {
    const r = loadInline([{ id: "x" }, { type: 5, id: "y" }]);
    const errs = r.errors("G-1");
    expect(errs, show(r.problems)).to.have.length(2);
    expect(errs.map((p) => p.path)).to.deep.equal(["$[0].type", "$[1].type"]);
  });

  it("[G-1] dispatches objects with a string type to their kind", () => {
    const r = loadInline([aid("ld_a"), item("ld_item"), { type: "mutation", id: "LD_TRAIT", name: "t" }]);
    clean(r);
    expect(r.content.climbing_aid.has("ld_a")).to.equal(true);
    expect(r.content.item.has("ld_item")).to.equal(true);
    expect(r.content.mutation.has("LD_TRAIT")).to.equal(true);
  });

  it("[G-2] skips objects of an unmodelled type with one warning naming the type, never an error", () => {
    const r = loadInline([
      { type: "snippet", id: "s1", text: "a" },
      { type: "snippet", id: "s2", text: "b" },
      aid("ld_b"),
    ]);
    expect(r.errors(), show(r.problems)).to.have.length(0);
    const w = r.warnings("G-2");
    expect(w, show(r.problems)).to.have.length(1);
    expect(w[0]?.message).to.contain('"snippet"');
    expect(r.stats.skippedTypes.get("snippet")).to.equal(2);
    expect(r.content.climbing_aid.has("ld_b")).to.equal(true);
  });

  it("[G-5] ignores `//` and `//2` comment members, at the top and nested, without warnings", () => {
    const r = loadInline([
      aid("ld_c", { "//": "note", "//2": "more", condition: { type: "veh", flag: "X", "//": "inner" } }),
      item("ld_item_c", { "//": "note", "//2": "more" }),
      { type: "mutation", id: "LD_TRAIT_C", name: "t", "//": "note", "//2": "more" },
    ]);
    clean(r);
    expect(r.content.climbing_aid.get("ld_c")?.condition.type).to.equal("veh");
  });

  it("[G-6] warns once about an unknown member and still loads the object", () => {
    const r = loadInline([aid("ld_d", { slip_chanse_mod: -3 })]);
    expect(r.errors(), show(r.problems)).to.have.length(0);
    expect(r.warnings("G-6").map((p) => p.path)).to.deep.equal(["$[0].slip_chanse_mod"]);
  });
});

describe("loader: inheritance (G-17)", () => {
  it("[G-17][G-3] resolves a copy-from whose parent is defined later in the same file", () => {
    const r = loadInline([
      aid("ld_child", { "copy-from": "ld_parent", condition: undefined, down: undefined }),
      aid("ld_parent", { slip_chance_mod: -7 }),
    ]);
    clean(r);
    expect(r.content.climbing_aid.get("ld_child")?.slipChanceMod).to.equal(-7);
  });

  it("[G-17][G-3] resolves a copy-from whose parent is in another file that loads later", () => {
    const r = loadInline({
      "a_children.json": [aid("ld_child2", { "copy-from": "ld_parent2", down: { menu_text: "Child." } })],
      "z_parents.json": [aid("ld_parent2", { slip_chance_mod: -9 })],
    });
    clean(r);
    const child = r.content.climbing_aid.get("ld_child2");
    expect(child?.slipChanceMod).to.equal(-9);
    expect(child?.down.menuText).to.equal("Child.");
  });

  it("[G-17] rejects a copy-from cycle and registers neither object", () => {
    const r = loadInline([aid("ld_x", { "copy-from": "ld_y" }), aid("ld_y", { "copy-from": "ld_x" })]);
    const errs = r.errors("G-17");
    expect(errs.length, show(r.problems)).to.be.greaterThan(0);
    expect(errs.some((p) => p.message.includes("cycle"))).to.equal(true);
    expect(r.content.climbing_aid.has("ld_x")).to.equal(false);
    expect(r.content.climbing_aid.has("ld_y")).to.equal(false);
  });

  it("[G-17] rejects a copy-from naming no object, at the copy-from member", () => {
    const r = loadInline([aid("ld_orphan", { "copy-from": "ld_nobody" })]);
    const errs = r.errors("G-17");
    expect(errs, show(r.problems)).to.have.length(1);
    expect(errs[0]?.path).to.equal('$[0]["copy-from"]');
    expect(errs[0]?.message).to.contain("ld_nobody");
    expect(r.content.climbing_aid.has("ld_orphan")).to.equal(false);
  });

  it("[G-17] extend.flags appends to the inherited flags, delete.flags removes from them", () => {
    const r = loadInline([
      item("ld_base", { flags: ["A", "B"] }),
      item("ld_ext", { "copy-from": "ld_base", extend: { flags: ["C"] } }),
      item("ld_del", { "copy-from": "ld_base", delete: { flags: ["A"] } }),
    ]);
    clean(r);
    expect(r.content.item.get("ld_ext")?.flags).to.deep.equal(["A", "B", "C"]);
    expect(r.content.item.get("ld_del")?.flags).to.deep.equal(["B"]);
    expect(r.content.item.get("ld_base")?.flags).to.deep.equal(["A", "B"]);
  });

  it("[G-17] relative adds to and proportional multiplies an inherited number", () => {
    const r = loadInline([
      aid("ld_num", { slip_chance_mod: -10 }),
      aid("ld_rel", { "copy-from": "ld_num", relative: { slip_chance_mod: -5 } }),
      aid("ld_prop", { "copy-from": "ld_num", proportional: { slip_chance_mod: 2 } }),
    ]);
    clean(r);
    expect(r.content.climbing_aid.get("ld_rel")?.slipChanceMod).to.equal(-15);
    expect(r.content.climbing_aid.get("ld_prop")?.slipChanceMod).to.equal(-20);
  });

  it("[G-17] an operator naming a member the kind lacks is ignored with a warning", () => {
    const r = loadInline([
      aid("ld_num2", { slip_chance_mod: -10 }),
      aid("ld_typo", { "copy-from": "ld_num2", relative: { slip_chanse_mod: 3 } }),
    ]);
    expect(r.errors(), show(r.problems)).to.have.length(0);
    const w = r.warnings("G-17");
    expect(w, show(r.problems)).to.have.length(1);
    expect(w[0]?.message).to.contain("slip_chanse_mod");
    expect(r.content.climbing_aid.get("ld_typo")?.slipChanceMod).to.equal(-10);
  });

  it("[G-17] abstract objects are not registered, but their children are", () => {
    const { id: _id, ...body } = aid("unused");
    const r = loadInline([
      { ...body, abstract: "ld_tpl", slip_chance_mod: -4 },
      aid("ld_kid", { "copy-from": "ld_tpl" }),
    ]);
    clean(r);
    expect(r.content.climbing_aid.has("ld_tpl")).to.equal(false);
    expect(r.content.climbing_aid.get("ld_kid")?.slipChanceMod).to.equal(-4);
    expect(r.stats.perKind.climbing_aid).to.equal(1);
  });

  it("[G-17][G-6] __proto__ and constructor keys in a copy-from child stay plain data and pollute no prototype", () => {
    // Written as text: an object literal would turn "__proto__" into a prototype, not a key.
    const text = `[
  { "type": "climbing_aid", "id": "ld_proto_parent", "condition": { "type": "veh", "flag": "X" },
    "down": { "menu_text": "Down.", "confirm_text": "Down?" } },
  { "type": "climbing_aid", "id": "ld_proto_child", "copy-from": "ld_proto_parent",
    "__proto__": { "polluted": "top" }, "constructor": { "polluted": "ctor" },
    "condition": { "type": "veh", "flag": "Y", "__proto__": { "polluted": "cond" } },
    "down": { "__proto__": { "polluted": "down" }, "constructor": "x", "cost": { "__proto__": { "kcal": 999 } } } },
  { "type": "ITEM", "id": "ld_proto_item", "name": "thing", "__proto__": { "polluted": "item" } },
  { "type": "ITEM", "id": "ld_proto_item_child", "copy-from": "ld_proto_item", "extend": { "__proto__": ["z"] } }
]`;
    const r = loadInline({ "proto.json": text });
    expect(r.errors(), show(r.problems)).to.have.length(0);
    expect(({} as Record<string, unknown>)["polluted"]).to.equal(undefined);
    expect(Object.hasOwn(Object.prototype, "polluted")).to.equal(false);
    const child = r.content.climbing_aid.get("ld_proto_child");
    expect(child?.condition.flag).to.equal("Y");
    expect(child?.down.menuText).to.equal("Down.");
    expect(child?.down.cost.kcal).to.equal(0);
    // The keys survived inheritance as ordinary members: each is reported as unknown where it stands.
    const paths = r.warnings("G-6").map((p) => p.path);
    expect(paths).to.include.members([
      "$[1].__proto__",
      "$[1].constructor",
      "$[1].condition.__proto__",
      "$[1].down.__proto__",
      "$[1].down.constructor",
      "$[1].down.cost.__proto__",
    ]);
    expect(r.content.item.get("ld_proto_item_child")).to.not.equal(undefined);
  });
});

describe("loader: input files (G-18)", () => {
  it("[G-18] skips a file that is a list of file names with one warning, and loads the rest", () => {
    const r = loadInline({ "index.json": ["a.json", "b.json"], "aids.json": [aid("ld_e")] });
    expect(r.errors(), show(r.problems)).to.have.length(0);
    const w = r.warnings("G-18");
    expect(w, show(r.problems)).to.have.length(1);
    expect(w[0]?.file.endsWith("index.json")).to.equal(true);
    expect(r.content.climbing_aid.has("ld_e")).to.equal(true);
  });

  it("[G-18] loads a file holding a single object", () => {
    const r = loadInline({ "single.json": aid("ld_single") });
    clean(r);
    expect(r.content.climbing_aid.has("ld_single")).to.equal(true);
  });

  it("[G-18] reports invalid JSON as an error with its line, and still loads the other files", () => {
    const text = '[\n  { "type": "climbing_aid",\n    "id": "ld_broken" "condition": {} }\n]\n';
    const r = loadInline({ "broken.json": text, "good.json": [aid("ld_good")] });
    const errs = r.errors("G-18");
    expect(errs, show(r.problems)).to.have.length(1);
    expect(errs[0]?.file.endsWith("broken.json")).to.equal(true);
    expect(errs[0]?.line).to.equal(3);
    expect(r.content.climbing_aid.has("ld_good")).to.equal(true);
  });

  it("[G-18][G-4] every problem carries the file, the JSON path, the object and the line of the member", () => {
    const text = [
      "[",
      '  { "type": "ITEM", "id": "ld_filler", "name": "x" },',
      "  {",
      '    "type": "climbing_aid",',
      '    "id": "ld_located",',
      '    "condition": { "type": "veh", "flag": "X" },',
      '    "down": {',
      '      "menu_text": "Down.",',
      '      "confirm_text": "Down?",',
      '      "max_height": -2',
      "    }",
      "  }",
      "]",
    ].join("\n");
    const r = loadInline({ "located.json": text });
    const errs = r.errors("C-down-F-max_height");
    expect(errs, show(r.problems)).to.have.length(1);
    const p = errs[0];
    expect(p?.file).to.equal(join(r.dir, "located.json"));
    expect(p?.path).to.equal("$[1].down.max_height");
    expect(p?.id).to.equal("ld_located");
    expect(p?.kind).to.equal("climbing_aid");
    const expectedLine = text.split("\n").findIndex((l) => l.includes('"max_height"')) + 1;
    expect(p?.line).to.equal(expectedLine);
  });
});

describe("values: durations", () => {
  const seconds = (v: unknown): number | undefined => {
    const r = parseDuration(v);
    return r.ok ? r.seconds : undefined;
  };

  it('[A1-F-time] reads unit strings: "5 m" is 300 s, "1 h 30 m" is 5400 s, "24h20m" is 87600 s, "2 d" is 172800 s', () => {
    expect(seconds("5 m")).to.equal(300);
    expect(seconds("1 h 30 m")).to.equal(5400);
    expect(seconds("24h20m")).to.equal(87600);
    expect(seconds("2 d")).to.equal(172800);
    expect(seconds("30 s")).to.equal(30);
    expect(seconds("1440 m")).to.equal(86400);
  });

  it("[A1-F-time] reads a plain number as turns (seconds)", () => {
    expect(seconds(42)).to.equal(42);
    expect(seconds(0)).to.equal(0);
  });

  it("[A1-F-time] rejects an unknown unit, an empty string, words without numbers and non-numbers", () => {
    for (const bad of ["5 parsecs", "", "soon", "m 5", {}, [], null, true, Number.NaN]) {
      const r = parseDuration(bad);
      expect(r.ok, JSON.stringify(bad)).to.equal(false);
      if (!r.ok) expect(r.message.length).to.be.greaterThan(0);
    }
  });
});
