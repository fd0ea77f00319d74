/**
 * `cdda-sim danger` as a person and a CI job use it (issue 33), on our own content. IDs introduced
 * here (besides those of danger.spec.ts):
 *   DANGER-cli          the table on stdout, --csv, --json and -o files; bad usage exits 2
 *   DANGER-shards       1 worker, 2 workers, and 3 shards (one from --shard auto) merged give
 *                       byte-identical result files
 *   DANGER-resume       a sweep started again with its journal runs only the cells not in it and
 *                       writes the same result (a last line cut short by a kill is dropped)
 *   DANGER-compare      against a base result, only the monster whose melee dice were doubled is
 *                       flagged deadlier (Holm, α 0.05); a gate on it exits 1
 *   DANGER-html         the HTML report opens offline in headless Chromium with no error and no
 *                       request beyond its file, sorts by any column, filters, draws a plot per
 *                       metric, shows the static difficulty and the rank correlation, and opens a
 *                       monster's sample fight in the replay viewer
 */
import { expect } from "chai";
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { launchBrowser } from "../support/browser.js";
import { PROJECT_ROOT } from "../support/load.js";
import { FIGHTERS, OWN_LOADOUTS, tempDir, writeJson } from "./support.js";

const BIN = join(PROJECT_ROOT, "bin", "cdda-sim.js");

interface Ran {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function cli(args: readonly string[], env: Record<string, string> = {}): Ran {
  const r = spawnSync(process.execPath, [BIN, "danger", ...args], {
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function cliAsync(args: readonly string[], env: Record<string, string> = {}): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, "danger", ...args], { env: { ...process.env, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += String(d)));
    child.stderr.on("data", (d) => (stderr += String(d)));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const DIR = tempDir();
const LOADOUTS = writeJson(DIR, "loadouts.json", OWN_LOADOUTS);
const CONTENT = ["base", "monsters", "fight"].map((d) => join(PROJECT_ROOT, "content", d));
const SWEEP = [
  ...CONTENT,
  "--loadouts",
  LOADOUTS,
  "--hostile",
  "--seeds",
  "12",
  "--turns",
  "60",
  "--seed",
  "cli",
  "--quiet",
  ...FIGHTERS.flatMap((m) => ["--include", m]),
];
const WHOLE = join(DIR, "whole.json");
const HTML = join(DIR, "report.html");

describe("cdda-sim danger (CLI)", function () {
  this.timeout(600000);
  let whole: Ran;

  before(() => {
    whole = cli([
      ...SWEEP,
      "--workers",
      "1",
      "-o",
      WHOLE,
      "--csv",
      join(DIR, "w.csv"),
      "--json",
      join(DIR, "w.json"),
      "--html",
      HTML,
    ]);
  });

  it("[DANGER-cli] prints the table sorted by danger with the static difficulty and the rank correlation; writes CSV, JSON and the result", () => {
    expect(whole.code, whole.stderr).to.equal(0);
    expect(whole.stdout).to.match(/^monster\s+loadout\s+danger\s+95 % CI\s+death/);
    expect(whole.stdout).to.contain(
      "Spearman's rank correlation of the static difficulty with the danger over 4 monsters",
    );
    const dangers = whole.stdout
      .split("\n")
      .slice(1, 1 + FIGHTERS.length * 2)
      .map((l) => Number(l.trim().split(/\s+/)[2]));
    expect(dangers).to.have.length(8);
    expect([...dangers].sort((a, b) => b - a)).to.deep.equal(dangers);
    const csv = readFileSync(join(DIR, "w.csv"), "utf8").trim().split("\n");
    expect(csv[0]?.startsWith("monster,name,loadout,static_difficulty,fights,danger,danger_ci95_low")).to.equal(true);
    expect(csv).to.have.length(1 + 8);
    const json = JSON.parse(readFileSync(join(DIR, "w.json"), "utf8")) as {
      rows: unknown[];
      correlations: { loadout: string }[];
    };
    expect(json.rows).to.have.length(8);
    expect(json.correlations.map((c) => c.loadout)).to.deep.equal(["bare", "armoured"]);
    expect(existsSync(HTML)).to.equal(true);
  });

  it("[DANGER-cli] bad usage and bad input exit 2 with a clear message", () => {
    const r1 = cli([...CONTENT, "--arena", "cave"]);
    expect(r1.code).to.equal(2);
    expect(r1.stderr).to.contain("--arena takes open or indoors");
    const r2 = cli([...CONTENT, "--expect", "deaths<1"]);
    expect(r2.code).to.equal(2);
    expect(r2.stderr).to.contain("unknown metric");
    const bad = writeJson(DIR, "bad.json", { loadouts: [{ name: "x", character: { wielded: 3 } }] });
    const r3 = cli([...CONTENT, "--loadouts", bad, "--quiet"]);
    expect(r3.code).to.equal(2);
    expect(r3.stderr).to.contain(`${bad}: $.loadouts[0].character.wielded`);
  });

  it("[DANGER-shards] 2 workers, and 3 shards (one from --shard auto) merged, give the very bytes of 1 worker", async () => {
    const parts = [1, 2, 3].map((i) => join(DIR, `part${i}.json`));
    const [two, ...shards] = await Promise.all([
      cliAsync([...SWEEP, "--workers", "2", "-o", join(DIR, "two.json")]),
      cliAsync([...SWEEP, "--workers", "1", "--shard", "1/3", "-o", parts[0] as string]),
      cliAsync([...SWEEP, "--workers", "1", "--shard", "2/3", "-o", parts[1] as string]),
      cliAsync([...SWEEP, "--workers", "1", "--shard", "auto", "-o", parts[2] as string], {
        CDDA_SIM_SHARD_INDEX: "2",
        CDDA_SIM_SHARD_COUNT: "3",
      }),
    ]);
    expect(two?.code, two?.stderr).to.equal(0);
    for (const s of shards) expect(s.code, s.stderr).to.equal(0);
    expect(readFileSync(join(DIR, "two.json"), "utf8")).to.equal(readFileSync(WHOLE, "utf8"));
    const missing = cli(["merge", parts[0] as string, parts[2] as string, "--quiet"]);
    expect(missing.code).to.equal(2);
    expect(missing.stderr).to.contain("a shard is missing");
    const merged = cli([
      "merge",
      parts[2] as string,
      parts[0] as string,
      parts[1] as string,
      "-o",
      join(DIR, "merged.json"),
    ]);
    expect(merged.code, merged.stderr).to.equal(0);
    expect(readFileSync(join(DIR, "merged.json"), "utf8")).to.equal(readFileSync(WHOLE, "utf8"));
    expect(merged.stdout.split("\n").slice(0, 9)).to.deep.equal(whole.stdout.split("\n").slice(0, 9));
  });

  it("[DANGER-resume] a killed sweep continues from its journal's finished cells and writes the same result", () => {
    const journal = join(DIR, "journal.jsonl");
    const first = cli([...SWEEP, "--workers", "1", "--journal", journal, "-o", join(DIR, "first.json")]);
    expect(first.code, first.stderr).to.equal(0);
    const lines = readFileSync(journal, "utf8").split("\n");
    expect(lines.length).to.equal(1 + 8 + 1);
    // As if killed while writing the fifth cell: four whole cells and half a line.
    writeFileSync(journal, `${lines.slice(0, 5).join("\n")}\n${(lines[5] ?? "").slice(0, 40)}`);
    const again = cli([...SWEEP, "--workers", "1", "--journal", journal, "-o", join(DIR, "resumed.json")]);
    expect(again.code, again.stderr).to.equal(0);
    expect(again.stderr).to.contain("4 finished cell(s) taken from the journal");
    expect(readFileSync(join(DIR, "resumed.json"), "utf8")).to.equal(readFileSync(WHOLE, "utf8"));
    const other = cli([...SWEEP.map((a) => (a === "12" ? "3" : a)), "--workers", "1", "--journal", journal]);
    expect(other.code).to.equal(2);
    expect(other.stderr).to.contain("belongs to another sweep");
  });

  it("[DANGER-compare] doubling one monster's melee dice flags it deadlier and no other monster (Holm); the gate exits 1", () => {
    const copy = join(DIR, "monsters-changed");
    cpSync(join(PROJECT_ROOT, "content", "monsters"), copy, { recursive: true });
    const file = join(copy, "bestiary.json");
    const list = JSON.parse(readFileSync(file, "utf8")) as { id?: string; melee_dice?: number }[];
    const pouncer = list.find((m) => m.id === "sim_pouncer");
    const elder = list.find((m) => m.id === "sim_pouncer_elder");
    if (!pouncer?.melee_dice || !elder)
      throw new Error("sim_pouncer has no melee_dice to double, or no elder copies it");
    // The elder copies from the pouncer: it keeps the pouncer's old dice, so only the pouncer changes.
    elder.melee_dice = pouncer.melee_dice;
    pouncer.melee_dice *= 2;
    writeFileSync(file, JSON.stringify(list));
    const args = SWEEP.map((a) => (a === CONTENT[1] ? copy : a));
    const r = cli([...args, "--workers", "1", "--compare", WHOLE, "--expect", "deadlier=0", "--expect", "safer=0"]);
    expect(r.code, r.stderr).to.equal(1);
    const flagged = r.stdout.split("\n").filter((l) => /^\s+(deadlier|safer)\s/.test(l));
    expect(flagged.length).to.be.greaterThan(0);
    expect(flagged.every((l) => l.includes("sim_pouncer (") && l.trim().startsWith("deadlier"))).to.equal(
      true,
      flagged.join("\n"),
    );
    expect(r.stdout).to.contain("Holm (family-wise error rate) at 0.05");
    expect(r.stdout).to.match(/deadlier=0: \d+ deadlier \(sim_pouncer \(/);
    expect(r.stdout).to.contain("safer=0: 0 safer: ok");
  });

  it("[DANGER-html] the report opens offline in Chromium, sorts, filters, plots every metric and opens a sample fight in the viewer", async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      await page.goto(pathToFileURL(HTML).href);
      const rows = page.locator("#cells tbody tr");
      expect(await rows.count()).to.equal(8);
      const column = async (cls: string): Promise<number[]> =>
        (await page.locator(`#cells tbody td.${cls}`).allTextContents()).map((t) => Number.parseFloat(t));
      const byDefault = await column("danger");
      expect([...byDefault].sort((a, b) => b - a)).to.deep.equal(byDefault);
      await page.click('#cells th[data-key="danger"]');
      const ascending = await column("danger");
      expect([...ascending].sort((a, b) => a - b)).to.deep.equal(ascending);
      await page.click('#cells th[data-key="static"]');
      const statics = await column("static");
      expect([...statics].sort((a, b) => b - a)).to.deep.equal(statics);
      await page.fill("#filter", "pouncer");
      expect(await rows.count()).to.equal(4);
      await page.selectOption("#loadout", "bare");
      expect(await rows.count()).to.equal(2);
      await page.fill("#filter", "");
      await page.selectOption("#loadout", "");
      expect(await page.locator("figure.plot svg").count()).to.equal(6);
      expect(await page.locator("#correlation").textContent()).to.match(/Spearman's ρ = -?\d\.\d{3} over 4 monsters/);
      await page.locator("#cells tbody tr").first().locator("button.watch").click();
      const viewer = page.frameLocator("#viewer iframe");
      await viewer.locator("body[data-ready=true]").waitFor({ timeout: 15_000 });
      expect(await page.locator("#viewer h3").textContent()).to.match(/^sample fight: sim_/);
      expect(errors).to.deep.equal([]);
      expect(browser.foreignRequests).to.deep.equal([]);
    } finally {
      await browser.close();
    }
  });
});
