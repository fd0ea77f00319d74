/**
 * What a monster's death leaves, as the game's monster::die does (src/monster.cpp, src/mondeath.cpp):
 * its `death_function`'s message, its death spell cast where it died (hit_self) or at its killer
 * (when the killer stands in the spell's range), its EOC, then its corpse by `corpse_type`:
 * NORMAL (the default) leaves a `corpse` item on its tile unless the blow pulverised it (overkill
 * damage over its hp and 2.5 × overkill / hp over 5), BROKEN leaves its `broken_…` item when the
 * content has one, NO_CORPSE nothing. A summon whose time ran out vanishes without any of it.
 *
 * Its `death_drops` go into the corpse, or onto the tile without one (./death_drops.ts).
 *
 * Simplified: no blood or gibs (splatter), no dissectables, no hallucinations; the
 * default message ("The %s dies!") is the `died` event, not a message.
 */
import { castDraft } from "immer";
import type { Monster as MonsterType } from "../../content/kinds/monster.js";
import type { Sim } from "../../sim/context.js";
import type { ItemStack, Point } from "../../world/types.js";
import { runEoc } from "../../mechanics/eoc/interpreter.js";
import { creaturePos } from "../../world/creatures.js";
import { distance } from "../../world/grid.js";
import { deathDrops } from "./death_drops.js";
import { castAt } from "./death_spell.js";
import { format } from "./text.js";
import { nameOf } from "../../sim/creature_state.js";

/** The item a NORMAL death leaves (the game's generic corpse, whose monster type the item keeps). */
export const CORPSE_ITEM = "corpse";
/** An item's damage at which it is destroyed (the game's max_damage, 4 levels of 1000). */
export const CORPSE_MAX_DAMAGE = 4000;

/** How a corpse names what it was: the monster record it came from, its type, when, how damaged. */
export interface CorpseVars {
  readonly monster: string;
  readonly mtype: string;
  readonly died: number;
  /** The corpse's item damage, 0 (whole) to 4000 (destroyed), from the overkill (mdeath::normal). */
  readonly damage: number;
}

export function monsterDied(sim: Sim, id: string, cause: string): void {
  if (cause === "summon_expired") return;
  const m = sim.world.monsters[id];
  if (!m) return;
  const type = sim.content.monster.get(m.type);
  if (!type) return;
  const df = type.deathFunction;
  const at: Point = { x: m.pos.x, y: m.pos.y, z: m.pos.z };
  if (df?.message !== undefined && df.message !== "")
    sim.emit({ type: "message", text: format(df.message, [nameOf(sim, id).replace(/^the /, "")]), about: id });
  if (df?.spell) {
    const spell = sim.content.spell.get(df.spell.id);
    if (spell) {
      const killer = df.spell.hitSelf ? undefined : killerPos(sim, cause, at, spell.maxRange);
      if (df.spell.hitSelf || killer) castAt(sim, spell, id, killer ?? at, df.spell.minLevel, 0);
    }
  }
  if (df?.eoc !== undefined) runEoc(sim, { u: id, npc: null, context: {}, rules: EOC_RULES }, df.eoc);
  const body = corpseOf(sim, type, id, m.hp);
  // The drops go into the corpse, or onto the tile when none is left (drop_items_on_death).
  const drops = deathDrops(sim, type);
  const corpse = body && drops.length > 0 ? { ...body, contents: [...(body.contents ?? []), ...drops] } : body;
  const left = corpse ? [corpse] : drops;
  if (left.length > 0)
    sim.editTile(at, (tile) => {
      tile.items = castDraft([...((tile.items ?? []) as ItemStack[]), ...left]);
    });
  if (corpse)
    sim.emit({ type: "rule", name: "corpse_left", data: { monster: id, item: corpse.id, x: at.x, y: at.y, z: at.z } });
  if (drops.length > 0)
    sim.emit({
      type: "rule",
      name: "death_drops",
      data: {
        monster: id,
        items: drops.map((d) => d.id),
        into: corpse ? corpse.id : "tile",
        x: at.x,
        y: at.y,
        z: at.z,
      },
    });
}

const EOC_RULES = { run: "REAL-death-function", content: "REAL-death-function" } as const;

/** Where the killer stands, when it is a creature within the spell's range of the dead. */
function killerPos(sim: Sim, cause: string, at: Point, range: number): Point | undefined {
  const p = creaturePos(sim.world, cause);
  return p && p.z === at.z && distance(p, at) <= range ? p : undefined;
}

function corpseOf(sim: Sim, type: MonsterType, id: string, hp: number): ItemStack | undefined {
  const kind = type.deathFunction?.corpseType ?? "NORMAL";
  if (kind === "BROKEN") {
    const broken = `broken_${type.id.replace(/^mon_/, "")}`;
    return sim.content.item.get(broken) ? { id: broken, count: 1 } : undefined;
  }
  if (kind !== "NORMAL") return undefined;
  const maxHp = Math.max(type.hp, 1);
  const overflow = Math.max(-hp, 0);
  const corpseDamage = (2.5 * overflow) / maxHp;
  if (corpseDamage > 5 && overflow > type.hp) return undefined;
  const vars: CorpseVars = {
    monster: id,
    mtype: type.id,
    died: sim.world.turn,
    damage: Math.min(CORPSE_MAX_DAMAGE, Math.floor(corpseDamage * 1000)),
  };
  return { id: CORPSE_ITEM, count: 1, vars: { ...vars } };
}
