/** The climbing area (C): the `descend` action and the ledge menu other areas open; it has no per-turn work. */
import type { Area } from "../../sim/hooks.js";
import { descendKind, type DescendAction } from "./action.js";
import { ledgeClimbing } from "./ledges.js";

export const climbingArea: Area<DescendAction> = {
  name: "climbing",
  actions: { descend: descendKind },
  ledges: ledgeClimbing,
};
