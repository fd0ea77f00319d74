/**
 * Detachable magazines (issue 31, Deliver 4), on the game's real items: the Glock 19 pistol
 * (`glock_19`, a MAGAZINE_WELL taking `glockmag` among others, `reload` 150 from its handgun base,
 * skill pistol), its 15-round magazine (`glockmag`, MAGAZINE `ammo_restriction` 9mm: 15, no
 * `reload_time`: the game's default 100 a round) and 9x19mm JHP (`9mm`). IDs introduced here:
 *   FIGHT-magazine       a gun with a magazine well fires only the rounds of the magazine inserted
 *                        in it; a magazine is never fired as a round, and loose rounds are not
 *                        fired without one
 *   FIGHT-magazine-load  `reload` loads loose rounds into a magazine and inserts it (or refills the
 *                        inserted one), or swaps in a carried magazine with more rounds, the old
 *                        one going back into the inventory; the moves are the game's
 *                        item_reload_cost: hands' encumbrance + magazine reload_time × rounds ÷
 *                        (1 + min(0.1 × gun skill, 1)) to load, + the gun's reload ÷ (1 + min(0.1 ×
 *                        its skill, 1)) to insert, each at least 25
 *   REAL-npc-magazine    an "ai": "npc" survivor with a Glock, an empty magazine and loose rounds
 *                        loads the magazine, fires from it and keeps the magazine
 */
import { expect } from "chai";
import type { Content } from "../../../engine/content/load.js";
import { step, tick } from "../../../engine/step/step.js";
import type { Character, ItemStack, Point, World } from "../../../engine/world/types.js";
import { beforeReal } from "../../support/load.js";
import { testWorld } from "../../support/world.js";

const P = (x: number, y: number): Point => ({ x, y, z: 0 });
const ROWS = ["##############", "#............#", "#............#", "#............#", "##############"];

function shooter(c: Content, inventory: ItemStack[], wielded: ItemStack = { id: "glock_19", count: 1 }): World {
  return testWorld(c, {
    rows: ROWS,
    seed: "glock",
    characters: [{ id: "you", pos: P(2, 2), moves: 100, skills: { gun: 2, pistol: 2 }, wielded, inventory }],
    monsters: [{ type: "mon_zombie", id: "z", pos: P(10, 2), attitude: "hostile" }],
  }).world;
}

const you = (w: World): Character => {
  const c = w.characters["you"];
  if (!c) throw new Error("no you");
  return c;
};
const carried = (w: World, id: string): number =>
  you(w)
    .inventory.filter((s) => s.id === id)
    .reduce((n, s) => n + s.count, 0);
/** The moves the reload took, as its event reports them (a step may end the turn and give moves back). */
function reloadMovesOf(events: readonly { type: string }[]): unknown {
  const e = events.find((x) => x.type === "rule" && (x as { name?: string }).name === "reload") as
    | { data: Record<string, unknown> }
    | undefined;
  return e?.data["moves"];
}
const inserted = (w: World): readonly ItemStack[] => you(w).wielded?.contents ?? [];

describe("detachable magazines (real glock_19, glockmag, 9mm)", () => {
  let c: Content;
  beforeReal((real) => (c = real));

  it("[FIGHT-magazine] with no magazine inserted the Glock clicks: neither the glockmag nor the 9 mm is used up", () => {
    const w0 = shooter(c, [
      { id: "glockmag", count: 1 },
      { id: "9mm", count: 30 },
    ]);
    const r = step(w0, { type: "fire", who: "you", target: "z" }, c);
    expect(r.events.some((e) => e.type === "rule" && e.name === "fire_empty")).to.equal(true);
    expect(r.events.some((e) => e.type === "attack")).to.equal(false);
    expect(carried(r.world, "glockmag")).to.equal(1);
    expect(carried(r.world, "9mm")).to.equal(30);
  });

  it("[FIGHT-magazine-load][FIGHT-magazine] reload loads 15 rounds into the glockmag and inserts it (1,250 + 125 moves at gun 2, pistol 2); each shot takes a round from it", () => {
    const w0 = shooter(c, [
      { id: "glockmag", count: 1 },
      { id: "9mm", count: 30 },
    ]);
    const r = step(w0, { type: "reload", who: "you" }, c);
    // 100 × 15 ÷ 1.2 = 1250 to load; 150 ÷ 1.2 = 125 to insert; no gloves: no handling cost.
    expect(reloadMovesOf(r.events)).to.equal(1375);
    expect(carried(r.world, "glockmag"), "the magazine went into the gun").to.equal(0);
    expect(carried(r.world, "9mm")).to.equal(15);
    expect(inserted(r.world)).to.deep.equal([{ id: "glockmag", count: 1, charges: 15, vars: { ammo: "9mm" } }]);
    const ev = r.events.find((e) => e.type === "rule" && e.name === "reload");
    expect(ev?.type === "rule" ? ev.data : undefined).to.include({ magazine: "glockmag", rounds: 15, loaded: 15 });

    const f = step(r.world, { type: "fire", who: "you", target: "z" }, c);
    expect(f.events.filter((e) => e.type === "attack" && e.attacker === "you").length).to.equal(1);
    expect(inserted(f.world)[0]?.charges).to.equal(14);
    expect(carried(f.world, "9mm"), "loose rounds are not fired").to.equal(15);
  });

  it("[FIGHT-magazine-load] an emptied inserted magazine is refilled where it sits (100 × 15 ÷ 1.2 moves); the loose rounds then run out", () => {
    const w0 = shooter(c, [{ id: "9mm", count: 20 }], {
      id: "glock_19",
      count: 1,
      contents: [{ id: "glockmag", count: 1 }],
    });
    const r = step(w0, { type: "reload", who: "you" }, c);
    expect(reloadMovesOf(r.events)).to.equal(1250);
    expect(inserted(r.world)[0]).to.deep.include({ id: "glockmag", charges: 15 });
    expect(carried(r.world, "9mm")).to.equal(5);
  });

  it("[FIGHT-magazine-load] a carried loaded magazine is swapped in for an emptier one (125 moves), which goes back into the inventory", () => {
    const w0 = shooter(c, [{ id: "glockmag", count: 1, charges: 15, vars: { ammo: "9mm" } }], {
      id: "glock_19",
      count: 1,
      contents: [{ id: "glockmag", count: 1, charges: 2, vars: { ammo: "9mm" } }],
    });
    const r = step(w0, { type: "reload", who: "you" }, c);
    expect(reloadMovesOf(r.events)).to.equal(125);
    expect(inserted(r.world)[0]?.charges).to.equal(15);
    expect(you(r.world).inventory).to.deep.equal([{ id: "glockmag", count: 1, charges: 2, vars: { ammo: "9mm" } }]);
  });

  it("[FIGHT-magazine-load] reload is refused, naming what it needs, with loose rounds but no magazine", () => {
    const w0 = shooter(c, [{ id: "9mm", count: 30 }]);
    const r = step(w0, { type: "reload", who: "you" }, c);
    const refusal = r.events.find((e) => e.type === "refused");
    expect(refusal?.type === "refused" ? refusal.reason : "").to.match(/glockmag/);
    expect(carried(r.world, "9mm")).to.equal(30);
  });

  it("[REAL-npc-magazine] an NPC survivor loads its glockmag, fires from it at a real zombie and never loses the magazine", () => {
    const w0 = testWorld(c, {
      rows: ROWS,
      seed: "npc-glock",
      characters: [
        {
          id: "you",
          pos: P(2, 2),
          ai: "npc",
          skills: { gun: 2, pistol: 2 },
          wielded: { id: "glock_19", count: 1 },
          inventory: [
            { id: "glockmag", count: 1 },
            { id: "9mm", count: 30 },
          ],
        },
      ],
      monsters: [{ type: "mon_zombie", id: "z", pos: P(11, 2), attitude: "hostile" }],
    }).world;
    const r = tick(w0, c, 60);
    const decisions = r.events.flatMap((e) =>
      e.type === "rule" && e.name === "npc_decision" ? [e.data["action"]] : [],
    );
    expect(decisions).to.include("reload");
    const shots = r.events.filter((e) => e.type === "attack" && e.attacker === "you" && e.attack === "fire").length;
    expect(shots).to.be.greaterThan(0);
    const mags = carried(r.world, "glockmag") + inserted(r.world).filter((s) => s.id === "glockmag").length;
    expect(mags, "the magazine is kept").to.equal(1);
    const inMag = inserted(r.world)[0]?.charges ?? 0;
    expect(carried(r.world, "9mm") + inMag + shots, "every round is loose, in the magazine or fired").to.equal(30);
  });
});
