/** The climbing area (C): the `descend` action; it has no per-turn work. */
import type { Area } from "../../sim/hooks.js";
import { descendKind, type DescendAction } from "./action.js";

export const climbingArea: Area<DescendAction> = {
  name: "climbing",
  actions: { descend: descendKind },
};
