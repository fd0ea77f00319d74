// The real game's 22 climbing aids (../shared/cdda/data/json/climbing.json and what it references):
// the menus a set of characters sees at a set of ledges, as the real game would show them.
// covers: C-menu-content, C-menu-tie, C-menu-default, C-menu-greyed, C-cond-ter_furn, C-cond-veh, C-cond-character,
// C-cond-trait, C-cond-item, C-cond-special, C-down-arh-false, C-down-deploy-blocked, C-down-percent-s, E-5, X-16,
// C-cond-scan, REAL-descend-onto-furniture (a descent from open air lands on impassable furniture below, as the
// game's map::valid_move from a ledge does not look at the tile below)
import { expect } from "chai";
import type { Content } from "../../../engine/content/load.js";
import { climbMenu } from "../../../engine/rules/climbing/menu.js";
import type { CharacterSpec, TileSpec } from "../../../engine/scenario/types.js";
import { step } from "../../../engine/step/step.js";
import { beforeReal, REAL_DATA } from "../../support/load.js";
import { climbWorld, type LevelDrawing } from "./support.js";

/** A new character's stored kcal: the game's healthy body, floor(7,716.17 kcal/kg × fat BMI 5 × 1.75²). */
const NEW_KCAL = 118153;

function ledge(drop: number, below: Record<number, TileSpec> = {}): LevelDrawing[] {
  const levels: LevelDrawing[] = [];
  for (let k = drop; k >= 0; k--) {
    const z = -k;
    const row = k === drop ? "..." : k === 0 ? ".  " : "   ";
    const tile = below[z];
    levels.push({
      z,
      rows: [tile ? `${row.slice(0, 1)}X${row.slice(2)}` : row],
      ...(tile ? { legend: { X: tile } } : {}),
    });
  }
  return levels;
}

describe(`climbing with the real game's aids (${REAL_DATA})`, function () {
  this.timeout(180000);
  let c: Content;
  beforeReal((real) => (c = real), "real climbing menus");

  const you = (over: Partial<CharacterSpec> = {}): CharacterSpec => ({ id: "you", pos: { x: 0, y: 0, z: 0 }, ...over });
  const menu = (levels: LevelDrawing[], who: CharacterSpec): [string, string, boolean, string][] => {
    const r = climbMenu(climbWorld(c, levels, [who]), c, "you", "e");
    if (!r.ok) throw new Error(r.reason);
    return r.menu.entries.map((e) => [e.aid, e.hotkey, e.enabled, e.text]);
  };

  it("[C-menu-default][C-cond-special] (skipped without real data) a fresh character at a bare ledge: only default; null never appears", () => {
    expect(menu(ledge(1), you())).to.deep.equal([
      ["default", "c", true, "Climb down by lowering yourself from the ledge."],
    ]);
  });

  it("[C-cond-item][C-down-arh-false][E-5] (skipped without real data) stepladder and grapnel carried", () => {
    // deploying aids in detection order: items by flag, grapnel before stepladder
    const kit = you({
      inventory: [
        { id: "stepladder", count: 1 },
        { id: "grapnel", count: 1 },
      ],
    });
    expect(menu(ledge(1), kit)).to.deep.equal([
      ["item_grapnel", "g", true, "Attach your grappling hook and rappel down."],
      ["item_stepladder", "l", true, "Place your wooden stepladder below and climb down."],
      ["default", "c", true, "Climb down by lowering yourself from the ledge."],
    ]);
    // two stories: the stepladder may not be used part way (greyed); the grapnel may
    expect(menu(ledge(2), kit)).to.deep.equal([
      ["item_grapnel", "g", true, "Attach your grappling hook and rappel down."],
      ["item_stepladder", "l", false, "Can't place your stepladder (needs open space one story below)."],
      ["default", "c", true, "Climb down by lowering yourself from the ledge."],
    ]);
  });

  it("[C-down-hotkey-unique][X-14] (skipped without real data) both stepladders share hotkey l: choosing by l is refused naming both, by id works", () => {
    const w = climbWorld(c, ledge(1), [
      you({
        inventory: [
          { id: "stepladder", count: 1 },
          { id: "aluminum_stepladder", count: 1 },
        ],
      }),
    ]);
    expect(step(w, { type: "descend", who: "you", dir: "e", aid: "l", confirm: true }, c).refused).to.match(
      /shared by item_aluminum_stepladder and item_stepladder/,
    );
    const r = step(w, { type: "descend", who: "you", dir: "e", aid: "item_aluminum_stepladder", confirm: true }, c);
    expect(r.world.map.levels.find((l) => l.z === -1)?.rows[0]?.[1]?.furn).to.equal("f_aluminum_stepladder");
    expect(r.world.characters["you"]?.inventory).to.deep.equal([{ id: "stepladder", count: 1 }]);
  });

  it("[C-cond-ter_furn][C-down-percent-s][C-down-deploy-blocked] (skipped without real data) a stepladder already below: furn_LADDER, and the deploying aids greyed", () => {
    const below = ledge(1, { [-1]: { terrain: "t_floor", furniture: "f_ladder" } });
    expect(menu(below, you())).to.deep.equal([["furn_LADDER", "c", true, "Climb down the wooden stepladder here."]]);
    expect(menu(below, you({ inventory: [{ id: "grapnel", count: 1 }] }))).to.deep.equal([
      ["item_grapnel", "g", false, "Can't attach your grappling hook (something is in the way)."],
      ["furn_LADDER", "c", true, "Climb down the wooden stepladder here."],
    ]);
  });

  it("[C-cond-scan][REAL-descend-onto-furniture] (skipped without real data) sandbags below (CLIMB_SIMPLE, impassable): the ledge is offered and the descent lands on them, as the game's valid_move from open air ignores what is below", () => {
    const below = ledge(1, { [-1]: { terrain: "t_dirt", furniture: "f_sandbag_half" } });
    const entries = menu(below, you());
    expect(entries.length).to.be.greaterThan(0);
    const w = climbWorld(c, below, [you()]);
    const r = step(w, { type: "descend", who: "you", dir: "e", aid: entries[0]?.[0] ?? "default", confirm: true }, c);
    expect(r.refused).to.equal(undefined);
    expect(r.world.characters["you"]?.pos).to.deep.equal({ x: 1, y: 0, z: -1 });
    expect(r.world.map.levels.find((l) => l.z === -1)?.rows[0]?.[1]?.furn).to.equal("f_sandbag_half");
  });

  it("[C-cond-ter_furn][C-menu-content] (skipped without real data) a grappling hook left below: furn_ROPE (-12) beats furn_CLIMBABLE (-5)", () => {
    const below = ledge(2, { [-1]: { terrain: "t_open_air", furniture: "f_rope_up" } });
    expect(menu(below, you())).to.deep.equal([
      ["furn_ROPE", "c", true, "Rappel down with the the grappling hook here."],
    ]);
  });

  it("[C-cond-veh] (skipped without real data) a vehicle below: the vehicle aid; with a ladder below too, the ladder is safer", () => {
    expect(menu(ledge(1, { [-1]: { terrain: "t_floor", vehicle: "car" } }), you())).to.deep.equal([
      ["vehicle", "c", true, "Climb down onto the vehicle here."],
    ]);
    expect(
      menu(ledge(1, { [-1]: { terrain: "t_floor", furniture: "f_ladder", vehicle: "car" } }), you())[0]?.[0],
    ).to.equal("furn_LADDER");
  });

  it("[C-cond-trait][C-menu-content] (skipped without real data) mutations: webs, insect arms, vines", () => {
    expect(menu(ledge(3), you({ traits: ["WEB_RAPPEL"] }))).to.deep.equal([
      ["ability_WEB_RAPPEL", "w", true, "Spin your webs to descend."],
      ["default", "c", true, "Climb down by lowering yourself from the ledge."],
    ]);
    expect(menu(ledge(1), you({ traits: ["INSECT_ARMS_OK"] }))).to.deep.equal([
      ["ability_INSECT_ARMS_OK", "c", true, "Crawl down using all your arms."],
    ]);
    expect(menu(ledge(1), you({ traits: ["VINES2"] }))).to.deep.equal([
      [
        "ability_VINES2_deploy",
        "v",
        true,
        "Detach a vine so you can climb back up (<color_yellow>this will hurt</color>).",
      ],
      ["ability_VINES2", "c", true, "Climb down using your vines."],
    ]);
  });

  it("[C-menu-tie][C-cond-character][X-16] (skipped without real data) WALL_CLING and VINES3 tie at -100: the character flag is found first and kept", () => {
    expect(menu(ledge(1), you({ flags: ["WALL_CLING"], traits: ["VINES3"] }))).to.deep.equal([
      ["ability_VINES3_deploy", "v", true, "Detach a vine so you can climb back up (this is harmless)."],
      ["ability_WALL_CLING", "c", true, "Crawl down the wall."],
    ]);
  });

  it("[C-down-F-deploy_furn][C-down-F-cost] (skipped without real data) a web rappel down three stories leaves a web on every level", () => {
    const w = climbWorld(c, ledge(3), [you({ traits: ["WEB_RAPPEL"] })]);
    const r = step(w, { type: "descend", who: "you", dir: "e", aid: "w", confirm: true }, c);
    expect(r.refused).to.equal(undefined);
    expect([-1, -2, -3].map((z) => r.world.map.levels.find((l) => l.z === z)?.rows[0]?.[1]?.furn)).to.deep.equal([
      "f_web_up",
      "f_web_up",
      "f_web_up",
    ]);
    expect(r.world.characters["you"]).to.deep.include({ kcal: NEW_KCAL - 3 * 87, thirst: 30 });
  });
});
