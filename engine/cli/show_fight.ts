/**
 * A monster's attacks measured by the engine itself: the monster, hostile, next to a default
 * survivor in a closed room, for some turns over a fixed set of seeds; every attack it makes is
 * counted by attack id with its outcome and damage. Deterministic (the seeds are fixed).
 */
import type { Content } from "../content/load.js";
import type { SimEvent } from "../sim/events.js";
import { createWorld, DEFAULT_LEGEND } from "../scenario/setup.js";
import { step } from "../step/step.js";
import type { World } from "../world/types.js";

export interface AttackFigures {
  readonly attack: string;
  readonly tries: number;
  /** Blows that landed, damaging or not (a grab, a blow armour stopped): "hit" and "no_damage". */
  readonly hits: number;
  readonly damage: number;
}

export interface FightFigures {
  readonly fights: number;
  readonly turns: number;
  /** Turns the survivor was alive and the monster near: the denominator of damage per turn. */
  readonly turnsFought: number;
  readonly attacks: readonly AttackFigures[];
  readonly damageTaken: number;
}

/** The terrains of the closed room the fight is measured in (the default legend's "." and "#"). */
const ROOM_TERRAIN = [DEFAULT_LEGEND["."], DEFAULT_LEGEND["#"]].filter((t): t is string => t !== undefined);

export function measureFight(content: Content, monsterType: string, fights = 20, turns = 30): FightFigures | string {
  const byAttack = new Map<string, { tries: number; hits: number; damage: number }>();
  let turnsFought = 0;
  let damageTaken = 0;
  // The room is drawn with the default legend's floor and wall: content without them (a mod shown
  // without the core data) cannot build it, and a scenario's "define it in the legend" means
  // nothing to show's reader.
  const missing = ROOM_TERRAIN.filter((t) => !content.terrain.has(t));
  if (missing.length > 0)
    return `the content loaded has no terrain ${missing.join(" or ")} to build the survivor's room from; load the core data with the mod (name data/json beside it, or depend on "dda" in its modinfo.json)`;
  for (let seed = 1; seed <= fights; seed++) {
    const built = createWorld(
      {
        levels: [{ z: 0, rows: ["#######", "#.....#", "#.....#", "#.....#", "#######"], legend: {} }],
        characters: [{ id: "you", pos: { x: 2, y: 2, z: 0 } }],
        monsters: [{ id: "m", type: monsterType, pos: { x: 3, y: 2, z: 0 }, attitude: "hostile" }],
      },
      content,
      `show-${seed}`,
      "(show)",
    );
    if (!built.ok) return built.problems.map((p) => p.message).join("; ");
    let world: World = built.world;
    for (let t = 0; t < turns; t++) {
      const r = step(world, { type: "tick", turns: 1 }, content);
      world = r.world;
      for (const e of r.events as readonly SimEvent[]) {
        if (e.type === "attack" && e.attacker === "m" && e.target === "you") {
          const a = byAttack.get(e.attack) ?? { tries: 0, hits: 0, damage: 0 };
          a.tries++;
          // A blow that lands counts whether or not it hurts: a grab deals no damage, armour may stop one.
          if (e.outcome === "hit" || e.outcome === "no_damage") a.hits++;
          a.damage += e.damage;
          byAttack.set(e.attack, a);
        }
        if (e.type === "damaged" && e.who === "you") damageTaken += e.amount;
      }
      turnsFought++;
      if (survivorDown(world)) break;
    }
  }
  return {
    fights,
    turns,
    turnsFought,
    damageTaken,
    attacks: [...byAttack].map(([attack, a]) => ({ attack, ...a })).sort((a, b) => b.tries - a.tries),
  };
}

function survivorDown(world: World): boolean {
  const you = world.characters["you"];
  if (!you) return true;
  const body = you.body as Record<string, { hp: number }>;
  return ["head", "torso"].some((p) => (body[p]?.hp ?? 1) <= 0);
}
