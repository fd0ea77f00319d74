/**
 * The fight area (issue 17): characters fight back with items of the content, `attack`, `aim`,
 * `throw`, `fire`, `reload`, `wield` and `wear`, and NPC survivors decide their own turns through
 * `characterTurn` (npc/). Monsters' defences answer its blows and shots through the hit hooks.
 */
import type { Area } from "../../sim/hooks.js";
import { type AimAction, aimKind } from "./aim.js";
import { type AttackAction, attackKind } from "./attack.js";
import { type WearAction, type WieldAction, wearKind, wieldKind } from "./gear.js";
import { npcTurn } from "./npc/turn.js";
import { type FireAction, fireKind, type ThrowAction, throwKind } from "./ranged.js";
import { type ReloadAction, reloadKind } from "./reload.js";

export type FightAction = AimAction | AttackAction | ThrowAction | FireAction | ReloadAction | WieldAction | WearAction;

export const fightArea: Area<FightAction> = {
  name: "fight",
  actions: {
    aim: aimKind,
    attack: attackKind,
    throw: throwKind,
    fire: fireKind,
    reload: reloadKind,
    wield: wieldKind,
    wear: wearKind,
  },
  // Characters with "ai": "npc" fight on their own (engine/rules/fight/npc/turn.ts).
  characterTurn: npcTurn,
};
