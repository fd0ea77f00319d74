/**
 * What a monster's spell does beyond damage (engine/rules/monsters/json/spell_effects.ts). ID
 * introduced here (the real game's spell effects, src/magic_spell_effect.cpp):
 *   REAL-spell-eoc    an `effect_on_condition` spell runs the EOC named by `effect_str` with the
 *                     creature it lands on as `u` and the caster as `npc` (their names fill
 *                     <u_name> and <npc_name>); an EOC form the engine cannot run is a
 *                     runtime_error naming it and D6-spell-run, and the run goes on
 *   REAL-spell-noise  a `noise` spell makes a sound of its damage as volume at its target
 *   REAL-spell-summon a `summon` spell places |damage| monsters of its `effect_str` on free tiles
 *                     within its aoe of the target, hostile with HOSTILE_SUMMON (else on the
 *                     caster's side), vanishing after its duration unless PERMANENT
 * Also covers the EOC forms the real monsters' spells need: if/then/else, switch, turn_cost,
 * u_has_worn_with_flag, npc_has_flag, u_can_see, u_is_character, player_see_npc, u_speed(),
 * distance('u', 'npc').
 */
import { expect } from "chai";
import type { Content } from "../../../engine/content/load.js";
import { tick } from "../../../engine/step/step.js";
import { load, monster, P, use, world } from "./support.js";

/** A summon spell calling one of `what` (a monster, or a group with SPAWN_GROUP), at range 10. */
function summonOne(id: string, name: string, what: string, flag: string): object {
  return {
    type: "SPELL",
    id,
    name,
    effect: "summon",
    effect_str: what,
    flags: [flag],
    valid_targets: ["ground", "self"],
    min_damage: 1,
    max_damage: 1,
    min_range: 10,
    max_range: 10,
  };
}

describe("monster spells: effect_on_condition and noise (REAL-spell-eoc, REAL-spell-noise)", () => {
  let c: Content;
  before(() => {
    c = load([
      { type: "effect_type", id: "t_dread", name: ["Dread"] },
      { type: "ARMOR", id: "t_helmet", name: { str: "tinfoil hat" }, flags: ["PSYSHIELD_PARTIAL"] },
      monster("t_starer", [
        { type: "spell", id: "stare", spell_data: { id: "t_stare" } },
        { type: "spell", id: "howl", spell_data: { id: "t_howl" } },
        { type: "spell", id: "odd", spell_data: { id: "t_odd" } },
        { type: "spell", id: "gauge", spell_data: { id: "t_gauge" }, monster_message: "" },
        { type: "spell", id: "call", spell_data: { id: "t_call" } },
        { type: "spell", id: "call_forever", spell_data: { id: "t_call_forever" } },
        { type: "spell", id: "call_group", spell_data: { id: "t_call_group" } },
      ]),
      {
        type: "SPELL",
        id: "t_stare",
        name: "Stare",
        effect: "effect_on_condition",
        effect_str: "T_EOC_STARE",
        valid_targets: ["hostile"],
        min_range: 10,
        max_range: 10,
      },
      {
        type: "effect_on_condition",
        id: "T_EOC_STARE",
        condition: { and: ["u_is_character", "u_can_see", { not: { u_has_worn_with_flag: "PSYSHIELD_PARTIAL" } }] },
        effect: [
          { u_message: "The <npc_name> stares at <u_name>." },
          {
            if: { math: ["u_speed() >= 100"] },
            // biome-ignore lint/suspicious/noThenProperty: the game's EOC form is {if, then, else}
            then: [{ u_add_effect: "t_dread", duration: 5 }, { turn_cost: { math: ["2 * u_speed() / 100"] } }],
            else: { u_message: "Too slow to notice." },
          },
        ],
        false_effect: { u_message: "The gaze slides off." },
      },
      {
        type: "SPELL",
        id: "t_howl",
        name: "Howl",
        effect: "noise",
        message: "an eerie howl",
        valid_targets: ["hostile"],
        min_damage: 30,
        max_damage: 30,
        min_range: 10,
        max_range: 10,
      },
      {
        type: "SPELL",
        id: "t_odd",
        name: "Odd",
        effect: "effect_on_condition",
        effect_str: "T_EOC_ODD",
        valid_targets: ["hostile"],
        min_range: 10,
        max_range: 10,
      },
      { type: "effect_on_condition", id: "T_EOC_ODD", effect: [{ u_bake_cake: true }] },
      monster("t_imp", []),
      {
        type: "SPELL",
        id: "t_call",
        name: "Call",
        effect: "summon",
        effect_str: "t_imp",
        flags: ["HOSTILE_SUMMON"],
        valid_targets: ["ground", "self"],
        min_damage: 2,
        max_damage: 2,
        min_aoe: 2,
        max_aoe: 2,
        min_duration: 5,
        max_duration: 5,
        min_range: 10,
        max_range: 10,
      },
      summonOne("t_call_group", "Call a group", "GROUP_T_IMPS", "SPAWN_GROUP"),
      summonOne("t_call_forever", "Call forever", "t_imp", "PERMANENT"),
      {
        type: "SPELL",
        id: "t_gauge",
        name: "Gauge",
        effect: "effect_on_condition",
        effect_str: "T_EOC_GAUGE",
        valid_targets: ["hostile"],
        min_range: 10,
        max_range: 10,
      },
      {
        type: "effect_on_condition",
        id: "T_EOC_GAUGE",
        condition: { and: [{ npc_has_flag: "SEES" }, "player_see_npc"] },
        effect: {
          switch: { math: ["distance('u', 'npc')"] },
          cases: [
            { case: 0, effect: { u_message: "close" } },
            { case: 3, effect: { u_message: "middling" } },
            { case: 6, effect: { u_message: "far" } },
          ],
        },
        false_effect: { u_message: "unseen" },
      },
    ]);
  });

  const msgs = (r: ReturnType<typeof use>) => r.events.flatMap((e) => (e.type === "message" ? [e.text] : []));

  it("[REAL-spell-eoc][D6-spell-run] the stare's EOC runs on the survivor it lands on, the caster as npc: a message with both names, an effect and lost moves", () => {
    const w = world(c, { you: { pos: P(2, 2) }, monsters: [{ type: "t_starer", id: "s", pos: P(5, 2) }] });
    const r = use(w, c, "s", "stare");
    expect(r.value).to.equal(true);
    expect(msgs(r)).to.include("The starer stares at you.");
    expect(r.world.characters["you"]?.effects.find((e) => e.id === "t_dread")?.duration).to.equal(5);
    // turn_cost: 2 turns at speed 100, 200 moves.
    expect(r.world.characters["you"]?.moves).to.equal(-200);
    expect(
      r.events.some((e) => e.type === "rule" && e.name === "eoc" && e.data["u"] === "you" && e.data["npc"] === "s"),
    ).to.equal(true);
  });

  it("[REAL-spell-eoc] the EOC's condition reads the survivor: a worn PSYSHIELD_PARTIAL item or blindness runs the false effect; a slow survivor takes the else branch", () => {
    const shielded = world(c, {
      you: { pos: P(2, 2), worn: [{ id: "t_helmet", count: 1 }] },
      monsters: [{ type: "t_starer", id: "s", pos: P(5, 2) }],
    });
    const r = use(shielded, c, "s", "stare");
    expect(msgs(r)).to.include("The gaze slides off.");
    expect(r.world.characters["you"]?.effects.some((e) => e.id === "t_dread")).to.equal(false);
    const blind = world(c, {
      you: { pos: P(2, 2), effects: [{ id: "blind", intensity: 1, duration: 10 }] },
      monsters: [{ type: "t_starer", id: "s", pos: P(5, 2) }],
    });
    expect(msgs(use(blind, c, "s", "stare"))).to.include("The gaze slides off.");
    const slow = world(c, {
      you: { pos: P(2, 2), speed: 80 },
      monsters: [{ type: "t_starer", id: "s", pos: P(5, 2) }],
    });
    const s = use(slow, c, "s", "stare");
    expect(msgs(s)).to.include("Too slow to notice.");
    expect(s.world.characters["you"]?.moves).to.equal(0);
  });

  it("[REAL-spell-eoc][D6-spell-run] an EOC form the engine cannot run is a runtime_error naming it; the cast still counts", () => {
    const w = world(c, { you: { pos: P(2, 2) }, monsters: [{ type: "t_starer", id: "s", pos: P(5, 2) }] });
    const r = use(w, c, "s", "odd");
    expect(r.value).to.equal(true);
    const err = r.events.find((e) => e.type === "runtime_error");
    expect(err?.type === "runtime_error" ? err.rule : undefined).to.equal("D6-spell-run");
    expect(err?.type === "runtime_error" ? err.text : "").to.include("u_bake_cake");
  });

  it("[REAL-spell-eoc] switch runs the highest case not above its value: distance('u', 'npc') 3 and 5 say middling, 8 says far; npc_has_flag reads the caster's type", () => {
    const at = (x: number) =>
      msgs(
        use(
          world(c, {
            rows: ["#############", "#...........#", "#...........#", "#############"],
            you: { pos: P(x, 2) },
            monsters: [{ type: "t_starer", id: "s", pos: P(10, 2) }],
          }),
          c,
          "s",
          "gauge",
        ),
      );
    expect(at(7)).to.deep.equal(["middling"]);
    expect(at(5)).to.deep.equal(["middling"]);
    expect(at(2)).to.deep.equal(["far"]);
  });

  it("[REAL-spell-noise] a noise spell sounds at its target with its damage as the volume", () => {
    const w = world(c, { you: { pos: P(2, 2) }, monsters: [{ type: "t_starer", id: "s", pos: P(5, 2) }] });
    const r = use(w, c, "s", "howl");
    const sound = r.events.find((e) => e.type === "sound");
    expect(
      sound?.type === "sound" ? { volume: sound.volume, pos: sound.pos, d: sound.description } : undefined,
    ).to.deep.equal({
      volume: 30,
      pos: { x: 2, y: 2, z: 0 },
      d: "an eerie howl",
    });
  });

  it("[REAL-spell-summon] two hostile imps appear within 2 tiles of the survivor, and vanish after 5 turns", () => {
    const w = world(c, {
      rows: ["###########", "#.........#", "#.........#", "#.........#", "#.........#", "###########"],
      you: { pos: P(4, 2) },
      monsters: [{ type: "t_starer", id: "s", pos: P(8, 4) }],
    });
    const r = use(w, c, "s", "call");
    const imps = Object.values(r.world.monsters).filter((m) => m.type === "t_imp");
    expect(imps).to.have.length(2);
    for (const m of imps) {
      expect(Math.max(Math.abs(m.pos.x - 4), Math.abs(m.pos.y - 2))).to.be.within(1, 2);
      expect(m.attitude).to.equal("hostile");
      expect(m.expiresAt).to.equal(r.world.turn + 5);
    }
    const later = tick(r.world, c, 5);
    for (const m of imps) expect(later.world.monsters[m.id]?.dead).to.equal(true);
    expect(later.events.filter((e) => e.type === "died" && e.cause === "summon_expired")).to.have.length(2);
  });

  it("[REAL-spell-summon] a PERMANENT summon stays, on its friendly caster's side", () => {
    const w = world(c, {
      you: { pos: P(2, 2) },
      monsters: [{ type: "t_starer", id: "s", pos: P(5, 2), attitude: "friendly" }],
    });
    const r = use(w, c, "s", "call_forever");
    const imps = Object.values(r.world.monsters).filter((m) => m.type === "t_imp");
    expect(imps).to.have.length(1);
    expect(imps[0]?.attitude).to.equal("friendly");
    expect(imps[0]?.expiresAt).to.equal(undefined);
  });

  it("[REAL-spell-summon][D6-spell-run] a summon of a monster group (not modelled yet) is a runtime error naming it; nothing appears", () => {
    const w = world(c, { you: { pos: P(2, 2) }, monsters: [{ type: "t_starer", id: "s", pos: P(5, 2) }] });
    const r = use(w, c, "s", "call_group");
    const err = r.events.find((e) => e.type === "runtime_error");
    expect(err?.type === "runtime_error" ? [err.rule, err.text.includes("GROUP_T_IMPS")] : undefined).to.deep.equal([
      "D6-spell-run",
      true,
    ]);
    expect(r.events.some((e) => e.type === "spawned")).to.equal(false);
  });
});
