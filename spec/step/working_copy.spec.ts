/**
 * Long ticks on a working copy of the world (engine/world/working_copy.ts) instead of immer drafts.
 * IDs introduced here (engine behaviour beyond the specification):
 *   ENG-working-copy   a tick of WORKING_COPY_TURNS turns or more writes a private copy of the world
 *                      in place; the world and the events it gives are exactly those immer's drafts
 *                      give, its input is untouched, and what it returns is frozen
 */
import { expect } from "chai";
import { join } from "node:path";
import { loadContent, type Content } from "../../engine/content/load.js";
import { createWorld } from "../../engine/scenario/setup.js";
import { step, WORKING_COPY_TURNS } from "../../engine/step/step.js";
import { detachedCopy, freezeAll } from "../../engine/world/working_copy.js";
import { hashJson } from "../../engine/world/hash.js";
import type { World } from "../../engine/world/types.js";
import { hasRealData, PROJECT_ROOT, realContentOrSkip } from "../support/load.js";

const ours = loadContent([join(PROJECT_ROOT, "content", "base"), join(PROJECT_ROOT, "content", "monsters")]).content;

/** Two survivors and eight monsters of the given types in a walled room of 30 x 30. */
function arena(content: Content, types: readonly string[], seed: string, attitude?: "hostile"): World {
  const size = 30;
  const rows = [
    "#".repeat(size),
    ...Array.from({ length: size - 2 }, () => `#${".".repeat(size - 2)}#`),
    "#".repeat(size),
  ];
  const built = createWorld(
    {
      levels: [{ z: 0, rows, legend: {} }],
      characters: [
        { id: "you", pos: { x: 15, y: 2, z: 0 } },
        { id: "zed", pos: { x: 5, y: 20, z: 0 } },
      ],
      monsters: types.map((type, i) => ({
        type,
        id: `m${i}`,
        pos: { x: 2 + i * 3, y: 10 + (i % 3) * 4, z: 0 },
        ...(attitude ? { attitude } : {}),
      })),
    },
    content,
    seed,
    "spec/working_copy",
  );
  if (!built.ok) throw new Error(built.problems.map((p) => p.message).join("; "));
  return built.world;
}

function isDeepFrozen(v: unknown): boolean {
  if (typeof v !== "object" || v === null) return true;
  return Object.isFrozen(v) && Object.values(v).every(isDeepFrozen);
}

/** Objects reachable twice in a value (an alias a write in place would reach from both ends). */
function aliases(v: unknown, seen = new Set<object>()): number {
  if (typeof v !== "object" || v === null) return 0;
  if (seen.has(v)) return 1;
  seen.add(v);
  let n = 0;
  for (const x of Object.values(v)) n += aliases(x, seen);
  return n;
}

/** Ticks the world both ways; the differences found, as text (none expected). */
function compare(content: Content, w: World, turns: number): string[] {
  const before = JSON.stringify(w);
  const drafts = step(w, { type: "tick", turns }, content, { writes: "immer" });
  const copy = step(w, { type: "tick", turns }, content, { writes: "copy" });
  const out: string[] = [];
  if (JSON.stringify(w) !== before) out.push("the input changed");
  if (hashJson(drafts.world) !== hashJson(copy.world)) out.push("the worlds differ");
  if (JSON.stringify(drafts.events) !== JSON.stringify(copy.events))
    out.push(`the events differ (${drafts.events.length} and ${copy.events.length})`);
  if (!isDeepFrozen(copy.world)) out.push("the copy's world is not frozen");
  const twice = aliases(copy.world);
  if (twice > 0) out.push(`the copy's world holds ${twice} objects twice`);
  return out;
}

describe("long ticks on a working copy", function () {
  this.timeout(120000);

  it("[ENG-working-copy] every monster of our content, eight to a room for 300 turns: the same world and events as immer's", () => {
    const types = ours.monster.values().map((m) => m.id);
    expect(types.length).to.be.greaterThan(50);
    const failures: string[] = [];
    for (let k = 0; k < types.length; k += 4) {
      const mix = Array.from({ length: 8 }, (_, i) => types[(k + i) % types.length] as string);
      for (const d of compare(ours, arena(ours, mix, `copy-${k}`), 300)) failures.push(`${mix.join(",")}: ${d}`);
    }
    expect(failures).to.deep.equal([]);
  });

  it("[ENG-working-copy] (skipped without real data) real core monsters with special attacks, 80 turns: the same as immer's", function () {
    if (!hasRealData()) this.skip();
    const real = realContentOrSkip(this);
    const types = real.monster
      .values()
      .filter((m) => m.specialAttacks.length > 0)
      .map((m) => m.id);
    const failures: string[] = [];
    // Eight to a room, each type in one room.
    for (let k = 0; k < types.length; k += 8) {
      const mix = Array.from({ length: 8 }, (_, i) => types[(k + i) % types.length] as string);
      for (const d of compare(real, arena(real, mix, `real-${k}`), 80)) failures.push(`${mix.join(",")}: ${d}`);
    }
    expect(failures).to.deep.equal([]);
  });

  it("[ENG-working-copy] the copy shares nothing with its input and holds no object twice; a member named __proto__ stays a member", () => {
    const shared = { x: 1, y: 2, z: 0 };
    const input = freezeAll({ a: shared, b: [shared, { c: "d" }], e: JSON.parse('{"__proto__": {"f": 1}}') as object });
    const copy = detachedCopy(input);
    expect(copy).to.deep.equal(input);
    expect(copy.a).to.not.equal(input.a);
    expect(copy.a).to.not.equal(copy.b[0]);
    expect(Object.getPrototypeOf(copy.e)).to.equal(Object.prototype);
    expect(Object.keys(copy.e)).to.deep.equal(["__proto__"]);
    copy.a.x = 5;
    expect(copy.b[0]).to.deep.equal({ x: 1, y: 2, z: 0 });
  });

  it(`[ENG-working-copy] an event told mid-tick keeps what it said when later turns move the creature it names (${WORKING_COPY_TURNS}+ turns)`, () => {
    const w = arena(ours, ["sim_scrap_hound"], "events", "hostile");
    const r = step(w, { type: "tick", turns: 40 }, ours);
    const moves = r.events.filter((e) => e.type === "moved" && e.who === "m0");
    expect(moves.length).to.be.greaterThan(3);
    // Each step starts where the one before ended, and goes somewhere: had the events held the
    // monster's live position, they would all name where it stands at the end.
    for (let i = 1; i < moves.length; i++) {
      const [a, b] = [moves[i - 1], moves[i]];
      if (a?.type !== "moved" || b?.type !== "moved") throw new Error("not a move");
      expect(b.from).to.deep.equal(a.to);
      expect(b.to).to.not.deep.equal(b.from);
    }
    expect(isDeepFrozen(r.world)).to.equal(true);
  });

  it("[ENG-working-copy] no object an event holds is an object of the world a long tick returns", () => {
    const r = step(
      arena(
        ours,
        ours.monster
          .values()
          .slice(0, 8)
          .map((m) => m.id),
        "identity",
        "hostile",
      ),
      { type: "tick", turns: 200 },
      ours,
    );
    const inWorld = new Set<object>();
    const collect = (v: unknown): void => {
      if (typeof v !== "object" || v === null) return;
      inWorld.add(v);
      for (const x of Object.values(v)) collect(x);
    };
    collect(r.world);
    let shared = 0;
    const scan = (v: unknown): void => {
      if (typeof v !== "object" || v === null) return;
      if (inWorld.has(v)) shared++;
      for (const x of Object.values(v)) scan(x);
    };
    expect(r.events.length).to.be.greaterThan(100);
    for (const e of r.events) scan(e);
    expect(shared).to.equal(0);
  });
});
