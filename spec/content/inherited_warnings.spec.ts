/**
 * Warnings about what an object inherits (found on real DinoMod monsters: one leap attack without
 * min_range was said for five monsters copying it, each at a `special_attacks` path the copy does
 * not have). ID introduced here:
 *   G-17-inherited-warning  a decoding warning about a member an object inherits untouched from a
 *                           concrete object is said once, where that object writes it; from an
 *                           abstract template (never decoded alone) the copy still says it; a copy
 *                           that writes or amends the member (extend, relative, ...) says its own
 */
import { expect } from "chai";
import { loadInline } from "../support/load.js";

const monster = (id: string, body: Record<string, unknown>) => ({
  type: "MONSTER",
  id,
  name: id,
  description: "x",
  hp: 10,
  speed: 100,
  symbol: "d",
  color: "white",
  ...body,
});
const leap = { type: "leap", max_range: 3 };

describe("warnings about inherited members (G-17-inherited-warning)", () => {
  it("[G-17-inherited-warning][D6-leap-F-min_range] a copied leap without min_range is said once, at the parent", () => {
    const r = loadInline([
      monster("x_parent", { special_attacks: [leap] }),
      monster("x_child", { "copy-from": "x_parent", hp: 20 }),
      monster("x_grandchild", { "copy-from": "x_child", speed: 80 }),
    ]);
    expect(r.warnings("D6-leap-F-min_range").map((p) => `${p.path} ${p.id}`)).to.deep.equal([
      "$[0].special_attacks[0] x_parent",
    ]);
  });

  it("[G-17-inherited-warning] from an abstract template the copy says it; a copy amending the member says its own", () => {
    const r = loadInline([
      { ...monster("x_unused", { special_attacks: [leap] }), id: undefined, abstract: "x_template" },
      monster("x_from_template", { "copy-from": "x_template" }),
      monster("x_base", { special_attacks: [] }),
      monster("x_extended", { "copy-from": "x_base", extend: { special_attacks: [leap] } }),
    ]);
    expect(r.warnings("D6-leap-F-min_range").map((p) => `${p.path} ${p.id}`)).to.deep.equal([
      "$[1].special_attacks[0] x_from_template",
      "$[3].special_attacks[0] x_extended",
    ]);
  });
});
