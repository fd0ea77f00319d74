/**
 * A bash on a tile, and SHRIEK_STUN's bash of its cone (issue 15). ID introduced here (the real
 * game's map::bash, REAL):
 *   REAL-bash-tile   a bash tears a web away; otherwise it breaks the furniture (else the terrain)
 *                    when its strength reaches str_min + roll × (str_max − str_min), leaving its
 *                    furn_set / ter_set; SHRIEK_STUN bashes every tile of its cone with strength 4
 */
import { expect } from "chai";
import { produce } from "immer";
import { join } from "node:path";
import type { Content } from "../../../engine/content/load.js";
import { bashTile } from "../../../engine/rules/monsters/bash_tile.js";
import { makeSim } from "../../../engine/sim/context.js";
import { tick } from "../../../engine/step/step.js";
import { openDice } from "../../../engine/world/rng.js";
import type { Tile, World } from "../../../engine/world/types.js";
import { loadInline, PROJECT_ROOT } from "../../support/load.js";
import { watcher } from "../../support/monsters.js";
import { testWorld } from "../../support/world.js";

function content(): Content {
  const r = loadInline(
    [
      {
        type: "terrain",
        id: "t_pane",
        name: "pane",
        symbol: '"',
        color: "cyan",
        move_cost: 0,
        flags: ["TRANSPARENT"],
        bash: { str_min: 2, str_max: 6, ter_set: "t_floor" },
      },
      {
        type: "terrain",
        id: "t_thick",
        name: "thick pane",
        symbol: '"',
        color: "cyan",
        move_cost: 0,
        flags: ["TRANSPARENT"],
        bash: { str_min: 10, str_max: 20, ter_set: "t_floor" },
      },
      {
        type: "furniture",
        id: "f_crate",
        name: "crate",
        symbol: "#",
        color: "brown",
        move_cost_mod: 2,
        required_str: -1,
        flags: ["TRANSPARENT"],
        bash: { str_min: 1, str_max: 1 },
      },
      watcher("t_screamer", "screamer", "SHRIEK_STUN", 100),
    ],
    { base: [join(PROJECT_ROOT, "content", "base")] },
  );
  expect(r.errors()).to.deep.equal([]);
  return r.content;
}

const c = content();
const ROWS = ["##########", "#........#", "#........#", "#........#", "##########"];

function withTile(w: World, x: number, y: number, tile: Partial<Tile>): World {
  return produce(w, (d) => {
    const row = d.map.levels[0]?.rows[y];
    if (row?.[x]) Object.assign(row[x], tile);
  });
}

function bashOnce(w: World, x: number, strength: number): { outcome: string; world: World } {
  let outcome = "";
  const world = produce(w, (d) => {
    const sim = makeSim(d, c, openDice(d.rng), []);
    outcome = bashTile(sim, { x, y: 2, z: 0 }, strength);
  });
  return { outcome, world };
}

describe("bashing a tile (REAL-bash-tile)", () => {
  const empty = (seed: string) => testWorld(c, { rows: ROWS, seed }).world;

  it("[REAL-bash-tile] a web takes the blow and is torn away; a crate breaks and is gone", () => {
    const web = bashOnce(withTile(empty("w"), 4, 2, { fields: [{ id: "fd_web", intensity: 1, since: 0 }] }), 4, 1);
    expect(web.outcome).to.equal("web");
    expect(web.world.map.levels[0]?.rows[2]?.[4]?.fields).to.equal(undefined);
    const crate = bashOnce(withTile(empty("c"), 4, 2, { furn: "f_crate" }), 4, 1);
    expect(crate.outcome).to.equal("broke");
    expect(crate.world.map.levels[0]?.rows[2]?.[4]?.furn).to.equal(undefined);
  });

  it("[REAL-bash-tile] strength 4 against a 2..6 pane breaks it on some rolls (to its ter_set) and not on others; a 10..20 pane always holds", () => {
    let broke = 0;
    for (let i = 0; i < 60; i++) {
      const r = bashOnce(withTile(empty(`p${i}`), 4, 2, { ter: "t_pane" }), 4, 4);
      if (r.outcome === "broke") {
        broke++;
        expect(r.world.map.levels[0]?.rows[2]?.[4]?.ter).to.equal("t_floor");
      } else expect(r.world.map.levels[0]?.rows[2]?.[4]?.ter).to.equal("t_pane");
    }
    // Breaks when floor(2 + 4 × roll) ≤ 4: roll < 0.75.
    expect(broke).to.be.within(30, 57);
    for (let i = 0; i < 20; i++)
      expect(bashOnce(withTile(empty(`t${i}`), 4, 2, { ter: "t_thick" }), 4, 4).outcome).to.equal("held");
  });

  it("[REAL-bash-tile][D2-SHRIEK_STUN] a stunning shriek tears the web between the screamer and the survivor", () => {
    const base = testWorld(c, {
      rows: ROWS,
      characters: [{ id: "you", pos: { x: 2, y: 2, z: 0 } }],
      monsters: [{ type: "t_screamer", id: "s", pos: { x: 7, y: 2, z: 0 } }],
    }).world;
    // Mid-wail: SHRIEK_STUN works only while the screamer shrieks (SHRIEK_ALERT's effect).
    const shrieking = produce(base, (d) => {
      d.monsters["s"]?.effects.push({ id: "shrieking", intensity: 1, duration: 60 });
    });
    const w = withTile(shrieking, 5, 2, { fields: [{ id: "fd_web", intensity: 1, since: 0 }] });
    const r = tick(w, c, 1);
    const cone = r.events.find((e) => e.type === "rule" && e.name === "bash_cone");
    expect(cone?.type === "rule" ? cone.data["broken"] : undefined).to.deep.equal(["5,2,0"]);
    expect(r.world.map.levels[0]?.rows[2]?.[5]?.fields).to.equal(undefined);
  });
});
