/**
 * Fungal attacks (D2-FUNGUS, D2-FUNGUS_HAZE, D2-FUNGUS_BIG_BLOSSOM, D2-FUNGUS_INJECT,
 * D2-FUNGUS_BRISTLE, D2-FUNGUS_SPROUT, D2-FUNGUS_FORTIFY, D2-FUNGAL_TRAIL, D2-PLANT,
 * D2-GROWPLANTS). Terrain and monster ids are the game's.
 */
import type { Sim } from "../../../sim/context.js";
import { passable } from "../../../sim/terrain.js";
import { creaturePos } from "../../../world/creatures.js";
import { distance, tileAt } from "../../../world/grid.js";
import type { Point } from "../../../world/types.js";
import { creatureOn, monsterType } from "../combat.js";
import {
  addField,
  around,
  convert,
  creaturesNear,
  effect,
  freeAround,
  hits,
  me,
  missed,
  nearestCharacter,
  notFriendly,
  randomPart,
  removeField,
  rule,
  say,
  scene,
  sceneAtNearest,
  seenWithin,
  setTerrain,
  spawnNear,
  strike,
  type Call,
  type Handler,
  type FamilyTable,
  withScene,
} from "./common.js";

/** The fungal infection a spore or needle gives. */
export const FUNGAL_INFECTION = "fungus";
export const FUNGUS = { moves: 200, infectOneIn: 3, sporeOneIn: 4, spore: "mon_spore", radius: 1 } as const;
export const FUNGUS_HAZE = { moves: 150, radius: 3, patches: 3, field: "fd_fungal_haze" } as const;
export const FUNGUS_BIG_BLOSSOM = { moves: 150, radius: 6, infectRadius: 3 } as const;
export const FUNGUS_INJECT = { moves: 100, min: 5, max: 11, infectOneIn: 3 } as const;
export const FUNGUS_BRISTLE = { moves: 100, min: 7, max: 16, infectOneIn: 3 } as const;
export const FUNGUS_SPROUT = { range: 12, moves: 100, wall: "t_fungus_wall" } as const;
export const FUNGUS_FORTIFY = { range: 12, moves: 100, radius: 2, hedgerow: "t_fungus_mound", infectOneIn: 2 } as const;
export const FUNGAL_TRAIL = { floor: "t_fungus" } as const;
export const PLANT = { into: "mon_fungaloid", floor: "t_fungus" } as const;
export const GROWPLANTS = {
  radius: 3,
  moves: 100,
  spawnOneIn: 4,
  hurtMin: 3,
  hurtMax: 9,
  underbrush: "t_underbrush",
  young: "t_tree_young",
  tree: "t_tree",
} as const;

function isFungal(sim: Sim, id: string): boolean {
  const t = monsterType(sim, id);
  if (t) return t.species.includes("FUNGUS");
  return sim.world.characters[id]?.traits.includes("THRESH_MYCUS") === true;
}

/** Spores on the creatures around p: characters get the infection with one_in(n). */
function infectAround(sim: Sim, call: Call, p: Point, radius: number, oneIn: number): string[] {
  const infected: string[] = [];
  for (const id of creaturesNear(sim, p, radius)) {
    if (id === call.monsterId || !sim.world.characters[id] || isFungal(sim, id)) continue;
    if (!sim.dice.oneIn(oneIn)) continue;
    effect(sim, id, FUNGAL_INFECTION, 1, { permanent: true, source: call.monsterId });
    infected.push(id);
  }
  return infected;
}

// The game's fungus attack needs no target: a fungaloid releases spores whoever is around (a neutral
// one too), infecting what stands next to it.
const fungus = withScene((call, s, sim) => {
  s.m.moves -= FUNGUS.moves;
  say(sim, `${me(sim, call.monsterId)} releases a cloud of spores!`, call.monsterId);
  infectAround(sim, call, s.m.pos, FUNGUS.radius, FUNGUS.infectOneIn);
  for (const p of freeAround(sim, s.m.pos, FUNGUS.radius))
    if (sim.dice.oneIn(FUNGUS.sporeOneIn)) spawnNear(sim, FUNGUS.spore, p, { at: p, attitude: s.m.attitude });
  return true;
});

const fungusHaze = withScene((call, s, sim) => {
  s.m.moves -= FUNGUS_HAZE.moves;
  const tiles = around(sim, s.m.pos, FUNGUS_HAZE.radius);
  for (let i = 0; i < FUNGUS_HAZE.patches; i++) {
    const p = sim.dice.pick(tiles);
    if (p) addField(sim, p, FUNGUS_HAZE.field, sim.dice.int(1, 2));
  }
  say(sim, `${me(sim, call.monsterId)} pulses, and fresh fungal material bursts forth!`, call.monsterId);
  return true;
});

const fungusBigBlossom = withScene((call, s, sim) => {
  let quenched = 0;
  for (const p of around(sim, s.m.pos, FUNGUS_BIG_BLOSSOM.radius)) {
    if (removeField(sim, p, "fd_fire")) {
      addField(sim, p, FUNGUS_HAZE.field, 1);
      quenched++;
    }
  }
  // With no fire to put out it still breathes out its spores, as the game's routine haze does.
  s.m.moves -= FUNGUS_BIG_BLOSSOM.moves;
  rule(sim, "fire_suppressed", { by: call.monsterId, tiles: quenched });
  say(sim, `${me(sim, call.monsterId)} unleashes a storm of spores!`, call.monsterId);
  infectAround(sim, call, s.m.pos, FUNGUS_BIG_BLOSSOM.infectRadius, FUNGUS.infectOneIn);
  return true;
});

// FUNGUS_INJECT aims at the player standing next to it, seen or not and whatever the monster
// targets (never for a friendly one), as the game's does; FUNGUS_BRISTLE at the attack target.
function injectee(call: Call): ReturnType<typeof seenWithin> {
  return sceneAtNearest(call, 1, false);
}

function needle(
  call: Call,
  c: { moves: number; min: number; max: number; infectOneIn: number },
  damageType: string,
  what: string,
  aimsAtPlayer = false,
): boolean {
  const s = aimsAtPlayer ? injectee(call) : seenWithin(call, 1);
  if (!s) return false;
  const { sim } = call;
  s.m.moves -= c.moves;
  if (!hits(sim, call.monsterId, s.target)) {
    missed(sim, call, s.target);
    return true;
  }
  say(sim, `${me(sim, call.monsterId)} strikes with ${what}!`, s.target);
  const dealt = strike(sim, call, s.target, sim.dice.int(c.min, c.max), damageType, randomPart(sim, s.target));
  if (dealt > 0 && sim.world.characters[s.target] && !isFungal(sim, s.target) && sim.dice.oneIn(c.infectOneIn)) {
    effect(sim, s.target, FUNGAL_INFECTION, 1, { permanent: true, source: call.monsterId });
  }
  return true;
}

// The game's sprout walls itself in whoever is around: it needs no target.
const fungusSprout = withScene((call, s, sim) => {
  let grown = 0;
  for (const p of freeAround(sim, s.m.pos, 1)) if (setTerrain(sim, p, FUNGUS_SPROUT.wall)) grown++;
  if (grown === 0) return false;
  s.m.moves -= FUNGUS_SPROUT.moves;
  say(sim, `${me(sim, call.monsterId)} grows a wall of fungus!`, call.monsterId);
  return true;
});

// The game's tower grows its hedgerows with no one around; only its strike looks for the player
// itself (within 12, seen or not), never for an attack target. A friendly tower does nothing.
const fungusFortify: Handler = (call) => {
  const s = scene(call);
  if (!s || !notFriendly(call)) return false;
  const { sim } = call;
  let grown = 0;
  for (const p of freeAround(sim, s.m.pos, FUNGUS_FORTIFY.radius)) {
    if (distance(p, s.m.pos) !== FUNGUS_FORTIFY.radius) continue;
    if (setTerrain(sim, p, FUNGUS_FORTIFY.hedgerow)) grown++;
  }
  const c = nearestCharacter(call, FUNGUS_FORTIFY.range, false);
  if (grown === 0 && !c) return false;
  s.m.moves -= FUNGUS_FORTIFY.moves;
  // The Mycus path: a character next to it takes a step towards the fungus.
  if (c && c.dist <= 1 && sim.dice.oneIn(FUNGUS_FORTIFY.infectOneIn)) {
    effect(sim, c.id, FUNGAL_INFECTION, 1, { permanent: true, source: call.monsterId });
    rule(sim, "mycus_path", { who: c.id, by: call.monsterId });
  }
  rule(sim, "fungal_fortify", { by: call.monsterId, hedgerows: grown });
  return true;
};

const fungalTrail = withScene((_call, s, sim) => {
  let changed = 0;
  for (const p of [s.m.pos, ...around(sim, s.m.pos, 1)]) {
    if (!passable(sim.content, sim.map(), p)) continue;
    if (setTerrain(sim, p, FUNGAL_TRAIL.floor)) changed++;
  }
  return changed > 0;
});

const plant = withScene((call, s, sim) => {
  setTerrain(sim, s.m.pos, PLANT.floor);
  if (!convert(sim, call.monsterId, PLANT.into)) return false;
  say(
    sim,
    `The spores take seed and a ${sim.content.monster.get(PLANT.into)?.name ?? "fungaloid"} grows!`,
    call.monsterId,
  );
  return true;
});

const growplants = withScene((call, s, sim) => {
  s.m.moves -= GROWPLANTS.moves;
  for (const p of around(sim, s.m.pos, GROWPLANTS.radius)) {
    const tile = tileAt(sim.map(), p);
    if (!tile) continue;
    const who = sim.occupied(p) ? creatureOn(sim, p) : undefined;
    if (tile.ter === GROWPLANTS.young) {
      if (who !== undefined) hurtBy(sim, call, who);
      else setTerrain(sim, p, GROWPLANTS.tree);
    } else if (tile.ter === GROWPLANTS.underbrush) {
      if (who !== undefined) hurtBy(sim, call, who);
      else setTerrain(sim, p, GROWPLANTS.young);
    } else if (
      who === undefined &&
      passable(sim.content, sim.map(), p) &&
      tile.furn === undefined &&
      sim.dice.oneIn(GROWPLANTS.spawnOneIn)
    ) {
      setTerrain(sim, p, GROWPLANTS.underbrush);
    }
  }
  return true;
});

function hurtBy(sim: Sim, call: Call, who: string): void {
  if (who === call.monsterId || monsterType(sim, who)?.species.includes("PLANT")) return;
  if (!creaturePos(sim.world, who)) return;
  strike(sim, call, who, sim.dice.int(GROWPLANTS.hurtMin, GROWPLANTS.hurtMax), "cut", randomPart(sim, who));
}

export const FUNGAL_ATTACKS = {
  FUNGUS: fungus,
  FUNGUS_HAZE: fungusHaze,
  FUNGUS_BIG_BLOSSOM: fungusBigBlossom,
  FUNGUS_INJECT: (call) => needle(call, FUNGUS_INJECT, "stab", "a needle", true),
  FUNGUS_BRISTLE: (call) => needle(call, FUNGUS_BRISTLE, "cut", "barbed tendrils"),
  FUNGUS_SPROUT: fungusSprout,
  FUNGUS_FORTIFY: fungusFortify,
  FUNGAL_TRAIL: fungalTrail,
  PLANT: plant,
  GROWPLANTS: growplants,
} as const satisfies FamilyTable;
