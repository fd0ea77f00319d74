/**
 * The body plan a character gets when content defines no body parts: the game's human anatomy
 * (hit sizes, hit points, flags). Content `body_part` objects with the same ids take precedence.
 */
export interface BodyPartPlan {
  readonly id: string;
  readonly hpMax: number;
  /** Relative chance to be hit by a regular attack roll. */
  readonly hitSize: number;
  readonly flags: readonly string[];
  readonly grabbingEffect: string;
  /** Losing all hit points here kills. */
  readonly vital: boolean;
}

export const HUMAN_ANATOMY: readonly BodyPartPlan[] = [
  { id: "head", hpMax: 60, hitSize: 6, flags: [], grabbingEffect: "grabbing_head", vital: true },
  { id: "eyes", hpMax: 60, hitSize: 0.5, flags: [], grabbingEffect: "grabbing_head", vital: false },
  { id: "mouth", hpMax: 60, hitSize: 0.5, flags: [], grabbingEffect: "grabbing_head", vital: false },
  { id: "torso", hpMax: 60, hitSize: 45, flags: [], grabbingEffect: "grabbing_torso", vital: true },
  { id: "arm_l", hpMax: 60, hitSize: 12, flags: ["UPPER_LIMB"], grabbingEffect: "grabbing_arm_l", vital: false },
  { id: "arm_r", hpMax: 60, hitSize: 12, flags: ["UPPER_LIMB"], grabbingEffect: "grabbing_arm_r", vital: false },
  { id: "hand_l", hpMax: 60, hitSize: 2, flags: ["UPPER_LIMB"], grabbingEffect: "grabbing_arm_l", vital: false },
  { id: "hand_r", hpMax: 60, hitSize: 2, flags: ["UPPER_LIMB"], grabbingEffect: "grabbing_arm_r", vital: false },
  { id: "leg_l", hpMax: 60, hitSize: 15, flags: [], grabbingEffect: "grabbing_leg_l", vital: false },
  { id: "leg_r", hpMax: 60, hitSize: 15, flags: [], grabbingEffect: "grabbing_leg_r", vital: false },
  { id: "foot_l", hpMax: 60, hitSize: 3, flags: [], grabbingEffect: "grabbing_leg_l", vital: false },
  { id: "foot_r", hpMax: 60, hitSize: 3, flags: [], grabbingEffect: "grabbing_leg_r", vital: false },
];

export function bodyPartPlan(id: string): BodyPartPlan | undefined {
  return HUMAN_ANATOMY.find((b) => b.id === id);
}
