/**
 * Effect-on-condition forms checked at load (issue 30: "a misspelt EOC member is a load problem,
 * not a silent no-op at run time"). IDs introduced here:
 *   EOC-form             a condition or effect member that no modelled form or parameter names and
 *                        that no EOC of the base content uses is a warning at its JSON path, with the
 *                        closest known name
 *   EOC-form-unmodelled  a member the base content's EOCs use (a form of the game's) that cdda-sim
 *                        does not run, or any unmodelled member when there is no base content, is a
 *                        coverage warning, said once a file
 *   EOC-form-documented  a form or member the game's documentation names counts as the game's
 *                        vocabulary although no EOC of the base content uses it: coverage, not a
 *                        misspelling, and never given a did-you-mean
 */
import { expect } from "chai";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { isCoverage } from "../../engine/content/problems.js";
import { hasRealData, loadInline, REAL_DATA, show } from "../support/load.js";
import { tempDir } from "../support/files.js";

/** A base folder standing for the game's data: its EOCs use forms cdda-sim does not run. */
function gameBase(): string {
  const dir = tempDir("cdda-sim-eoc-base-");
  writeFileSync(
    join(dir, "eocs.json"),
    JSON.stringify([
      {
        type: "effect_on_condition",
        id: "base_spawner",
        condition: { u_near_om_location: "field", range: 2 },
        effect: [{ u_mutate_category: "PLANT", use_vitamins: false }, { u_message: "hi" }],
      },
    ]),
  );
  return dir;
}

const eoc = (id: string, body: Record<string, unknown>) => ({ type: "effect_on_condition", id, ...body });

describe("EOC forms checked at load (issue 30)", () => {
  it("[EOC-form] a misspelt condition and effect are warnings at their paths, with the closest name", () => {
    const r = loadInline(
      [
        eoc("mod_eoc", {
          condition: { and: [{ u_has_itme: "rock" }, { not: { u_has_efect: "onfire" } }] },
          effect: [{ u_mesage: "hello" }, { u_add_effect: "bleed", duraton: 5 }],
        }),
      ],
      { base: [gameBase()] },
    );
    const found = r.warnings("EOC-form").map((p) => `${p.path} ${p.message}`);
    expect(found, show(r.problems)).to.have.length(4);
    expect(found[0]).to.match(/^\$\[0\]\.condition\.and\[0\]\.u_has_itme .*did you mean "u_has_item"/);
    expect(found[1]).to.match(/^\$\[0\]\.condition\.and\[1\]\.not\.u_has_efect .*did you mean "u_has_effect"/);
    expect(found[2]).to.match(/^\$\[0\]\.effect\[0\]\.u_mesage .*did you mean "u_message"/);
    expect(found[3]).to.match(/^\$\[0\]\.effect\[1\]\.duraton .*did you mean "duration"/);
    for (const p of r.warnings("EOC-form")) expect(isCoverage(p)).to.equal(false);
  });

  it("[EOC-form-unmodelled] a form the base data uses but the engine does not run is coverage, said once a file", () => {
    const r = loadInline(
      [
        eoc("a", { effect: [{ u_mutate_category: "FISH", use_vitamins: true }] }),
        eoc("b", { condition: { u_near_om_location: "forest", range: 1 }, effect: { u_mutate_category: "BIRD" } }),
      ],
      { base: [gameBase()] },
    );
    expect(r.warnings("EOC-form"), show(r.problems)).to.deep.equal([]);
    const unmodelled = r.warnings("EOC-form-unmodelled").map((p) => p.path);
    // u_mutate_category and use_vitamins once, u_near_om_location and range once: the second mutation is not said again.
    expect(unmodelled).to.deep.equal([
      "$[0].effect[0].u_mutate_category",
      "$[0].effect[0].use_vitamins",
      "$[1].condition.u_near_om_location",
      "$[1].condition.range",
    ]);
    for (const p of r.warnings("EOC-form-unmodelled")) expect(isCoverage(p)).to.equal(true);
  });

  it("[EOC-form] modelled forms and their parameters, nested in if/then/else and switch cases, load clean", () => {
    const r = loadInline([
      eoc("clean", {
        condition: { or: [{ u_has_var: "v", value: "yes" }, "u_is_npc", { math: ["1 > 0"] }] },
        effect: [
          {
            if: { u_has_trait: "T" },
            // biome-ignore lint/suspicious/noThenProperty: the game's if/then/else effect member
            then: [{ u_add_effect: "bleed", duration: 5, intensity: 2 }],
            else: { u_message: "x", snippet: false },
          },
          { switch: { math: ["2"] }, cases: [{ case: 1, effect: [{ u_make_sound: "bang", volume: 10 }] }] },
        ],
        false_effect: [{ u_spawn_item: "rock", count: 2 }],
      }),
    ]);
    expect(
      r.warnings().filter((p) => p.rule.startsWith("EOC-")),
      show(r.problems),
    ).to.deep.equal([]);
  });

  it("[EOC-form-unmodelled] without base content an unmodelled member is coverage, with a hint when one is near", () => {
    const r = loadInline([eoc("alone", { effect: [{ u_mesage: "x" }, { u_spawn_npc: "n" }] })]);
    expect(r.warnings("EOC-form")).to.deep.equal([]);
    const msgs = r.warnings("EOC-form-unmodelled").map((p) => p.message);
    expect(msgs).to.have.length(2);
    expect(msgs[0]).to.contain('did you mean "u_message"');
  });

  it("[EOC-form-documented] a documented form no base EOC uses (u_knockback, its stun and dam_mult) is coverage, not a misspelling", () => {
    const r = loadInline(
      [
        eoc("mod_push", {
          condition: { npc_is_flying: {} },
          effect: [{ u_knockback: 3, stun: 1, dam_mult: 2 }, { u_knockbak: 3 }],
        }),
      ],
      { base: [gameBase()] },
    );
    expect(r.warnings("EOC-form").map((p) => `${p.path} ${p.message}`)).to.deep.equal([
      '$[0].effect[1].u_knockbak unknown EOC effect member "u_knockbak": no EOC of the base game data uses it and cdda-sim does not model it (did you mean "u_knockback"?)',
    ]);
    const unmodelled = r.warnings("EOC-form-unmodelled");
    expect(unmodelled.map((p) => p.path)).to.deep.equal([
      "$[0].condition.npc_is_flying",
      "$[0].effect[0].u_knockback",
      "$[0].effect[0].stun",
      "$[0].effect[0].dam_mult",
    ]);
    for (const p of unmodelled) expect(p.message).not.to.contain("did you mean");
    expect(unmodelled[2]?.message).to.equal(
      'EOC effect "u_knockback": its member "stun" is not modelled by cdda-sim yet (said once a file)',
    );
  });

  it("[EOC-form-unmodelled] a member the engine does not read beside a form it runs is named with its form", () => {
    const r = loadInline([eoc("typed", { effect: [{ u_message: "x", type: "warning" }] })]);
    expect(r.warnings("EOC-form-unmodelled").map((p) => p.message)).to.deep.equal([
      'EOC effect "u_message": its member "type" is not modelled by cdda-sim yet (said once a file)',
    ]);
  });

  it("[EOC-form-documented] without base content a documented form is coverage without a hint", () => {
    const r = loadInline([eoc("alone2", { effect: [{ u_spawn_npc: "n" }, { npc_knockback: 1 }] })]);
    const msgs = r.warnings("EOC-form-unmodelled").map((p) => p.message);
    expect(msgs).to.deep.equal([
      'EOC effect "u_spawn_npc" is not modelled by cdda-sim yet (said once a file)',
      'EOC effect "npc_knockback" is not modelled by cdda-sim yet (said once a file)',
    ]);
  });

  it("[EOC-form] on the real core data as base: a mod's misspelt form is named, a real unmodelled one is coverage", function () {
    if (!hasRealData()) this.skip();
    this.timeout(120_000);
    const r = loadInline(
      [
        eoc("mod_real", {
          effect: [{ u_mesage: "x" }, { u_mutate_category: "PLANT", use_vitamins: false }, { u_knockback: 2, stun: 1 }],
        }),
      ],
      { base: [REAL_DATA] },
    );
    // u_knockback: a real form (EOC-form-documented) that no core EOC uses.
    expect(r.warnings("EOC-form").map((p) => p.path)).to.deep.equal(["$[0].effect[0].u_mesage"]);
    expect(r.warnings("EOC-form-unmodelled").map((p) => p.path)).to.include("$[0].effect[2].u_knockback");
    expect(r.warnings("EOC-form-unmodelled").map((p) => p.path)).to.include("$[0].effect[1].u_mutate_category");
  });
});
