/**
 * Acid, sap and bile (D2-ACID, D2-ACID_ACCURATE, D2-ACID_BARF, D2-SPIT_SAP, D2-BOOMER,
 * D2-BOOMER_GLOW). Numbers from D2-detail (src/monattack.cpp) where known.
 */
import type { Sim } from "../../../sim/context.js";
import { line } from "../../../world/grid.js";
import type { Point } from "../../../world/types.js";
import { dodgeOf } from "../combat.js";
import {
  addField,
  clearPath,
  effect,
  hits,
  me,
  missed,
  randomPart,
  say,
  seenWithin,
  sound,
  strike,
  type Call,
  type Handler,
  type FamilyTable,
} from "./common.js";

export const ACID = { range: 10, moves: 300, volume: 4, damage: 5, fieldIntensity: 2, splash: 3 } as const;
/**
 * ACID's projectile (dispersion 5400) lands on the target with a chance falling with distance:
 * max(min, base − perTile × distance). ACID_ACCURATE's rises with distance instead (D2-ACID_ACCURATE).
 */
export const ACID_AIM = { base: 0.9, perTile: 0.05, min: 0.35 } as const;
export const ACID_ACCURATE = { range: 18, moves: 150, damage: 5, base: 0.5, perTile: 0.05, max: 0.95 } as const;
export const ACID_BARF = { moves: 80, min: 5, max: 12, fieldIntensity: 1, blindTurns: 60 } as const;
export const SPIT_SAP = { range: 12, moves: 150, min: 5, max: 10 } as const;
export const BOOMER = { range: 3, moves: 250, boomeredTurns: 12, bileIntensity: 1 } as const;
export const BOOMER_GLOW = { glowTurns: 25 } as const;

export function acidHitChance(dist: number): number {
  return Math.max(ACID_AIM.min, ACID_AIM.base - ACID_AIM.perTile * dist);
}

export function accurateHitChance(dist: number): number {
  return Math.min(ACID_ACCURATE.max, ACID_ACCURATE.base + ACID_ACCURATE.perTile * dist);
}

/** Acid fields of intensity 2 in the 7×7 square around p, each tile with one_in(|dx|)·one_in(|dy|). */
function splashAcid(sim: Sim, p: Point): void {
  for (let dy = -ACID.splash; dy <= ACID.splash; dy++) {
    for (let dx = -ACID.splash; dx <= ACID.splash; dx++) {
      if (sim.dice.oneIn(Math.abs(dx)) && sim.dice.oneIn(Math.abs(dy)))
        addField(sim, { x: p.x + dx, y: p.y + dy, z: p.z }, "fd_acid", ACID.fieldIntensity);
    }
  }
}

/** Where a missed shot lands: a random tile next to the target. */
function strayFrom(sim: Sim, p: Point): Point {
  return { x: p.x + sim.dice.int(-1, 1), y: p.y + sim.dice.int(-1, 1), z: p.z };
}

function spit(
  call: Call,
  range: number,
  moves: number,
  chance: (d: number) => number,
  damage: () => number,
  damageType: string,
  splash: boolean,
): boolean {
  const s = seenWithin(call, range);
  if (!s || !clearPath(call.sim, s.m.pos, s.tpos)) return false;
  const { sim } = call;
  s.m.moves -= moves;
  sound(sim, s.m.pos, ACID.volume, "a spitting noise.", call.monsterId);
  say(sim, `${me(sim, call.monsterId)} spits ${damageType === "acid" ? "acid" : "sap"}!`, s.target);
  let impact = s.tpos;
  if (sim.dice.chance(chance(s.dist))) {
    strike(sim, call, s.target, damage(), "acid", randomPart(sim, s.target), true);
  } else {
    missed(sim, call, s.target);
    impact = strayFrom(sim, s.tpos);
  }
  if (splash) splashAcid(sim, impact);
  return true;
}

const acid: Handler = (call) => spit(call, ACID.range, ACID.moves, acidHitChance, () => ACID.damage, "acid", true);
const acidAccurate: Handler = (call) =>
  spit(call, ACID_ACCURATE.range, ACID_ACCURATE.moves, accurateHitChance, () => ACID_ACCURATE.damage, "acid", true);
const spitSap: Handler = (call) =>
  spit(
    call,
    SPIT_SAP.range,
    SPIT_SAP.moves,
    acidHitChance,
    () => call.sim.dice.int(SPIT_SAP.min, SPIT_SAP.max),
    "sap",
    false,
  );

const acidBarf: Handler = (call) => {
  const s = seenWithin(call, 1);
  if (!s) return false;
  const { sim } = call;
  s.m.moves -= ACID_BARF.moves;
  addField(sim, s.tpos, "fd_acid", ACID_BARF.fieldIntensity);
  if (!hits(sim, call.monsterId, s.target)) {
    missed(sim, call, s.target);
    say(sim, `${me(sim, call.monsterId)} barfs acid at ${s.target}, but misses.`, s.target);
    return true;
  }
  const part = randomPart(sim, s.target);
  const dealt = strike(sim, call, s.target, sim.dice.int(ACID_BARF.min, ACID_BARF.max), "acid", part);
  say(sim, `${me(sim, call.monsterId)} barfs acid!`, s.target);
  if (dealt > 0) {
    effect(sim, s.target, "corroding", Math.floor(dealt / 2) + 5, { source: call.monsterId });
    if (part === "eyes") effect(sim, s.target, "blind", ACID_BARF.blindTurns, { source: call.monsterId });
  }
  return true;
};

function boomer(call: Call, glow: boolean): boolean {
  const s = seenWithin(call, BOOMER.range);
  if (!s) return false;
  const { sim } = call;
  s.m.moves -= BOOMER.moves;
  say(sim, `${me(sim, call.monsterId)} spews ${glow ? "glowing " : ""}bile!`, s.target);
  for (const p of line(s.m.pos, s.tpos))
    addField(sim, { x: p.x, y: p.y, z: s.m.pos.z }, "fd_bile", BOOMER.bileIntensity);
  // The game's check: rng(0, 10) > dodge, or one_in(dodge), and the bile lands.
  const dodge = Math.floor(dodgeOf(sim, s.target));
  if (sim.dice.int(0, 10) > dodge || sim.dice.oneIn(dodge)) {
    const onChar = sim.world.characters[s.target] !== undefined;
    effect(sim, s.target, "boomered", BOOMER.boomeredTurns, {
      ...(onChar ? { bodyPart: "eyes" } : {}),
      source: call.monsterId,
    });
    if (glow) effect(sim, s.target, "glowing", BOOMER_GLOW.glowTurns, { source: call.monsterId });
    sim.emit({
      type: "attack",
      attacker: call.monsterId,
      target: s.target,
      attack: call.key,
      outcome: "hit",
      damage: 0,
    });
  } else {
    missed(sim, call, s.target);
  }
  return true;
}

export const ACID_ATTACKS = {
  ACID: acid,
  ACID_ACCURATE: acidAccurate,
  ACID_BARF: acidBarf,
  SPIT_SAP: spitSap,
  BOOMER: (call) => boomer(call, false),
  BOOMER_GLOW: (call) => boomer(call, true),
} as const satisfies FamilyTable;
