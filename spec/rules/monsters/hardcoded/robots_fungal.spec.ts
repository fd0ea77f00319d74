// covers: D2-TAZER, D2-COPBOT, D2-CHICKENBOT, D2-MULTI_ROBOT, D2-RIOTBOT, D2-FLAMETHROWER, D2-SEARCHLIGHT, D2-PHOTOGRAPH, D2-GRENADIER, D2-GRENADIER_ELITE, D2-KAMIKAZE, D2-SCIENCE, D2-PAID_BOT, D2-FUNGUS, D2-FUNGUS_HAZE, D2-FUNGUS_BIG_BLOSSOM, D2-FUNGUS_INJECT, D2-FUNGUS_BRISTLE, D2-FUNGUS_SPROUT, D2-FUNGUS_FORTIFY, D2-FUNGAL_TRAIL, D2-PLANT, D2-GROWPLANTS, D2-SHOCKSTORM, D2-SHOCKING_REVEAL, D2-FUNGUS_CORPORATE, E-7
import { expect } from "chai";
import { loadInline, PROJECT_ROOT } from "../../../support/load.js";
import { join } from "node:path";
import { tick } from "../../../../engine/step/step.js";
import { use, world } from "../support.js";
import {
  arena,
  BIG,
  bestiary,
  edit,
  hasEffect,
  hit,
  living,
  of,
  P,
  ruleNamed,
  setTer,
  tile,
  until,
  withSeed,
} from "./support.js";

const one = (id: string, x = 3, y = 5, attitude: "hostile" | "neutral" | "friendly" = "hostile") =>
  arena([{ type: `sim_hc_${id.toLowerCase()}`, id: "m", pos: P(x, y), attitude }]);
const weapons = (r: { events: Parameters<typeof ruleNamed>[0] }) =>
  ruleNamed(r.events, "robot_weapon").map((e) => e.data["weapon"]);

describe("hardcoded attacks: robots (D2)", () => {
  it("[D2-TAZER] electric damage or a stun", () => {
    const r = until(one("TAZER"), "m", "TAZER", (x) => hasEffect(x.world, "you", "stunned"));
    expect(of(r.events, "damaged")[0]?.damageType).to.equal("electric");
  });
  it("[D2-COPBOT] the first use only warns; the next one tazes", () => {
    const first = hit(one("COPBOT"), "m", "COPBOT");
    expect(ruleNamed(first.events, "copbot_warning")).to.have.length(1);
    expect(of(first.events, "damaged")).to.have.length(0);
    const second = until(first.world, "m", "COPBOT", (x) => hasEffect(x.world, "you", "stunned"));
    expect(ruleNamed(second.events, "copbot_warning")).to.have.length(0);
  });
  it("[D2-CHICKENBOT] the tazer when adjacent, the rifle and the grenade launcher farther away", () => {
    expect(weapons(hit(one("CHICKENBOT"), "m", "CHICKENBOT"))).to.deep.equal(["tazer"]);
    expect(weapons(hit(one("CHICKENBOT", 8), "m", "CHICKENBOT"))).to.deep.equal(["rifle"]);
    expect(weapons(hit(one("CHICKENBOT", 20), "m", "CHICKENBOT"))).to.deep.equal(["grenade"]);
  });
  it("[D2-MULTI_ROBOT] tazer, flamethrower, rifle by distance bands", () => {
    expect(weapons(hit(one("MULTI_ROBOT"), "m", "MULTI_ROBOT"))).to.deep.equal(["tazer"]);
    expect(weapons(hit(one("MULTI_ROBOT", 5), "m", "MULTI_ROBOT"))).to.deep.equal(["flamethrower"]);
    expect(weapons(hit(one("MULTI_ROBOT", 12), "m", "MULTI_ROBOT"))).to.deep.equal(["rifle"]);
  });
  it("[D2-RIOTBOT] every branch occurs over seeds: handcuffs, flash, tear gas, relaxation gas", () => {
    const seen = new Set<unknown>();
    for (let i = 0; i < 200; i++)
      for (const e of ruleNamed(hit(withSeed(one("RIOTBOT"), `r${i}`), "m", "RIOTBOT").events, "riotbot"))
        seen.add(e.data["branch"]);
    expect([...seen].sort()).to.deep.equal(["flash", "handcuff", "relaxation_gas", "tear_gas"]);
  });
  it("[D2-FLAMETHROWER] fire fields along the line and fire damage", () => {
    const r = hit(one("FLAMETHROWER", 5), "m", "FLAMETHROWER");
    expect(tile(r.world, P(3, 5))?.fields?.some((f) => f.id === "fd_fire")).to.equal(true);
    expect(of(r.events, "damaged")[0]?.damageType).to.equal("heat");
  });
  it("[D2-SEARCHLIGHT] a light follows the target", () => {
    let w = one("SEARCHLIGHT", 10);
    const spots: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = hit(w, "m", "SEARCHLIGHT");
      w = r.world;
      spots.push(Number((ruleNamed(r.events, "searchlight")[0]!.data["spot"] as { x: number }).x));
    }
    expect(spots).to.deep.equal([9, 8, 7]);
    expect(tile(w, P(7, 5))?.fields?.some((f) => f.id === "fd_spotlight")).to.equal(true);
    expect(tile(w, P(8, 5))?.fields ?? []).to.have.length(0);
  });
  it("[D2-PHOTOGRAPH] a message, and an alert state is recorded; the robot's voice booms at the game's volume 80", () => {
    const r = hit(one("PHOTOGRAPH", 6), "m", "PHOTOGRAPH");
    expect(r.world.monsters["m"]?.vars?.["photographed"]).to.equal("you");
    expect(ruleNamed(r.events, "alert")).to.have.length(1);
    expect(r.events.find((e) => e.type === "sound")).to.include({ volume: 80 });
  });
  for (const id of ["GRENADIER", "GRENADIER_ELITE"]) {
    it(`[D2-${id}] one unit of the chosen hack ammo is used and that hack spawns`, () => {
      const w = one(id, 8);
      const before = w.monsters["m"]?.ammo["bot_gasbomb_hack"] ?? 0;
      const r = hit(w, "m", id);
      expect(r.world.monsters["m"]?.ammo["bot_gasbomb_hack"]).to.equal(before - 1);
      expect(of(r.events, "spawned")[0]?.monster).to.equal("mon_gasbomb_hack");
    });
  }
  it("[D2-KAMIKAZE] the explosion happens after the countdown, and the monster dies", () => {
    let w = arena([{ type: "mon_gasbomb_hack", id: "m", pos: P(4, 5) }]);
    const lit = hit(w, "m", "KAMIKAZE");
    expect(ruleNamed(lit.events, "fuse_lit")).to.have.length(1);
    const at = Number(ruleNamed(lit.events, "fuse_lit")[0]?.data["explodesAt"]);
    w = lit.world;
    expect(hit({ ...w, turn: at - 1 }, "m", "KAMIKAZE").value, "not yet").to.equal(false);
    const boom = hit({ ...w, turn: at }, "m", "KAMIKAZE");
    expect(ruleNamed(boom.events, "explosion")).to.have.length(1);
    expect(boom.world.monsters["m"]?.dead).to.equal(true);
    expect(of(boom.events, "damaged").some((e) => e.who === "you")).to.equal(true);
  });
  it("[D2-SCIENCE] one of its sub-attacks happens", () => {
    const seen = new Set<unknown>();
    for (let i = 0; i < 100; i++)
      for (const e of ruleNamed(hit(withSeed(one("SCIENCE"), `s${i}`), "m", "SCIENCE").events, "science"))
        seen.add(e.data["attack"]);
    expect([...seen]).to.include.members(["shock", "radiation", "manhack", "acid"]);
  });
  it("[D2-PAID_BOT] once the paid effect expires, the monster is no longer friendly", () => {
    let w = edit(one("PAID_BOT", 3, 5, "friendly"), (d) => {
      d.monsters["m"]!.effects = [{ id: "paid", intensity: 1, duration: 2 }];
    });
    expect(hit(w, "m", "PAID_BOT", null).value).to.equal(false);
    w = tick(w, bestiary(), 3).world;
    expect(w.monsters["m"]?.attitude).to.not.equal("friendly");
  });
});

describe("hardcoded attacks: fungi and plants (D2)", () => {
  it("[D2-FUNGUS] needs no target: a fungaloid with nobody to attack releases its spores all the same", () => {
    const r = hit(one("FUNGUS"), "m", "FUNGUS", null);
    expect(r.value).to.equal(true);
    expect(r.events.some((e) => e.type === "message" && /releases a cloud of spores/.test(e.text))).to.equal(true);
  });
  it("[D2-FUNGUS] releases spores; with a successful roll the target gets the fungal infection", () => {
    const r = until(one("FUNGUS"), "m", "FUNGUS", (x) => hasEffect(x.world, "you", "fungus"));
    expect(r.world.monsters["m"]?.moves).to.equal(-200);
  });
  it("[D2-FUNGUS_HAZE] fungal fields appear nearby", () => {
    const r = hit(one("FUNGUS_HAZE", 8), "m", "FUNGUS_HAZE");
    const n = r.world.map.levels[0]!.rows.flat().filter((t) => t.fields?.some((f) => f.id === "fd_fungal_haze")).length;
    expect(n).to.be.greaterThan(0);
  });
  it("[D2-FUNGUS_BIG_BLOSSOM] fire fields in range are removed", () => {
    const w = edit(one("FUNGUS_BIG_BLOSSOM", 8), (d) => {
      (d.map.levels[0]!.rows[5]![10] as { fields?: unknown }).fields = [{ id: "fd_fire", intensity: 2 }];
    });
    const r = hit(w, "m", "FUNGUS_BIG_BLOSSOM");
    expect(tile(r.world, P(10, 5))?.fields?.some((f) => f.id === "fd_fire")).to.equal(false);
  });
  for (const id of ["FUNGUS_INJECT", "FUNGUS_BRISTLE"]) {
    it(`[D2-${id}] with a successful roll the attack causes fungal infection`, () => {
      const r = until(one(id), "m", id, (x) => hasEffect(x.world, "you", "fungus"));
      expect(of(r.events, "damaged")).to.have.length(1);
    });
  }
  it("[D2-FUNGUS_SPROUT] fungal wall terrain appears", () => {
    const r = hit(one("FUNGUS_SPROUT", 8), "m", "FUNGUS_SPROUT");
    expect(of(r.events, "tile_changed").map((e) => e.terrain?.to)).to.include("t_fungus_wall");
  });
  it("[D2-FUNGUS_FORTIFY] hedgerow terrain appears", () => {
    const r = hit(one("FUNGUS_FORTIFY", 8), "m", "FUNGUS_FORTIFY");
    expect(of(r.events, "tile_changed").map((e) => e.terrain?.to)).to.include("t_fungus_mound");
  });
  it("[D2-FUNGAL_TRAIL] neighbouring terrain becomes fungal", () => {
    const r = hit(one("FUNGAL_TRAIL", 8), "m", "FUNGAL_TRAIL");
    expect(tile(r.world, P(9, 5))?.ter).to.equal("t_fungus");
  });
  it("[D2-PLANT] the monster is replaced by a fungaloid", () => {
    const r = hit(one("PLANT", 8), "m", "PLANT");
    expect(r.world.monsters["m"]?.type).to.equal("mon_fungaloid");
  });
  it("[D2-GROWPLANTS] the promotion chain: underbrush to young tree to tree", () => {
    let w = setTer(setTer(one("GROWPLANTS", 8), P(9, 5), "t_underbrush"), P(7, 5), "t_tree_young");
    w = hit(w, "m", "GROWPLANTS").world;
    expect(tile(w, P(9, 5))?.ter).to.equal("t_tree_young");
    expect(tile(w, P(7, 5))?.ter).to.equal("t_tree");
    w = hit(w, "m", "GROWPLANTS").world;
    expect(tile(w, P(9, 5))?.ter).to.equal("t_tree");
  });
});

describe("hardcoded attacks: lightning and the mod attacks (D2, E-7)", () => {
  it("[D2-SHOCKSTORM][D2-detail] electric damage along a line, 50 moves", () => {
    const r = until(one("SHOCKSTORM", 8), "m", "SHOCKSTORM", (x) =>
      of(x.events, "damaged").some((e) => e.who === "you" && e.damageType === "electric"),
    );
    expect(r.world.monsters["m"]?.moves).to.equal(-50);
    expect(r.world.map.levels[0]!.rows.flat().some((t) => t.fields?.some((f) => f.id === "fd_electricity"))).to.equal(
      true,
    );
  });
  it("[D2-SHOCKING_REVEAL] lightning plus the yelled reveal; without its lines: a runtime error", () => {
    const r = hit(one("SHOCKING_REVEAL", 8), "m", "SHOCKING_REVEAL");
    expect(of(r.events, "sound")[0]?.description).to.contain("You won't believe this one trick");
    const c = loadInline(
      {
        "x.json": [
          { type: "MONSTER", flags: ["SEES"], id: "x", name: "x", hp: 10, special_attacks: [["SHOCKING_REVEAL", 1]] },
        ],
      },
      { base: [join(PROJECT_ROOT, "content", "base")] },
    ).content;
    const w = world(c, {
      rows: BIG,
      you: { pos: P(2, 5) },
      monsters: [{ type: "x", id: "x", pos: P(6, 5), attitude: "hostile" }],
    });
    const bare = use(w, c, "x", "SHOCKING_REVEAL");
    expect(bare.value).to.equal(false);
    expect(of(bare.events, "runtime_error")).to.have.length(1);
  });
  it("[D2-FUNGUS_CORPORATE][E-7] with the mod's items: items appear; without them: a runtime error and nothing else changes", () => {
    const w = one("FUNGUS_CORPORATE", 8);
    const r = hit(w, "m", "FUNGUS_CORPORATE");
    expect(r.value).to.equal(false);
    expect(of(r.events, "runtime_error")).to.have.length(1);
    expect({ ...r.world, rng: w.rng }).to.deep.equal(w);
    const c = loadInline(
      {
        "x.json": [
          {
            type: "GENERIC",
            id: "sporeos",
            name: { str: "SpOreos" },
            description: "x",
            weight: "10 g",
            volume: "10 ml",
          },
        ],
      },
      { base: [join(PROJECT_ROOT, "content", "base"), join(PROJECT_ROOT, "content", "monsters")] },
    ).content;
    const ok = use(w, c, "m", "FUNGUS_CORPORATE");
    expect(ok.value).to.equal(true);
    expect(tile(ok.world, P(8, 5))?.items?.[0]).to.include({ id: "sporeos", count: 1 });
    expect(living(ok.world)).to.include("m");
  });
});
