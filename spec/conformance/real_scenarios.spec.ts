/**
 * IDs introduced here (issue 31, docs/survivors.md):
 *   REAL-npc-decision  an "ai": "npc" character decides its own turns; every choice is an
 *                      npc_decision rule event with its action and reason
 *   REAL-npc-pursue    it follows a melee target that steps away and strikes it when next to it
 *   REAL-npc-fire      with a gun it fires at a target in range, and steps back from one next to it
 *   REAL-npc-reload    it reloads an empty gun (and tops it up while nothing threatens it)
 *   REAL-npc-flee      when its side's strength is below the danger it runs for at least 20 turns
 *   SC-tick-until      a tick step with `until` stops when its condition holds, and
 *                      {"ended": ...} checks how and when it stopped
 *
 * The scenario files of scenarios/real/, which load the real game's core data through
 * scenarios/real/core (a mod of ours with no objects, depending on dda): each loads and meets every
 * expectation it states. They show issues 15's and 31's Done-when on the game's own monsters, for a reader
 * who runs them (`cdda-sim run scenarios/real/<name>.json`, `make real`).
 *
 * ID introduced here:
 *   REAL-core-everywhere  record, replay and view find the core data as run does (the README's list:
 *                         data/json beside the mod, $CDDA_CORE_DATA, ../shared/cdda/data/json)
 */
import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { loadScenario } from "../../engine/scenario/load.js";
import { runScenario } from "../../engine/scenario/run.js";
import { cachedLoadContent, hasRealData, PROJECT_ROOT, REAL_DATA, requireRealData } from "../support/load.js";
import { tempDir } from "../support/files.js";

const SCENARIOS: readonly (readonly [string, string])[] = [
  ["turret", "[REAL-ai-immobile] the game's turret shoots and never moves"],
  ["manhack", "[REAL-ai-hit-and-run] the game's manhack hits and backs off"],
  ["barghest", "[D3-bite-grab][X-20] the game's barghest bites a survivor no one holds"],
  ["shrieker", "[REAL-ai-hearing] the game's shrieker draws a zombie that cannot see the survivor"],
  ["pulled_over_the_edge", "[REAL-gravity] the game's nether cucumber pulls a survivor over open air: a fall, hurt"],
  [
    "npc_machete_spider",
    "[REAL-npc-pursue][REAL-npc-decision] an NPC survivor with the game's machete kills a hit-and-run jumping spider, pursuing it, with no scripted swing",
  ],
  [
    "npc_revolver_zombie",
    "[REAL-npc-reload][REAL-npc-fire] an NPC survivor with only a revolver loads it, fires, reloads and steps back from the game's zombie",
  ],
  ["npc_hurt_flees", "[REAL-npc-flee][SC-tick-until] a badly hurt NPC survivor decides to run at once and runs"],
  [
    "digging_interrupted",
    "[REAL-activity-spotted][REAL-activity-close] a survivor digging the game's rubble stops when the game's zombie comes into view, and at once when it is close",
  ],
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
  requireRealData();

  for (const [name, title] of SCENARIOS) {
    it(`${title} (skipped without real data): scenarios/real/${name}.json meets every expectation`, () => {
      const loaded = loadScenario(join(PROJECT_ROOT, "scenarios", "real", `${name}.json`), {
        coreCandidates: () => [REAL_DATA],
        loadContent: cachedLoadContent,
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

describe("conformance: a recording of a real-data scenario replays and views (CLI)", function () {
  this.timeout(300000);
  before(function () {
    if (!hasRealData()) this.skip();
  });

  const cli = (cwd: string, ...args: string[]) => {
    const r = spawnSync(process.execPath, [join(PROJECT_ROOT, "bin", "cdda-sim.js"), ...args], {
      encoding: "utf8",
      cwd,
      env: { ...process.env, CDDA_CORE_DATA: REAL_DATA },
    });
    return { code: r.status, out: `${r.stdout}${r.stderr}` };
  };

  it("[REAL-core-everywhere] record, replay and view scenarios/real/turret.json, from another folder (skipped without real data)", () => {
    const dir = tempDir("cdda-sim-real-rec-");
    const rec = join(dir, "turret.recording.json");
    const recorded = cli(dir, "record", join(PROJECT_ROOT, "scenarios", "real", "turret.json"), "-o", rec);
    expect(recorded.code, recorded.out).to.equal(0);
    const replayed = cli(dir, "replay", rec);
    expect(replayed.code, replayed.out).to.equal(0);
    expect(replayed.out).to.not.contain("needs the core game data");
    const page = join(dir, "turret.html");
    const viewed = cli(dir, "view", rec, "-o", page);
    expect(viewed.code, viewed.out).to.equal(0);
    expect(existsSync(page)).to.equal(true);
    expect(readFileSync(page, "utf8")).to.contain("replay matches");
  });
});
