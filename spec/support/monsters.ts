/** Test monsters written as content JSON, shared by the specs that load them inline. */

/** An immobile watcher (hp 50, speed 100) with one special attack of cooldown 1. */
export function watcher(id: string, name: string, attack: string, aggression: number) {
  return {
    type: "MONSTER",
    id,
    name,
    hp: 50,
    speed: 100,
    aggression,
    flags: ["SEES", "IMMOBILE"],
    special_attacks: [[attack, 1]],
  };
}

/** An immobile watcher with the SHRIEK attack (cooldown 1). */
export const SHRIEKER = watcher("t_shrieker", "shrieker", "SHRIEK", 50);

/** ABSORB_ITEMS' options when the monster gives none (D2-ABSORB_ITEMS-F-*), as the specification states them. */
export const ABSORB_DEFAULTS = {
  moveCostPerMl: 0.025,
  moveCostMin: 1,
  moveCostMax: -1,
  mlPerHp: 250,
  materials: undefined,
  noMaterials: [],
  splitMoveCost: 200,
};
