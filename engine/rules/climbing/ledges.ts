/**
 * The climbing area's answer to other areas about ledges (sim.hooks.ledges): examining a ledge
 * (the real game's `ledge` examine action) opens the same climbing menu and runs the same descent
 * as the `descend` action, so the rules live here only.
 */
import type { LedgeClimbing } from "../../sim/hooks.js";
import { character } from "../../sim/creature_state.js";
import { runDescent } from "./descent.js";
import { climbMenu, ledgeNextTo, menuAtLedge, menuData } from "./menu.js";
import { tileAt } from "../../world/grid.js";
import type { World } from "../../world/types.js";

export const ledgeClimbing: LedgeClimbing = {
  // Walking into a ledge opens the climbing menu (C-menu-trigger). The engine asks nothing, so the
  // step is refused with the menu spelled out: the choice travels in a `descend` action (G-16).
  refuseStep(sim, who, to, dir) {
    const ter = sim.content.terrain.get(tileAt(sim.map(), to)?.ter ?? "");
    if (!ter?.flags.includes("NO_FLOOR")) return;
    const menu = climbMenu(sim.world as unknown as World, sim.content, who, dir);
    if (!menu.ok) return;
    const entries = menu.menu.entries
      .map((e) => `${e.hotkey}) ${e.aid}: ${e.text}${e.enabled ? "" : " (greyed out)"}`)
      .join("; ");
    sim.refuse(
      `${to.x},${to.y},${to.z} is a ledge; climb down with {"type": "descend", "who": "${who}", "dir": "${dir}", "aid": <one of these>}: ${entries}`,
    );
  },
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
