// covers: REAL-smash-blow (SMASH as the game's mattack::smash: 400 moves, a dodge check, no damage of its own, the fling after the smasher lets go; its words), D2-SMASH, D2-STRETCH_ATTACK, D2-STRETCH_BITE, D2-TENTACLE, D2-LONGSWIPE, D2-LONGSWIPE-adjacent, D2-IMPALE, D2-LUNGE, D2-VINE, D2-FLESH_GOLEM, D2-FLESH_TENDRIL, D2-EVOLVE_KILL_STRIKE, D2-BIO_OP_BIOJUTSU, D2-BIO_OP_DISARM, D2-BIO_OP_IMPALE, D2-BIO_OP_TAKEDOWN, D2-BRANDISH, D2-FEAR_PARALYZE, D2-GENE_STING, D2-PARA_STING, D2-RATKING, D2-STARE, D2-SLIMESPRING, D2-PULL_METAL_WEAPON, D2-SUICIDE, D2-TINDALOS_TELEPORT, D2-FUNGUS_GROWTH, D2-TRIFFID_GROWTH, D2-DOGTHING, D2-MON_LEECH_EVOLUTION, D2-UPGRADE, D2-DISAPPEAR, D2-NONE, D2-R3
import { expect } from "chai";
import { smashTiles } from "../../../../engine/rules/monsters/hardcoded/strikes.js";
import { HARDCODED_ATTACKS } from "../../../../engine/rules/monsters/hardcoded.js";
import { D2_IDS, REAL_EXTRA_IDS } from "../../../../engine/content/kinds/monsters/hardcoded_ids.js";
import { arena, edit, hasEffect, hit, living, of, P, partHp, ruleNamed, until, withSeed } from "./support.js";

const one = (id: string, x = 3, y = 5) => arena([{ type: `sim_hc_${id.toLowerCase()}`, id: "m", pos: P(x, y) }]);
const dmg = (r: { events: Parameters<typeof of>[0] }) => of(r.events, "damaged").filter((e) => e.who === "you");
const NIMBLE_LESS = { stats: { str: 8, dex: 0, int: 8, per: 8 } };
/** The attack's debug monster at (3, 5) beside a survivor who cannot dodge (dexterity 0). */
const againstClumsy = (id: string) =>
  arena([{ type: `sim_hc_${id.toLowerCase()}`, id: "m", pos: P(3, 5) }], NIMBLE_LESS);

describe("hardcoded attacks: strikes with a JSON equivalent (D2)", () => {
  it("[D2-SMASH] dice 2 and sides 6 send the target 3 tiles", () => {
    expect(smashTiles(2, 6)).to.equal(3);
    const r = until(
      arena([{ type: "sim_hc_smash", id: "m", pos: P(9, 5) }], { pos: P(8, 5), ...NIMBLE_LESS }),
      "m",
      "SMASH",
      (x) => ruleNamed(x.events, "thrown").length > 0,
    );
    expect(ruleNamed(r.events, "thrown")[0]?.data["tiles"]).to.equal(3);
    expect(r.world.characters["you"]?.pos).to.deep.equal(P(5, 5));
  });
  it("[D2-SMASH][REAL-smash-blow] costs 400 moves, deals no damage of its own, says the game's words; a dodge is a powerful swing", () => {
    const start = arena([{ type: "sim_hc_smash", id: "m", pos: P(9, 5) }], { pos: P(8, 5), ...NIMBLE_LESS });
    const before = start.monsters["m"]?.moves ?? 0;
    const flung = until(start, "m", "SMASH", (x) => ruleNamed(x.events, "thrown").length > 0);
    expect(flung.world.monsters["m"]?.moves).to.equal(before - 400);
    expect(dmg(flung)).to.deep.equal([]);
    expect(of(flung.events, "attack")[0]).to.include({ outcome: "hit", damage: 0 });
    expect(of(flung.events, "message").map((e) => e.text)).to.include("A blow from the smash beast sends you flying!");
    const nimble = arena([{ type: "sim_hc_smash", id: "m", pos: P(9, 5) }], {
      pos: P(8, 5),
      stats: { str: 8, dex: 20, int: 8, per: 8 },
      skills: { dodge: 10 },
    });
    const dodged = until(nimble, "m", "SMASH", (x) => of(x.events, "attack")[0]?.outcome === "dodged");
    expect(dodged.world.monsters["m"]?.moves).to.equal(before - 400);
    expect(of(dodged.events, "message").map((e) => e.text)).to.include(
      "The smash beast takes a powerful swing at you, but you dodge it!",
    );
    // Not adjacent: not tried, no moves spent.
    const far = hit(arena([{ type: "sim_hc_smash", id: "m", pos: P(10, 5) }], { pos: P(8, 5) }), "m", "SMASH");
    expect(far.value).to.equal(false);
  });
  it("[D2-STRETCH_ATTACK] at distance 3: damage within 5–10", () => {
    const r = until(one("STRETCH_ATTACK", 5), "m", "STRETCH_ATTACK", (x) => dmg(x).length > 0);
    expect(dmg(r)[0]?.amount).to.be.within(5, 10);
  });
  it("[D2-STRETCH_BITE] an ungrabbed target at 3 can be infected", () => {
    until(one("STRETCH_BITE", 5), "m", "STRETCH_BITE", (x) => hasEffect(x.world, "you", "bite"), 2000);
  });
  it("[D2-TENTACLE] at distance 3: bash damage", () => {
    const r = until(one("TENTACLE", 5), "m", "TENTACLE", (x) => dmg(x).length > 0);
    expect(dmg(r)[0]?.damageType).to.equal("bash");
  });
  it("[D2-LONGSWIPE] at distance 3: cut damage within 3–10", () => {
    const r = until(one("LONGSWIPE", 5), "m", "LONGSWIPE", (x) => dmg(x).length > 0);
    expect(dmg(r)[0]?.damageType).to.equal("cut");
    expect(dmg(r)[0]?.amount).to.be.within(3, 10);
  });
  it("[D2-LONGSWIPE-adjacent] adjacent: a head hit and a bleed effect", () => {
    const r = until(one("LONGSWIPE"), "m", "LONGSWIPE", (x) => dmg(x).length > 0);
    expect(dmg(r)[0]?.bodyPart).to.equal("head");
    expect(hasEffect(r.world, "you", "bleed")).to.equal(true);
  });
  it("[D2-IMPALE] a torso hit; downed with a successful roll", () => {
    const r = until(one("IMPALE"), "m", "IMPALE", (x) => hasEffect(x.world, "you", "downed"));
    expect(dmg(r)[0]?.bodyPart).to.equal("torso");
  });
});

describe("hardcoded attacks: other strikes and tricks (D2)", () => {
  it("[D2-LUNGE] a target at distance 3: the monster jumps next to it; downed possible", () => {
    const r = until(one("LUNGE", 5), "m", "LUNGE", (x) => hasEffect(x.world, "you", "downed"));
    expect(r.world.monsters["m"]?.pos).to.deep.equal(P(3, 5));
  });
  it("[D2-VINE] damage to an adjacent target", () => {
    const w = arena([{ type: "mon_creeper_vine", id: "m", pos: P(3, 5) }], NIMBLE_LESS);
    until(w, "m", "VINE", (x) => dmg(x).length > 0);
  });
  it("[D2-FLESH_GOLEM] bash damage within 5–10 and a roar in the log", () => {
    const r = until(one("FLESH_GOLEM"), "m", "FLESH_GOLEM", (x) => dmg(x).length > 0);
    expect(dmg(r)[0]).to.include({ damageType: "bash" });
    expect(dmg(r)[0]?.amount).to.be.within(5, 10);
    expect(of(r.events, "sound")).to.have.length(1);
  });
  it("[D2-FLESH_TENDRIL] at distance 3 the target is pulled closer; adjacent it is flung or grabbed", () => {
    const far = until(one("FLESH_TENDRIL", 5), "m", "FLESH_TENDRIL", (x) => ruleNamed(x.events, "pull").length > 0);
    expect(far.world.characters["you"]?.pos).to.deep.equal(P(4, 5));
    const near = until(
      arena([{ type: "sim_hc_flesh_tendril", id: "m", pos: P(10, 5) }], { pos: P(9, 5) }),
      "m",
      "FLESH_TENDRIL",
      (x) => ruleNamed(x.events, "thrown").length + ruleNamed(x.events, "grabbed").length > 0,
    );
    expect(near.value).to.equal(true);
  });
  it("[D2-EVOLVE_KILL_STRIKE] a kill upgrades the monster to its evolution", () => {
    const w = edit(againstClumsy("EVOLVE_KILL_STRIKE"), (d) => {
      d.characters["you"]!.body["torso"] = { ...d.characters["you"]!.body["torso"]!, hp: 1 };
    });
    const r = until(w, "m", "EVOLVE_KILL_STRIKE", (x) => x.world.characters["you"]?.dead === true);
    expect(r.world.monsters["m"]?.type).to.equal("sim_hc_evolved");
  });
  const armed = { wielded: { id: "sim_steel_pipe", count: 1 }, ...NIMBLE_LESS };
  it("[D2-BIO_OP_BIOJUTSU] over seeds all three martial-art attacks occur", () => {
    const seen = new Set<unknown>();
    const w = arena([{ type: "sim_hc_bio_op_biojutsu", id: "m", pos: P(3, 5) }], armed);
    for (let i = 0; i < 60; i++)
      for (const e of ruleNamed(hit(withSeed(w, `b${i}`), "m", "BIO_OP_BIOJUTSU").events, "bio_op"))
        seen.add(e.data["attack"]);
    expect([...seen].sort()).to.deep.equal(["disarm", "impale", "takedown"]);
  });
  it("[D2-BIO_OP_DISARM] HP unchanged, the weapon drops", () => {
    const w = arena([{ type: "sim_hc_bio_op_disarm", id: "m", pos: P(3, 5) }], armed);
    const r = until(w, "m", "BIO_OP_DISARM", (x) => x.world.characters["you"]?.wielded === undefined);
    expect(partHp(r.world, "you")).to.equal(partHp(w, "you"));
    expect(r.world.map.levels[0]!.rows[5]![2]!.items?.[0]?.id).to.equal("sim_steel_pipe");
  });
  it("[D2-BIO_OP_IMPALE] damage dealt; bleeding with a successful roll", () => {
    const r = until(againstClumsy("BIO_OP_IMPALE"), "m", "BIO_OP_IMPALE", (x) => hasEffect(x.world, "you", "bleed"));
    expect(dmg(r)[0]?.amount).to.be.greaterThan(0);
  });
  it("[D2-BIO_OP_TAKEDOWN] downed, on the head or the torso", () => {
    const r = until(againstClumsy("BIO_OP_TAKEDOWN"), "m", "BIO_OP_TAKEDOWN", (x) =>
      hasEffect(x.world, "you", "downed"),
    );
    expect(["head", "torso"]).to.include(of(r.events, "attack")[0]?.bodyPart);
  });
  it("[D2-BRANDISH] HP unchanged, a message logged", () => {
    const w = one("BRANDISH");
    const r = hit(w, "m", "BRANDISH");
    expect(of(r.events, "message")).to.have.length(1);
    expect(partHp(r.world, "you")).to.equal(partHp(w, "you"));
  });
  it("[D2-FEAR_PARALYZE] a paralysis effect on the player", () => {
    expect(hasEffect(hit(one("FEAR_PARALYZE", 6), "m", "FEAR_PARALYZE").world, "you", "fearparalyze")).to.equal(true);
  });
  it("[D2-GENE_STING] a hit gives the target a mutation", () => {
    const r = until(one("GENE_STING", 5), "m", "GENE_STING", (x) => ruleNamed(x.events, "mutated").length > 0);
    expect(r.world.characters["you"]?.traits.length).to.be.greaterThan(0);
  });
  it("[D2-PARA_STING] a hit paralyzes", () => {
    until(one("PARA_STING", 5), "m", "PARA_STING", (x) => hasEffect(x.world, "you", "paralyzepoison"));
  });
  it("[D2-RATKING] a disease effect on the player", () => {
    expect(hasEffect(hit(one("RATKING", 4), "m", "RATKING").world, "you", "rat")).to.equal(true);
  });
  it("[D2-STARE] repeated use: the effect intensity rises", () => {
    let w = one("STARE", 8);
    const levels: number[] = [];
    for (let i = 0; i < 3; i++) {
      w = hit(w, "m", "STARE").world;
      levels.push(w.characters["you"]?.effects.find((e) => e.id === "taint")?.intensity ?? 0);
    }
    expect(levels).to.deep.equal([1, 2, 3]);
  });
  it("[D2-SLIMESPRING] the bite and bleed effects are removed", () => {
    const w = arena([{ type: "sim_hc_slimespring", id: "m", pos: P(3, 5), attitude: "friendly" }], {
      effects: [
        { id: "bite", bodyPart: "arm_l", intensity: 1, duration: 10 },
        { id: "bleed", bodyPart: "leg_r", intensity: 1, duration: 10 },
      ],
    });
    const r = hit(w, "m", "SLIMESPRING", null);
    expect(hasEffect(r.world, "you", "bite") || hasEffect(r.world, "you", "bleed")).to.equal(false);
  });
  it("[D2-PULL_METAL_WEAPON] a steel weapon leaves the hand; a wooden one stays", () => {
    const steel = arena([{ type: "sim_hc_pull_metal_weapon", id: "m", pos: P(10, 5) }], {
      wielded: { id: "sim_steel_pipe", count: 1 },
      stats: { str: 4, dex: 8, int: 8, per: 8 },
    });
    expect(hit(steel, "m", "PULL_METAL_WEAPON").world.characters["you"]?.wielded).to.equal(undefined);
    const wood = arena([{ type: "sim_hc_pull_metal_weapon", id: "m", pos: P(10, 5) }], {
      wielded: { id: "sim_wood_club", count: 1 },
    });
    const r = hit(wood, "m", "PULL_METAL_WEAPON");
    expect(r.value).to.equal(false);
    expect(r.world.characters["you"]?.wielded?.id).to.equal("sim_wood_club");
  });
  it("[D2-SUICIDE] the monster is dead after the attack", () => {
    expect(hit(one("SUICIDE"), "m", "SUICIDE").world.monsters["m"]?.dead).to.equal(true);
  });
  it("[D2-TINDALOS_TELEPORT] it appears in a corner nearer the target, leaving an afterimage", () => {
    const w = arena([{ type: "sim_hc_tindalos_teleport", id: "m", pos: P(18, 5) }], { pos: P(3, 2) });
    const r = hit(w, "m", "TINDALOS_TELEPORT");
    const to = r.world.monsters["m"]!.pos;
    expect(Math.hypot(to.x - 3, to.y - 2)).to.be.below(Math.hypot(18 - 3, 5 - 2));
    expect(of(r.events, "spawned").some((e) => e.monster === "mon_hound_tindalos_afterimage")).to.equal(true);
  });
});

describe("hardcoded attacks: growth and departures (D2)", () => {
  it("[D2-FUNGUS_GROWTH] the young fungaloid becomes an adult", () => {
    expect(
      hit(arena([{ type: "mon_fungaloid_young", id: "m", pos: P(8, 5) }]), "m", "FUNGUS_GROWTH").world.monsters["m"]
        ?.type,
    ).to.equal("mon_fungaloid");
  });
  it("[D2-TRIFFID_GROWTH] the young triffid becomes an adult", () => {
    expect(
      hit(arena([{ type: "mon_triffid_young", id: "m", pos: P(8, 5) }]), "m", "TRIFFID_GROWTH").world.monsters["m"]
        ?.type,
    ).to.equal("mon_triffid");
  });
  it("[D2-DOGTHING] the monster is replaced by a tentacle dog at the same position", () => {
    const r = until(one("DOGTHING", 8), "m", "DOGTHING", (x) => x.value);
    expect(r.world.monsters["m"]).to.include({ type: "mon_headless_dog_thing" });
    expect(r.world.monsters["m"]?.pos).to.deep.equal(P(8, 5));
  });
  it("[D2-MON_LEECH_EVOLUTION] evolves into a blossom only when no other blossom is in sight", () => {
    expect(
      hit(arena([{ type: "mon_leech_stalk", id: "m", pos: P(8, 5) }]), "m", "MON_LEECH_EVOLUTION").world.monsters["m"]
        ?.type,
    ).to.equal("mon_leech_blossom");
    const other = arena([
      { type: "mon_leech_stalk", id: "m", pos: P(8, 5) },
      { type: "mon_leech_blossom", id: "b", pos: P(14, 5) },
    ]);
    expect(hit(other, "m", "MON_LEECH_EVOLUTION").value).to.equal(false);
  });
  it("[D2-UPGRADE] upgrades a nearby monster that is not hostile to it; without one it becomes angry", () => {
    const w = arena([
      { type: "sim_hc_upgrade", id: "m", pos: P(8, 5), attitude: "neutral" },
      { type: "sim_hc_zombie", id: "z", pos: P(10, 5), attitude: "neutral" },
    ]);
    expect(hit(w, "m", "UPGRADE").world.monsters["z"]?.type).to.equal("sim_hc_zombie_brute");
    const alone = arena([{ type: "sim_hc_upgrade", id: "m", pos: P(8, 5), attitude: "neutral" }]);
    const r = hit(alone, "m", "UPGRADE");
    expect(r.world.monsters["m"]?.attitude).to.equal("hostile");
  });
  it("[D2-DISAPPEAR] the monster is removed from the state", () => {
    const r = hit(arena([{ type: "mon_shadow", id: "m", pos: P(8, 5) }]), "m", "DISAPPEAR");
    expect(r.world.monsters["m"]).to.equal(undefined);
    expect(living(r.world)).to.have.length(0);
  });
  it("[D2-NONE] nothing happens; [D2-R3] the real extras are not performed; every D2 id has a handler", () => {
    const w = one("NONE");
    const r = hit(w, "m", "NONE");
    expect(r.value).to.equal(true);
    expect({ ...r.world, rng: w.rng }).to.deep.equal(w);
    for (const id of REAL_EXTRA_IDS) expect(HARDCODED_ATTACKS.has(id), id).to.equal(false);
    expect(D2_IDS.filter((id) => !HARDCODED_ATTACKS.has(id))).to.deep.equal([]);
  });
});
