// covers: C-climb-sequence, C-slip-outcome, C-slip-per-story, C-down-F-msg_before, C-down-F-msg_after, C-down-F-max_height,
// L-max_height-default, C-down-F-allow_remaining_height, C-down-F-deploy_furn, C-down-deploy-count, C-down-F-cost,
// C-cost-F-kcal, C-cost-F-thirst, C-cost-F-pain, C-cost-F-damage, C-cost-default, C-cost-stories, C-cond-F-uses, X-28,
// C-down-F-easy_climb_back_up, C-down-F-confirm_text, S-12, G-8, G-16
import { expect } from "chai";
import { produce } from "immer";
import type { Content } from "../../../engine/content/load.js";
import type { SimEvent } from "../../../engine/sim/events.js";
import { step, tick } from "../../../engine/step/step.js";
import { seedState } from "../../../engine/world/rng.js";
import type { World } from "../../../engine/world/types.js";
import { deepFreeze, messagesOf } from "../../support/world.js";
import { climbWorld, ourContent, type LevelDrawing } from "./support.js";

/** A new character's stored kcal: the game's healthy body, floor(7,716.17 kcal/kg × fat BMI 5 × 1.75²). */
const NEW_KCAL = 118153;

const aid = (id: string, mod: number, flag: string, down: object = {}, condition?: object): object => ({
  type: "climbing_aid",
  id,
  slip_chance_mod: mod,
  condition: condition ?? { type: "character", flag },
  down: {
    menu_text: `Use ${id}.`,
    confirm_text: `Use ${id}?`,
    msg_before: `Before ${id}.`,
    msg_after: `After ${id}.`,
    ...down,
  },
});

/** A ledge east of (0,0,0) dropping `drop` stories to a floor at z = -drop. */
function drop(n: number): LevelDrawing[] {
  const levels: LevelDrawing[] = [];
  for (let k = n; k >= 0; k--) levels.push({ z: -k, rows: [k === n ? "..." : k === 0 ? ".  " : "   "] });
  return levels;
}

const rules = (events: readonly SimEvent[], name: string) =>
  events.filter((e) => e.type === "rule" && e.name === name) as (SimEvent & { data: Record<string, unknown> })[];
const furnAt = (w: World, z: number, x = 1): string | undefined =>
  w.map.levels.find((l) => l.z === z)?.rows[0]?.[x]?.furn;
const reseed = (w: World, s: string): World => produce(w, (d) => void (d.rng = seedState(s)));

describe("climbing: descending", function () {
  this.timeout(30000);
  let c: Content;
  before(() => {
    c = ourContent([
      {
        type: "furniture",
        id: "f_t_line",
        name: "line",
        move_cost_mod: 0,
        required_str: -1,
        flags: ["ALLOW_ON_OPEN_AIR"],
      },
      aid("t_never", -100, "NEVER", { max_height: 3 }),
      // non-deploying aids above 0 never show (default is safer), so the always-slipping aids deploy
      aid("t_always", 200, "ALWAYS", {
        max_height: 3,
        deploy_furn: "f_t_line",
        menu_cant: "Blocked.",
        menu_hotkey: "a",
      }),
      aid(
        "t_always_item",
        200,
        "",
        { max_height: 1, deploy_furn: "f_t_line", menu_cant: "Blocked.", menu_hotkey: "i" },
        { type: "item", flag: "sim_chalk_pouch", uses: 1 },
      ),
      aid("t_half", 44, "HALF", { max_height: 2, deploy_furn: "f_t_line", menu_cant: "Blocked.", menu_hotkey: "h" }),
      aid("t_plain", -100, "PLAIN"),
      aid("t_partial", -100, "PARTIAL", { max_height: 1, allow_remaining_height: true }),
      aid("t_deploy2", -100, "DEPLOY2", {
        max_height: 2,
        deploy_furn: "f_t_line",
        menu_cant: "Blocked.",
        menu_hotkey: "d",
      }),
      aid("t_costly", -100, "COSTLY", { max_height: 3, cost: { kcal: 50, thirst: 5, pain: 2, damage: 3 } }),
      aid("t_costly_partial", -100, "COSTLY1", { max_height: 1, cost: { kcal: 50, thirst: 5, pain: 2, damage: 3 } }),
      aid("t_free", -100, "FREE", { max_height: 1, cost: {} }),
      aid("t_easy", 0.0 - 1, "EASY", { easy_climb_back_up: 1 }),
      aid("t_hard", -1, "HARD"),
    ]);
  });

  const world = (n: number, flags: string[], extra: object = {}, seed = "d"): World =>
    climbWorld(c, drop(n), [{ id: "you", pos: { x: 0, y: 0, z: 0 }, flags, ...extra }], seed);
  // Free: these specs observe the climb's own cost in moves; time passing after an action is
  // covered by spec/step/time.spec.ts.
  const descend = (w: World, aidId?: string, confirm = true) =>
    step(w, { type: "descend", who: "you", dir: "e", ...(aidId ? { aid: aidId } : {}), confirm }, c, { free: true });

  it("[C-climb-sequence][C-slip-per-story] a 3-story climb with chance 0 never slips: four 'climbed' moves (out over the edge, then each story), msg_before then msg_after", () => {
    for (let i = 0; i < 50; i++) {
      const before = reseed(world(3, ["NEVER"]), `n${i}`);
      const r = descend(before, "t_never");
      expect(rules(r.events, "slip")).to.have.length(0);
      expect(r.world.characters["you"]?.pos).to.deep.equal({ x: 1, y: 0, z: -3 });
      const moves = r.events.filter((e) => e.type === "moved");
      expect(moves.map((e) => (e as { how: string }).how)).to.deep.equal(["climbed", "climbed", "climbed", "climbed"]);
      expect(messagesOf(r.events).filter((m) => m.startsWith("Before") || m.startsWith("After"))).to.deep.equal([
        "Before t_never.",
        "After t_never.",
      ]);
      expect(r.world.characters["you"]?.moves).to.equal((before.characters["you"]?.moves ?? 0) - 200);
    }
  });

  it("[C-slip-per-story][C-slip-outcome][C-down-F-msg_before] with chance 100 it slips on the first story: msg_before, no msg_after, a fall of the whole drop", () => {
    const r = descend(world(3, ["ALWAYS"]), "t_always");
    expect(rules(r.events, "slip").map((e) => e.data["story"])).to.deep.equal([1]);
    expect(messagesOf(r.events))
      .to.include("Before t_always.")
      .and.to.include("You slip while climbing and fall down.");
    expect(messagesOf(r.events)).to.not.include("After t_always.");
    expect(rules(r.events, "fall")[0]?.data).to.deep.include({ stories: 3, why: "slip", damage: 30 });
    const fell = r.events.filter((e) => e.type === "moved" && (e as { how: string }).how === "fell");
    expect(fell).to.have.length(1);
    expect(rules(r.events, "deployed")).to.have.length(0);
    const you = r.world.characters["you"];
    expect(you?.pos).to.deep.equal({ x: 1, y: 0, z: -3 });
    expect(you?.body["leg_l"]?.hp).to.equal(60 - 12);
    expect(you?.body["torso"]?.hp).to.equal(60 - 6);
  });

  it("[C-slip-outcome][C-down-F-deploy_furn] a slip on story 2 of 2: furniture on level -1 only, the character falls from there", () => {
    let found = false;
    for (let i = 0; i < 200 && !found; i++) {
      const r = descend(reseed(world(2, ["HALF"]), `h${i}`), "t_half");
      const slip = rules(r.events, "slip");
      if (slip[0]?.data["story"] !== 2) continue;
      found = true;
      expect(furnAt(r.world, -1)).to.equal("f_t_line");
      expect(furnAt(r.world, -2)).to.equal(undefined);
      expect(rules(r.events, "fall")[0]?.data).to.deep.include({
        stories: 1,
        from: { x: 1, y: 0, z: -1 },
        to: { x: 1, y: 0, z: -2 },
      });
      expect(messagesOf(r.events)).to.not.include("After t_half.");
    }
    expect(found, "some seed slips on story 2").to.equal(true);
  });

  it("[C-down-F-max_height][L-max_height-default] a drop of 2 with max_height omitted: the aid covers 1 story, then a fall of 1", () => {
    const r = descend(world(2, ["PLAIN"]), "t_plain");
    expect(rules(r.events, "climbed")[0]?.data).to.deep.include({ stories: 1, height: 2 });
    expect(rules(r.events, "fall")[0]?.data).to.deep.include({ stories: 1, why: "remaining_height" });
    expect(r.world.characters["you"]?.pos.z).to.equal(-2);
  });

  it("[C-down-F-allow_remaining_height][C-down-F-msg_after] a drop of 3 with max 1: climbs 1 story, logs msg_after, then falls 2", () => {
    const r = descend(world(3, ["PARTIAL"]), "t_partial");
    const prompt = rules(r.events, "climb_prompt")[0];
    expect(prompt?.data).to.deep.include({ fallsAtLeast: 2 });
    expect(String(prompt?.data["text"])).to.contain("You will fall at least 2 stories.");
    const order = r.events
      .filter((e) => e.type === "moved" || (e.type === "message" && (e as { text: string }).text.startsWith("After")))
      .map((e) => (e.type === "moved" ? (e as { how: string }).how : "msg_after"));
    expect(order).to.deep.equal(["climbed", "climbed", "msg_after", "fell"]);
    expect(rules(r.events, "fall")[0]?.data).to.deep.include({ stories: 2, damage: 20 });
  });

  it("[C-down-deploy-count][C-down-F-deploy_furn] a drop of 3 with max 2: 2 copies, on the two levels climbed", () => {
    const r = descend(world(3, ["DEPLOY2"]), "t_deploy2");
    expect([furnAt(r.world, -1), furnAt(r.world, -2), furnAt(r.world, -3)]).to.deep.equal([
      "f_t_line",
      "f_t_line",
      undefined,
    ]);
    expect(rules(r.events, "deployed")).to.have.length(2);
    expect(r.events.filter((e) => e.type === "tile_changed")).to.have.length(2);
  });

  it("[S-12] deployed furniture stays after the climb", () => {
    const r = descend(world(1, ["DEPLOY2"]), "t_deploy2");
    const later = tick(r.world, c, 50);
    expect(furnAt(later.world, -1)).to.equal("f_t_line");
  });

  it("[C-down-F-cost][C-cost-F-kcal][C-cost-F-thirst][C-cost-F-pain][C-cost-F-damage] 2 stories: each cost is paid twice", () => {
    const r = descend(world(2, ["COSTLY"]), "t_costly");
    const you = r.world.characters["you"];
    expect(you).to.deep.include({ kcal: NEW_KCAL - 100, thirst: 10, pain: 4 });
    expect(you?.body["torso"]?.hp).to.equal(60 - 6);
    expect(rules(r.events, "climb_cost")).to.have.length(2);
  });

  it("[C-cost-stories] a partial descent pays only for the story climbed, not for the fall", () => {
    const r = descend(world(3, ["COSTLY1"]), "t_costly_partial");
    const you = r.world.characters["you"];
    expect(you).to.deep.include({ kcal: NEW_KCAL - 50, thirst: 5, pain: 2 });
    expect(you?.body["torso"]?.hp).to.equal(60 - 3 - 4); // 3 cost, then the 2-story fall's torso share (20 - 8 - 8)
  });

  it("[C-cost-default] an empty cost changes nothing", () => {
    const r = descend(world(1, ["FREE"]), "t_free");
    const you = r.world.characters["you"];
    expect(you).to.deep.include({ kcal: NEW_KCAL, thirst: 0, pain: 0 });
    expect(you?.body["torso"]?.hp).to.equal(60);
  });

  it("[C-cond-F-uses][X-28] uses 1: one item less after a successful climb, none used after a slip; uses 0: unchanged", () => {
    const ladder = descend(
      climbWorld(c, drop(1), [
        { id: "you", pos: { x: 0, y: 0, z: 0 }, inventory: [{ id: "sim_folding_ladder", count: 2 }] },
      ]),
      "sim_folding_ladder",
    );
    expect(ladder.world.characters["you"]?.inventory).to.deep.equal([{ id: "sim_folding_ladder", count: 1 }]);
    expect(ladder.events.find((e) => e.type === "items_removed")).to.deep.include({
      item: "sim_folding_ladder",
      count: 1,
    });
    const slipped = descend(
      climbWorld(c, drop(1), [
        { id: "you", pos: { x: 0, y: 0, z: 0 }, inventory: [{ id: "sim_chalk_pouch", count: 1 }] },
      ]),
      "t_always_item",
    );
    expect(rules(slipped.events, "slip")).to.have.length(1);
    expect(slipped.world.characters["you"]?.inventory).to.deep.equal([{ id: "sim_chalk_pouch", count: 1 }]);
    const gloves = descend(
      climbWorld(
        c,
        drop(1),
        [{ id: "you", pos: { x: 0, y: 0, z: 0 }, worn: [{ id: "sim_grip_gloves", count: 1 }] }],
        "g2",
      ),
      "sim_grip_gloves",
    );
    expect(gloves.world.characters["you"]?.worn).to.deep.equal([{ id: "sim_grip_gloves", count: 1 }]);
  });

  it("[C-down-F-easy_climb_back_up][C-down-F-confirm_text] easy 1 on a drop of 1: the prompt says the way back is easy; default 0: the normal estimate", () => {
    const easy = descend(world(1, ["EASY"]), "t_easy");
    const p = rules(easy.events, "climb_prompt")[0]?.data;
    expect(p).to.deep.include({ easyClimbBackUp: true, shown: true, risk: "a bit tricky" });
    expect(messagesOf(easy.events)[0]).to.equal(
      "Climbing down looks a bit tricky. You should easily be able to climb back up. Use t_easy?",
    );
    const hard = descend(world(1, ["HARD"]), "t_hard");
    expect(messagesOf(hard.events)[0]).to.equal(
      "Climbing down looks a bit tricky. You may have problems climbing back up. Use t_hard?",
    );
  });

  it("[C-climb-sequence][G-16] declining the prompt changes nothing; a perfectly safe climb that is easy to climb back asks nothing", () => {
    const w = world(1, ["HARD"]);
    const r = descend(w, "t_hard", false);
    expect(r.refused).to.equal(undefined);
    expect(r.world.characters).to.deep.equal(w.characters);
    expect(r.world.map).to.deep.equal(w.map);
    expect(r.world.rng).to.deep.equal(w.rng);
    expect(messagesOf(r.events)).to.include("You step back from the ledge.");
    const ladder = climbWorld(c, drop(1), [
      { id: "you", pos: { x: 0, y: 0, z: 0 }, inventory: [{ id: "sim_folding_ladder", count: 1 }] },
    ]);
    const safe = descend(ladder, "k", false);
    expect(rules(safe.events, "climb_prompt")[0]?.data).to.deep.include({ risk: "perfectly safe", shown: false });
    expect(safe.world.characters["you"]?.pos.z).to.equal(-1);
  });

  it("[G-8] never mutates its (deep-frozen) input", () => {
    const w = deepFreeze(world(2, ["DEPLOY2"]));
    const copy = JSON.parse(JSON.stringify(w)) as World;
    descend(w, "t_deploy2");
    expect(JSON.parse(JSON.stringify(w))).to.deep.equal(copy);
  });

  it("[C-menu-trigger] refuses clearly: unknown character, a creature in the way", () => {
    expect(step(world(1, []), { type: "descend", who: "nobody", dir: "e", confirm: true }, c).refused).to.match(
      /no character/,
    );
    const two = climbWorld(c, drop(1), [
      { id: "you", pos: { x: 0, y: 0, z: 0 } },
      { id: "them", pos: { x: 1, y: 0, z: -1 } },
    ]);
    expect(descend(two).refused).to.match(/in the way/);
  });
});
