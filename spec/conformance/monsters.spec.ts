// Conformance: the real monsters, monster attacks, spells and speech lines load with zero errors,
// every special attack of every real monster resolves, and the expected real-data warnings appear.
import { expect } from "chai";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { resolveAttacks, type Monster } from "../../engine/content/kinds/monster.js";
import { attackDefinition } from "../../engine/content/kinds/monster_attack.js";
import { loadReal, REAL_DATA, requireRealData, show } from "../support/load.js";

const MY_KINDS = new Set(["monster", "monster_attack", "spell", "speech"]);

function realObjects(dir: string, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) realObjects(path, out);
    else if (name.endsWith(".json")) {
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(path, "utf8"));
      } catch {
        continue;
      }
      for (const o of Array.isArray(data) ? data : [data])
        if (o && typeof o === "object" && !Array.isArray(o)) out.push(o as Record<string, unknown>);
    }
  }
  return out;
}

describe(`conformance: real monsters and monster attacks (${REAL_DATA})`, function () {
  this.timeout(120000);

  requireRealData("monster conformance");

  const mine = () => loadReal().problems.filter((p) => MY_KINDS.has(p.kind ?? ""));

  it("[G-15][G-17][D1-def] (skipped without real data) 1,155 MONSTER objects (1,122 with ids), 76 monster_attack, 245 spells, 546 speech lines", () => {
    const raw = realObjects(REAL_DATA);
    const monsters = raw.filter((o) => o["type"] === "MONSTER");
    expect(monsters).to.have.length(1155);
    expect(monsters.filter((o) => typeof o["id"] === "string")).to.have.length(1122);
    const r = loadReal();
    expect(r.stats.perKind.monster).to.equal(1122);
    expect(r.stats.perKind.monster_attack).to.equal(76);
    expect(r.stats.perKind.spell).to.equal(raw.filter((o) => o["type"] === "SPELL").length);
    expect(r.stats.perKind.speech).to.equal(546);
    for (const o of monsters)
      if (typeof o["abstract"] === "string" && o["id"] === undefined)
        expect(r.content.monster.has(o["abstract"] as string)).to.equal(false);
  });

  it("[X-42][G-4] (skipped without real data) zero errors in monster, monster_attack, spell and speech", () => {
    const errors = mine().filter((p) => p.severity === "error");
    expect(errors, show(errors)).to.have.length(0);
  });

  it("[D1-byid][D1-old-ids][D1-extend] (skipped without real data) every special_attacks entry of every real monster resolves to an attack", () => {
    const r = loadReal();
    let entries = 0;
    for (const m of r.content.monster.values() as Monster[]) {
      const resolved = resolveAttacks(m, r.content);
      expect(
        resolved.map((a) => a.key),
        m.id,
      ).to.deep.equal(m.specialAttacks.map((a) => a.key));
      entries += resolved.length;
    }
    expect(entries).to.be.greaterThan(1000);
    for (const id of r.content.monster_attack.ids())
      expect(attackDefinition(r.content, id), id).to.not.equal(undefined);
  });

  it("[D2-R3][D1-old-ids] (skipped without real data) GRAZE, BROWSE, ASSIST, CHECK_UP, DEPART, OPERATE and SPEAKER warn as not implemented, nothing else does", () => {
    const warned = mine().filter((p) => p.rule === "D2-R3" || p.rule === "D1-old-ids");
    const ids = new Set(warned.map((p) => /attack (\w+)/.exec(p.message)?.[1]));
    expect([...ids].sort()).to.deep.equal(["ASSIST", "BROWSE", "CHECK_UP", "DEPART", "GRAZE", "OPERATE", "SPEAKER"]);
    expect(warned.filter((p) => p.message.includes("GRAZE")).length).to.be.at.least(34);
  });

  it("[D5-F-ammo_type][D5-starting_ammo][D6-leap-F-min_range][X-42] (skipped without real data) the real omissions are warnings: ammo_type, starting_ammo (mon_secubot_america_refurbished), min_range", () => {
    const w = mine().filter((p) => p.severity === "warning");
    expect(w.filter((p) => p.rule === "D5-F-ammo_type").length).to.be.at.least(18);
    expect(w.filter((p) => p.rule === "D6-leap-F-min_range").length).to.be.at.least(58);
    expect(w.filter((p) => p.rule === "D5-starting_ammo").map((p) => p.id)).to.deep.equal([
      "mon_secubot_america_refurbished",
    ]);
  });

  it("[G-6] (skipped without real data) no monster or attack member of the real data is reported as unknown", () => {
    const unknown = mine().filter((p) => p.rule === "G-6");
    expect(unknown, show(unknown)).to.have.length(0);
  });

  it("[D1-when_hit-ids][D1-RETURN_FIRE] (skipped without real data) real defenses decode: ZAPBACK, ACIDSPLASH and RETURN_FIRE", () => {
    const ids = new Set(
      (loadReal().content.monster.values() as Monster[])
        .map((m) => m.specialWhenHit?.id)
        .filter((x) => x !== undefined),
    );
    expect([...ids].sort()).to.deep.equal(["ACIDSPLASH", "RETURN_FIRE", "ZAPBACK"]);
  });
});
