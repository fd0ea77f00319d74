/**
 * A creature's effects, once a turn, as the game's Creature::process_effects and the characters'
 * and monsters' process_one_effect run them: effects that remove others do so; durations run down
 * (not permanent ones) and `int_dur_factor` intensities follow them; `int_decay_tick` steps
 * intensity by `int_decay_step` (to nothing, with `int_decay_remove`, the effect ends);
 * `chance_kill` may kill; the data's mods act (`hurt`, `pain`, `stamina`, `thirst` on their ticks
 * and chances); the hardcoded meanings act (hardcoded.ts); and ended effects are removed, each
 * with an event (and the effect's remove message for the player).
 */
import type { Draft } from "immer";
import type { EffectType } from "../../content/kinds/effect_type.js";
import type { Character, Effect, Monster } from "../../world/types.js";
import type { Sim } from "../../sim/context.js";
import { effectList, kill } from "../../sim/creature_state.js";
import { durationIntensity } from "./add.js";
import { changePain, changeStamina, changeThirst, hurt } from "./body.js";
import { bloodLoss, characterEffect, monsterEffect } from "./hardcoded.js";
import { resists } from "./immunity.js";
import { vitaminLevels } from "./vitamins.js";
import { activated, maxVal, rollMod } from "./mods.js";
import { latest } from "../../world/peek.js";

/**
 * Runs one turn of a creature's effects. `monster`: the record of the monster `who`
 * (`world.monsters[who]`), when the caller holds it; no character has a monster's id.
 */
export function processEffects(sim: Sim, who: string, monster?: Readonly<Monster>): void {
  // Most creatures have no effects: look without drafting first.
  const peek = monster === undefined ? sim.peekCharacter(who) : undefined;
  // effectsNow's answer without asking for the character again: a monster's with one look-up.
  const now = peek ? latest(peek.effects) : monster ? latest(latest(monster).effects) : monsterEffectsNow(sim, who);
  if (now.length === 0 && peek?.blood === undefined && peek?.vitamins === undefined) return;
  const list = effectList(sim, who);
  const c = monster === undefined ? sim.world.characters[who] : undefined;
  if (!list || list.length === 0) {
    if (c?.blood !== undefined) bloodLoss(sim, c);
    if (c?.vitamins !== undefined) vitaminLevels(sim, c);
    return;
  }
  // Made on first use: on most turns no effect ends and none removes another.
  let ended: Set<Draft<Effect>> | undefined;
  let removedIds: Set<string> | undefined;
  // A snapshot: effects added while processing (an infection from a bite) start next turn.
  for (const e of [...list]) {
    const type = sim.content.effect_type.get(e.id);
    if (!type) {
      if (!e.permanent && e.duration <= 0) (ended ??= new Set()).add(e);
      else if (!e.permanent) e.duration -= 1;
      continue;
    }
    for (const r of type.removesEffects) (removedIds ??= new Set()).add(r);
    if (decay(sim, type, e)) (ended ??= new Set()).add(e);
    if (type.chanceKill.length >= e.intensity) {
      const [x, y] = type.chanceKill[e.intensity - 1] ?? [0, 1];
      if (sim.dice.xInY(x, y)) {
        if (type.deathMessage !== undefined) sim.emit({ type: "message", text: type.deathMessage, about: who });
        kill(sim, who, e.id);
        return;
      }
    }
    if (ended?.has(e)) continue;
    const reduced = resists(sim, who, type);
    if (c) {
      dataMods(sim, c, type, e, reduced);
      if (characterEffect(sim, c, e).ends) (ended ??= new Set()).add(e);
    } else {
      const dmg = rollMod(type, "hurt", e.intensity, reduced, sim.dice);
      if (dmg > 0 && activated(type, "hurt", e.intensity, reduced, sim.world.turn, sim.dice))
        hurt(sim, who, dmg, undefined, e.id);
      if (monsterEffect(sim, who, e).ends) (ended ??= new Set()).add(e);
    }
    if (isDead(sim, who)) return;
  }
  if (c) {
    bloodLoss(sim, c);
    vitaminLevels(sim, c);
  }
  if (ended || removedIds) removeEnded(sim, who, ended ?? NO_EFFECTS, removedIds ?? NO_IDS);
}

/** effectsNow of an id that is no character's. */
function monsterEffectsNow(sim: Sim, who: string): readonly Effect[] {
  const m = sim.peekMonster(who);
  return m ? latest(latest(m).effects) : NO_EFFECT_LIST;
}

const NO_EFFECT_LIST: readonly Effect[] = [];
const NO_EFFECTS: ReadonlySet<Draft<Effect>> = new Set();
const NO_IDS: ReadonlySet<string> = new Set();

/**
 * Runs the duration and intensity down; true when the effect has ended. As the game's
 * effect::decay, an effect ends on the turn it is found with no duration left, and only then: one
 * given N turns acts on the N turns after the one it came in (a 1-turn stun costs the next turn).
 */
function decay(sim: Sim, type: EffectType, e: Draft<Effect>): boolean {
  if (!e.permanent && e.duration <= 0) return true;
  if (!e.permanent) e.duration -= 1;
  if (type.intDurFactor > 0) e.intensity = Math.min(type.maxIntensity, durationIntensity(type, e.duration));
  if (type.intDecayTick > 0 && sim.world.turn % type.intDecayTick === 0) {
    const next = Math.min(type.maxIntensity, e.intensity + type.intDecayStep);
    if (next < 1) {
      if (type.intDecayRemove) return true;
      e.intensity = 1;
    } else e.intensity = next;
  }
  return false;
}

/** The data-driven mods of one effect on a character this turn. */
function dataMods(sim: Sim, c: Draft<Character>, type: EffectType, e: Draft<Effect>, reduced: boolean): void {
  const turn = sim.world.turn;
  // Called directly, not through closures made per effect per turn; `e.intensity` read at each
  // call, as the closures read it (hurt may change it).
  const dice = sim.dice;
  const pain = rollMod(type, "pain", e.intensity, reduced, dice);
  if (pain !== 0 && activated(type, "pain", e.intensity, reduced, turn, dice))
    changePain(c, pain, maxVal(type, "pain", e.intensity, reduced));
  const dmg = rollMod(type, "hurt", e.intensity, reduced, dice);
  if (dmg > 0 && activated(type, "hurt", e.intensity, reduced, turn, dice)) hurt(sim, c.id, dmg, e.bodyPart, e.id);
  const stamina = rollMod(type, "stamina", e.intensity, reduced, dice);
  if (stamina !== 0 && activated(type, "stamina", e.intensity, reduced, turn, dice))
    changeStamina(c, stamina, maxVal(type, "stamina", e.intensity, reduced));
  const thirst = rollMod(type, "thirst", e.intensity, reduced, dice);
  if (thirst !== 0 && activated(type, "thirst", e.intensity, reduced, turn, dice))
    changeThirst(c, thirst, maxVal(type, "thirst", e.intensity, reduced));
  const sleep = rollMod(type, "sleep", e.intensity, reduced, dice);
  if (
    sleep > 0 &&
    activated(type, "sleep", e.intensity, reduced, turn, dice) &&
    !c.effects.some((x) => x.id === "sleep")
  ) {
    sim.emit({ type: "message", text: "You pass out!", about: c.id });
    c.effects.push({ id: "sleep", intensity: 1, duration: sleep });
    sim.emit({ type: "effect_added", who: c.id, effect: "sleep", intensity: 1, duration: sleep });
  }
}

function isDead(sim: Sim, who: string): boolean {
  return (sim.world.characters[who] ?? sim.world.monsters[who])?.dead === true;
}

function removeEnded(sim: Sim, who: string, ended: ReadonlySet<Draft<Effect>>, removedIds: ReadonlySet<string>): void {
  if (ended.size === 0 && removedIds.size === 0) return;
  const list = effectList(sim, who);
  if (!list) return;
  const player = sim.world.characters[who]?.isPlayer === true;
  for (let i = list.length - 1; i >= 0; i--) {
    const e = list[i] as Draft<Effect>;
    const expired = ended.has(e);
    if (!expired && !removedIds.has(e.id)) continue;
    list.splice(i, 1);
    const reason = expired ? "expired" : "removed";
    // Two literals, not a spread of the part: the event keeps its members' order, and one object.
    sim.emit(
      e.bodyPart
        ? { type: "effect_removed", who, effect: e.id, bodyPart: e.bodyPart, reason, turn: sim.world.turn }
        : { type: "effect_removed", who, effect: e.id, reason, turn: sim.world.turn },
    );
    const message = sim.content.effect_type.get(e.id)?.removeMessage;
    if (player && message !== undefined) sim.emit({ type: "message", text: message, about: who });
  }
}
