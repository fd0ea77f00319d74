import { expect } from "chai";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { decodeExperiment, readExperiment } from "../../engine/experiment/format.js";
import { prepareExperiment, prepareFile } from "../../engine/experiment/run.js";
import { expandVariants } from "../../engine/experiment/variants.js";
import { readPart } from "../../engine/experiment/shard.js";
import { PROJECT_ROOT } from "../support/load.js";
import { ONE_PLAY, SLOT_METRICS, writeExperiment } from "./support.js";
import { writeJson } from "../support/files.js";

const problemsOf = (raw: unknown): string[] => {
  const r = decodeExperiment(raw, "x.json");
  return r.ok ? [] : r.problems.map((p) => `${p.file}: ${p.path}: ${p.message}`);
};
const ok = { scenario: "s.json", runs: 10, metrics: [{ name: "m", type: "state", path: "/turn" }] };

describe("experiment files", () => {
  it("[issue9-format] a good file decodes with defaults (seed 1, one baseline variant)", () => {
    const r = decodeExperiment(ok, "dir/x.json");
    expect(r.ok).to.equal(true);
    if (!r.ok) return;
    expect(r.experiment.seed).to.equal("1");
    expect(r.experiment.scenarioPath).to.equal(join("dir", "s.json"));
    expect(r.experiment.variants).to.deep.equal([]);
  });

  it("[issue9-format] bad members are named by file and JSON path, all at once", () => {
    const p = problemsOf({
      scenario: "s.json",
      runs: 0,
      wehre: 1,
      metrics: [
        { name: "a", type: "count", event: "atack" },
        { name: "b", type: "mean", event: "rule" },
        { name: "c", type: "sum", event: "rule" },
        { name: "d", type: "state", path: "turn" },
      ],
    });
    expect(p).to.include("x.json: $.runs: expected an integer from 1 to 100,000,000, got 0");
    expect(p.some((x) => x.startsWith('x.json: $.wehre: unknown member "wehre"'))).to.equal(true);
    expect(p.some((x) => x.startsWith('x.json: $.metrics[0].event: unknown event type "atack"'))).to.equal(true);
    expect(p.some((x) => x.startsWith('x.json: $.metrics[1].type: unknown metric type "mean"'))).to.equal(true);
    expect(p).to.include("x.json: $.metrics[2].field: required member is missing (expected a JSON pointer)");
    expect(p.some((x) => x.startsWith("x.json: $.metrics[3].path: expected a JSON pointer"))).to.equal(true);
  });

  it("[issue9-format] a run count beyond 100,000,000 and sweeps multiplying into more than 1,000 variants are refused at their path", () => {
    expect(problemsOf({ ...ok, runs: 1e15 })).to.include(
      "x.json: $.runs: expected an integer from 1 to 100,000,000, got 1000000000000000",
    );
    const values = Array.from({ length: 1000 }, (_, i) => i);
    const r = decodeExperiment(
      {
        ...ok,
        variants: [
          {
            sweep: [
              { scenario: "/vars/a", values, label: "a" },
              { scenario: "/vars/b", values, label: "b" },
            ],
          },
        ],
      },
      "x.json",
    );
    expect(r.ok).to.equal(true);
    if (!r.ok) return;
    const expanded = expandVariants(r.experiment.variants, "x.json");
    expect(expanded.ok).to.equal(false);
    if (expanded.ok) return;
    expect(expanded.problems.map((p) => `${p.path}: ${p.message}`)).to.deep.equal([
      "$.variants[0].sweep: the variants make 1,000,000 combinations; at most 1,000 are allowed (split the sweep into several experiments)",
    ]);
  });

  it("[issue9-format] variants: unknown kinds, seed and content pointers, empty sweeps, duplicate names", () => {
    const p = problemsOf({
      ...ok,
      variants: [
        { content: [{ kind: "climbing", id: "x", member: "/a", value: 1 }] },
        { scenario: { "/seed": 3, "/content/0": "x", world: 1 } },
        { sweep: [{ scenario: "/world/x", values: [] }] },
      ],
      metrics: [ok.metrics[0], ok.metrics[0]],
    });
    expect(
      p.some((x) => x.startsWith('x.json: $.variants[0].content[0].kind: unknown content kind "climbing"')),
    ).to.equal(true);
    expect(p.some((x) => x.startsWith('x.json: $.variants[1].scenario["/seed"]: every run has its own seed'))).to.equal(
      true,
    );
    expect(
      p.some((x) =>
        x.startsWith('x.json: $.variants[1].scenario["/content/0"]: the scenario\'s content cannot be varied'),
      ),
    ).to.equal(true);
    expect(p.some((x) => x.startsWith("x.json: $.variants[1].scenario.world: expected a JSON pointer"))).to.equal(true);
    expect(
      p.some((x) => x.startsWith("x.json: $.variants[2].sweep[0].values: a sweep needs a non-empty list")),
    ).to.equal(true);
    expect(problemsOf({ ...ok, metrics: [ok.metrics[0], ok.metrics[0]] })).to.deep.equal([
      'x.json: $.metrics[1].name: metric name "m" is already used by $.metrics[0]',
    ]);
  });

  it("[issue9-format] missing files, bad JSON, a missing scenario", () => {
    const r = readExperiment("/nonexistent/e.json");
    expect(!r.ok && r.problems[0]!.message).to.equal("no such file");
    const { dir, file } = writeExperiment(ONE_PLAY, { runs: 5, metrics: SLOT_METRICS });
    writeFileSync(join(dir, "bad.json"), '{"runs": 5,,}');
    const bad = readExperiment(join(dir, "bad.json"));
    expect(!bad.ok && bad.problems[0]!.message).to.match(/^not valid JSON at line 1, column 12/);
    writeJson(dir, "noscen.json", { scenario: "nope.json", runs: 5, metrics: SLOT_METRICS });
    const p = prepareFile(join(dir, "noscen.json"));
    expect(!p.ok && p.problems[0]).to.contain('$.scenario: "nope.json": no such file');
    expect(prepareFile(file).ok).to.equal(true);
  });

  it("[issue9-format] variants that break the scenario or the content are refused with the variant and the reason", () => {
    const { file } = writeExperiment(ONE_PLAY, {
      runs: 5,
      metrics: SLOT_METRICS,
      variants: [
        { name: "no such monster", scenario: { "/world/characters/0/pos": "here" } },
        { name: "no such path", scenario: { "/world/nothing/here": 1 } },
        { name: "no such object", content: [{ kind: "furniture", id: "ex_f_nothing", member: "/name", value: "x" }] },
        {
          name: "bad value",
          content: [{ kind: "furniture", id: "ex_f_slot_machine", member: "/examine_action", value: 5 }],
        },
        {
          name: "typo",
          content: [{ kind: "furniture", id: "ex_f_slot_machine", member: "/examine_actoin", value: "none" }],
        },
      ],
    });
    const p = prepareFile(file);
    expect(p.ok).to.equal(false);
    if (p.ok) return;
    const text = p.problems.join("\n");
    expect(text).to.contain('$.variants[0]: variant "no such monster" makes the scenario invalid');
    expect(text).to.contain('variant "no such path": cannot set /world/nothing/here in the scenario');
    expect(text).to.contain(
      'variant "no such object": the scenario\'s content has no furniture with id "ex_f_nothing"',
    );
    expect(text).to.match(
      /variant "bad value": with the content overrides, .*furniture.json: \$\[\d+\]\.examine_action .*(error|warning)/,
    );
    expect(text).to.match(/variant "typo": with the content overrides, .*unknown member/i);
  });

  it("[issue9-format] a file that is not a partial result is refused clearly", () => {
    const { dir } = writeExperiment(ONE_PLAY, {});
    writeJson(dir, "p.json", { format: "something" });
    const r = readPart(join(dir, "p.json"));
    expect(!r.ok && r.message).to.contain("$.format: not a partial experiment result");
  });

  it("[issue9-docs] the example of docs/experiments.md is a valid experiment on scenarios/experiments", () => {
    const doc = readFileSync(join(PROJECT_ROOT, "docs", "experiments.md"), "utf8");
    const example = /```json\n([\s\S]*?)\n```/.exec(doc)?.[1];
    const r = decodeExperiment(
      JSON.parse(example ?? "null"),
      join(PROJECT_ROOT, "scenarios", "experiments", "example.json"),
    );
    expect(r.ok).to.equal(true);
    if (!r.ok) return;
    const p = prepareExperiment(r.experiment);
    expect(p.ok ? [] : p.problems).to.deep.equal([]);
    expect(p.ok && p.prepared.variants.map((v) => v.variant.name)).to.deep.equal([
      "bare edge",
      "grip gloves",
      "gloves re-balanced mod=-4",
      "gloves re-balanced mod=-2",
    ]);
  });
});
