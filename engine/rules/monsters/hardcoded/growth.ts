/**
 * Growing up and going away (D2-FUNGUS_GROWTH, D2-TRIFFID_GROWTH, D2-DOGTHING,
 * D2-MON_LEECH_EVOLUTION, D2-UPGRADE, D2-DISAPPEAR). Monster ids are the game's.
 */
import { canSee } from "../../../sim/terrain.js";
import { distance } from "../../../world/grid.js";
import {
  convert,
  me,
  monstersNear,
  nearestCharacter,
  rule,
  say,
  scene,
  type Handler,
  type FamilyTable,
  withScene,
} from "./common.js";

export const FUNGUS_GROWTH = { from: "mon_fungaloid_young", into: "mon_fungaloid" } as const;
export const TRIFFID_GROWTH = { from: "mon_triffid_young", into: "mon_triffid" } as const;
/** DOGTHING: one time in 3 while a character sees it, the dog's head splits into a tentacle dog. */
export const DOGTHING = { into: "mon_headless_dog_thing", oneIn: 3, range: 40 } as const;
export const LEECH_EVOLUTION = { stalk: "mon_leech_stalk", blossom: "mon_leech_blossom", sight: 40 } as const;
export const UPGRADE = { range: 10, moves: 150 } as const;

function grow(into: string, text: string): Handler {
  return (call) => {
    const s = scene(call);
    if (!s) return false;
    const name = me(call.sim, call.monsterId);
    if (!convert(call.sim, call.monsterId, into)) return false;
    say(call.sim, `${name} ${text}`, call.monsterId);
    return true;
  };
}

// The game's dog changes when the player sees it, not when it sees an attack target: a neutral or
// friendly dog changes too (and turns hostile).
const dogthing: Handler = (call) => {
  const s = scene(call);
  if (!s || !nearestCharacter(call, DOGTHING.range, true) || !call.sim.dice.oneIn(DOGTHING.oneIn)) return false;
  const name = me(call.sim, call.monsterId);
  if (!convert(call.sim, call.monsterId, DOGTHING.into)) return false;
  s.m.attitude = "hostile";
  say(call.sim, `${name}'s head explodes in a mass of roiling tentacles!`, call.monsterId);
  return true;
};

const leechEvolution: Handler = (call) => {
  const s = scene(call);
  if (!s || s.m.type !== LEECH_EVOLUTION.stalk) return false;
  const { sim } = call;
  const blossoms = monstersNear(
    sim,
    s.m.pos,
    LEECH_EVOLUTION.sight,
    (o, id) =>
      id !== call.monsterId && o.type === LEECH_EVOLUTION.blossom && canSee(sim.content, sim.map(), s.m.pos, o.pos),
  );
  if (blossoms.length > 0) return false;
  return grow(LEECH_EVOLUTION.blossom, "blooms into a leech blossom!")(call);
};

const upgrade = withScene((call, s, sim) => {
  const candidates = monstersNear(sim, s.m.pos, UPGRADE.range, (o, id) => {
    if (id === call.monsterId || o.attitude !== s.m.attitude) return false;
    const into = sim.content.monster.get(o.type)?.upgrades?.into;
    return (
      into !== undefined &&
      sim.content.monster.get(into) !== undefined &&
      canSee(sim.content, sim.map(), s.m.pos, o.pos)
    );
  });
  const pick = sim.dice.pick(candidates);
  // No one to upgrade angers it whether or not it has a target, as the game's does.
  if (pick === undefined) {
    if (s.m.attitude !== "hostile") {
      s.m.attitude = "hostile";
      rule(sim, "angered", { who: call.monsterId });
    }
    return false;
  }
  const o = sim.world.monsters[pick];
  const into = o ? sim.content.monster.get(o.type)?.upgrades?.into : undefined;
  if (!o || into === undefined) return false;
  const from = o.type;
  convert(sim, pick, into);
  s.m.moves -= UPGRADE.moves;
  rule(sim, "upgraded", { who: pick, by: call.monsterId, from, to: into, distance: distance(o.pos, s.m.pos) });
  return true;
});

const disappear = withScene((call, s, sim) => {
  s.m.dead = true;
  sim.noteDeparture(s.m.pos);
  delete sim.world.monsters[call.monsterId];
  rule(sim, "disappeared", { who: call.monsterId });
  return true;
});

export const GROWTH_ATTACKS = {
  FUNGUS_GROWTH: grow(FUNGUS_GROWTH.into, "grows into an adult!"),
  TRIFFID_GROWTH: grow(TRIFFID_GROWTH.into, "grows into an adult!"),
  DOGTHING: dogthing,
  MON_LEECH_EVOLUTION: leechEvolution,
  UPGRADE: upgrade,
  DISAPPEAR: disappear,
} as const satisfies FamilyTable;
