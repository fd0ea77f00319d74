/**
 * Climbing aids as the simulation reads them: every default applied, `mutation` folded into
 * `trait`, and the derived facts the menu needs (`deploys`, `enabled`) computed once at load.
 */

export const CONDITION_TYPES = ["ter_furn", "veh", "character", "trait", "item", "special"] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

/** Spellings accepted for `condition.type` besides the canonical ones (older data says `mutation`). */
export const CONDITION_TYPE_ALIASES: Readonly<Record<string, ConditionType>> = { mutation: "trait" };

export interface ClimbingCondition {
  /** JSON `type`. */
  readonly type: ConditionType;
  /** Flag, trait id or item id, by `type`; may be empty (the `default` aid). */
  readonly flag: string;
  /** Items consumed after a successful descent; set for `item` conditions only. */
  readonly uses: number | undefined;
  /** Maximum stories scanned below the ledge; set for `ter_furn` conditions only (default 1). */
  readonly range: number | undefined;
}

/** Penalties of a descent (C-down-F-cost); every member defaults to 0. */
export interface ClimbingCost {
  /** JSON `kcal`. */
  readonly kcal: number;
  /** JSON `thirst`. */
  readonly thirst: number;
  /** JSON `pain`. */
  readonly pain: number;
  /** `damage`: damage to the torso. */
  readonly damage: number;
}

export interface ClimbingDown {
  /** `max_height`: stories descended with the aid at most; 0 disables climbing down with it. */
  readonly maxHeight: number;
  /** JSON `allow_remaining_height`. */
  readonly allowRemainingHeight: boolean;
  /** JSON `easy_climb_back_up`. */
  readonly easyClimbBackUp: number;
  /** JSON `confirm_text`. */
  readonly confirmText: string;
  /** JSON `menu_text`. */
  readonly menuText: string;
  /** `menu_cant`: greyed-out text; absent on non-deploying aids that do not set it (menu_text is shown greyed). */
  readonly menuCant: string | undefined;
  /** One ASCII character; `c` when a non-deploying aid sets none. */
  readonly menuHotkey: string;
  /** JSON `msg_before`. */
  readonly msgBefore: string | undefined;
  /** JSON `msg_after`. */
  readonly msgAfter: string | undefined;
  /** `deploy_furn`: furniture placed on every level descended; undefined for aids that deploy nothing. */
  readonly deployFurn: string | undefined;
  /** JSON `cost`. */
  readonly cost: ClimbingCost;
}

export interface ClimbingAid {
  /** JSON `id`. */
  readonly id: string;
  /** JSON `slip_chance_mod`. */
  readonly slipChanceMod: number;
  /** JSON `condition`. */
  readonly condition: ClimbingCondition;
  /** JSON `down`. */
  readonly down: ClimbingDown;
  /** True when the aid places furniture (`deploy_furn` set). */
  readonly deploys: boolean;
  /** False when `max_height` is 0: the aid is never offered for climbing down. */
  readonly enabled: boolean;
}

export const DEFAULT_HOTKEY = "c";
/** Hotkeys the ledge menu itself uses (jump, peek, and the aid-free fall). */
export const RESERVED_HOTKEYS: ReadonlySet<string> = new Set(["j", "p", "f"]);
/** `special` flags the data uses that are not conditions: the baseline, the sentinel, templates. */
export const KNOWN_SPECIAL_FLAGS: ReadonlySet<string> = new Set(["", "null", "abstract"]);
export const DEFAULT_AID_ID = "default";
export const OPEN_AIR_FLAG = "ALLOW_ON_OPEN_AIR";

export const NO_COST: ClimbingCost = { kcal: 0, thirst: 0, pain: 0, damage: 0 };

/**
 * The baseline aid the menu starts from when no loaded aid is called `default` (C-menu-default):
 * always applicable, one story, no slip bonus.
 */
export const DEFAULT_CLIMBING_AID: ClimbingAid = {
  id: DEFAULT_AID_ID,
  slipChanceMod: 0,
  condition: { type: "special", flag: "", uses: undefined, range: undefined },
  down: {
    maxHeight: 1,
    allowRemainingHeight: true,
    easyClimbBackUp: 0,
    confirmText: "Lower yourself over the edge?",
    menuText: "Climb down by lowering yourself over the edge.",
    menuCant: undefined,
    menuHotkey: DEFAULT_HOTKEY,
    msgBefore: undefined,
    msgAfter: "You hang from the edge and drop the last bit.",
    deployFurn: undefined,
    cost: NO_COST,
  },
  deploys: false,
  enabled: true,
};
