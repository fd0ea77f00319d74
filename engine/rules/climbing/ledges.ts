/**
 * The climbing area's answer to other areas about ledges (sim.hooks.ledges): examining a ledge
 * (the real game's `ledge` examine action) opens the same climbing menu and runs the same descent
 * as the `descend` action, so the rules live here only.
 */
import type { LedgeClimbing } from "../../sim/hooks.js";
import { character } from "../../sim/creature_state.js";
import { runDescent } from "./descent.js";
import { ledgeNextTo, menuAtLedge, menuData } from "./menu.js";

export const ledgeClimbing: LedgeClimbing = {
  menu(sim, who, dir) {
    const c = character(sim, who);
    const found = ledgeNextTo(sim.content, sim.map(), c, dir);
    if (!found.ok) return found;
    const menu = menuAtLedge(sim.content, sim.map(), c, found.ledge);
    return { ok: true, entries: menu.entries.length, data: menuData(menu) };
  },
  descend: (sim, who, dir, choice) =>
    runDescent(sim, who, dir, { ...(choice.aid !== undefined ? { aid: choice.aid } : {}), confirm: choice.confirm }),
};
