/**
 * Every hardcoded special attack of D2 by id, one handler each, gathered from the family modules.
 * Ids the real data uses beyond D2 (D2-R3: GRAZE, BROWSE, ...) are deliberately absent: they are
 * not performed, as NONE would be, and warn at load.
 */
import { ACID_ATTACKS } from "./acid.js";
import type { HardcodedAttackId } from "../../../content/kinds/monsters/hardcoded_ids.js";
import type { Handler } from "./common.js";
import { EATER_ATTACKS } from "./eaters.js";
import { FUNGAL_ATTACKS } from "./fungal.js";
import { GROWTH_ATTACKS } from "./growth.js";
import { ROBOT_ATTACKS } from "./robots.js";
import { SOUND_ATTACKS } from "./sounds.js";
import { SPAWNER_ATTACKS } from "./spawners.js";
import { SPECIAL_ATTACKS } from "./special.js";
import { STRIKE_ATTACKS } from "./strikes.js";

/** D2-NONE: nothing happens, and it counts as performed. */
const none: Handler = () => true;

/** Exactly the D2 ids: a missing or misspelt handler is a compile error. */
export const HARDCODED_TABLE: Readonly<Record<HardcodedAttackId, Handler>> = {
  NONE: none,
  ...ACID_ATTACKS,
  ...EATER_ATTACKS,
  ...FUNGAL_ATTACKS,
  ...GROWTH_ATTACKS,
  ...ROBOT_ATTACKS,
  ...SOUND_ATTACKS,
  ...SPAWNER_ATTACKS,
  ...SPECIAL_ATTACKS,
  ...STRIKE_ATTACKS,
};
