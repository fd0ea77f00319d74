/**
 * The fight area (issue 17): characters fight back with items of the content, `attack`, `wield`
 * and `wear`. It has no per-turn work; monsters' defences answer its blows through the hit hooks.
 */
import type { Area } from "../../sim/hooks.js";
import { type AttackAction, attackKind } from "./attack.js";
import { type WearAction, type WieldAction, wearKind, wieldKind } from "./gear.js";

export type FightAction = AttackAction | WieldAction | WearAction;

export const fightArea: Area<FightAction> = {
  name: "fight",
  actions: { attack: attackKind, wield: wieldKind, wear: wearKind },
};
