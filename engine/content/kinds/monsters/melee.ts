/** `melee` and `bite` attacks (D3, D3-bite-*) including grabs (D4). */
import * as t from "io-ts";
import { finiteNumber, intInRange, integer, nonNegativeInteger, positiveInteger, text } from "../../codec/common.js";
import { isJsonObject, type Json } from "../../json/types.js";
import {
  DEFAULT_MOVE_COST,
  type BiteAttack,
  type EocRef,
  type MeleeAttack,
  type MeleeFields,
  type MeleeMessages,
} from "./attack_types.js";
import { readCommon } from "./common_members.js";
import { DICE_LIMIT } from "./monster_stats.js";
import { DEFAULT_GRAB_DATA, readGrabData } from "./grab_data.js";
import type { ObjectReader } from "../../codec/reader.js";
import { DEFAULT_ATTACK_DAMAGE, damageInstance, pairs, readEffects } from "./values.js";

const bodyParts = pairs("body part id, weight", false);

const eocList = new t.Type<readonly EocRef[], readonly EocRef[], unknown>(
  "array of effect_on_condition ids or inline EOC objects",
  (u): u is readonly EocRef[] => Array.isArray(u),
  (u, c) => {
    const list = typeof u === "string" || isJsonObject(u) ? [u] : u;
    if (!Array.isArray(list)) return t.failure(u, c);
    for (const e of list as Json[])
      if (typeof e !== "string" && !isJsonObject(e))
        return t.failure(u, c, `every eoc entry must be an id or an inline EOC object, got ${JSON.stringify(e)}`);
    return t.success(list as EocRef[]);
  },
  t.identity,
);

/** A melee attack's messages when its JSON gives none: the game's generic wording. */
export const NO_MESSAGES: MeleeMessages = {
  missU: undefined,
  missNpc: undefined,
  hitU: undefined,
  hitNpc: undefined,
  noDmgU: undefined,
  noDmgNpc: undefined,
  throwU: undefined,
  throwNpc: undefined,
};

/** Reads a melee or bite attack from `r`; members absent fall back to `base` (a by-id definition) or the defaults. */
export function readMelee(
  r: ObjectReader,
  kind: "melee" | "bite",
  base: MeleeAttack | BiteAttack | undefined,
): MeleeAttack | BiteAttack {
  const common = readCommon(r, base, "D3-F-condition");
  let minMul = r.get("min_mul", finiteNumber, base?.minMul ?? 0.5, "D3-F-min_mul");
  let maxMul = r.get("max_mul", finiteNumber, base?.maxMul ?? 1.0, "D3-F-max_mul");
  if (minMul > maxMul) {
    r.error(
      r.has("min_mul") ? "min_mul" : "max_mul",
      "D3-mul",
      `min_mul (${minMul}) must not exceed max_mul (${maxMul})`,
    );
    [minMul, maxMul] = [maxMul, minMul];
  }
  const dodgeable = r.get("dodgeable", t.boolean, base?.dodgeable ?? true, "D3-F-dodgeable");
  // uncanny_dodgeable follows dodgeable unless given; a by-id override of dodgeable alone carries it along.
  const uncannyFallback = r.has("dodgeable") || !base ? dodgeable : base.uncannyDodgeable;
  const grab = r.get("grab", t.boolean, base?.grab ?? false, "D3-F-grab");
  const grabData = readGrabData(r, base?.grabData ?? DEFAULT_GRAB_DATA);
  if (!grab && r.has("grab_data"))
    r.warn("grab_data", "D3-F-grab_data", "grab_data is read only when grab is true; it is ignored");
  const messages: MeleeMessages = {
    missU: r.get("miss_msg_u", text, (base?.messages ?? NO_MESSAGES).missU, "D3-F-miss_msg"),
    missNpc: r.get("miss_msg_npc", text, (base?.messages ?? NO_MESSAGES).missNpc, "D3-F-miss_msg"),
    hitU: r.get("hit_dmg_u", text, (base?.messages ?? NO_MESSAGES).hitU, "D3-F-hit_dmg"),
    hitNpc: r.get("hit_dmg_npc", text, (base?.messages ?? NO_MESSAGES).hitNpc, "D3-F-hit_dmg"),
    noDmgU: r.get("no_dmg_msg_u", text, (base?.messages ?? NO_MESSAGES).noDmgU, "D3-F-no_dmg_msg"),
    noDmgNpc: r.get("no_dmg_msg_npc", text, (base?.messages ?? NO_MESSAGES).noDmgNpc, "D3-F-no_dmg_msg"),
    throwU: r.get("throw_msg_u", text, (base?.messages ?? NO_MESSAGES).throwU, "D3-F-throw_msg"),
    throwNpc: r.get("throw_msg_npc", text, (base?.messages ?? NO_MESSAGES).throwNpc, "D3-F-throw_msg"),
  };
  const fields: MeleeFields = {
    ...common,
    damage: r.get(
      "damage_max_instance",
      damageInstance,
      base?.damage ?? DEFAULT_ATTACK_DAMAGE,
      "D3-F-damage_max_instance",
    ),
    minMul,
    maxMul,
    moveCost: r.get("move_cost", nonNegativeInteger, base?.moveCost ?? DEFAULT_MOVE_COST, "D3-F-move_cost"),
    // Hit dice, each rolled: -1 (the monster's melee_skill) up to the dice ceiling.
    accuracy: r.get("accuracy", intInRange(-1, DICE_LIMIT), base?.accuracy ?? -1, "D3-F-accuracy"),
    bodyParts: r.get("body_parts", bodyParts, base?.bodyParts ?? [], "D3-F-body_parts"),
    attackUpper: r.get("attack_upper", t.boolean, base?.attackUpper ?? true, "D3-F-attack_upper"),
    range: r.get("range", positiveInteger, base?.range ?? 1, "D3-F-range"),
    grab,
    grabData,
    hitsizeMin: r.get(
      "hitsize_min",
      integer,
      base?.hitsizeMin ?? (kind === "bite" ? 1 : -1),
      kind === "bite" ? "D3-bite-hitsize" : "D3-F-hitsize_min",
    ),
    hitsizeMax: r.get("hitsize_max", integer, base?.hitsizeMax ?? -1, "D3-F-hitsize_max"),
    noAdjacent: r.get("no_adjacent", t.boolean, base?.noAdjacent ?? false, "D3-F-no_adjacent"),
    dodgeable,
    uncannyDodgeable: r.get("uncanny_dodgeable", t.boolean, uncannyFallback, "D3-F-uncanny_dodgeable"),
    blockable: r.get("blockable", t.boolean, base?.blockable ?? true, "D3-F-blockable"),
    effectsRequireDmg: r.get(
      "effects_require_dmg",
      t.boolean,
      base?.effectsRequireDmg ?? true,
      "D3-F-effects_require_dmg",
    ),
    effectsRequireOrganic: r.get(
      "effects_require_organic",
      t.boolean,
      base?.effectsRequireOrganic ?? false,
      "D3-F-effects_require_organic",
    ),
    effects: readEffects(r, ["effects"], base?.effects ?? [], "D3-F-effects"),
    // REAL: the data spells these self_effects_* (plural); the spec's singular is an alias.
    selfEffectsAlways: readEffects(
      r,
      ["self_effects_always", "self_effect_always"],
      base?.selfEffectsAlways ?? [],
      "D3-F-self_effect_always",
    ),
    selfEffectsOnhit: readEffects(
      r,
      ["self_effects_onhit", "self_effect_onhit"],
      base?.selfEffectsOnhit ?? [],
      "D3-F-self_effect_onhit",
    ),
    selfEffectsOndmg: readEffects(
      r,
      ["self_effects_ondmg", "self_effect_ondmg"],
      base?.selfEffectsOndmg ?? [],
      "D3-F-self_effect_ondmg",
    ),
    eoc: r.get("eoc", eocList, base?.eoc ?? [], "D3-F-eoc"),
    throwStrength: r.get("throw_strength", integer, base?.throwStrength ?? 0, "D3-F-throw_strength"),
    messages,
  };
  if (kind === "melee") return { kind, ...fields };
  const baseChance = base && base.kind === "bite" ? base.infectionChance : 5;
  return {
    kind,
    ...fields,
    infectionChance: r.get("infection_chance", intInRange(0, 100), baseChance, "D3-bite-F-infection_chance"),
  };
}
