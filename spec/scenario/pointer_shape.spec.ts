/**
 * A state pointer that addresses nothing in the world's documented shape (docs/world.md,
 * engine/world/shape.ts) is a load error naming the closest member: in a state expectation, in a
 * `set` action and in an experiment's state metric.
 *
 * ID introduced here:
 *   REAL-pointer-shape  pointers into the world are checked against its shape at load, with the
 *                       closest member suggested; ids (characters, body parts, skills, ...) and
 *                       free JSON (variables, per-tile state, camps) are not judged
 */
import { expect } from "chai";
import { decodeExperiment } from "../../engine/experiment/format.js";
import { decodeScenario } from "../../engine/scenario/format.js";
import { pointerProblem } from "../../engine/world/shape.js";

const scenario = (steps: unknown[]) => ({
  name: "pointers",
  content: [],
  seed: 1,
  world: { levels: [{ z: 0, rows: ["..."], legend: {} }], characters: [{ id: "you", pos: [0, 0] }] },
  steps,
});

function problems(steps: unknown[]): string[] {
  const d = decodeScenario(scenario(steps), "s.json");
  return d.ok ? [] : d.problems.map((p) => `${p.path}: ${p.message}`);
}

describe("[REAL-pointer-shape] state pointers are checked against the world's shape", () => {
  it("pointers into the documented shape load, whatever the ids and inside free JSON", () => {
    const good = [
      "/characters/you/stamina",
      "/characters/anyone/body/leg_l/hp",
      "/characters/you/skills/melee",
      "/characters/you/inventory/0/count",
      "/characters/you/pos/x",
      "/monsters/rex/dead",
      "/monsters/rex/readyAt/bite",
      "/monsters/rex/wander/pos/z",
      "/map/levels/0/rows/1/2/furn",
      "/map/levels/0/rows/1/2/state/anything/below",
      "/vars/my_variable/deep",
      "/camps/base/food/kcal",
      "/turn",
    ];
    for (const p of good) expect(pointerProblem(p.slice(1).split("/")), p).to.equal(undefined);
    expect(problems([{ expect: good.map((state) => ({ state, exists: true })) }])).to.deep.equal([]);
  });

  it("a misspelt member in an expectation is a load error naming the closest member", () => {
    const found = problems([
      { tick: 1, expect: [{ state: "/characters/you/stamnia", exists: false }] },
      { expect: [{ state: "/monsters/rex/deed", equals: true }] },
      { expect: [{ state: "/characters/you/pos/w", equals: 1 }] },
      { expect: [{ state: "/map/levels/zero/z", equals: 0 }] },
      { expect: [{ state: "/characters/you/pain/now", equals: 0 }] },
    ]);
    expect(found).to.have.length(5);
    expect(found[0]).to.contain("$.steps[0].expect[0].state").and.contain('did you mean "stamina"?');
    expect(found[1]).to.contain('did you mean "dead"?');
    expect(found[2]).to.contain('has no member "w"').and.contain("members: x, y, z");
    expect(found[3]).to.contain("must be an index");
    expect(found[4]).to.contain("is a plain value");
  });

  it("a set action's path and an experiment's state metric are checked the same way", () => {
    const set = problems([{ do: { type: "set", path: "/characters/you/thrist", value: 300 } }]);
    expect(set.join("\n")).to.contain('did you mean "thirst"?');
    expect(problems([{ do: { type: "set", path: "/characters/you/thirst", value: 300 } }])).to.deep.equal([]);
    const metric = (path: string) =>
      decodeExperiment({ scenario: "s.json", runs: 10, metrics: [{ name: "m", type: "state", path }] }, "e.json");
    expect(metric("/characters/you/pain").ok).to.equal(true);
    const bad = metric("/characters/you/pian");
    expect(bad.ok).to.equal(false);
    if (!bad.ok) expect(bad.problems.map((p) => p.message).join("\n")).to.contain('did you mean "pain"?');
  });
});
