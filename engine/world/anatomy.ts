/**
 * The body plan a character gets when content defines no body parts: the game's human anatomy
 * (hit sizes, hit points, flags). Content `body_part` objects with the same ids take precedence.
 */
export interface BodyPartPlan {
  readonly id: string;
  /** How messages name it. */
  readonly name: string;
  readonly hpMax: number;
  /** Relative chance to be hit by a regular attack roll. */
  readonly hitSize: number;
  readonly flags: readonly string[];
  readonly grabbingEffect: string;
  /** Losing all hit points here kills. */
  readonly vital: boolean;
}

export const HUMAN_ANATOMY: readonly BodyPartPlan[] = [
  { id: "head", name: "head", hpMax: 60, hitSize: 6, flags: [], grabbingEffect: "grabbing_head", vital: true },
  { id: "eyes", name: "eyes", hpMax: 60, hitSize: 0.5, flags: [], grabbingEffect: "grabbing_head", vital: false },
  { id: "mouth", name: "mouth", hpMax: 60, hitSize: 0.5, flags: [], grabbingEffect: "grabbing_head", vital: false },
  { id: "torso", name: "torso", hpMax: 60, hitSize: 45, flags: [], grabbingEffect: "grabbing_torso", vital: true },
  {
    id: "arm_l",
    name: "left arm",
    hpMax: 60,
    hitSize: 12,
    flags: ["UPPER_LIMB"],
    grabbingEffect: "grabbing_arm_l",
    vital: false,
  },
  {
    id: "arm_r",
    name: "right arm",
    hpMax: 60,
    hitSize: 12,
    flags: ["UPPER_LIMB"],
    grabbingEffect: "grabbing_arm_r",
    vital: false,
  },
  {
    id: "hand_l",
    name: "left hand",
    hpMax: 60,
    hitSize: 2,
    flags: ["UPPER_LIMB"],
    grabbingEffect: "grabbing_arm_l",
    vital: false,
  },
  {
    id: "hand_r",
    name: "right hand",
    hpMax: 60,
    hitSize: 2,
    flags: ["UPPER_LIMB"],
    grabbingEffect: "grabbing_arm_r",
    vital: false,
  },
  { id: "leg_l", name: "left leg", hpMax: 60, hitSize: 15, flags: [], grabbingEffect: "grabbing_leg_l", vital: false },
  { id: "leg_r", name: "right leg", hpMax: 60, hitSize: 15, flags: [], grabbingEffect: "grabbing_leg_r", vital: false },
  { id: "foot_l", name: "left foot", hpMax: 60, hitSize: 3, flags: [], grabbingEffect: "grabbing_leg_l", vital: false },
  {
    id: "foot_r",
    name: "right foot",
    hpMax: 60,
    hitSize: 3,
    flags: [],
    grabbingEffect: "grabbing_leg_r",
    vital: false,
  },
];

export function bodyPartPlan(id: string): BodyPartPlan | undefined {
  return HUMAN_ANATOMY.find((b) => b.id === id);
}

/** A body part's name for messages: the plan's, else the id with underscores as spaces. */
export function bodyPartName(id: string): string {
  return bodyPartPlan(id)?.name ?? id.replace(/_/g, " ");
}
