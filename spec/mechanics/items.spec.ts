/**
 * Item groups (`item_group`) read and spawned as the game's item group rules do
 * (src/item_group.cpp, src/item_factory.cpp; doc/JSON/ITEM_SPAWN.md). IDs introduced here:
 *   REAL-item-group-read   an item_group reads its subtype (old = distribution), entries, items and
 *                          groups shortcuts (strings, [id, prob] pairs, objects), inline
 *                          collections and distributions, prob (0 or less: left out; clamped to
 *                          100 in a collection), count, charges, container-item, entry-wrapper,
 *                          container-group, contents-item/-group, custom-flags, event
 *   REAL-item-group-spawn  a collection rolls rng(0, 99) < prob per entry; a distribution picks one
 *                          entry by weight (an event entry keeps its weight and falls through to the
 *                          next); count repeats an entry; charges set a count-by-charges item's
 *                          charges; container-item packs an entry's or a group's items into one
 *                          container, container-group each item into its own, an item's default
 *                          container holds it unless container-item is null; contents go inside;
 *                          unknown and self-containing groups place nothing and are noted
 *   ROB-spawn-total        one spawn makes at most MAX_ITEMS_PER_SPAWN (100,000) items however its
 *                          groups nest and multiply their bounded counts; the rest is noted, not placed
 */
import { expect } from "chai";
import type { Content } from "../../engine/content/load.js";
import { spawnItemGroup } from "../../engine/mechanics/items/spawn.js";
import { openDice, seedState } from "../../engine/world/rng.js";
import type { ItemStack } from "../../engine/world/types.js";
import { hasRealData, loadInline, loadReal } from "../support/load.js";

const item = (id: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  type: "GENERIC",
  id,
  name: { str: id },
  weight: "1 g",
  volume: "1 ml",
  ...extra,
});

const CONTENT = [
  item("apple"),
  item("pear"),
  item("plum"),
  item("jar"),
  item("sack"),
  item("pill", { container: "jar" }),
  { type: "AMMO", id: "nail", name: { str: "nail" }, ammo_type: "nail", count: 20, weight: "1 g", volume: "1 ml" },
  { type: "ITEM", subtypes: ["AMMO"], id: "pebble", name: { str: "pebble" }, ammo_type: "rock", weight: "1 g" },
  {
    type: "item_group",
    id: "fruit_collection",
    subtype: "collection",
    entries: [{ item: "apple", prob: 30 }, { item: "pear", prob: 20 }, { item: "plum" }],
  },
  {
    type: "item_group",
    id: "fruit_old",
    items: [
      ["apple", 60],
      ["pear", 30],
      ["plum", 10],
    ],
  },
  {
    type: "item_group",
    id: "counted",
    subtype: "collection",
    entries: [
      { item: "apple", count: [2, 4] },
      { item: "nail", charges: [5, 7] },
      { item: "pebble", count: 3 },
    ],
  },
  {
    type: "item_group",
    id: "packed",
    subtype: "collection",
    "container-item": "sack",
    entries: [
      { item: "apple", count: 2 },
      { item: "pear", "container-item": "jar" },
      { item: "pill" },
      { item: "pill", "container-item": "null" },
      { item: "plum", "container-group": "jars", "contents-item": "pebble" },
    ],
  },
  { type: "item_group", id: "jars", subtype: "distribution", items: ["jar"] },
  {
    type: "item_group",
    id: "holiday",
    subtype: "distribution",
    entries: [
      { item: "apple", prob: 50, event: "christmas" },
      { item: "pear", prob: 50 },
    ],
  },
  {
    type: "item_group",
    id: "nested",
    subtype: "collection",
    entries: [
      {
        distribution: [
          { item: "apple", prob: 1 },
          { item: "pear", prob: 3 },
        ],
      },
      { group: "fruit_old", count: 2, "custom-flags": ["FILTHY"] },
      { item: "plum", prob: 0 },
      { item: "plum", prob: 250 },
    ],
  },
  { type: "item_group", id: "loop", subtype: "collection", groups: ["loop"] },
  { type: "item_group", id: "dangling", subtype: "collection", groups: ["no_such_group"], items: ["no_such_item"] },
];

let content: Content;
function spawn(id: string, seed: string | number, notes: string[] = []): ItemStack[] {
  return spawnItemGroup({ content, dice: openDice(seedState(seed)), notes }, id);
}

describe("item groups (issue 38)", function () {
  this.timeout(60000);
  before(() => {
    const r = loadInline(CONTENT);
    expect(r.errors()).to.deep.equal([]);
    content = r.content;
  });

  it("[REAL-item-group-read] subtypes, shortcuts, inline groups, prob 0 left out and collection probs clamped", () => {
    expect(content.item_group.get("fruit_old")?.subtype).to.equal("distribution");
    expect(content.item_group.get("fruit_old")?.entries.map((e) => e.prob)).to.deep.equal([60, 30, 10]);
    const nested = content.item_group.get("nested");
    expect(nested?.entries.map((e) => [e.kind, e.prob])).to.deep.equal([
      ["distribution", 100],
      ["group", 100],
      ["item", 100],
    ]);
    const g = nested?.entries[1];
    expect(g && "modifier" in g ? g.modifier?.count : undefined).to.deep.equal([2, 2]);
  });

  it("[REAL-item-group-spawn] a collection rolls each entry on its own: 30 % and 20 % (6 % both), 100 % always", () => {
    const N = 4000;
    let apple = 0;
    let pear = 0;
    let both = 0;
    let plum = 0;
    for (let i = 0; i < N; i++) {
      const ids = spawn("fruit_collection", i).map((s) => s.id);
      if (ids.includes("apple")) apple++;
      if (ids.includes("pear")) pear++;
      if (ids.includes("apple") && ids.includes("pear")) both++;
      if (ids.includes("plum")) plum++;
    }
    // Tolerance: 5 binomial standard deviations.
    const near = (k: number, p: number): void =>
      void expect(Math.abs(k / N - p)).to.be.at.most(5 * Math.sqrt((p * (1 - p)) / N));
    near(apple, 0.3);
    near(pear, 0.2);
    near(both, 0.06);
    expect(plum).to.equal(N);
  });

  it("[REAL-item-group-spawn] a distribution (old format) gives exactly one entry, by weight 60 : 30 : 10", () => {
    const N = 4000;
    const n = new Map<string, number>();
    for (let i = 0; i < N; i++) {
      const got = spawn("fruit_old", i);
      expect(got).to.have.length(1);
      n.set(got[0]!.id, (n.get(got[0]!.id) ?? 0) + 1);
    }
    for (const [id, p] of [
      ["apple", 0.6],
      ["pear", 0.3],
      ["plum", 0.1],
    ] as const)
      expect(Math.abs((n.get(id) ?? 0) / N - p)).to.be.at.most(5 * Math.sqrt((p * (1 - p)) / N));
  });

  it("[REAL-item-group-spawn] an event entry never spawns; a roll landing on it falls through to the next entry", () => {
    for (let i = 0; i < 200; i++) expect(spawn("holiday", i).map((s) => s.id)).to.deep.equal(["pear"]);
  });

  it("[REAL-item-group-spawn] count repeats an entry; charges set a count-by-charges item's charges; ammo comes with its default count", () => {
    const apples = new Set<number>();
    const nails = new Set<number>();
    for (let i = 0; i < 300; i++) {
      const got = spawn("counted", i);
      const a = got.find((s) => s.id === "apple");
      const n = got.find((s) => s.id === "nail");
      const p = got.find((s) => s.id === "pebble");
      apples.add(a?.count ?? -1);
      nails.add(n?.charges ?? -1);
      expect(a?.charges).to.equal(undefined);
      // Three pebbles of one charge each merge into one stack of 3 charges.
      expect(p).to.deep.equal({ id: "pebble", count: 1, charges: 3 });
    }
    expect([...apples].sort()).to.deep.equal([2, 3, 4]);
    expect([...nails].sort()).to.deep.equal([5, 6, 7]);
  });

  it("[REAL-item-group-spawn] containers: container-item packs, container-group wraps each, default containers, null overrides, contents go inside", () => {
    const got = spawn("packed", 1);
    expect(got).to.have.length(1);
    const sack = got[0]!;
    expect(sack.id).to.equal("sack");
    expect(sack.contents).to.deep.equal([
      { id: "apple", count: 2 },
      { id: "jar", count: 1, contents: [{ id: "pear", count: 1 }] },
      { id: "jar", count: 1, contents: [{ id: "pill", count: 1 }] },
      { id: "pill", count: 1 },
      { id: "jar", count: 1, contents: [{ id: "plum", count: 1, contents: [{ id: "pebble", count: 1, charges: 1 }] }] },
    ]);
  });

  it("[REAL-item-group-spawn] nested groups: an inline distribution gives one, a group entry's count and flags apply to what it makes", () => {
    for (let i = 0; i < 100; i++) {
      const got = spawn("nested", i);
      const filthy = got.filter((s) => s.flags?.includes("FILTHY")).reduce((n, s) => n + s.count, 0);
      expect(filthy).to.equal(2);
      // The clamped plum (250 -> 100) always; the prob-0 plum never.
      expect(got.filter((s) => s.id === "plum" && !s.flags).reduce((n, s) => n + s.count, 0)).to.be.within(1, 2);
    }
  });

  it("[REAL-item-group-spawn] a group containing itself and unknown ids place nothing and say why", () => {
    const notes: string[] = [];
    expect(spawn("loop", 1, notes)).to.deep.equal([]);
    expect(notes.join(" ")).to.contain("contains itself");
    const notes2: string[] = [];
    expect(spawn("dangling", 1, notes2)).to.deep.equal([]);
    expect(notes2.join(" ")).to.contain("no_such_group").and.to.contain("no_such_item");
    const notes3: string[] = [];
    expect(spawn("never_defined", 1, notes3)).to.deep.equal([]);
    expect(notes3.join(" ")).to.contain("never_defined");
  });

  it("[REAL-item-group-read] the real data's item groups all read", function () {
    if (!hasRealData()) this.skip();
    const real = loadReal().content;
    const all = real.item_group.values();
    expect(all.length).to.be.greaterThan(2000);
    expect(real.item_group.get("digging_soil_loam_50L")?.entries.length).to.equal(10);
    // Every group spawns without an error note on a few seeds (unknown ids or recursion).
    const notes: string[] = [];
    for (const g of all.slice(0, 400)) spawnItemGroup({ content: real, dice: openDice(seedState(g.id)), notes }, g.id);
    expect(notes.filter((n) => n.includes("contains itself"))).to.deep.equal([]);
  });

  it("[ROB-spawn-total] three nested groups of 10,000 each (10^12 items) stop at 100,000, noted", () => {
    const chain = loadInline([
      item("grain"),
      { type: "item_group", id: "g_top", subtype: "collection", entries: [{ group: "g_mid", count: 10000 }] },
      { type: "item_group", id: "g_mid", subtype: "collection", entries: [{ group: "g_low", count: 10000 }] },
      { type: "item_group", id: "g_low", subtype: "collection", entries: [{ item: "grain", count: 10000 }] },
    ]);
    const notes: string[] = [];
    const made = spawnItemGroup({ content: chain.content, dice: openDice(seedState(1)), notes }, "g_top");
    expect(made.reduce((n, s) => n + s.count, 0)).to.equal(100_000);
    expect(notes).to.deep.equal(["a spawn made 100000 items, the most one spawn makes; the rest is not placed"]);
  });
});
