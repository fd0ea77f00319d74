/**
 * `make bench`, simulation part: the standard arena (one character, 50 monsters, a 48x48 map,
 * 10,000 turns), run as one tick and as 10,000 one-turn steps, each block of steps followed by the
 * same steps with a state hash and a change list after each (what recording costs), in CPU time.
 * Targets (issues 3, 16 and 37): the tick at least 250,000 monster-turns per second, the one-turn
 * steps 110,000 (three times the round's start); recording adds at most 25 %.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { dirname } from "node:path";
import { loadContent } from "../engine/content/load.js";
import { createWorld } from "../engine/scenario/setup.js";
import type { WorldSetup } from "../engine/scenario/types.js";
import { step, tick } from "../engine/step/step.js";
import { diff } from "../engine/world/diff.js";
import { hashJson } from "../engine/world/hash.js";
import type { Json, World } from "../engine/world/types.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const TURNS = Number(process.env["BENCH_TURNS"] ?? 10_000);
const MONSTERS = 50;
const SIZE = 48;

const content = loadContent([join(root, "content", "base"), join(root, "content", "monsters")]).content;
const rows = [
  "#".repeat(SIZE),
  ...Array.from({ length: SIZE - 2 }, () => `#${".".repeat(SIZE - 2)}#`),
  "#".repeat(SIZE),
];
const setup: WorldSetup = {
  levels: [{ z: 0, rows, legend: {} }],
  characters: [{ id: "you", pos: { x: 24, y: 2, z: 0 } }],
  monsters: Array.from({ length: MONSTERS }, (_, i) => ({
    type: "sim_scrap_hound",
    id: `hound${String(i).padStart(2, "0")}`,
    pos: { x: 2 + (i % 10) * 4, y: 10 + Math.floor(i / 10) * 7, z: 0 },
    attitude: "hostile" as const,
  })),
};
const built = createWorld(setup, content, "arena-bench", "bench/arena");
if (!built.ok) {
  process.stderr.write(
    `bench arena: cannot build the world:\n${built.problems.map((p) => `  ${p.path}: ${p.message}`).join("\n")}\n`,
  );
  process.exit(2);
}
// Tough enough to outlast 10,000 turns of bites, so that every monster keeps acting.
let start: World = built.world;
for (const part of ["torso", "head"]) {
  start = step(start, { type: "set", path: `/characters/you/body/${part}/hp`, value: 1e9 }, content).world;
}

/**
 * The CPU time of a part (ms): on a machine shared with other jobs the wall clock counts their time
 * too. The wall time is told on stderr beside it.
 */
function time(label: string, run: () => void): number {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  run();
  const c = process.cpuUsage(c0);
  const ms = (c.user + c.system) / 1000;
  process.stderr.write(`  ${label}: ${ms.toFixed(0)} ms of CPU, ${(performance.now() - t0).toFixed(0)} ms wall\n`);
  return ms;
}

process.stderr.write(`bench arena: ${MONSTERS} monsters, ${SIZE}x${SIZE}, ${TURNS} turns\n`);
let oneTick: World = start;
const tickMs = time("one tick step", () => {
  oneTick = tick(start, content, TURNS).world;
});
/*
 * The one-turn steps, plain and recorded (a state hash and a change list after each step), in
 * blocks taken in turn: each block of plain steps, then the same steps again from the same world
 * with the recording's work. On a shared machine the load moves within seconds; measured one whole
 * loop after the other, the overhead swung from 1 % to 40 % between runs of the same code.
 */
const BLOCKS = 10;
let stepsMs = 0;
let recordMs = 0;
let changes = 0;
let stepsWall = 0;
let recordWall = 0;
let from: World = start;
let hashed = hashJson(from);
for (let k = 0; k < BLOCKS; k++) {
  const turns = Math.floor((TURNS * (k + 1)) / BLOCKS) - Math.floor((TURNS * k) / BLOCKS);
  const blockStart = from;
  let t0 = performance.now();
  let c0 = process.cpuUsage();
  let w = blockStart;
  for (let i = 0; i < turns; i++) w = step(w, { type: "tick", turns: 1 }, content).world;
  let c = process.cpuUsage(c0);
  stepsMs += (c.user + c.system) / 1000;
  stepsWall += performance.now() - t0;
  from = w;
  t0 = performance.now();
  c0 = process.cpuUsage();
  w = blockStart;
  hashed = hashJson(w);
  for (let i = 0; i < turns; i++) {
    const next = step(w, { type: "tick", turns: 1 }, content).world;
    hashed = hashJson(next);
    changes += diff(w as unknown as Json, next as unknown as Json).length;
    w = next;
  }
  c = process.cpuUsage(c0);
  recordMs += (c.user + c.system) / 1000;
  recordWall += performance.now() - t0;
}
void hashed;
process.stderr.write(`  one-turn steps: ${stepsMs.toFixed(0)} ms of CPU, ${stepsWall.toFixed(0)} ms wall\n`);
process.stderr.write(
  `  one-turn steps + hash + changes: ${recordMs.toFixed(0)} ms of CPU, ${recordWall.toFixed(0)} ms wall (in ${BLOCKS} blocks, each after its plain steps)\n`,
);

const alive = Object.values(oneTick.monsters).filter((m) => !m.dead).length;
const mtps = (TURNS * MONSTERS) / (tickMs / 1000);
const stepMtps = (TURNS * MONSTERS) / (stepsMs / 1000);
const overhead = recordMs / stepsMs - 1;
// Issue 37: the tick at 250,000; one-turn steps 3 x the round's start (about 37,000 then).
const TICK_TARGET = 250_000;
const STEPS_TARGET = 110_000;
const lines = [
  `arena, one ${TURNS}-turn tick:     ${tickMs.toFixed(0)} ms of CPU   ${Math.round(mtps).toLocaleString("en-US")} monster-turns/s   target >= ${TICK_TARGET.toLocaleString("en-US")}   ${mtps >= TICK_TARGET ? "OK" : "UNDER TARGET"}`,
  `arena, ${TURNS} one-turn steps:    ${stepsMs.toFixed(0)} ms of CPU   ${Math.round(stepMtps).toLocaleString("en-US")} monster-turns/s   target >= ${STEPS_TARGET.toLocaleString("en-US")}   ${stepMtps >= STEPS_TARGET ? "OK" : "UNDER TARGET"}`,
  `  + hash and changes per step: ${recordMs.toFixed(0)} ms   recording overhead ${(overhead * 100).toFixed(1)} %   target <= 25 %   ${overhead <= 0.25 ? "OK" : "OVER TARGET"}`,
  `  (${alive} of ${MONSTERS} monsters alive at the end; ${changes.toLocaleString("en-US")} state changes recorded)`,
];
process.stdout.write(`${lines.join("\n")}\n`);
