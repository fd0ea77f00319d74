/**
 * The rest of the monsters' death side (issue 32) on the real data: explosions, fungal spores,
 * slime splits, gibs and revive spells (docs/monsters.md). Numbers worked out by hand from the
 * data and the game's formulas, named in each test.
 *
 * IDs introduced here:
 *   REAL-explosion     a death spell with effect `explosion` blows up as explosion_handler does
 *                      (src/explosion.cpp: its sound, the blast's force power / 8 × factor^distance,
 *                      fire, damage to creatures)
 *   REAL-fungalize     a death spell with effect `fungalize` sprays spores on its valid tiles
 *                      (src/fungal_effects.cpp fungalize: spores, fungal monsters, spreading fungus)
 *   REAL-slime-split   a dead slime splits into blobs sharing its speed (spell_effect::slime_split_on_death)
 *   REAL-gibs          a pulverised monster splatters gibs and blood and leaves a destroyed GIBBED
 *                      corpse (mdeath::splatter)
 *   REAL-revive-spell  a revive death spell raises the REVIVES corpses of its species around it at once
 *                      (spell_effect::revive)
 *   REAL-summon-group  a summon death spell with SPAWN_GROUP draws each monster from its monster group
 *                      (spawn_summoned_monster, MonsterGroupManager::GetResultFromGroup)
 *   REAL-remove-effect a remove_effect death spell takes its effect off the creatures it may touch
 *                      (spell_effect::remove_effect)
 */
import { expect } from "chai";
import type { Content } from "../../engine/content/load.js";
import { tick } from "../../engine/step/step.js";
import { applyDamage } from "../../engine/sim/creature_state.js";
import { tileAt } from "../../engine/world/grid.js";
import type { World } from "../../engine/world/types.js";
import type { SimEvent } from "../../engine/sim/events.js";
import type { RuleData, RuleName } from "../../engine/sim/rule_events.js";
import { fungalize } from "../../engine/rules/monsters/fungalize.js";
import { closestPointsFirst } from "../../engine/rules/monsters/slime_split.js";
import { monsterBaseSpeed } from "../../engine/mechanics/effects/status.js";
import { beforeReal } from "../support/load.js";
import { runInSim, testWorld } from "../support/world.js";

const P = (x: number, y: number, z = 0) => ({ x, y, z });
const ROOM = [
  "##################",
  "#................#",
  "#................#",
  "#................#",
  "#................#",
  "#................#",
  "##################",
];

type Spot = { id: string; x: number; y: number };

describe("conformance: monster deaths — explosions, spores, slime splits, gibs, revive spells (issue 32)", function () {
  this.timeout(120000);
  let c: Content;
  beforeReal((real) => (c = real));

  interface Room {
    seed?: string;
    chars?: Spot[];
    mons?: (Spot & { type: string })[];
    rows?: string[];
  }

  /** The world with monster `m` of `type` at (6, 3) killed by a blow of its hp plus `overkill`. */
  function killed(type: string, overkill: number, o: Room = {}) {
    return kill(room(type, o), "m", overkill);
  }

  /** A room with a hostile monster `m` of `type` at (6, 3), and the characters and hostile monsters of `o`. */
  function room(type: string, o: Room = {}): World {
    return testWorld(c, {
      rows: o.rows ?? ROOM,
      seed: o.seed ?? `death-${type}`,
      characters: (o.chars ?? []).map((s) => ({ id: s.id, pos: P(s.x, s.y) })),
      monsters: [
        { type, id: "m", pos: P(6, 3), attitude: "hostile" },
        ...(o.mons ?? []).map((s) => ({ type: s.type, id: s.id, pos: P(s.x, s.y), attitude: "hostile" as const })),
      ],
    }).world;
  }

  /** `id` takes a bash blow from you of its hp plus `overkill`. */
  function kill(w: World, id: string, overkill = 0) {
    const hp = w.monsters[id]?.hp ?? 0;
    return runInSim(w, c, (sim) => applyDamage(sim, id, hp + overkill, "bash", undefined, "you"));
  }

  const rules = <N extends RuleName>(events: readonly SimEvent[], name: N): RuleData<N>[] =>
    events.flatMap((e) => (e.type === "rule" && e.name === name ? [e.data as RuleData<N>] : []));
  const partsLost = (w: World, id: string) =>
    Object.fromEntries(Object.entries(w.characters[id]?.body ?? {}).map(([k, v]) => [k, v.hpMax - v.hp]));

  it("[REAL-explosion] a real hazmat bot's death explodes: a huge explosion of volume 40, the survivor next to it hurt on every part, one 6 tiles away untouched", () => {
    // death_explosion_mon_hazmatbot: effect explosion, damage 20, aoe 8, so (spell_effect::explosion)
    // power 20, distance factor 8 / 10 = 0.8, fiery. Sound: 20 × 2 = 40 ≥ 30, "a huge explosion!".
    // Blast power 20 / 8 = 2.5; next to it the force is 2.5 × 0.8^d with d in [1, 1.2] (the
    // distance roll 1..1.2): 1.91 to 2.0. A character's torso and head take rng(⌊2f⌋, ⌊3f⌋) = 3..6
    // bash, the limbs rng(⌊2f⌋, ⌊3.5f⌋) = 3..7. Six tiles away the force is at most 2.5 × 0.8^6 =
    // 0.66 < 1: nothing.
    const spell = c.spell.get("death_explosion_mon_hazmatbot");
    expect([spell?.effect, spell?.minDamage, spell?.minAoe]).to.deep.equal(["explosion", 20, 8]);
    const r = killed("mon_hazmatbot", 0, {
      chars: [
        { id: "you", x: 5, y: 3 },
        { id: "far", x: 12, y: 3 },
      ],
    });
    const sound = r.events.find((e) => e.type === "sound" && e.description === "a huge explosion!");
    expect(sound?.type === "sound" ? sound.volume : undefined).to.equal(40);
    const lost = partsLost(r.world, "you");
    for (const part of ["torso", "head"]) expect(lost[part], part).to.be.within(3, 6);
    for (const part of ["arm_l", "arm_r", "leg_l", "leg_r"]) expect(lost[part], part).to.be.within(3, 7);
    expect(Object.values(partsLost(r.world, "far")).every((v) => v === 0)).to.equal(true);
    const [blast] = rules(r.events, "explosion");
    expect(blast?.["power"]).to.equal(20);
    expect(blast?.["fire"]).to.equal(true);
  });

  it("[REAL-explosion] the blast's fire: intensity 1 where x_in_y(force, 10) came up, never beyond the force-1 edge; a real unstable raptor's smaller blast is 'an explosion!' of volume 8", () => {
    // Force ≤ 10 everywhere (2.5 at most): intensity = 0 + 0 + (x_in_y(force, 10) ? 1 : 0). A force
    // of 1 or more needs 2.5 × 0.8^d ≥ 1, d ≤ 4.1, and a tile k steps away (Chebyshev) is at least
    // k away along the blast's paths: no fire beyond 4 tiles.
    let burning = 0;
    for (let i = 0; i < 20; i++) {
      const r = killed("mon_hazmatbot", 0, { seed: `fire-${i}` });
      for (let y = 1; y <= 5; y++)
        for (let x = 1; x <= 16; x++) {
          const fire = tileAt(r.world.map, P(x, y))?.fields?.find((f) => f.id === "fd_fire");
          if (!fire) continue;
          burning++;
          expect(fire.intensity).to.equal(1);
          expect(Math.max(Math.abs(x - 6), Math.abs(y - 3)), `fire at ${x},${y}`).to.be.at.most(4);
        }
    }
    expect(burning).to.be.greaterThan(0);
    // death_explosion_mon_spawn_raptor_unstable: damage 4: noise 4 × 2 = 8, "an explosion!".
    const raptor = killed("mon_spawn_raptor_unstable", 0);
    const sound = raptor.events.find((e) => e.type === "sound" && e.description === "an explosion!");
    expect(sound?.type === "sound" ? sound.volume : undefined).to.equal(8);
  });

  it("[REAL-explosion] a monster in the blast takes at most 3 × (force − its torso bash armour / 2)", () => {
    // A real zombie next to the hazmat bot: force ≤ 2.0, so at most ⌊3 × (2.0 − bash / 2)⌋.
    const bash = c.monster.get("mon_zombie")?.armor["bash"] ?? 0;
    const most = Math.trunc(3 * Math.max(0, 2.0 - bash / 2));
    let hurt = 0;
    for (let i = 0; i < 10; i++) {
      const r = killed("mon_hazmatbot", 0, { seed: `zb-${i}`, mons: [{ type: "mon_zombie", id: "z", x: 7, y: 3 }] });
      const hp = c.monster.get("mon_zombie")?.hp ?? 0;
      const lost = hp - (r.world.monsters["z"]?.hp ?? hp);
      expect(lost).to.be.within(0, most);
      if (lost > 0) hurt++;
    }
    expect(hurt, "sometimes hurt").to.be.greaterThan(0);
  });

  it("[REAL-explosion] a blast that kills a real giant jumping spider sets off its own explosion after the first one", () => {
    // The spider (mon_spider_jumping_mega, huge, no bash armour) at 1 hp beside the hazmat bot takes
    // rng_float(−d / 4, 3d) with d ≈ 2: most often at least 1. Its death_explosion (power 26) waits
    // for the bot's to end (the game's queue of explosions).
    let chained = 0;
    for (let i = 0; i < 6; i++) {
      const w0 = testWorld(c, {
        rows: ROOM,
        seed: `chain-${i}`,
        monsters: [
          { type: "mon_hazmatbot", id: "m", pos: P(6, 3), attitude: "hostile" },
          { type: "mon_spider_jumping_mega", id: "s", pos: P(7, 3), attitude: "hostile" },
        ],
      }).world;
      const hp = w0.monsters["m"]?.hp ?? 0;
      const r = runInSim(w0, c, (sim) => {
        const spider = sim.world.monsters["s"];
        if (spider) spider.hp = 1;
        applyDamage(sim, "m", hp, "bash", undefined, "you");
      });
      const order = rules(r.events, "explosion").map((d) => [d["by"], d["power"]]);
      if (r.world.monsters["s"]?.dead !== true) {
        expect(order).to.deep.equal([["m", 20]]);
        continue;
      }
      chained++;
      expect(order).to.deep.equal([
        ["m", 20],
        ["s", 26],
      ]);
    }
    expect(chained).to.be.greaterThan(0);
  });

  it("[REAL-fungalize] a real fungal blossom's death puffs spores on the empty tiles around it: a quarter become spores on its side, the rest grow fungus; the survivor beside it is not sprayed", () => {
    // death_fungus: effect fungalize, damage 2500 (spore chance 0.25), aoe 1, valid targets ground
    // and self, so tiles holding other creatures are left out (spell::is_valid_target); then its
    // extra effect death_pouf: a noise of 10, "Pouf!".
    let spores = 0;
    let tiles = 0;
    let fungus = 0;
    for (let i = 0; i < 40; i++) {
      const r = killed("mon_fungal_blossom", 0, { seed: `pouf-${i}`, chars: [{ id: "you", x: 5, y: 3 }] });
      const born = r.events.filter((e) => e.type === "spawned" && e.monster === "mon_spore");
      spores += born.length;
      tiles += 8; // the blossom's tile and the 7 free ones around it
      for (const e of born) if (e.type === "spawned") expect(r.world.monsters[e.who]?.attitude).to.equal("hostile");
      fungus += r.events.filter((e) => e.type === "tile_changed" && e.terrain?.to === "t_fungus_floor_in").length;
      expect(r.world.characters["you"]?.effects.some((e) => e.id === "spores")).to.equal(false);
      expect(r.events.some((e) => e.type === "sound" && e.volume === 10)).to.equal(true);
    }
    // 320 tiles at 0.25: 80 expected; 3 standard deviations (7.7) either side.
    expect(spores).to.be.within(57, 103);
    // The others spread fungus: indoor floor (t_floor: FLAT, INDOORS) turns on x_in_y(10 × growth, 500).
    expect(fungus).to.be.greaterThan(0);
    expect(tiles).to.equal(320);
  });

  it("[REAL-fungalize] spores landing on a real zombie turn it into its fungal form; on a robot (no fungal form, not of flesh) they hurt 25..50; on the player they give spores", () => {
    const zf = c.monster.get("mon_zombie")?.fungalizeInto;
    expect(zf).to.be.a("string");
    const w = testWorld(c, {
      rows: ROOM,
      seed: "spores-on",
      characters: [{ id: "you", pos: P(3, 3), isPlayer: true }],
      monsters: [
        { type: "mon_zombie", id: "z", pos: P(5, 3), attitude: "hostile" },
        { type: "mon_hazmatbot", id: "h", pos: P(8, 3), attitude: "hostile" },
        { type: "mon_fungaloid", id: "f", pos: P(10, 3), attitude: "hostile" },
      ],
    }).world;
    let sprayed = 0;
    let r = runInSim(w, c, (sim) => {
      fungalize(sim, P(5, 3), "f", 0.25);
      fungalize(sim, P(8, 3), "f", 0.25);
    });
    expect(r.world.monsters["z"]?.type).to.equal(zf);
    const lost = (c.monster.get("mon_hazmatbot")?.hp ?? 0) - (r.world.monsters["h"]?.hp ?? 0);
    expect(lost).to.be.within(25, 50);
    // The stun does not take: the hazmat bot is STUN_IMMUNE.
    expect(c.monster.get("mon_hazmatbot")?.flags).to.include("STUN_IMMUNE");
    expect(r.world.monsters["h"]?.effects.some((e) => e.id === "stunned")).to.equal(false);
    for (let i = 0; i < 10; i++) {
      r = runInSim(r.world, c, (sim) => fungalize(sim, P(3, 3), "f", 0.25));
      if (r.world.characters["you"]?.effects.some((e) => e.id === "spores")) sprayed++;
    }
    // The torso alone: one_in(2) and dice(3, 3) > dice(0, 3) = 0 always; in 10 tries nearly surely once.
    expect(sprayed).to.be.greaterThan(0);
  });

  it("[REAL-slime-split] a real blob splits into two small blobs of speed 35 on its tile and the next east; a large blob into two of 45", () => {
    // mon_blob speed 70 (mass), small 50, blob 70, large 90: 70 > 110 and 70 > 90 fail, so a small
    // blob takes min(70, 50 − 15) = 35, the next small the other 35; mass 0 stops it.
    // mon_blob_large, mass 90: small 35, small 35, 20 left < 25 stops; 20 / 2 = 10 each: 45 and 45.
    expect(closestPointsFirst(P(0, 0), 1).map((p) => [p.x, p.y])).to.deep.equal([
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
      [-1, 1],
      [-1, 0],
      [-1, -1],
      [0, -1],
      [1, -1],
    ]);
    for (const [type, speeds] of [
      ["mon_blob", [35, 35]],
      ["mon_blob_large", [45, 45]],
    ] as const) {
      const r = killed(type, 0);
      const born = r.events.filter((e) => e.type === "spawned");
      expect(born.map((e) => (e.type === "spawned" ? [e.monster, e.pos.x, e.pos.y] : []))).to.deep.equal([
        ["mon_blob_small", 6, 3],
        ["mon_blob_small", 7, 3],
      ]);
      const got = born.map((e) => {
        const m = e.type === "spawned" ? r.world.monsters[e.who] : undefined;
        return m ? runInSim(r.world, c, (sim) => monsterBaseSpeed(sim, m)).value : 0;
      });
      expect(got, type).to.deep.equal([...speeds]);
      expect(rules(r.events, "slime_split")[0]?.["speeds"]).to.deep.equal([...speeds]);
    }
  });

  it("[REAL-slime-split] with the east tile walled the second blob goes south-east, the spiral's next", () => {
    const rows = ROOM.map((row, y) => (y === 3 ? `${row.slice(0, 7)}#${row.slice(8)}` : row));
    const r = killed("mon_blob", 0, { rows });
    const born = r.events.flatMap((e) => (e.type === "spawned" ? [[e.pos.x, e.pos.y]] : []));
    expect(born).to.deep.equal([
      [6, 3],
      [7, 4],
    ]);
  });

  it("[REAL-gibs] a pulverised real zombie splatters 7..12 gibs of fd_gibs_flesh within a tile and leaves a destroyed GIBBED corpse that never gets up", () => {
    // Overkill 3 × hp: corpse damage 2.5 × 3 = 7.5 > 5 and overkill > hp: pulverised. Gibs:
    // min(⌊7.5⌋ − 1, 1 + hp / 5) = 6 (hp ≥ 25), + rng(1, 6) for a medium monster: 7..12.
    const hp = c.monster.get("mon_zombie")?.hp ?? 0;
    expect(hp).to.be.at.least(25);
    const r = killed("mon_zombie", 3 * hp);
    const [g] = rules(r.events, "gibbed");
    expect(g?.["gibs"]).to.be.within(7, 12);
    expect(g?.["field"]).to.equal("fd_gibs_flesh");
    let gibTiles = 0;
    for (let y = 1; y <= 5; y++)
      for (let x = 1; x <= 16; x++)
        if (tileAt(r.world.map, P(x, y))?.fields?.some((f) => f.id === "fd_gibs_flesh")) {
          gibTiles++;
          expect(Math.max(Math.abs(x - 6), Math.abs(y - 3))).to.be.at.most(1);
        }
    expect(gibTiles).to.be.greaterThan(0);
    const corpse = tileAt(r.world.map, P(6, 3))?.items?.find((i) => i.id === "corpse");
    expect(corpse?.flags).to.deep.equal(["GIBBED"]);
    expect(corpse?.vars?.["damage"]).to.equal(4000);
    const later = tick(r.world, c, 30000);
    expect(later.world.monsters["m"]?.dead).to.equal(true);
  });

  it("[REAL-revive-spell] a real necro boomer's death raises a zombie corpse 4 tiles away at once, with the revived hp", () => {
    // necro_boomer_death: noise 24, then necro_boomer_revive (aoe 10, valid targets ground,
    // effect_str ZOMBIE): every corpse of a REVIVES ZOMBIE monster in sight gets up now.
    const w0 = room("mon_zombie_necro_boomer", { seed: "necro", mons: [{ type: "mon_zombie", id: "z", x: 10, y: 3 }] });
    const dead = kill(w0, "z").world;
    expect(dead.monsters["z"]?.dead).to.equal(true);
    const r = kill(dead, "m");
    expect(r.world.monsters["z"]?.dead).to.not.equal(true);
    expect(r.world.monsters["z"]?.hp).to.equal(Math.trunc((c.monster.get("mon_zombie")?.hp ?? 0) * 0.7));
    expect(rules(r.events, "raised").map((d) => d["who"])).to.deep.equal(["z"]);
  });

  it("[REAL-remove-effect][REAL-slime-split] a real blob brain's death frees the blobs it controlled and splits its doubled mass among new blobs", () => {
    // death_blob_brain: remove_effect `controlled` on allies within 48 that are blobs; then
    // death_blobsplit_brain: mon_blob_brain (speed 50) splits a mass of 2 × 50 = 100. The new blobs'
    // speeds add up to 100 less what the even share leaves over (under their number); no slime
    // stands within 1 to absorb the rest.
    expect(c.spell.get("death_blob_brain")?.effect).to.equal("remove_effect");
    const w0 = room("mon_blob_brain", { seed: "brain", mons: [{ type: "mon_blob", id: "b", x: 12, y: 3 }] });
    const ready = runInSim(w0, c, (sim) => {
      sim.world.monsters["b"]?.effects.push({ id: "controlled", duration: 1000, intensity: 1 } as never);
    }).world;
    const r = kill(ready, "m");
    expect(r.world.monsters["b"]?.effects.some((e) => e.id === "controlled")).to.equal(false);
    const speeds = (rules(r.events, "slime_split")[0]?.["speeds"] ?? []) as number[];
    expect(speeds.length).to.be.at.least(2);
    const sum = speeds.reduce((a, b) => a + b, 0);
    expect(sum).to.be.within(100 - (speeds.length - 1), 100);
  });

  it("[REAL-summon-group] a real cellar spider mother's death lets out 3 to 8 spiders drawn from GROUP_SPIDER_MOM_SUMMON, about two thirds small ones", () => {
    // death_spider_cellar_mom: summon, SPAWN_GROUP, RANDOM_DAMAGE 3..8, aoe 2, HOSTILE_SUMMON,
    // PERMANENT; the group: mon_spider_cellar_small weight 67, mon_spider_cellar_giant_s weight 33,
    // so each spider is small on rng(1, 100) ≤ 67.
    const group = c.monstergroup.get("GROUP_SPIDER_MOM_SUMMON");
    expect(group?.monsters.map((e) => [e.id, e.weight])).to.deep.equal([
      ["mon_spider_cellar_small", 67],
      ["mon_spider_cellar_giant_s", 33],
    ]);
    let small = 0;
    let all = 0;
    for (let i = 0; i < 20; i++) {
      const r = killed("mon_spider_cellar_mom", 0, { seed: `mom-${i}` });
      const born = r.events.flatMap((e) => (e.type === "spawned" ? [e] : []));
      expect(born.length).to.be.within(3, 8);
      for (const e of born) {
        expect(["mon_spider_cellar_small", "mon_spider_cellar_giant_s"]).to.include(e.monster);
        expect(Math.max(Math.abs(e.pos.x - 6), Math.abs(e.pos.y - 3))).to.be.at.most(2);
        expect(r.world.monsters[e.who]?.attitude).to.equal("hostile");
        expect(r.world.monsters[e.who]?.expiresAt).to.equal(undefined);
        if (e.monster === "mon_spider_cellar_small") small++;
      }
      all += born.length;
    }
    // About 110 spiders at 0.67: 3 standard deviations (≈ 15) either side of 74.
    expect(small / all).to.be.within(0.53, 0.81);
  });
});
