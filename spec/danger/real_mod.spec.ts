/**
 * Issue 33's Done-when on the game's data: a mod of real monsters (each a copy-from of a core
 * monster, loaded on the core data), and a copy of it in which one monster's melee damage is
 * doubled (`proportional` melee_dice × 2); the sweep of the copy compared with the original flags
 * that monster deadlier and no other (Holm, α 0.05). 200 fights a cell: since survivors fight for
 * themselves, the plain zombie's danger to the civilian moves from about 4 to 9 when doubled, which
 * 30 fights cannot tell from chance once Holm has adjusted for all 12 cells. It loads the core data twice (a minute or
 * more), so it runs when CDDA_SIM_DANGER_REAL=1 (.ci/run sets it). ID introduced here:
 *   DANGER-compare-real   the comparison on a real-data mod flags only the changed monster
 */
import { expect } from "chai";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { compare } from "../../engine/experiment/danger/compare.js";
import { partOf } from "../../engine/experiment/danger/part.js";
import { ALL } from "../../engine/experiment/danger/select.js";
import { summarise } from "../../engine/experiment/danger/summary.js";
import { planSweep, runPlannedCell, type SweepOptions } from "../../engine/experiment/danger/sweep.js";
import { hasRealData, REAL_DATA } from "../support/load.js";
import { tempDir } from "./support.js";
import { writeJson } from "../support/files.js";

const ENABLED = process.env["CDDA_SIM_DANGER_REAL"] === "1";
const BASES = ["mon_zombie", "mon_zombie_fat", "mon_zombie_tough", "mon_dog_zombie_cop"];

function writeMod(dir: string, doubled: string | undefined): string {
  const mod = join(dir, "spec_danger_mod");
  mkdirSync(mod, { recursive: true });
  writeFileSync(
    join(mod, "modinfo.json"),
    JSON.stringify([{ type: "MOD_INFO", id: "spec_danger_mod", name: "danger spec mod", dependencies: ["dda"] }]),
  );
  const monsters = BASES.map((b) => ({
    type: "MONSTER",
    id: `spec_${b}`,
    "copy-from": b,
    ...(doubled === `spec_${b}` ? { proportional: { melee_dice: 2 } } : {}),
  }));
  writeJson(mod, "monsters.json", monsters, 1);
  return mod;
}

describe("danger --compare on a real-data mod (issue 33)", function () {
  this.timeout(1_800_000);
  if (!ENABLED || !hasRealData()) {
    it(
      "[DANGER-compare-real] doubling one monster's melee damage in a real-data mod flags only it (set CDDA_SIM_DANGER_REAL=1: it loads the core data twice; .ci/run does)",
    );
    return;
  }
  it("[DANGER-compare-real] doubling one monster's melee damage in a real-data mod flags it deadlier and no other (Holm)", () => {
    const sweep = (mod: string): ReturnType<typeof summarise> => {
      const options: SweepOptions = {
        content: [mod],
        arena: "open",
        night: false,
        hostile: false,
        fights: 200,
        seed: "real-mod",
        turnLimit: 100,
        selection: ALL,
        coreFolders: [REAL_DATA],
      };
      const planned = planSweep(options);
      if (!planned.ok) throw new Error(planned.problems.join("\n"));
      const plan = planned.plan;
      expect(plan.monsters.map((m) => m.id)).to.deep.equal(BASES.map((b) => `spec_${b}`).sort());
      const cells = Array.from({ length: plan.cells }, (_, i) => runPlannedCell(plan, i));
      return summarise(partOf(plan, 0, plan.cells, cells));
    };
    const base = sweep(writeMod(join(tempDir(), "a"), undefined));
    const now = sweep(writeMod(join(tempDir(), "b"), "spec_mon_zombie"));
    const shape = { fights: 200, seed: "real-mod", arena: "open", night: false, turnLimit: 100 };
    const c = compare(base.rows, now.rows, { base: shape, now: shape }, "holm", 0.05);
    const flagged = c.changes.filter((x) => x.verdict !== "same");
    expect(flagged.length).to.be.greaterThan(0);
    expect(flagged.every((x) => x.monster === "spec_mon_zombie" && x.verdict === "deadlier")).to.equal(
      true,
      flagged.map((x) => `${x.monster} ${x.loadout} ${x.verdict}`).join(", "),
    );
    const untouched = c.changes.filter((x) => x.monster !== "spec_mon_zombie");
    expect(untouched.every((x) => x.difference === 0 && x.p === 1)).to.equal(true);
  });
});
