// covers: REAL-targetless, D2-NONE, D2-FUNGUS, D2-FUNGUS_HAZE, D2-FUNGUS_BIG_BLOSSOM, D2-FUNGUS_SPROUT, D2-FUNGUS_FORTIFY, D2-FUNGAL_TRAIL, D2-PLANT, D2-GROWPLANTS, D2-FUNGUS_GROWTH, D2-TRIFFID_GROWTH, D2-EAT_CROP, D2-EAT_FOOD, D2-EAT_CARRION, D2-ABSORB_ITEMS, D2-ABSORB_MEAT, D2-SPLIT, D2-ZOMBIE_FUSE, D2-GENERATOR, D2-DANCE, D2-JACKSON, D2-BREATHE, D2-CALLBLOBS, D2-FORMBLOB, D2-LEECH_SPAWNER, D2-MON_LEECH_EVOLUTION, D2-RESURRECT, D2-UPGRADE, D2-DISAPPEAR, D2-TRIFFID_HEARTBEAT, D2-GROW_VINE, D2-SEARCHLIGHT, D2-PARROT, D2-PARROT_AT_DANGER, D2-PAID_BOT, D2-VINE, D2-SLIMESPRING, D2-FLESH_TENDRIL, D2-RATTLE, D2-RATKING, D2-DARKMAN, D2-DOGTHING, D2-STARE, D2-FEAR_PARALYZE, D2-BRANDISH, D2-BLOW_WHISTLE, D2-PHOTOGRAPH, D2-GRENADIER, D2-GRENADIER_ELITE, D2-ACID, D2-ACID_ACCURATE, D2-ACID_BARF, D2-BOOMER, D2-BOOMER_GLOW, D2-SPIT_SAP, D2-SHRIEK, D2-SHRIEK_ALERT, D2-SHRIEK_STUN, D2-HOWL, D2-SMASH, D2-LUNGE, D2-IMPALE, D2-LONGSWIPE, D2-STRETCH_ATTACK, D2-STRETCH_BITE, D2-TENTACLE, D2-FLESH_GOLEM, D2-EVOLVE_KILL_STRIKE, D2-BIO_OP_BIOJUTSU, D2-BIO_OP_DISARM, D2-BIO_OP_IMPALE, D2-BIO_OP_TAKEDOWN, D2-DERMATIK, D2-GENE_STING, D2-PARA_STING, D2-PULL_METAL_WEAPON, D2-SHOCKSTORM, D2-TAZER, D2-COPBOT, D2-RIOTBOT, D2-SCIENCE, D2-CHICKENBOT, D2-MULTI_ROBOT, D2-FLAMETHROWER, D2-SUICIDE, D2-KAMIKAZE, D2-TINDALOS_TELEPORT, D2-FUNGUS_INJECT, D2-FUNGUS_BRISTLE
/**
 * Special attacks without a target (issue 15; docs/monster_specials.md). The game calls every ready
 * special attack each turn, target or not, and each attack decides for itself. On our bestiary
 * (content/monsters): the attacks that need no target act with no one in sight and no target
 * given; those that look for a character themselves find one the monster has not picked (a
 * neutral monster picks no one); those that need the attack target stay silent without one, even
 * with a character standing right next to the monster, or with a target out of sight.
 */
import { expect } from "chai";
import type { World } from "../../../engine/world/types.js";
import type { Ran } from "./support.js";
import {
  bestiary,
  corpse,
  edit,
  hasEffect,
  hit,
  living,
  of,
  P,
  putItems,
  setTer,
  tile,
  until,
  withSeed,
  type M,
} from "./hardcoded/support.js";
import { trySpecialAttacks } from "../../../engine/rules/monsters/dispatch.js";
import { run, world } from "./support.js";
import { isRuleEvent, type RuleEventOf, type SimEvent } from "../../../engine/sim/events.js";
import type { RuleName } from "../../../engine/sim/rule_events.js";

/** A room cut in two by a wall at x = 15: "you" stand alone at (19, 5), out of every monster's sight. */
const WALLED = [
  "######################",
  ...Array.from({ length: 9 }, () => "#..............#.....#"),
  "######################",
];
const FAR = P(19, 5);

function alone(monsters: M[], you = FAR, seed = "tl"): World {
  return world(bestiary(), { rows: WALLED, seed, you: { pos: you }, monsters });
}

const rules = <N extends RuleName>(r: Ran<boolean>, name: N) =>
  r.events.filter((e): e is SimEvent & RuleEventOf<N> => isRuleEvent(e, name));
const spawnedTypes = (r: Ran<boolean>) => of(r.events, "spawned").map((e) => e.monster);
const sounds = (r: Ran<boolean>) => of(r.events, "sound").map((e) => e.description);
const terrainTo = (r: Ran<boolean>) => of(r.events, "tile_changed").map((e) => e.terrain?.to);
const movesOf = (w: World, id = "m") => w.monsters[id]?.moves ?? 0;

/** The attack called once with no target at all. */
const untargeted = (w: World, id: string) => hit(w, "m", id, null);

describe("special attacks without a target (REAL-targetless)", () => {
  describe("need no target: they act with no one in sight", () => {
    it("[D2-NONE][REAL-targetless] NONE is a use without anyone there", () => {
      expect(untargeted(alone([{ type: "sim_hc_none", id: "m", pos: P(8, 5) }]), "NONE").value).to.equal(true);
    });
    it("[D2-FUNGUS][REAL-targetless] spores are released, for the game's 200 moves", () => {
      const w = alone([{ type: "sim_hc_fungus", id: "m", pos: P(8, 5) }]);
      const r = untargeted(w, "FUNGUS");
      expect(r.value).to.equal(true);
      expect(movesOf(r.world)).to.equal(movesOf(w) - 200);
    });
    it("[D2-FUNGUS_HAZE][REAL-targetless] fungal haze fills tiles around it", () => {
      const r = untargeted(alone([{ type: "sim_hc_fungus_haze", id: "m", pos: P(8, 5) }]), "FUNGUS_HAZE");
      const hazy = r.world.map.levels[0]!.rows.flat().filter((t) => t.fields?.some((f) => f.id === "fd_fungal_haze"));
      expect(hazy.length).to.be.greaterThan(0);
    });
    it("[D2-FUNGUS_BIG_BLOSSOM][REAL-targetless] with no fire and no one around it still breathes out its spores", () => {
      const r = untargeted(alone([{ type: "sim_hc_fungus_big_blossom", id: "m", pos: P(8, 5) }]), "FUNGUS_BIG_BLOSSOM");
      expect(r.value).to.equal(true);
      expect(rules(r, "fire_suppressed")[0]?.data["tiles"]).to.equal(0);
    });
    it("[D2-FUNGUS_SPROUT][REAL-targetless] a fungal wall grows with no one in sight", () => {
      const r = untargeted(alone([{ type: "sim_hc_fungus_sprout", id: "m", pos: P(8, 5) }]), "FUNGUS_SPROUT");
      expect(terrainTo(r)).to.include("t_fungus_wall");
    });
    it("[D2-FUNGUS_FORTIFY][REAL-targetless] hedgerows grow with no one in sight; a friendly tower grows none", () => {
      const r = untargeted(alone([{ type: "sim_hc_fungus_fortify", id: "m", pos: P(8, 5) }]), "FUNGUS_FORTIFY");
      expect(terrainTo(r)).to.include("t_fungus_mound");
      const tame = alone([{ type: "sim_hc_fungus_fortify", id: "m", pos: P(8, 5), attitude: "friendly" }]);
      expect(terrainTo(untargeted(tame, "FUNGUS_FORTIFY"))).to.have.length(0);
    });
    it("[D2-FUNGAL_TRAIL][REAL-targetless] the ground around it turns fungal", () => {
      const r = untargeted(alone([{ type: "sim_hc_fungal_trail", id: "m", pos: P(8, 5) }]), "FUNGAL_TRAIL");
      expect(tile(r.world, P(9, 5))?.ter).to.equal("t_fungus");
    });
    it("[D2-PLANT][REAL-targetless] the spore takes root", () => {
      const r = untargeted(alone([{ type: "sim_hc_plant", id: "m", pos: P(8, 5) }]), "PLANT");
      expect(r.world.monsters["m"]?.type).to.equal("mon_fungaloid");
    });
    it("[D2-GROWPLANTS][REAL-targetless] underbrush grows into a young tree", () => {
      const w = setTer(alone([{ type: "sim_hc_growplants", id: "m", pos: P(8, 5) }]), P(9, 5), "t_underbrush");
      expect(tile(untargeted(w, "GROWPLANTS").world, P(9, 5))?.ter).to.equal("t_tree_young");
    });
    for (const [id, young, adult] of [
      ["FUNGUS_GROWTH", "mon_fungaloid_young", "mon_fungaloid"],
      ["TRIFFID_GROWTH", "mon_triffid_young", "mon_triffid"],
    ] as const) {
      it(`[D2-${id}][REAL-targetless] the young one grows up alone`, () => {
        const r = untargeted(alone([{ type: young, id: "m", pos: P(8, 5) }]), id);
        expect(r.world.monsters["m"]?.type).to.equal(adult);
      });
    }
    it("[D2-EAT_CROP][REAL-targetless] the crop next to it is eaten", () => {
      const w = setTer(
        alone([{ type: "sim_hc_eat_crop", id: "m", pos: P(8, 5) }]),
        P(9, 5),
        "t_floor",
        "f_plant_sim_crop",
      );
      expect(tile(untargeted(w, "EAT_CROP").world, P(9, 5))?.furn).to.equal(undefined);
    });
    it("[D2-EAT_FOOD][REAL-targetless] the food next to it is eaten", () => {
      const w = putItems(alone([{ type: "sim_hc_eat_food", id: "m", pos: P(8, 5) }]), P(9, 5), [
        { id: "sim_jerky", count: 1 },
      ]);
      expect(tile(untargeted(w, "EAT_FOOD").world, P(9, 5))?.items).to.equal(undefined);
    });
    it("[D2-EAT_CARRION][REAL-targetless] the corpse next to it is gnawed", () => {
      const w = corpse(
        alone([
          { type: "sim_hc_eat_carrion", id: "m", pos: P(8, 5) },
          { type: "sim_hc_zombie", id: "z", pos: P(9, 5) },
        ]),
        "z",
      );
      expect(untargeted(w, "EAT_CARRION").world.monsters["z"]?.vars?.["corpse_damage"]).to.equal(1);
    });
    it("[D2-ABSORB_ITEMS][D2-SPLIT][REAL-targetless] it takes in what lies under it, and splits when big enough", () => {
      const w = putItems(alone([{ type: "sim_hc_absorb_items", id: "m", pos: P(8, 5) }]), P(8, 5), [
        { id: "sim_paper_pile", count: 1 },
      ]);
      expect(tile(untargeted(w, "ABSORB_ITEMS").world, P(8, 5))?.items).to.equal(undefined);
      const big = edit(w, (d) => {
        d.monsters["m"]!.hp = 60;
      });
      expect(spawnedTypes(untargeted(big, "SPLIT"))).to.deep.equal(["sim_hc_absorb_items"]);
    });
    it("[D2-ABSORB_MEAT][REAL-targetless] the meat next to it is absorbed", () => {
      const w = putItems(
        edit(alone([{ type: "sim_hc_absorb_meat", id: "m", pos: P(8, 5) }]), (d) => {
          d.monsters["m"]!.hp = 10;
        }),
        P(9, 5),
        [{ id: "sim_meat_scrap", count: 1 }],
      );
      expect(untargeted(w, "ABSORB_MEAT").world.monsters["m"]?.hp).to.be.greaterThan(10);
    });
    it("[D2-ZOMBIE_FUSE][REAL-targetless] it fuses with the zombie next to it", () => {
      const w = alone([
        { type: "sim_hc_zombie_fuse", id: "m", pos: P(8, 5) },
        { type: "sim_hc_zombie", id: "a", pos: P(9, 5) },
      ]);
      expect(living(untargeted(w, "ZOMBIE_FUSE").world)).to.deep.equal(["m"]);
    });
    it("[D2-GENERATOR][D2-DANCE][REAL-targetless] the hum and the dance need no audience", () => {
      const hum = untargeted(alone([{ type: "sim_hc_generator", id: "m", pos: P(8, 5) }]), "GENERATOR");
      expect(sounds(hum)).to.have.length(1);
      const dance = untargeted(alone([{ type: "sim_hc_dance", id: "m", pos: P(8, 5) }]), "DANCE");
      expect(of(dance.events, "message")).to.have.length(1);
    });
    it("[D2-JACKSON][REAL-targetless] zombies nearby start dancing", () => {
      const w = alone([
        { type: "sim_hc_jackson", id: "m", pos: P(8, 5), attitude: "neutral" },
        { type: "sim_hc_zombie", id: "z", pos: P(9, 5), attitude: "neutral" },
      ]);
      expect(untargeted(w, "JACKSON").world.monsters["z"]?.type).to.equal("mon_zombie_dancer");
    });
    it("[D2-BREATHE][D2-FORMBLOB][D2-LEECH_SPAWNER][D2-GROW_VINE][REAL-targetless] the spawners spawn with no one about", () => {
      for (const [type, id, spawn] of [
        ["mon_breather_hub", "BREATHE", "mon_breather"],
        ["mon_blob", "FORMBLOB", "mon_blob_small"],
        ["mon_creeper_hub", "GROW_VINE", "mon_creeper_vine"],
      ] as const)
        expect(spawnedTypes(untargeted(alone([{ type, id: "m", pos: P(8, 5) }]), id)), id).to.include(spawn);
      const leech = untargeted(alone([{ type: "mon_leech_blossom", id: "m", pos: P(8, 5) }]), "LEECH_SPAWNER");
      expect(spawnedTypes(leech).length).to.be.greaterThan(0);
    });
    it("[D2-GROW_VINE][REAL-targetless] a friendly hub keeps room next to a character, and grows away from one", () => {
      const near = alone([{ type: "mon_creeper_hub", id: "m", pos: P(8, 5), attitude: "friendly" }], P(10, 5));
      expect(untargeted(near, "GROW_VINE").value).to.equal(false);
      const away = alone([{ type: "mon_creeper_hub", id: "m", pos: P(8, 5), attitude: "friendly" }]);
      expect(spawnedTypes(untargeted(away, "GROW_VINE"))).to.include("mon_creeper_vine");
    });
    it("[D2-CALLBLOBS][REAL-targetless] the brain calls its blobs in", () => {
      const w = alone([
        { type: "mon_blob_brain", id: "m", pos: P(8, 5) },
        ...[1, 2, 3].map((i) => ({ type: "mon_blob_small", id: `b${i}`, pos: P(10, 2 + i) })),
      ]);
      expect(rules(untargeted(w, "CALLBLOBS"), "callblobs")).to.have.length(1);
    });
    it("[D2-MON_LEECH_EVOLUTION][REAL-targetless] a stalk with no blossom in sight blooms", () => {
      const r = untargeted(alone([{ type: "mon_leech_stalk", id: "m", pos: P(8, 5) }]), "MON_LEECH_EVOLUTION");
      expect(r.world.monsters["m"]?.type).to.equal("mon_leech_blossom");
    });
    it("[D2-RESURRECT][REAL-targetless] a corpse nearby rises", () => {
      const w = corpse(
        alone([
          { type: "sim_hc_resurrect", id: "m", pos: P(8, 5) },
          { type: "sim_hc_zombie", id: "z", pos: P(10, 5) },
        ]),
        "z",
        0,
      );
      expect(untargeted(w, "RESURRECT").world.monsters["z"]?.dead).to.equal(undefined);
    });
    it("[D2-UPGRADE][REAL-targetless] with no one to upgrade it is angered, target or not", () => {
      const r = untargeted(alone([{ type: "sim_hc_upgrade", id: "m", pos: P(8, 5), attitude: "neutral" }]), "UPGRADE");
      expect(r.world.monsters["m"]?.attitude).to.equal("hostile");
    });
    it("[D2-DISAPPEAR][REAL-targetless] the shadow fades", () => {
      expect(
        untargeted(alone([{ type: "mon_shadow", id: "m", pos: P(8, 5) }]), "DISAPPEAR").world.monsters["m"],
      ).to.equal(undefined);
    });
    it("[D2-TRIFFID_HEARTBEAT][REAL-targetless] the heart beats", () => {
      const r = untargeted(alone([{ type: "sim_hc_triffid_heartbeat", id: "m", pos: P(8, 5) }]), "TRIFFID_HEARTBEAT");
      expect(sounds(r)).to.include("thu-THUMP.");
    });
    it("[D2-SEARCHLIGHT][REAL-targetless] with no one to follow the beam sweeps on, lighting a new tile each time", () => {
      let w = alone([{ type: "sim_hc_searchlight", id: "m", pos: P(8, 5) }]);
      const lit: string[] = [];
      for (let i = 0; i < 3; i++) {
        const r = untargeted(w, "SEARCHLIGHT");
        expect(r.value).to.equal(true);
        w = r.world;
        const spots = w.map.levels[0]!.rows.flatMap((row, y) =>
          row.flatMap((t, x) => (t.fields?.some((f) => f.id === "fd_spotlight") ? [`${x},${y}`] : [])),
        );
        expect(spots).to.have.length(1);
        lit.push(spots[0]!);
      }
      expect(new Set(lit).size).to.equal(3);
    });
    it("[D2-PARROT][REAL-targetless] the parrot talks to no one", () => {
      const r = until(
        alone([{ type: "sim_hc_parrot", id: "m", pos: P(8, 5) }]),
        "m",
        "PARROT",
        (x) => x.value,
        400,
        null,
      );
      expect(sounds(r)).to.have.length(1);
    });
    it("[D2-PARROT_AT_DANGER][REAL-targetless] it finds the danger itself", () => {
      const w = alone([
        { type: "sim_hc_parrot_at_danger", id: "m", pos: P(6, 5), attitude: "neutral" },
        { type: "sim_hc_howl", id: "h", pos: P(9, 5), attitude: "hostile" },
      ]);
      expect(sounds(until(w, "m", "PARROT_AT_DANGER", (x) => x.value, 400, null))).to.have.length(1);
    });
    it("[D2-PAID_BOT][REAL-targetless] unpaid, the bot stops being friendly with no one around", () => {
      const w = alone([{ type: "sim_hc_paid_bot", id: "m", pos: P(8, 5), attitude: "friendly" }]);
      expect(untargeted(w, "PAID_BOT").world.monsters["m"]?.attitude).to.equal("neutral");
    });
    it("[D2-VINE][REAL-targetless] the vine lashes what stands next to it without being given a target", () => {
      const w = alone([
        { type: "mon_creeper_vine", id: "m", pos: P(8, 5) },
        { type: "sim_hc_zombie", id: "z", pos: P(9, 5), attitude: "friendly" },
      ]);
      const r = until(w, "m", "VINE", (x) => of(x.events, "attack").some((e) => e.target === "z"), 400, null);
      expect(r.value).to.equal(true);
    });
    it("[D2-FLESH_TENDRIL][REAL-targetless] with no target it only roars now and then, as no use of the attack", () => {
      const w = alone([{ type: "sim_hc_flesh_tendril", id: "m", pos: P(8, 5) }]);
      const r = until(w, "m", "FLESH_TENDRIL", (x) => sounds(x).includes("a deafening roar!"), 2000, null);
      expect(r.value).to.equal(false);
      expect(movesOf(r.world)).to.equal(movesOf(w) - 200);
      expect(spawnedTypes(r)).to.have.length(0);
    });
  });

  describe("look for a character themselves, not for the monster's target", () => {
    it("[D2-RATTLE][REAL-targetless] a neutral snake, which picks no target, rattles at a character it sees within 4", () => {
      const w = alone([{ type: "sim_hc_rattle", id: "m", pos: P(8, 5), attitude: "neutral" }], P(11, 5));
      expect(sounds(untargeted(w, "RATTLE"))).to.include("a sibilant rattling sound!");
      expect(untargeted(alone([{ type: "sim_hc_rattle", id: "m", pos: P(8, 5) }]), "RATTLE").value).to.equal(false);
    });
    it("[D2-RATKING][REAL-targetless] the rat king reaches a character it cannot see", () => {
      const w = alone([{ type: "sim_hc_ratking", id: "m", pos: P(12, 5) }], P(17, 5));
      const r = untargeted(w, "RATKING");
      expect(r.value).to.equal(true);
      expect(of(r.events, "message").map((e) => e.about)).to.include("you");
    });
    it("[D2-DARKMAN][REAL-targetless] shadows split off near an unseen character; the darkness falls only on one it sees", () => {
      const w = alone([{ type: "sim_hc_darkman", id: "m", pos: P(8, 5) }]);
      const r = until(w, "m", "DARKMAN", (x) => spawnedTypes(x).includes("mon_shadow"), 400, null);
      expect(hasEffect(r.world, "you", "darkness")).to.equal(false);
      const seen = alone([{ type: "sim_hc_darkman", id: "m", pos: P(8, 5) }], P(12, 5));
      expect(hasEffect(untargeted(seen, "DARKMAN").world, "you", "darkness")).to.equal(true);
      const tame = alone([{ type: "sim_hc_darkman", id: "m", pos: P(8, 5), attitude: "friendly" }], P(12, 5));
      expect(untargeted(tame, "DARKMAN").value).to.equal(false);
    });
    it("[D2-DOGTHING][REAL-targetless] a neutral dog changes when a character sees it, and never when no one does", () => {
      const seen = alone([{ type: "sim_hc_dogthing", id: "m", pos: P(8, 5), attitude: "neutral" }], P(12, 5));
      const r = until(seen, "m", "DOGTHING", (x) => x.value, 400, null);
      expect(r.world.monsters["m"]).to.include({ type: "mon_headless_dog_thing", attitude: "hostile" });
      const unseen = alone([{ type: "sim_hc_dogthing", id: "m", pos: P(8, 5), attitude: "neutral" }]);
      for (let i = 0; i < 30; i++) expect(untargeted(withSeed(unseen, `d${i}`), "DOGTHING").value).to.equal(false);
    });
    it("[D2-STARE][REAL-targetless] it stares for 200 moves with no one to see; a neutral one taints a character it sees", () => {
      const w = alone([{ type: "sim_hc_stare", id: "m", pos: P(8, 5) }]);
      const r = untargeted(w, "STARE");
      expect(r.value).to.equal(true);
      expect(movesOf(r.world)).to.equal(movesOf(w) - 200);
      expect(hasEffect(r.world, "you", "taint")).to.equal(false);
      const seen = alone([{ type: "sim_hc_stare", id: "m", pos: P(8, 5), attitude: "neutral" }], P(12, 5));
      expect(hasEffect(untargeted(seen, "STARE").world, "you", "taint")).to.equal(true);
    });
    it("[D2-FEAR_PARALYZE][D2-BRANDISH][D2-BLOW_WHISTLE][REAL-targetless] neutral monsters use them on a character they see", () => {
      const at = (type: string) => alone([{ type, id: "m", pos: P(8, 5), attitude: "neutral" }], P(10, 5));
      expect(hasEffect(untargeted(at("sim_hc_fear_paralyze"), "FEAR_PARALYZE").world, "you", "fearparalyze")).to.equal(
        true,
      );
      expect(of(untargeted(at("sim_hc_brandish"), "BRANDISH").events, "message")).to.have.length(1);
      expect(sounds(untargeted(at("sim_hc_blow_whistle"), "BLOW_WHISTLE"))).to.include("FWEEEET!");
      const tame = alone([{ type: "sim_hc_blow_whistle", id: "m", pos: P(8, 5), attitude: "friendly" }], P(10, 5));
      expect(untargeted(tame, "BLOW_WHISTLE").value).to.equal(false);
    });
    it("[D2-PHOTOGRAPH][D2-GRENADIER][D2-GRENADIER_ELITE][REAL-targetless] a neutral robot photographs and deploys at a character it sees", () => {
      const at = (type: string) => alone([{ type, id: "m", pos: P(8, 5), attitude: "neutral" }], P(12, 5));
      expect(rules(untargeted(at("sim_hc_photograph"), "PHOTOGRAPH"), "alert")).to.have.length(1);
      for (const id of ["GRENADIER", "GRENADIER_ELITE"])
        expect(rules(untargeted(at(`sim_hc_${id.toLowerCase()}`), id), "deployed"), id).to.have.length(1);
      for (const id of ["PHOTOGRAPH", "GRENADIER"])
        expect(
          untargeted(alone([{ type: `sim_hc_${id.toLowerCase()}`, id: "m", pos: P(8, 5) }]), id).value,
          id,
        ).to.equal(false);
    });
    it("[D2-FUNGUS_INJECT][REAL-targetless] a neutral injector jabs the character next to it; a friendly one never", () => {
      const w = alone([{ type: "sim_hc_fungus_inject", id: "m", pos: P(8, 5), attitude: "neutral" }], P(9, 5));
      const r = untargeted(w, "FUNGUS_INJECT");
      expect(r.value).to.equal(true);
      expect(of(r.events, "attack")[0]?.target).to.equal("you");
      const tame = alone([{ type: "sim_hc_fungus_inject", id: "m", pos: P(8, 5), attitude: "friendly" }], P(9, 5));
      expect(untargeted(tame, "FUNGUS_INJECT").value).to.equal(false);
    });
    it("[D2-SLIMESPRING][REAL-targetless] the slime tends a character near it without being given a target", () => {
      const w = world(bestiary(), {
        rows: WALLED,
        seed: "tl",
        you: { pos: P(10, 5), effects: [{ id: "bleed", bodyPart: "leg_r", intensity: 1, duration: 10 }] },
        monsters: [{ type: "sim_hc_slimespring", id: "m", pos: P(8, 5), attitude: "friendly" }],
      });
      expect(hasEffect(untargeted(w, "SLIMESPRING").world, "you", "bleed")).to.equal(false);
    });
  });

  describe("need the monster's target: silent without one", () => {
    const NEED = [
      "ACID",
      "ACID_ACCURATE",
      "ACID_BARF",
      "BOOMER",
      "BOOMER_GLOW",
      "SPIT_SAP",
      "SHRIEK",
      "SHRIEK_ALERT",
      "HOWL",
      "SMASH",
      "LUNGE",
      "IMPALE",
      "LONGSWIPE",
      "STRETCH_ATTACK",
      "STRETCH_BITE",
      "TENTACLE",
      "FLESH_GOLEM",
      "EVOLVE_KILL_STRIKE",
      "BIO_OP_BIOJUTSU",
      "BIO_OP_DISARM",
      "BIO_OP_IMPALE",
      "BIO_OP_TAKEDOWN",
      "DERMATIK",
      "GENE_STING",
      "PARA_STING",
      "PULL_METAL_WEAPON",
      "SHOCKSTORM",
      "TAZER",
      "COPBOT",
      "RIOTBOT",
      "SCIENCE",
      "CHICKENBOT",
      "MULTI_ROBOT",
      "FLAMETHROWER",
      "SUICIDE",
      "KAMIKAZE",
      "TINDALOS_TELEPORT",
      "FUNGUS_BRISTLE",
    ] as const;
    for (const id of NEED) {
      it(`[D2-${id}][REAL-targetless] no target: no use, no moves, no event, with a character right next to it`, () => {
        // "you" stand next to the monster and it sees them, yet it was given no target.
        const type = id === "KAMIKAZE" ? "mon_gasbomb_hack" : `sim_hc_${id.toLowerCase()}`;
        const w = alone([{ type, id: "m", pos: P(8, 5) }], P(9, 5));
        for (let i = 0; i < 20; i++) {
          const r = untargeted(withSeed(w, `${id}-${i}`), id);
          expect(r.value, `seed ${i}`).to.equal(false);
          expect(r.events, `seed ${i}`).to.have.length(0);
          expect(movesOf(r.world)).to.equal(movesOf(w));
        }
      });
    }
    it("[D2-ACID][D2-SHRIEK][D2-HOWL][D2-SHRIEK_STUN][REAL-targetless] a target out of sight is no target", () => {
      for (const id of ["ACID", "SHRIEK", "HOWL", "SHRIEK_STUN"]) {
        const r = hit(
          alone([{ type: `sim_hc_${id.toLowerCase()}`, id: "m", pos: P(12, 5) }], P(17, 5)),
          "m",
          id,
          "you",
        );
        expect(r.value, id).to.equal(false);
        expect(r.events, id).to.have.length(0);
      }
    });
    it("[REAL-targetless] JSON melee, bite, gun, a self spell without allow_no_target and a leap without one stay silent", () => {
      const cases = [
        ["sim_scrap_hound", P(9, 5)],
        ["sim_bramble_lurker", P(9, 5)],
        // Behind the wall: its BLOW_WHISTLE would otherwise find "you" by itself.
        ["sim_sentry_turret", FAR],
        ["sim_bark_wisp", P(12, 5)],
        ["sim_pouncer", P(12, 5)],
      ] as const;
      for (const [type, you] of cases) {
        const w = alone([{ type, id: "m", pos: P(8, 5) }], you);
        const r = run(w, bestiary(), (sim) => trySpecialAttacks(sim, "m", undefined));
        expect(r.value, type).to.equal(false);
        expect(
          r.events.filter((e) => e.type !== "debug"),
          type,
        ).to.have.length(0);
      }
    });
  });
});
