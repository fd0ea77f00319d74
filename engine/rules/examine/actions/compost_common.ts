/** The compost tank, an anaerobic digester (the game's compost_empty / compost_full): 1000 litres of one mixture (`compost_time`, `compost_results`). */
import type { Container } from "./ferment_common.js";

export const TANK: Container = {
  capacity: 1_000_000,
  conversion: (ctx, id) => ctx.sim.content.item.get(id)?.processing.compostable,
  noun: "tank",
  input: "compost",
  cycle: "composting",
  verb: "composting",
};
