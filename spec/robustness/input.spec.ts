/**
 * Hostile input files get one located line, never a crash or a hang (issue 23). IDs introduced here:
 *   ROB-file-kinds     a device or a FIFO is refused without being read (content folders warn and
 *                      go on); symbolic links are followed, a link to nothing or back into a folder
 *                      already read is warned about, never skipped in silence
 *   ROB-encoding       UTF-16 and bytes that are not UTF-8 are refused, saying so and where
 *   ROB-syntax-line    a JSON syntax error is placed by line and column in content, scenario,
 *                      experiment and recording files, also where JSON.parse names no position
 *   ROB-depth          a scenario, experiment or recording value nested deeper than 200 levels is
 *                      refused with its line (content reports the object at its path, G-15)
 *   ROB-echo           a message quotes a value shortened: one line, not megabytes
 *   ROB-action-members unknown members of actions and of the objects inside them are errors at
 *                      their JSON path, with the members allowed there
 *   ROB-intern-bound   the process-wide tables of shared mapgen values stay bounded over loads
 *   ROB-shard-empty    a shard with no runs says so; merge refuses a file given twice
 *   ROB-file-stat      a path that cannot be looked at (a link looping on itself, a place this user
 *                      may not look into) is warned about inside a content folder and is an error
 *                      as a content path; the root of the file system is refused as a content folder
 *                      (the fuzzer found both crashing a load)
 */
import { expect } from "chai";
import { runCli } from "../support/cli.js";
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { internedValues, INTERN_LIMIT } from "../../engine/content/kinds/camp/mapgen_values.js";
import { loadContent } from "../../engine/content/load.js";
import { loadInline, PROJECT_ROOT } from "../support/load.js";
import { tempDir, writeJson } from "../support/files.js";

const cli = (cwd: string, ...args: string[]) => runCli(args, { cwd, timeout: 60000 });

const scratch = (): string => tempDir("cdda-sim-input-");

const SCENARIO = {
  name: "tiny",
  seed: "t",
  content: ["content/base"],
  world: { levels: [{ z: 0, rows: ["..."] }], characters: [{ id: "you", pos: [0, 0] }], monsters: [] },
  steps: [{ tick: 1 }],
};

function withContent(dir: string): string {
  cpSync(join(PROJECT_ROOT, "content", "base"), join(dir, "content", "base"), { recursive: true });
  return dir;
}

describe("hostile input files (issue 23)", function () {
  this.timeout(120000);

  it("[ROB-file-kinds] validate and run refuse /dev/null and a FIFO without reading them", () => {
    const dir = scratch();
    const fifo = join(dir, "pipe.json");
    const made = spawnSync("mkfifo", [fifo]);
    expect(made.status, "mkfifo").to.equal(0);
    for (const target of ["/dev/null", fifo]) {
      const v = cli(dir, "validate", target);
      expect(v.code, v.stderr).to.equal(1);
      expect(v.stdout).to.contain(`${target}: $: error: the file is not a regular file (a device, a FIFO or a socket)`);
      const r = cli(dir, "run", target);
      expect(r.code).to.equal(2);
      expect(r.stderr).to.contain(`${target}: $: is not a regular file`);
      const e = cli(dir, "experiment", target);
      expect(e.code).to.equal(2);
      const p = cli(dir, "replay", target);
      expect(p.code).to.equal(2);
      expect(p.stderr).to.contain("is not a regular file"); // The merges read their result files with the same reader (a FIFO used to block them).
      for (const merge of [
        ["experiment", "merge"],
        ["danger", "merge"],
      ]) {
        const m = cli(dir, ...merge, target);
        expect(m.code, merge.join(" ")).to.equal(2);
        expect(m.stderr).to.contain("is not a regular file");
      }
    }
    // Inside a content folder the FIFO is passed over with a warning; the rest loads.
    writeJson(dir, "ok.json", [{ type: "mutation", id: "trait_ok" }]);
    const v = cli(dir, "validate", dir);
    expect(v.code, v.stdout + v.stderr).to.equal(0);
    expect(v.stdout).to.contain("pipe.json: $: warning: skipped: not a regular file");
  });

  it("[ROB-file-kinds] symbolic links are followed; a broken one and a loop are warned about", () => {
    const dir = scratch();
    const real = join(dir, "real");
    mkdirSync(join(real, "inner"), { recursive: true });
    writeFileSync(join(real, "inner", "a.json"), JSON.stringify([{ type: "mutation", id: "trait_a" }]));
    const mods = join(dir, "mod");
    mkdirSync(mods);
    symlinkSync(join(real, "inner", "a.json"), join(mods, "linked.json"));
    symlinkSync(real, join(mods, "folder"));
    symlinkSync(join(dir, "nowhere.json"), join(mods, "broken.json"));
    symlinkSync(mods, join(mods, "folder", "back"));
    const r = loadContent([mods]);
    expect(r.content.mutation.has("trait_a")).to.equal(true);
    const warnings = r.problems
      .filter((p) => p.rule === "ROB-files")
      .map((p) => `${p.file.slice(mods.length)} ${p.message}`);
    expect(warnings).to.include("/broken.json skipped: a symbolic link to nothing");
    expect(warnings.some((w) => w.includes("a link back into a folder already read"))).to.equal(true);
    // linked.json and folder/inner/a.json are both read: the same object twice is a duplicate id.
    expect(r.stats.files).to.be.greaterThanOrEqual(2);
  });

  it("[ROB-file-stat] a link looping on itself is warned about in a folder and refused as a content path; / is refused without being read", () => {
    const dir = scratch();
    writeJson(dir, "a.json", [{ type: "mutation", id: "trait_a" }]);
    symlinkSync(join(dir, "self.json"), join(dir, "self.json"));
    const r = loadContent([dir]);
    expect(r.content.mutation.has("trait_a")).to.equal(true);
    const warnings = r.problems
      .filter((p) => p.rule === "ROB-files")
      .map((p) => `${p.file.slice(dir.length)} ${p.message}`);
    expect(warnings).to.deep.equal(["/self.json skipped: a symbolic link that loops"]);
    const direct = loadContent([join(dir, "self.json")]).problems.filter((p) => p.severity === "error");
    expect(direct.map((p) => `${p.rule} ${p.message}`)).to.deep.equal(["G-18 a symbolic link that loops: not read"]);
    const root = loadContent(["/"]).problems.filter((p) => p.severity === "error");
    expect(root.map((p) => p.rule)).to.deep.equal(["G-18"]);
    expect(root[0]?.message).to.contain("the root of the file system");
  });

  it("[ROB-encoding] UTF-16 and invalid UTF-8 are refused, saying where", () => {
    const dir = scratch();
    const json = '[{"type": "mutation", "id": "trait_x"}]';
    writeFileSync(join(dir, "utf16.json"), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(json, "utf16le")]));
    writeFileSync(join(dir, "bare16.json"), Buffer.from(json, "utf16le"));
    writeFileSync(join(dir, "latin1.json"), Buffer.from('[\n{"type": "mutation",\n "id": "caf\xe9"}]', "latin1"));
    const r = loadContent([dir]);
    const lines = r.problems.map((p) => `${p.file.slice(dir.length + 1)}:${p.line ?? "-"} ${p.message}`);
    expect(lines).to.include.members([
      "bare16.json:- the file is encoded in UTF-16; JSON files are read as UTF-8: save it as UTF-8",
      "utf16.json:- the file is encoded in UTF-16; JSON files are read as UTF-8: save it as UTF-8",
      "latin1.json:3 the file is not valid UTF-8: byte 0xe9 at offset 34; save the file as UTF-8",
    ]);
    const s = join(dir, "s.json");
    writeFileSync(s, Buffer.from(JSON.stringify(SCENARIO), "utf16le"));
    const run = cli(dir, "run", s);
    expect(run.code).to.equal(2);
    expect(run.stderr).to.contain("encoded in UTF-16");
  });

  it("[ROB-syntax-line] syntax errors are placed by line and column in every kind of file", () => {
    const dir = withContent(scratch());
    const bad = '{\n  "name": "x",\n  "seed": bare\n}';
    writeFileSync(join(dir, "c.json"), `[\n  {"type": "MONSTER",\n   "id": unquoted}\n]`);
    const v = cli(dir, "validate", "c.json");
    expect(v.stdout).to.contain(
      'c.json:3: $: error: not valid JSON at line 3, column 10: a character that cannot start a JSON value (text needs double quotes) (found "unquoted")',
    );
    writeFileSync(join(dir, "s.json"), bad);
    const r = cli(dir, "run", "s.json");
    expect(r.code).to.equal(2);
    expect(r.stderr).to.contain("s.json: $: not valid JSON at line 3, column 11:");
    expect(r.stderr.trim().split("\n")).to.have.length(2);
    writeFileSync(join(dir, "e.json"), bad);
    const e = cli(dir, "experiment", "e.json");
    expect(e.code).to.equal(2);
    expect(e.stderr).to.contain("not valid JSON at line 3, column 11");
    writeFileSync(join(dir, "r.json"), '{"format": "cdda-sim-recording@1",\n "steps": [1,,2]}');
    const p = cli(dir, "replay", "r.json");
    expect(p.code).to.equal(2);
    expect(p.stderr).to.contain("not valid JSON at line 2, column 14: a value expected");
  });

  it("[ROB-depth] a scenario value nested 5,000 levels deep is refused with its line; content reports the object", () => {
    const dir = withContent(scratch());
    const deep = `${"[".repeat(5000)}1${"]".repeat(5000)}`;
    const text = JSON.stringify({ ...SCENARIO, steps: [{ do: { type: "set", path: "/vars/x", value: 0 } }] }).replace(
      '"value":0',
      `\n"value":${deep}`,
    );
    writeFileSync(join(dir, "s.json"), text);
    for (const args of [["run"], ["record", "-o", "out.json"]]) {
      const cmd = args[0];
      const r = cli(dir, ...args, "s.json");
      expect(r.code, `${cmd}: ${r.stderr}`).to.equal(2);
      expect(r.stderr).to.contain("refused at line 2, column 205: a value nested more than 200 levels deep");
    }
    const v = cli(dir, "experiment", "s.json");
    expect(v.code).to.equal(2);
    expect(v.stderr).to.contain("nested more than 200 levels deep");
  });

  it("[ROB-echo] a problem quotes a huge value shortened, on one line", () => {
    const huge = "x".repeat(2_000_000);
    const r = loadInline([{ type: "MONSTER", id: "m_big", name: "b", hp: 5, special_attacks: huge }]);
    const messages = r.problems.map((p) => p.message);
    expect(messages.length).to.be.greaterThan(0);
    for (const m of messages) {
      expect(m.length).to.be.at.most(500);
      expect(m).to.not.contain("\n");
    }
    const dir = withContent(scratch());
    writeJson(dir, "s.json", { ...SCENARIO, steps: [{ do: huge }] });
    const run = cli(dir, "run", "s.json");
    expect(run.code).to.equal(2);
    expect(run.stderr.length).to.be.lessThan(2000);
  });

  it("[ROB-action-members] a misspelt member of an action or of an object inside it is an error at its path", () => {
    const dir = withContent(scratch());
    writeFileSync(
      join(dir, "s.json"),
      JSON.stringify({
        ...SCENARIO,
        steps: [
          { do: { type: "tick", turns: 5, tunrs: 5 } },
          { do: { type: "move", who: "you", to: { x: 1, y: 0, w: 1 } } },
          { do: { type: "examine", who: "you", pos: [0, 0], answers: { confrim: true } } },
          { do: { type: "wait", who: "you", turns: 2, "// why": "comments are allowed" } },
        ],
      }),
    );
    const r = cli(dir, "run", "s.json");
    expect(r.code).to.equal(2);
    const lines = r.stderr.trim().split("\n").slice(1);
    expect(lines).to.have.length(3);
    expect(lines[0]).to.contain('$.steps[0].do.tunrs: unknown member "tunrs" (allowed: type, turns)');
    expect(lines[1]).to.contain('$.steps[1].do.to: unknown member "w" of a point (x, y, z)');
    expect(lines[2]).to.contain('$.steps[2].do.answers: unknown answer "confrim"');
  });

  it("[ROB-intern-bound] loading content after content keeps the shared-value tables bounded", () => {
    // Each load brings 3,000 ids never seen before; 30 loads are 90,000, past the table's limit.
    for (let load = 0; load < 30; load++) {
      const rows = Array.from({ length: 3000 }, (_, i) => `t_l${load}_${i}`);
      loadInline([
        {
          type: "mapgen",
          update_mapgen_id: `upd_${load}`,
          object: { rows: ["."], terrain: Object.fromEntries([[".", rows]]), furniture: { ".": rows } },
        },
      ]);
      // The id table holds at most its limit; the coordinate table holds a handful here.
      expect(internedValues()).to.be.at.most(INTERN_LIMIT + 100);
      if (load === 0) expect(internedValues()).to.be.at.least(3000);
    }
  });

  it("[ROB-shard-empty] a shard with no runs says so; merge refuses a file given twice", () => {
    const dir = scratch();
    cpSync(join(PROJECT_ROOT, "scenarios"), join(dir, "scenarios"), { recursive: true });
    cpSync(join(PROJECT_ROOT, "content"), join(dir, "content"), { recursive: true });
    const file = join(dir, "scenarios", "experiments", "slot_machine.json");
    const experiment = JSON.parse(readFileSync(file, "utf8")) as { runs: number };
    experiment.runs = 10;
    writeFileSync(file, JSON.stringify(experiment));
    const s = cli(dir, "experiment", file, "--shard", "1/2", "-o", "s2.json", "--quiet");
    expect(s.code, s.stderr).to.equal(0);
    expect(s.stderr).to.contain("shard 1/2: no runs (10 runs make 1 block(s) of 64, fewer than the shards) of 10");
    expect(s.stderr).to.not.contain("..-1");
    const m = cli(dir, "experiment", "merge", "s2.json", "s2.json");
    expect(m.code).to.equal(2);
    expect(m.stderr).to.contain("s2.json is given twice");
  });
});
