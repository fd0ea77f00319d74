/** `{"type": "spawn_monster", "monster": type, "pos": [x, y, z]}`: a monster appears. */
import * as t from "io-ts";
import { inBounds, tileAt } from "../../world/grid.js";
import { moveCost } from "../../sim/terrain.js";
import type { Attitude, Point } from "../../world/types.js";
import { spawnMonster } from "../../sim/spawn.js";
import { point, worldId } from "../../sim/codecs.js";
import type { ActionKind } from "../../sim/action.js";

export interface SpawnMonsterAction {
  readonly type: "spawn_monster";
  readonly monster: string;
  readonly pos: Point;
  readonly id?: string;
  readonly attitude?: Attitude;
}

export const spawnMonsterKind: ActionKind<SpawnMonsterAction> = {
  type: "spawn_monster",
  codec: t.intersection([
    t.type({ type: t.literal("spawn_monster"), monster: t.string, pos: point }),
    t.partial({ id: worldId, attitude: t.keyof({ hostile: null, neutral: null, friendly: null }) }),
  ]),
  describe: (a) => `a ${a.monster} appears at ${a.pos.x},${a.pos.y},${a.pos.z}`,
  run(sim, a) {
    if (!sim.content.monster.has(a.monster)) sim.refuse(`no monster type ${JSON.stringify(a.monster)} is loaded`);
    const where = `${a.pos.x},${a.pos.y},${a.pos.z}`;
    if (!inBounds(sim.map(), a.pos)) sim.refuse(`${a.pos.x},${a.pos.y} is outside the map`);
    // The same checks as a scenario's set-up: a drawn level, a tile one can stand on, nobody there.
    const tile = tileAt(sim.map(), a.pos);
    if (!tile)
      return sim.refuse(
        `${where} is on level z=${a.pos.z}, which the map does not draw (levels: ${sim
          .map()
          .levels.map((l) => l.z)
          .join(", ")})`,
      );
    if (moveCost(sim.content, sim.map(), a.pos) <= 0)
      sim.refuse(`${where} cannot be stood on (${tile.ter}${tile.furn ? ` with ${tile.furn}` : ""} blocks movement)`);
    if (sim.occupied(a.pos)) sim.refuse(`${where} is occupied`);
    if (a.id !== undefined && (sim.world.monsters[a.id] || sim.world.characters[a.id]))
      sim.refuse(`id ${JSON.stringify(a.id)} is taken`);
    spawnMonster(sim, a.monster, a.pos, {
      ...(a.id ? { id: a.id } : {}),
      ...(a.attitude ? { attitude: a.attitude } : {}),
    });
  },
};
