/**
 * Lightning and the attacks of one content mod (D2-SHOCKSTORM, D2-SHOCKING_REVEAL,
 * D2-FUNGUS_CORPORATE, E-7). Outside their mod the mod attacks report a runtime error and change
 * nothing else; the simulation goes on.
 */
import { speechFor } from "../../../content/kinds/speech.js";
import type { Sim } from "../../../sim/context.js";
import { line } from "../../../world/grid.js";
import type { Point } from "../../../world/types.js";
import {
  addField,
  around,
  creaturesNear,
  rule,
  say,
  seenWithin,
  sound,
  strike,
  type Call,
  type Handler,
  type FamilyTable,
} from "./common.js";

/** SHOCKSTORM: within 12; 50 moves; each line tile electrified 3 times in 4 (intensity 1–3); a 3×3 cloud, each tile 1 in 3 (4–10). */
export const SHOCKSTORM = {
  range: 12,
  moves: 50,
  lineChance: 0.75,
  lineMin: 1,
  lineMax: 3,
  cloudOneIn: 3,
  cloudMin: 4,
  cloudMax: 10,
  damagePerIntensity: 2,
} as const;
/** FUNGUS_CORPORATE: the mod's item and its pitch. */
export const FUNGUS_CORPORATE = {
  item: "sporeos",
  volume: 10,
  pitch: "Buy SpOreos(tm) now!",
  mod: "Crazy Cataclysm",
} as const;

function electrify(sim: Sim, call: Call, p: Point, intensity: number): void {
  addField(sim, p, "fd_electricity", intensity);
  for (const id of creaturesNear(sim, p, 0)) {
    if (id === call.monsterId) continue;
    strike(sim, call, id, intensity * SHOCKSTORM.damagePerIntensity, "electric", undefined, true);
  }
}

function shockstorm(call: Call): boolean {
  const s = seenWithin(call, SHOCKSTORM.range);
  if (!s) return false;
  const { sim } = call;
  s.m.moves -= SHOCKSTORM.moves;
  say(sim, "A bolt of electricity arcs towards you!", s.target);
  const aim = { x: s.tpos.x + sim.dice.int(-1, 1), y: s.tpos.y + sim.dice.int(-1, 1), z: s.tpos.z };
  for (const q of line(s.m.pos, aim))
    if (sim.dice.chance(SHOCKSTORM.lineChance))
      electrify(sim, call, { x: q.x, y: q.y, z: s.m.pos.z }, sim.dice.int(SHOCKSTORM.lineMin, SHOCKSTORM.lineMax));
  for (const p of [aim, ...around(sim, aim, 1)])
    if (sim.dice.oneIn(SHOCKSTORM.cloudOneIn))
      electrify(sim, call, p, sim.dice.int(SHOCKSTORM.cloudMin, SHOCKSTORM.cloudMax));
  return true;
}

/** E-7: a runtime error on every call, as the game raises one each time; nothing else changes. */
function modMissing(call: Call, text: string): void {
  call.sim.emit({ type: "runtime_error", text, rule: "E-7" });
}

const shockingReveal: Handler = (call) => {
  const m = call.sim.world.monsters[call.monsterId];
  if (!m) return false;
  const lines = speechFor(call.sim.content.speech, m.type);
  if (lines.length === 0) {
    modMissing(
      call,
      `SHOCKING_REVEAL of ${m.type}: it has no speech lines to yell (the attack belongs to the ${FUNGUS_CORPORATE.mod} mod)`,
    );
    return false;
  }
  // The game's reporter yells its scoop whether or not the lightning found a target.
  shockstorm(call);
  const scoop = call.sim.dice.pick(lines);
  if (scoop)
    sound(
      call.sim,
      m.pos,
      scoop.volume,
      `the ${call.sim.content.monster.get(m.type)?.name ?? m.type} obnoxiously yelling "${scoop.sound}!!!"`,
      call.monsterId,
    );
  return true;
};

const fungusCorporate: Handler = (call) => {
  const m = call.sim.world.monsters[call.monsterId];
  if (!m || m.dead) return false;
  const { sim } = call;
  if (!sim.content.item.get(FUNGUS_CORPORATE.item)) {
    modMissing(
      call,
      `FUNGUS_CORPORATE of ${m.type}: item ${JSON.stringify(FUNGUS_CORPORATE.item)} is not defined (the attack belongs to the ${FUNGUS_CORPORATE.mod} mod)`,
    );
    return false;
  }
  sound(sim, m.pos, FUNGUS_CORPORATE.volume, FUNGUS_CORPORATE.pitch, call.monsterId);
  sim.editTile(m.pos, (t) => {
    const items = [...(t.items ?? [])];
    const i = items.findIndex((s) => s.id === FUNGUS_CORPORATE.item && s.vars === undefined && s.flags === undefined);
    if (i >= 0) items[i] = { ...items[i]!, count: items[i]!.count + 1 };
    else items.push({ id: FUNGUS_CORPORATE.item, count: 1 });
    (t as { items?: unknown }).items = items;
  });
  sim.emit({ type: "items_added", pos: { ...m.pos }, item: FUNGUS_CORPORATE.item, count: 1 });
  rule(sim, "corporate", { who: call.monsterId });
  return true;
};

export const SPECIAL_ATTACKS = {
  SHOCKSTORM: shockstorm,
  SHOCKING_REVEAL: shockingReveal,
  FUNGUS_CORPORATE: fungusCorporate,
} as const satisfies FamilyTable;
