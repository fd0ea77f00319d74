/**
 * The catalogue of rule events (engine/sim/rule_events.ts). IDs introduced here:
 *   ARCH-rule-catalogue   every rule event name the engine emits is in the catalogue with its area
 *                         and a one-line meaning (emitting another does not compile); every entry
 *                         is emitted somewhere; docs/events.md is written from it and is current
 *   ARCH-rule-name-check  a scenario expectation naming an unknown rule event is a load error at
 *                         its JSON path that suggests the closest real name
 */
import { expect } from "chai";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { decodeScenario } from "../../engine/scenario/format.js";
import { eventsDoc } from "../../engine/sim/events_doc.js";
import { RULE_EVENTS, RULE_NAMES } from "../../engine/sim/rule_events.js";
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
});
