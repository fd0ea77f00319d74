/**
 * Blocking, as the game's characters block (src/melee.cpp Character::block_hit,
 * melee::blocking_ability, Character::best_shield; CleverRaven/Cataclysm-DDA master as stored in
 * 2025), once a turn:
 *
 * - no block asleep, in narcosis, winded or paralysed by fear, or with the turn's block used;
 * - the attempt succeeds with chance melee skill × 20 × the reaction limb score, in percent (an
 *   untrained fighter never blocks; skill 5 always tries); a tried block uses the turn's block;
 * - the shield is the wielded item's blocking ability (WBLOCK_3 10, WBLOCK_2 6, WBLOCK_1 4) or a
 *   worn BLOCK_WHILE_WORN item's (2, or its technique's), the worn one when at least as good;
 * - with a blocking weapon: score = strength + block bonus + melee skill; the hit stays where it
 *   was; unarmed (or with a worn shield, or an ALLOWS_BODY_BLOCK weapon): only with unarmed skill
 *   at least the style's arm_block (1 for the game's style_none): score = strength + unarmed
 *   skill, × the blocking arm's block limb score, + a worn shield's bonus when it covers that arm,
 *   and the hit moves to that arm; a weapon that cannot block and no arm block: no block;
 * - what gets through is logarithmic_range(0, 40, score) of each physical melee damage type
 *   (bash, cut, stab); other resistible types a fifth when blocked with an item.
 *
 * Simplified: the game's arm strength (get_arm_str) is taken as the strength stat; martial arts
 * bonuses, block counters and the wear of the shield are not modelled.
 */
import type { DamageUnit } from "../../content/kinds/monsters/values.js";
import type { Item } from "../../content/kinds/item.js";
import type { Sim } from "../../sim/context.js";
import type { Character } from "../../world/types.js";
import { hasEffectNow, statOf } from "../effects/status.js";
import { limbScore, partLimbScore } from "../limb_scores.js";
import { logarithmicRange } from "./stamina.js";

/** Blocks a character has each turn (the game's get_num_blocks without martial arts). */
export const BLOCKS_PER_TURN = 1;
/** The game's style_none: arm blocks from unarmed skill 1, leg blocks never (data/json/martialarts.json). */
const ARM_BLOCK_SKILL = 1;
const NO_BLOCK_EFFECTS = ["sleep", "narcosis", "winded", "fearparalyze"] as const;

/** melee::blocking_ability. */
export function blockingAbility(item: Item): number {
  const t = item.combat.techniques;
  if (t.includes("WBLOCK_3")) return 10;
  if (t.includes("WBLOCK_2")) return 6;
  if (t.includes("WBLOCK_1")) return 4;
  if (item.flags.includes("BLOCK_WHILE_WORN")) return 2;
  return 0;
}

interface Shield {
  readonly item: Item;
  readonly worn: boolean;
  readonly bonus: number;
}

/** Character::best_shield: the wielded item if it blocks, else (or if as good) the best worn one. */
function bestShield(sim: Sim, c: Character): Shield | undefined {
  const weapon = c.wielded ? sim.content.item.get(c.wielded.id) : undefined;
  let value = weapon ? blockingAbility(weapon) : 0;
  if (value === 2) value = 0;
  let best: Shield | undefined = weapon && value > 0 ? { item: weapon, worn: false, bonus: value } : undefined;
  let wornBest: Shield | undefined;
  for (const stack of c.worn) {
    const item = sim.content.item.get(stack.id);
    if (!item) continue;
    if (!item.flags.includes("BLOCK_WHILE_WORN")) continue;
    const v = blockingAbility(item);
    if (!wornBest || v > wornBest.bonus) wornBest = { item, worn: true, bonus: v };
  }
  if (wornBest && wornBest.bonus >= value) best = wornBest;
  return best;
}

export interface Block {
  /** The units after the block. */
  readonly units: DamageUnit[];
  /** The part the blow now lands on (an arm for a limb block). */
  readonly part: string | undefined;
  /** What blocked it: an item id or a body part. */
  readonly with: string;
  readonly score: number;
  /** The share of physical damage that gets through. */
  readonly through: number;
}

/** The character's chance to try a block this blow (before the turn's block is counted). */
export function blockAttemptChance(sim: Sim, c: Character): number {
  const skill = c.skills["melee"] ?? 0;
  // An untrained fighter never tries: its reaction score (a sum over every part) is not worked out.
  if (skill === 0) return 0;
  return Math.min(1, (skill * 20 * limbScore(sim, c, "reaction")) / 100);
}

/**
 * A character meets a melee blow aimed at `part`: undefined when it does not block (the blow
 * goes on unchanged), else the blow as it gets through.
 */
export function blockHit(
  sim: Sim,
  id: string,
  part: string | undefined,
  units: readonly DamageUnit[],
): Block | undefined {
  const c = sim.world.characters[id];
  if (!c || c.dead) return undefined;
  for (let i = 0; i < NO_BLOCK_EFFECTS.length; i++)
    if (hasEffectNow(sim, id, NO_BLOCK_EFFECTS[i] as string)) return undefined;
  if ((c.blocksUsed ?? 0) >= BLOCKS_PER_TURN) return undefined;
  // A chance of nothing draws nothing: an untrained fighter's blows roll as they did before blocking.
  const chance = blockAttemptChance(sim, c);
  if (chance <= 0 || !(chance >= 1 || sim.dice.float() < chance)) return undefined;
  c.blocksUsed = (c.blocksUsed ?? 0) + 1;
  const str = statOf(sim, c, "str");
  const melee = c.skills["melee"] ?? 0;
  const unarmedSkill = c.skills["unarmed"] ?? 0;
  const weapon = c.wielded ? sim.content.item.get(c.wielded.id) : undefined;
  const shield = bestShield(sim, c);
  const unarmed = c.wielded === undefined;
  const bodyBlock = weapon?.flags.includes("ALLOWS_BODY_BLOCK") === true;
  const itemBlocking = shield !== undefined && !unarmed && !bodyBlock;
  let score: number;
  let blockedWith: string;
  let hitPart = part;
  if (unarmed || shield?.worn === true || bodyBlock) {
    if (unarmedSkill < ARM_BLOCK_SKILL) return undefined;
    // The arm with the better block score takes it (the left one on a tie).
    const left = partLimbScore(sim, c, "arm_l", "block");
    const right = partLimbScore(sim, c, "arm_r", "block");
    hitPart = right > left ? "arm_r" : "arm_l";
    score = (str + unarmedSkill) * Math.max(left, right);
    blockedWith = hitPart;
    if (shield?.worn && shield.item.combat.armor.some((p) => p.covers.includes(hitPart as string))) {
      score += shield.bonus;
      blockedWith = shield.item.id;
    }
  } else if (shield) {
    score = str + shield.bonus + melee;
    blockedWith = shield.item.id;
  } else return undefined;
  const through = logarithmicRange(0, 40, score);
  const out = units.map((u) => {
    const type = sim.content.damage_type.get(u.damageType);
    const physicalMelee = type ? type.physical && type.meleeOnly : ["bash", "cut", "stab"].includes(u.damageType);
    if (physicalMelee) return { ...u, amount: u.amount * through };
    if (type && !type.physical && !type.noResist && itemBlocking) return { ...u, amount: u.amount / 5 };
    return { ...u };
  });
  return { units: out, part: hitPart, with: blockedWith, score, through };
}

/** The words the game uses for the share it blocked ("You block most of the damage ..."). */
function blockedWords(through: number): string {
  if (through <= 0) return "all";
  if (through < 0.2) return "nearly all";
  if (through < 0.4) return "most";
  if (through < 0.6) return "a lot";
  if (through < 0.8) return "some";
  return "a little";
}

/**
 * A melee blow meets the target's block (for monsters' blows; a non-character target never
 * blocks): the blow as it gets through, with a `block` rule event and the game's message.
 */
export function meetBlow(
  sim: Sim,
  targetId: string,
  part: string | undefined,
  units: readonly DamageUnit[],
): { readonly units: readonly DamageUnit[]; readonly part: string | undefined } {
  const b = blockHit(sim, targetId, part, units);
  if (!b) return { units, part };
  const before = units.reduce((s, u) => s + Math.max(0, u.amount * u.damageMultiplier), 0);
  const after = b.units.reduce((s, u) => s + Math.max(0, u.amount * u.damageMultiplier), 0);
  const blocked = Math.round((before - after) * 100) / 100;
  sim.emit({
    type: "rule",
    name: "block",
    data: {
      who: targetId,
      with: b.with,
      incoming: Math.round(before * 100) / 100,
      score: Math.round(b.score * 100) / 100,
      through: Math.round(b.through * 1000) / 1000,
      blocked,
      ...(b.part ? { bodyPart: b.part } : {}),
    },
  });
  const c = sim.world.characters[targetId];
  const what = b.with.startsWith("arm_")
    ? b.with === "arm_l"
      ? "left arm"
      : "right arm"
    : (sim.content.item.get(b.with)?.name ?? b.with);
  sim.emit({
    type: "message",
    text: c?.isPlayer
      ? `You block ${blockedWords(b.through)} of the damage with your ${what}!`
      : `${c?.name ?? targetId} blocks ${blockedWords(b.through)} of the damage with their ${what}!`,
    about: targetId,
  });
  return { units: b.units, part: b.part };
}
