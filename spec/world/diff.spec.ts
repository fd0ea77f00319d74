// covers: G-8 (apply never touches its input), issue 3 point 5 (recorded state changes, readable replay diffs)
import { expect } from "chai";
import { produce } from "immer";
import { apply, ApplyError, diff, diffLines } from "../../engine/world/diff.js";
import { openDice, seedState, type Dice } from "../../engine/world/rng.js";
import type { Json } from "../../engine/world/types.js";
import { deepFreeze } from "../support/world.js";

const KEYS = ["a", "b", "c", "hp", "pos", "x/y", "t~1", "0", "10", "2"];

function randomLeaf(d: Dice): Json {
  switch (d.int(0, 4)) {
    case 0:
      return null;
    case 1:
      return d.oneIn(2);
    case 2:
      return d.int(-50, 50);
    case 3:
      return d.range(-10, 10);
    default:
      return d.pick(["", "floor", "wall", "t_grass", "é"]) as string;
  }
}

function randomJson(d: Dice, depth: number): Json {
  if (depth <= 0 || d.oneIn(3)) return randomLeaf(d);
  if (d.oneIn(2)) return Array.from({ length: d.int(0, 4) }, () => randomJson(d, depth - 1));
  const o: Record<string, Json> = {};
  for (let i = d.int(0, 4); i > 0; i--) o[d.pick(KEYS) as string] = randomJson(d, depth - 1);
  return o;
}

/** A copy of `v` with a few random edits: leaves changed, members added and removed, lists resized. */
function mutate(d: Dice, v: Json, depth: number): Json {
  if (d.oneIn(8) || depth <= 0) return d.oneIn(2) ? v : randomJson(d, 2);
  if (Array.isArray(v)) {
    const out = v.map((x) => (d.oneIn(3) ? mutate(d, x, depth - 1) : x));
    if (d.oneIn(4)) out.push(randomJson(d, 2));
    if (d.oneIn(4) && out.length > 0) out.splice(d.int(0, out.length - 1), 1);
    return out;
  }
  if (typeof v === "object" && v !== null) {
    const out: Record<string, Json> = {};
    for (const [k, x] of Object.entries(v)) {
      if (d.oneIn(6)) continue;
      out[k] = d.oneIn(3) ? mutate(d, x, depth - 1) : x;
    }
    if (d.oneIn(4)) out[d.pick(KEYS) as string] = randomJson(d, 2);
    return out;
  }
  return d.oneIn(2) ? v : randomLeaf(d);
}

describe("state diffs", () => {
  it("[G-8] apply(diff(a, b), a) rebuilds b for random JSON, and leaves a untouched", () => {
    const d = openDice(seedState("diff-roundtrip"));
    let nonEmpty = 0;
    for (let i = 0; i < 1000; i++) {
      const a = deepFreeze(randomJson(d, 4));
      const b = deepFreeze(mutate(d, a, 4));
      const before = JSON.stringify(a);
      const changes = diff(a, b);
      if (changes.length > 0) nonEmpty++;
      const rebuilt = apply(changes, a);
      expect(rebuilt, `case ${i}: ${before} -> ${JSON.stringify(b)} via ${JSON.stringify(changes)}`).to.deep.equal(b);
      expect(JSON.stringify(a)).to.equal(before);
      expect(diff(a, a)).to.deep.equal([]);
      // Through a JSON round trip, as a recording file stores them.
      expect(apply(JSON.parse(JSON.stringify(changes)) as typeof changes, a)).to.deep.equal(b);
    }
    expect(nonEmpty).to.be.greaterThan(500);
  });

  it("changes are JSON pointers with the new value; a removed member has no value", () => {
    const a = { hp: 10, pos: { x: 1, y: 2 }, list: [1, 2], gone: "x", "a/b": 1 };
    const b = { hp: 7, pos: { x: 1, y: 3 }, list: [1, 2, 3], "a/b": 2, added: { z: 0 } };
    expect(diff(a, b)).to.deep.equal([
      { path: "/a~1b", value: 2 },
      { path: "/added", value: { z: 0 } },
      { path: "/gone" },
      { path: "/hp", value: 7 },
      { path: "/list", value: [1, 2, 3] },
      { path: "/pos/y", value: 3 },
    ]);
  });

  it("[G-8] records of the same keys in the same order: the changed members in sorted key order", () => {
    const a = { zeta: 1, hp: 10, pos: { x: 1, y: 2 }, "10": "t", alpha: [1], same: { k: 1 } };
    const b = { ...a, zeta: 2, hp: 7, pos: { x: 1, y: 3 }, "10": "u", alpha: [1, 2] };
    expect(Object.keys(b)).to.deep.equal(Object.keys(a));
    expect(diff(a, b)).to.deep.equal([
      { path: "/10", value: "u" },
      { path: "/alpha", value: [1, 2] },
      { path: "/hp", value: 7 },
      { path: "/pos/y", value: 3 },
      { path: "/zeta", value: 2 },
    ]);
    expect(diff(a, { ...a, hp: 9 })).to.deep.equal([{ path: "/hp", value: 9 }]);
    expect(diff(a, { ...a })).to.deep.equal([]);
  });

  it("[G-8] a long list (a scent map): each changed element in index order, records looked into", () => {
    const a: Json[] = Array.from({ length: 100 }, (_, i) => i % 9);
    a[70] = { hp: 1, pos: { x: 1 } };
    const b: Json[] = [...a];
    b[3] = 7;
    b[9] = -0; // a[9] is 0: no change in JSON
    b[50] = { v: 1 };
    b[60] = "x";
    b[70] = { hp: 2, pos: { x: 1 } };
    b[99] = null;
    expect(diff({ scent: a }, { scent: b })).to.deep.equal([
      { path: "/scent/3", value: 7 },
      { path: "/scent/50", value: { v: 1 } },
      { path: "/scent/60", value: "x" },
      { path: "/scent/70/hp", value: 2 },
      { path: "/scent/99", value: null },
    ]);
    expect(JSON.stringify(apply(diff(a, b), a))).to.equal(JSON.stringify(b));
    expect(diff(a, [...a])).to.deep.equal([]);
  });

  it("[issue3-record] an immer step's diff touches only what changed; the result is frozen", () => {
    const rows = Array.from({ length: 20 }, () => Array.from({ length: 20 }, () => ({ ter: "t_floor" })));
    const a = produce({ rows, turn: 0 }, () => undefined);
    const b = produce(a, (w) => {
      w.turn = 1;
      w.rows[4]![7]!.ter = "t_wall";
    });
    const changes = diff(a, b);
    expect(changes).to.deep.equal([
      { path: "/rows/4/7/ter", value: "t_wall" },
      { path: "/turn", value: 1 },
    ]);
    const rebuilt = apply(changes, a) as unknown as typeof b;
    expect(rebuilt).to.deep.equal(b);
    expect(Object.isFrozen(rebuilt) && Object.isFrozen(rebuilt.rows[4])).to.equal(true);
    expect(rebuilt.rows[3], "untouched rows are shared").to.equal(a.rows[3]);
  });

  it("a change that does not fit the value is an ApplyError naming its path", () => {
    expect(() => apply([{ path: "/a/b/c", value: 1 }], { a: {} })).to.throw(ApplyError, '"/a/b/c"');
    expect(() => apply([{ path: "/list/5", value: 1 }], { list: [] })).to.throw(ApplyError, "not an index");
    expect(() => apply([{ path: "nope", value: 1 }], {})).to.throw(ApplyError);
  });

  it("[issue3-replay] the readable diff: one line per changed leaf, sorted by path, values shortened, capped", () => {
    const recorded = {
      monsters: { rex: { hp: 40, pos: { x: 1, y: 1 } } },
      list: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      text: "short",
    };
    const replayed = {
      monsters: { rex: { hp: 38, pos: { x: 2, y: 1 } }, fang: { hp: 40 } },
      list: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12],
      text: "a".repeat(200),
    };
    expect(diffLines(recorded, replayed)).to.deep.equal([
      "/list/10: recorded 11 -> replayed 12",
      '/monsters/fang: recorded (absent) -> replayed {"hp":40}',
      "/monsters/rex/hp: recorded 40 -> replayed 38",
      "/monsters/rex/pos/x: recorded 1 -> replayed 2",
      `/text: recorded "short" -> replayed "${"a".repeat(58)}…`,
    ]);
    const many = diffLines(
      { v: Array.from({ length: 40 }, (_, i) => i) },
      { v: Array.from({ length: 40 }, (_, i) => -i) },
      { limit: 5 },
    );
    expect(many).to.have.length(6);
    expect(many[0]).to.equal("/v/1: recorded 1 -> replayed -1");
    expect(many[1]).to.equal("/v/2: recorded 2 -> replayed -2");
    expect(many[5]).to.equal("... and 34 more");
    expect(diffLines({ a: 1 }, { a: 1 })).to.deep.equal([]);
  });
});
