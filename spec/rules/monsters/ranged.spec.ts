// covers: D5-run, D5-ammo, D5-F-max_ammo, E-6, D5-targeting, S-8, D5-F-targeting_cost, L-targeting_cost-5, D5-F-laser_lock, D5-F-ranges, D5-F-range, D5-F-description, D5-F-targeting_sound, D5-F-no_ammo_sound, D5-friendly, D5-F-require_targeting, D5-F-targeting_timeout_extend, D6-spell-run, D6-spell-target_self, D6-spell-F-allow_no_target, D6-spell-notarget, D6-spell-F-monster_message, D6-spell-F-min_level, D6-leap-run, D6-leap-dest, D6-leap-F-prefer_leap, D6-leap-F-random_leap, D6-leap-F-allow_no_target, D6-leap-F-consider, D6-leap-F-self_effects, D6-leap-nodest, D6-leap-F-move_cost, D6-leap-trigdist, D1-when_hit-chance, D1-ZAPBACK, D1-ACIDSPLASH, D1-NONE, D1-RETURN_FIRE, D1-when_hit-default
/**
 * ID introduced here (issue 32):
 *   REAL-gun-targeting-cost  a monster gun targeting anything but the player pays `targeting_cost`
 *                            on every targeting step, as the game's gun_actor::try_target does;
 *                            the spec's 5-turn grace (L-targeting_cost-5, X-22) is about the player
 *                            and is kept for the player
 */
import { expect } from "chai";
import { produce } from "immer";
import type { Content } from "../../../engine/content/load.js";
import { processEffects } from "../../../engine/mechanics/effects/process.js";
import type { Point, World } from "../../../engine/world/types.js";
import { count, expectRate, load, monster, P, reseed, run, use, world } from "./support.js";
import { messagesOf } from "../../support/world.js";

const SURE = { dodgeable: false, blockable: false, damage_max_instance: [{ damage_type: "bash", amount: 5 }] };

/** A gun attack `id` firing the test rifle t_gun with t_round; `members` are the attack's others. */
const rifle = (id: string, members: object): object => ({
  type: "gun",
  id,
  gun_type: "t_gun",
  ammo_type: "t_round",
  ...members,
});

/** A rifle reaching 90 tiles that fires at whoever it targets, with no targeting first. */
const LONG_RIFLE = rifle("long", { require_targeting_player: false, ranges: [[0, 90, "DEFAULT"]] });

describe("monster special attacks: gun, spell, leap and defences (D5, D6, D1 defences)", function () {
  this.timeout(60000);
  let c: Content;
  before(() => {
    c = load([
      { type: "GUN", id: "t_gun", name: { str: "test rifle" } },
      { type: "AMMO", id: "t_round", name: { str: "round" } },
      monster(
        "t_turret",
        [
          rifle("gun", {
            max_ammo: 5,
            require_targeting_player: true,
            require_targeting_npc: true,
            laser_lock: false,
            ranges: [[0, 6, "DEFAULT"]],
            targeting_sound: "Beep!",
            targeting_volume: 7,
            targeting_cost: 40,
            targeting_timeout: 3,
            targeting_timeout_extend: -1,
            no_ammo_sound: "Clack.",
          }),
          rifle("free", {
            require_targeting_player: false,
            ranges: [[0, 20, "DEFAULT"]],
          }),
        ],
        { starting_ammo: { t_round: 10 }, flags: ["IMMOBILE"] },
      ),
      monster(
        "t_laser",
        [
          rifle("laser", {
            require_targeting_player: true,
            laser_lock: true,
            ranges: [[0, 10, "DEFAULT"]],
            targeting_cost: 40,
            targeting_timeout: 3,
          }),
        ],
        { starting_ammo: { t_round: 10 }, flags: ["IMMOBILE"] },
      ),
      monster("t_caster", [
        { type: "spell", id: "zap", spell_data: { id: "t_zap", min_level: 2 } },
        { type: "spell", id: "buff", spell_data: { id: "t_buff" } },
        { type: "spell", id: "buff_any", spell_data: { id: "t_buff" }, allow_no_target: true },
      ]),
      {
        type: "SPELL",
        id: "t_zap",
        name: "Zap",
        effect: "attack",
        valid_targets: ["hostile"],
        min_damage: 2,
        max_damage: 10,
        max_level: 4,
        min_range: 4,
        max_range: 4,
        base_casting_time: 70,
        damage_type: "electric",
      },
      {
        type: "SPELL",
        id: "t_buff",
        name: "Buff",
        effect: "attack",
        valid_targets: ["self"],
        effect_str: "t_mark",
        min_duration: 10,
        max_duration: 10,
      },
      monster("t_leaper", [
        { type: "leap", id: "leap", max_range: 3, min_range: 2, self_effects: [{ id: "t_mark", duration: 4 }] },
        { type: "leap", id: "prefer", max_range: 3, min_range: 2, prefer_leap: true },
        { type: "leap", id: "random", max_range: 3, min_range: 1, random_leap: true },
        { type: "leap", id: "notarget", max_range: 3, allow_no_target: true, random_leap: true },
        { type: "leap", id: "consider", max_range: 3, max_consider_range: 3 },
      ]),
      monster("t_zapper", [], { special_when_hit: ["ZAPBACK", 100] }),
      monster("t_zap0", [], { special_when_hit: ["ZAPBACK", 0] }),
      monster("t_acid", [], { special_when_hit: ["ACIDSPLASH", 100] }),
      monster("t_none", [], { special_when_hit: ["NONE", 100] }),
      monster(
        "t_ret",
        [
          rifle("gun", {
            require_targeting_monster: false,
            ranges: [[0, 20]],
          }),
        ],
        { starting_ammo: { t_round: 10 }, special_when_hit: ["RETURN_FIRE", 100], vision_day: 3 },
      ),
      monster("t_far_ret", [LONG_RIFLE], {
        starting_ammo: { t_round: 10 },
        special_when_hit: ["RETURN_FIRE", 100],
        vision_day: 3,
      }),
      monster("t_sniper", [LONG_RIFLE], { starting_ammo: { t_round: 10 }, flags: ["IMMOBILE"] }),
      monster("t_hitter", [{ type: "melee", id: "hit", ...SURE }]),
    ]);
  });

  const turretWorld = (): World =>
    world(c, { you: { pos: P(2, 2) }, monsters: [{ type: "t_turret", id: "t", pos: P(6, 2) }] });
  /** The same with the survivor not the player (an NPC): the spec's grace is about the player. */
  const npcTurretWorld = (): World =>
    produce(turretWorld(), (d) => {
      (d.characters["you"] as { isPlayer: boolean }).isPlayer = false;
    });

  it("[D5-targeting][D5-F-targeting_sound][D5-F-targeting_cost] the first call targets (sound, cost, no shot, performed); the next one fires and uses ammo", () => {
    const r = use(turretWorld(), c, "t", "gun");
    expect(r.value).to.equal(true);
    expect(r.events.find((e) => e.type === "sound")).to.include({ description: "Beep!", volume: 7 });
    expect(count(r.events, (e) => e.type === "attack")).to.equal(0);
    expect(r.world.monsters["t"]?.moves).to.equal(-40);
    const r2 = use({ ...r.world, turn: 1 }, c, "t", "gun");
    expect(count(r2.events, (e) => e.type === "attack")).to.equal(1);
    expect(r2.world.monsters["t"]?.ammo["t_round"]).to.equal(4);
    expect(
      r2.events.some((e) => e.type === "debug"),
      "[D5-F-max_ammo][E-6] 10 over a cap of 5",
    ).to.equal(true);
    expect(messagesOf(r2.events)).to.include("The turret fires its test rifle!");
  });

  it("[D5-F-laser_lock] laser lock belongs to the target: a second laser turret fires at a locked survivor without targeting of its own", () => {
    const w = world(c, {
      you: { pos: P(2, 2) },
      monsters: [
        { type: "t_laser", id: "a", pos: P(6, 1) },
        { type: "t_laser", id: "b", pos: P(6, 3) },
      ],
    });
    const first = use(w, c, "a", "laser");
    expect(count(first.events, (e) => e.type === "attack")).to.equal(0);
    expect(first.world.characters["you"]?.effects.some((e) => e.id === "laserlocked")).to.equal(true);
    expect(messagesOf(first.events)).to.include("You're not sure why you've got a laser dot on you…");
    // b never targeted (no `targeted` state of its own), yet it fires at once, paying no targeting cost.
    const second = use(first.world, c, "b", "laser");
    expect(second.world.monsters["b"]?.effects.some((e) => e.id === "targeted")).to.equal(false);
    expect(count(second.events, (e) => e.type === "attack" && e.attacker === "b")).to.equal(1);
    // Without a lock on the target it must target first.
    const alone = use(w, c, "b", "laser");
    expect(count(alone.events, (e) => e.type === "attack")).to.equal(0);
  });

  /**
   * Targets, fires, lets its targeted state run out and targets again at turn 4 (within 5 turns of the
   * first targeting): the moves before and after that second targeting.
   */
  function retargetWithinFive(w: World): { before: number | undefined; after: number | undefined } {
    const r = use(w, c, "t", "gun");
    expect(r.world.monsters["t"]?.effects.find((e) => e.id === "targeted")?.duration).to.equal(3);
    const shot = use({ ...r.world, turn: 1 }, c, "t", "gun");
    expect(shot.world.monsters["t"]?.effects.find((e) => e.id === "targeted")?.duration).to.equal(2);
    // Turns 2, 3 and 4 pass through the effects phase (before the turret acts at turn 4): the
    // targeted state's last 2 turns run out and it ends.
    const gone = run(shot.world, c, (sim) => {
      for (let turn = 2; turn <= 4; turn++) processEffects(sim, "t");
    }).world;
    expect(
      gone.monsters["t"]?.effects.some((e) => e.id === "targeted"),
      "run out",
    ).to.equal(false);
    const again = use({ ...gone, turn: 4 }, c, "t", "gun");
    expect(
      count(again.events, (e) => e.type === "attack"),
      "targets again",
    ).to.equal(0);
    return { before: shot.world.monsters["t"]?.moves, after: again.world.monsters["t"]?.moves };
  }

  it("[S-8][D5-F-targeting_timeout_extend][L-targeting_cost-5] the targeted state runs out; a negative extension shortens it; re-targeting the player within 5 turns costs nothing", () => {
    const { before, after } = retargetWithinFive(turretWorld());
    expect(after, "within 5 turns: no cost").to.equal(before);
  });

  it("[REAL-gun-targeting-cost][D5-F-targeting_cost] a target that is not the player has no 5-turn grace: re-targeting it within 5 turns costs the targeting again", () => {
    const { before, after } = retargetWithinFive(npcTurretWorld());
    expect(after, "within 5 turns: the cost again").to.equal((before ?? 0) - 40);
  });

  it("[D5-ammo][D5-F-no_ammo_sound] with no ammo the gun clicks and does not fire", () => {
    const empty = run(turretWorld(), c, (sim) => {
      const t = sim.world.monsters["t"];
      if (t) t.ammo["t_round"] = 0;
    }).world;
    // No no_ammo_sound: the default click.
    const r = use(empty, c, "t", "free");
    expect(r.events.find((e) => e.type === "sound")).to.include({ description: "Click.", volume: 10 });
    expect(count(r.events, (e) => e.type === "attack")).to.equal(0);
    // The configured sound, once the gun that needs targeting has its target.
    const targeted = use(turretWorld(), c, "t", "gun").world;
    const dry = run({ ...targeted, turn: 1 }, c, (sim) => {
      const t = sim.world.monsters["t"];
      if (t) t.ammo["t_round"] = 0;
    }).world;
    const clack = use(dry, c, "t", "gun");
    expect(clack.events.find((e) => e.type === "sound")).to.include({ description: "Clack." });
    expect(count(clack.events, (e) => e.type === "attack")).to.equal(0);
  });

  it("[D5-F-ranges] a target beyond every range entry is not attacked (not performed)", () => {
    const far = world(c, {
      rows: ["##############", "#............#", "#............#", "##############"],
      you: { pos: P(1, 1) },
      monsters: [{ type: "t_turret", id: "t", pos: P(12, 1) }],
    });
    expect(use(far, c, "t", "gun").value).to.equal(false);
  });

  it("[D5-friendly] a friendly turret does not fire when the player stands in the line of fire; it shoots a hostile monster otherwise", () => {
    // A friendly turret at (6, 2) and a foe at (2, 2), the player at `you`.
    const scene = (you: Point) =>
      world(c, {
        you: { pos: you },
        monsters: [
          { type: "t_turret", id: "t", pos: P(6, 2), attitude: "friendly" },
          { type: "t_hitter", id: "foe", pos: P(2, 2) },
        ],
      });
    const r = use(scene(P(4, 2)), c, "t", "free", "foe");
    expect(r.value).to.equal(false);
    expect(messagesOf(r.events).some((m) => m.includes("IFF warning beep"))).to.equal(true);
    const r2 = use(scene(P(4, 4)), c, "t", "free", "foe");
    expect(r2.value).to.equal(true);
    expect(r2.events.find((e) => e.type === "attack")).to.include({ target: "foe" });
  });

  it("[D6-spell-run][D6-spell-F-min_level][D6-spell-F-monster_message] a damage spell at level 2 of 4 deals 6 and says so; out of range it is not cast", () => {
    const w = world(c, { you: { pos: P(2, 2) }, monsters: [{ type: "t_caster", id: "w", pos: P(5, 2) }] });
    const r = use(w, c, "w", "zap");
    expect(r.events.find((e) => e.type === "attack")).to.include({ damage: 6 });
    expect(r.world.monsters["w"]?.moves).to.equal(-70);
    expect(messagesOf(r.events)).to.include("The caster casts Zap at you!");
    const far = world(c, {
      rows: ["##########", "#........#", "##########"],
      you: { pos: P(1, 1) },
      monsters: [{ type: "t_caster", id: "w", pos: P(8, 1) }],
    });
    const no = use(far, c, "w", "zap");
    expect(no.value).to.equal(false);
    expect(no.world.monsters["w"]?.moves, "[D6-spell-notarget] no moves").to.equal(0);
  });

  it("[D6-spell-target_self][D6-spell-F-allow_no_target] a self spell lands on the caster, only with a target unless allow_no_target", () => {
    const w = world(c, { monsters: [{ type: "t_caster", id: "w", pos: P(5, 2) }] });
    expect(use(w, c, "w", "buff").world.monsters["w"]?.effects.some((e) => e.id === "t_mark")).to.equal(true);
    expect(use(w, c, "w", "buff", null).value).to.equal(false);
    expect(use(w, c, "w", "buff_any", null).value).to.equal(true);
  });

  it("[D6-leap-run][D6-leap-dest][D6-leap-F-self_effects][D6-leap-F-move_cost] the monster leaps 2-3 tiles to the free visible tile closest to its target", () => {
    const w = world(c, {
      rows: ["############", "#..........#", "#..........#", "#..........#", "############"],
      you: { pos: P(1, 2) },
      monsters: [{ type: "t_leaper", id: "l", pos: P(8, 2) }],
    });
    const r = use(w, c, "l", "leap");
    // (5, 1), (5, 2) and (5, 3) are all 4 from the target (Chebyshev): a seeded pick among them.
    expect(r.world.monsters["l"]?.pos.x).to.equal(5);
    expect(r.world.monsters["l"]?.effects.some((e) => e.id === "t_mark")).to.equal(true);
    expect(r.world.monsters["l"]?.moves).to.equal(-100);
  });

  it("[D6-leap-F-prefer_leap] next to its target a monster leaps only with prefer_leap; [D6-leap-nodest] walled in: no leap, no moves", () => {
    const w = world(c, { monsters: [{ type: "t_leaper", id: "l", pos: P(3, 2) }] });
    expect(use(w, c, "l", "leap").value).to.equal(false);
    expect(use(w, c, "l", "prefer").value).to.equal(true);
    const boxed = world(c, {
      rows: ["#####", "#.#.#", "#####"],
      you: { pos: P(1, 1) },
      monsters: [{ type: "t_leaper", id: "l", pos: P(3, 1) }],
    });
    const r = use(boxed, c, "l", "prefer");
    expect(r.value).to.equal(false);
    expect(r.world.monsters["l"]?.moves).to.equal(0);
  });

  it("[D6-leap-F-random_leap] destinations are not biased towards the target; [D6-leap-F-allow_no_target]; [D6-leap-F-consider]", () => {
    const w = world(c, {
      rows: ["###########", "#.........#", "#.........#", "#.........#", "#.........#", "#.........#", "###########"],
      you: { pos: P(1, 3) },
      monsters: [{ type: "t_leaper", id: "l", pos: P(5, 3) }],
    });
    let towards = 0;
    const n = 400;
    for (let i = 0; i < n; i++)
      if ((use(reseed(w, `r${i}`), c, "l", "random").world.monsters["l"]?.pos.x ?? 5) < 5) towards++;
    // Candidates within 1-3 (Chebyshev), inside the room: 14 of 42 lie west of x = 5... count them.
    const cands: number[] = [];
    for (let x = 2; x <= 8; x++) for (let y = 1; y <= 5; y++) if (!(x === 5 && y === 3)) cands.push(x);
    expectRate(towards, n, cands.filter((x) => x < 5).length / cands.length, "west of the start");
    expect(use(w, c, "l", "leap", null).value).to.equal(false);
    // Without a target it leaps only when it is heading somewhere (the game's destination).
    expect(use(w, c, "l", "notarget", null).value, "heading nowhere").to.equal(false);
    const heading = produce(w, (d) => {
      (d.monsters["l"] as { goal?: { x: number; y: number; z: number } }).goal = P(8, 3);
    });
    expect(use(heading, c, "l", "notarget", null).value, "heading east").to.equal(true);
    expect(use(w, c, "l", "consider").value, "target 4 away, max_consider_range 3").to.equal(false);
  });

  it("[D6-leap-trigdist] with the circular-distance setting the diagonal (2, 2) is 2.83 away, beyond a 2.5 leap", async () => {
    const { leapDistance } = await import("../../../engine/rules/monsters/json/leap.js");
    const w = world(c, {});
    const sq = run(w, c, (sim) => leapDistance(sim, P(0, 0), P(2, 2))).value;
    const trig = run({ ...w, settings: { ...w.settings, trigdist: true } }, c, (sim) =>
      leapDistance(sim, P(0, 0), P(2, 2)),
    ).value;
    expect(sq).to.equal(2);
    expect(trig).to.be.closeTo(2.83, 0.01);
  });

  it("[D1-ZAPBACK][D1-when_hit-chance] chance 100 zaps the attacker: a monster attacker takes the one roll twice, once per arm, as a character does", () => {
    // src/mondefense.cpp zapback deals the shock to arm_l and then arm_r of any source; a monster's
    // deal_damage ignores the part, so it takes the same roll twice.
    const w = world(c, {
      monsters: [
        { type: "t_hitter", id: "h", pos: P(3, 2) },
        { type: "t_zapper", id: "z", pos: P(4, 2) },
      ],
    });
    for (let i = 0; i < 10; i++) {
      const before = w.monsters["h"]?.hp ?? 0;
      const r = use(reseed(w, `zap${i}`), c, "h", "hit", "z");
      const zap = r.events.find((e) => e.type === "rule" && e.name === "zapback");
      if (zap?.type !== "rule") throw new Error("no zapback");
      const amount = Number(zap.data["amount"]);
      const shocks = r.events.filter((e) => e.type === "damaged" && e.who === "h");
      expect(shocks.map((e) => (e.type === "damaged" ? e.amount : 0))).to.deep.equal([amount, amount]);
      expect(before - (r.world.monsters["h"]?.hp ?? 0)).to.equal(2 * amount);
    }
  });

  it("[D1-when_hit-chance] chance 0 still triggers about 1 hit in 101", () => {
    const w = world(c, {
      monsters: [
        { type: "t_hitter", id: "h", pos: P(3, 2) },
        { type: "t_zap0", id: "z", pos: P(4, 2) },
      ],
    });
    let k = 0;
    const n = 3000;
    for (let i = 0; i < n; i++)
      if (use(reseed(w, `z${i}`), c, "h", "hit", "z").events.some((e) => e.type === "rule" && e.name === "zapback"))
        k++;
    expectRate(k, n, 1 / 101, "chance 0");
  });

  it("[D1-ACIDSPLASH][D1-NONE][D1-when_hit-default] acid sprays the attacker's surroundings; NONE and no defense do nothing", () => {
    const w = world(c, {
      monsters: [
        { type: "t_hitter", id: "h", pos: P(3, 2) },
        { type: "t_acid", id: "a", pos: P(4, 2) },
        { type: "t_none", id: "n", pos: P(3, 3) },
      ],
    });
    const r = use(w, c, "h", "hit", "a");
    expect(count(r.events, (e) => e.type === "rule" && e.name === "acidsplash")).to.equal(1);
    const none = use(w, c, "h", "hit", "n");
    expect(none.events.filter((e) => e.type === "damaged").length).to.equal(1);
  });

  it("[D1-RETURN_FIRE] shot by an unseen shooter it fires back once; a melee hit triggers nothing", () => {
    const w = world(c, {
      rows: ["############", "#..........#", "#..........#", "#..........#", "############"],
      you: { pos: P(1, 3) },
      monsters: [
        { type: "t_turret", id: "t", pos: P(1, 1), attitude: "friendly" },
        { type: "t_ret", id: "r", pos: P(8, 1) },
        { type: "t_hitter", id: "h", pos: P(9, 1) },
      ],
    });
    let fired = 0;
    let shotsHit = 0;
    for (let i = 0; i < 40; i++) {
      const r = use(reseed(w, `rf${i}`), c, "t", "free", "r");
      if (r.events.some((e) => e.type === "attack" && e.attacker === "t" && e.damage > 0)) {
        shotsHit++;
        if (count(r.events, (e) => e.type === "rule" && e.name === "return_fire") === 1) fired++;
      }
    }
    expect(shotsHit).to.be.greaterThan(0);
    expect(fired, "every damaging shot from beyond its sight is answered once").to.equal(shotsHit);
    const melee = use(w, c, "h", "hit", "r");
    expect(count(melee.events, (e) => e.type === "rule" && e.name === "return_fire")).to.equal(0);
  });

  it("[D1-RETURN_FIRE] the shot must be loud enough to reach it: a sniper 70 tiles off (a gunshot carries 60) is not answered, one 50 off is", () => {
    const answered = (gap: number): { hits: number; answers: number } => {
      let hits = 0;
      let answers = 0;
      for (let i = 0; i < 20; i++) {
        const w = world(c, {
          rows: ["#".repeat(75), `#${".".repeat(73)}#`, "#".repeat(75)],
          you: { pos: P(1, 1) },
          monsters: [
            { type: "t_sniper", id: "s", pos: P(2, 1), attitude: "friendly" },
            { type: "t_far_ret", id: "r", pos: P(2 + gap, 1) },
          ],
        });
        const r = use(reseed(w, `far${gap}-${i}`), c, "s", "long", "r");
        if (!r.events.some((e) => e.type === "attack" && e.attacker === "s" && e.damage > 0)) continue;
        hits++;
        answers += count(r.events, (e) => e.type === "rule" && e.name === "return_fire");
      }
      return { hits, answers };
    };
    const near = answered(50);
    expect(near.hits).to.be.greaterThan(0);
    expect(near.answers).to.equal(near.hits);
    const far = answered(70);
    expect(far.hits).to.be.greaterThan(0);
    expect(far.answers).to.equal(0);
  });
});
