/**
 * `fswitch` (B2-fswitch): 100 moves; on the rows y .. y+5 below and including the switch, across
 * the whole map width, rock and floor of the switch's colours swap (t_rock_<c> <-> t_floor_<c>):
 * t_switch_rg red and green, t_switch_gb blue and green, t_switch_rb blue and red, t_switch_even
 * all three but only on odd row offsets. A rumble, and TEMPLE_SPAWN 3 turns later.
 */
import { rule, say, setTerrain, spend, tileOf, type ExamineCtx } from "../context.js";
import { schedule } from "../timers.js";

export const SWITCH_COLOURS: Readonly<Record<string, readonly string[]>> = {
  t_switch_rg: ["red", "green"],
  t_switch_gb: ["blue", "green"],
  t_switch_rb: ["blue", "red"],
  t_switch_even: ["red", "green", "blue"],
};

export function fswitch(ctx: ExamineCtx): void {
  const id = tileOf(ctx)?.ter ?? "";
  const colours = SWITCH_COLOURS[id] ?? (SWITCH_COLOURS["t_switch_rg"] as readonly string[]);
  spend(ctx, 100);
  let swapped = 0;
  const width = ctx.sim.map().width;
  for (let dy = 0; dy <= 5; dy++) {
    if (id === "t_switch_even" && dy % 2 === 0) continue;
    for (let x = 0; x < width; x++) {
      const p = { x, y: ctx.pos.y + dy, z: ctx.pos.z };
      const ter = tileOf(ctx, p)?.ter;
      if (ter === undefined) continue;
      for (const c of colours) {
        if (ter === `t_rock_${c}` && setTerrain(ctx, p, `t_floor_${c}`)) swapped++;
        else if (ter === `t_floor_${c}` && setTerrain(ctx, p, `t_rock_${c}`)) swapped++;
      }
    }
  }
  rule(ctx, "switch_flipped", { colours: [...colours], swapped });
  say(ctx, "You hear the rumble of rock shifting.");
  schedule(ctx.sim, { at: ctx.sim.world.turn + 3, event: "TEMPLE_SPAWN", pos: [ctx.pos.x, ctx.pos.y, ctx.pos.z] });
}
