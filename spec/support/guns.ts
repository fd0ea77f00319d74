/** A test pistol and its round as content JSON, for the specs that shoot (each gives its own numbers). */

/**
 * The pistol `t_pistol` (pistol skill, `t_9` ammo, single fire and a burst of `burst`) and its round
 * `t_9mm` (20 bullet damage); `gun` and `round` add or override members.
 */
export function pistol(burst: number, gun: Record<string, unknown>, round: Record<string, unknown>): object[] {
  return [
    {
      type: "GUN",
      id: "t_pistol",
      name: "pistol",
      skill: "pistol",
      ammo: ["t_9"],
      modes: [
        ["DEFAULT", "single", 1],
        ["BURST", "burst", burst],
      ],
      ...gun,
    },
    {
      type: "AMMO",
      id: "t_9mm",
      name: "9mm",
      ammo_type: "t_9",
      damage: { damage_type: "bullet", amount: 20 },
      ...round,
    },
  ];
}
