/**
 * Worn armour between a blow and a character's body part, as the game's outfit::absorb_damage and
 * Character::armor_absorb do it (src/character_armor.cpp, src/item.cpp `_resist`,
 * `mitigate_damage`):
 *
 * - one roll r = rng(1, 100) per damage unit; the worn items are met outermost first (the last
 *   worn first); an item whose portion covers the part stops something only when r ≤ its coverage
 *   (`cover_melee` against blows, `cover_ranged` against projectiles, else `coverage`);
 * - its resistance to the unit's type is the sum over the portion's materials of material
 *   `resist` × thickness, each material counting when rng(0, 99) < its `covered_by_mat`; a type
 *   without a resistance of its own uses the type it derives from (damage_type `derived_from`);
 * - a type the content marks `env` uses resist × covered_by_mat% instead of the thickness, scaled
 *   by `environmental_protection` / 10 below 10 (no core damage type is `env`: acid and heat meet
 *   thickness like the others);
 * - the unit loses max(0, resistance − its armour penetration) × its armour multiplier, and its
 *   armour penetration is used up by the item's resistance.
 *
 * A portion without materials of its own uses the item's materials, each covering it fully with
 * `material_thickness` × its share of the item's material portions (our reading of the game's
 * item factory, which fills such portions from the item's materials). Several portions of one
 * item may cover one part (the game's sub-parts: lower and upper torso); one of them is picked at
 * random, standing in for the game's roll of a sub-part.
 */
import type { ArmorPortion, PortionMaterial } from "../../content/kinds/item_combat.js";
import type { Item } from "../../content/kinds/item.js";
import type { DamageUnit } from "../../content/kinds/monsters/values.js";
import type { Content } from "../../content/load.js";
import type { Dice } from "../../world/rng.js";
import type { ItemStack } from "../../world/types.js";

/** Melee blows and projectiles meet different coverage (`cover_melee`, `cover_ranged`). */
export type AttackVector = "melee" | "ranged";

/** What one worn item stopped of one unit. */
export interface Stopped {
  readonly item: string;
  readonly amount: number;
}

/** The portions of an item covering a body part (eyes and mouth fall back to the head's). */
export function portionsCovering(item: Item, part: string): ArmorPortion[] {
  const direct = item.combat.armor.filter((p) => p.covers.includes(part));
  if (direct.length > 0 || (part !== "eyes" && part !== "mouth")) return direct;
  return [];
}

/** The portion's materials: its own, or the item's spread over `material_thickness`. */
export function portionMaterials(item: Item, portion: ArmorPortion): readonly PortionMaterial[] {
  if (portion.materials.length > 0) return portion.materials;
  const mats = item.combat.materialPortions;
  const total = mats.reduce((s, m) => s + m.portion, 0) || 1;
  return mats.map((m) => ({
    material: m.material,
    cover: 100,
    thickness: (item.combat.materialThickness * m.portion) / total,
  }));
}

/** A material's resistance to a type, or to the type it derives from (×its factor). */
function materialResist(content: Content, material: string, damageType: string): number {
  const resist = content.material.get(material)?.resist ?? {};
  if (Object.hasOwn(resist, damageType)) return resist[damageType] ?? 0;
  const derived = content.damage_type.get(damageType)?.derivedFrom;
  if (derived && Object.hasOwn(resist, derived.type)) return (resist[derived.type] ?? 0) * derived.factor;
  return 0;
}

/** The portion's resistance to one type; `coverRoll` is the game's rng(0, 99) per material. */
export function portionResist(
  content: Content,
  item: Item,
  portion: ArmorPortion,
  damageType: string,
  coverRoll: () => number,
): number {
  let resist = 0;
  const env = content.damage_type.get(damageType)?.env === true;
  for (const m of portionMaterials(item, portion)) {
    if (env) resist += (materialResist(content, m.material, damageType) * m.cover) / 100;
    else if (coverRoll() < m.cover) resist += materialResist(content, m.material, damageType) * m.thickness;
  }
  if (env && item.combat.environmentalProtection < 10) resist *= item.combat.environmentalProtection / 10;
  return resist;
}

/**
 * Runs one damage unit through the worn items over a part, outermost first. Returns the unit as
 * it reaches the body and what each item stopped.
 */
export function absorbUnit(
  content: Content,
  dice: Dice,
  worn: readonly ItemStack[],
  part: string,
  unit: DamageUnit,
  vector: AttackVector,
): { readonly unit: DamageUnit; readonly stopped: readonly Stopped[] } {
  if (worn.length === 0) return { unit, stopped: [] };
  // Armour meets the amount before the unit's damage multiplier (src/creature.cpp deal_damage).
  let amount = unit.amount;
  let pen = unit.armorPenetration;
  const stopped: Stopped[] = [];
  const roll = dice.int(1, 100);
  for (let i = worn.length - 1; i >= 0 && amount > 0; i--) {
    const stack = worn[i] as ItemStack;
    const item = content.item.get(stack.id);
    if (!item) continue;
    const portions = portionsCovering(item, part);
    const portion = portions.length > 1 ? dice.pick(portions) : portions[0];
    if (!portion) continue;
    const coverage = vector === "melee" ? portion.coverMelee : portion.coverRanged;
    if (roll > coverage) continue;
    const resist = portionResist(content, item, portion, unit.damageType, () => dice.int(0, 99));
    const mitigation = Math.max(0, resist - pen) * unit.armorMultiplier;
    pen = Math.max(0, pen - resist);
    const took = Math.min(amount, mitigation);
    amount -= took;
    if (took > 0) stopped.push({ item: stack.id, amount: took });
  }
  return { unit: { ...unit, amount, armorPenetration: pen }, stopped };
}
