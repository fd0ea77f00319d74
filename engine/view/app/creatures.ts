/** The creatures of a world as the page shows them: name, map symbol, colour and hit points. */
import type { Character, Monster, World } from "../../world/types.js";
import type { Looks } from "../types.js";
import { type CellColors, cddaColor } from "./colors.js";

export interface Shown {
  readonly id: string;
  readonly kind: "character" | "monster";
  readonly name: string;
  readonly symbol: string;
  readonly colors: CellColors;
  readonly hp: number;
  readonly hpMax: number;
  readonly dead: boolean;
  readonly creature: Character | Monster;
}

const ATTITUDE_COLOR = { hostile: "light_red", neutral: "yellow", friendly: "light_green" } as const;

/** Characters first, then monsters, each in id order (the engine's order). */
export function creaturesOf(world: World, looks: Looks): Shown[] {
  const out: Shown[] = [];
  for (const id of Object.keys(world.characters).sort()) {
    const c = world.characters[id]!;
    const parts = Object.values(c.body);
    out.push({
      id,
      kind: "character",
      name: c.name,
      symbol: c.isPlayer ? "@" : (c.name[0] ?? "p").toLowerCase(),
      colors: cddaColor(c.isPlayer ? "white" : c.faction === "other" ? "light_blue" : "light_cyan"),
      hp: parts.reduce((n, p) => n + p.hp, 0),
      hpMax: parts.reduce((n, p) => n + p.hpMax, 0),
      dead: c.dead === true,
      creature: c,
    });
  }
  for (const id of Object.keys(world.monsters).sort()) {
    const m = world.monsters[id]!;
    const look = looks.monster[m.type];
    const name = look?.name ?? m.type;
    out.push({
      id,
      kind: "monster",
      name,
      symbol: [...(look?.symbol ?? "")][0] ?? (name[0] ?? "M").toUpperCase(),
      colors: cddaColor(look?.color || ATTITUDE_COLOR[m.attitude]),
      hp: m.hp,
      hpMax: Math.max(look?.hp ?? m.hp, m.hp),
      dead: m.dead === true,
      creature: m,
    });
  }
  return out;
}
