/**
 * The core data plus mods of our own (spec/fixtures/mods) that use every form of the game's loader
 * the core data does not: variable numbers (math, variables, ranges), inline EOC ids, a
 * mod_interactions folder, a monster without hp, and the core named explicitly in any order.
 * IDs: REAL-varnum, REAL-inline-eoc, REAL-mod-order, REAL-mod-interactions (introduced in
 * spec/rules/monsters/var_cooldown.spec.ts, spec/content/inline_eoc.spec.ts, spec/content/mods.spec.ts),
 * X-42, and REAL-mod-validate (introduced here): validating a mod lists no coverage warnings by
 * default, says how many it hid, and reports the same problems however the folders are named.
 */
import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadContent } from "../../engine/content/load.js";
import { planRoots } from "../../engine/content/mods.js";
import { constantOf } from "../../engine/content/values/var_number.js";
import { resolveAttacks } from "../../engine/content/kinds/monsters/special_attacks.js";
import { loadScenario } from "../../engine/scenario/load.js";
import { runScenario } from "../../engine/scenario/run.js";
import { cachedLoadContent, PROJECT_ROOT, REAL_DATA, requireRealData, show } from "../support/load.js";
import { tempDir } from "../support/files.js";

const MODS = join(PROJECT_ROOT, "spec", "fixtures", "mods");
const TEST_MOD = join(MODS, "sim_test_mod");

interface Report {
  readonly errors: number;
  readonly coverageWarnings: number;
  readonly baseFolders: readonly string[];
  readonly problems: readonly { file: string; rule: string; severity: string; path: string; coverage?: boolean }[];
}

/** `validate --json` of the arguments; `text` runs it again without --json (a second load of the core). */
function validate(...args: string[]): { code: number | null; report: Report; text: () => string } {
  const run = (extra: string[]) =>
    spawnSync(process.execPath, [join(PROJECT_ROOT, "bin", "cdda-sim.js"), "validate", ...extra, ...args], {
      encoding: "utf8",
      cwd: PROJECT_ROOT,
      env: { ...process.env, CDDA_CORE_DATA: REAL_DATA },
      maxBuffer: 64 * 1024 * 1024,
    });
  const json = run(["--json"]);
  return { code: json.status, report: JSON.parse(json.stdout) as Report, text: () => run([]).stdout };
}

const mine = (r: Report): string[] =>
  r.problems.filter((p) => p.file.includes("fixtures")).map((p) => `${p.severity} ${p.rule} ${p.path}`);

describe(`conformance: the core data with mods of our own (${REAL_DATA})`, function () {
  this.timeout(240_000);

  requireRealData();

  it("[REAL-mod-validate][REAL-mod-order][X-42] 0 errors and the same problems whether the core is named first, last or found", () => {
    const ways = [[REAL_DATA, TEST_MOD], [TEST_MOD, REAL_DATA], [TEST_MOD]];
    const reports = ways.map((w) => validate(...w));
    for (const r of reports) {
      expect(r.code, show(r.report.problems.filter((p) => p.severity === "error") as never)).to.equal(0);
      expect(r.report.errors).to.equal(0);
    }
    const expected = ["warning X-42 $[3]"];
    for (const r of reports) expect(mine(r.report)).to.deep.equal(expected);
    expect(reports[2]?.report.baseFolders).to.deep.equal([REAL_DATA]);
    expect(reports[0]?.report.baseFolders).to.deep.equal([]);
  });

  it("[REAL-mod-validate] lists no coverage warnings by default, says how many it hid and how to see them", () => {
    const r = validate(REAL_DATA);
    // Hundreds, falling as kinds and examine names are implemented (381 once the harvest family landed).
    expect(r.report.coverageWarnings).to.be.greaterThan(100);
    const text = r.text();
    expect(text).to.contain(`${r.report.coverageWarnings} more warning(s) are about what cdda-sim does not model yet`);
    expect(text).to.contain("--coverage lists them");
    expect(text).to.not.match(/\[(G-2|B1-string|D2-R3)\]/);
  });

  it("[REAL-mod-interactions][REAL-mod-order] a folder of both mods loads the interaction after them; 0 errors", () => {
    const r = validate(MODS);
    expect(r.report.errors).to.equal(0);
    expect(mine(r.report)).to.deep.equal(["warning X-42 $[3]"]);
    const plan = planRoots([MODS], [], () => [REAL_DATA]);
    const loaded = loadContent(plan.roots);
    expect(loaded.problems.filter((p) => p.severity === "error")).to.deep.equal([]);
    const ghoul = loaded.content.monster.get("sim_tm_ghoul");
    expect(ghoul?.name).to.equal("test ghoul (with the other mod)");
    expect(ghoul?.hp).to.equal(77);
    const alone = cachedLoadContent(planRoots([TEST_MOD], [], () => [REAL_DATA]).roots);
    expect(alone.content.monster.get("sim_tm_ghoul")?.name).to.equal("test ghoul");
  });

  it("[REAL-varnum][REAL-inline-eoc] the mod's variable cooldowns and inline EOCs load on top of the core", () => {
    const loaded = cachedLoadContent(planRoots([TEST_MOD], [], () => [REAL_DATA]).roots);
    const ghoul = loaded.content.monster.get("sim_tm_ghoul");
    expect(ghoul).to.not.equal(undefined);
    const attacks = resolveAttacks(ghoul as never, loaded.content);
    const claw = attacks.find((a) => a.key === "sim_tm_claw")?.attack;
    const slam = attacks.find((a) => a.key === "sim_tm_slam")?.attack;
    expect(claw?.cooldown.kind).to.equal("math");
    expect(slam?.cooldown.kind).to.equal("range");
    expect(constantOf(claw?.cooldown ?? { kind: "const", value: 0 })).to.equal(undefined);
    for (const id of ["sim_tm_inner", "sim_tm_from_item"])
      expect(loaded.content.effect_on_condition.has(id), id).to.equal(true);
  });

  it("[REAL-varnum][REAL-mod-order] a scenario puts the mod's monster in a fight with the core's zombie: its claws strike again after 2..6 turns", () => {
    const dir = tempDir("cdda-sim-modfight-");
    const file = join(dir, "fight.json");
    writeFileSync(
      file,
      JSON.stringify({
        name: "mod fight",
        content: [TEST_MOD],
        seed: "mod-fight",
        world: {
          levels: [{ z: 0, rows: ["#######", "#.....#", "#.....#", "#.....#", "#######"] }],
          characters: [{ id: "you", name: "the survivor", pos: [3, 2] }],
          monsters: [
            { id: "ghoul", type: "sim_tm_ghoul", pos: [2, 2], attitude: "hostile" },
            { id: "zed", type: "mon_zombie", pos: [4, 2], attitude: "hostile" },
          ],
        },
        steps: [{ do: { type: "tick", turns: 60 } }],
      }),
    );
    const loaded = loadScenario(file, { coreCandidates: () => [REAL_DATA], loadContent: cachedLoadContent });
    expect(loaded.ok, loaded.ok ? "" : JSON.stringify(loaded.problems)).to.equal(true);
    if (!loaded.ok) return;
    const run = runScenario(loaded.scenario, loaded.content);
    const events = run.steps.flatMap((s) => s.events);
    const clawTurns = events
      .filter((e) => e.type === "attack" && (e as { attack?: string }).attack === "sim_tm_claw")
      .map((e) => e.turn);
    expect(clawTurns.length, JSON.stringify(events.filter((e) => e.type === "attack").slice(0, 5))).to.be.greaterThan(
      5,
    );
    const gaps = clawTurns.slice(1).map((t, i) => t - (clawTurns[i] as number));
    expect(Math.min(...gaps)).to.be.at.least(2);
    expect(Math.max(...gaps)).to.be.at.most(7);
    expect(new Set(gaps).size).to.be.greaterThan(1);
    expect(events.some((e) => e.type === "attack" && e.attacker === "zed")).to.equal(true);
  });
});
