/** The fermenting vat (the game's fvat_empty / fvat_full): 50 litres of one brew (`brew_time`, `brew_results`). */
import type { Container } from "./ferment_common.js";

export const VAT: Container = {
  capacity: 50_000,
  conversion: (ctx, id) => ctx.sim.content.item.get(id)?.processing.brewable,
  noun: "vat",
  input: "brew",
  cycle: "fermenting",
  verb: "brewing",
};
