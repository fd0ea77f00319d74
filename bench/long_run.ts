/**
 * `make bench`, memory part: a survivor who cannot die in the demo arena's pit with two hounds,
 * one tick of 10,000, 100,000 and 1,000,000 turns, through `cdda-sim run --quiet` and (up to
 * 100,000 turns) `cdda-sim record`, each in its own process, with that process's peak resident
 * memory. Target (issue 23): a million-turn run under 200 MB, and memory flat in the turns (the
 * run streams its events; only the world is held).
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { measureCli, ROOT } from "./measure_cli.js";

const dir = mkdtempSync(join(tmpdir(), "cdda-sim-long-"));
const TURNS = (process.env["BENCH_LONG_TURNS"] ?? "10000,100000,1000000").split(",").map(Number);
const RECORD_UP_TO = 100_000;

function scenario(turns: number): string {
  const file = join(dir, `long_${turns}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      name: `${turns} turns in the pit`,
      seed: "long",
      content: [join(ROOT, "content", "base"), join(ROOT, "content", "monsters")],
      world: {
        levels: [{ z: 0, rows: ["#########", "#.......#", "#.......#", "#.......#", "#.......#", "#########"] }],
        characters: [{ id: "you", pos: [4, 2] }],
        monsters: [
          { id: "rex", type: "sim_scrap_hound", pos: [1, 1], attitude: "hostile" },
          { id: "fang", type: "sim_scrap_hound", pos: [7, 4], attitude: "hostile" },
        ],
      },
      steps: [
        { do: { type: "set", path: "/characters/you/body/torso/hp", value: 1e12 }, free: true },
        { do: { type: "set", path: "/characters/you/body/head/hp", value: 1e12 }, free: true },
        { tick: turns, expect: [{ event: "attack", count: { gte: 1 } }] },
      ],
    }),
  );
  return file;
}

process.stderr.write(`bench long runs: ${TURNS.join(", ")} turns in one tick\n`);
const lines: string[] = [];
let biggest = 0;
for (const turns of TURNS) {
  const file = scenario(turns);
  const run = measureCli(["run", "--quiet", file]);
  biggest = Math.max(biggest, run.rssMb);
  lines.push(
    `long run, ${turns.toLocaleString("en-US")} turns, run --quiet: ${(run.ms / 1000).toFixed(1)} s   peak RSS ${run.rssMb.toFixed(0)} MB${run.ok ? "" : "   FAILED"}`,
  );
  if (turns <= RECORD_UP_TO) {
    const out = join(dir, `long_${turns}.rec.json`);
    const rec = measureCli(["record", file, "-o", out]);
    const size = statSync(out, { throwIfNoEntry: false })?.size ?? 0;
    lines.push(
      `long run, ${turns.toLocaleString("en-US")} turns, record:      ${(rec.ms / 1000).toFixed(1)} s   peak RSS ${rec.rssMb.toFixed(0)} MB   recording ${(size / 1e6).toFixed(0)} MB${rec.ok ? "" : "   FAILED"}`,
    );
    rmSync(out, { force: true });
  }
}
lines.push(
  `  largest peak ${biggest.toFixed(0)} MB   target < 200 MB at 1,000,000 turns   ${biggest < 200 ? "OK" : "OVER TARGET"}`,
);
rmSync(dir, { recursive: true, force: true });
process.stdout.write(`${lines.join("\n")}\n`);
