/**
 * Falling down open air after a slip or past the end of a partial descent (C-slip-outcome,
 * C-down-F-allow_remaining_height). The fall damage is implementation-defined: a fall of n stories
 * deals 10 x n bash damage (the game's own estimate in the climbing prompt), 40 % to each leg and
 * the rest to the torso, rounded so that the parts add up; there is no roll, so a fall of n stories
 * always hurts the same. A fall of 0 stories does nothing. Gravity (engine/mechanics/gravity.ts) does the
 * falling, for climbers as for anyone left on open air.
 */
export { FALL_DAMAGE_PER_STORY, fall, fallDamage } from "../../mechanics/gravity.js";
