// IDs introduced here:
//   FIGHT-survival      scenarios/experiments/survival.json runs; armour lowers the damage taken
//   EXP-worker-threads  n workers (n >= 2) are n worker threads; this thread runs chunks only on a
//                       core none of them has and while one is still loading, none once all are
//                       ready (issue 37)
//   EXP-chunks          the chunks cover every block once, in order, at most a 32nd of a thread's
//                       share each, the last ones a single block (a short tail, issue 37)

import { expect } from "chai";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readExperiment } from "../../engine/experiment/format.js";
import { mergeAll } from "../../engine/experiment/merge.js";
import { chunksOf, runParallel, startWorkers, workersToStart } from "../../engine/experiment/parallel.js";
import { summarise } from "../../engine/experiment/report.js";
import {
  prepareExperiment,
  prepareFile,
  runBlocks,
  runExperiment,
  type Prepared,
} from "../../engine/experiment/run.js";
import { shardBlocks } from "../../engine/experiment/shard.js";
import { ONE_PLAY, SLOT_METRICS, writeExperiment } from "./support.js";

// Closed form of engine/rules/examine/actions/slot_machine.ts: rolls 1/5, 1/20, 1/50, 1/1000 in order.
const P_BACK = 1 / 5;
const P_NONE = (4 / 5) * (19 / 20) * (49 / 50) * (999 / 1000);
const E_PRIZE =
  10 * (1 / 5) +
  50 * (4 / 5) * (1 / 20) +
  200 * (4 / 5) * (19 / 20) * (1 / 50) +
  3000 * (4 / 5) * (19 / 20) * (49 / 50) * (1 / 1000);

/** How many chunks the workers have finished so far (each "done" message is one chunk). */
function chunksDone(
  workers: readonly { on(event: "message", f: (m: { type: string }) => void): unknown }[],
): () => number {
  let done = 0;
  for (const w of workers) w.on("message", (m) => void (m.type === "done" && done++));
  return () => done;
}

function prepared(runs: number, extra: object = {}): { prepared: Prepared; file: string } {
  const { file } = writeExperiment(ONE_PLAY, { runs, seed: "closed-form", metrics: SLOT_METRICS, ...extra });
  const p = prepareFile(file);
  if (!p.ok) throw new Error(p.problems.join("\n"));
  return { prepared: p.prepared, file };
}

describe("experiment runs", function () {
  this.timeout(120000);

  it("[issue9-closed-form] the slot machine's payout and hit rates lie within their 95 % intervals", () => {
    const { prepared: p } = prepared(3000);
    const s = summarise(runExperiment(p));
    const row = (name: string) => s.rows.find((r) => r.metric === name)!;
    const prize = row("prize");
    expect(prize.runs).to.equal(3000);
    expect(prize.ci95![0]).to.be.lessThan(E_PRIZE);
    expect(prize.ci95![1]).to.be.greaterThan(E_PRIZE);
    const back = row("money back");
    expect(back.ci95![0]).to.be.lessThan(P_BACK);
    expect(back.ci95![1]).to.be.greaterThan(P_BACK);
    // "won = 0" happens once per run exactly when nothing was won: a count whose mean is P_NONE.
    const none = row("any win");
    expect(none.ci95![0]).to.be.lessThan(P_NONE);
    expect(none.ci95![1]).to.be.greaterThan(P_NONE);
    // And the interval is informative, not trivially wide.
    expect(back.ci95![1] - back.ci95![0]).to.be.lessThan(0.04);
  });

  it("[issue9-seeds] the same file and seed give the same result; another seed a different one", () => {
    const { prepared: p } = prepared(200);
    expect(runExperiment(p)).to.deep.equal(runExperiment(p));
    const other = prepareExperiment({ ...p.experiment, seed: "other" });
    if (!other.ok) throw new Error(other.problems.join("\n"));
    expect(summarise(runExperiment(other.prepared)).rows[0]!.mean).to.not.equal(
      summarise(runExperiment(p)).rows[0]!.mean,
    );
  });

  it("[issue9-shards] two shards merged equal the unsharded run exactly", () => {
    const { prepared: p } = prepared(300);
    const whole = runExperiment(p);
    const a = shardBlocks(300, { index: 1, count: 2 });
    const b = shardBlocks(300, { index: 2, count: 2 });
    const part1 = runBlocks(p, a.firstBlock, a.endBlock);
    const part2 = runBlocks(p, b.firstBlock, b.endBlock);
    // Written to JSON and read back, in either order.
    const roundTrip = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
    const merged = mergeAll([
      { file: "2", part: roundTrip(part2) },
      { file: "1", part: roundTrip(part1) },
    ]);
    expect(merged.ok && merged.complete).to.equal(true);
    if (!merged.ok) return;
    expect(merged.part).to.deep.equal(whole);
    expect(summarise(merged.part)).to.deep.equal(summarise(whole));
    const half = mergeAll([{ file: "1", part: part1 }]);
    expect(half.ok && !half.complete && half.missing).to.contain("runs 128..299");
    expect(
      mergeAll([
        { file: "1", part: part1 },
        { file: "1 again", part: part1 },
      ]).ok,
    ).to.equal(false);
  });

  it("[issue9-workers] results are identical for 1 and 2 workers", async () => {
    const { prepared: p, file } = prepared(400);
    const setup = { file, overrides: {}, coreFolders: [] };
    const one = await runParallel(p, setup, 0, 7, { workers: 1 });
    let progressed = 0;
    const two = await runParallel(p, setup, 0, 7, { workers: 2, onProgress: (n) => (progressed += n) });
    expect(two).to.deep.equal(one);
    expect(progressed).to.equal(400);
  });

  it("[EXP-worker-threads] one worker is this thread alone; n workers are n worker threads, never more than the blocks", () => {
    expect(workersToStart(100, 1)).to.equal(0);
    expect(workersToStart(100, 2)).to.equal(2);
    expect(workersToStart(3, 8)).to.equal(3);
    expect(workersToStart(1, 4)).to.equal(0);
  });

  it("[EXP-worker-threads] when every core has a worker, the workers run every chunk, even those of the time they load", async () => {
    const { prepared: p, file } = prepared(400);
    const setup = { file, overrides: {}, coreFolders: [] };
    const one = await runParallel(p, setup, 0, 7, { workers: 1 });
    const pool = startWorkers(setup, 2);
    const fromWorkers = chunksDone(pool.workers);
    const two = await runParallel(p, setup, 0, 7, { pool, cores: 2 });
    expect(fromWorkers(), "chunks the workers computed").to.equal(chunksOf(0, 7, 2).length);
    expect(two).to.deep.equal(one);
  });

  it("[EXP-chunks] chunks cover every block once and in order, at most a 32nd of a thread's share each, ending in single blocks", () => {
    const cases: readonly (readonly [number, number, number])[] = [
      [0, 500, 2],
      [7, 1000, 3],
      [0, 32, 2],
      [0, 1, 2],
      [10, 11, 1],
    ];
    for (const [first, end, threads] of cases) {
      const chunks = chunksOf(first, end, threads);
      const cap = Math.max(1, Math.floor((end - first) / (threads * 32)));
      let at: number = first;
      for (const [a, b] of chunks) {
        expect(a, `chunk of [${first}, ${end}) on ${threads}`).to.equal(at);
        expect(b - a).to.be.within(1, cap);
        at = b;
      }
      expect(at).to.equal(end);
      const last = chunks.slice(-Math.min(chunks.length, threads * 2));
      expect(last.every(([a, b]) => b - a === 1)).to.equal(true);
    }
  });

  it("[issue9-workers][EXP-worker-threads] a worker started before this thread prepares computes the runs (every chunk, once it is ready first), and the result is that of one thread; a stopped pool ends its workers", async () => {
    // Enough runs that the worker, once loaded, takes chunks before this thread has done them all.
    const { prepared: p, file } = prepared(6400);
    const setup = { file, overrides: {}, coreFolders: [] };
    const one = await runParallel(p, setup, 0, 100, { workers: 1 });
    const pool = startWorkers(setup, 1);
    const fromWorker = chunksDone(pool.workers);
    // Once the worker has prepared (on a loaded machine that can take longer than this thread's
    // whole share), it must take chunks: wait for it, so the check does not hang on the machine's load.
    await Promise.all(
      pool.workers.map(
        (w) =>
          new Promise<void>((resolve) =>
            w.on("message", (m: { type: string }) => void (m.type === "ready" && resolve())),
          ),
      ),
    );
    const early = await runParallel(p, setup, 0, 100, { pool });
    expect(fromWorker(), "chunks the worker computed").to.equal(chunksOf(0, 100, 1).length);
    expect(early).to.deep.equal(one);
    const unused = startWorkers(setup, 2);
    await unused.stop();
    expect(
      unused.workers.every((w) => w.threadId === -1),
      "terminated workers have no thread",
    ).to.equal(true);
  });

  it("[issue9-workers] a worker started early that cannot prepare fails the run with its reason, even when it said so before the run listened", async () => {
    const { prepared: p } = prepared(400);
    const broken = { file: join(tmpdir(), "cdda-sim-no-such-experiment.json"), overrides: {}, coreFolders: [] };
    const pool = startWorkers(broken, 1);
    // Let the worker's message arrive before runParallel listens.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    let error: Error | undefined;
    try {
      await runParallel(p, broken, 0, 7, { pool });
    } catch (e) {
      error = e as Error;
    }
    expect(error?.message ?? "no error").to.contain("cdda-sim-no-such-experiment.json");
  });

  it("[issue9-variants] content overrides re-load the content; scenario values patch the set-up; sweeps multiply", () => {
    const { prepared: p } = prepared(128, {
      variants: [
        { name: "as is" },
        {
          name: "rich",
          scenario: { "/world/characters/0/inventory/0/count": 30 },
          sweep: [{ scenario: "/steps/0/do/answers/amount", values: [1, 3], label: "plays" }],
        },
      ],
    });
    expect(p.variants.map((v) => v.variant.name)).to.deep.equal(["as is", "rich plays=1", "rich plays=3"]);
    const s = summarise(runExperiment(p));
    const prize = (v: string) => s.rows.find((r) => r.variant === v && r.metric === "prize")!.mean!;
    // Common random numbers: the first play of every variant rolls the same dice.
    expect(prize("rich plays=1")).to.equal(prize("as is"));
    expect(prize("rich plays=3")).to.be.greaterThan(prize("as is"));
  });

  it("[issue9-variants] a climbing aid's slip_chance_mod overridden changes the slip rate (an aid no better than the bare edge is not offered: keep it negative) (and the loaded content is untouched)", () => {
    const decoded = readExperiment("scenarios/experiments/climbing_slip.json");
    if (!decoded.ok) throw new Error("bad file");
    const e = {
      ...decoded.experiment,
      runs: 400,
      variants: [
        {
          name: "gloves",
          scenario: decoded.experiment.variants[1]!.scenario,
          content: [],
          sweep: [
            {
              target: "content" as const,
              kind: "climbing_aid" as const,
              id: "sim_grip_gloves",
              member: "/slip_chance_mod",
              values: [-8, -2],
              label: "mod",
            },
          ],
        },
      ],
    };
    const r = prepareExperiment(e);
    if (!r.ok) throw new Error(r.problems.join("\n"));
    const [low, high] = r.prepared.variants;
    expect(low!.content.climbing_aid.get("sim_grip_gloves")!.slipChanceMod).to.equal(-8);
    expect(high!.content.climbing_aid.get("sim_grip_gloves")!.slipChanceMod).to.equal(-2);
    const s = summarise(runExperiment(r.prepared));
    const slip = (v: string) => s.rows.find((x) => x.variant === v && x.metric === "slipped")!.mean!;
    expect(slip("gloves mod=-8")).to.equal(0);
    expect(slip("gloves mod=-2")).to.be.greaterThan(0.01);
  });
  it("[FIGHT-survival] scenarios/experiments/survival.json runs: armour lowers the damage the scrap hound deals, and the hound kills the unarmoured survivor more often", () => {
    const decoded = readExperiment("scenarios/experiments/survival.json");
    if (!decoded.ok) throw new Error(decoded.problems.join("\n"));
    const r = prepareExperiment({ ...decoded.experiment, runs: 100 });
    if (!r.ok) throw new Error(r.problems.join("\n"));
    const s = summarise(runExperiment(r.prepared));
    const mean = (v: string, m: string) => s.rows.find((x) => x.variant === v && x.metric === m)!.mean!;
    const armoured = "armoured foe=sim_scrap_hound";
    const bare = "unarmoured foe=sim_scrap_hound";
    expect(mean(armoured, "damage taken")).to.be.lessThan(mean(bare, "damage taken") / 2);
    expect(mean(armoured, "stopped by armour")).to.be.greaterThan(10);
    expect(mean(bare, "stopped by armour")).to.equal(0);
    expect(mean(armoured, "survivor killed")).to.be.at.most(mean(bare, "survivor killed"));
    expect(mean(armoured, "foe killed (win)")).to.be.greaterThan(0.8);
  });
});
