/**
 * The catalogue of rule events (engine/sim/rule_events.ts). IDs introduced here:
 *   ARCH-rule-catalogue   every rule event name the engine emits is in the catalogue with its area
 *                         and a one-line meaning (emitting another does not compile); every entry
 *                         is emitted somewhere; docs/events.md is written from it and is current
 *   ARCH-rule-name-check  a scenario expectation naming an unknown rule event is a load error at
 *                         its JSON path that suggests the closest real name
 *   ARCH-rule-payloads    every name's data members and their types are in the catalogue: an
 *                         emitter passing a member it does not list, or one of another type, does
 *                         not compile; an expectation naming an unknown data member is a load error
 *                         that suggests the closest; what the engine really emits in every demo,
 *                         examine and real-data scenario matches the catalogue
 *                         (spec/cli/story_english.spec.ts runs them)
 */
import { expect } from "chai";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { decodeScenario } from "../../engine/scenario/format.js";
import { eventsDoc } from "../../engine/sim/events_doc.js";
import type { RuleEvent } from "../../engine/sim/events.js";
import { RULE_EVENTS, RULE_NAMES } from "../../engine/sim/rule_events.js";
import { ruleDataProblems } from "../support/rule_payloads.js";
import { PROJECT_ROOT } from "../support/load.js";

function engineSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return engineSources(p);
    return p.endsWith(".ts") && !p.endsWith("rule_events.ts") ? [readFileSync(p, "utf8")] : [];
  });
}

function scenarioWith(where: Record<string, unknown>): unknown {
  return {
    name: "t",
    content: [],
    seed: 1,
    world: { levels: [{ z: 0, rows: ["..."], legend: {} }] },
    steps: [{ tick: 1, expect: [{ event: "rule", where, count: 0 }] }],
  };
}

describe("rule events", () => {
  it("[ARCH-rule-catalogue] docs/events.md is written from the catalogue and is current (make docs)", () => {
    expect(readFileSync(join(PROJECT_ROOT, "docs", "events.md"), "utf8")).to.equal(eventsDoc());
    for (const name of RULE_NAMES) expect(eventsDoc()).to.contain(`| \`${name}\` | ${RULE_EVENTS[name].meaning} |`);
  });

  it("[ARCH-rule-catalogue] every catalogue entry is emitted by some module of the engine", () => {
    const text = engineSources(join(PROJECT_ROOT, "engine")).join("\n");
    // The autodoc's reports are named from its option (`autodoc_${option}`).
    const stale = RULE_NAMES.filter(
      (n) => !text.includes(`"${n}"`) && !(n.startsWith("autodoc_") && text.includes(`"${n.slice(8)}"`)),
    );
    expect(stale).to.deep.equal([]);
  });

  it("[ARCH-rule-name-check] a misspelt rule event in an expectation is a load error naming the closest", () => {
    const r = decodeScenario(scenarioWith({ name: "zapbak" }), "x.json");
    expect(r.ok).to.equal(false);
    if (r.ok) return;
    const p = r.problems.find((q) => q.path === "$.steps[0].expect[0].where.name");
    expect(p?.message).to.contain('unknown rule event "zapbak"').and.to.contain('did you mean "zapback"?');
  });

  it("[ARCH-rule-name-check] a real rule event name, and an expectation without a name, still load", () => {
    expect(decodeScenario(scenarioWith({ name: "slip" }), "x.json").ok).to.equal(true);
    expect(decodeScenario(scenarioWith({ who: "you" }), "x.json").ok).to.equal(true);
  });

  it("[ARCH-rule-payloads] a misspelt data member in an expectation is a load error naming the closest", () => {
    const r = decodeScenario(scenarioWith({ name: "slip", data: { chanse: 40 } }), "x.json");
    expect(r.ok).to.equal(false);
    if (r.ok) return;
    const p = r.problems.find((q) => q.path === "$.steps[0].expect[0].where.data.chanse");
    expect(p?.message)
      .to.contain('the rule event "slip" has no data member "chanse"')
      .and.to.contain('did you mean "chance"?');
    expect(decodeScenario(scenarioWith({ name: "slip", data: { chance: 40, aid: "rope_30" } }), "x.json").ok).to.equal(
      true,
    );
    // An open event (an NPC decision carries its figures by name) takes any member.
    expect(decodeScenario(scenarioWith({ name: "npc_decision", data: { panic: 1 } }), "x.json").ok).to.equal(true);
  });

  it("[ARCH-rule-payloads] the compiler refuses an undeclared member, a wrong type and a missing member", () => {
    const ok: RuleEvent = { type: "rule", name: "slip", data: { who: "you", aid: "rope_30", story: 1, chance: 40 } };
    // @ts-expect-error: `chanse` is not a member of slip's data
    const misspelt: RuleEvent = { type: "rule", name: "slip", data: { who: "you", aid: "x", story: 1, chanse: 4 } };
    // @ts-expect-error: `chance` is a number
    const wrongType: RuleEvent = { type: "rule", name: "slip", data: { who: "you", aid: "x", story: 1, chance: "40" } };
    // @ts-expect-error: `who` is required
    const missing: RuleEvent = { type: "rule", name: "slip", data: { aid: "rope_30", story: 1, chance: 40 } };
    // The same three, as the run-time check sees them (the one the compiler cannot see: spreads).
    expect(ruleDataProblems("slip", ok.data)).to.deep.equal([]);
    expect(ruleDataProblems("slip", misspelt.data)).to.include("slip: member chanse is not declared");
    expect(ruleDataProblems("slip", wrongType.data)).to.include('slip: member chance is not a number: "40"');
    expect(ruleDataProblems("slip", missing.data)).to.include("slip: required member who is missing");
  });

  it("[ARCH-rule-payloads] every catalogue entry declares its data; docs/events.md lists the members", () => {
    const doc = eventsDoc();
    expect(doc).to.contain(
      "| `slip` | a character slipped while climbing down | `who` string, `aid` string, `story` number, `chance` number |",
    );
    for (const name of RULE_NAMES) expect(RULE_EVENTS[name].data, name).to.be.an("object");
  });
});
