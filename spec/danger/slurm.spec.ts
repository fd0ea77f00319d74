/**
 * A danger sweep on a real scheduler (issue 33): .ci/slurm-danger installs Debian's SLURM and MUNGE
 * when missing, starts a single-node SLURM, submits the documented batch script
 * (docs/ci/danger-array.sbatch) as a job array of three tasks, merges the parts and stops the
 * daemons; the merged result must be the bytes of the unsharded sweep. It installs packages and
 * starts daemons, so it runs when CDDA_SIM_SLURM=1 (.ci/run sets it); otherwise it says so and
 * is left pending. ID introduced here:
 *   DANGER-slurm   a SLURM job array of the documented batch script, merged, gives byte for byte
 *                  the unsharded result, each task naming the shard SLURM gave it
 */
import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../support/load.js";
import { FIGHTERS, OWN_CONTENT, OWN_LOADOUTS, tempDir, writeJson } from "./support.js";

const ENABLED = process.env["CDDA_SIM_SLURM"] === "1";

describe("cdda-sim danger on SLURM (issue 33)", function () {
  this.timeout(1_800_000);
  if (!ENABLED) {
    it(
      "[DANGER-slurm] a SLURM job array gives the unsharded bytes (set CDDA_SIM_SLURM=1 to run it: it installs SLURM and starts daemons; .ci/run does)",
    );
    return;
  }
  it("[DANGER-slurm] a SLURM job array of the documented batch script, merged, gives the unsharded bytes", () => {
    const dir = tempDir();
    const loadouts = writeJson(dir, "loadouts.json", OWN_LOADOUTS);
    const args = [
      ...OWN_CONTENT,
      "--loadouts",
      loadouts,
      "--hostile",
      "--seeds",
      "8",
      "--turns",
      "50",
      "--seed",
      "slurm",
      ...FIGHTERS.flatMap((m) => ["--include", m]),
    ];
    const whole = join(dir, "whole.json");
    const one = spawnSync(
      process.execPath,
      [join(PROJECT_ROOT, "bin", "cdda-sim.js"), "danger", ...args, "--quiet", "--workers", "1", "-o", whole],
      { encoding: "utf8" },
    );
    expect(one.status, one.stderr).to.equal(0);
    const out = join(dir, "slurm");
    const r = spawnSync(join(PROJECT_ROOT, ".ci", "slurm-danger"), [out, "3", ...args], { encoding: "utf8" });
    expect(r.status, `${r.stdout}\n${r.stderr}`).to.equal(0);
    expect(readdirSync(join(out, "parts")).sort()).to.deep.equal(["part-0.json", "part-1.json", "part-2.json"]);
    const logs = readdirSync(out).filter((f) => f.startsWith("danger-") && f.endsWith(".log"));
    expect(logs).to.have.length(3);
    for (const log of logs)
      expect(readFileSync(join(out, log), "utf8")).to.match(/shard [123]\/3 from SLURM job array/);
    expect(readFileSync(join(out, "merged.json"), "utf8")).to.equal(readFileSync(whole, "utf8"));
  });
});
