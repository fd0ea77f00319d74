// covers: C-menu-trigger, C-menu-content, C-menu-tie, C-menu-default, C-menu-greyed, C-cond-ter_furn, C-cond-scan,
// C-cond-F-range, C-cond-veh, C-cond-character, C-cond-trait, C-cond-item, C-cond-special, C-down-max_height-zero,
// L-max_height-zero, C-down-arh-false, C-down-deploy-blocked, C-down-F-menu_hotkey, C-down-percent-s, C-down-stairs,
// E-5, X-13, X-15, X-16, X-28
import { expect } from "chai";
import { join } from "node:path";
import type { Content } from "../../../engine/content/load.js";
import { climbMenu, type ClimbMenu } from "../../../engine/rules/climbing/menu.js";
import type { CharacterSpec, TileSpec } from "../../../engine/scenario/types.js";
import { step } from "../../../engine/step/step.js";
import type { World } from "../../../engine/world/types.js";
import { loadInline, PROJECT_ROOT } from "../../support/load.js";
import { climbWorld, ourContent, type LevelDrawing } from "./support.js";

const aid = (id: string, mod: number, condition: object, down: object = {}): object => ({
  type: "climbing_aid",
  id,
  slip_chance_mod: mod,
  condition,
  down: { menu_text: `Use ${id}.`, confirm_text: `Use ${id}?`, ...down },
});

/** A ledge east of (0,0,0) with a drop of `drop` stories; `below` puts tiles at (1,0,z) by z. */
function ledge(drop: number, below: Record<number, TileSpec> = {}): LevelDrawing[] {
  const levels: LevelDrawing[] = [];
  for (let k = drop; k >= 0; k--) {
    const z = -k;
    const bottom = k === drop;
    const row = bottom ? "..." : k === 0 ? ".  " : "   ";
    const tile = below[z];
    levels.push({
      z,
      rows: [tile ? `${row.slice(0, 1)}X${row.slice(2)}` : row],
      ...(tile ? { legend: { X: tile } } : {}),
    });
  }
  return levels;
}

const you = (over: Partial<CharacterSpec> = {}): CharacterSpec => ({ id: "you", pos: { x: 0, y: 0, z: 0 }, ...over });

function menuOf(c: Content, w: World): ClimbMenu {
  const r = climbMenu(w, c, "you", "e");
  if (!r.ok) throw new Error(r.reason);
  return r.menu;
}
const ids = (m: ClimbMenu): string[] => m.entries.map((e) => e.aid);

/**
 * The menu's first entry is greyed out (`entry.greyed`, saying `entry.text`), and descending with
 * `choice` (a hotkey or an aid id) is refused, the world unchanged.
 */
function expectGreyedFirst(
  c: Content,
  w: World,
  entry: { aid: string; greyed: string; text: string },
  choice: string,
): void {
  expect(menuOf(c, w).entries[0]).to.deep.include({ ...entry, enabled: false });
  const r = step(w, { type: "descend", who: "you", dir: "e", aid: choice, confirm: true }, c);
  expect(r.refused).to.match(/greyed out/);
  expect(r.world).to.equal(w);
}

describe("climbing: ledges and conditions", () => {
  let c: Content;
  before(() => {
    c = ourContent([
      {
        type: "terrain",
        id: "t_sim_drainpipe_floor",
        name: "drainpipe base",
        move_cost: 2,
        flags: ["SIM_KNOTTED_ROPE"],
      },
      { type: "furniture", id: "f_sim_crate", name: "crate", move_cost_mod: 1, required_str: -1, flags: [] },
      aid("t_scaffold_short", -16, { type: "ter_furn", flag: "SIM_SCAFFOLD" }),
      aid("t_null_like", -99, { type: "special", flag: "SOMETHING" }),
    ]);
  });

  it("[C-menu-default] with no aids loaded at all, the built-in default is the one entry (hotkey c)", () => {
    const r = loadInline({ "none.json": [] }, { base: [join(PROJECT_ROOT, "content", "base")] });
    const w = climbWorld(r.content, ledge(1), [you()]);
    const m = menuOf(r.content, w);
    expect(m.entries).to.have.length(1);
    expect(m.entries[0]).to.deep.include({
      aid: "default",
      hotkey: "c",
      slipChanceMod: 0,
      maxHeight: 1,
      enabled: true,
    });
  });

  it("[C-down-stairs][C-menu-trigger] a neighbour with a floor is no ledge: no menu, and descend is refused", () => {
    const w = climbWorld(
      c,
      [
        { z: -1, rows: ["..."] },
        { z: 0, rows: ["..."] },
      ],
      [you()],
    );
    const r = climbMenu(w, c, "you", "e");
    expect(r.ok).to.equal(false);
    const s = step(w, { type: "descend", who: "you", dir: "e", confirm: true }, c);
    expect(s.refused).to.match(/not a ledge/);
    expect(s.world).to.equal(w);
  });

  it("[C-menu-trigger] the drop is counted down to the first level with solid ground", () => {
    expect(menuOf(c, climbWorld(c, ledge(1), [you()])).ledge.height).to.equal(1);
    expect(menuOf(c, climbWorld(c, ledge(3), [you()])).ledge.height).to.equal(3);
  });

  it("[C-cond-character] met with the character flag, not without", () => {
    expect(ids(menuOf(c, climbWorld(c, ledge(1), [you({ flags: ["SIM_STICKY_PALMS"] })])))).to.deep.equal([
      "sim_sticky_palms",
    ]);
    expect(ids(menuOf(c, climbWorld(c, ledge(1), [you()])))).to.deep.equal(["default"]);
  });

  it("[C-cond-trait][C-cond-F-type] met with the trait (also spelled mutation), not without", () => {
    expect(ids(menuOf(c, climbWorld(c, ledge(1), [you({ traits: ["SIM_FROG_HANDS"] })])))).to.deep.equal([
      "sim_frog_hands",
    ]);
    expect(ids(menuOf(c, climbWorld(c, ledge(1), [you({ traits: ["SIM_SILK_GLANDS"] })])))).to.deep.equal([
      "sim_silk_line",
      "default",
    ]);
  });

  it("[C-cond-item][X-28] met with at least one of the item carried or worn, whatever uses is; not with none", () => {
    expect(
      ids(menuOf(c, climbWorld(c, ledge(1), [you({ inventory: [{ id: "sim_chalk_pouch", count: 1 }] })]))),
    ).to.deep.equal(["sim_chalk_pouch"]);
    expect(
      ids(menuOf(c, climbWorld(c, ledge(1), [you({ worn: [{ id: "sim_grip_gloves", count: 1 }] })]))),
    ).to.deep.equal(["sim_grip_gloves"]);
    expect(ids(menuOf(c, climbWorld(c, ledge(1), [you({ inventory: [] })])))).to.deep.equal(["default"]);
  });

  it("[C-cond-ter_furn][C-cond-scan] flagged furniture or terrain below the ledge meets it", () => {
    const furn = climbWorld(c, ledge(1, { [-1]: { terrain: "t_floor", furniture: "f_sim_knotted_rope" } }), [you()]);
    expect(ids(menuOf(c, furn))).to.deep.equal(["sim_knotted_rope"]);
    const ter = climbWorld(c, ledge(1, { [-1]: { terrain: "t_sim_drainpipe_floor" } }), [you()]);
    expect(ids(menuOf(c, ter))).to.deep.equal(["sim_knotted_rope"]);
  });

  it("[C-cond-scan][X-13] the scan stops at the first level with furniture: a flag below it does not count", () => {
    const w = climbWorld(
      c,
      ledge(2, {
        [-1]: { terrain: "t_open_air", furniture: "f_sim_crate" },
        [-2]: { terrain: "t_floor", furniture: "f_sim_knotted_rope" },
      }),
      [you()],
    );
    expect(ids(menuOf(c, w))).to.deep.equal(["default"]);
  });

  it("[C-cond-F-range][X-13] flagged furniture 2 levels down counts with range 2, not with range 1", () => {
    const w = climbWorld(c, ledge(2, { [-2]: { terrain: "t_floor", furniture: "f_sim_scaffold" } }), [you()]);
    // sim_scaffold_rungs has range 2 (-15); t_scaffold_short has the default range 1 (-16, safer, but out of range)
    expect(ids(menuOf(c, w))).to.deep.equal(["sim_scaffold_rungs"]);
    const near = climbWorld(c, ledge(1, { [-1]: { terrain: "t_floor", furniture: "f_sim_scaffold" } }), [you()]);
    expect(ids(menuOf(c, near))).to.deep.equal(["t_scaffold_short"]);
  });

  it("[C-cond-veh] any vehicle marker on the route meets it, whatever the flag, also two levels down", () => {
    expect(
      ids(menuOf(c, climbWorld(c, ledge(1, { [-1]: { terrain: "t_floor", vehicle: "car" } }), [you()]))),
    ).to.deep.equal(["sim_vehicle_roof"]);
    expect(
      ids(menuOf(c, climbWorld(c, ledge(2, { [-2]: { terrain: "t_floor", vehicle: "car" } }), [you()]))),
    ).to.deep.equal(["sim_vehicle_roof"]);
    expect(ids(menuOf(c, climbWorld(c, ledge(2), [you()])))).to.deep.equal(["default"]);
  });

  it("[C-cond-special] a special aid other than default is never applicable", () => {
    const m = menuOf(c, climbWorld(c, ledge(1), [you({ flags: ["SOMETHING"] })]));
    expect(ids(m)).to.deep.equal(["default"]);
  });
});

describe("climbing: the menu", () => {
  let c: Content;
  before(() => {
    c = ourContent([
      aid("t_a_flag", -5, { type: "character", flag: "A_FLAG" }),
      aid("t_b_flag_first_loaded", -5, { type: "character", flag: "B_FLAG" }),
      aid("t_zero", 0, { type: "character", flag: "Z_FLAG" }),
      aid("t_item_five", -5, { type: "item", flag: "sim_chalk_pouch", uses: 0 }),
      aid("t_disabled", -70, { type: "character", flag: "OFF" }, { max_height: 0 }),
      aid(
        "t_strict",
        -50,
        { type: "character", flag: "STRICT" },
        { max_height: 1, allow_remaining_height: false, menu_cant: "Too far down for %s." },
      ),
    ]);
  });

  it("[C-menu-content] every applicable deploying aid plus only the safest non-deploying one", () => {
    const w = climbWorld(c, ledge(1), [
      you({
        traits: ["SIM_SILK_GLANDS", "SIM_FROG_HANDS"],
        worn: [{ id: "sim_grip_gloves", count: 1 }],
        inventory: [{ id: "sim_folding_ladder", count: 1 }],
      }),
    ]);
    const m = menuOf(c, w);
    // deploying aids in detection order (traits before items), then the safest other one
    expect(ids(m)).to.deep.equal(["sim_silk_line", "sim_folding_ladder", "sim_frog_hands"]);
    expect(m.entries.every((e) => e.enabled)).to.equal(true);
  });

  it("[C-menu-tie][X-16] ties: the flag that sorts first wins; an aid at 0 never displaces default; character flags before items", () => {
    expect(ids(menuOf(c, climbWorld(c, ledge(1), [you({ flags: ["B_FLAG", "A_FLAG"] })])))).to.deep.equal(["t_a_flag"]);
    expect(ids(menuOf(c, climbWorld(c, ledge(1), [you({ flags: ["Z_FLAG"] })])))).to.deep.equal(["default"]);
    expect(
      ids(
        menuOf(
          c,
          climbWorld(c, ledge(1), [you({ flags: ["B_FLAG"], inventory: [{ id: "sim_chalk_pouch", count: 1 }] })]),
        ),
      ),
    ).to.deep.equal(["t_b_flag_first_loaded"]);
  });

  it("[C-down-max_height-zero][L-max_height-zero] an aid with max_height 0 is never offered, even when safest", () => {
    expect(ids(menuOf(c, climbWorld(c, ledge(1), [you({ flags: ["OFF"] })])))).to.deep.equal(["default"]);
  });

  it("[C-down-F-menu_hotkey] hotkeys: the aid's own, else c", () => {
    const m = menuOf(
      c,
      climbWorld(c, ledge(1), [
        you({ traits: ["SIM_SILK_GLANDS"], inventory: [{ id: "sim_folding_ladder", count: 1 }] }),
      ]),
    );
    expect(m.entries.map((e) => [e.aid, e.hotkey])).to.deep.equal([
      ["sim_silk_line", "s"],
      ["sim_folding_ladder", "k"],
      ["default", "c"],
    ]);
  });

  it("[C-down-percent-s][X-15] %s becomes 'the <furniture>' one level below, or 'the <terrain>' without furniture", () => {
    const rope = menuOf(
      c,
      climbWorld(c, ledge(1, { [-1]: { terrain: "t_floor", furniture: "f_sim_knotted_rope" } }), [you()]),
    );
    expect(rope.entries[0]?.text).to.equal("Climb down the knotted rope, knot by knot.");
    const scaffold = menuOf(
      c,
      climbWorld(c, ledge(2, { [-2]: { terrain: "t_floor", furniture: "f_sim_scaffold" } }), [you()]),
    );
    expect(scaffold.entries[0]?.text).to.equal("Climb down the scaffolding onto the scaffolding.");
    const strict = menuOf(c, climbWorld(c, ledge(2), [you({ flags: ["STRICT"] })]));
    expect(strict.target).to.equal("the floor");
    expect(strict.entries[0]?.text).to.equal("Too far down for the floor.");
  });

  it("[C-down-arh-false][C-menu-greyed][E-5] a drop beyond max_height with allow_remaining_height false greys the entry; choosing it is refused", () => {
    const w = climbWorld(c, ledge(2), [you({ inventory: [{ id: "sim_folding_ladder", count: 1 }] })]);
    const greyed = {
      aid: "sim_folding_ladder",
      greyed: "remaining_height",
      text: "Your folding ladder cannot be set down here.",
    };
    expectGreyedFirst(c, w, greyed, "k");
  });

  it("[C-down-deploy-blocked][C-menu-greyed][E-5] furniture on a level the aid would deploy to greys it with menu_cant", () => {
    const w = climbWorld(c, ledge(3, { [-2]: { terrain: "t_open_air", furniture: "f_sim_scaffold" } }), [
      you({ traits: ["SIM_SILK_GLANDS"] }),
    ]);
    const greyed = {
      aid: "sim_silk_line",
      greyed: "furniture_in_the_way",
      text: "No room to anchor a silk line (something is below).",
    };
    expectGreyedFirst(c, w, greyed, "sim_silk_line");
    // furniture below the last level it would reach does not block
    const ok = menuOf(
      c,
      climbWorld(c, ledge(1, { [-1]: { terrain: "t_floor", furniture: "f_sim_scaffold" } }), [
        you({ traits: ["SIM_SILK_GLANDS"] }),
      ]),
    );
    expect(ok.entries[0]).to.deep.include({ aid: "sim_silk_line", enabled: false });
    const clear = menuOf(c, climbWorld(c, ledge(1), [you({ traits: ["SIM_SILK_GLANDS"] })]));
    expect(clear.entries[0]).to.deep.include({ aid: "sim_silk_line", enabled: true });
  });

  it("[X-16][C-menu-greyed] the non-deploying choice is made before greying: a safest aid that is then disabled is shown greyed", () => {
    const m = menuOf(c, climbWorld(c, ledge(2), [you({ flags: ["STRICT"] })]));
    expect(ids(m)).to.deep.equal(["t_strict"]);
    expect(m.entries[0]).to.deep.include({ enabled: false, greyed: "remaining_height" });
  });

  it("[C-menu-trigger][G-16] with one entry the aid may be omitted; with several the refusal lists them; a hotkey or an id chooses", () => {
    const one = climbWorld(c, ledge(1), [you()]);
    expect(step(one, { type: "descend", who: "you", dir: "e", confirm: true }, c).refused).to.equal(undefined);
    const two = climbWorld(c, ledge(1), [you({ traits: ["SIM_SILK_GLANDS"] })]);
    const r = step(two, { type: "descend", who: "you", dir: "e", confirm: true }, c);
    expect(r.refused).to.contain("sim_silk_line [s]").and.to.contain("default [c]");
    expect(step(two, { type: "descend", who: "you", dir: "e", aid: "x", confirm: true }, c).refused).to.match(
      /not in the climbing menu/,
    );
    const bySilk = step(two, { type: "descend", who: "you", dir: "e", aid: "s", confirm: true }, c);
    expect(bySilk.events.find((e) => e.type === "rule" && e.name === "climb_menu")).to.deep.include({
      data: {
        ...(bySilk.events.find((e) => e.type === "rule" && e.name === "climb_menu") as { data: object }).data,
        chosen: "sim_silk_line",
      },
    });
  });
});
