/** Reading and changing creatures inside a reducer: lookups that refuse clearly, damage, effects, death. */
import type { Draft } from "immer";
import type { Character, Effect, Monster, World } from "../world/types.js";
import { bodyPartPlan } from "../world/anatomy.js";
import type { Sim } from "./context.js";

export function character(sim: Sim, id: string): Draft<Character> {
  const c = sim.world.characters[id];
  if (!c)
    sim.refuse(
      `there is no character ${JSON.stringify(id)} (characters: ${Object.keys(sim.world.characters).sort().join(", ") || "none"})`,
    );
  if (c.dead) sim.refuse(`character ${JSON.stringify(id)} is dead`);
  return c;
}

export function monster(sim: Sim, id: string): Draft<Monster> {
  const m = sim.world.monsters[id];
  if (!m) sim.refuse(`there is no monster ${JSON.stringify(id)}`);
  if (m.dead) sim.refuse(`monster ${JSON.stringify(id)} is dead`);
  return m;
}

export function isCharacter(world: Draft<World> | World, id: string): boolean {
  return Object.hasOwn(world.characters, id);
}

/** A creature's display name: a character's name, or the monster type's name. */
export function nameOf(sim: Sim, id: string): string {
  const c = sim.world.characters[id];
  if (c) return c.name;
  const m = sim.world.monsters[id];
  if (m) return `the ${sim.content.monster.get(m.type)?.name ?? m.type}`;
  return id;
}

/**
 * Applies damage to a creature (to a body part for characters), emits the events, and kills it
 * when a vital part or a monster's hit points reach zero. Returns the damage dealt.
 */
export function applyDamage(
  sim: Sim,
  id: string,
  amount: number,
  damageType: string,
  bodyPart: string | undefined,
  source: string,
): number {
  const dealt = Math.max(0, Math.round(amount));
  if (dealt === 0) return 0;
  const c = sim.world.characters[id];
  if (c && !c.dead) {
    // A part without hit points of its own (eyes, mouth) keeps its name in the event and hurts
    // its main part; only a part the character does not have at all becomes the torso.
    const main = hpPartOf(sim, c, bodyPart ?? "torso");
    const part =
      bodyPart !== undefined && (c.body[bodyPart] || main !== "torso" || sim.content.body_part.get(bodyPart))
        ? bodyPart
        : "torso";
    const state = c.body[main];
    if (!state) return 0;
    state.hp = Math.max(0, state.hp - dealt);
    sim.emit({ type: "damaged", who: id, bodyPart: part, amount: dealt, damageType, source, turn: sim.world.turn });
    if (state.hp === 0 && (bodyPartPlan(main)?.vital ?? main === "torso")) kill(sim, id, source);
    return dealt;
  }
  const m = sim.world.monsters[id];
  if (m && !m.dead) {
    m.hp -= dealt;
    sim.emit({ type: "damaged", who: id, amount: dealt, damageType, source, turn: sim.world.turn });
    if (m.hp <= 0) kill(sim, id, source);
    else sim.hooks.reactions.hurt(sim, id, dealt, source);
    return dealt;
  }
  return 0;
}

/**
 * Where a part's damage goes: its `main_part` in the body-part data (hands to arms, feet to legs,
 * eyes and mouth to the head), as the game's Character::apply_damage does; the part itself without
 * a definition. Hands and feet keep hit points in the world only for their hit sizes.
 */
function hpPartOf(sim: Sim, c: Draft<Character>, part: string): string {
  const main = sim.content.body_part.get(part)?.main;
  if (main !== undefined && c.body[main]) return main;
  if (c.body[part]) return part;
  return part === "eyes" || part === "mouth" ? "head" : "torso";
}

export function kill(sim: Sim, id: string, cause: string): void {
  const c = sim.world.characters[id];
  if (c && !c.dead) {
    c.dead = true;
    sim.noteDeparture(c.pos);
    sim.emit({ type: "died", who: id, cause });
    return;
  }
  const m = sim.world.monsters[id];
  if (m && !m.dead) {
    m.dead = true;
    sim.noteDeparture(m.pos);
    m.hp = Math.min(m.hp, 0);
    sim.emit({ type: "died", who: id, cause });
    sim.hooks.reactions.died(sim, id);
    for (const hook of sim.hooks.monsterDied) hook(sim, id, cause);
  }
}

/** A creature's effects, drafted for changing (undefined: no such creature). */
export function effectList(sim: Sim, id: string): Draft<Effect>[] | undefined {
  return sim.world.characters[id]?.effects ?? sim.world.monsters[id]?.effects;
}

export function removeEffect(sim: Sim, id: string, effectId: string, bodyPart?: string): boolean {
  const list = effectList(sim, id);
  if (!list) return false;
  const i = list.findIndex((e) => e.id === effectId && (bodyPart === undefined || e.bodyPart === bodyPart));
  if (i < 0) return false;
  const [gone] = list.splice(i, 1);
  sim.emit({
    type: "effect_removed",
    who: id,
    effect: effectId,
    ...(gone?.bodyPart ? { bodyPart: gone.bodyPart } : {}),
    reason: "removed",
  });
  const message = sim.content.effect_type.get(effectId)?.removeMessage;
  if (message !== undefined && sim.world.characters[id]?.isPlayer)
    sim.emit({ type: "message", text: message, about: id });
  return true;
}

export function hasEffect(world: Draft<World> | World, id: string, effectId: string): boolean {
  const list = world.characters[id]?.effects ?? world.monsters[id]?.effects ?? [];
  return list.some((e) => e.id === effectId);
}
