/**
 * The fight area (issue 17): characters fight back with items of the content, `attack`, `throw`,
 * `fire`, `wield` and `wear`. It has no per-turn work; monsters' defences answer its blows and
 * shots through the hit hooks.
 */
import type { Area } from "../../sim/hooks.js";
import { type AttackAction, attackKind } from "./attack.js";
import { type WearAction, type WieldAction, wearKind, wieldKind } from "./gear.js";
import { type FireAction, fireKind, type ThrowAction, throwKind } from "./ranged.js";

export type FightAction = AttackAction | ThrowAction | FireAction | WieldAction | WearAction;

export const fightArea: Area<FightAction> = {
  name: "fight",
  actions: { attack: attackKind, throw: throwKind, fire: fireKind, wield: wieldKind, wear: wearKind },
};
