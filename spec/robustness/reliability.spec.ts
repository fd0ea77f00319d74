/**
 * Reliability, round two (issue 36): no exit 3 from any input, atomic outputs, bounded numbers.
 * IDs introduced here:
 *   ROB-depth-content   a content object nested past 200 levels is refused at its member, in any
 *                       file (one that mentions EOCs too, and inside copy-from and extend); the
 *                       rest of the file loads; a deep value plus a syntax error is located
 *   ROB-own-keys        input naming `hasOwnProperty`, `constructor`, `toString` or `__proto__`
 *                       (extend, delete, relative, a world's members) finds no prototype member:
 *                       inheritance, diffs and canonical JSON read and write own members only
 *   ROB-numbers         content numbers are bounded: non-finite (1e400) and past ±2^31-1
 *                       anywhere refuse the object; negative durations, masses and creature
 *                       damage, dice and hit dice (`accuracy`, `melee_skill`) past 10,000 are
 *                       located errors (spec/content/number_bounds.spec.ts has the rest)
 *   ROB-set-shape       a `set` adding a member takes its neighbours' shape (a character is a
 *                       whole character), adds no creature to an empty collection, and cannot
 *                       nest the world past 200 levels
 *   ROB-recording-hash  replay and view refuse a recording whose stored hashes its own starting
 *                       world and changes do not rebuild (exit 2), before running anything
 *   ROB-exit            a run the engine fails on inside an experiment is a RunFailed (the CLI
 *                       exits 1, as `run` does), not an internal error
 *   ROB-echo-variants   problems of experiment variants quote values shortened: every line at most
 *                       500 characters, whatever the variant sets
 *   ROB-atomic          files are written to a temporary file beside them and renamed: a killed
 *                       record leaves the previous recording, two concurrent writers one whole file
 */
import { expect } from "chai";
import { runCli } from "../support/cli.js";
import { spawn } from "node:child_process";
import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { writeFileAtomic } from "../../engine/content/json/write.js";
import { decodeExperiment } from "../../engine/experiment/format.js";
import { prepareExperiment, RunFailed, runBlocks } from "../../engine/experiment/run.js";
import { loadScenario, type LoadedScenario } from "../../engine/scenario/load.js";
import { streamScenario } from "../../engine/scenario/run.js";
import type { Scenario } from "../../engine/scenario/types.js";
import { diffLines } from "../../engine/world/diff.js";
import { canonicalJson } from "../../engine/world/hash.js";
import { errorLines, loadInline, PROJECT_ROOT } from "../support/load.js";
import { tempDir } from "../support/files.js";

const scratch = (): string => tempDir("cdda-sim-rel-");

const cli = (cwd: string, ...args: string[]) => runCli(args, { cwd, timeout: 120000 });

const deep = (n: number): string => `${"[".repeat(n)}1${"]".repeat(n)}`;
const MONSTER = { type: "MONSTER", id: "m_a", name: "a", hp: 5, flags: [] };

describe("reliability, round two (issue 36)", function () {
  this.timeout(180000);

  it("[ROB-depth-content] a deep value in a file that mentions EOCs is refused at its member; the rest loads", () => {
    const text = `[${JSON.stringify({ ...MONSTER, description: "an eoc fan" }).replace(/}$/, `,"x":${deep(5000)}}`)},${JSON.stringify({ ...MONSTER, id: "m_b" })}]`;
    const r = loadInline({ "deep.json": text });
    expect(r.errors().map((p) => `${p.path} ${p.rule} ${p.id}`)).to.deep.equal(["$[0].x G-18 m_a"]);
    expect(r.errors()[0]?.message).to.equal(
      "refused: a value nested more than 200 levels deep in this member; the object at $[0] is not loaded",
    );
    expect(r.content.monster.has("m_b")).to.equal(true);
    expect(r.content.monster.has("m_a")).to.equal(false);
  });

  it("[ROB-depth-content] deep values in copy-from parents and in extend are refused, never thrown", () => {
    const parent = `{"type":"MONSTER","id":"m_a","name":"a","hp":5,"flags":[],"x":${deep(3000)}}`;
    const child = `{"type":"MONSTER","id":"m_b","copy-from":"m_c","extend":{"flags":[${deep(3000)}]}}`;
    const r = loadInline({ "a.json": `[${parent},${child},${JSON.stringify({ ...MONSTER, id: "m_c" })}]` });
    expect(r.errors().map((p) => p.path)).to.deep.equal(["$[0].x", "$[1].extend"]);
    expect(r.content.monster.has("m_c")).to.equal(true);
  });

  it("[ROB-depth-content] a deep value plus a syntax error is located without overflowing", () => {
    const after = loadInline({ "s.json": `[{"type":"MONSTER","id":"m","x":${deep(5000)} ,, }]` });
    expect(after.errors().map((p) => `${p.line} ${p.message}`)).to.deep.equal([
      "1 refused at line 1, column 231: a value nested more than 200 levels deep (and the text is not valid JSON past it)",
    ]);
    const before = loadInline({ "s.json": `[{"type":"MONSTER",,"id":"m","x":${deep(5000)}}]` });
    expect(before.errors().map((p) => p.message)).to.deep.equal([
      'not valid JSON at line 1, column 20: a member name in double quotes expected (a trailing comma?) (found ",")',
    ]);
  });

  it("[ROB-own-keys] extend, delete, relative and proportional naming prototype members find no rule", () => {
    const r = loadInline([
      { type: "mutation", id: "t_a", name: "a", category: ["X"] },
      {
        type: "mutation",
        id: "t_b",
        "copy-from": "t_a",
        extend: { hasOwnProperty: ["x"], constructor: [1], toString: [2] },
        delete: { hasOwnProperty: ["x"], valueOf: 1 },
        relative: { constructor: 1, hasOwnProperty: 2 },
        proportional: { toString: 2 },
      },
      { ...MONSTER },
      { type: "MONSTER", id: "m_b", "copy-from": "m_a", extend: { hasOwnProperty: ["x"] }, delete: { constructor: 1 } },
    ]);
    expect(r.errors()).to.deep.equal([]);
    expect(r.content.monster.has("m_b")).to.equal(true);
    expect(({} as { x?: unknown }).x).to.equal(undefined);
  });

  it("[ROB-own-keys] diffs and canonical JSON of worlds with prototype-named members", () => {
    const a = { characters: { you: { hp: 1 } }, toString: 1 };
    const b = { characters: { you: { hp: 2 } } };
    expect(diffLines(a, b)).to.deep.equal([
      "/characters/you/hp: recorded 1 -> replayed 2",
      "/toString: recorded 1 -> replayed (absent)",
    ]);
    expect(diffLines(b, { ...b, constructor: { x: 1 } })).to.deep.equal([
      '/constructor: recorded (absent) -> replayed {"x":1}',
    ]);
    const proto = JSON.parse('{"b": 1, "__proto__": {"polluted": true}}') as unknown;
    expect(canonicalJson(proto)).to.equal('{"__proto__":{"polluted":true},"b":1}');
  });

  it("[ROB-numbers] out-of-range, non-finite and negative numbers are located errors", () => {
    const text = `[
{"type":"MONSTER","id":"m_a","name":"a","hp":5,"melee_dice":1e9,"weight":"-5 kg","melee_damage":[{"damage_type":"bash","amount":-5}],"melee_skill":20000},
{"type":"MONSTER","id":"m_b","name":"b","hp":5,"speed":1e400},
{"type":"monster_attack","attack_type":"melee","id":"att","accuracy":3e9},
{"type":"monster_attack","attack_type":"melee","id":"att2","accuracy":20000}
]`;
    const r = loadInline({ "n.json": text });
    expect(errorLines(r)).to.deep.equal([
      "$[0].melee_damage: a damage amount cannot be below 0 here, got -5",
      "$[0].melee_dice: 1000000000 is out of range: this member is at most 10000",
      "$[0].melee_skill: 20000 is out of range: this member is at most 10000",
      "$[0].weight: a mass cannot be negative, got -5000",
      "$[1].speed: refused: a number too large for a double (read as infinite); the object at $[1] is not loaded",
      "$[2].accuracy: refused: 3000000000 is out of range: numbers in content are at most ±2147483647; the object at $[2] is not loaded",
      "$[3].accuracy: expected integer from -1 to 10000, got 20000",
    ]);
  });

  const arena = (): LoadedScenario =>
    loadScenario(join(PROJECT_ROOT, "scenarios", "demo", "arena.json")) as LoadedScenario;
  const refusals = (loaded: LoadedScenario, steps: Scenario["steps"]): string[] => {
    const reasons: string[] = [];
    const summary = streamScenario(
      { ...loaded.scenario, steps },
      loaded.content,
      {},
      { event: (e) => (e.type === "refused" ? reasons.push((e as { reason: string }).reason) : undefined) },
    );
    expect(summary.error, JSON.stringify(summary.error)).to.equal(undefined);
    return reasons;
  };

  it("[ROB-set-shape] a new character, level or monster must have its neighbours' shape; the world stays shallow", () => {
    const loaded = arena();
    const set = (path: string, value: unknown): Scenario["steps"][number] =>
      ({ label: path, action: { type: "set", path, value }, expect: [] }) as unknown as Scenario["steps"][number];
    const tick = {
      label: "tick",
      action: { type: "tick", turns: 3 },
      expect: [],
    } as unknown as Scenario["steps"][number];
    const deepValue = JSON.parse(deep(250)) as unknown;
    const reasons = refusals(loaded, [
      set("/characters/bob", "x"),
      set("/characters/bob", { id: "bob" }),
      set("/map/levels/1", "x"),
      set("/vars/deep", deepValue),
      tick,
    ]);
    expect(reasons).to.deep.equal([
      "a new member takes the shape of its neighbours: /characters/bob holds an object; it cannot be set to a string",
      "a new member takes the shape of its neighbours: /characters/bob/pos holds an object that the engine reads; it cannot be left out",
      "a new member takes the shape of its neighbours: /map/levels/1 holds an object; it cannot be set to a string",
      "the world may nest 200 levels at most; /vars/deep set to this value would nest deeper",
    ]);
    expect(refusals(loaded, [set("/monsters/zed", 5), tick])).to.deep.equal([
      "a new member takes the shape of its neighbours: /monsters/zed holds an object; it cannot be set to a number",
    ]);
  });

  it("[ROB-recording-hash] replay and view refuse a recording whose starting world holds an edited member (exit 2)", () => {
    const dir = scratch();
    cpSync(join(PROJECT_ROOT, "scenarios"), join(dir, "scenarios"), { recursive: true });
    cpSync(join(PROJECT_ROOT, "content"), join(dir, "content"), { recursive: true });
    const file = join(dir, "scenarios", "recordings", "arena.recording.json");
    const rec = JSON.parse(readFileSync(file, "utf8")) as { initial: Record<string, unknown> };
    rec.initial["toString"] = { a: 1 };
    writeFileSync(file, JSON.stringify(rec));
    const r = cli(dir, "replay", file);
    expect(r.code, r.stderr + r.stdout).to.equal(2);
    expect(r.stdout + r.stderr).to.contain("its starting world does not hash to its stored initialHash");
    const v = cli(dir, "view", file, "-o", join(dir, "page.html"));
    expect(v.code, v.stderr).to.equal(2);
    expect(v.stderr).to.contain("cannot be trusted");
  });

  it("[ROB-exit] a run the engine fails on inside an experiment is a RunFailed naming the run and its seed", () => {
    const file = join(PROJECT_ROOT, "scenarios", "experiments", "slot_machine.json");
    const decoded = decodeExperiment(JSON.parse(readFileSync(file, "utf8")), file);
    if (!decoded.ok) throw new Error("the demo experiment decodes");
    const prepared = prepareExperiment({ ...decoded.experiment, runs: 2 });
    if (!prepared.ok) throw new Error(prepared.problems.join("\n"));
    const pv = prepared.prepared.variants[0];
    if (!pv) throw new Error("one variant");
    // An action no reducer knows: the engine fails on that step, as it would on a broken world.
    const broken = { label: "broken", action: { type: "no such action" }, expect: [] };
    const poisoned = {
      ...prepared.prepared,
      variants: [{ ...pv, scenario: { ...pv.scenario, steps: [broken as unknown as Scenario["steps"][number]] } }],
    };
    let thrown: unknown;
    try {
      runBlocks(poisoned, 0, 1);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).to.be.instanceOf(RunFailed);
    expect((thrown as Error).message).to.match(/^run 0 of variant ".*" failed \(reproduce: cdda-sim run .* --seed '/);
  });

  it("[ROB-echo-variants] a variant setting a huge value gets problems of 500 characters at most", () => {
    const file = join(PROJECT_ROOT, "scenarios", "experiments", "slot_machine.json");
    const raw = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    const huge = { big: "x".repeat(1_000_000) };
    raw["variants"] = [
      // The second override goes into the first one's value: the message names what is there.
      { name: "through a text", scenario: { "/description": "x".repeat(1_000_000), "/description/q": 1 } },
      { name: "as a step", scenario: { "/steps/0": huge } },
      { name: `as a name ${"y".repeat(5000)}` },
    ];
    const decoded = decodeExperiment(raw, file);
    const lines: string[] = [];
    if (!decoded.ok) lines.push(...decoded.problems.map((p) => p.message));
    else {
      const prepared = prepareExperiment({ ...decoded.experiment, runs: 1 });
      expect(prepared.ok).to.equal(false);
      if (!prepared.ok) lines.push(...prepared.problems.flatMap((p) => p.split("\n")));
    }
    expect(lines.length).to.be.greaterThan(0);
    for (const l of lines) expect(l.length, l.slice(0, 100)).to.be.at.most(500);
  });

  it("[ROB-atomic] a killed record leaves the previous recording; the temporary file is beside it", async () => {
    const dir = scratch();
    const scenario = JSON.parse(readFileSync(join(PROJECT_ROOT, "scenarios", "demo", "arena.json"), "utf8")) as {
      content: string[];
      steps: unknown[];
    };
    scenario.content = [join(PROJECT_ROOT, "content", "base"), join(PROJECT_ROOT, "content", "monsters")];
    const short = join(dir, "short.json");
    writeFileSync(short, JSON.stringify(scenario));
    const out = join(dir, "rec.json");
    expect(cli(dir, "record", short, "-o", out).code).to.equal(0);
    const before = readFileSync(out, "utf8");
    scenario.steps = [{ tick: 5_000_000 }];
    const long = join(dir, "long.json");
    writeFileSync(long, JSON.stringify(scenario));
    const child = spawn(process.execPath, [join(PROJECT_ROOT, "bin", "cdda-sim.js"), "record", long, "-o", out], {
      cwd: dir,
      stdio: "ignore",
    });
    // Killed once it has started writing (its temporary file exists), long before it ends.
    for (let i = 0; i < 600 && !readdirSync(dir).some((f) => f.endsWith(".tmp")); i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(readdirSync(dir).some((f) => f.startsWith(".rec.json.") && f.endsWith(".tmp"))).to.equal(true);
    child.kill("SIGKILL");
    await new Promise((r) => child.once("exit", r));
    expect(readFileSync(out, "utf8")).to.equal(before);
  });

  it("[ROB-atomic] two concurrent writers of one file leave one of the two whole", async () => {
    const dir = scratch();
    const out = join(dir, "page.txt");
    const a = "a".repeat(3_000_000);
    const b = "b".repeat(3_000_000);
    const script = (text: "a" | "b"): string =>
      `import("${join(PROJECT_ROOT, "engine", "content", "json", "write.ts")}").then((m) => { for (let i = 0; i < 20; i++) m.writeFileAtomic(${JSON.stringify(out)}, "${text}".repeat(3000000)); })`;
    const run = (text: "a" | "b"): Promise<number | null> =>
      new Promise((resolve) => {
        const c = spawn(process.execPath, ["--import", "tsx", "-e", script(text)], {
          cwd: PROJECT_ROOT,
          stdio: "ignore",
        });
        c.once("exit", resolve);
      });
    const codes = await Promise.all([run("a"), run("b")]);
    expect(codes).to.deep.equal([0, 0]);
    const got = readFileSync(out, "utf8");
    expect(got === a || got === b, `a file of ${got.length} characters mixing both`).to.equal(true);
    expect(readdirSync(dir)).to.deep.equal(["page.txt"]);
    // In process too: the previous file stays until the new one is whole.
    writeFileAtomic(out, "old");
    expect(readFileSync(out, "utf8")).to.equal("old");
  });
});
