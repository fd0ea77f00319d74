// covers: G-12 (the CLI is the public entry point), E-0 (problems listed, exit status)
import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PROJECT_ROOT } from "../support/load.js";
import { tempDir, writeJson } from "../support/files.js";

function cli(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [join(PROJECT_ROOT, "bin", "cdda-sim.js"), ...args], {
    encoding: "utf8",
    cwd: PROJECT_ROOT,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function tempContent(objects: unknown): string {
  const dir = tempDir("cdda-sim-cli-");
  writeFileSync(join(dir, "bad.json"), typeof objects === "string" ? objects : JSON.stringify(objects, null, 2));
  return dir;
}

describe("cdda-sim validate (CLI)", function () {
  this.timeout(120000);

  it("[G-12] --help explains the command and exits 0", () => {
    const r = cli("validate", "--help");
    expect(r.code).to.equal(0);
    expect(r.stdout).to.contain("Usage: cdda-sim validate");
    expect(r.stdout).to.contain("--json");
  });

  it("[G-18] says how many files it left unparsed, and that --full checks their JSON syntax", () => {
    const dir = tempContent('[{"type": "recipe", "result": "cli_soup", "time": "5 m",}]');
    const quick = cli("validate", dir);
    expect(quick.code, quick.stdout).to.equal(0);
    expect(quick.stdout).to.contain(
      "1 file(s) hold no object a rule applies to and were not parsed; --full checks their JSON syntax too.",
    );
    const json = JSON.parse(cli("validate", dir, "--json").stdout) as {
      unparsedFiles: number;
      kinds: { recipe: { estimated?: boolean } };
    };
    expect(json.unparsedFiles).to.equal(1);
    expect(json.kinds.recipe.estimated).to.equal(true);
    const full = cli("validate", dir, "--full");
    expect(full.code, full.stdout).to.equal(1);
    expect(full.stdout).to.contain("not valid JSON");
    expect(full.stdout).not.to.contain("were not parsed");
  });

  it("[G-12] an unknown option is a usage error with exit 2 and no stack trace", () => {
    const r = cli("validate", "--frobnicate", "content");
    expect(r.code).to.equal(2);
    expect(r.stderr).to.contain("unknown option --frobnicate");
    expect(r.stderr).not.to.contain("    at ");
  });

  it("[G-12] an unknown command exits 2 and shows the commands", () => {
    const r = cli("frobnicate");
    expect(r.code).to.equal(2);
    expect(r.stderr).to.contain("unknown command");
  });

  it("[E-0][G-1] bad content exits 1 and lists every problem as file:line: path: message [ID]", () => {
    const dir = tempContent([{ id: "no_type" }, { type: 5, id: "bad_type" }]);
    const r = cli("validate", dir);
    expect(r.code).to.equal(1);
    const lines = r.stdout.split("\n").filter((l) => l.includes("[G-1]"));
    expect(lines).to.have.length(2);
    expect(lines[0]).to.match(/bad\.json:\d+:\d+: \$\[0\]\.type.*\[G-1\]$/);
    expect(lines[1]).to.match(/bad\.json:\d+:\d+: \$\[1\]\.type.*\[G-1\]$/);
  });

  it("[G-18] invalid JSON in a content file is reported with its line, exit 1, no crash", () => {
    const dir = tempContent('[\n  { "type": "climbing_aid",\n    "id": "x" \n  ,, }\n]\n');
    const r = cli("validate", dir);
    expect(r.code).to.equal(1);
    expect(r.stdout).to.match(/bad\.json:4: \$: error: not valid JSON/);
  });

  it("[G-18][G-2] a file of unmodelled kinds is counted from its text; --full parses it and finds its syntax error", () => {
    const dir = tempContent('[\n  { "type": "snippet",\n    "id": "x" \n  ,, }\n]\n');
    const quick = cli("validate", dir);
    expect(quick.code).to.equal(0);
    expect(quick.stdout).to.contain("1 more warning(s) are about what cdda-sim does not model yet (coverage)");
    expect(quick.stdout).to.not.contain("snippet");
    const listed = cli("validate", "--coverage", dir);
    expect(listed.stdout).to.match(/Not modelled, by kind[^\n]*\n\s*type\s+objects\n\s*snippet\s+1/);
    const full = cli("validate", "--full", dir);
    expect(full.code).to.equal(1);
    expect(full.stdout).to.match(/bad\.json:4: \$: error: not valid JSON/);
  });

  it("[E-0] --json prints a machine-readable report with counts and problems", () => {
    const dir = tempContent([{ id: "no_type" }]);
    const r = cli("validate", "--json", dir);
    expect(r.code).to.equal(1);
    const report = JSON.parse(r.stdout) as {
      errors: number;
      problems: { rule: string; file: string; path: string; line: number }[];
    };
    expect(report.errors).to.equal(1);
    expect(report.problems[0]?.rule).to.equal("G-1");
    expect(report.problems[0]?.path).to.equal("$[0].type");
    expect(report.problems[0]?.line).to.be.a("number");
  });

  it("[G-18] a path that does not exist is an error, not a crash", () => {
    const r = cli("validate", join(tmpdir(), "no-such-folder-cdda-sim"));
    expect(r.code).to.equal(1);
    expect(r.stdout).to.contain("no such file or folder");
  });

  it("[REAL-mod-validate][G-6][G-7][MOD-unknown-member] --only lists and counts only problems under a folder; --rule only one rule; a misspelt member is listed, not coverage", () => {
    const root = tempDir("cdda-sim-only-");
    const write = (file: string, value: unknown): void => {
      mkdirSync(join(root, file, ".."), { recursive: true });
      writeJson(root, file, value);
    };
    const monster = (id: string, extra: Record<string, unknown> = {}) => ({
      type: "MONSTER",
      id,
      name: id,
      hp: 5,
      ...extra,
    });
    write("mine/monsters.json", [monster("m_dup"), monster("m_dup"), monster("m_bad", { hp: -1 })]);
    write("theirs/monsters.json", [monster("t_typo", { spead: 100 }), monster("t_bad", { hp: "x" })]);
    const all = cli("validate", join(root, "mine"), join(root, "theirs"));
    expect(all.code).to.equal(1);
    // The misspelt "spead" is the modder's typo (MOD-unknown-member), listed; no longer a coverage note.
    expect(all.stdout).to.contain("2 error(s), 2 warning(s).");
    expect(all.stdout).to.not.contain("more warning(s) are about what cdda-sim does not model yet");
    const mine = cli("validate", "--only", join(root, "mine"), join(root, "mine"), join(root, "theirs"));
    expect(mine.stdout).to.contain("1 error(s), 1 warning(s) (in the files and rules selected).");
    expect(mine.stdout).to.not.contain("theirs");
    const onlyDup = cli("validate", "--rule", "G-7", join(root, "mine"), join(root, "theirs"));
    expect(onlyDup.code).to.equal(0);
    expect(onlyDup.stdout).to.contain("0 error(s), 1 warning(s)");
    expect(onlyDup.stdout).to.contain('"m_dup" is defined again');
    const coverage = cli("validate", "--coverage", join(root, "mine"), join(root, "theirs"));
    expect(coverage.stdout).to.match(/"spead" .*did you mean "speed".*\[MOD-unknown-member\]/);
    expect(coverage.stdout).to.not.contain('unknown member "spead" is ignored [G-6]');
    const json = JSON.parse(cli("validate", "--json", join(root, "mine"), join(root, "theirs")).stdout) as {
      errors: number;
      warnings: number;
      coverageWarnings: number;
      problems: { rule: string; coverage?: boolean }[];
    };
    expect([json.errors, json.warnings, json.coverageWarnings]).to.deep.equal([2, 2, 0]);
    expect(json.problems.filter((p) => p.coverage).map((p) => p.rule)).to.deep.equal([]);
    expect(json.problems.filter((p) => p.rule === "MOD-unknown-member")).to.have.length(1);
  });

  it("[G-17][MOD-unknown-member] a member relative names that the game does not read is one warning, the catalogue's, not also the loader's", () => {
    const dir = tempContent([
      { type: "MONSTER", id: "m_parent", name: "p", description: "p", hp: 5, speed: 100 },
      { type: "MONSTER", id: "m_child", "copy-from": "m_parent", relative: { bashing: 2, speed: 10 } },
    ]);
    const r = JSON.parse(cli("validate", "--json", dir).stdout) as { problems: { rule: string; path: string }[] };
    const atBashing = r.problems.filter((p) => p.path === "$[1].relative.bashing");
    expect(atBashing.map((p) => p.rule)).to.deep.equal(["MOD-unknown-member"]);
  });

  it("[G-18][G-3] base content's file warnings (a file list skipped, a link to nothing) are not listed, with or without --coverage; the mod's own are", () => {
    const dir = tempDir("cdda-sim-cli-");
    const core = join(dir, "core");
    const mod = join(dir, "mod");
    mkdirSync(core);
    mkdirSync(mod);
    const monster = { type: "MONSTER", id: "base_mon", name: "b", hp: 5, speed: 100 };
    writeJson(core, "monsters.json", [monster]);
    writeJson(core, "index.json", ["monsters.json"]);
    symlinkSync(join(core, "gone.json.target"), join(core, "gone.json"));
    writeJson(mod, "monsters.json", [{ ...monster, id: "mod_mon", "copy-from": "base_mon" }]);
    writeJson(mod, "index.json", ["monsters.json"]);
    // A broken base file is still an error: its objects are missing from what the mod refers to.
    writeFileSync(join(core, "broken.json"), "[{");
    for (const extra of [[], ["--coverage"]]) {
      const r = cli("validate", mod, "--base", core, "--json", ...extra);
      const report = JSON.parse(r.stdout) as { problems: { file: string; rule: string; severity: string }[] };
      const theirs = report.problems.filter((p) => p.file.startsWith(core));
      expect(
        theirs.map((p) => `${p.severity} ${p.rule}`),
        extra.join(" "),
      ).to.deep.equal(["error G-18"]);
      expect(report.problems.filter((p) => p.file === join(mod, "index.json")).map((p) => p.rule)).to.deep.equal([
        "G-18",
      ]);
    }
    const text = cli("validate", mod, "--base", core, "--coverage").stdout;
    expect(text).not.to.contain(join(core, "index.json"));
    expect(text).to.contain(join(mod, "index.json"));
  });
});
