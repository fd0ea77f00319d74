/**
 * Who an effect cannot land on, as the game decides before adding it: the effect type's
 * `immune_flags` (a creature's flags) and `immune_bp_flags` (the part's flags), an effect already
 * there that blocks it (`blocks_effects`, `removes_effects`), and the monster immunities the game
 * hardcodes (src/monster.cpp is_immune_effect: no bleeding without a bleed rate, poisons spare the
 * undead and the bloodless, STUN_IMMUNE, what cannot be knocked down, what cannot burn).
 */
import type { EffectType } from "../../content/kinds/effect_type.js";
import type { Monster as MonsterType } from "../../content/kinds/monster.js";
import type { Sim } from "../../sim/context.js";
import type { Effect } from "../../world/types.js";

const POISONS = new Set(["poison", "badpoison", "paralyzepoison", "venom_weaken"]);
const FLESH = ["flesh", "iflesh", "hflesh"];

/** The part an effect with `main_parts_only` lands on instead of a hand, foot, eye or mouth. */
export function mainPartOf(part: string): string {
  if (part === "hand_l") return "arm_l";
  if (part === "hand_r") return "arm_r";
  if (part === "foot_l") return "leg_l";
  if (part === "foot_r") return "leg_r";
  if (part === "eyes" || part === "mouth") return "head";
  return part;
}

function monsterImmune(sim: Sim, t: MonsterType, effect: string): boolean {
  const flag = (f: string): boolean => t.flags.includes(f);
  switch (effect) {
    case "bleed":
      return t.bleedRate <= 0;
    case "onfire":
      return flag("FIREY") || flag("FIREPROOF") || t.materials.some((m) => m === "steel" || m === "stone");
    case "stunned":
      return flag("STUN_IMMUNE");
    case "downed": {
      const body = t.bodytype ?? "";
      if (["insect", "flying insect", "spider", "crab"].includes(body)) return sim.dice.xInY(3, 4);
      return ["snake", "blob", "fish"].includes(body) || flag("FLIES") || flag("IMMOBILE");
    }
    default:
      if (POISONS.has(effect))
        return (
          t.species.some((s) => s === "ZOMBIE" || s === "NETHER" || s === "MIGO" || s === "LEECH_PLANT") ||
          !t.materials.some((m) => FLESH.includes(m))
        );
      return false;
  }
}

/** Why the effect cannot land (undefined: it can). */
export function immunityTo(
  sim: Sim,
  who: string,
  type: EffectType | undefined,
  effectId: string,
  bodyPart: string | undefined,
  present: readonly Effect[],
): string | undefined {
  for (const e of present) {
    const blocker = sim.content.effect_type.get(e.id);
    if (blocker?.blocksEffects.includes(effectId)) return `blocked by ${e.id}`;
  }
  const c = sim.world.characters[who];
  if (c) {
    if (type?.immuneFlags.some((f) => c.flags.includes(f) || c.traits.includes(f))) return "immune";
    const partFlags = bodyPart !== undefined ? (c.body[bodyPart]?.flags ?? []) : [];
    if (type?.immuneBpFlags.some((f) => partFlags.includes(f))) return "immune part";
    return undefined;
  }
  const m = sim.world.monsters[who];
  const mt = m ? sim.content.monster.get(m.type) : undefined;
  if (!mt) return undefined;
  if (type?.immuneFlags.some((f) => mt.flags.includes(f))) return "immune";
  return monsterImmune(sim, mt, effectId) ? "immune" : undefined;
}

/** Does the creature resist the effect (its `resist_traits` or `resist_effects`)? Resisted mods use their second value. */
export function resists(sim: Sim, who: string, type: EffectType): boolean {
  const c = sim.world.characters[who];
  if (c && type.resistTraits.some((t) => c.traits.includes(t))) return true;
  const list = c?.effects ?? sim.world.monsters[who]?.effects ?? [];
  return type.resistEffects.length > 0 && list.some((e) => type.resistEffects.includes(e.id));
}
