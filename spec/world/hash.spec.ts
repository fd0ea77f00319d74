// covers: G-9 (determinism: the same state hashes alike in any process), issue 3 point 5 (state hashes of recordings)
import { expect } from "chai";
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { produce } from "immer";
import { loadContent, type Content } from "../../engine/content/load.js";
import { tick } from "../../engine/step/step.js";
import { canonicalJson, hashJson, hashJsonCold } from "../../engine/world/hash.js";
import type { World } from "../../engine/world/types.js";
import { PROJECT_ROOT } from "../support/load.js";
import { testWorld } from "../support/world.js";
import { tempDir } from "../support/files.js";

let cached: Content | undefined;
function content(): Content {
  cached ??= loadContent([join(PROJECT_ROOT, "content", "base"), join(PROJECT_ROOT, "content", "monsters")]).content;
  return cached;
}

const ROWS = ["##########", "#........#", "#........#", "#........#", "#........#", "##########"];

/** A small arena and the worlds after each of `turns` single-turn ticks (immer-shared, frozen). */
function arenaRun(turns: number, seed = "hash"): World[] {
  const { world } = testWorld(content(), {
    rows: ROWS,
    seed,
    characters: [{ id: "you", pos: { x: 4, y: 2, z: 0 } }],
    monsters: [
      { id: "rex", type: "sim_scrap_hound", pos: { x: 1, y: 1, z: 0 }, attitude: "hostile" },
      { id: "fang", type: "sim_scrap_hound", pos: { x: 8, y: 4, z: 0 }, attitude: "hostile" },
    ],
  });
  const worlds = [world];
  for (let i = 0; i < turns; i++) worlds.push(tick(worlds[worlds.length - 1] as World, content(), 1).world);
  return worlds;
}

describe("the world hash", () => {
  it("[G-9] key order does not matter; equal values hash alike", () => {
    const a = { b: 1, a: { y: [1, 2, { q: "x", p: null }], x: true } };
    const b = { a: { x: true, y: [1, 2, { p: null, q: "x" }] }, b: 1 };
    expect(hashJson(a)).to.equal(hashJson(b));
    expect(hashJson(a)).to.equal(hashJson(JSON.parse(JSON.stringify(b))));
    expect(hashJson(a)).to.match(/^[0-9a-f]{16}$/);
  });

  it("[G-9] different values hash differently, kinds never collide", () => {
    const values: unknown[] = [
      null,
      true,
      false,
      0,
      1,
      -1,
      1.5,
      2 ** 40,
      "",
      "0",
      "1",
      "a",
      "ab",
      "ba",
      [],
      {},
      [0],
      [null],
      [[]],
      [1, 2],
      [2, 1],
      { a: 1 },
      { a: "1" },
      { b: 1 },
      { a: 1, b: 2 },
      { a: 2, b: 1 },
      { "0": 0 },
      ["a", "b"],
      ["ab"],
      { a: [] },
      { a: {} },
    ];
    const hashes = values.map(hashJson);
    expect(new Set(hashes).size, values.map((v, i) => `${JSON.stringify(v)} ${hashes[i]}`).join("\n")).to.equal(
      values.length,
    );
  });

  it("[G-9] members holding undefined count as absent, as in JSON; -0 is 0", () => {
    expect(hashJson({ a: 1, b: undefined })).to.equal(hashJson({ a: 1 }));
    expect(hashJson([undefined])).to.equal(hashJson([null]));
    expect(hashJson(-0)).to.equal(hashJson(0));
  });

  it("[G-9] one changed leaf deep in a world changes its hash", () => {
    const [w] = arenaRun(0);
    const changed = produce(w as World, (d) => {
      (d.map.levels[0]!.rows[3]![5] as { ter: string }).ter = "t_wall";
    });
    expect(hashJson(changed)).to.not.equal(hashJson(w));
    const back = produce(changed, (d) => {
      (d.map.levels[0]!.rows[3]![5] as { ter: string }).ter = "t_floor";
    });
    expect(hashJson(back)).to.equal(hashJson(w));
  });

  it("[G-9] the incremental hash of each step equals a cold hash of the same state", () => {
    const worlds = arenaRun(30);
    const warm = worlds.map((w) => hashJson(w));
    const cold = worlds.map((w) => hashJsonCold(JSON.parse(JSON.stringify(w))));
    expect(warm).to.deep.equal(cold);
    expect(new Set(warm).size, "each turn changes the state").to.be.greaterThan(20);
    // Out of order, and interleaved with another run, it still agrees.
    const other = arenaRun(5, "other");
    expect([worlds[30], other[5], worlds[2], other[1], worlds[17]].map((w) => hashJson(w))).to.deep.equal([
      warm[30],
      hashJsonCold(other[5]),
      warm[2],
      hashJsonCold(other[1]),
      warm[17],
    ]);
  });

  it("[G-9] frozen records whose members are added, removed, reordered or changed hash incrementally as cold", () => {
    // Each value is built from the one before (its untouched members shared), as a step builds
    // the next world: the incremental hash reuses the old record's names and values by position.
    let seed = 7;
    const next = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed % n;
    };
    const names = ["b", "a", "hp", "__x", "10", "2", "pos", "zz"];
    type Rec = Readonly<Record<string, unknown>>;
    let value: Rec = Object.freeze({ a: 1, b: Object.freeze({ x: 1 }), hp: 3 });
    for (let i = 0; i < 300; i++) {
      const keys = Object.keys(value);
      const out: Record<string, unknown> = {};
      const kind = next(4);
      const order = kind === 2 ? [...keys].reverse() : keys;
      for (const k of order) if (!(kind === 1 && keys.length > 1 && k === keys[next(keys.length)])) out[k] = value[k];
      if (kind === 0)
        out[names[next(names.length)] as string] = next(3) === 0 ? Object.freeze({ v: next(9) }) : next(9);
      if (kind === 3 && keys.length > 0) out[keys[next(keys.length)] as string] = next(9);
      value = Object.freeze(out);
      expect(hashJson(value), `value ${i}: ${JSON.stringify(value)}`).to.equal(
        hashJsonCold(JSON.parse(JSON.stringify(value))),
      );
    }
  });

  it("[G-9] an unfrozen value changed in place is hashed afresh", () => {
    const value: { tiles: { ter: string }[]; n: number } = { tiles: [{ ter: "a" }, { ter: "b" }], n: 1 };
    const before = hashJson(value);
    (value.tiles[1] as { ter: string }).ter = "c";
    const after = hashJson(value);
    expect(after).to.not.equal(before);
    expect(after).to.equal(hashJsonCold({ n: 1, tiles: [{ ter: "a" }, { ter: "c" }] }));
    // A new value compared against the changed one must not reuse what the old one held.
    value.n = 2;
    expect(hashJson({ ...value })).to.equal(hashJsonCold({ n: 2, tiles: [{ ter: "a" }, { ter: "c" }] }));
    const list = [1, 2, 3];
    hashJson(list);
    list[1] = 5;
    expect(hashJson([...list])).to.equal(hashJsonCold([1, 5, 3]));
  });

  it("[G-9] long lists of numbers (a scent map) hash as before, and as cold when a list takes their place", () => {
    const nums = Array.from({ length: 100 }, (_, i) => ((i * 37) % 1500) - 200);
    // A float, -0, a large integer, the edges of the small integers' table and of int32.
    nums.splice(5, 7, 2.5, -0, 1e12, 1023, 1024, -1, 0x7fffffff);
    const value = {
      scent: nums,
      small: Array.from({ length: 70 }, (_, i) => i),
      mixed: [...nums.slice(0, 80), "x"],
      short: [1, 2, 3],
      empty: [],
    };
    // Pinned with the hash as it was before long lists of numbers had a loop of their own.
    expect(hashJsonCold(value)).to.equal("61d7305b0fe54a51");
    expect(hashJsonCold(nums)).to.equal("b5fab88128a3f459");
    // Each value in turn at the same place, frozen as a step's are: the incremental hash must not
    // reuse what a long list of numbers left (it keeps no digest per element).
    const long = Object.freeze(Array.from({ length: 80 }, (_, i) => i % 7));
    const places: unknown[] = [
      long,
      Object.freeze([]),
      long,
      Object.freeze(long.map((v, i) => (i === 40 ? v + 1 : v))),
      Object.freeze([...long.slice(0, 79), Object.freeze({ v: 1 })]),
      long,
      Object.freeze(long.slice(0, 10)),
      Object.freeze([...long.slice(0, 79), "x"]),
      long,
    ];
    for (const [i, at] of places.entries()) {
      const world = Object.freeze({ vars: Object.freeze({ scent: at }), turn: 1 });
      expect(hashJson(world), `value ${i}`).to.equal(hashJsonCold(JSON.parse(JSON.stringify(world))));
    }
  });

  it("[G-9] the hash is pinned: the same value gives the same hex on every machine and version", () => {
    // If this changes, every recording's hashes change: bump the recording format instead.
    expect(hashJson({ schema: "x", n: [1, 2.5, -3], s: "héllo", t: true, z: null })).to.equal(PINNED);
  });

  it("[G-9] a world hashed in another process gives the same hex", function () {
    this.timeout(60000);
    const worlds = arenaRun(12);
    const last = worlds[worlds.length - 1] as World;
    const dir = tempDir("cdda-sim-hash-");
    const file = join(dir, "world.json");
    writeFileSync(file, JSON.stringify(last));
    const code = [
      `import { readFileSync } from "node:fs";`,
      `import { hashJson } from ${JSON.stringify(join(PROJECT_ROOT, "engine", "world", "hash.ts"))};`,
      `console.log(hashJson(JSON.parse(readFileSync(${JSON.stringify(file)}, "utf8"))));`,
    ].join("\n");
    const out = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
      cwd: PROJECT_ROOT,
      encoding: "utf8",
    });
    expect(out.trim()).to.equal(hashJson(last));
  });

  it("canonicalJson sorts keys and drops undefined members", () => {
    expect(canonicalJson({ b: [{ d: 1, c: 2 }], a: undefined, e: "x" })).to.equal('{"b":[{"c":2,"d":1}],"e":"x"}');
  });
});

const PINNED = "a22b21aca8eb0bb9";
