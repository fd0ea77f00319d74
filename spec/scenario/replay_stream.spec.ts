/**
 * Replays read as a stream (issue 36 item 6): `replayFile` reads a recording's head, then one step
 * at a time (engine/scenario/recording_stream.ts), and compares each with the run as it streams.
 * IDs introduced here:
 *   ROB-replay-stream   a streamed replay gives the report the in-memory replay gives (a match,
 *                       a divergence with its step, diff and events); members may come in any
 *                       order and any layout; a step that is not JSON is named with its line and
 *                       column; a damaged step is refused before the run, as before
 */
import { expect } from "chai";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { contentFingerprint } from "../../engine/scenario/fingerprint.js";
import { loadScenario } from "../../engine/scenario/load.js";
import { formatRecording, makeRecording, readRecording, scenarioPathFrom } from "../../engine/scenario/record.js";
import { replay, replayFile } from "../../engine/scenario/replay.js";
import { runScenario } from "../../engine/scenario/run.js";
import { withOurContent } from "../support/workspace.js";

const SCENARIO = {
  name: "stream fixture",
  content: ["content/base", "content/monsters"],
  seed: "stream-1",
  world: {
    levels: [{ z: 0, rows: ["########", "#......#", "#......#", "#......#", "########"] }],
    characters: [{ id: "you", pos: [3, 2] }],
    monsters: [{ id: "rex", type: "sim_scrap_hound", pos: [1, 1], attitude: "hostile" }],
  },
  steps: [{ label: "look" }, ...Array.from({ length: 6 }, (_, i) => ({ tick: 1, label: `turn ${i + 1}` }))],
};

/** A scenario with its own content and its recording beside it; returns the recording's file. */
function recorded(): { dir: string; file: string; text: string } {
  const dir = withOurContent("cdda-sim-stream-");
  const scenarioFile = join(dir, "fixture.json");
  writeFileSync(scenarioFile, JSON.stringify(SCENARIO));
  const loaded = loadScenario(scenarioFile);
  if (!loaded.ok) throw new Error("the fixture does not load");
  const fingerprint = contentFingerprint(loaded.contentFiles, dirname(scenarioFile));
  if (!fingerprint.ok) throw new Error(fingerprint.message);
  const file = join(dir, "fixture.recording.json");
  const text = formatRecording(
    makeRecording(runScenario(loaded.scenario, loaded.content), {
      engineVersion: "test",
      scenarioFile: scenarioPathFrom(file, scenarioFile),
      rawScenario: SCENARIO,
      contentFingerprint: fingerprint.fingerprint,
    }),
  );
  writeFileSync(file, text);
  return { dir, file, text };
}

describe("replays read as a stream", function () {
  this.timeout(120_000);

  it("[ROB-replay-stream] members in another order, pretty-printed, replay as matching", () => {
    const { file, text } = recorded();
    const value = JSON.parse(text) as Record<string, unknown>;
    const { steps, initial, ...rest } = value;
    writeFileSync(file, JSON.stringify({ steps, ...rest, initial }, null, 3));
    const result = replayFile(file, { engineVersion: "test" });
    expect(result.error).to.equal(undefined);
    expect(result.report).to.deep.include({ ok: true, matched: SCENARIO.steps.length, total: SCENARIO.steps.length });
  });

  it("[ROB-replay-stream] a divergence is reported as the in-memory replay reports it", () => {
    const { dir, file } = recorded();
    const bestiary = join(dir, "content", "monsters", "bestiary.json");
    const monsters = JSON.parse(readFileSync(bestiary, "utf8")) as { id?: string; speed?: number }[];
    monsters.find((m) => m.id === "sim_scrap_hound")!.speed = 300;
    writeFileSync(bestiary, JSON.stringify(monsters));
    const streamed = replayFile(file, { engineVersion: "test" }).report!;
    const read = readRecording(file);
    if (!read.ok) throw new Error(read.message);
    const loaded = loadScenario(join(dir, "fixture.json"));
    if (!loaded.ok) throw new Error("does not load");
    const inMemory = replay(read.recording, loaded.content, runScenario, { engineVersion: "test" });
    expect(streamed.ok).to.equal(false);
    expect(streamed.divergence?.at).to.equal("step");
    expect(streamed.divergence).to.deep.equal(inMemory.divergence);
    expect(streamed.matched).to.equal(inMemory.matched);
  });

  it("[ROB-replay-stream] a step that is not JSON is named with its line and column; a damaged one is refused before the run", () => {
    const { file, text } = recorded();
    const lines = text.split("\n");
    const at = lines.findIndex((l) => l.includes('"label":"turn 3"'));
    writeFileSync(file, lines.map((l, i) => (i === at ? l.replace('"hash":', '"hash" ') : l)).join("\n"));
    const broken = replayFile(file);
    expect(broken.error).to.match(
      new RegExp(
        `cannot read the recording .*: is not a recording: it is not valid JSON at line ${at + 1}, column \\d+`,
      ),
    );
    writeFileSync(
      file,
      lines.map((l, i) => (i === at ? l.replace(/"hash":"[0-9a-f]{16}"/, '"hash":"0123456789abcdef"') : l)).join("\n"),
    );
    const damaged = replayFile(file);
    expect(damaged.report?.error).to.equal(
      "the recording cannot be trusted: step 4's changes do not rebuild its stored hash: the file was edited or damaged",
    );
  });
});
