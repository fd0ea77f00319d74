/**
 * A slime's death split, as the game's spell_effect::slime_split_on_death does
 * (src/magic_spell_effect.cpp): the dead monster's base speed is its mass (doubled for
 * mon_blob_brain). With a mass of at least half a small blob's speed, the tiles within the spell's
 * aoe are tried nearest first (closest_points_first: the centre, then each ring clockwise from the
 * east): each free tile gets a mon_blob_large on one_in(3) when the mass exceeds its speed + 20,
 * else a mon_blob on one_in(2) when the mass exceeds its speed + 20, else a mon_blob_small; the new
 * blob takes min(mass, its type's speed − 15) of the mass as its base speed, is on the dead one's
 * side, and the splitting stops once the mass left is under half a small blob's speed. The mass
 * left is shared out evenly (integer division) among the new blobs; what remains over 3 then goes,
 * less 3, to the first SLIME monster on those tiles. Without PERMANENT the blobs vanish after the
 * spell's duration.
 */
import type { Spell } from "../../content/kinds/spell.js";
import type { Sim } from "../../sim/context.js";
import { passable } from "../../sim/terrain.js";
import { spawnMonster } from "../../sim/spawn.js";
import { inBounds } from "../../world/grid.js";
import type { Point } from "../../world/types.js";
import { monsterBaseSpeed, SPEED_BONUS } from "../../mechanics/effects/status.js";
import { creatureOn } from "./combat.js";
import { rule } from "./hardcoded/common.js";

export const BLOBS = { small: "mon_blob_small", medium: "mon_blob", large: "mon_blob_large" } as const;
const BRAIN = "mon_blob_brain";

/** closest_points_first(centre, radius): the centre, then ring by ring as the game's spiral walks them. */
export function closestPointsFirst(c: Point, radius: number): Point[] {
  const out: Point[] = [];
  const side = 2 * radius + 1;
  let x = 0;
  let y = 0;
  let dx = 0;
  let dy = -1;
  for (let i = 0; i < side * side; i++) {
    out.push({ x: c.x + x, y: c.y + y, z: c.z });
    if (x === y || (x < 0 && x === -y) || (x > 0 && x === 1 - y)) {
      const t = dx;
      // 0 - dy, not -dy: -0 would make x and y, and the points made from them, heap numbers.
      dx = 0 - dy;
      dy = t;
    }
    x += dx;
    y += dy;
  }
  return out;
}

export function slimeSplit(sim: Sim, spell: Spell, caster: string, aoe: number, duration: number): void {
  const dead = sim.peekMonster(caster);
  if (!dead) return;
  const speedOf = (id: string): number => sim.content.monster.get(id)?.speed ?? 0;
  let mass = monsterBaseSpeed(sim, dead);
  if (dead.type === BRAIN) mass += mass;
  const small = speedOf(BLOBS.small);
  const pts = closestPointsFirst(dead.pos, aoe).filter((p) => inBounds(sim.map(), p));
  const made: string[] = [];
  if (sim.content.monster.get(BLOBS.small) && mass >= small / 2) {
    for (const dest of pts) {
      let kind: string = BLOBS.small;
      if (mass > speedOf(BLOBS.large) + 20 && sim.dice.oneIn(3)) kind = BLOBS.large;
      else if (mass > speedOf(BLOBS.medium) + 20 && sim.dice.oneIn(2)) kind = BLOBS.medium;
      if (!sim.content.monster.get(kind)) kind = BLOBS.small;
      if (!passable(sim.content, sim.map(), dest) || sim.occupied(dest)) continue;
      const id = spawnMonster(sim, kind, dest, { attitude: dead.attitude });
      const used = Math.min(mass, speedOf(kind) - 15);
      mass -= used;
      setSpeed(sim, id, used);
      if (!spell.flags.includes("PERMANENT") && duration > 0) {
        const m = sim.world.monsters[id];
        if (m) m.expiresAt = sim.world.turn + duration;
      }
      made.push(id);
      if (mass < small / 2) break;
    }
  }
  if (mass > 0 && made.length > 0) {
    const each = Math.trunc(mass / made.length);
    for (const id of made) {
      const m = sim.peekMonster(id);
      if (m) setSpeed(sim, id, monsterBaseSpeed(sim, m) + each);
      mass -= each;
    }
  }
  let absorbedBy: string | null = null;
  if (mass > 3) {
    for (const p of pts) {
      const other = creatureOn(sim, p);
      const m = other !== undefined ? sim.peekMonster(other) : undefined;
      if (other === undefined || !m) continue;
      if (!sim.content.monster.get(m.type)?.species.includes("SLIME")) continue;
      setSpeed(sim, other, monsterBaseSpeed(sim, m) + mass - 3);
      absorbedBy = other;
      break;
    }
  }
  rule(sim, "slime_split", {
    who: caster,
    into: made,
    speeds: made.map((id) => {
      const m = sim.peekMonster(id);
      return m ? monsterBaseSpeed(sim, m) : 0;
    }),
    absorbedBy,
  });
}

/** Sets a monster's base speed (monster::set_speed_base), kept as a bonus over its type's. */
function setSpeed(sim: Sim, id: string, speed: number): void {
  const m = sim.world.monsters[id];
  if (!m) return;
  const base = sim.content.monster.get(m.type)?.speed ?? 100;
  m.vars = { ...(m.vars ?? {}), [SPEED_BONUS]: speed - base };
}
