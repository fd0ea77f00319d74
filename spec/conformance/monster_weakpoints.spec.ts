/**
 * Issue 32, Deliver 6: weak points, death drops and summoning death spells on the real data
 * (docs/monsters.md). Real monsters: mon_zombie, mon_zombie_survivor, mon_dermatik,
 * mon_starer_pipe, mon_fungaloid_tower, mon_structural_spur, mon_worm, mon_dog_thing.
 *
 * IDs introduced here:
 *   REAL-weakpoints       a monster's weak points are its weakpoint_sets in order (a later set's
 *                         point of the same id takes the earlier one's place), then its own, less
 *                         its `delete`d ids (MonsterGenerator::finalize_mtypes, mtype::load)
 *   REAL-weakpoint-pick   a hit on a monster finds a weak point as weakpoints::select_weakpoint
 *                         does: coverage × coverage_mult × P(normal(skill, 2) > difficulty) per
 *                         point, reweighed for 1 + skill / 2.5 rolls (src/weakpoint.cpp)
 *   REAL-weakpoint-families a character's weak point skill gains each `families` proficiency's
 *                         bonus it has, or penalty it lacks (weakpoint_families::modifier)
 *   REAL-weakpoint-armor  the weak point's armor_mult changes the monster's armour against the hit
 *                         (monster::absorb_hit, weakpoint::apply_to)
 *   REAL-weakpoint-effect the weak point's effects follow a hit that dealt the share of the
 *                         monster's hp they require (weakpoint_effect::apply_to)
 *   REAL-death-drops      a dying monster's death_drops spawn into its corpse, or onto its tile
 *                         without one (monster::die, monster::drop_items_on_death)
 *   REAL-death-summon     a death spell with effect `summon` places its monsters around the dead
 *                         (spell_effect::spawn_summoned_monster)
 *   REAL-group-morale     a GROUP_MORALE monster below its type's morale gains 10 − distance for
 *                         each monster of its faction it sees within 10 tiles (monster::plan)
 *   REAL-swarms           a SWARMS monster without a target that sees its kin within 5 tiles
 *                         wanders off by (rng(1, 3), rng(1, 3)) (monster::plan)
 */
import { expect } from "chai";
import type { Content } from "../../engine/content/load.js";
import { dealDamage, unit } from "../../engine/mechanics/damage.js";
import { monsterTurn } from "../../engine/rules/monsters/turn.js";
import { weakpointsOf } from "../../engine/mechanics/fight/weakpoints.js";
import { applyDamage } from "../../engine/sim/creature_state.js";
import type { Sim } from "../../engine/sim/context.js";
import { isRuleEvent, type SimEvent } from "../../engine/sim/events.js";
import { tileAt } from "../../engine/world/grid.js";
import type { Point, World } from "../../engine/world/types.js";
import { beforeReal } from "../support/load.js";
import { runInSim, testWorld } from "../support/world.js";

const P = (x: number, y: number, z = 0) => ({ x, y, z });
const ROOM = ["##########", "#........#", "#........#", "#........#", "#........#", "#........#", "##########"];

/** Keeps every event the sim emits in `log` as well (for per-hit reading inside one run). */
/** The room with no one in it but neutral monsters of one `type`, `a`, `b`, ... at `at`. */
function kin(c: Content, type: string, seed: string, at: readonly Point[]): World {
  return testWorld(c, {
    rows: ROOM,
    seed,
    characters: [],
    monsters: at.map((pos, i) => ({ type, id: String.fromCharCode(97 + i), pos, attitude: "neutral" as const })),
  }).world;
}

function tap(sim: Sim, log: SimEvent[]): void {
  const emit = sim.emit.bind(sim);
  (sim as { emit: Sim["emit"] }).emit = (e) => {
    log.push(e as SimEvent);
    return emit(e);
  };
}

/** A fresh copy of the monster with hit points no blow ends and no effects. */
function refresh(sim: Sim): void {
  const m = sim.world.monsters["m"];
  if (m) {
    m.hp = 100000;
    m.effects = [];
  }
}

function weakpointEvents(events: readonly SimEvent[]): string[] {
  return events.flatMap((e) => (e.type === "rule" && e.name === "weakpoint" ? [String(e.data["weakpoint"])] : []));
}

describe("conformance: weak points, death drops and summoning death spells (issue 32)", function () {
  this.timeout(180000);
  let c: Content;
  beforeReal((real) => (c = real));

  function world(type: string, skills: Record<string, number> = {}, proficiencies: string[] = []) {
    return testWorld(c, {
      rows: ROOM,
      seed: `wp-${type}`,
      characters: [{ id: "you", pos: P(2, 3), skills, proficiencies }],
      monsters: [{ type, id: "m", pos: P(3, 3), attitude: "hostile" }],
    }).world;
  }

  it("[REAL-weakpoints] a real zombie survivor's weak points come from its three sets in order; a real dermatik's `delete` takes the stinger out", () => {
    // mon_zombie_survivor: weakpoint_sets wps_humanoid_body (eye 1, head 5, arm 8, part_grabbing 8,
    // leg 15, each set sorted by coverage), then wps_humanoid_light_armor (arm, side_armour,
    // stomach_armour, leg: arm and leg replace the body's in place, the others append), then
    // wps_humanoid_open_helmet (neck, helmet append; head replaces the body's head in place).
    const w = world("mon_zombie_survivor");
    const ids = runInSim(w, c, (sim) => {
      const survivor = weakpointsOf(sim, sim.content.monster.get("mon_zombie_survivor") as never);
      const dermatik = weakpointsOf(sim, sim.content.monster.get("mon_dermatik") as never);
      return {
        survivor: survivor.map((p) => `${p.id}:${p.coverage}`),
        head: survivor.find((p) => p.id === "head")?.armorMult,
        dermatik: dermatik.map((p) => p.id),
      };
    }).value;
    expect(ids.survivor).to.deep.equal([
      "eye:1",
      "head:3",
      "arm:8",
      "part_grabbing:8",
      "leg:12",
      "side_armour:4",
      "stomach_armour:4",
      "neck:1",
      "helmet:3",
    ]);
    expect(ids.head, "the open helmet's head: no armour").to.deep.equal({ physical: 0 });
    // mon_dermatik: the three arthropod sets give a stinger; its own `delete` removes it, and its
    // own abdomen (coverage 30) replaces the set's.
    expect(ids.dermatik).to.include("abdomen");
    expect(ids.dermatik).to.not.include("stinger");
  });

  it("[REAL-weakpoint-pick] a survivor with skill 5 finds a real zombie's head on 13.3 % of bash hits, its legs on 28.3 %", () => {
    // mon_zombie: wps_humanoid_body. The character: unarmed 5, melee 5, dex 8, per 8, sound eyes:
    // skill = (5 + 5) / 2 + 0 + 0 = 5, times (vision 1 + reaction 1) / 2 = 5; rolls = 1 + 5 / 2.5 = 3.
    // A bash blow is "broad": eye 1 × 0.5 × Φ((5 − 6) / 2) = 0.154 %, head 5 × Φ((5 − 2) / 2) = 4.666 %,
    // arm 8 × Φ(2) = 7.818 %, part_grabbing 0 (its condition: the zombie grabs no one), leg 15 × Φ(2)
    // = 14.659 %. Cumulative 0.154, 4.820, 12.638, 27.297 %, reweighed 100 × (1 − (1 − b)^3):
    // 0.462, 13.774, 33.324, 61.571 %. Shares: eye 0.46 %, head 13.31 %, arm 19.55 %, leg 28.25 %,
    // none 38.43 %. Over 6000 hits (sd of the head's count ≈ 26, the leg's ≈ 35): within ± 4 sd.
    const w = world("mon_zombie", { unarmed: 5, melee: 5 });
    const N = 6000;
    const r = runInSim(w, c, (sim) => {
      for (let i = 0; i < N; i++) {
        // A zero-damage blow: it picks a weak point and does nothing else.
        dealDamage(sim, "m", undefined, [unit("bash", 0.0001)], "you", "melee", { vector: "melee" });
      }
    });
    const hits = weakpointEvents(r.events);
    const count = (id: string) => hits.filter((h) => h === id).length;
    expect(count("head")).to.be.within(799 - 104, 799 + 104);
    expect(count("leg")).to.be.within(1695 - 140, 1695 + 140);
    expect(count("arm")).to.be.within(1173 - 124, 1173 + 124);
    expect(count("part_grabbing")).to.equal(0);
    expect(hits.length).to.be.within(3694 - 150, 3694 + 150);
    // The event names the skill as computed above.
    const first = r.events.find((e) => e.type === "rule" && e.name === "weakpoint");
    expect(first?.type === "rule" ? first.data["skill"] : undefined).to.equal(5);
  });

  it("[REAL-weakpoint-families] a survivor who knows zombie biology and physiology finds weak points with 4 more skill", () => {
    // mon_zombie's families: prof_gross_anatomy and prof_intro_biology (bonus and penalty 0),
    // prof_physiology and prof_wp_zombie (default_weakpoint_bonus 2 each, penalty 0). Unarmed 5,
    // melee 5: skill 5; with prof_wp_zombie 7; with both 9.
    // The skill of the first blow that finds a weak point (38 % find none at skill 5).
    const first = (proficiencies: string[]) => {
      const w = world("mon_zombie", { unarmed: 5, melee: 5 }, proficiencies);
      const r = runInSim(w, c, (sim) => {
        for (let i = 0; i < 50; i++)
          dealDamage(sim, "m", undefined, [unit("bash", 0.0001)], "you", "melee", { vector: "melee" });
      });
      const skills = r.events.flatMap((e) => (e.type === "rule" && e.name === "weakpoint" ? [e.data["skill"]] : []));
      return skills[0];
    };
    expect(first([])).to.equal(5);
    expect(first(["prof_wp_zombie"])).to.equal(7);
    expect(first(["prof_wp_zombie", "prof_physiology"])).to.equal(9);
  });

  it("[REAL-weakpoint-armor] a real zombie survivor's armour (bash 7) meets a 10-bash blow as its weak point says", () => {
    // mon_zombie_survivor: armor bash 7. Without a weak point 10 − 7 = 3; arm, leg, stomach_armour,
    // neck (× 0.25): 10 − 1.75 = 8.25 → 8; side_armour (× 0.15): 10 − 1.05 = 8.95 → 9; head, eye
    // (× 0): 10; helmet (× 1.5): 10 − 10.5 → 0.
    const expected: Record<string, number> = {
      arm: 8,
      leg: 8,
      stomach_armour: 8,
      neck: 8,
      side_armour: 9,
      head: 10,
      eye: 10,
      helmet: 0,
    };
    const w = world("mon_zombie_survivor", { unarmed: 4, melee: 4 });
    const r = runInSim(w, c, (sim) => {
      const out: { wp: string | undefined; dealt: number }[] = [];
      const log: SimEvent[] = [];
      tap(sim, log);
      for (let i = 0; i < 300; i++) {
        refresh(sim);
        const before = log.length;
        const dealt = dealDamage(sim, "m", undefined, [unit("bash", 10)], "you", "melee", { vector: "melee" }).total;
        const wp = weakpointEvents(log.slice(before))[0];
        out.push({ wp, dealt });
      }
      return out;
    });
    const seen = new Set<string>();
    for (const { wp, dealt } of r.value) {
      if (wp === undefined) expect(dealt, "no weak point").to.equal(3);
      else {
        seen.add(wp);
        expect(dealt, wp).to.equal(expected[wp]);
      }
    }
    expect([...seen]).to.include.members(["arm", "leg"]);
  });

  it("[REAL-weakpoint-effect] a blow on a real zombie's head that deals 11 % to 50 % of its hp stuns it on about a quarter of such hits", () => {
    // mon_zombie (hp 80), wps_humanoid_body's head: `stunned` for 1..2 turns on 25 % of hits that
    // deal 11..50 % of its hp (a 20-bash blow through armour 0: 25 %); 5 % below, 45 % above. Of
    // 400 head hits about 100 stun (sd ≈ 8.7): within 60..140. Other points' effects (staggered
    // 15 % from 10 % hp on arms, downed 5 % on legs) do not stun.
    expect(c.monster.get("mon_zombie")?.hp).to.equal(80);
    const w = world("mon_zombie", { unarmed: 10, melee: 10 });
    const r = runInSim(w, c, (sim) => {
      let headHits = 0;
      let stuns = 0;
      const log: SimEvent[] = [];
      tap(sim, log);
      for (let i = 0; i < 6000 && headHits < 400; i++) {
        refresh(sim);
        const before = log.length;
        dealDamage(sim, "m", undefined, [unit("bash", 20)], "you", "melee", { vector: "melee" });
        if (weakpointEvents(log.slice(before))[0] !== "head") continue;
        headHits++;
        if (sim.world.monsters["m"]?.effects.some((e) => e.id === "stunned")) stuns++;
      }
      return { headHits, stuns };
    });
    expect(r.value.headHits).to.equal(400);
    expect(r.value.stuns).to.be.within(60, 140);
  });

  /** The world with monster `m` of `type` killed by a blow of its hp. */
  function killed(type: string) {
    const w = testWorld(c, {
      rows: ROOM,
      seed: `drops-${type}`,
      characters: [],
      monsters: [{ type, id: "m", pos: P(4, 3), attitude: "hostile" }],
    }).world;
    const hp = w.monsters["m"]?.hp ?? 0;
    return runInSim(w, c, (sim) => applyDamage(sim, "m", hp, "bash", undefined, "you"));
  }

  it("[REAL-death-drops] a real starer's pipe lies on its tile; a real fungaloid tower's drops are in its corpse", () => {
    // mon_starer_pipe: corpse_type NO_CORPSE, death_drops starer_death_drops_pipe (a collection:
    // pipe at 100 %): the pipe lies on the tile.
    const starer = killed("mon_starer_pipe");
    expect((tileAt(starer.world.map, P(4, 3))?.items ?? []).map((i) => i.id)).to.include("pipe");
    // mon_fungaloid_tower: a NORMAL corpse; death_drops marloss_yellow_drops (marloss_gel and
    // fungal_seeds, each at the collection's default 100 %): both inside the corpse.
    const tower = killed("mon_fungaloid_tower");
    const items = tileAt(tower.world.map, P(4, 3))?.items ?? [];
    expect(items.map((i) => i.id)).to.deep.equal(["corpse"]);
    expect((items[0]?.contents ?? []).map((i) => i.id).sort()).to.deep.equal(["fungal_seeds", "marloss_gel"]);
    expect(tower.events.some((e) => e.type === "rule" && e.name === "death_drops")).to.equal(true);
  });

  it("[REAL-death-drops] a real structural spur leaves its rocks, scrap and 3–8 rebar on its tile", () => {
    // mon_structural_spur: NO_CORPSE; structural_spur_drops: rock count [10, 22], scrap [10, 12],
    // rebar [3, 8] (rock and scrap count by charges: how many the spawn rules make of them is
    // engine/mechanics/items/spawn.ts's business, checked in its own specs).
    const items = tileAt(killed("mon_structural_spur").world.map, P(4, 3))?.items ?? [];
    expect(items.map((i) => i.id)).to.deep.equal(["rock", "scrap", "rebar"]);
    const rebar = items.filter((i) => i.id === "rebar").reduce((s, i) => s + i.count, 0);
    expect(rebar).to.be.within(3, 8);
  });

  it("[REAL-death-summon] a real worm splits into one or two hostile half worms within 2 tiles; a real dog thing's death lets out one thing", () => {
    // mon_worm: death_halfworm at itself: summon mon_halfworm, min_damage 1, max_damage 2,
    // RANDOM_DAMAGE (rng(1, 2) of them), aoe 2, HOSTILE_SUMMON, PERMANENT.
    const counts = new Set<number>();
    for (const seed of ["a", "b", "c", "d", "e", "f"]) {
      const w = testWorld(c, {
        rows: ROOM,
        seed: `worm-${seed}`,
        characters: [],
        monsters: [{ type: "mon_worm", id: "m", pos: P(4, 3), attitude: "hostile" }],
      }).world;
      const r = runInSim(w, c, (sim) => applyDamage(sim, "m", 1000, "bash", undefined, "you"));
      const halves = Object.values(r.world.monsters).filter((m) => m.type === "mon_halfworm" && !m.dead);
      counts.add(halves.length);
      for (const h of halves) {
        expect(Math.max(Math.abs(h.pos.x - 4), Math.abs(h.pos.y - 3))).to.be.at.most(2);
        expect(h.attitude).to.equal("hostile");
        expect(h.expiresAt).to.equal(undefined);
      }
    }
    expect(
      [...counts].every((n) => n === 1 || n === 2),
      [...counts].join(","),
    ).to.equal(true);
    expect(counts.size, "both one and two happen").to.equal(2);
    // mon_dog_thing: death_thing, one mon_thing within 1 tile, its message "The %s emerges!".
    const thing = killed("mon_dog_thing");
    const things = Object.values(thing.world.monsters).filter((m) => m.type === "mon_thing");
    expect(things.length).to.equal(1);
    expect(thing.events.some((e) => e.type === "message" && / emerges!$/.test(e.text))).to.equal(true);
  });

  it("[REAL-group-morale] a real coyote at morale 5 takes heart from a pack mate 3 tiles away: 10 − 3 = 7 more", () => {
    // mon_coyote: GROUP_MORALE, morale 20, faction coyote. Before plan, its morale drifts a point
    // back towards 20 on some turns (monster::process_triggers): 5 or 6, then + 7 = 12 or 13.
    // Alone it stays at 5 or 6.
    const run = (mate: boolean) => {
      const w = kin(c, "mon_coyote", "coyotes", mate ? [P(2, 2), P(5, 2)] : [P(2, 2)]);
      return runInSim(w, c, (sim) => {
        const a = sim.world.monsters["a"];
        if (a) a.morale = 5;
        monsterTurn(sim, "a");
        return sim.world.monsters["a"]?.morale;
      });
    };
    expect(c.monster.get("mon_coyote")?.flags).to.include("GROUP_MORALE");
    const pack = run(true);
    expect(pack.value).to.be.within(12, 13);
    expect(pack.events.some((e) => e.type === "rule" && e.name === "group_morale")).to.equal(true);
    expect(run(false).value).to.be.within(5, 6);
  });

  it("[REAL-swarms] a real aphid with no target and another aphid 2 tiles away wanders off south-east by 1 to 3 tiles", () => {
    // mon_aphid: SWARMS, faction aphid. Too crowded (a kin within fewer than 5 tiles): its wander
    // point is its position + (rng(1, 3), rng(1, 3)).
    const w = kin(c, "mon_aphid", "aphids", [P(2, 2), P(4, 2)]);
    const r = runInSim(w, c, (sim) => monsterTurn(sim, "a"));
    const crowded = r.events.find((e) => isRuleEvent(e, "swarm_crowded"));
    expect(crowded, "too crowded").to.not.equal(undefined);
    if (!crowded || !isRuleEvent(crowded, "swarm_crowded")) return;
    expect(crowded.data.x - 2).to.be.within(1, 3);
    expect(crowded.data.y - 2).to.be.within(1, 3);
  });
});
