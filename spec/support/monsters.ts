/** Test monsters written as content JSON, shared by the specs that load them inline. */

/** An immobile watcher with the SHRIEK attack (cooldown 1). */
export const SHRIEKER = {
  type: "MONSTER",
  id: "t_shrieker",
  name: "shrieker",
  hp: 50,
  speed: 100,
  aggression: 50,
  flags: ["SEES", "IMMOBILE"],
  special_attacks: [["SHRIEK", 1]],
};

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
