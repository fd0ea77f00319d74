/**
 * `{"type": "aim", "who": id, "target": id, "moves"?: n}`: a character aims the gun it wields at a
 * creature it sees, as the game's aiming does (npc::aim, the avatar's aim action): one move at a
 * time, each taking aim_per_move (engine/mechanics/fight/aim.ts) off its recoil, until it has spent
 * `moves` (default: all its moves this turn), or no move improves its aim any more. Its recoil
 * stays until it fires, steps, wields or reloads.
 */
import * as t from "io-ts";
import type { Item } from "../../content/kinds/item.js";
import type { ActionKind } from "../../sim/action.js";
import { worldId } from "../../sim/codecs.js";
import type { Sim } from "../../sim/context.js";
import { character } from "../../sim/creature_state.js";
import { aiming, recoilOf } from "../../mechanics/fight/aim.js";
import { canSee } from "../../sim/terrain.js";
import { creaturePos } from "../../world/creatures.js";

export interface AimAction {
  readonly type: "aim";
  readonly who: string;
  readonly target: string;
  readonly moves?: number;
}

/** Aims the wielded gun for up to `maxMoves` moves (npc::aim); returns the moves spent. */
export function aimGun(sim: Sim, who: string, gun: Item, targetId: string, maxMoves: number, why: string): number {
  const c = character(sim, who);
  const before = recoilOf(c);
  let recoil = before;
  let spent = 0;
  const perMove = aiming(sim, c, gun);
  let gain = perMove(recoil);
  while (gain > 0 && recoil > 0 && c.moves > 0 && spent < maxMoves) {
    c.moves -= 1;
    spent++;
    recoil = Math.max(0, recoil - gain);
    gain = perMove(recoil);
  }
  c.recoil = recoil;
  sim.emit({
    type: "rule",
    name: "aimed",
    data: {
      who,
      target: targetId,
      gun: gun.id,
      moves: spent,
      before: round2(before),
      after: round2(recoil),
      reason: why,
    },
  });
  return spent;
}

/** Recoil in events, to the hundredth of an arc minute (the state keeps it whole). */
export const round2 = (n: number): number => Math.round(n * 100) / 100;

export const aimKind: ActionKind<AimAction> = {
  type: "aim",
  codec: t.intersection([
    t.type({ type: t.literal("aim"), who: worldId, target: worldId }),
    t.partial({ moves: t.number }),
  ]),
  actor: (a) => a.who,
  describe: (a) => `${a.who} aims at ${a.target}`,
  run(sim: Sim, a) {
    const c = character(sim, a.who);
    const gun = c.wielded ? sim.content.item.get(c.wielded.id) : undefined;
    if (!gun || gun.combat.ammo.length === 0)
      sim.refuse(`${a.who} wields ${c.wielded ? c.wielded.id : "nothing"}, not a gun to aim`);
    const tpos = creaturePos(sim.world, a.target);
    if (!tpos || a.target === a.who) sim.refuse(`there is no living creature ${JSON.stringify(a.target)} to aim at`);
    if (tpos.z !== c.pos.z || !canSee(sim.content, sim.map(), c.pos, tpos))
      sim.refuse(`${a.who} cannot see ${a.target} to aim at it`);
    if (a.moves !== undefined && (!Number.isInteger(a.moves) || a.moves < 1))
      sim.refuse(`aim "moves" must be a whole number of moves, at least 1 (got ${a.moves})`);
    aimGun(sim, a.who, gun, a.target, a.moves ?? Number.POSITIVE_INFINITY, "the scenario's step");
  },
};
