/**
 * Fields as the game runs them (issue 16). IDs introduced here (the real game's field code, REAL;
 * docs/world.md "Fields" names the sources):
 *   REAL-field-decay    a field ages a turn a turn and loses an intensity when dice(2, age) beats its
 *                       half-life; at nothing it is gone; one without a half-life stays
 *   REAL-field-gas      a gas of intensity 2 or more spreads by percent_spread to passable neighbours
 *                       holding less of it, never through walls
 *   REAL-field-effects  the effects of a field's intensity level land on a creature standing in it,
 *                       unless its flags make it immune; a field that gives way on contact (webs)
 *                       loses an intensity to it
 *   REAL-field-fire     fire burns a character's legs and feet (and more as it grows) and sets a
 *                       monster of flesh alight at intensity 2
 *   REAL-field-acid     acid burns a character's legs and corrodes them; a monster takes
 *                       rng(intensity, 3 × intensity); flying monsters are spared
 *   REAL-field-elec     electricity shocks a creature in it
 *   REAL-field-sight    a field level that is not transparent blocks sight
 */
import { expect } from "chai";
import { produce } from "immer";
import { join } from "node:path";
import type { Content } from "../../engine/content/load.js";
import { tick } from "../../engine/step/step.js";
import type { Field, World } from "../../engine/world/types.js";
import type { SimEvent } from "../../engine/sim/events.js";
import { loadInline, PROJECT_ROOT } from "../support/load.js";
import { type InRow, partsWith, placed, testWorld } from "../support/world.js";

function content(): Content {
  const r = loadInline(
    [
      {
        type: "field_type",
        id: "t_slime",
        intensity_levels: [{ name: "slime" }, {}, {}],
        half_life: 10,
        phase: "liquid",
      },
      { type: "field_type", id: "t_stone", intensity_levels: [{ name: "stone" }], phase: "solid" },
      {
        type: "field_type",
        id: "t_murk",
        intensity_levels: [{ name: "murk" }, { transparent: false }],
        phase: "solid",
      },
      {
        type: "field_type",
        id: "t_fog",
        intensity_levels: [{ name: "fog" }, {}, { transparent: false }],
        half_life: 1000,
        percent_spread: 100,
        phase: "gas",
      },
      {
        type: "field_type",
        id: "t_itch",
        intensity_levels: [
          { name: "itch", effects: [{ effect_id: "t_itchy", intensity: 1, min_duration: 5, max_duration: 5 }] },
        ],
        immunity_data: { flags: ["ITCH_PROOF"] },
        phase: "gas",
      },
      {
        type: "field_type",
        id: "t_web",
        intensity_levels: [{ name: "web", effects: [{ effect_id: "webbed", intensity: 1, min_duration: 60 }] }, {}],
        decrease_intensity_on_contact: true,
        immune_mtypes: ["t_spider"],
        phase: "solid",
      },
      {
        type: "field_type",
        id: "t_fire",
        intensity_levels: [{ name: "fire" }, {}, {}],
        has_fire: true,
        phase: "plasma",
      },
      {
        type: "field_type",
        id: "t_acid",
        intensity_levels: [{ name: "acid" }, {}, {}],
        has_acid: true,
        phase: "liquid",
      },
      {
        type: "field_type",
        id: "t_spark",
        intensity_levels: [{ name: "spark" }, {}, {}],
        has_elec: true,
        phase: "plasma",
      },
      { type: "effect_type", id: "t_itchy", name: ["itchy"] },
      { type: "effect_type", id: "webbed", name: ["Webbed"], max_intensity: 3 },
      { type: "effect_type", id: "onfire", name: ["On fire"], max_intensity: 3, int_dur_factor: 5 },
      { type: "effect_type", id: "corroding", name: ["Corroding"], max_intensity: 5 },
      {
        type: "MONSTER",
        flags: ["SEES"],
        id: "t_hog",
        name: "hog",
        hp: 300,
        speed: 100,
        material: ["flesh"],
        aggression: 0,
      },
      {
        type: "MONSTER",
        id: "t_moth",
        name: "moth",
        hp: 300,
        speed: 100,
        material: ["flesh"],
        flags: ["SEES", "FLIES"],
      },
      { type: "MONSTER", flags: ["SEES"], id: "t_spider", name: "spider", hp: 300, speed: 100, material: ["flesh"] },
      {
        type: "MONSTER",
        flags: ["SEES"],
        id: "t_watcher",
        name: "watcher",
        hp: 300,
        speed: 100,
        material: ["flesh"],
        vision_day: 40,
      },
    ],
    { base: [join(PROJECT_ROOT, "content", "base")] },
  );
  expect(r.errors()).to.deep.equal([]);
  return r.content;
}

const c = content();

const ROWS = ["#########", "#.......#", "#.......#", "#.......#", "#########"];

function world(
  fields: readonly { x: number; y: number; field: Field }[],
  opts: {
    you?: { x: number; flags?: string[] };
    monsters?: InRow[];
  } = {},
): World {
  const base = testWorld(c, {
    rows: ROWS,
    characters: opts.you
      ? [{ id: "you", pos: { x: opts.you.x, y: 2, z: 0 }, moves: 100, flags: opts.you.flags ?? [] }]
      : [],
    monsters: placed(opts.monsters ?? [], "neutral"),
  }).world;
  return produce(base, (d) => {
    for (const f of fields) {
      const tile = d.map.levels[0]?.rows[f.y]?.[f.x];
      if (tile) (tile as { fields?: Field[] }).fields = [...(tile.fields ?? []), f.field];
    }
  });
}

const fieldAt = (w: World, x: number, y: number, id: string): Field | undefined =>
  w.map.levels[0]?.rows[y]?.[x]?.fields?.find((f) => f.id === id);

const damageTo = (events: readonly SimEvent[], who: string, type?: string): number =>
  events.reduce(
    (n, e) =>
      e.type === "damaged" && e.who === who && (type === undefined || e.damageType === type) ? n + e.amount : n,
    0,
  );

describe("fields (REAL-field-*)", () => {
  it("[REAL-field-decay] a field with a half-life fades to nothing; one without keeps its intensity", () => {
    const w = world([
      { x: 2, y: 2, field: { id: "t_slime", intensity: 3 } },
      { x: 4, y: 2, field: { id: "t_stone", intensity: 1 } },
    ]);
    const after5 = tick(w, c, 5).world;
    // dice(2, age) > 10 cannot happen before age 6.
    expect(fieldAt(after5, 2, 2, "t_slime")?.intensity).to.equal(3);
    const later = tick(w, c, 200).world;
    expect(fieldAt(later, 2, 2, "t_slime")).to.equal(undefined);
    expect(fieldAt(later, 4, 2, "t_stone")?.intensity).to.equal(1);
  });

  it("[REAL-field-gas] a gas spreads to passable neighbours with less of it, never into walls", () => {
    const w = world([{ x: 1, y: 1, field: { id: "t_fog", intensity: 3 } }]);
    const r = tick(w, c, 3).world;
    const tiles = r.map.levels[0]?.rows.flatMap((row, y) => row.map((t, x) => ({ x, y, t }))) ?? [];
    const foggy = tiles.filter((p) => p.t.fields?.some((f) => f.id === "t_fog"));
    expect(foggy.length).to.be.greaterThan(1);
    expect(foggy.every((p) => p.t.ter !== "t_wall")).to.equal(true);
    const total = foggy.reduce((n, p) => n + (p.t.fields?.find((f) => f.id === "t_fog")?.intensity ?? 0), 0);
    // Spreading moves intensity, it does not make more (the half-life is far away).
    expect(total).to.equal(3);
  });

  it("[REAL-field-effects] a field's effects land on a creature standing in it, unless its flags make it immune", () => {
    const w = world([{ x: 2, y: 2, field: { id: "t_itch", intensity: 1 } }], { you: { x: 2 } });
    expect(tick(w, c, 1).world.characters["you"]?.effects.some((e) => e.id === "t_itchy")).to.equal(true);
    const proof = world([{ x: 2, y: 2, field: { id: "t_itch", intensity: 1 } }], {
      you: { x: 2, flags: ["ITCH_PROOF"] },
    });
    expect(tick(proof, c, 1).world.characters["you"]?.effects.some((e) => e.id === "t_itchy")).to.equal(false);
  });

  it("[REAL-field-effects] a web catches a creature and gives way to it; a web spider is not caught", () => {
    const w = world([{ x: 2, y: 2, field: { id: "t_web", intensity: 2 } }], { you: { x: 2 } });
    const r = tick(w, c, 1).world;
    expect(r.characters["you"]?.effects.find((e) => e.id === "webbed")?.intensity).to.equal(1);
    expect(fieldAt(r, 2, 2, "t_web")?.intensity).to.equal(1);
    const spider = world([{ x: 2, y: 2, field: { id: "t_web", intensity: 2 } }], {
      monsters: [{ type: "t_spider", id: "s", x: 2 }],
    });
    expect(tick(spider, c, 1).world.monsters["s"]?.effects.some((e) => e.id === "webbed")).to.equal(false);
  });

  it("[REAL-field-fire] fire burns a character's feet and legs; at intensity 2 a flesh monster also catches fire", () => {
    const w = world(
      [
        { x: 2, y: 2, field: { id: "t_fire", intensity: 1 } },
        { x: 5, y: 2, field: { id: "t_fire", intensity: 2 } },
      ],
      { you: { x: 2 }, monsters: [{ type: "t_hog", id: "h", x: 5 }] },
    );
    const r = tick(w, c, 1);
    const burns = r.events.filter((e) => e.type === "damaged" && e.who === "you" && e.damageType === "heat");
    expect(burns.map((e) => (e.type === "damaged" ? e.bodyPart : "")).sort()).to.deep.equal([
      "foot_l",
      "foot_r",
      "leg_l",
      "leg_r",
    ]);
    expect(burns.every((e) => e.type === "damaged" && e.amount >= 1 && e.amount <= 6)).to.equal(true);
    // A hog of flesh: 3 + rng(6, 12).
    expect(damageTo(r.events, "h", "heat")).to.be.within(9, 15);
    expect(r.world.monsters["h"]?.effects.some((e) => e.id === "onfire")).to.equal(true);
  });

  it("[REAL-field-acid] acid burns a character's legs and corrodes them; a walking monster takes rng(i, 3i); a flying one none", () => {
    const w = world(
      [
        { x: 2, y: 2, field: { id: "t_acid", intensity: 2 } },
        { x: 4, y: 2, field: { id: "t_acid", intensity: 2 } },
        { x: 6, y: 2, field: { id: "t_acid", intensity: 2 } },
      ],
      {
        you: { x: 2 },
        monsters: [
          { type: "t_hog", id: "h", x: 4 },
          { type: "t_moth", id: "m", x: 6 },
        ],
      },
    );
    const r = tick(w, c, 1);
    expect(damageTo(r.events, "you", "acid")).to.be.within(2, 8);
    expect(partsWith(r.world, "you", "corroding")).to.deep.equal(["leg_l", "leg_r"]);
    expect(damageTo(r.events, "h", "acid")).to.be.within(2, 6);
    expect(damageTo(r.events, "m", "acid")).to.equal(0);
  });

  it("[REAL-field-elec] electricity shocks a creature standing in it", () => {
    const w = world([{ x: 4, y: 2, field: { id: "t_spark", intensity: 3 } }], {
      monsters: [{ type: "t_hog", id: "h", x: 4 }],
    });
    expect(damageTo(tick(w, c, 1).events, "h", "electric")).to.be.within(1, 3);
  });

  it("[REAL-field-sight] a dense field blocks sight: a watcher behind a murk that is opaque at intensity 2 does not come", () => {
    const clear = world([{ x: 4, y: 2, field: { id: "t_murk", intensity: 1 } }], {
      you: { x: 2 },
      monsters: [{ type: "t_watcher", id: "w", x: 6 }],
    });
    const thick = world(
      [1, 2, 3].map((y) => ({ x: 4, y, field: { id: "t_murk", intensity: 2 } })),
      { you: { x: 2 }, monsters: [{ type: "t_watcher", id: "w", x: 6 }] },
    );
    const hostile = (w: World): World =>
      produce(w, (d) => {
        const m = d.monsters["w"];
        if (m) m.attitude = "hostile";
      });
    expect(tick(hostile(clear), c, 1).world.monsters["w"]?.pos.x).to.equal(5);
    expect(tick(hostile(thick), c, 1).world.monsters["w"]?.pos.x).to.equal(6);
  });
});
