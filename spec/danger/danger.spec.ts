/**
 * The danger sweep's parts, in process, on our own content (issue 33). IDs introduced here:
 *   DANGER-loadouts     a loadouts file decodes with io-ts; each character through the scenario
 *                       format; every problem names the file, the JSON path and the rule broken
 *   DANGER-fight        a fight decided inside one tick on a copy of the cell's prepared world,
 *                       re-seeded, is exactly the sample scenario (arena, monster, seed, one tick)
 *   DANGER-score        the danger of a fight: a death 0.5 + 0.5 × (1 − (t − 1) / limit), a
 *                       survival 0.5 × the share of hit points lost
 *   DANGER-select       which monsters: the content's own, debug and hallucinations left out
 *                       unless asked, id patterns, species and flags
 *   DANGER-stats        Welch's t-test, Holm and Benjamini–Hochberg adjustment, Spearman's ρ
 *   DANGER-gates        --expect gates: per-cell metrics judged on the estimate, deadlier/safer
 *                       counts over a comparison
 *   DANGER-determinism  a cell's result is the same bits on any thread and in any slice
 *   DANGER-content-errors  content with errors is refused before a fight, its errors listed with
 *                       file:line:column as validate lists them ("the first N" when cut)
 *   DANGER-mod-changes  a mod's monsters include the base monsters it changes without redefining
 *                       them: those its monster_adjustments reach and those of a species it
 *                       redefines (a mod that only adjusts the core's zombies had no monster to
 *                       fight)
 */
import { expect } from "chai";
import { planSweep, runPlannedCell, sliceCells } from "../../engine/experiment/danger/sweep.js";
import { decodeLoadouts } from "../../engine/experiment/danger/loadout.js";
import { dangerOf, fightAndWorld, runFight } from "../../engine/experiment/danger/fight.js";
import { hashJson } from "../../engine/world/hash.js";
import { sampleScenario } from "../../engine/experiment/danger/sample.js";
import { adjust, ranks, spearman, tTwoSided, welch } from "../../engine/experiment/danger/significance.js";
import { checkGates, parseGate } from "../../engine/experiment/danger/gates.js";
import { summarise } from "../../engine/experiment/danger/summary.js";
import { partOf } from "../../engine/experiment/danger/part.js";
import { runCells, startDangerWorkers } from "../../engine/experiment/danger/parallel.js";
import { compare } from "../../engine/experiment/danger/compare.js";
import { decodeScenario } from "../../engine/scenario/format.js";
import { runScenario } from "../../engine/scenario/run.js";
import { EMPTY, push } from "../../engine/experiment/stats.js";
import { ALL, selectMonsters } from "../../engine/experiment/danger/select.js";
import { loadInline } from "../support/load.js";
import { FIGHTERS, OWN_CONTENT, OWN_LOADOUTS, ownSweep, tempDir, writeJson } from "./support.js";

const moments = (xs: readonly number[]) => xs.reduce(push, EMPTY);

describe("danger sweep (issue 33)", function () {
  this.timeout(120000);
  const dir = tempDir();
  const planned = planSweep(ownSweep(dir));
  if (!planned.ok) throw new Error(planned.problems.join("\n"));
  const plan = planned.plan;

  it("[DANGER-loadouts] a loadouts file decodes; bad ones are refused naming the file, the JSON path and the rule", () => {
    const ok = decodeLoadouts(OWN_LOADOUTS, "l.json");
    expect(ok.ok).to.equal(true);
    const bad = decodeLoadouts(
      {
        loadouts: [
          { name: "a", character: { stats: { str: "strong" } } },
          { name: "a", character: { pos: [1, 1] } },
          { name: "", chracter: {} },
        ],
      },
      "l.json",
    );
    expect(bad.ok).to.equal(false);
    const lines = bad.ok ? [] : bad.problems.map((p) => `${p.file}: ${p.path}: ${p.message}`);
    expect(lines.join("\n")).to.contain("l.json: $.loadouts[2]");
    expect(lines.some((l) => l.includes("$.loadouts[2].chracter") && l.includes("unknown member"))).to.equal(
      true,
      lines.join("\n"),
    );
    expect(lines.some((l) => l.includes("$.loadouts[1].character.pos") && l.includes("arena"))).to.equal(
      true,
      lines.join("\n"),
    );
    const second = decodeLoadouts(
      {
        loadouts: [
          { name: "a", character: { stats: { str: "strong" } } },
          { name: "a", character: {} },
        ],
      },
      "l.json",
    );
    const more = second.ok ? [] : second.problems.map((p) => `${p.path}: ${p.message}`);
    expect(more.some((l) => l.startsWith("$.loadouts[0].character.stats.str"))).to.equal(true, more.join("\n"));
    expect(more.some((l) => l.startsWith("$.loadouts[1].name") && l.includes("already used"))).to.equal(
      true,
      more.join("\n"),
    );
  });

  it("[DANGER-loadouts] an item the content lacks is refused at planning, naming the loadout's path", () => {
    const file = writeJson(dir, "bad-items.json", {
      loadouts: [{ name: "x", character: { worn: ["no_such_jacket"] } }],
    });
    const r = planSweep({ ...ownSweep(dir), loadouts: file });
    expect(r.ok).to.equal(false);
    const text = r.ok ? "" : r.problems.join("\n");
    expect(text).to.contain(`${file}: $.loadouts[0].character.worn[0]`);
    expect(text).to.contain("no_such_jacket");
  });

  it("[DANGER-content-errors] content with errors is refused, each error with file:line:column; 'the first N' only when some are left out", () => {
    const content = tempDir();
    writeJson(content, "broken.json", [
      { type: "MONSTER", id: "x_broken", name: "x", description: "x", "copy-from": "x_nowhere" },
      { type: "MONSTER", id: "x_bad_hp", name: "x", description: "x", hp: -3 },
    ]);
    const r = planSweep({ ...ownSweep(dir), content: [...OWN_CONTENT, content] });
    expect(r.ok).to.equal(false);
    const lines = r.ok ? [] : r.problems;
    expect(lines[0]).to.equal("the content has 2 error(s):");
    expect(
      lines.slice(1).every((l) => /broken\.json:\d+:\d+: \$\[\d\]/.test(l)),
      lines.join("\n"),
    ).to.equal(true);
  });

  it("[DANGER-fight] a fight inside one tick is exactly its sample scenario run by the engine", () => {
    for (const monster of FIGHTERS.slice(0, 3)) {
      const cell = { content: plan.content, world: plan.worlds[1]!, monster, turnLimit: 60, hostile: true };
      const seed = `spec#${monster}`;
      const { result: fight, world } = fightAndWorld(cell, seed);
      expect(runFight(cell, seed)).to.deep.equal(fight);
      const raw = sampleScenario(
        { content: plan.options.content, arena: "open", night: false, hostile: true },
        { monster, loadout: plan.loadouts[1]!, seed, turns: fight.turns, outcome: fight.outcome },
      );
      const decoded = decodeScenario(raw, "sample.json");
      if (!decoded.ok) throw new Error(decoded.problems.map((p) => p.message).join("\n"));
      const run = runScenario(decoded.scenario, plan.content);
      const events = run.steps.flatMap((s) => s.events);
      const taken = events
        .filter((e) => e.type === "damaged" && e.who === "survivor")
        .reduce((n, e) => n + (e.type === "damaged" ? e.amount : 0), 0);
      const final = run.steps[run.steps.length - 1]?.world;
      expect(taken, monster).to.equal(fight.taken);
      expect(final?.turn, monster).to.equal(fight.turns);
      expect(hashJson(final), monster).to.equal(hashJson(world));
    }
  });

  it("[DANGER-score] a quick death scores near 100, a death at the limit just above 50, a survival half its share of hit points lost", () => {
    expect(dangerOf(true, 1, 100, 1)).to.equal(1);
    expect(dangerOf(true, 100, 100, 1)).to.equal(0.505);
    expect(dangerOf(false, 100, 100, 0.4)).to.equal(0.2);
    expect(dangerOf(false, 10, 100, 0)).to.equal(0);
  });

  it("[DANGER-select] debug monsters and hallucinations stay out unless asked; patterns, species and flags pick", () => {
    const r = planSweep({ ...ownSweep(dir), selection: { ...ALL, include: ["sim_*"], species: ["ZOMBIE"] } });
    if (!r.ok) throw new Error(r.problems.join("\n"));
    expect(r.plan.monsters.map((m) => m.id)).to.include("sim_ghoul");
    expect(r.plan.monsters.every((m) => m.species.includes("ZOMBIE") && m.id.startsWith("sim_"))).to.equal(true);
    const none = planSweep({ ...ownSweep(dir), selection: { ...ALL, include: ["no_such_*"] } });
    expect(none.ok).to.equal(false);
  });

  it("[DANGER-mod-changes] a mod's own monsters include the base monsters its adjustments reach or whose species it redefines", () => {
    const own = (objects: unknown[]) => {
      const r = loadInline(objects, { base: OWN_CONTENT });
      expect(r.errors()).to.deep.equal([]);
      return selectMonsters(r.content, ALL);
    };
    const zombies = own([{ type: "monster_adjustment", species: "ZOMBIE", stat: { name: "hp", modifier: 5 } }]);
    expect(zombies).to.include("sim_ghoul");
    expect(zombies).to.not.include("sim_scrap_hound");
    expect(own([{ type: "SPECIES", id: "ZOMBIE", fear_triggers: ["FIRE"] }])).to.include("sim_ghoul");
    expect(
      own([{ type: "monster_adjustment", species: "ALL", flag: { name: "SEES", value: true } }]),
    ).to.include.members(FIGHTERS);
    expect(own([{ type: "effect_type", id: "spec_nothing" }])).to.deep.equal([]);
  });

  it("[DANGER-stats] Welch, Holm, Benjamini-Hochberg and Spearman give the textbook values", () => {
    // t distribution: P(|T| >= 2.228) with 10 df is 0.05 (the 97.5 % quantile of the table).
    expect(tTwoSided(2.228, 10)).to.be.closeTo(0.05, 5e-4);
    expect(tTwoSided(1.96, 1e6)).to.be.closeTo(0.05, 1e-4);
    const w = welch(moments([1, 2, 3, 4, 5]), moments([3, 4, 5, 6, 7]));
    // mean difference 2, variances 2.5 each: t = 2 / sqrt(1) = 2, df = 8.
    expect(w.t).to.be.closeTo(2, 1e-12);
    expect(w.df).to.be.closeTo(8, 1e-12);
    expect(welch(moments([1, 1, 1]), moments([1, 1, 1])).p).to.equal(1);
    expect(adjust([0.01, 0.04, 0.03, 0.5], "holm")).to.deep.equal([0.04, 0.09, 0.09, 0.5]);
    const bh = adjust([0.01, 0.04, 0.03, 0.5], "bh");
    expect(bh.map((x) => Number(x.toFixed(6)))).to.deep.equal([0.04, 0.053333, 0.053333, 0.5]);
    expect(ranks([10, 20, 20, 5])).to.deep.equal([2, 3.5, 3.5, 1]);
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).to.equal(1);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).to.equal(-1);
    expect(spearman([1, 2], [1, 2])).to.equal(undefined);
  });

  it("[DANGER-determinism] a cell gives the same bits on this thread, on a worker thread, and in any slice", async () => {
    const cells = Array.from({ length: plan.cells }, (_, i) => i);
    const here = cells.map((i) => runPlannedCell(plan, i));
    const pool = startDangerWorkers(plan.options, 1);
    const threaded = await runCells(plan, cells, { pool });
    expect(JSON.stringify(threaded)).to.equal(JSON.stringify(here));
    const sliced = [0, 1, 2].flatMap((i) => {
      const { from, to } = sliceCells(plan.cells, i, 3);
      return cells.slice(from, to).map((c) => runPlannedCell(plan, c));
    });
    expect(JSON.stringify(sliced)).to.equal(JSON.stringify(here));
  });

  it("[DANGER-gates] gates judge every cell's estimate and the comparison's counts; a bad gate is refused", () => {
    const part = partOf(
      plan,
      0,
      plan.cells,
      Array.from({ length: plan.cells }, (_, i) => runPlannedCell(plan, i)),
    );
    const s = summarise(part);
    const worst = Math.max(...s.rows.map((r) => r.death.value));
    const gates = [`death<=${worst}`, `death<${worst}`, "danger[nobody]<50", "deadlier=0"].map((g) => {
      const p = parseGate(g);
      if (typeof p === "string") throw new Error(p);
      return p;
    });
    const same = compare(s.rows, s.rows, { base: part.sweep, now: part.sweep }, "holm", 0.05);
    const results = checkGates(gates, s.rows, s.loadouts, same);
    expect(results.map((r) => r.ok)).to.deep.equal([true, worst === 0, false, true]);
    expect(results[2]?.line).to.contain('no loadout "nobody"');
    expect(parseGate("deaths<1")).to.contain("unknown metric");
    expect(parseGate("death << 1")).to.contain("--expect takes");
    expect(same.changes.every((c) => c.verdict === "same" && c.p === 1)).to.equal(true);
  });
});
