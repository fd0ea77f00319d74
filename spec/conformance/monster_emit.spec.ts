/**
 * Death spells that emit a field (issue 32, Deliver 6: death functions with their fields). IDs
 * introduced here:
 *   REAL-emit-death   a death spell with effect `emit` emits the `emit` its effect_str names on every
 *                     tile of its area (spell_effect::emit); the emit rolls its chance and spreads its
 *                     quantity from the source, nearest tiles first, each raised towards the emit's
 *                     intensity, walls stopping it (map::emit_field, map::propagate_field)
 *   REAL-emit-fields  a monster's `emit_fields` emit where it stands at the start of its turn, each
 *                     once every `delay` (monster::process_turn)
 */
import { expect } from "chai";
import type { Content } from "../../engine/content/load.js";
import { emitField } from "../../engine/mechanics/fields/emit.js";
import { monsterTurn } from "../../engine/rules/monsters/turn.js";
import { applyDamage } from "../../engine/sim/creature_state.js";
import { tileAt } from "../../engine/world/grid.js";
import type { World } from "../../engine/world/types.js";
import { beforeReal } from "../support/load.js";
import { runInSim, testWorld } from "../support/world.js";

const P = (x: number, y: number, z = 0) => ({ x, y, z });
const ROOM = ["##########", "#........#", "#........#", "#........#", "#........#", "#........#", "##########"];

/** The closed 8 × 5 room, with a hostile monster of `type` (id "m") at (4, 3) when one is given. */
const room = (c: Content, seed: string, type?: string): World =>
  testWorld(c, {
    rows: ROOM,
    seed,
    characters: [],
    monsters: type ? [{ type, id: "m", pos: P(4, 3), attitude: "hostile" }] : [],
  }).world;

/** A field's intensity on a tile of the room; 0 without it. */
const intensity = (w: World, field: string, x: number, y: number): number =>
  tileAt(w.map, P(x, y))?.fields?.find((f) => f.id === field)?.intensity ?? 0;

describe("conformance: death spells that emit a field (issue 32)", function () {
  this.timeout(180000);
  let c: Content;
  beforeReal((real) => (c = real));

  it("[REAL-emit-death] a real gasbag's death fills a closed 8 × 5 room with toxic gas at intensity 3, and no wall tile", () => {
    // mon_zombie_gasbag: death_gas (effect emit, effect_str emit_toxic_blast, no aoe: its own tile);
    // emit_toxic_blast: fd_toxic_gas, intensity 3, qty 200, chance 100. From the dead zombie's tile
    // the 200 units go 3 to each tile reached (each front gets at least 3 a tile while 120 or more
    // are left): the room's 40 floor tiles take 120, and the walls stop the rest.
    const w = room(c, "gasbag", "mon_zombie_gasbag");
    const r = runInSim(w, c, (sim) => applyDamage(sim, "m", 1000, "bash", undefined, "you"));
    let floor = 0;
    const gas: number[] = [];
    r.world.map.levels[0]?.rows.forEach((row, y) =>
      row.forEach((tile, x) => {
        const f = tile.fields?.find((x) => x.id === "fd_toxic_gas");
        if (tile.ter === "t_wall") expect(f, `wall ${x},${y}`).to.equal(undefined);
        else {
          floor++;
          gas.push(f?.intensity ?? 0);
        }
      }),
    );
    expect(floor).to.equal(40);
    expect(gas.every((i) => i === 3)).to.equal(true, gas.join(","));
    const emitted = r.events.find((e) => e.type === "rule" && e.name === "emitted");
    expect(emitted?.type === "rule" ? emitted.data : undefined).to.deep.include({
      emit: "emit_toxic_blast",
      field: "fd_toxic_gas",
      tiles: 40,
    });
    expect(tileAt(r.world.map, P(4, 3))?.fields?.some((f) => f.id === "fd_toxic_gas")).to.equal(true);
  });

  it("[REAL-emit-death] a smaller emit spreads nearest first: 10 units at intensity 3 give the source 3 and seven of its eight neighbours 1", () => {
    // 10 units: the source takes min(3, 10) = 3; the eight neighbours form one front (all at 0),
    // each raised by max(1, floor(7 / 8)) = 1 until the 7 left are spent.
    const w = room(c, "small-emit");
    const emit = { id: "spec_emit", field: "fd_toxic_gas", intensity: 3, qty: 10, chance: 100 };
    const r = runInSim(w, c, (sim) => emitField(sim, P(4, 3), emit));
    expect(r.value).to.equal(8);
    const at = (x: number, y: number): number => intensity(r.world, "fd_toxic_gas", x, y);
    expect(at(4, 3)).to.equal(3);
    const ring = [-1, 0, 1].flatMap((dy) => [-1, 0, 1].map((dx) => (dx === 0 && dy === 0 ? -1 : at(4 + dx, 3 + dy))));
    expect(ring.filter((i) => i === 1)).to.have.length(7);
    expect(ring.filter((i) => i === 0)).to.have.length(1);
    expect(at(6, 3) + at(2, 3) + at(4, 1) + at(4, 5)).to.equal(0);
  });

  it("[REAL-emit-fields] a real smoker zombie's turn leaves 24 units of smoke: 3 on its tile, 2 on each neighbour, 5 beyond", () => {
    // mon_zombie_smoker: emit_fields emit_smoke_stream every 1 s: fd_smoke, intensity 3, qty 24.
    // Its tile takes 3 (21 left); its eight neighbours, one front, 2 each (floor(21 / 8); 5 left);
    // the next ring's front gets max(1, floor(5 / n)) = 1 a visit until the 5 are spent; a tile
    // reached from two neighbours is in that front twice (as in the game's queue) and may take 2.
    const w = room(c, "smoker", "mon_zombie_smoker");
    const r = runInSim(w, c, (sim) => monsterTurn(sim, "m"));
    const smoke = (x: number, y: number): number => intensity(r.world, "fd_smoke", x, y);
    expect(smoke(4, 3)).to.equal(3);
    for (const [dx, dy] of [
      [-1, -1],
      [0, -1],
      [1, -1],
      [-1, 0],
      [1, 0],
      [-1, 1],
      [0, 1],
      [1, 1],
    ] as const)
      expect(smoke(4 + dx, 3 + dy), `${dx},${dy}`).to.equal(2);
    let beyond = 0;
    for (let y = 0; y < 7; y++)
      for (let x = 0; x < 10; x++)
        if (Math.max(Math.abs(x - 4), Math.abs(y - 3)) >= 2) {
          expect(smoke(x, y), `${x},${y}`).to.be.at.most(2);
          beyond += smoke(x, y);
        }
    expect(beyond).to.equal(5);
  });
});
