/**
 * Every line the story tells of a run reads as English, over every demo, examine and real-data
 * scenario: step headers, event lines, refusals and status lines.
 *
 * ID introduced here:
 *   STORY-english  the second person agrees ("you get", "you examine", never "you gets"); body
 *                  parts by name ("left arm", not arm_l); counts of items in the plural ("4
 *                  pears"); rule events in words, not raw JSON. The expectation lines, which quote
 *                  the scenario's own JSON back to its author, are not judged for JSON.
 * The same runs check every rule event's data against the catalogue (ARCH-rule-payloads, listed in
 * spec/sim/rule_events.spec.ts), so the scenarios are run once for both.
 */
import { expect } from "chai";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describeEvent, StoryWriter } from "../../engine/cli/story.js";
import { loadScenario } from "../../engine/scenario/load.js";
import { streamScenario } from "../../engine/scenario/run.js";
import { ruleDataProblems } from "../support/rule_payloads.js";
import { cachedLoadContent, hasRealData, PROJECT_ROOT, REAL_DATA } from "../support/load.js";

/** What makes a told line not English, or undefined. */
function notEnglish(line: string): string | undefined {
  if (/\b[Yy]ou (is|has|was|does|[a-z]*[^s'\s]s)\b/.test(line)) return "a verb that does not agree with you";
  if (/\byou\b[^.]*\bits own\b/.test(line)) return '"its" for you';
  if (/\b[Yy]ou (thrown|dragged|pulled|pushed)\b/.test(line)) return "a thing done to you told as if you did it";
  if (/[{[]\s*"|"\s*:\s*["{[\d]/.test(line)) return "raw JSON";
  if (/\b(arm|hand|leg|foot|eye)_[lr]\b/.test(line)) return "a body part by its id";
  const counted = /\b([2-9]|\d{2,}) ([a-z][a-z ]*?) (added to|removed from)\b/.exec(line);
  // The head of the noun phrase: "chunks" of "chunks of meat".
  const head = (counted?.[2] ?? "").split(/ (?:of|with|for|in) /)[0] ?? "";
  if (counted && !/s$/.test(head)) return "a count of more than one with a singular noun";
  return undefined;
}

/** The lines of the story told by the engine (not the maps, not the expectation results). */
function toldLines(lines: readonly string[]): string[] {
  return lines.filter((l) => /^(Step \d+: |\s+turn \d+: |\s+REFUSED: |\s*status )/.test(l));
}

/** The story of a run, and the problems of its rule events' data (ARCH-rule-payloads). */
function story(file: string): { lines: string[]; payloadProblems: string[] } {
  const loaded = loadScenario(file, { coreCandidates: () => [REAL_DATA], loadContent: cachedLoadContent });
  if (!loaded.ok) throw new Error(`${file} does not load: ${loaded.problems.map((p) => p.message).join("; ")}`);
  const lines: string[] = [];
  const payloadProblems: string[] = [];
  const writer = new StoryWriter(loaded.content, { quiet: false, verbose: false, color: false }, (ls) =>
    lines.push(...ls),
  );
  const summary = streamScenario(
    loaded.scenario,
    loaded.content,
    {},
    {
      start: (initial, seed) => writer.start(initial, seed, loaded.scenario),
      stepStart: (s) => writer.stepStart(s),
      event: (e) => {
        if (e.type === "rule") payloadProblems.push(...ruleDataProblems(e.name, e.data));
        writer.event(e);
      },
      stepEnd: (s) => writer.stepEnd(s),
    },
  );
  writer.finish(summary);
  return { lines, payloadProblems };
}

describe("[STORY-english] the story reads as English", function () {
  this.timeout(600_000);

  it("the checker catches what the issue found", () => {
    for (const bad of [
      "Step 4: you gets 1 ex_fertilizer  (turn 60)",
      "Step 2: you examines 1,1,0",
      "  turn 2: you take 6 cut damage on the arm_l (from rex)",
      "  turn 2: 4 pear added to you",
      '  turn 1: copbot_warning {"robot":"copbot","target":"dan"}',
      "  REFUSED: you can only examine its own tile",
      "  turn 11: you thrown 2,2,0 -> 1,2,0",
    ])
      expect(notEnglish(bad), bad).to.be.a("string");
    expect(notEnglish("Step 2: you get 4 pears  (turn 0)")).to.equal(undefined);
  });

  it("events name body parts, plural items and rule data in words (no content: ids made into words)", () => {
    const base = { turn: 2 } as const;
    expect(
      describeEvent({ ...base, type: "damaged", who: "you", amount: 6, damageType: "cut", bodyPart: "leg_l" }, false),
    ).to.equal("you take 6 cut damage on the left leg");
    expect(describeEvent({ ...base, type: "items_added", who: "you", item: "pear", count: 4 }, false)).to.equal(
      "4 pears added to you",
    );
    expect(
      describeEvent({ ...base, type: "rule", name: "copbot_warning", data: { robot: "copbot", target: "dan" } }, false),
    ).to.equal("copbot warning: robot copbot, target dan");
    const moved = (who: string, how: string) =>
      describeEvent({ ...base, type: "moved", who, from: { x: 2, y: 2, z: 0 }, to: { x: 1, y: 2, z: 0 }, how }, false);
    expect(moved("you", "thrown")).to.equal("you are thrown 2,2,0 -> 1,2,0");
    expect(moved("rex", "pulled")).to.equal("rex is pulled 2,2,0 -> 1,2,0");
    expect(moved("you", "stumbled")).to.equal("you stumbled 2,2,0 -> 1,2,0");
  });

  const dirs = ["demo", "examine", ...(hasRealData() ? ["real"] : [])];
  for (const dir of dirs) {
    it(`[ARCH-rule-payloads] every told line, and every rule event's data, of every scenario in scenarios/${dir}${dir === "real" ? " (skipped without real data)" : ""}`, () => {
      const folder = join(PROJECT_ROOT, "scenarios", dir);
      const bad: string[] = [];
      const payloads = new Set<string>();
      let told = 0;
      for (const f of readdirSync(folder)
        .filter((x) => x.endsWith(".json"))
        .sort()) {
        if (!existsSync(join(folder, f))) continue;
        const run = story(join(folder, f));
        for (const p of run.payloadProblems) payloads.add(`${dir}/${f}: ${p}`);
        const lines = toldLines(run.lines);
        told += lines.length;
        for (const l of lines) {
          const why = notEnglish(l);
          if (why) bad.push(`${dir}/${f}: ${why}: ${l.trim()}`);
        }
      }
      expect(told, "lines were told").to.be.greaterThan(10);
      expect(bad.slice(0, 20)).to.deep.equal([]);
      expect([...payloads].slice(0, 20)).to.deep.equal([]);
    });
  }
});
