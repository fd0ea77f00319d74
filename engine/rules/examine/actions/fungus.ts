/**
 * `fungus` (B2-fungus): the fungus crumbles into spores. Spores reach the 8 neighbours: a creature
 * there gets the `spores` effect (10 turns); an empty tile with DIGGABLE or FLAT terrain becomes
 * t_fungus (when loaded) with 1-in-3. The fungus furniture (or terrain, to t_fungus) goes; 50 moves.
 */
import { addEffect } from "../../../mechanics/effects/add.js";
import { around, rule, say, setFurniture, setTerrain, spend, tileOf, type ExamineCtx } from "../context.js";

export const FUNGAL_TERRAIN = "t_fungus";

export function fungus(ctx: ExamineCtx): void {
  say(ctx, `The ${ctx.def.name} crumbles into spores!`);
  let infected = 0;
  let converted = 0;
  for (const p of around(ctx, ctx.pos, 1, false)) {
    const who = [...ctx.sim.characterIds(), ...ctx.sim.monsterIds()].find((id) => {
      const c = ctx.sim.world.characters[id] ?? ctx.sim.world.monsters[id];
      return c && !c.dead && c.pos.x === p.x && c.pos.y === p.y && c.pos.z === p.z;
    });
    if (who !== undefined) {
      addEffect(ctx.sim, who, { id: "spores", intensity: 1, duration: 10 });
      infected++;
      continue;
    }
    const ter = ctx.sim.content.terrain.get(tileOf(ctx, p)?.ter ?? "");
    if (
      ter &&
      ter.id !== FUNGAL_TERRAIN &&
      (ter.flags.includes("DIGGABLE") || ter.flags.includes("FLAT")) &&
      ctx.sim.content.terrain.has(FUNGAL_TERRAIN) &&
      ctx.sim.dice.oneIn(3)
    ) {
      if (setTerrain(ctx, p, FUNGAL_TERRAIN)) converted++;
    }
  }
  if (ctx.source === "furniture") setFurniture(ctx, ctx.pos, null);
  else if (ctx.sim.content.terrain.has(FUNGAL_TERRAIN)) setTerrain(ctx, ctx.pos, FUNGAL_TERRAIN);
  spend(ctx, 50);
  rule(ctx, "spores", { infected, converted });
}
