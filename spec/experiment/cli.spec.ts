// covers: issue 9 (cdda-sim experiment and experiment merge as a person uses them; E-0 clear errors)
import { expect } from "chai";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runCli } from "../support/cli.js";
import { ONE_PLAY, SLOT_METRICS, writeExperiment } from "./support.js";

const cli = (...args: string[]) => runCli(["experiment", ...args]);

describe("cdda-sim experiment (CLI)", function () {
  this.timeout(120000);
  const { dir, file } = writeExperiment(ONE_PLAY, {
    name: "one play",
    runs: 200,
    seed: "cli",
    metrics: SLOT_METRICS,
    variants: [{ name: "one" }, { name: "cash 20", scenario: { "/world/characters/0/inventory/0/count": 20 } }],
  });

  it("[issue9-cli] prints the table, writes CSV, JSON and one SVG histogram per metric", () => {
    const out = join(dir, "charts");
    const r = cli(file, "--workers", "2", "--csv", join(dir, "w.csv"), "--json", join(dir, "w.json"), "--svg", out);
    expect(r.code, r.stderr).to.equal(0);
    expect(r.stdout).to.contain("one play: 200 runs per variant");
    expect(r.stdout).to.match(/money back\s+200\s+\d+(\.\d+)? %.*\(Wilson; \d+\/200\)/);
    expect(r.stderr).to.contain("200 runs in");
    const csv = readFileSync(join(dir, "w.csv"), "utf8").trim().split("\n");
    expect(csv[0]).to.equal(
      "variant,metric,type,runs,missing,mean,std,min,max,p5,p25,p50,p75,p95,ci95_low,ci95_high,hits,numerator,denominator",
    );
    expect(csv).to.have.length(1 + 2 * SLOT_METRICS.length);
    const json = JSON.parse(readFileSync(join(dir, "w.json"), "utf8")) as { rows: { variant: string }[] };
    expect(json.rows.map((x) => x.variant)).to.include("cash 20");
    const svgs = readdirSync(out).sort();
    expect(svgs).to.deep.equal(["01-prize.svg", "02-money-back.svg", "03-any-win.svg"]);
    const svg = readFileSync(join(out, "01-prize.svg"), "utf8");
    expect(svg.startsWith("<svg xmlns")).to.equal(true);
    expect(svg).to.contain("<rect");
    expect(svg).to.contain("cash 20");
  });

  it("[issue9-shards] --shard parts merged by `experiment merge` print exactly the unsharded statistics", () => {
    const whole = cli(file, "--quiet", "--csv", join(dir, "whole.csv"));
    expect(whole.code, whole.stderr).to.equal(0);
    for (const i of [1, 2, 3])
      expect(cli(file, "--quiet", "--shard", `${i}/3`, "-o", join(dir, `p${i}.json`)).code).to.equal(0);
    const merged = cli(
      "merge",
      join(dir, "p3.json"),
      join(dir, "p1.json"),
      join(dir, "p2.json"),
      "--csv",
      join(dir, "merged.csv"),
      "-o",
      join(dir, "all.json"),
    );
    expect(merged.code, merged.stderr).to.equal(0);
    expect(merged.stdout).to.equal(whole.stdout);
    expect(readFileSync(join(dir, "merged.csv"), "utf8")).to.equal(readFileSync(join(dir, "whole.csv"), "utf8"));
    const partial = cli("merge", join(dir, "p1.json"));
    expect(partial.stderr).to.contain("are in no shard given");
  });

  it("[issue9-cli] bad files and options exit 2 with the file, the JSON path and the rule", () => {
    const bad = join(dir, "bad.json");
    writeFileSync(bad, JSON.stringify({ scenario: "scenario.json", runs: "many", metrics: [] }));
    const r = cli(bad);
    expect(r.code).to.equal(2);
    expect(r.stderr).to.contain(`${bad}: $.runs: expected an integer from 1 to 100,000,000, got "many"`);
    expect(r.stderr).to.not.contain("    at ");
    expect(cli(file, "--shard", "1/2").stderr).to.contain("give -o <part.json>");
    expect(cli(file, "--workers", "0").code).to.equal(2);
    writeFileSync(join(dir, "junk.json"), "{}");
    const m = cli("merge", join(dir, "junk.json"));
    expect(m.code).to.equal(2);
    expect(m.stderr).to.contain("not a partial experiment result");
  });
});
