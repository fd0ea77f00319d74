/**
 * A monster's attitude, as the game keeps it (src/monster.cpp monster::attitude, attitude_to;
 * src/monmove.cpp monster::plan): towards characters, its stance follows from its anger, morale,
 * hit points and aggro_character every time they change (engine/sim/stance.ts holds the rule);
 * towards other monsters, from their factions (factions.ts). A monster whose attitude was given
 * (pinned: a scenario's hostile deer) keeps it; a friendly one stays friendly.
 */
import type { Draft } from "immer";
import type { Monster as MonsterType } from "../content/kinds/monster.js";
import type { Monster } from "../world/types.js";
import type { Sim } from "../sim/context.js";
import { attitudeOfStance, stanceOf } from "../sim/stance.js";
import {
  type FactionRelation,
  factionOf,
  factionRelation,
  moodToFight,
  relationToPets,
  relationsToTypes,
} from "./factions.js";

export function angerOf(m: Readonly<Monster>, t: MonsterType | undefined): number {
  return m.anger ?? t?.aggression ?? 0;
}

export function moraleOf(m: Readonly<Monster>, t: MonsterType | undefined): number {
  return m.morale ?? t?.morale ?? 0;
}

/** The game's aggro_character: the monster's own once set, else its type's. */
export function aggroOf(m: Readonly<Monster>, t: MonsterType | undefined): boolean {
  return m.aggro ?? t?.aggroCharacter ?? true;
}

/**
 * Brings a monster's attitude and stance up to its mood (the game computes them whenever asked;
 * here they are kept, and written only when they change, with a `rule` event naming the change).
 */
export function refreshAttitude(sim: Sim, m: Draft<Monster>, t: MonsterType | undefined): void {
  if (m.pinned || m.attitude === "friendly" || m.dead || !t) return;
  const stance = stanceOf({
    anger: angerOf(m, t),
    morale: moraleOf(m, t),
    hp: m.hp,
    hpMax: t.hp,
    aggro: aggroOf(m, t),
  });
  if (m.stance === stance) return;
  const from = m.stance;
  m.stance = stance;
  const attitude = attitudeOfStance(stance);
  sim.emit({ type: "rule", name: "attitude", data: { who: m.id, stance, ...(from ? { was: from } : {}) } });
  if (m.attitude === attitude) return;
  m.attitude = attitude;
  if (attitude === "hostile") sim.emit({ type: "rule", name: "angered", data: { who: m.id, anger: angerOf(m, t) } });
}

/**
 * Does monster `m` attack monster `o` (the game's attitude_to answering HOSTILE)? A friendly one
 * attacks hostile monsters; any other by the factions' relation: hated always, by mood while it
 * is angry and unafraid, friendly and neutral never.
 */
/**
 * hostileToMonster for one monster against many (a target scan): what depends on the monster alone
 * (its faction, its mood) is worked out once, and the faction's relation to the other's type is
 * kept across scans (factions.ts relationsToTypes). The answers are hostileToMonster's; the monster
 * must not change while the function is used.
 */
export function hostilityOf(sim: Sim, m: Readonly<Monster>): (o: Readonly<Monster>) => boolean {
  if (m.attitude === "friendly") return (o) => o.id !== m.id && !o.dead && o.attitude === "hostile";
  const mine = factionOf(sim.content, m);
  if (mine === undefined) return () => false;
  const content = sim.content;
  let moody: boolean | undefined;
  const fights = (relation: FactionRelation | undefined): boolean => {
    if (relation === "hate") return true;
    if (relation !== "by_mood") return false;
    if (moody === undefined) {
      const t = content.monster.get(m.type);
      moody = moodToFight(angerOf(m, t), moraleOf(m, t));
    }
    return moody;
  };
  const byType = relationsToTypes(content, mine);
  return (o) => {
    if (o.id === m.id || o.dead) return false;
    return fights(o.attitude === "friendly" ? relationToPets(content, mine) : byType(o.type));
  };
}

export function hostileToMonster(sim: Sim, m: Readonly<Monster>, o: Readonly<Monster>): boolean {
  if (m.id === o.id || o.dead) return false;
  if (m.attitude === "friendly") return o.attitude === "hostile";
  const mine = factionOf(sim.content, m);
  const theirs = factionOf(sim.content, o);
  if (mine === undefined || theirs === undefined) return false;
  const relation = factionRelation(sim.content, mine, theirs);
  if (relation === "hate") return true;
  if (relation !== "by_mood") return false;
  const t = sim.content.monster.get(m.type);
  return moodToFight(angerOf(m, t), moraleOf(m, t));
}
