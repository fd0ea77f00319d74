/**
 * The scenario files of scenarios/real/, which load the real game's core data through
 * scenarios/real/core (a mod of ours with no objects, depending on dda): each loads and meets every
 * expectation it states. They show issue 15's Done-when on the game's own monsters, for a reader
 * who runs them (`cdda-sim run scenarios/real/<name>.json`, `make real`).
 */
import { expect } from "chai";
import { join } from "node:path";
import { loadScenario } from "../../engine/scenario/load.js";
import { runScenario } from "../../engine/scenario/run.js";
import { hasRealData, PROJECT_ROOT, REAL_DATA } from "../support/load.js";

const SCENARIOS: readonly (readonly [string, string])[] = [
  ["turret", "[REAL-ai-immobile] the game's turret shoots and never moves"],
  ["manhack", "[REAL-ai-hit-and-run] the game's manhack hits and backs off"],
  ["barghest", "[D3-bite-grab][X-20] the game's barghest bites a survivor no one holds"],
  ["shrieker", "[REAL-ai-hearing] the game's shrieker draws a zombie that cannot see the survivor"],
  ["pulled_over_the_edge", "[REAL-gravity] the game's nether cucumber pulls a survivor over open air: a fall, hurt"],
  ["feral_fence", "[REAL-route] the game's feral human walks round a fence through its gap to the survivor"],
  ["zombie_door", "[REAL-route-bash] the game's zombie brute bashes through a wooden door"],
  ["zombie_stairs", "[REAL-stairs] the game's zombie follows a survivor downstairs"],
  [
    "dog_follows",
    "[REAL-attitude] the game's German shepherd (aggression 2) and dog (-10) leave an unprovoking survivor alone",
  ],
  [
    "zombie_wolf",
    "[REAL-factions] the game's zombie attacks a wolf by its faction's mood; the wolf does not attack it",
  ],
];

describe("conformance: the real-data scenarios (scenarios/real)", function () {
  this.timeout(120000);
  before(function () {
    if (!hasRealData()) {
      process.stdout.write(`\n  conformance SKIPPED: no real game data at ${REAL_DATA} (set CDDA_DATA)\n`);
      this.skip();
    }
  });

  for (const [name, title] of SCENARIOS) {
    it(`${title} (skipped without real data): scenarios/real/${name}.json meets every expectation`, () => {
      const loaded = loadScenario(join(PROJECT_ROOT, "scenarios", "real", `${name}.json`), {
        coreCandidates: () => [REAL_DATA],
      });
      expect(loaded.ok, loaded.ok ? "" : JSON.stringify(loaded.problems.slice(0, 3))).to.equal(true);
      if (!loaded.ok) return;
      const run = runScenario(loaded.scenario, loaded.content);
      const checked = run.steps.flatMap((s) => s.expectations);
      expect(checked.length).to.be.greaterThan(1);
      expect(run.failures.map((f) => JSON.stringify(f))).to.deep.equal([]);
    });
  }
});
