// covers: issue 3 (cdda-sim run, record, replay as a person uses them), E-0 (clear errors, exit codes)
import { expect } from "chai";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runCli } from "../support/cli.js";
import { writeJson } from "../support/files.js";
import { withOurContent } from "../support/workspace.js";

const cli = (cwd: string, ...args: string[]) => runCli(args, { cwd });

/** A scratch copy of our content and a scenario written here, as a user outside the repository would. */
function workspace(scenario: unknown): string {
  const dir = withOurContent("cdda-sim-scn-");
  writeJson(dir, "fight.json", scenario, 2);
  return dir;
}

const FIGHT = {
  name: "two hounds",
  content: ["content/base", "content/monsters"],
  seed: 7,
  world: {
    levels: [{ z: 0, rows: ["#######", "#.....#", "#.....#", "#######"], legend: {} }],
    characters: [{ id: "you", pos: [1, 1] }],
    monsters: [{ type: "sim_scrap_hound", pos: [5, 2], id: "rex", attitude: "hostile" }],
  },
  steps: [
    { tick: 20, expect: [{ event: "attack", where: { attacker: "rex" } }] },
    { label: "you are unhurt (this fails)", expect: [{ state: "/characters/you/body/torso/hp", equals: 60 }] },
  ],
};

describe("cdda-sim run, record and replay (CLI)", function () {
  this.timeout(120000);

  it("[issue3-run] run tells the story and explains a failed expectation, exit 1", () => {
    const dir = workspace(FIGHT);
    const r = cli(dir, "run", "fight.json");
    expect(r.code).to.equal(1);
    expect(r.stdout).to.contain("Step 1: 20 turns pass");
    expect(r.stdout).to.contain("map z=0");
    expect(r.stdout).to.match(/FAIL \/characters\/you\/body\/torso\/hp: expected = 60, found \d+/);
    expect(r.stdout).to.contain("1 of 2 expectation(s) FAILED");
  });

  it("[issue3-run] --seed overrides the file's seed; --json gives the run as data", () => {
    const dir = workspace(FIGHT);
    const a = JSON.parse(cli(dir, "run", "--json", "fight.json").stdout) as { seed: string; world: unknown };
    const b = JSON.parse(cli(dir, "run", "--json", "--seed", "other", "fight.json").stdout) as {
      seed: string;
      world: unknown;
    };
    expect(a.seed).to.equal("7");
    expect(b.seed).to.equal("other");
    expect(b.world).to.not.deep.equal(a.world);
  });

  it("[issue3-run][E-0] a bad scenario file is explained with its JSON path, exit 2, no stack trace", () => {
    const dir = workspace({ ...FIGHT, steps: [{ do: { type: "move", who: "you", dir: "up" } }] });
    const r = cli(dir, "run", "fight.json");
    expect(r.code).to.equal(2);
    expect(r.stderr).to.match(/fight\.json: \$\.steps\[0\]\.do\.dir/);
    expect(r.stderr).not.to.contain("    at ");
  });

  it("[issue3-replay] record then replay matches; a changed content number is caught at the first differing step", () => {
    // The hound needs more than one turn to reach you, so step 1 cannot differ.
    const dir = workspace({ ...FIGHT, steps: [{ tick: 1 }, { tick: 20 }] });
    expect(cli(dir, "record", "fight.json", "-o", "fight.recording.json").code).to.equal(0);
    const same = cli(dir, "replay", "fight.recording.json");
    expect(same.code, same.stderr).to.equal(0);
    expect(same.stdout).to.contain("replay matches");
    const file = join(dir, "content", "monsters", "bestiary.json");
    const monsters = JSON.parse(readFileSync(file, "utf8")) as { id?: string; melee_dice_sides?: number }[];
    const hound = monsters.find((m) => m.id === "sim_scrap_hound");
    if (!hound) throw new Error("our bestiary lost sim_scrap_hound");
    hound.melee_dice_sides = (hound.melee_dice_sides ?? 1) + 5;
    writeFileSync(file, JSON.stringify(monsters));
    const changed = cli(dir, "replay", "fight.recording.json");
    expect(changed.code).to.equal(1);
    expect(changed.stdout).to.contain("warning: the content differs");
    expect(changed.stdout).to.match(/replay diverges at step 2 \("20 turns pass"\)/);
    expect(changed.stdout).to.match(/\/characters\/you\/body\/\w+\/hp: recorded \d+ -> replayed \d+/);
  });

  it("[issue3-replay][E-0] replaying a file that is not a recording is explained, exit 2", () => {
    const dir = workspace(FIGHT);
    const r = cli(dir, "replay", "fight.json");
    expect(r.code).to.equal(2);
    expect(r.stderr).to.match(/not a cdda-sim recording|recording/);
  });

  it("[G-9][issue3-replay] two processes recording the same scenario write byte-identical recordings", () => {
    const dir = workspace({ ...FIGHT, steps: [{ tick: 15 }, { tick: 15 }] });
    expect(cli(dir, "record", "fight.json", "-o", "a.json").code).to.equal(0);
    expect(cli(dir, "record", "fight.json", "-o", "b.json").code).to.equal(0);
    expect(readFileSync(join(dir, "b.json"), "utf8")).to.equal(readFileSync(join(dir, "a.json"), "utf8"));
  });

  it("[E-0][REAL-mod-validate] content errors block a run and are named; --allow-content-errors runs without the broken objects", () => {
    const dir = workspace(FIGHT);
    writeFileSync(
      join(dir, "content", "monsters", "broken.json"),
      JSON.stringify([{ type: "MONSTER", flags: ["SEES"], id: "sim_broken", name: "broken", hp: -1 }]),
    );
    const blocked = cli(dir, "run", "fight.json");
    expect(blocked.code).to.equal(2);
    expect(blocked.stderr).to.contain("which blocks the run").and.contain("--allow-content-errors");
    expect(blocked.stderr).to.contain("broken.json");
    const allowed = cli(dir, "run", "--allow-content-errors", "fight.json");
    expect(allowed.code).to.equal(1); // it ran: its second expectation fails, as written
    expect(allowed.stderr).to.contain("although its content has 1 error(s)").and.contain("broken.json");
    expect(allowed.stdout).to.contain("rex");
  });
});
