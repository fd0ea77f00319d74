/** The faction camp area (A): the camp actions; mission completion, wells and the larder's spoiling each turn; the camp directory. */
import type { Area } from "../../sim/hooks.js";
import { CAMP_KINDS, type CampAction } from "./actions/index.js";
import { campDirectory } from "./directory.js";
import { followersDrink } from "./wells.js";
import { completeDue } from "./lifecycle.js";
import { spoilLarders } from "./larder.js";

export const campArea: Area<CampAction> = {
  name: "camp",
  actions: CAMP_KINDS,
  turn: [completeDue, followersDrink, spoilLarders],
  camps: campDirectory,
};
