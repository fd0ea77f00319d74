/**
 * The core actions as an area of their own: waiting, moving, letting time pass, and the scenario
 * author's tools (spawning, setting state, giving items). It hooks nothing into the turn; listing
 * it with the other areas (engine/step/areas.ts) makes that one list the source of every action.
 */
import type { Area } from "../../sim/hooks.js";
import { giveItemKind, type GiveItemAction } from "./give_item.js";
import { moveKind, type MoveAction } from "./move.js";
import { setKind, type SetAction } from "./set.js";
import { spawnMonsterKind, type SpawnMonsterAction } from "./spawn_monster.js";
import { tickKind, type TickAction } from "./tick.js";
import { waitKind, type WaitAction } from "./wait.js";

export type CoreAction = TickAction | WaitAction | MoveAction | SpawnMonsterAction | SetAction | GiveItemAction;

export const coreArea: Area<CoreAction> = {
  name: "core",
  actions: {
    tick: tickKind,
    wait: waitKind,
    move: moveKind,
    spawn_monster: spawnMonsterKind,
    set: setKind,
    give_item: giveItemKind,
  },
};
