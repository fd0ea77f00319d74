// Runs every scenario of scenarios/examine (one file per B2 name and per B3 actor) and checks that
// together they still name every B2 action, every implemented B3 actor and every implemented game
// name (REAL-examine-<name>) in their step labels.
// covers: B2-list, every B2-<name>, B3-appliance_convert-*, B3-cardreader-*, B3-effect_on_condition-run,
// REAL-examine-<name> for the implemented game names
import { expect } from "chai";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  EXAMINE_ACTOR_TYPES,
  GAME_EXAMINE_NAMES,
  HARDCODED_EXAMINE_NAMES,
} from "../../../engine/content/kinds/examine/names.js";
import { formatScenarioProblem } from "../../../engine/scenario/format.js";
import { loadScenario } from "../../../engine/scenario/load.js";
import { runScenario } from "../../../engine/scenario/run.js";
import { PROJECT_ROOT } from "../../support/load.js";

const DIR = join(PROJECT_ROOT, "scenarios", "examine");
const FILES = readdirSync(DIR)
  .filter((f) => f.endsWith(".json"))
  .sort();

/**
 * The actors a scenario must show. `mortar` is loaded but behaves as `none` (B3-mortar, with a load
 * warning that our content must not have); selection.spec.ts covers it.
 */
const ACTORS = EXAMINE_ACTOR_TYPES.filter((t) => t !== "mortar");

/** Every step label of a scenario file, read as plain JSON (so a shape error cannot hide one). */
function labels(file: string): string[] {
  const json = JSON.parse(readFileSync(join(DIR, file), "utf8")) as { steps?: { label?: unknown }[] };
  return (json.steps ?? []).map((s) => s.label).filter((l): l is string => typeof l === "string");
}

/** The requirement IDs a label names: `B2-name`, `B3-...` or `REAL-examine-...`, ended by anything but a word character or `-`. */
function ids(label: string): string[] {
  return [...label.matchAll(/\b(?:B[23]|REAL-examine)-[A-Za-z0-9_-]*[A-Za-z0-9_]/g)].map((m) => m[0]);
}

/** Whether a label names the ID `prefix` itself or one of its sub-IDs (`B3-cardreader` matches `B3-cardreader-F-flags`, `B2-pit` not `B2-pit_covered`). */
function names(label: string, prefix: string): boolean {
  return ids(label).some((id) => id === prefix || id.startsWith(`${prefix}-`));
}

describe("examine: one scenario per action and actor (scenarios/examine)", () => {
  it("[B2-list] [B3-appliance_convert-run] [B3-cardreader-F-flags] [B3-effect_on_condition-run] every B2 name, every B3 actor and every implemented game name is named in a step label of some scenario", () => {
    const all = FILES.flatMap(labels);
    const missing = [
      ...HARDCODED_EXAMINE_NAMES.map((n) => `B2-${n}`).filter((id) => !all.some((l) => names(l, id))),
      ...ACTORS.map((t) => `B3-${t}`).filter((id) => !all.some((l) => names(l, id))),
      ...GAME_EXAMINE_NAMES.map((n) => `REAL-examine-${n}`).filter((id) => !all.some((l) => names(l, id))),
    ];
    expect(missing, `no step label names: ${missing.join(", ")}`).to.deep.equal([]);
    expect(HARDCODED_EXAMINE_NAMES).to.have.length(33);
  });

  for (const file of FILES) {
    const covered = [...new Set(labels(file).flatMap(ids))].sort();
    it(`${covered.map((id) => `[${id}]`).join(" ")} scenarios/examine/${file} runs with every expectation met and nothing refused`, () => {
      const loaded = loadScenario(join(DIR, file));
      if (!loaded.ok) expect.fail(loaded.problems.map(formatScenarioProblem).join("\n"));
      expect(covered, "its step labels name no B2/B3/REAL-examine requirement").to.not.be.empty;
      const result = runScenario(loaded.scenario, loaded.content);
      expect(
        result.failures.map((f) => `step ${f.step + 1} (${result.steps[f.step]?.label}): ${f.message}`),
      ).to.deep.equal([]);
      expect(
        result.steps.filter((s) => s.refused !== undefined).map((s) => `step ${s.index + 1}: ${s.refused}`),
      ).to.deep.equal([]);
      const checks = result.steps.reduce((n, s) => n + s.expectations.length, 0);
      expect(checks, "a scenario that checks nothing").to.be.greaterThan(1);
    });
  }
});
