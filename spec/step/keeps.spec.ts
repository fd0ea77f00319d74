/**
 * A step or a run told which event types its caller keeps (StepOptions.keeps, RunOptions.keeps:
 * an experiment keeps those its metrics look at). IDs introduced here:
 *   ENG-step-keeps   a step told the event types kept gives the same world and refusals, and of
 *                    the events exactly those of the kept types, in the same order and the same;
 *                    a scenario run keeps also the types its expectations count, so its
 *                    expectations and final world are the same
 */
import { expect } from "chai";
import { join } from "node:path";
import { loadContent } from "../../engine/content/load.js";
import { loadScenario } from "../../engine/scenario/load.js";
import { streamScenario } from "../../engine/scenario/run.js";
import { createWorld } from "../../engine/scenario/setup.js";
import type { SimEvent } from "../../engine/sim/events.js";
import { step } from "../../engine/step/step.js";
import { hashJson } from "../../engine/world/hash.js";
import { PROJECT_ROOT } from "../support/load.js";
import { walledRoom } from "../support/world.js";

const ours = loadContent([join(PROJECT_ROOT, "content", "base"), join(PROJECT_ROOT, "content", "monsters")]).content;

describe("events kept by type", function () {
  this.timeout(60000);

  it("[ENG-step-keeps] a 60-turn fight told to keep only damage: the same world, and of the events exactly the damage ones", () => {
    const built = createWorld(
      {
        levels: [{ z: 0, rows: walledRoom(20), legend: {} }],
        characters: [{ id: "you", pos: { x: 10, y: 3, z: 0 } }],
        monsters: ["sim_scrap_hound", "sim_scrap_hound", "sim_scrap_hound"].map((type, i) => ({
          type,
          id: `m${i}`,
          pos: { x: 4 + i * 5, y: 12, z: 0 },
          attitude: "hostile" as const,
        })),
      },
      ours,
      "keeps",
      "spec/keeps",
    );
    if (!built.ok) throw new Error(built.problems.map((p) => p.message).join("; "));
    for (const writes of ["copy", "immer"] as const) {
      const all = step(built.world, { type: "tick", turns: 60 }, ours, { writes });
      const kept = step(built.world, { type: "tick", turns: 60 }, ours, { writes, keeps: (t) => t === "damaged" });
      const damage = all.events.filter((e) => e.type === "damaged");
      expect(damage.length, writes).to.be.greaterThan(3);
      expect(all.events.length, writes).to.be.greaterThan(damage.length);
      expect(kept.events, writes).to.deep.equal(damage);
      expect(hashJson(kept.world), writes).to.equal(hashJson(all.world));
      // Streamed, the same.
      const streamed: SimEvent[] = [];
      const s = step(built.world, { type: "tick", turns: 60 }, ours, {
        writes,
        keeps: (t) => t === "damaged",
        onEvent: (e) => void streamed.push(e),
      });
      expect(streamed, writes).to.deep.equal(damage);
      expect(hashJson(s.world), writes).to.equal(hashJson(all.world));
    }
  });

  it("[ENG-step-keeps] every demo scenario run keeping one event type: its expectations and final world as when it keeps all, and only that type (and those its expectations count) told", () => {
    const failures: string[] = [];
    for (const name of ["monsters", "examine", "climbing", "arena"]) {
      const file = join(PROJECT_ROOT, "scenarios", "demo", `${name}.json`);
      const loaded = loadScenario(file);
      if (!loaded.ok) throw new Error(`${file}: ${loaded.problems.map((p) => p.message).join("; ")}`);
      const watched = new Set(
        loaded.scenario.steps.flatMap((s) =>
          [...s.expect, ...(s.until ? [s.until] : [])].flatMap((e) => (e.kind === "event" ? [e.type] : [])),
        ),
      );
      const allTypes: string[] = [];
      const full = streamScenario(loaded.scenario, loaded.content, {}, { event: (e) => void allTypes.push(e.type) });
      const told: string[] = [];
      const few = streamScenario(
        loaded.scenario,
        loaded.content,
        { keeps: new Set(["moved"]) },
        { event: (e) => void told.push(e.type) },
      );
      if (hashJson(few.final) !== hashJson(full.final)) failures.push(`${name}: the final worlds differ`);
      if (JSON.stringify(few.failures) !== JSON.stringify(full.failures)) failures.push(`${name}: the failures differ`);
      if (few.expectations !== full.expectations) failures.push(`${name}: the expectations differ`);
      const expected = allTypes.filter((t) => t === "moved" || watched.has(t));
      if (JSON.stringify(told) !== JSON.stringify(expected))
        failures.push(`${name}: told ${told.length} events, expected ${expected.length}`);
      if (told.length >= allTypes.length) failures.push(`${name}: no event was left out`);
    }
    expect(failures).to.deep.equal([]);
  });
});
