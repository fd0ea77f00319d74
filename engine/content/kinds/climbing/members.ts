/** The member vocabulary of climbing aids and the requirement ID each member's type rule carries. */
import type { RuleMap } from "../../codec/decode.js";

export const TOP_MEMBERS: ReadonlySet<string> = new Set([
  "type",
  "id",
  "abstract",
  "copy-from",
  "slip_chance_mod",
  "condition",
  "down",
]);
export const CONDITION_MEMBERS: ReadonlySet<string> = new Set(["type", "flag", "uses", "range"]);
export const DOWN_MEMBERS: ReadonlySet<string> = new Set([
  "max_height",
  "allow_remaining_height",
  "easy_climb_back_up",
  "confirm_text",
  "menu_text",
  "menu_cant",
  "menu_hotkey",
  "msg_before",
  "msg_after",
  "deploy_furn",
  "cost",
]);
export const COST_MEMBERS: ReadonlySet<string> = new Set(["kcal", "thirst", "pain", "damage"]);

export const CLIMBING_RULES: RuleMap = {
  "": "G-6",
  id: "C-F-id",
  slip_chance_mod: "C-F-slip_chance_mod",
  condition: "C-F-condition",
  "condition.type": "C-cond-F-type",
  "condition.flag": "C-cond-F-flag",
  "condition.uses": "C-cond-F-uses",
  "condition.range": "C-cond-F-range",
  down: "C-F-down",
  "down.max_height": "C-down-F-max_height",
  "down.allow_remaining_height": "C-down-F-allow_remaining_height",
  "down.easy_climb_back_up": "C-down-F-easy_climb_back_up",
  "down.confirm_text": "C-down-F-confirm_text",
  "down.menu_text": "C-down-F-menu_text",
  "down.menu_cant": "C-down-F-menu_cant",
  "down.menu_hotkey": "C-down-F-menu_hotkey",
  "down.msg_before": "C-down-F-msg_before",
  "down.msg_after": "C-down-F-msg_after",
  "down.deploy_furn": "C-down-F-deploy_furn",
  "down.cost": "C-down-F-cost",
  "down.cost.kcal": "C-cost-default",
  "down.cost.thirst": "C-cost-default",
  "down.cost.pain": "C-cost-default",
  "down.cost.damage": "C-cost-default",
};
