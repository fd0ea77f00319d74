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
  /** What the part gives the character's limb scores (the game's body_parts.json `limb_scores`). */
  readonly limbScores: readonly (readonly [string, number])[];
  /** Encumbrance the part bears before its limb scores suffer (`encumbrance_threshold`). */
  readonly encumbranceThreshold: number;
}

/** A limb the body has twice: its left part, then its right (`arm_l`, "left arm", then `arm_r`). */
type Limb = Omit<BodyPartPlan, "name" | "grabbingEffect" | "vital"> & {
  /** The grab effect's limb: a hand is held as its arm (`grabbing_arm_l`), a foot as its leg. */
  readonly grabbedAs: string;
};

function sides({ grabbedAs, ...limb }: Limb): BodyPartPlan[] {
  return (["l", "r"] as const).map((side) => ({
    id: `${limb.id}_${side}`,
    name: `${side === "l" ? "left" : "right"} ${limb.id}`,
    hpMax: limb.hpMax,
    hitSize: limb.hitSize,
    flags: limb.flags,
    grabbingEffect: `grabbing_${grabbedAs}_${side}`,
    vital: false,
    limbScores: limb.limbScores,
    encumbranceThreshold: limb.encumbranceThreshold,
  }));
}

/** A small part of the head (the eyes, the mouth): held as the head, not vital, no encumbrance it bears. */
function headPart(id: string, limbScores: BodyPartPlan["limbScores"]): BodyPartPlan {
  return {
    id,
    name: id,
    hpMax: 60,
    hitSize: 0.5,
    flags: [],
    grabbingEffect: "grabbing_head",
    vital: false,
    limbScores,
    encumbranceThreshold: 0,
  };
}

export const HUMAN_ANATOMY: readonly BodyPartPlan[] = [
  {
    id: "head",
    name: "head",
    hpMax: 60,
    hitSize: 6,
    flags: [],
    grabbingEffect: "grabbing_head",
    vital: true,
    limbScores: [["reaction", 0.3]],
    encumbranceThreshold: 10,
  },
  headPart("eyes", [
    ["vision", 1],
    ["night_vis", 1],
    ["reaction", 0.7],
  ]),
  headPart("mouth", [
    ["breathing", 1],
    ["manip", 0.05],
  ]),
  {
    id: "torso",
    name: "torso",
    hpMax: 60,
    hitSize: 45,
    flags: [],
    grabbingEffect: "grabbing_torso",
    vital: true,
    limbScores: [["balance", 0.7]],
    encumbranceThreshold: 6,
  },
  ...sides({
    id: "arm",
    hpMax: 60,
    hitSize: 12,
    flags: ["UPPER_LIMB"],
    grabbedAs: "arm",
    limbScores: [
      ["manip", 0.1],
      ["lift", 0.5],
      ["balance", 0.15],
      ["block", 1],
      ["swim", 0.1],
      ["crawl", 0.3],
    ],
    encumbranceThreshold: 5,
  }),
  ...sides({
    id: "hand",
    hpMax: 60,
    hitSize: 2,
    flags: ["UPPER_LIMB"],
    grabbedAs: "arm",
    limbScores: [
      ["grip", 0.5],
      ["manip", 0.5],
      ["swim", 0.15],
    ],
    encumbranceThreshold: 0,
  }),
  ...sides({
    id: "leg",
    hpMax: 60,
    hitSize: 15,
    flags: [],
    grabbedAs: "leg",
    limbScores: [
      ["manip", 0.1],
      ["move_speed", 0.5],
      ["swim", 0.15],
      ["block", 1],
      ["crawl", 0.2],
    ],
    encumbranceThreshold: 6,
  }),
  ...sides({
    id: "foot",
    hpMax: 60,
    hitSize: 3,
    flags: [],
    grabbedAs: "leg",
    limbScores: [
      ["manip", 0.1],
      ["footing", 0.5],
      ["swim", 0.1],
    ],
    encumbranceThreshold: 5,
  }),
];

export function bodyPartPlan(id: string): BodyPartPlan | undefined {
  return HUMAN_ANATOMY.find((b) => b.id === id);
}

/** A body part's name for messages: the plan's, else the id with underscores as spaces. */
export function bodyPartName(id: string): string {
  return bodyPartPlan(id)?.name ?? id.replace(/_/g, " ");
}

/**
 * Where a part comes in the human anatomy's list (the game's anatomy.json order, which its loops
 * over a body follow: retargeting a grab, trying to break grabs); parts it lacks come after, by id.
 */
export function anatomyOrder(a: string, b: string): number {
  const ia = HUMAN_ANATOMY.findIndex((p) => p.id === a);
  const ib = HUMAN_ANATOMY.findIndex((p) => p.id === b);
  const ra = ia < 0 ? HUMAN_ANATOMY.length : ia;
  const rb = ib < 0 ? HUMAN_ANATOMY.length : ib;
  return ra !== rb ? ra - rb : a < b ? -1 : a > b ? 1 : 0;
}
