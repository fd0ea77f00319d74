/**
 * Strikes, stings and tricks against one target (D2-SMASH, D2-STRETCH_ATTACK, D2-STRETCH_BITE,
 * D2-TENTACLE, D2-LONGSWIPE, D2-IMPALE, D2-LUNGE, D2-VINE, D2-FLESH_GOLEM, D2-FLESH_TENDRIL,
 * D2-EVOLVE_KILL_STRIKE, D2-BIO_OP_*, D2-BRANDISH, D2-FEAR_PARALYZE, D2-GENE_STING, D2-PARA_STING,
 * D2-RATKING, D2-STARE, D2-SLIMESPRING, D2-PULL_METAL_WEAPON, D2-SUICIDE, D2-TINDALOS_TELEPORT).
 * Those with a JSON equivalent run through the JSON melee flow with that equivalent's numbers.
 */
import { constNumber } from "../../../content/values/var_number.js";
import type { MeleeAttack } from "../../../content/kinds/monsters/attack_types.js";
import { DEFAULT_GRAB_DATA } from "../../../content/kinds/monsters/grab_data.js";
import { fixedEffect } from "../../../content/kinds/monsters/values.js";
import { NO_MESSAGES } from "../../../content/kinds/monsters/melee.js";
import type { Sim } from "../../../sim/context.js";
import { kill, nameOf, removeEffect } from "../../../sim/creature_state.js";
import { addEffect } from "../../../mechanics/effects/add.js";
import { addToInventory } from "../../../sim/items.js";
import { canSee, passable } from "../../../sim/terrain.js";
import { creaturePos } from "../../../world/creatures.js";
import { distance, euclidean, line } from "../../../world/grid.js";
import type { ItemStack, Point } from "../../../world/types.js";
import { effectsOf, grabEffects, isAlive, monsterType, partFlags } from "../combat.js";
import { applyGrab, releaseGrab } from "../grab.js";
import { DEFAULT_MESSAGES, fling, meleeFlow, uncannyDodge } from "../json/melee.js";
import { monsterName, sayTo } from "../text.js";
import { subjectVerb } from "../../../mechanics/fight/words.js";
import {
  clearPath,
  convert,
  effect,
  freeAround,
  hits,
  me,
  missed,
  nearestCharacter,
  neighbours,
  notFriendly,
  push,
  randomPart,
  rule,
  say,
  scene,
  atNearest,
  seenWithin,
  sound,
  spawnNear,
  strike,
  type Call,
  type Handler,
  type FamilyTable,
  type Scene,
  withScene,
} from "./common.js";

/** A JSON melee attack with the loader's defaults and the given members (D3). */
export function meleeSpec(over: Partial<MeleeAttack>): MeleeAttack {
  return {
    kind: "melee",
    cooldown: constNumber(0),
    condition: undefined,
    attackChance: 100,
    damage: [{ damageType: "bash", amount: 9, armorPenetration: 0, armorMultiplier: 1, damageMultiplier: 1 }],
    minMul: 0.5,
    maxMul: 1,
    moveCost: 100,
    accuracy: -1,
    bodyParts: [],
    attackUpper: true,
    range: 1,
    grab: false,
    grabData: DEFAULT_GRAB_DATA,
    hitsizeMin: -1,
    hitsizeMax: -1,
    noAdjacent: false,
    dodgeable: true,
    uncannyDodgeable: true,
    blockable: true,
    effectsRequireDmg: true,
    effectsRequireOrganic: false,
    effects: [],
    selfEffectsAlways: [],
    selfEffectsOnhit: [],
    selfEffectsOndmg: [],
    eoc: [],
    throwStrength: 0,
    messages: NO_MESSAGES,
    ...over,
  };
}

const dmg = (damageType: string, amount: number) => [
  { damageType, amount, armorPenetration: 0, armorMultiplier: 1, damageMultiplier: 1 },
];

/** STRETCH_ATTACK: 3 tiles, 5–10 stab (the JSON `stretch_attack`). */
export const STRETCH_ATTACK = meleeSpec({ range: 3, damage: dmg("stab", 10), minMul: 0.5, maxMul: 1 });
/** STRETCH_BITE: 3 tiles, a stab bite that may infect without a grab (the JSON `stretch_bite`). */
export const STRETCH_BITE = meleeSpec({ range: 3, damage: dmg("stab", 10), minMul: 0.5, maxMul: 1, hitsizeMin: 1 });
export const STRETCH_BITE_INFECTION = 5;
/** TENTACLE: 3 tiles, 10–20 bash (the JSON `tentacle`). */
export const TENTACLE = meleeSpec({ range: 3, damage: dmg("bash", 20), minMul: 0.5, maxMul: 1 });
/** LONGSWIPE: up to 3 tiles, 3–10 cut; adjacent: the head, and heavy bleeding (`longswipe`, `cut_throat`). */
export const LONGSWIPE = meleeSpec({ range: 3, damage: dmg("cut", 10), minMul: 0.3, maxMul: 1 });
export const LONGSWIPE_ADJACENT = meleeSpec({
  damage: dmg("cut", 10),
  minMul: 0.3,
  maxMul: 1,
  bodyParts: [["head", 1]],
  effects: [fixedEffect("bleed", 600, 100, { affectHitBp: true, intensity: { min: 3, max: 3 } })],
});
/** IMPALE: the torso, 10–20 stab, downed one time in 3 (superseded by the JSON `impale`). */
export const IMPALE = meleeSpec({
  damage: dmg("stab", 20),
  minMul: 0.5,
  maxMul: 1,
  bodyParts: [["torso", 1]],
  effects: [fixedEffect("downed", 3, 33)],
});
export const LUNGE = { minRange: 2, maxRange: 4, moves: 100, downedChance: 33, downedTurns: 3 } as const;
export const VINE = { moves: 100, min: 5, max: 10 } as const;
export const FLESH_GOLEM = { min: 5, max: 10, downedOneIn: 6, downedTurns: 30, volume: 80, moves: 100 } as const;
export const FLESH_TENDRIL = {
  range: 3,
  /** Without a target in sight: one time in 70 the floor trembles with its roar (the game's flesh_tendril). */
  roarOneIn: 70,
  roarMoves: 200,
  roarVolume: 60,
  spawnOneIn: 7,
  spawn: ["mon_zombie_gasbag_impaler", "mon_zombie_gasbag_crawler"],
  flingTiles: 3,
  moves: 100,
  grabStrength: 20,
} as const;
export const EVOLVE_KILL_STRIKE = { multiplier: 1.33, moves: 100 } as const;
export const BIO_OP = {
  moves: 100,
  impaleMin: 10,
  impaleMax: 20,
  bleedChance: 33,
  bleedTurns: 100,
  takedownMin: 3,
  takedownMax: 9,
  downedTurns: 3,
} as const;
export const FEAR_PARALYZE = { range: 8, turns: 5, moves: 100 } as const;
export const GENE_STING = { range: 7, moves: 150, accuracy: 6 } as const;
export const PARA_STING = { range: 4, moves: 150, turns: 50, accuracy: 6 } as const;
export const RATKING = { range: 10, diseaseRange: 3, turns: 180 } as const;
export const STARE = { range: 40, moves: 200, turns: 300 } as const;
export const SLIMESPRING = { range: 3, moraleOneIn: 3 } as const;
export const PULL_METAL_WEAPON = {
  range: 12,
  moves: 150,
  gramsPerDamage: 250,
  metals: [
    "iron",
    "steel",
    "hardsteel",
    "budget_steel",
    "lc_steel",
    "mc_steel",
    "hc_steel",
    "ch_steel",
    "qt_steel",
    "tempered_steel",
    "stainless_steel",
  ],
} as const;
export const TINDALOS = {
  range: 5,
  afterimage: "mon_hound_tindalos_afterimage",
  afterimageOneIn: 7,
  moves: 100,
} as const;

/** SMASH: the target flies (melee_dice × melee_dice_sides × 3) / 10 tiles, rounded down. */
export function smashTiles(dice: number, sides: number): number {
  return Math.floor((dice * sides * 3) / 10);
}
/** The game's mattack::smash: four seconds of moves, "to give you a little bit of a chance to get away". */
export const SMASH = {
  moves: 400,
  messages: {
    ...NO_MESSAGES,
    missU: "%1$s takes a powerful swing at you, but you dodge it!",
    missNpc: "%1$s takes a powerful swing at <npcname>, who dodges it!",
    // %1$s: "the zombie brute", not capitalised.
    throwU: "A blow from %1$s sends you flying!",
    throwNpc: "A blow from %1$s sends <npcname> flying!",
  },
} as const;

/**
 * SMASH against an adjacent target (not an IMMOBILE one): a dodge check as for a blow, then no
 * damage of its own, only the fling; the smasher lets go of the target first.
 */
const smash: Handler = (call) => {
  const s = scene(call);
  if (!s || s.target === undefined || s.dist !== 1) return false;
  const { sim } = call;
  const target = s.target;
  if (sim.world.monsters[target] && monsterType(sim, target)?.flags.includes("IMMOBILE")) return false;
  const d = s.type?.meleeDice ?? 0;
  const sides = s.type?.meleeDiceSides ?? 0;
  const attack = meleeSpec({ throwStrength: smashTiles(d, sides) * 10, messages: SMASH.messages });
  s.m.moves -= SMASH.moves;
  const args = [monsterName(sim, call.monsterId)];
  if (uncannyDodge(sim, target) || !hits(sim, call.monsterId, target)) {
    missed(sim, call, target);
    sayTo(sim, target, attack.messages.missU, attack.messages.missNpc, DEFAULT_MESSAGES.miss, args);
    return true;
  }
  sim.emit({ type: "attack", attacker: call.monsterId, target, attack: call.key, outcome: "hit", damage: 0 });
  for (const e of grabEffects(sim, target)) if (e.source === call.monsterId) releaseGrab(sim, target, e);
  if (attack.throwStrength > 0) fling({ ...call, targetId: target, attack }, target, [nameOf(sim, call.monsterId)]);
  return true;
};

const stretchBite: Handler = (call) =>
  meleeFlow(
    { ...call, attack: STRETCH_BITE },
    {
      onDamage: (c, targetId, part) => {
        const sim = c.sim;
        if (
          !sim.world.characters[targetId] ||
          part === undefined ||
          partFlags(sim, targetId, part).includes("BIONIC_LIMB")
        )
          return;
        if (sim.dice.xInY(STRETCH_BITE_INFECTION, 100))
          addEffect(sim, targetId, { id: "bite", bodyPart: part, intensity: 1, duration: 1, permanent: true });
      },
    },
  );

const longswipe: Handler = (call) => {
  const s = scene(call);
  if (!s || s.target === undefined) return false;
  return meleeFlow({ ...call, attack: s.dist <= 1 ? LONGSWIPE_ADJACENT : LONGSWIPE }, {});
};

const lunge: Handler = (call) => {
  const s = seenWithin(call, LUNGE.maxRange);
  if (!s || s.dist < LUNGE.minRange || !clearPath(call.sim, s.m.pos, s.tpos)) return false;
  const { sim } = call;
  const path = line(s.m.pos, s.tpos);
  const landing = path.length >= 2 ? path[path.length - 2] : undefined;
  if (!landing) return false;
  const to = { x: landing.x, y: landing.y, z: s.m.pos.z };
  if (sim.occupied(to) || !passable(sim.content, sim.map(), to)) return false;
  sim.relocate(call.monsterId, to, "lunged");
  s.m.moves -= LUNGE.moves;
  say(sim, `${me(sim, call.monsterId)} lunges!`, s.target);
  if (!hits(sim, call.monsterId, s.target)) {
    missed(sim, call, s.target);
    return true;
  }
  const t = s.type;
  strike(
    sim,
    call,
    s.target,
    sim.dice.dice(t?.meleeDice ?? 1, t?.meleeDiceSides ?? 4),
    "bash",
    randomPart(sim, s.target),
  );
  if (sim.dice.xInY(LUNGE.downedChance, 100))
    effect(sim, s.target, "downed", LUNGE.downedTurns, { source: call.monsterId });
  return true;
};

const vine = withScene((call, s, sim) => {
  let hitAny = false;
  for (const p of neighbours(s.m.pos)) {
    for (const id of [...sim.characterIds(), ...sim.monsterIds()]) {
      const pos = creaturePos(sim.world, id);
      if (!pos || pos.x !== p.x || pos.y !== p.y || pos.z !== p.z || !isAlive(sim, id)) continue;
      const o = sim.world.monsters[id];
      if (o && (o.attitude === s.m.attitude || monsterType(sim, id)?.species.includes("PLANT"))) continue;
      hitAny = true;
      if (hits(sim, call.monsterId, id))
        strike(sim, call, id, sim.dice.int(VINE.min, VINE.max), "cut", randomPart(sim, id));
      else missed(sim, call, id);
    }
  }
  if (!hitAny) return false;
  s.m.moves -= VINE.moves;
  return true;
});

const fleshGolem: Handler = (call) => {
  const s = seenWithin(call, 1);
  if (!s) return false;
  const { sim } = call;
  s.m.moves -= FLESH_GOLEM.moves;
  sound(sim, s.m.pos, FLESH_GOLEM.volume, "a terrifying roar!", call.monsterId);
  if (!hits(sim, call.monsterId, s.target)) {
    missed(sim, call, s.target);
    return true;
  }
  const dealt = strike(
    sim,
    call,
    s.target,
    sim.dice.int(FLESH_GOLEM.min, FLESH_GOLEM.max),
    "bash",
    randomPart(sim, s.target),
  );
  if (dealt > 0 && sim.dice.oneIn(FLESH_GOLEM.downedOneIn))
    effect(sim, s.target, "downed", FLESH_GOLEM.downedTurns, { source: call.monsterId });
  return true;
};

const fleshTendril = withScene((call, s, sim) => {
  // The game's tendril does nothing but roar now and then until it sees its target: the roar costs
  // moves yet is no use of the attack (no cooldown).
  if (s.target === undefined || !s.tpos || !canSee(sim.content, sim.map(), s.m.pos, s.tpos)) {
    if (sim.dice.oneIn(FLESH_TENDRIL.roarOneIn)) {
      s.m.moves -= FLESH_TENDRIL.roarMoves;
      say(sim, "The floor trembles underneath your feet.", call.monsterId);
      sound(sim, s.m.pos, FLESH_TENDRIL.roarVolume, "a deafening roar!", call.monsterId);
    }
    return false;
  }
  if (sim.dice.oneIn(FLESH_TENDRIL.spawnOneIn)) {
    const id = spawnNear(sim, sim.dice.pick(FLESH_TENDRIL.spawn) as string, s.m.pos, { attitude: s.m.attitude });
    if (id !== undefined) {
      s.m.moves -= FLESH_TENDRIL.moves;
      return true;
    }
  }
  if (s.dist > FLESH_TENDRIL.range) return false;
  s.m.moves -= FLESH_TENDRIL.moves;
  if (s.dist > 1) {
    // Pulled in, step by step, up to the tile next to the monster.
    let steps = 0;
    for (const p of line(s.tpos, s.m.pos)) {
      const q = { x: p.x, y: p.y, z: s.m.pos.z };
      if (distance(q, s.m.pos) < 1 || sim.occupied(q) || !passable(sim.content, sim.map(), q)) break;
      sim.relocate(s.target, q, "pulled");
      steps++;
    }
    rule(sim, "pull", { attacker: call.monsterId, target: s.target, steps });
    say(sim, `${me(sim, call.monsterId)} lashes out with a tendril and pulls ${s.target} closer!`, s.target);
    return true;
  }
  if (sim.dice.oneIn(2)) {
    const tiles = push(
      sim,
      s.target,
      Math.sign(s.tpos.x - s.m.pos.x),
      Math.sign(s.tpos.y - s.m.pos.y),
      FLESH_TENDRIL.flingTiles,
    );
    rule(sim, "thrown", { who: s.target, by: call.monsterId, tiles });
  } else {
    const part = randomPart(sim, s.target);
    applyGrab(
      sim,
      call.monsterId,
      s.target,
      sim.world.characters[s.target] ? part : undefined,
      DEFAULT_GRAB_DATA,
      FLESH_TENDRIL.grabStrength,
    );
    rule(sim, "grabbed", { who: s.target, by: call.monsterId });
  }
  return true;
});

const FLESHY = ["flesh", "hflesh", "iflesh", "veggy"];

const evolveKillStrike: Handler = (call) => {
  const s = seenWithin(call, 1);
  if (!s) return false;
  const { sim } = call;
  s.m.moves -= EVOLVE_KILL_STRIKE.moves;
  if (!hits(sim, call.monsterId, s.target)) {
    missed(sim, call, s.target);
    return true;
  }
  const t = s.type;
  const base = (t?.meleeDamage ?? []).reduce((a, d) => a + d.amount, 0) * EVOLVE_KILL_STRIKE.multiplier;
  const amount = base + sim.dice.dice(t?.meleeDice ?? 0, t?.meleeDiceSides ?? 0);
  const onChar = sim.world.characters[s.target] !== undefined;
  const fleshy = onChar || (monsterType(sim, s.target)?.materials.some((m) => FLESHY.includes(m)) ?? false);
  strike(sim, call, s.target, amount, "stab", onChar ? "torso" : undefined);
  if (!isAlive(sim, s.target) && fleshy && t?.upgrades?.into !== undefined) {
    const into = t.upgrades.into;
    if (convert(sim, call.monsterId, into)) say(sim, `${me(sim, call.monsterId)} evolves!`, call.monsterId);
  }
  return true;
};

function adjacentChar(call: Call): ReturnType<typeof seenWithin> {
  const s = seenWithin(call, 1);
  return s && call.sim.world.characters[s.target] ? s : undefined;
}

function bioDisarm(call: Call): boolean {
  const s = adjacentChar(call);
  if (!s) return false;
  const { sim } = call;
  const c = sim.world.characters[s.target];
  if (!c?.wielded) return false;
  s.m.moves -= BIO_OP.moves;
  const mine = sim.dice.dice(3, 2 * Math.max(1, s.type?.meleeSkill ?? 1));
  const theirs = sim.dice.dice(3, Math.max(1, c.stats.str + (c.skills["melee"] ?? 0)));
  rule(sim, "bio_op", { attack: "disarm", by: call.monsterId, target: s.target });
  if (mine <= theirs) {
    say(sim, `${me(sim, call.monsterId)} tries to disarm ${c.name}, but fails.`, s.target);
    return true;
  }
  const weapon = c.wielded as ItemStack;
  delete c.wielded;
  sim.emit({ type: "items_removed", who: s.target, item: weapon.id, count: weapon.count });
  sim.editTile(c.pos, (t) => {
    const items = [...((t.items ?? []) as ItemStack[])];
    addToInventory(items as never, weapon);
    (t as { items?: ItemStack[] }).items = items;
  });
  sim.emit({ type: "items_added", pos: { ...c.pos }, item: weapon.id, count: weapon.count });
  say(sim, `${me(sim, call.monsterId)} knocks ${c.name}'s weapon out of their hands!`, s.target);
  return true;
}

/** A bio-operator's blow: its moves paid and its bio_op event; false, the miss told, when the target dodges. */
function bioOpLands(call: Call, s: Scene & { target: string }, attack: "impale" | "takedown"): boolean {
  s.m.moves -= BIO_OP.moves;
  rule(call.sim, "bio_op", { attack, by: call.monsterId, target: s.target });
  if (hits(call.sim, call.monsterId, s.target)) return true;
  missed(call.sim, call, s.target);
  return false;
}

function bioImpale(call: Call): boolean {
  const s = adjacentChar(call) ?? seenWithin(call, 1);
  if (!s) return false;
  if (!bioOpLands(call, s, "impale")) return true;
  const { sim } = call;
  const part = randomPart(sim, s.target);
  const dealt = strike(sim, call, s.target, sim.dice.int(BIO_OP.impaleMin, BIO_OP.impaleMax), "stab", part);
  if (dealt > 0 && sim.dice.xInY(BIO_OP.bleedChance, 100))
    effect(sim, s.target, "bleed", BIO_OP.bleedTurns, { ...(part ? { bodyPart: part } : {}), source: call.monsterId });
  return true;
}

function bioTakedown(call: Call): boolean {
  const s = seenWithin(call, 1);
  if (!s) return false;
  if (!bioOpLands(call, s, "takedown")) return true;
  const { sim } = call;
  const part = sim.world.characters[s.target] ? (sim.dice.oneIn(2) ? "head" : "torso") : undefined;
  strike(sim, call, s.target, sim.dice.int(BIO_OP.takedownMin, BIO_OP.takedownMax), "bash", part);
  effect(sim, s.target, "downed", BIO_OP.downedTurns, { source: call.monsterId });
  return true;
}

const biojutsu: Handler = (call) => {
  const s = seenWithin(call, 1);
  if (!s) return false;
  const pick = call.sim.dice.int(1, 3);
  if (pick === 1 && call.sim.world.characters[s.target]?.wielded) return bioDisarm(call);
  if (pick === 2) return bioImpale(call);
  return bioTakedown(call);
};

// BRANDISH, FEAR_PARALYZE, RATKING and STARE look for the player themselves (the game's versions
// never ask for an attack target), so a neutral monster uses them too; never a friendly one.
const brandish: Handler = (call) => {
  const c = notFriendly(call) ? nearestCharacter(call, 3, true) : undefined;
  if (!c) return false;
  say(call.sim, `${me(call.sim, call.monsterId)} is brandishing a knife!`, c.id);
  return true;
};

const fearParalyze = atNearest(FEAR_PARALYZE, true, (call, s, sim) => {
  effect(sim, s.target, "fearparalyze", FEAR_PARALYZE.turns, { source: call.monsterId });
  say(sim, `The sight of ${me(sim, call.monsterId).replace(/^The /, "the ")} paralyzes you with fear!`, s.target);
  return true;
});

function sting(
  call: Call,
  range: number,
  moves: number,
  accuracy: number,
  onHit: (sim: Sim, target: string) => void,
): boolean {
  const s = seenWithin(call, range);
  if (!s || !clearPath(call.sim, s.m.pos, s.tpos)) return false;
  const { sim } = call;
  s.m.moves -= moves;
  if (!hits(sim, call.monsterId, s.target, accuracy)) {
    missed(sim, call, s.target);
    return true;
  }
  strike(sim, call, s.target, 1, "stab", randomPart(sim, s.target), true);
  if (isAlive(sim, s.target)) onHit(sim, s.target);
  return true;
}

/** GENE_STING: a trait the target lacks, picked from the content's mutations (seeded); none: a mutagen effect. */
function mutate(sim: Sim, target: string, source: string): void {
  const c = sim.world.characters[target];
  if (!c) return;
  const options = sim.content.mutation
    .ids()
    .filter((id) => !c.traits.includes(id))
    .sort();
  const trait = sim.dice.pick(options);
  if (trait === undefined) {
    effect(sim, target, "mutagen", 1, { source });
    return;
  }
  c.traits = [...c.traits, trait];
  rule(sim, "mutated", { who: target, trait });
}

// The rat king needs no sight of its victim: the game's reaches the player anywhere near on its level.
const ratking: Handler = (call) => {
  const c = notFriendly(call) ? nearestCharacter(call, RATKING.range, false) : undefined;
  if (!c) return false;
  const { sim } = call;
  say(sim, "You feel a tiny bite!", c.id);
  if (c.dist > RATKING.diseaseRange) return true;
  effect(sim, c.id, "rat", RATKING.turns, { source: call.monsterId });
  return true;
};

// The game's stare takes its time whether or not anyone is there to be stared at.
const stare: Handler = (call) => {
  const s = scene(call);
  if (!s || !notFriendly(call)) return false;
  const { sim } = call;
  s.m.moves -= STARE.moves;
  const c = nearestCharacter(call, STARE.range, true);
  if (!c) return true;
  const current = effectsOf(sim, c.id).find((e) => e.id === "taint")?.intensity ?? 0;
  effect(sim, c.id, "taint", STARE.turns, { intensity: current + 1, source: call.monsterId });
  say(sim, `${me(sim, call.monsterId)} stares at you, and you shudder.`, c.id);
  return true;
};

const slimespring = withScene((call, s, sim) => {
  let did = false;
  for (const id of sim.characterIds()) {
    const c = sim.world.characters[id];
    if (!c || c.dead || c.pos.z !== s.m.pos.z || distance(c.pos, s.m.pos) > SLIMESPRING.range) continue;
    if (sim.dice.oneIn(SLIMESPRING.moraleOneIn)) {
      rule(sim, "morale", { who: id, kind: "support", amount: 10 });
      say(sim, `${me(sim, call.monsterId)} sounds reassuring.`, id);
      did = true;
    }
    for (const e of effectsOf(sim, id).filter((x) => x.id === "bite" || x.id === "bleed")) {
      removeEffect(sim, id, e.id, e.bodyPart);
      did = true;
    }
  }
  return did;
});

const pullMetalWeapon: Handler = (call) => {
  const s = seenWithin(call, PULL_METAL_WEAPON.range);
  if (!s) return false;
  const { sim } = call;
  const c = sim.world.characters[s.target];
  const w = c?.wielded;
  if (!c || !w) return false;
  const item = sim.content.item.get(w.id);
  const mats = item?.materials ?? [];
  const metal =
    mats.length === 0
      ? 0
      : mats.filter((m) => (PULL_METAL_WEAPON.metals as readonly string[]).includes(m)).length / mats.length;
  if (metal <= 0) return false;
  s.m.moves -= PULL_METAL_WEAPON.moves;
  const str = c.stats.str;
  const chance = str > 4 ? Math.max(0, 100 * metal - 6 * (str - 6) - 6 * (c.skills["melee"] ?? 0)) : 100 * metal;
  if (!sim.dice.xInY(chance, 100)) {
    say(
      sim,
      `${subjectVerb(sim, c.id, "resists", "resist")} the pull of ${me(sim, call.monsterId).replace(/^The /, "the ")}.`,
      s.target,
    );
    rule(sim, "pull_weapon", { by: call.monsterId, target: s.target, pulled: false });
    return true;
  }
  delete c.wielded;
  sim.emit({ type: "items_removed", who: s.target, item: w.id, count: w.count });
  sim.editTile(s.m.pos, (t) => {
    const items = [...((t.items ?? []) as ItemStack[])];
    addToInventory(items as never, w);
    (t as { items?: ItemStack[] }).items = items;
  });
  sim.emit({ type: "items_added", pos: { ...s.m.pos }, item: w.id, count: w.count });
  rule(sim, "pull_weapon", { by: call.monsterId, target: s.target, pulled: true, item: w.id });
  const bash = Math.floor((item?.weight ?? 0) / PULL_METAL_WEAPON.gramsPerDamage);
  if (bash > 0) strike(sim, call, call.monsterId, bash, "bash", undefined, true);
  return true;
};

const suicide: Handler = (call) => {
  const s = seenWithin(call, 1);
  if (!s) return false;
  kill(call.sim, call.monsterId, call.monsterId);
  return true;
};

function isCorner(sim: Sim, p: Point): boolean {
  let walls = 0;
  for (const [dx, dy] of [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const)
    if (!passable(sim.content, sim.map(), { x: p.x + dx, y: p.y + dy, z: p.z })) walls++;
  return walls >= 2;
}

// The game's hound does nothing at all, not even an afterimage, without an attack target.
const tindalosTeleport: Handler = (call) => {
  const s = scene(call);
  if (!s || s.target === undefined) return false;
  const { sim } = call;
  let did = false;
  if (
    sim.dice.oneIn(TINDALOS.afterimageOneIn) &&
    spawnNear(sim, TINDALOS.afterimage, s.m.pos, { attitude: s.m.attitude }) !== undefined
  )
    did = true;
  if (s.target !== undefined && s.tpos && s.dist > 1) {
    const now = euclidean(s.m.pos, s.tpos);
    let best: Point[] = [];
    let bestD = now;
    for (const p of freeAround(sim, s.tpos, TINDALOS.range)) {
      if (!isCorner(sim, p)) continue;
      const d = euclidean(p, s.tpos);
      if (d < bestD) {
        best = [p];
        bestD = d;
      } else if (d === bestD && best.length > 0) best.push(p);
    }
    const to = sim.dice.pick(best);
    if (to) {
      const from = { ...s.m.pos };
      sim.relocate(call.monsterId, to, "teleported");
      spawnNear(sim, TINDALOS.afterimage, from, { at: from, attitude: s.m.attitude });
      s.m.moves -= TINDALOS.moves;
      say(sim, `${me(sim, call.monsterId)} emerges from the corner!`, s.target);
      did = true;
    }
  }
  return did;
};

export const STRIKE_ATTACKS = {
  SMASH: smash,
  STRETCH_ATTACK: (call) => meleeFlow({ ...call, attack: STRETCH_ATTACK }, {}),
  STRETCH_BITE: stretchBite,
  TENTACLE: (call) => meleeFlow({ ...call, attack: TENTACLE }, {}),
  LONGSWIPE: longswipe,
  IMPALE: (call) => meleeFlow({ ...call, attack: IMPALE }, {}),
  LUNGE: lunge,
  VINE: vine,
  FLESH_GOLEM: fleshGolem,
  FLESH_TENDRIL: fleshTendril,
  EVOLVE_KILL_STRIKE: evolveKillStrike,
  BIO_OP_BIOJUTSU: biojutsu,
  BIO_OP_DISARM: bioDisarm,
  BIO_OP_IMPALE: bioImpale,
  BIO_OP_TAKEDOWN: bioTakedown,
  BRANDISH: brandish,
  FEAR_PARALYZE: fearParalyze,
  GENE_STING: (call) =>
    sting(call, GENE_STING.range, GENE_STING.moves, GENE_STING.accuracy, (sim, t) => mutate(sim, t, call.monsterId)),
  PARA_STING: (call) =>
    sting(call, PARA_STING.range, PARA_STING.moves, PARA_STING.accuracy, (sim, t) =>
      effect(sim, t, "paralyzepoison", PARA_STING.turns, { source: call.monsterId }),
    ),
  RATKING: ratking,
  STARE: stare,
  SLIMESPRING: slimespring,
  PULL_METAL_WEAPON: pullMetalWeapon,
  SUICIDE: suicide,
  TINDALOS_TELEPORT: tindalosTeleport,
} as const satisfies FamilyTable;
