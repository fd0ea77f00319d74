/**
 * The experiment's progress line (issue 21, item 5). ID introduced here:
 *   OUT-progress-width    the line drawn on a terminal is at most columns − 1 characters wide, for
 *                         any width: the bar narrows first, then the label is cut with "…", then the
 *                         bar goes; on a wide terminal nothing is cut
 */
import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { progressLine } from "../../engine/cli/progress.js";
import { PROJECT_ROOT } from "../support/load.js";

const LONG = "slip rate per climbing aid (shard 3/16), 12 variants";
const at = (done: number, columns: number, label = LONG): string =>
  progressLine({ label, done, total: 20000, elapsed: 12 }, columns);

describe("the experiment's progress line", () => {
  it("[OUT-progress-width] fits every width from 10 to 200 columns, at any point of the run", () => {
    for (let columns = 10; columns <= 200; columns++)
      for (const done of [0, 1, 7345, 20000]) {
        const line = at(done, columns);
        expect([...line].length, `${columns} columns, ${done} done: ${line}`).to.be.at.most(columns - 1);
      }
  });

  it("[OUT-progress-width] on 130 columns everything is there: label, a 30-wide bar, counts, time left", () => {
    expect(at(5000, 130)).to.equal(`${LONG} [########......................] 5000/20000 runs  25 %  about 36 s left`);
    expect(at(20000, 130)).to.equal(`${LONG} [##############################] 20000/20000 runs  100 %  done in 12 s`);
  });

  it("[OUT-progress-width] on 80 columns the label is cut beside a narrow bar; on 50 the bar goes; on 30 the label too", () => {
    // The label is 52 characters, "5000/20000 runs  25 %  about 36 s left" 38, spaces and brackets 4:
    // 79 columns leave 79 − 42 − 10 = 27 for the label beside the narrowest bar (10; a quarter is 3).
    const eighty = at(5000, 80);
    expect(eighty).to.equal("slip rate per climbing aid… [###.......] 5000/20000 runs  25 %  about 36 s left");
    expect([...eighty].length).to.equal(79);
    const short = at(5000, 80, "slots");
    expect(short).to.equal("slots [########......................] 5000/20000 runs  25 %  about 36 s left");
    // 49 − 38 − 1 = 10 for the label without a bar; below 8 only the counts and the time are left.
    expect(at(5000, 50)).to.equal("slip rate… 5000/20000 runs  25 %  about 36 s left");
    expect(at(5000, 30)).to.equal("5000/20000 runs  25 %  about…");
  });

  it("[OUT-progress-width] on a real 44-column terminal (a pseudo-terminal from util-linux's script) every redraw fits", function () {
    this.timeout(60_000);
    if (!existsSync("/usr/bin/script")) this.skip();
    const cli = join(PROJECT_ROOT, "bin", "cdda-sim.js");
    const experiment = join(PROJECT_ROOT, "scenarios", "experiments", "slot_machine.json");
    const r = spawnSync(
      "/usr/bin/script",
      [
        "-qec",
        `stty cols 44 rows 20; "${process.execPath}" "${cli}" experiment "${experiment}" --runs 300 --workers 1 >/dev/null`,
        "/dev/null",
      ],
      { encoding: "utf8" },
    );
    expect(r.status, r.stderr).to.equal(0);
    const redraws = r.stdout
      .split("\r")
      .map((x) => x.replace("\x1b[K", "").replace(/\n$/, ""))
      .filter((x) => x.length > 0);
    expect(redraws.length).to.be.greaterThan(1);
    for (const line of redraws) expect([...line].length, line).to.be.at.most(43);
    expect(redraws[redraws.length - 1]).to.match(/300\/300 runs {2}100 % {2}done in/);
  });
});
