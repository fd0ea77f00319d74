/**
 * The real game's harvest family of examine actions (issue 19 item 3), on our showcase content
 * (content/examine/harvest.json). IDs introduced here (behaviour of the game beyond the
 * specification; src/iexamine.cpp, src/harvest.cpp, src/map.cpp):
 *   REAL-examine-harvest-season       a plant is picked only in a season its harvest_by_season
 *                                     names: out of season (or HARVESTED) a message, no items, no
 *                                     time, no tile change
 *   REAL-examine-harvest-drops        each entry gives round(uniform(base_num + survival x
 *                                     scale_num)) drops, at most `max`, to the picker
 *   REAL-examine-harvest-regrow       at the start of each season HARVESTED terrain and furniture
 *                                     become their transforms_into again
 *   REAL-examine-harvest_ter          picking a terrain plant: rng(5, 15) s, then its transforms_into
 *   REAL-examine-harvest_ter_nectar   as harvest_ter; a nectar drinker drinks instead
 *   REAL-examine-harvest_furn         picking a furniture plant: it becomes its transforms_into or goes
 *   REAL-examine-harvest_furn_nectar  as harvest_furn; a nectar drinker drinks instead
 *   REAL-examine-harvested_plant      a picked plant says so and nothing else happens
 *   REAL-examine-tree_hickory         dig up (DIG tool, option dig) for roots, killing the tree, or pick
 *   REAL-examine-tree_maple           tap with DRILL, HAMMER and a TREE_TAP item; hang a container
 *   REAL-examine-tree_maple_tapped    sap flows late winter to early spring; take it, the container
 *                                     or the tap
 *   REAL-examine-tree_marloss         pick marloss berries (or mycus fruit past a threshold)
 *   REAL-examine-flower_dahlia        pick: seeds and withered, the root with a DIG tool
 *   REAL-examine-flower_marloss       pick: marloss seeds and withered; drinking its nectar brands you
 *   REAL-examine-clear_overgrown      an overgrown crop is cleared in 60 s to its plant_data base
 */
import { expect } from "chai";
import { step } from "../../../../engine/step/step.js";
import type { World } from "../../../../engine/world/types.js";
import { examine, examineOver, inv, messages, ruleEvents, showcase, tile, room, type Result } from "../support.js";

const SPRING = 10;
const SUMMER = 100;
const AUTUMN = 200;
const WINTER = 300;
const NOTHING = "Nothing can be harvested from this plant in current season.";

/** The seconds its activity took (the activity_done event's turns), or undefined when none ran. */
const took = (r: Result): unknown => ruleEvents(r, "activity_done")[0]?.data["turns"];
/** Nothing changed and nothing was started: the map as it was and no activity held. */
const untouched = (r: Result, w: World): void => {
  expect(r.world.map).to.deep.equal(w.map);
  expect(r.world.characters["you"]?.activity).to.equal(undefined);
};
const floorItems = (w: World, x = 1, y = 1): Record<string, number> =>
  Object.fromEntries((tile(w, x, y).items ?? []).map((s) => [s.id, s.count]));

describe("examine: the real game's harvest actions (issue 19)", () => {
  before(() => showcase());

  it("[REAL-examine-harvest_ter][REAL-examine-harvest-season] an apple tree gives 2 to 5 apples in autumn and becomes harvested; in spring nothing at all", () => {
    const autumn = room({ ter: "ex_t_tree_apple" }, {}, { startDay: AUTUMN, seed: "apple" });
    const r = examineOver(autumn, [2, 1]);
    expect(inv(r.world, "ex_apple")).to.be.within(2, 5);
    expect(tile(r.world, 2, 1).ter).to.equal("ex_t_tree_apple_harvested");
    expect(took(r)).to.be.oneOf([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(ruleEvents(r, "plant_harvested")[0]?.data).to.include({ list: "ex_apple_harv", season: "autumn" });

    const spring = room({ ter: "ex_t_tree_apple" }, {}, { startDay: SPRING });
    const s = examine(spring, [2, 1]);
    expect(messages(s)).to.include(NOTHING);
    expect(s.world.map).to.deep.equal(spring.map);
    expect(s.world.characters).to.deep.equal(spring.characters);
  });

  it("[REAL-examine-harvest-season] declining the question picks nothing and spends nothing", () => {
    const w = room({ ter: "ex_t_tree_apple" }, {}, { startDay: AUTUMN });
    const r = examine(w, [2, 1], { confirm: false });
    expect(r.world.map).to.deep.equal(w.map);
    expect(r.world.characters).to.deep.equal(w.characters);
  });

  it("[REAL-examine-harvest-drops] survival widens the roll: at survival 10 an apple tree gives up to 10, never fewer than 2", () => {
    const counts = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const w = room({ ter: "ex_t_tree_apple" }, { skills: { survival: 10 } }, { startDay: AUTUMN, seed: `s-${i}` });
      counts.add(inv(examineOver(w, [2, 1]).world, "ex_apple"));
    }
    expect(Math.min(...counts)).to.be.at.least(2);
    expect(Math.max(...counts)).to.be.at.most(10);
    expect(Math.max(...counts)).to.be.greaterThan(5);
  });

  it("[REAL-examine-harvest-drops] an entry with base 0 and max 3 gives at most 3; an entry rolling 0 gives nothing", () => {
    const seen = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const w = room(
        { ter: "ex_t_floor", furn: "ex_f_clover" },
        { skills: { survival: 8 } },
        { startDay: SUMMER, seed: `c-${i}` },
      );
      seen.add(inv(examineOver(w, [2, 1]).world, "ex_petals"));
    }
    expect([...seen].every((n) => n >= 0 && n <= 3)).to.equal(true);
    expect(seen.has(3)).to.equal(true);
    expect(seen.has(0)).to.equal(true);
  });

  it("[REAL-examine-harvested_plant] a harvested tree says nothing can be picked and changes nothing", () => {
    const w = room({ ter: "ex_t_tree_apple_harvested" }, {}, { startDay: AUTUMN });
    const r = examine(w, [2, 1]);
    expect(messages(r)).to.include("Nothing can be harvested from this plant in current season");
    expect(r.world.map).to.deep.equal(w.map);
    expect(r.world.characters).to.deep.equal(w.characters);
  });

  it("[REAL-examine-harvest-regrow] a harvested tree becomes harvestable at the first turn of the next season, not before", () => {
    const w = room({ ter: "ex_t_tree_apple_harvested" }, {}, { turn: 273 * 86400 - 3 });
    const before = step(w, { type: "tick", turns: 2 }, showcase()).world;
    expect(tile(before, 2, 1).ter).to.equal("ex_t_tree_apple_harvested");
    const r = step(before, { type: "tick", turns: 1 }, showcase());
    expect(tile(r.world, 2, 1).ter).to.equal("ex_t_tree_apple");
    expect(r.events.some((e) => e.type === "rule" && e.name === "plants_regrown")).to.equal(true);
  });

  it("[REAL-examine-harvest_ter_nectar] a proboscis drinks the linden's nectar (kcal up, tree unchanged); others pick it", () => {
    const drinker = room({ ter: "ex_t_tree_linden" }, { traits: ["PROBOSCIS"], kcal: 1000 }, { startDay: SPRING });
    const d = examineOver(drinker, [2, 1]);
    expect(d.world.characters["you"]?.kcal).to.equal(1130);
    expect(tile(d.world, 2, 1).ter).to.equal("ex_t_tree_linden");
    expect(inv(d.world, "withered")).to.equal(0);
    const masked = room(
      { ter: "ex_t_tree_linden" },
      { traits: ["PROBOSCIS"], kcal: 1000, worn: [{ id: "ex_snout_mask", count: 1 }] },
      { startDay: SPRING },
    );
    const m = examineOver(masked, [2, 1]);
    expect(m.world.characters["you"]?.kcal).to.equal(1000);
    expect(inv(m.world, "withered")).to.be.within(1, 2);
    expect(tile(m.world, 2, 1).ter).to.equal("ex_t_tree_linden_harvested");
    const offSeason = room({ ter: "ex_t_tree_linden" }, { traits: ["PROBOSCIS"], kcal: 1000 }, { startDay: SUMMER });
    const off = examineOver(offSeason, [2, 1]);
    expect(off.world.characters["you"]?.kcal).to.equal(1000);
    expect(tile(off.world, 2, 1).ter).to.equal("ex_t_tree_linden");
  });

  it("[REAL-examine-harvest_furn] chamomile is picked in summer and the flower is gone; in spring it is left", () => {
    const w = room({ ter: "ex_t_floor", furn: "ex_f_chamomile" }, {}, { startDay: SUMMER });
    const r = examineOver(w, [2, 1]);
    expect(inv(r.world, "ex_petals")).to.be.within(2, 4);
    expect(tile(r.world, 2, 1).furn).to.equal(undefined);
    const spring = room({ ter: "ex_t_floor", furn: "ex_f_chamomile" }, {}, { startDay: SPRING });
    untouched(examine(spring, [2, 1]), spring);
  });

  it("[REAL-examine-harvest_furn_nectar] clover: a proboscis drinks and the flower stays; without one the clover is picked", () => {
    const d = examineOver(
      room({ ter: "ex_t_floor", furn: "ex_f_clover" }, { traits: ["PROBOSCIS"] }, { startDay: SUMMER }),
      [2, 1],
    );
    expect(tile(d.world, 2, 1).furn).to.equal("ex_f_clover");
    expect(messages(d)).to.include("You drink some nectar.");
    const p = examineOver(room({ ter: "ex_t_floor", furn: "ex_f_clover" }, {}, { startDay: SUMMER }), [2, 1]);
    expect(tile(p.world, 2, 1).furn).to.equal(undefined);
    expect(inv(p.world, "withered")).to.be.within(1, 2);
    const winter = room({ ter: "ex_t_floor", furn: "ex_f_clover" }, { traits: ["PROBOSCIS"] }, { startDay: WINTER });
    untouched(examine(winter, [2, 1]), winter);
  });

  it("[REAL-examine-tree_hickory] with a spade and option dig the tree dies for 1 to 3 roots at your feet; otherwise nuts in autumn", () => {
    const dig = examineOver(room({ ter: "ex_t_tree_hickory" }, { inventory: [{ id: "ex_spade", count: 1 }] }), [2, 1], {
      option: "dig",
    });
    expect(tile(dig.world, 2, 1).ter).to.equal("t_tree_hickory_dead");
    expect(floorItems(dig.world)["hickory_root"]).to.be.within(1, 3);
    // Digging is no activity but a debt of 2100 moves (the game's mod_moves): from none left, at 100
    // a turn, the digger acts again in turn 22.
    expect(ruleEvents(dig, "activity_started")).to.have.length(0);
    expect(dig.world.turn).to.equal(22);
    const noSpade = examineOver(room({ ter: "ex_t_tree_hickory" }, {}, { startDay: AUTUMN }), [2, 1], {
      option: "dig",
    });
    expect(tile(noSpade.world, 2, 1).ter).to.equal("ex_t_tree_hickory_harvested");
    expect(inv(noSpade.world, "ex_hickory_nut")).to.be.within(5, 12);
    const picked = room({ ter: "ex_t_tree_hickory_harvested" }, {}, { startDay: AUTUMN });
    const again = examine(picked, [2, 1]);
    expect(messages(again)).to.include(NOTHING);
    untouched(again, picked);
  });

  it("[REAL-examine-tree_maple] tapping needs a drill, a hammer and a spile; it hangs the named container", () => {
    const tools = [
      { id: "ex_hand_drill", count: 1 },
      { id: "ex_prybar", count: 1 },
      { id: "ex_spile", count: 1 },
      { id: "ex_sap_bucket", count: 1 },
    ];
    const r = examineOver(room({ ter: "t_tree_maple" }, { inventory: tools }), [2, 1], { item: "ex_sap_bucket" });
    expect(tile(r.world, 2, 1).ter).to.equal("t_tree_maple_tapped");
    expect(floorItems(r.world, 2, 1)).to.deep.equal({ ex_spile: 1, ex_sap_bucket: 1 });
    // The sap flows from the turn the 20 s of tapping end.
    expect(tile(r.world, 2, 1).state).to.deep.equal({ sapSince: 20, sapContainer: "ex_sap_bucket" });
    expect(inv(r.world, "ex_spile") + inv(r.world, "ex_sap_bucket")).to.equal(0);
    expect(took(r)).to.equal(20);
    const noDrill = room({ ter: "t_tree_maple" }, { inventory: tools.slice(1) });
    untouched(examine(noDrill, [2, 1]), noDrill);
    const noSpile = room({ ter: "t_tree_maple" }, { inventory: tools.slice(0, 2) });
    untouched(examine(noSpile, [2, 1]), noSpile);
  });

  /** A tapped tree with a bucket, last looked at on `since`; the world at `now` (turns). */
  const tapped = (since: number, now: number, bucket = true): World =>
    room(
      {
        ter: "t_tree_maple_tapped",
        items: [{ id: "ex_spile", count: 1 }, ...(bucket ? [{ id: "ex_sap_bucket", count: 1 }] : [])],
        state: { sapSince: since, ...(bucket ? { sapContainer: "ex_sap_bucket" } : {}) },
      },
      { inventory: [{ id: "ex_prybar", count: 1 }] },
      { turn: now },
    );
  const DAY = 86400;

  it("[REAL-examine-tree_maple_tapped] ten days of early spring give 32 or 33 units of sap (one per 26325 s); summer gives none", () => {
    const spring = examine(tapped(0, 10 * DAY), [2, 1]);
    expect(inv(spring.world, "maple_sap")).to.be.oneOf([32, 33]);
    expect(floorItems(spring.world, 2, 1)["maple_sap"]).to.equal(undefined);
    const summer = examine(tapped(100 * DAY, 110 * DAY), [2, 1]);
    expect(inv(summer.world, "maple_sap")).to.equal(0);
    const spilt = examine(tapped(0, 10 * DAY, false), [2, 1]);
    expect(inv(spilt.world, "maple_sap")).to.equal(0);
    expect(tile(spilt.world, 2, 1).state?.["sapSince"]).to.equal(10 * DAY);
  });

  it("[REAL-examine-tree_maple_tapped] late winter counts too: from day 340 to day 350 only the 8.75 days after day 341.25 flow", () => {
    const r = examine(tapped(340 * DAY, 350 * DAY), [2, 1], { option: "harvest_sap" });
    // 8.75 days x 86400 / 26325 = 28.72 units.
    expect(inv(r.world, "maple_sap")).to.be.oneOf([28, 29]);
  });

  it("[REAL-examine-tree_maple_tapped] removing the tap needs a hammer; it drops spile, bucket and sap at your feet and untaps the tree", () => {
    const w = tapped(0, 2 * DAY);
    const r = examineOver(w, [2, 1], { option: "remove_tap" });
    expect(tile(r.world, 2, 1).ter).to.equal("t_tree_maple");
    const feet = floorItems(r.world);
    expect(feet["ex_spile"]).to.equal(1);
    expect(feet["ex_sap_bucket"]).to.equal(1);
    expect(feet["maple_sap"]).to.be.oneOf([6, 7]);
    expect(tile(r.world, 2, 1).items).to.equal(undefined);
    expect(took(r)).to.equal(20);
    const noHammer = { ...w, characters: { you: { ...w.characters["you"]!, inventory: [] } } } as World;
    const kept = examineOver(noHammer, [2, 1], { option: "remove_tap" });
    expect(tile(kept.world, 2, 1).ter).to.equal("t_tree_maple_tapped");
  });

  it("[REAL-examine-tree_maple_tapped] a container can be taken down and hung again", () => {
    const down = examine(tapped(0, 0), [2, 1], { option: "remove_container" });
    expect(floorItems(down.world)["ex_sap_bucket"]).to.equal(1);
    expect(tile(down.world, 2, 1).state?.["sapContainer"]).to.equal(undefined);
    const w = tapped(0, 0, false);
    const withBucket = {
      ...w,
      characters: { you: { ...w.characters["you"]!, inventory: [{ id: "ex_sap_bucket", count: 1 }] } },
    } as World;
    const up = examine(withBucket, [2, 1], { item: "ex_sap_bucket" });
    expect(tile(up.world, 2, 1).state?.["sapContainer"]).to.equal("ex_sap_bucket");
    expect(inv(up.world, "ex_sap_bucket")).to.equal(0);
  });

  it("[REAL-examine-tree_marloss] anyone picks 2 to 5 marloss berries at their feet and the tree turns fungal; past the Mycus threshold mycus fruit", () => {
    const r = examine(room({ ter: "ex_t_marloss_tree" }), [2, 1]);
    expect(floorItems(r.world)["marloss_berry"]).to.be.within(2, 5);
    expect(tile(r.world, 2, 1).ter).to.equal("t_tree_fungal");
    expect(r.world.characters["you"]?.moves).to.equal(0);
    expect(ruleEvents(r, "activity_started")).to.have.length(0);
    const mycus = examine(room({ ter: "ex_t_marloss_tree" }, { traits: ["THRESH_MYCUS"] }), [2, 1]);
    expect(floorItems(mycus.world)["mycus_fruit"]).to.be.within(2, 5);
    const marloss = examine(room({ ter: "ex_t_marloss_tree" }, { traits: ["THRESH_MARLOSS"] }), [2, 1], {
      confirm: false,
    });
    expect(floorItems(marloss.world)["mycus_fruit"]).to.equal(1);
    const no = room({ ter: "ex_t_marloss_tree" });
    untouched(examine(no, [2, 1], { confirm: false }), no);
  });

  it("[REAL-examine-flower_dahlia] picking gives seeds and withered, the root only with a digging tool; dead in winter", () => {
    const spade = examineOver(
      room(
        { ter: "ex_t_floor", furn: "ex_f_dahlia" },
        { inventory: [{ id: "ex_spade", count: 1 }] },
        { startDay: SUMMER },
      ),
      [2, 1],
    );
    expect([
      inv(spade.world, "dahlia_root"),
      inv(spade.world, "seed_dahlia"),
      inv(spade.world, "withered"),
    ]).to.deep.equal([1, 1, 1]);
    expect(tile(spade.world, 2, 1).furn).to.equal(undefined);
    const bare = examineOver(room({ ter: "ex_t_floor", furn: "ex_f_dahlia" }, {}, { startDay: SUMMER }), [2, 1]);
    expect([inv(bare.world, "dahlia_root"), inv(bare.world, "seed_dahlia")]).to.deep.equal([0, 1]);
    const winter = room({ ter: "ex_t_floor", furn: "ex_f_dahlia" }, {}, { startDay: WINTER });
    untouched(examine(winter, [2, 1]), winter);
  });

  it("[REAL-examine-flower_marloss] picking, even in winter, leaves 3 marloss seeds at your feet and a withered plant; a nectar drinker is branded", () => {
    const r = examineOver(room({ ter: "ex_t_floor", furn: "ex_f_flower_marloss" }, {}, { startDay: WINTER }), [2, 1]);
    expect(floorItems(r.world)["marloss_seed"]).to.equal(3);
    expect(inv(r.world, "withered")).to.equal(1);
    expect(tile(r.world, 2, 1).furn).to.equal(undefined);
    const d = examineOver(room({ ter: "ex_t_floor", furn: "ex_f_flower_marloss" }, { traits: ["PROBOSCIS"] }), [2, 1]);
    expect(d.world.characters["you"]?.effects.map((e) => e.id)).to.include("teleglow");
    expect(took(d)).to.equal(30);
  });

  it("[REAL-examine-clear_overgrown] an overgrown crop is cleared to nothing, a planter's to the planter, in 60 s", () => {
    const field = examineOver(
      room({ ter: "ex_t_floor", furn: "ex_f_overgrown", items: [{ id: "withered", count: 2 }] }),
      [2, 1],
    );
    expect(tile(field.world, 2, 1).furn).to.equal(undefined);
    expect(tile(field.world, 2, 1).items).to.equal(undefined);
    expect(took(field)).to.equal(60);
    const planter = examineOver(room({ ter: "ex_t_floor", furn: "ex_f_planter_overgrown" }), [2, 1]);
    expect(tile(planter.world, 2, 1).furn).to.equal("ex_f_planter");
  });
});
