/**
 * The corpse item a monster's death leaves (rules/monsters/death.ts) and revival reads
 * (rules/monsters/revive.ts): the game's generic corpse, whose monster the item's `vars` name.
 */

/** The item a NORMAL death leaves (the game's generic corpse, whose monster type the item keeps). */
export const CORPSE_ITEM = "corpse";
/** An item's damage at which it is destroyed (the game's max_damage, 4 levels of 1000). */
export const CORPSE_MAX_DAMAGE = 4000;

/** How a corpse names what it was: the monster record it came from, its type, when, how damaged. */
export interface CorpseVars {
  readonly monster: string;
  readonly mtype: string;
  readonly died: number;
  /** The corpse's item damage, 0 (whole) to 4000 (destroyed), from the overkill (mdeath::normal). */
  readonly damage: number;
}
