// covers: D2-SHRIEK, D2-SHRIEK_ALERT, D2-SHRIEK_STUN, D2-RATTLE, D2-HOWL, D2-BLOW_WHISTLE, D2-PARROT, D2-PARROT_AT_DANGER, D2-DANCE, D2-GENERATOR, D2-ACID, D2-ACID_ACCURATE, D2-ACID_BARF, D2-SPIT_SAP, D2-BOOMER, D2-BOOMER_GLOW, D2-detail
import { expect } from "chai";
import { acidHitChance, accurateHitChance } from "../../../../engine/rules/monsters/hardcoded/acid.js";
import type { World } from "../../../../engine/world/types.js";
import { arena, edit, hasEffect, hit, of, P, ruleNamed, tile, until, withSeed } from "./support.js";

/** The monster in the middle of the wail SHRIEK_ALERT starts (SHRIEK_STUN needs it). */
const shrieking = (w: World): World =>
  edit(w, (d) => {
    const m = d.monsters["m"];
    if (m) m.effects.push({ id: "shrieking", intensity: 1, duration: 60 });
  });

const one = (id: string, x = 3, y = 5) => arena([{ type: `sim_hc_${id.toLowerCase()}`, id: "m", pos: P(x, y) }]);

describe("hardcoded attacks: sounds (D2)", () => {
  it("[D2-SHRIEK][D2-detail] within 4: a sound of volume 50 and 240 moves; at 5: not performed", () => {
    const r = hit(one("SHRIEK", 6), "m", "SHRIEK");
    expect(r.value).to.equal(true);
    expect(of(r.events, "sound")[0]?.volume).to.equal(50);
    expect(r.world.monsters["m"]?.moves).to.equal(-240);
    expect(hit(one("SHRIEK", 7), "m", "SHRIEK").value).to.equal(false);
  });
  it("[D2-SHRIEK_ALERT][D2-detail] volume 120, above SHRIEK's, and 150 moves", () => {
    const r = hit(one("SHRIEK_ALERT", 15), "m", "SHRIEK_ALERT");
    expect(of(r.events, "sound")[0]?.volume).to.equal(120).and.above(50);
    expect(r.world.monsters["m"]?.moves).to.equal(-150);
    expect(hasEffect(r.world, "m", "shrieking")).to.equal(true);
  });
  it("[D2-SHRIEK_ALERT][D2-SHRIEK_STUN] the wail's shrieking lasts 60 turns (the game's 1 minute); no second wail meanwhile", () => {
    const r = hit(one("SHRIEK_ALERT", 15), "m", "SHRIEK_ALERT");
    expect(r.world.monsters["m"]?.effects.find((e) => e.id === "shrieking")?.duration).to.equal(60);
    expect(hit(r.world, "m", "SHRIEK_ALERT").value).to.equal(false);
  });
  it("[D2-SHRIEK_STUN][D2-detail] a bash cone of radius 4; with a successful roll the target is dazed", () => {
    const r = until(shrieking(one("SHRIEK_STUN", 4)), "m", "SHRIEK_STUN", (x) => hasEffect(x.world, "you", "dazed"));
    expect(ruleNamed(r.events, "bash_cone")[0]?.data["strength"]).to.equal(4);
    expect(hit(shrieking(one("SHRIEK_STUN", 10)), "m", "SHRIEK_STUN").value, "beyond 7").to.equal(false);
  });
  it("[D2-SHRIEK_STUN][D2-detail] only while the monster shrieks, silent and at no cost in moves (the game's shriek_stun)", () => {
    expect(hit(one("SHRIEK_STUN", 4), "m", "SHRIEK_STUN").value, "not shrieking").to.equal(false);
    const r = hit(shrieking(one("SHRIEK_STUN", 4)), "m", "SHRIEK_STUN");
    expect(r.value).to.equal(true);
    expect(r.world.monsters["m"]?.moves).to.equal(0);
    expect(of(r.events, "sound")).to.deep.equal([]);
  });
  it("[D2-SHRIEK_STUN][D2-detail] the cone reaches 20 degrees either side of the target: a bystander 18 degrees off is in it, one 27 degrees off is not", () => {
    // The screamer at (6,5), the survivor 4 east; bystanders at (9,6) (18.4 degrees) and (8,6) (26.6 degrees).
    const base = arena([{ type: "sim_hc_shriek_stun", id: "m", pos: P(6, 5) }], { pos: P(10, 5) }, "hc", [
      { id: "near", pos: P(9, 6) },
      { id: "wide", pos: P(8, 6) },
    ]);
    const r = hit(shrieking(base), "m", "SHRIEK_STUN");
    expect(ruleNamed(r.events, "bash_cone")[0]?.data["creatures"]).to.have.members(["you", "near"]);
  });
  it("[D2-RATTLE][D2-detail] a sound of volume 10 for 20 moves", () => {
    const r = hit(one("RATTLE", 5), "m", "RATTLE");
    expect(of(r.events, "sound")[0]?.volume).to.equal(10);
    expect(r.world.monsters["m"]?.moves).to.equal(-20);
  });
  it("[D2-HOWL] a loud sound in the log", () => {
    const r = hit(one("HOWL", 8), "m", "HOWL");
    expect(of(r.events, "sound")[0]?.volume).to.be.greaterThan(0);
  });
  it("[D2-BLOW_WHISTLE] a sound of volume 40 at the monster's tile", () => {
    const r = hit(one("BLOW_WHISTLE", 8), "m", "BLOW_WHISTLE");
    const s = of(r.events, "sound")[0];
    expect(s?.volume).to.equal(40);
    expect(s?.pos).to.deep.equal(P(8, 5));
  });
  it("[D2-PARROT] the logged sound is one of that monster's speech lines", () => {
    const r = until(one("PARROT", 8), "m", "PARROT", (x) => x.value);
    expect(["Pretty bird!", "Who's there?"]).to.include(of(r.events, "sound")[0]?.description);
  });
  it("[D2-PARROT_AT_DANGER] speaks only when it sees an angry monster of a hostile faction", () => {
    const calm = arena([{ type: "sim_hc_parrot_at_danger", id: "m", pos: P(6, 5), attitude: "neutral" }]);
    for (let i = 0; i < 100; i++) expect(hit(withSeed(calm, `p${i}`), "m", "PARROT_AT_DANGER").value).to.equal(false);
    const danger = arena([
      { type: "sim_hc_parrot_at_danger", id: "m", pos: P(6, 5), attitude: "neutral" },
      { type: "sim_hc_howl", id: "h", pos: P(9, 5), attitude: "hostile" },
    ]);
    const r = until(danger, "m", "PARROT_AT_DANGER", (x) => x.value);
    expect(of(r.events, "sound")[0]?.description).to.equal("Run! Run!");
  });
  it("[D2-DANCE] a message only", () => {
    const w = one("DANCE");
    const r = hit(w, "m", "DANCE");
    expect(of(r.events, "message")).to.have.length(1);
    expect(r.world.characters["you"]).to.deep.equal(w.characters["you"]);
  });
  it("[D2-GENERATOR] heals and hums", () => {
    const w = edit(one("GENERATOR"), (d) => {
      d.monsters["m"]!.hp = 10;
    });
    const r = hit(w, "m", "GENERATOR");
    expect(r.world.monsters["m"]?.hp).to.equal(11);
    expect(of(r.events, "sound")).to.have.length(1);
  });
});

describe("hardcoded attacks: acid, sap and bile (D2)", () => {
  it("[D2-ACID][D2-detail] acid at the target: a hit for 5 acid, 300 moves, acid fields of intensity 2 around", () => {
    const r = until(one("ACID", 8), "m", "ACID", (x) => of(x.events, "damaged").length > 0);
    expect(of(r.events, "damaged")[0]).to.include({ who: "you", amount: 5, damageType: "acid" });
    expect(r.world.monsters["m"]?.moves).to.equal(-300);
    expect(tile(r.world, P(2, 5))?.fields?.find((f) => f.id === "fd_acid")?.intensity).to.equal(2);
    expect(hit(one("ACID", 13), "m", "ACID").value, "beyond 10").to.equal(false);
  });
  it("[D2-ACID_ACCURATE] the hit chance does not decrease with distance; measured at 2 and 8", () => {
    expect(accurateHitChance(8)).to.be.at.least(accurateHitChance(2));
    expect(acidHitChance(8)).to.be.below(acidHitChance(2));
    const rate = (x: number) => {
      let n = 0;
      for (let i = 0; i < 300; i++)
        if (of(hit(withSeed(one("ACID_ACCURATE", x), `a${i}`), "m", "ACID_ACCURATE").events, "damaged").length > 0) n++;
      return n / 300;
    };
    // 0.6 and 0.9: the measured rates are 300 draws each, far apart compared with their spread (≈0.03).
    expect(rate(10)).to.be.greaterThan(rate(4));
  });
  it("[D2-ACID_BARF][D2-detail] an eye hit blinds; another part: corroding only", () => {
    const w = one("ACID_BARF");
    const eyes = until(w, "m", "ACID_BARF", (x) => of(x.events, "attack")[0]?.bodyPart === "eyes", 2000);
    expect(hasEffect(eyes.world, "you", "blind")).to.equal(true);
    const other = until(w, "m", "ACID_BARF", (x) => {
      const d = of(x.events, "attack")[0];
      return d !== undefined && d.damage > 0 && d.bodyPart !== "eyes";
    });
    expect(hasEffect(other.world, "you", "corroding")).to.equal(true);
    expect(hasEffect(other.world, "you", "blind")).to.equal(false);
    const dmg = of(other.events, "damaged")[0]?.amount ?? 0;
    expect(dmg).to.be.within(5, 12);
    expect(other.world.monsters["m"]?.moves).to.equal(-80);
  });
  it("[D2-SPIT_SAP] a target at 12 can be hit, one at 13 cannot", () => {
    const w = arena([{ type: "sim_hc_spit_sap", id: "m", pos: P(14, 5) }]);
    until(w, "m", "SPIT_SAP", (x) => of(x.events, "damaged").some((e) => e.damageType === "acid"));
    const far = arena([{ type: "sim_hc_spit_sap", id: "m", pos: P(15, 5) }]);
    expect(hit(far, "m", "SPIT_SAP").value).to.equal(false);
  });
  it("[D2-BOOMER][D2-detail] bile along the line and boomered on the eyes for 12 turns, 250 moves", () => {
    const r = until(one("BOOMER", 5), "m", "BOOMER", (x) => hasEffect(x.world, "you", "boomered"));
    const e = r.world.characters["you"]?.effects.find((x) => x.id === "boomered");
    expect(e).to.include({ bodyPart: "eyes", duration: 12 });
    expect(tile(r.world, P(4, 5))?.fields?.some((f) => f.id === "fd_bile")).to.equal(true);
    expect(r.world.monsters["m"]?.moves).to.equal(-250);
  });
  it("[D2-BOOMER_GLOW] the bile effect plus glowing", () => {
    const r = until(one("BOOMER_GLOW", 5), "m", "BOOMER_GLOW", (x) => hasEffect(x.world, "you", "boomered"));
    expect(hasEffect(r.world, "you", "glowing")).to.equal(true);
  });
});
