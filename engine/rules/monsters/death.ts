/**
 * What a monster's death leaves, as the game's monster::die does (src/monster.cpp, src/mondeath.cpp):
 * its `death_function`'s message, its death spell cast where it died (hit_self) or at its killer
 * (when the killer stands in the spell's range), its EOC, then its corpse by `corpse_type`:
 * NORMAL (the default) leaves a `corpse` item on its tile; a blow that pulverised it (overkill
 * damage over its hp and 2.5 × overkill / hp over 5) splatters gibs and blood around and leaves a
 * destroyed GIBBED corpse (nothing for NOGIB), BROKEN leaves its `broken_…` item when the
 * content has one, NO_CORPSE nothing. A summon whose time ran out vanishes without any of it.
 *
 * Its `death_drops` go into the corpse, or onto the tile without one (./death_drops.ts).
 *
 * Simplified: no bleeding at death, no scattered chunks of the harvest, no dissectables, no hallucinations; the
 * default message ("The %s dies!") is the `died` event, not a message.
 */
import { castDraft } from "immer";
import type { Monster as MonsterType } from "../../content/kinds/monster.js";
import type { Sim } from "../../sim/context.js";
import type { ItemStack, Point } from "../../world/types.js";
import { runEoc } from "../../mechanics/eoc/interpreter.js";
import { creaturePos } from "../../world/creatures.js";
import { distance } from "../../world/grid.js";
import { CORPSE_ITEM, CORPSE_MAX_DAMAGE, type CorpseVars } from "./corpse.js";
import { deathDrops } from "./death_drops.js";
import { castAt } from "./death_spell.js";
import { format } from "./text.js";
import { nameOf } from "../../sim/creature_state.js";
import { inBounds } from "../../world/grid.js";
import { addField, fieldsAt, removeField } from "../../mechanics/fields/edit.js";
import { sizeOf } from "./combat.js";

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
  // The dying monster is the EOC's npc and its killer its u, as the real data reads them (the core's
  // quadraphract reads n_quad_uid of the dying body, the Yugg its npc place, the last Amigara
  // horror takes the effect off u); with no living killer, the monster is u too (REAL-death-eoc-talkers).
  if (df?.eoc !== undefined) {
    const killer = sim.world.characters[cause] ?? sim.world.monsters[cause];
    const u = killer && !killer.dead && cause !== id ? cause : id;
    runEoc(sim, { u, npc: id, context: {}, rules: EOC_RULES }, df.eoc);
  }
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
  const pulverised = corpseDamage > 5 && overflow > type.hp;
  if (pulverised && !splatter(sim, type, id, corpseDamage)) return undefined;
  const vars: CorpseVars = {
    monster: id,
    mtype: type.id,
    died: sim.world.turn,
    damage: pulverised ? CORPSE_MAX_DAMAGE : Math.min(CORPSE_MAX_DAMAGE, Math.floor(corpseDamage * 1000)),
  };
  return { id: CORPSE_ITEM, count: 1, vars: { ...vars }, ...(pulverised ? { flags: [GIBBED] } : {}) };
}

/** The flag of a corpse blown to pieces (mdeath::splatter). */
export const GIBBED = "GIBBED";

/**
 * A pulverised monster's splatter (mdeath::splatter): unless NOGIB, min(⌊corpse damage⌋ − 1, 1 +
 * hp / 5) gibs (plus rng(1, 6) from a medium or bigger one), each a splatter of its gib field of
 * rng(1, i + 1) and one of its blood on random tiles within 1. Returns whether it leaves its
 * GIBBED corpse (a NOGIB monster leaves nothing).
 */
function splatter(sim: Sim, type: MonsterType, id: string, corpseDamage: number): boolean {
  if (type.flags.includes("NOGIB")) return false;
  const m = sim.peekMonster(id);
  if (!m) return false;
  const maxHp = Math.max(type.hp, 1);
  let gibs = Math.trunc(Math.min(Math.floor(corpseDamage) - 1, 1 + maxHp / 5));
  if (["medium", "large", "huge"].includes(sizeOf(sim, id))) gibs += sim.dice.int(1, 6);
  const gib = gibField(type);
  const blood = bloodField(type);
  const area: Point[] = [];
  for (let dx = -1; dx <= 1; dx++)
    for (let dy = -1; dy <= 1; dy++) {
      const p = { x: m.pos.x + dx, y: m.pos.y + dy, z: m.pos.z };
      if (inBounds(sim.map(), p)) area.push(p);
    }
  for (let i = 0; i < gibs; i++) {
    const a = sim.dice.pick(area);
    if (a && gib) addSplatter(sim, a, gib, sim.dice.int(1, i + 1));
    const b = sim.dice.pick(area);
    if (b && blood) addSplatter(sim, b, blood, 1);
  }
  sim.emit({
    type: "rule",
    name: "gibbed",
    data: { monster: id, gibs, field: gib ?? null, blood: blood ?? null, x: m.pos.x, y: m.pos.y, z: m.pos.z },
  });
  return true;
}

/** mtype::gibType: by species and material; none for the rest (steel, stone, ...). */
export function gibField(type: MonsterType): string | undefined {
  if (type.species.includes("MOLLUSK")) return "fd_gibs_invertebrate";
  if (type.materials.includes("veggy")) return "fd_gibs_veggy";
  if (type.materials.includes("iflesh")) return "fd_gibs_insect";
  if (type.materials.includes("flesh")) return "fd_gibs_flesh";
  return undefined;
}

/** mtype::bloodType: by flags and material, else its species' `bleeds` (REAL-species-attributes). */
export function bloodField(type: MonsterType): string | undefined {
  if (type.flags.includes("ACID_BLOOD")) return "fd_acid";
  if (type.flags.includes("BILE_BLOOD")) return "fd_bile";
  if (type.flags.includes("ARTHROPOD_BLOOD")) return "fd_blood_invertebrate";
  if (type.materials.includes("veggy")) return "fd_blood_veggy";
  if (type.materials.includes("iflesh")) return "fd_blood_insect";
  if (type.flags.includes("WARM") && type.materials.includes("flesh")) return "fd_blood";
  return type.bleeds;
}

/** map::add_splatter: the field's intensity raised by `n`, up to its highest level. */
function addSplatter(sim: Sim, p: Point, field: string, n: number): void {
  const top = sim.content.field_type.get(field)?.levels.length ?? 0;
  if (top <= 0) return;
  const now = fieldsAt(sim, p).find((f) => f.id === field)?.intensity ?? 0;
  const next = Math.min(top, now + n);
  if (next === now) return;
  if (now > 0) removeField(sim, p, field);
  addField(sim, p, field, next);
}
