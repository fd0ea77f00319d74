// covers: issue 3 point 5 (record and replay), G-9 (determinism), G-10 (events compared step by step)
import { expect } from "chai";
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { contentFingerprint } from "../../engine/scenario/fingerprint.js";
import { formatScenarioProblem } from "../../engine/scenario/format.js";
import { loadScenario, type LoadedScenario } from "../../engine/scenario/load.js";
import {
  formatRecording,
  makeRecording,
  parseRecording,
  readRecording,
  RECORDING_FORMAT,
  scenarioPathFrom,
  writeRecording,
} from "../../engine/scenario/record.js";
import { formatReplayReport, replay, replayFile } from "../../engine/scenario/replay.js";
import { runScenario } from "../../engine/scenario/run.js";
import type { Recording } from "../../engine/scenario/types.js";
import { hashJsonCold } from "../../engine/world/hash.js";
import { PROJECT_ROOT } from "../support/load.js";
import { withOurContent } from "../support/workspace.js";

const SCENARIO = {
  name: "replay fixture",
  description: "Two hounds close in on a survivor in a small room.",
  content: ["content/base", "content/monsters"],
  seed: "replay-1",
  world: {
    levels: [{ z: 0, rows: ["##########", "#........#", "#........#", "#........#", "#........#", "##########"] }],
    characters: [{ id: "you", pos: [4, 2] }],
    monsters: [
      { id: "rex", type: "sim_scrap_hound", pos: [1, 1], attitude: "hostile" },
      { id: "fang", type: "sim_scrap_hound", pos: [8, 4], attitude: "hostile" },
    ],
  },
  steps: [
    { label: "look first" },
    { do: { type: "move", who: "you", dir: "e" }, label: "step east" },
    ...Array.from({ length: 8 }, (_, i) => ({ tick: 1, label: `turn ${i + 1}` })),
  ],
};

/** A scenario file with its own copy of the content, so a test can change a number in it. */
function fixture(): { dir: string; file: string } {
  const dir = withOurContent("cdda-sim-replay-");
  const file = join(dir, "fixture.json");
  writeFileSync(file, JSON.stringify(SCENARIO, null, 2));
  return { dir, file };
}

function load(file: string): LoadedScenario {
  const r = loadScenario(file);
  if (!r.ok) throw new Error(r.problems.map(formatScenarioProblem).join("\n"));
  return r;
}

function fingerprint(loaded: LoadedScenario, file: string): string {
  const f = contentFingerprint(loaded.contentFiles, dirname(file));
  if (!f.ok) throw new Error(f.message);
  return f.fingerprint;
}

function record(file: string, recordingFile?: string): Recording {
  const loaded = load(file);
  const run = runScenario(loaded.scenario, loaded.content);
  return makeRecording(run, {
    engineVersion: "test-1",
    scenarioFile: recordingFile ? scenarioPathFrom(recordingFile, file) : file,
    rawScenario: JSON.parse(readFileSync(file, "utf8")) as unknown,
    contentFingerprint: fingerprint(loaded, file),
  });
}

/** Sets a monster type's number in the fixture's own bestiary. */
function changeMonster(dir: string, id: string, member: string, value: number): void {
  const path = join(dir, "content", "monsters", "bestiary.json");
  const list = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>[];
  const def = list.find((o) => o["id"] === id);
  if (!def) throw new Error(`no ${id} in the bestiary`);
  def[member] = value;
  writeFileSync(path, JSON.stringify(list, null, 2));
}

describe("recording and replaying scenarios", () => {
  it("[issue3-replay] a recording keeps the scenario, seed, fingerprint, version and per-step hashes, events and changes", () => {
    const { file } = fixture();
    const r = record(file);
    expect(r.format).to.equal(RECORDING_FORMAT);
    expect(r.seed).to.equal("replay-1");
    expect(r.engineVersion).to.equal("test-1");
    expect(r.contentFingerprint).to.match(/^sha256:[0-9a-f]{64}$/);
    expect(r.scenario).to.deep.equal(SCENARIO);
    expect(r.steps.map((s) => s.label)).to.deep.equal(SCENARIO.steps.map((s) => s.label));
    expect(r.steps[1]!.events.some((e) => e.type === "moved")).to.equal(true);
    expect(r.steps[0]!.changes, "a step without an action changes nothing").to.deep.equal([]);
    expect(r.steps[1]!.changes.map((c) => c.path)).to.include("/characters/you/pos/x");
    expect(r.initialHash).to.equal(hashJsonCold(r.initial));
  });

  it("[issue3-replay][G-9] a recording written to a file, read back and replayed matches at every step", () => {
    const { dir, file } = fixture();
    const r = record(file);
    const out = join(dir, "fixture.recording.json");
    expect(writeRecording(out, r)).to.deep.equal({ ok: true });
    const text = readFileSync(out, "utf8");
    expect(text.split("\n").filter((l) => l.startsWith('    {"index"'))).to.have.length(SCENARIO.steps.length);
    const read = readRecording(out);
    if (!read.ok) throw new Error(read.message);
    expect(read.recording).to.deep.equal(JSON.parse(JSON.stringify(r)));
    const loaded = load(file);
    const report = replay(read.recording, loaded.content, runScenario, {
      engineVersion: "test-1",
      contentFingerprint: fingerprint(loaded, file),
    });
    expect(report.error).to.equal(undefined);
    expect(report.warnings).to.deep.equal([]);
    expect(report.ok, formatReplayReport(report, out).join("\n")).to.equal(true);
    expect(report.matched).to.equal(SCENARIO.steps.length);
    expect(formatReplayReport(report, out).join("\n")).to.contain("replay matches");
  });

  it("[issue3-replay] changing one content number makes the replay name the first differing step with a readable diff", () => {
    const { dir, file } = fixture();
    const r = record(file);
    changeMonster(dir, "sim_scrap_hound", "speed", 60);
    const loaded = load(file);
    // The step where the two runs first differ, found independently of the replay.
    const changedRun = runScenario(loaded.scenario, loaded.content, { seed: r.seed });
    expect(hashJsonCold(changedRun.initial)).to.equal(r.initialHash, "speed does not show in the initial world");
    const first = changedRun.steps.findIndex((s, i) => hashJsonCold(s.world) !== r.steps[i]!.hash);
    expect(first).to.be.at.least(0);

    const report = replay(r, loaded.content, runScenario, {
      engineVersion: "test-2",
      contentFingerprint: fingerprint(loaded, file),
    });
    expect(report.ok).to.equal(false);
    expect(report.warnings.join("\n")).to.contain("recorded with engine test-1, replayed with test-2");
    expect(report.warnings.join("\n")).to.contain("content differs");
    const d = report.divergence!;
    expect(d.at).to.equal("step");
    expect(d.index).to.equal(first);
    expect(d.label).to.equal(SCENARIO.steps[first]!.label);
    expect(report.matched).to.equal(first);
    expect(d.notes, "the recording itself is sound").to.deep.equal([]);
    expect(d.diff.length).to.be.greaterThan(0);
    for (const line of d.diff) expect(line).to.match(/^(\/\S*: recorded .* -> replayed .*|\.\.\. and \d+ more)$/);
    expect(d.diff.join("\n")).to.match(/\/monsters\/(rex|fang)\//);
    const text = formatReplayReport(report, "fixture.recording.json").join("\n");
    // Steps are numbered from 1 for people, as in the story of a run.
    expect(text).to.contain(`replay diverges at step ${first + 1} (${JSON.stringify(SCENARIO.steps[first]!.label)})`);
    expect(text).to.contain("state (recorded -> replayed):");
  });

  it("[issue3-replay] a changed number visible in the initial world diverges at the initial state", () => {
    const { dir, file } = fixture();
    const r = record(file);
    changeMonster(dir, "sim_scrap_hound", "hp", 41);
    const loaded = load(file);
    const report = replay(r, loaded.content, runScenario);
    expect(report.ok).to.equal(false);
    expect(report.divergence!.at).to.equal("initial");
    expect(report.divergence!.diff).to.deep.equal([
      "/monsters/fang/hp: recorded 40 -> replayed 41",
      "/monsters/rex/hp: recorded 40 -> replayed 41",
    ]);
  });

  it("[issue3-replay] differing events are listed as expected/got lines", () => {
    const { file } = fixture();
    const r = record(file);
    const loaded = load(file);
    const moved = r.steps[1]!.events.findIndex((e) => e.type === "moved");
    const doctored: Recording = {
      ...r,
      steps: r.steps.map((s, i) =>
        i === 1 ? { ...s, events: s.events.map((e, j) => (j === moved ? { ...e, how: "flew" } : e)) } : s,
      ),
    };
    const report = replay(doctored, loaded.content, runScenario);
    expect(report.divergence!.index).to.equal(1);
    expect(report.divergence!.events[0]).to.match(/^- recorded event \d+: moved@0 .*"how":"flew"/);
    expect(report.divergence!.events[1]).to.match(/^\+ replayed event \d+: moved@0 .*"how":"walk/);
    expect(report.divergence!.events).to.have.length(2);
    expect(formatReplayReport(report, "x").join("\n")).to.contain("only the events differ");
  });

  it("[issue3-replay] [ROB-recording-hash] a damaged recording is refused as such before it is run", () => {
    const { file } = fixture();
    const r = record(file);
    const loaded = load(file);
    const doctored: Recording = {
      ...r,
      steps: r.steps.map((s, i) => (i === 3 ? { ...s, hash: "0123456789abcdef" } : s)),
    };
    const report = replay(doctored, loaded.content, runScenario);
    expect(report.divergence).to.equal(undefined);
    expect(report.error).to.equal(
      "the recording cannot be trusted: step 4's changes do not rebuild its stored hash: the file was edited or damaged",
    );
    // A starting world edited (a member named like Object.prototype's) is refused the same way.
    const edited = { ...r, initial: { ...r.initial, toString: 1 } } as unknown as Recording;
    expect(replay(edited, loaded.content, runScenario).error).to.contain("its starting world does not hash");
  });

  it("[issue3-replay] bad, foreign and other-version files are refused with a clear message", () => {
    const { file } = fixture();
    const r = record(file);
    const good = JSON.parse(formatRecording(r)) as Record<string, unknown>;
    const read = (value: unknown): string => {
      const res = parseRecording(typeof value === "string" ? value : JSON.stringify(value), "rec.json");
      return res.ok ? "ok" : res.message;
    };
    expect(read(good)).to.equal("ok");
    expect(read("{ not json")).to.match(/^rec\.json is not a recording: it is not valid JSON/);
    expect(read([1, 2])).to.contain("rec.json is not a cdda-sim recording");
    expect(read({ type: "MONSTER", flags: ["SEES"], id: "x" })).to.equal(
      'rec.json is not a cdda-sim recording: it has no "format" member (expected "cdda-sim-recording@1")',
    );
    expect(read({ ...good, format: "other-tool@3" })).to.contain('its "format" is "other-tool@3"');
    expect(read({ ...good, format: "cdda-sim-recording@2" })).to.equal(
      'rec.json is a recording of format "cdda-sim-recording@2"; this engine reads "cdda-sim-recording@1" only. Record the scenario again with this version.',
    );
    const steps = good["steps"] as Record<string, unknown>[];
    const broken = {
      ...good,
      seed: 5,
      steps: steps.map((s, i) => (i === 2 ? { ...s, hash: "xyz", changes: [{ value: 1 }] } : s)),
    };
    const message = read(broken);
    expect(message).to.contain("rec.json is not a valid recording:");
    expect(message).to.contain("/seed: expected string, got 5");
    expect(message).to.contain('/steps/2/hash: expected hash (16 hex digits), got "xyz"');
    expect(message).to.contain("/steps/2/changes/0/path: expected string, got nothing (the member is missing)");
    expect(readRecording(join(dirname(file), "missing.json"))).to.deep.equal({
      ok: false,
      message: `cannot read the recording ${join(dirname(file), "missing.json")}: no such file`,
    });
  });

  it("the content fingerprint covers names and bytes, not where the folder lives", () => {
    const a = fixture();
    const b = fixture();
    const fa = fingerprint(load(a.file), a.file);
    expect(fingerprint(load(b.file), b.file)).to.equal(fa);
    changeMonster(b.dir, "sim_scrap_hound", "speed", 121);
    expect(fingerprint(load(b.file), b.file)).to.not.equal(fa);
    const missing = contentFingerprint([join(a.dir, "nope.json")], a.dir);
    expect(missing.ok).to.equal(false);
  });

  it("[issue3-replay] replayFile finds the scenario and its content from the recording's own folder", () => {
    const { dir, file } = fixture();
    mkdirSync(join(dir, "recordings"));
    const out = join(dir, "recordings", "fixture.recording.json");
    const r = record(file, out);
    expect(r.createdFrom).to.equal("../fixture.json");
    writeRecording(out, r);
    const same = replayFile(out, { engineVersion: "test-1" });
    expect(same.error).to.equal(undefined);
    expect(same.report!.ok, formatReplayReport(same.report!, out).join("\n")).to.equal(true);
    changeMonster(dir, "sim_scrap_hound", "speed", 60);
    const changed = replayFile(out, { engineVersion: "test-1" });
    expect(changed.report!.ok).to.equal(false);
    expect(changed.report!.warnings.join("\n")).to.contain("content differs");
    expect(changed.report!.divergence!.at).to.equal("step");
    expect(replayFile(join(dir, "nothing.json")).error).to.contain("cannot read the recording");
  });

  describe("every recording kept in scenarios/ replays identically", () => {
    const recordings = findRecordings(join(PROJECT_ROOT, "scenarios"));
    it(`[issue3-replay] found ${recordings.length} recording(s) under scenarios/`, () => {
      expect(existsSync(join(PROJECT_ROOT, "scenarios"))).to.equal(true);
    });
    for (const rec of recordings) {
      it(`[issue3-replay] ${rec.slice(PROJECT_ROOT.length + 1)}`, function () {
        this.timeout(120000);
        const result = replayFile(rec);
        expect(result.error).to.equal(undefined);
        expect(result.report!.ok, formatReplayReport(result.report!, rec).join("\n")).to.equal(true);
      });
    }
  });
});

/** JSON files whose first bytes name the recording format (recordings can be large; scenarios are not). */
function findRecordings(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...findRecordings(path));
    else if (entry.name.endsWith(".json")) {
      const fd = openSync(path, "r");
      const head = Buffer.alloc(200);
      const n = readSync(fd, head, 0, 200, 0);
      closeSync(fd);
      if (head.subarray(0, n).toString("utf8").includes('"format": "cdda-sim-recording@')) out.push(path);
    }
  }
  return out;
}
