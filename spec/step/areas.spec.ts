/**
 * The one list of areas drives the rest (issue 30). IDs introduced here (ARCH: the engine's own
 * structure):
 *   ARCH-areas-one-list  the areas in engine/step/areas.ts are exactly the folders of engine/rules
 *                        plus the core area, and the dependency check keeps each of those folders
 *                        apart from the others
 *   ARCH-actions-from-areas  every action type comes from exactly one area's table, and the
 *                        decoder knows exactly those
 *   ARCH-layers          the dependency check's floors, lowest first: world|content, sim,
 *                        mechanics, rules, step, scenario, experiment, view, cli
 *   ARCH-turn-phases     a turn is the named phases time, fields, characters, monsters, sounds,
 *                        areas, in that order
 */
import { expect } from "chai";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { ACTION_TYPES, decodeAction } from "../../engine/step/actions/index.js";
import { AREAS } from "../../engine/step/areas.js";
import { TURN_PHASES } from "../../engine/step/turn.js";
import { PROJECT_ROOT } from "../support/load.js";

interface Rule {
  readonly name: string;
  readonly from: { readonly path?: string };
  readonly to: { readonly path?: string };
}
const require = createRequire(import.meta.url);
const cruiser = require(join(PROJECT_ROOT, ".dependency-cruiser.cjs")) as { forbidden: readonly Rule[] };

describe("the one list of areas", () => {
  const folders = readdirSync(join(PROJECT_ROOT, "engine/rules"), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

  it("[ARCH-areas-one-list] lists every folder of engine/rules once, plus the core actions", () => {
    const names = AREAS.map((a) => a.name);
    expect(names[0]).to.equal("core");
    expect([...names.slice(1)].sort()).to.deep.equal(folders);
    expect(new Set(names).size).to.equal(names.length);
  });

  it("[ARCH-areas-one-list] the dependency check keeps each area's folder apart from the others", () => {
    for (const area of folders) {
      const rule = cruiser.forbidden.find((r) => r.name === `area-${area}-alone`);
      expect(rule, `rule area-${area}-alone`).to.not.equal(undefined);
      const others = new RegExp(rule?.to.path ?? "^$");
      for (const other of folders) {
        const target = `engine/rules/${other}/x.ts`;
        expect(others.test(target), `${area} -> ${other}`).to.equal(other !== area);
      }
    }
  });

  it("[ARCH-actions-from-areas] every action type comes from exactly one area, and only those decode", () => {
    const fromAreas = AREAS.flatMap((a) => Object.keys(a.actions));
    expect(new Set(fromAreas).size).to.equal(fromAreas.length);
    expect([...fromAreas].sort()).to.deep.equal([...ACTION_TYPES]);
    for (const core of ["tick", "wait", "move", "spawn_monster", "set", "give_item"])
      expect(ACTION_TYPES).to.include(core);
    const bad = decodeAction({ type: "teleport", who: "you" });
    expect(bad.ok).to.equal(false);
    if (!bad.ok) expect(bad.problems[0]).to.match(/unknown action type "teleport"/);
  });

  it("[ARCH-layers] the dependency check's floors run world|content, sim, mechanics, rules, step and up", () => {
    const order = ["world|content", "sim", "mechanics", "rules", "step", "scenario", "experiment", "view"];
    const layerRules = cruiser.forbidden.filter((r) => r.name.startsWith("layer-"));
    expect(layerRules.map((r) => r.from.path)).to.deep.equal(order.map((l) => `^engine/(${l})/`));
    // The kernel may not reach the mechanics floor, nor mechanics the areas.
    const sim = layerRules.find((r) => r.name === "layer-sim");
    expect(new RegExp(sim?.to.path ?? "^$").test("engine/mechanics/mood.ts")).to.equal(true);
    const mech = layerRules.find((r) => r.name === "layer-mechanics");
    expect(new RegExp(mech?.to.path ?? "^$").test("engine/rules/monsters/turn.ts")).to.equal(true);
    expect(new RegExp(mech?.to.path ?? "^$").test("engine/sim/context.ts")).to.equal(false);
  });

  it("[ARCH-turn-phases] a turn runs its named phases in order", () => {
    expect(TURN_PHASES.map((p) => p.name)).to.deep.equal([
      "time",
      "queued EOCs",
      "fields",
      "characters",
      "monsters",
      "sounds",
      "areas",
    ]);
  });
});
