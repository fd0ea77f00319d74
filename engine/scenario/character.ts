/**
 * The one fresh character: the defaults a scenario's character starts from (./setup.ts overrides
 * them member by member from the file), and the whole character that specs and experiments build
 * a world around without a scenario file.
 */
import type { Content } from "../content/load.js";
import { NEW_CHARACTER_STAMINA } from "../mechanics/fight/stamina.js";
import { healthyKcal } from "../mechanics/body_weight.js";
import { HUMAN_ANATOMY } from "../world/anatomy.js";
import type { BodyPartState, Character, Point } from "../world/types.js";

export const CHARACTER_DEFAULTS = {
  stats: { str: 8, dex: 8, int: 8, per: 8 },
  // A new character starts with a healthy body's stored kcal, as the game's does.
  kcal: healthyKcal("medium"),
  thirst: 0,
  pain: 0,
  stamina: NEW_CHARACTER_STAMINA,
  staminaMax: NEW_CHARACTER_STAMINA,
  speed: 100,
} as const;

/** The game's carrying capacity of a medium creature: 13 kg plus 4 kg per point of strength. */
export function carryCapacityFor(str: number): number {
  return 13000 + 4000 * str;
}

/** Eyes and mouth take their hits on the head; every other part of the plan has hit points. */
const PARTS_WITHOUT_HP: ReadonlySet<string> = new Set(["eyes", "mouth"]);

/**
 * Body parts with hit points: the human plan, with content `body_part` hit points where loaded
 * (the plan's own without content).
 */
export function defaultBody(content?: Content): { [part: string]: BodyPartState } {
  const body: { [part: string]: BodyPartState } = {};
  for (const plan of HUMAN_ANATOMY) {
    if (PARTS_WITHOUT_HP.has(plan.id)) continue;
    const loaded = content?.body_part.get(plan.id);
    const hpMax = loaded?.baseHp ?? plan.hpMax;
    body[plan.id] = { hp: hpMax, hpMax, hitSize: loaded?.hitSize ?? plan.hitSize, flags: loaded?.flags ?? plan.flags };
  }
  return body;
}

/**
 * A healthy, rested, unloaded human player named after its id, with the defaults above, nothing
 * carried or worn and no moves banked (it acts once its turn gives it moves).
 */
export function defaultCharacter(id: string, pos: Point, body = defaultBody()): Character {
  const { stats, kcal, thirst, pain, stamina, staminaMax, speed } = CHARACTER_DEFAULTS;
  return {
    id,
    name: id,
    isPlayer: true,
    faction: "player",
    pos,
    stats: { ...stats },
    skills: {},
    proficiencies: [],
    body,
    effects: [],
    inventory: [],
    worn: [],
    traits: [],
    flags: [],
    kcal,
    thirst,
    pain,
    stamina,
    staminaMax,
    wetness: {},
    carryCapacity: carryCapacityFor(stats.str),
    speed,
    moves: 0,
    size: "medium",
    bodytype: "human",
  };
}
