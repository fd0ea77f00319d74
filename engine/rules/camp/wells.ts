/**
 * Per-turn camp work: missions complete when their time is up (camps with `autoComplete`, the
 * default), and thirsty followers at a camp with a well drink (A2-water_well).
 */
import { latest } from "../../world/peek.js";
import type { Sim } from "../../sim/context.js";
import { hasWater, THIRST_THRESHOLD } from "./provides.js";
import { atCamp, type CampState } from "./state.js";

export function followersDrink(sim: Sim): void {
  const ids = Object.keys(latest(latest(sim.world).camps));
  if (ids.length === 0) return;
  const wells = ids
    .sort()
    .map((id) => sim.world.camps[id] as unknown as CampState)
    .filter(hasWater);
  if (wells.length === 0) return;
  for (const cid of sim.characterIds()) {
    const c = sim.world.characters[cid];
    if (!c || c.dead || c.faction !== "follower" || c.thirst <= THIRST_THRESHOLD) continue;
    const camp = wells.find((w) => atCamp(w, c.pos));
    if (!camp) continue;
    const before = c.thirst;
    c.thirst = 0;
    sim.emit({ type: "rule", name: "drank_from_well", data: { who: cid, camp: camp.id, thirstBefore: before } });
    sim.emit({ type: "message", text: `${c.name} drinks from the camp well.`, about: cid });
  }
}
