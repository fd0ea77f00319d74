/**
 * Effect-on-condition objects defined inline with an id are registered by that id, as the game
 * registers them, and may be named elsewhere. ID introduced here (the real game's loader, REAL):
 *   REAL-inline-eoc   an inline EOC with an id, inside an examine action, another EOC, or an object of
 *                     a kind the engine does not model, resolves a reference by that id (one thread
 *                     and two, with and without the files left unparsed), and runs when examined
 */
import { expect } from "chai";
import { join } from "node:path";
import { produce } from "immer";
import { type Content, loadContent } from "../../engine/content/load.js";
import { validateContent } from "../../engine/content/split/validate.js";
import { step } from "../../engine/step/step.js";
import type { World } from "../../engine/world/types.js";
import { loadInline, PROJECT_ROOT, show } from "../support/load.js";
import { messagesOf, testWorld } from "../support/world.js";

const say = (text: string) => ({ u_message: text });

/** A furniture with an effect_on_condition examine actor running the given EOC refs. */
const furniture = (id: string, eocs: unknown[]) => ({
  type: "furniture",
  id,
  name: id,
  symbol: "&",
  color: "white",
  move_cost_mod: 0,
  required_str: -1,
  examine_action: { type: "effect_on_condition", effect_on_conditions: eocs },
});

const FILES = {
  "furniture.json": [
    furniture("t_panel_a", [{ id: "t_inline_in_examine", effect: [say("panel A speaks")] }]),
    furniture("t_panel_b", ["t_inline_in_examine", "t_inline_in_eoc", "t_inline_in_item"]),
  ],
  "eocs.json": [
    {
      type: "effect_on_condition",
      id: "t_outer",
      effect: [{ run_eocs: [{ id: "t_inline_in_eoc", effect: [say("nested EOC speaks")] }] }],
    },
  ],
  // An item: a kind validation leaves unparsed; its use action defines an EOC inline.
  "items.json": [
    {
      type: "GENERIC",
      id: "t_trinket",
      name: "trinket",
      weight: "1 g",
      volume: "1 ml",
      use_action: {
        type: "effect_on_conditions",
        effect_on_conditions: [{ id: "t_inline_in_item", effect: [say("the trinket hums")] }],
      },
    },
  ],
};

/** "you" beside the panel t_panel_b, on a row of three floor tiles. */
function panelWorld(content: Content): World {
  const w = testWorld(content, { rows: ["..."], seed: "s", characters: [{ id: "you", pos: { x: 0, y: 0, z: 0 } }] });
  return produce(w.world, (d) => {
    (d.map.levels[0]!.rows[0]![1] as { furn?: string }).furn = "t_panel_b";
  });
}

describe("inline effect_on_condition ids", () => {
  it("[REAL-inline-eoc][G-4] load: references to EOCs defined inline anywhere resolve; a dangling one is still an error", () => {
    const r = loadInline(FILES, { base: [join(PROJECT_ROOT, "content", "base")] });
    expect(r.errors(), show(r.errors())).to.deep.equal([]);
    for (const id of ["t_inline_in_examine", "t_inline_in_eoc", "t_inline_in_item"])
      expect(r.content.effect_on_condition.has(id), id).to.equal(true);
    const bad = loadInline({ ...FILES, "more.json": [furniture("t_panel_c", ["t_nowhere"])] });
    expect(bad.errors("G-4").map((p) => p.message)).to.have.length(1);
    expect(bad.errors("G-4")[0]?.message).to.contain("t_nowhere");
  });

  it("[REAL-inline-eoc][G-4] validation (two threads, unparsed item files) resolves the same references", async () => {
    const dir = loadInline(FILES).dir;
    const fast = await validateContent([{ path: dir, base: false }], { skipUncheckedFiles: true, noLines: true });
    expect(fast.problems.filter((p) => p.severity === "error")).to.deep.equal([]);
    const full = await validateContent([{ path: dir, base: false }], { noLines: true });
    expect(full.problems.filter((p) => p.severity === "error")).to.deep.equal([]);
  });

  it("[REAL-inline-eoc][B3-effect_on_condition-run] examining runs EOCs named by id that were defined inline elsewhere", () => {
    const dir = loadInline(FILES).dir;
    const r0 = loadContent([join(PROJECT_ROOT, "content", "base"), dir]);
    const r = step(panelWorld(r0.content), { type: "examine", who: "you", pos: { x: 1, y: 0, z: 0 } }, r0.content);
    const said = messagesOf(r.events);
    expect(said).to.include.members(["panel A speaks", "nested EOC speaks", "the trinket hums"]);
  });
});
