// Conformance: the real terrain, furniture, effect_on_condition and gate objects load with zero
// errors and decode as corpus-survey.md (sections 3.B, 4 and 6) counts them.
import { expect } from "chai";
import { loadReal, REAL_DATA, requireRealData, show } from "../support/load.js";
import {
  GAME_EXAMINE_NAMES,
  HARDCODED_EXAMINE_NAMES,
  unknownExamineNames,
  type ExamineAction,
} from "../../engine/content/kinds/examine/index.js";

const KINDS = new Set(["terrain", "furniture", "effect_on_condition", "gate"]);

/**
 * corpus-survey.md section 6: the 45 names beyond B2 that core terrain and furniture use; all are
 * implemented as the game's actions now (rules/examine/game), so none is unknown.
 */
const SURVEY_GAME_NAMES_CORE = 45;

/** corpus-survey.md section 6: documented names no core object uses. */
const SURVEY_UNUSED = ["none", "recycle_compactor", "shelter", "slot_machine", "toilet"];

describe(`conformance: real terrain and furniture examine actions (${REAL_DATA})`, function () {
  this.timeout(120000);

  requireRealData("examine conformance");

  const mine = () => loadReal().problems.filter((p) => p.kind !== undefined && KINDS.has(p.kind));
  const actions = (): ExamineAction[] => {
    const c = loadReal().content;
    return [...c.terrain.values(), ...c.furniture.values()].flatMap((v) => (v.examineAction ? [v.examineAction] : []));
  };

  it("[G-15][G-17][X-42][B2-locked_object_pickable-flag] (skipped without real data) zero errors in terrain, furniture, effect_on_condition and gate", () => {
    const errors = mine().filter((p) => p.severity === "error");
    expect(errors, show(errors)).to.have.length(0);
  });

  it("[G-6] (skipped without real data) no unknown-member warnings on these kinds", () => {
    const w = mine().filter((p) => p.rule === "G-6");
    expect(w, show(w.slice(0, 20))).to.have.length(0);
  });

  it("[G-15][G-17][REAL-inline-eoc] (skipped without real data) 1,108 terrain (12 abstract templates not registered), 659 furniture, 913 EOCs (692 top-level, 221 defined inline with an id), 10 gates", () => {
    const { perKind } = loadReal().stats;
    expect(perKind.terrain).to.equal(1108);
    expect(perKind.furniture).to.equal(659);
    expect(perKind.effect_on_condition).to.equal(913);
    const eocs = loadReal().content.effect_on_condition;
    const inline = eocs.ids().filter((id) => (eocs.entry(id)?.at.path ?? "").match(/^\$\[\d+\]$/) === null);
    expect(eocs.ids().length - inline.length).to.equal(692);
    expect(perKind.gate).to.equal(10);
  });

  it("[B1-F-examine_action][G-17] (skipped without real data) 281 terrain and 251 furniture carry examine_action, 33 and 8 more inherit it", () => {
    const { subcounts } = loadReal().stats;
    expect(subcounts.terrain["with examine_action"]).to.equal(281 + 33);
    expect(subcounts.furniture["with examine_action"]).to.equal(251 + 8);
  });

  it("[B1-string] (skipped without real data) the real data uses exactly the 45 game names beyond B2, all implemented: no unknown name, no B1-string warning", () => {
    expect(unknownExamineNames(loadReal().content)).to.deep.equal([]);
    expect(mine().filter((p) => p.rule === "B1-string")).to.deep.equal([]);
    const game = new Set(actions().flatMap((a) => (a.kind === "game" ? [a.name] : [])));
    expect(game.size).to.equal(SURVEY_GAME_NAMES_CORE);
    expect(GAME_EXAMINE_NAMES.filter((n) => !game.has(n))).to.deep.equal([]);
  });

  it("[B2-list] (skipped without real data) 28 documented names are used; none, recycle_compactor, shelter, slot_machine and toilet are not", () => {
    const used = new Set(actions().flatMap((a) => (a.kind === "hardcoded" ? [a.name] : [])));
    expect(used.size).to.equal(28);
    expect(HARDCODED_EXAMINE_NAMES.filter((n) => !used.has(n))).to.have.members(SURVEY_UNUSED);
  });

  it("[B3-appliance_convert-F-item][B3-appliance_convert-F-furn_set][G-4] (skipped without real data) 38 appliance_convert actors, all with furn_set f_null", () => {
    const a = actions().filter((x) => x.kind === "appliance_convert");
    expect(a).to.have.length(38);
    expect(a.every((x) => x.kind === "appliance_convert" && x.furnSet === "f_null")).to.equal(true);
  });

  it("[B3-cardreader-F-flags][B3-cardreader-F-query_msg][B3-cardreader-nochange] (skipped without real data) 21 card readers, none warned about", () => {
    const readers = actions().filter((x) => x.kind === "cardreader");
    expect(readers.length).to.be.at.least(21);
    const w = mine().filter((p) => p.rule.startsWith("B3-cardreader"));
    expect(w, show(w)).to.have.length(0);
    for (const r of readers) if (r.kind === "cardreader") expect(r.mapgenId).to.equal(undefined);
  });

  it("[B3-effect_on_condition-F-effect_on_conditions][B3-mortar][G-4] (skipped without real data) EOC actors resolve; the one mortar warns", () => {
    const eocs = actions().filter((x) => x.kind === "effect_on_condition");
    expect(eocs.length).to.be.at.least(20);
    const mortar = mine().filter((p) => p.rule === "B3-mortar");
    expect(mortar.map((p) => p.id)).to.deep.equal(["f_m224_mortar"]);
  });

  it("[B2-controls_gate] (skipped without real data) warns for the two controller terrains without a gate definition", () => {
    const w = mine().filter((p) => p.rule === "B2-controls_gate");
    expect(w.map((p) => p.id).sort(), show(w)).to.deep.equal(["t_gates_boom_barrier", "t_gates_control_metal_lab"]);
  });
});
