/**
 * How far each hardcoded attack that harms from a distance reaches, in tiles: the very constants
 * its handler aims with (a danger fight's "out of reach" reads it, DANGER-reach). An attack not
 * listed strikes a neighbour, or harms no one (shrieks, spawns, searchlights).
 */
import { ACID, ACID_ACCURATE, BOOMER, SPIT_SAP } from "./acid.js";
import { CHICKENBOT, COPBOT, FLAMETHROWER, GRENADIER, MULTI_ROBOT, RIOTBOT, SCIENCE } from "./robots.js";
import { SHOCKSTORM } from "./special.js";
import { GENE_STING, LUNGE, PARA_STING, PULL_METAL_WEAPON } from "./strikes.js";

export const HARDCODED_REACH: Readonly<Record<string, number>> = {
  ACID: ACID.range,
  ACID_ACCURATE: ACID_ACCURATE.range,
  SPIT_SAP: SPIT_SAP.range,
  BOOMER: BOOMER.range,
  BOOMER_GLOW: BOOMER.range,
  COPBOT: COPBOT.range,
  CHICKENBOT: CHICKENBOT.grenadeMax,
  MULTI_ROBOT: MULTI_ROBOT.cannonMax,
  FLAMETHROWER: FLAMETHROWER.range,
  RIOTBOT: RIOTBOT.range,
  GRENADIER: GRENADIER.range,
  GRENADIER_ELITE: GRENADIER.range,
  SCIENCE: SCIENCE.range,
  SHOCKSTORM: SHOCKSTORM.range,
  PULL_METAL_WEAPON: PULL_METAL_WEAPON.range,
  LUNGE: LUNGE.maxRange + 1,
  GENE_STING: GENE_STING.range,
  PARA_STING: PARA_STING.range,
};
