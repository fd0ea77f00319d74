/**
 * Timed events some examine actions schedule (the game's timed_event): kept in
 * `world.vars.examine_timers` as `{at, event, pos}` and fired by the per-turn hook (hooks.ts):
 * SPAWN_WYRMS (more dark wyrms at every t_orifice of the level), TEMPLE_OPEN (every t_grate of the
 * level becomes t_stairs_down) and TEMPLE_SPAWN (reported; no temple monster group is modelled).
 */
import { latest } from "../../world/peek.js";
import type { Sim } from "../../sim/context.js";
import { spawnMonster } from "../../sim/spawn.js";
import { passable } from "../../sim/terrain.js";
import { tileAt } from "../../world/grid.js";
import type { Json, Point } from "../../world/types.js";

export const TIMERS = "examine_timers";
export const DARK_WYRM = "mon_dark_wyrm";

export interface Timer {
  readonly at: number;
  readonly event: "SPAWN_WYRMS" | "TEMPLE_OPEN" | "TEMPLE_SPAWN";
  readonly pos: readonly [number, number, number];
}

export function schedule(sim: Sim, timer: Timer): void {
  const vars = sim.world.vars as Record<string, Json>;
  const list = Array.isArray(vars[TIMERS]) ? (vars[TIMERS] as Json[]) : [];
  vars[TIMERS] = [...list, timer as unknown as Json];
  sim.emit({ type: "rule", name: "timer_scheduled", data: { event: timer.event, at: timer.at } });
}

/** Spawns one dark wyrm on a free tile next to every t_orifice of level z (row order). */
export function wyrmsAtOrifices(sim: Sim, z: number): number {
  if (!sim.content.monster.has(DARK_WYRM)) {
    sim.emit({
      type: "runtime_error",
      text: `monster ${DARK_WYRM} is not loaded; no wyrms appear`,
      rule: "B2-pedestal_wyrm",
    });
    return 0;
  }
  const m = sim.map();
  let n = 0;
  for (let y = 0; y < m.height; y++) {
    for (let x = 0; x < m.width; x++) {
      if (tileAt(m, { x, y, z })?.ter !== "t_orifice") continue;
      const spots: Point[] = [];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const p = { x: x + dx, y: y + dy, z };
          if (tileAt(sim.map(), p) && passable(sim.content, sim.map(), p) && !sim.occupied(p)) spots.push(p);
        }
      const spot = sim.dice.pick(spots);
      if (spot) {
        spawnMonster(sim, DARK_WYRM, spot, { attitude: "hostile" });
        n++;
      }
    }
  }
  return n;
}

export function runTimers(sim: Sim): void {
  // Asked every turn: look without drafting the world's vars first.
  const pending = latest(latest(latest(sim.world).vars) as Record<string, Json>)[TIMERS];
  if (!Array.isArray(pending) || pending.length === 0) return;
  const vars = sim.world.vars as Record<string, Json>;
  const list = vars[TIMERS];
  if (!Array.isArray(list) || list.length === 0) return;
  const due = (list as unknown as Timer[]).filter((t) => t.at <= sim.world.turn);
  if (due.length === 0) return;
  vars[TIMERS] = (list as unknown as Timer[]).filter((t) => t.at > sim.world.turn) as unknown as Json;
  for (const t of due) {
    const z = t.pos[2];
    switch (t.event) {
      case "SPAWN_WYRMS": {
        const n = wyrmsAtOrifices(sim, z);
        sim.emit({ type: "rule", name: "timer_fired", data: { event: t.event, wyrms: n } });
        break;
      }
      case "TEMPLE_OPEN": {
        let opened = 0;
        const m = sim.map();
        if (sim.content.terrain.has("t_stairs_down")) {
          for (let y = 0; y < m.height; y++)
            for (let x = 0; x < m.width; x++) {
              const p = { x, y, z };
              if (tileAt(sim.map(), p)?.ter !== "t_grate") continue;
              sim.editTile(p, (tile) => {
                tile.ter = "t_stairs_down";
              });
              sim.emit({
                type: "tile_changed",
                pos: { x: p.x, y: p.y, z: p.z },
                terrain: { from: "t_grate", to: "t_stairs_down" },
              });
              opened++;
            }
        }
        sim.emit({
          type: "message",
          text: opened > 0 ? "The nearby grates open to reveal a staircase!" : "The earth rumbles.",
        });
        sim.emit({ type: "rule", name: "timer_fired", data: { event: t.event, opened } });
        break;
      }
      default:
        sim.emit({ type: "rule", name: "timer_fired", data: { event: t.event } });
    }
  }
}
