/**
 * The schema of climbing aids (spec section C), from the codecs, member lists, condition types and
 * rule map of engine/content/kinds/climbing/: every level of the object is closed, as the loader
 * warns about unknown members at each (G-6).
 */
import * as t from "io-ts";
import { integer, nonEmptyString, nonNegativeInteger, positiveInteger, text } from "../codec/common.js";
import type { JsonSchema } from "../codec/meta.js";
import { hotkey } from "../kinds/climbing/codecs.js";
import {
  CLIMBING_RULES,
  CONDITION_MEMBERS,
  COST_MEMBERS,
  DOWN_MEMBERS,
  TOP_MEMBERS,
} from "../kinds/climbing/members.js";
import { CONDITION_TYPE_ALIASES, CONDITION_TYPES, DEFAULT_CLIMBING_AID } from "../kinds/climbing/types.js";
import { codecSchema } from "./codec_schema.js";
import { kindSchema, unlessInherited } from "./envelope.js";

type Decoder = t.Decoder<unknown, unknown>;

/** A member's schema with its requirement ID (from the kind's rule map) and default. */
function member(path: string, codec: Decoder | JsonSchema, fallback?: unknown): JsonSchema {
  const base = "validate" in codec ? codecSchema(codec as Decoder).schema : (codec as JsonSchema);
  const rule = CLIMBING_RULES[path];
  const notes = [typeof base["description"] === "string" ? base["description"] : "", rule ? `[${rule}]` : ""];
  return {
    ...base,
    description: notes.filter((n) => n !== "").join(" "),
    ...(fallback !== undefined ? { default: fallback } : {}),
  };
}

function closed(members: ReadonlySet<string>, typed: Record<string, JsonSchema>, more: JsonSchema = {}): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const m of members) properties[m] = typed[m] ?? {};
  return { type: "object", properties, patternProperties: { "^//": {} }, additionalProperties: false, ...more };
}

const defaults = DEFAULT_CLIMBING_AID.down;

const condition = closed(
  CONDITION_MEMBERS,
  {
    type: member("condition.type", {
      enum: [...CONDITION_TYPES, ...Object.keys(CONDITION_TYPE_ALIASES)],
      description: `What makes the aid applicable; "mutation" is an alias of "trait".`,
    }),
    flag: member("condition.flag", t.string),
    uses: member("condition.uses", nonNegativeInteger),
    range: member("condition.range", positiveInteger, 1),
  },
  {
    required: ["type", "flag"],
    allOf: [
      // E-3a/E-3b: uses only (and always) for items, range only for ter_furn.
      {
        if: { properties: { type: { const: "item" } } },
        then: { required: ["uses"] },
        else: { not: { required: ["uses"] } },
      },
      { if: { properties: { type: { const: "ter_furn" } } }, else: { not: { required: ["range"] } } },
    ],
  },
);

const cost = closed(COST_MEMBERS, {
  kcal: member("down.cost.kcal", nonNegativeInteger, 0),
  thirst: member("down.cost.thirst", nonNegativeInteger, 0),
  pain: member("down.cost.pain", nonNegativeInteger, 0),
  damage: member("down.cost.damage", nonNegativeInteger, 0),
});

const down = closed(DOWN_MEMBERS, {
  max_height: member("down.max_height", nonNegativeInteger, defaults.maxHeight),
  allow_remaining_height: member("down.allow_remaining_height", t.boolean, defaults.allowRemainingHeight),
  easy_climb_back_up: member("down.easy_climb_back_up", integer, defaults.easyClimbBackUp),
  confirm_text: member("down.confirm_text", text),
  menu_text: member("down.menu_text", text),
  menu_cant: member("down.menu_cant", text),
  menu_hotkey: member(
    "down.menu_hotkey",
    { ...codecSchema(hotkey).schema, type: "string", minLength: 1, maxLength: 1 },
    defaults.menuHotkey,
  ),
  msg_before: member("down.msg_before", text),
  msg_after: member("down.msg_after", text),
  deploy_furn: member("down.deploy_furn", nonEmptyString),
  cost: member("down.cost", cost),
});

/** What a complete `down` has; an aid that copies from another may inherit it (C-F-copy-from). */
const completeDown: JsonSchema = {
  type: "object",
  required: ["confirm_text", "menu_text"],
  // E-4a, E-4b: a deploying aid needs its greyed-out text and its own hotkey.
  if: { type: "object", required: ["deploy_furn"] },
  then: { type: "object", required: ["menu_cant", "menu_hotkey"] },
};

export const CLIMBING_AID_SCHEMA: JsonSchema = kindSchema({
  types: ["climbing_aid"],
  description: "A climbing aid: what helps a character down from a ledge (spec section C).",
  members: TOP_MEMBERS,
  typed: {
    slip_chance_mod: member("slip_chance_mod", integer, 0),
    condition: member("condition", condition),
    down: member("down", down),
  },
  closed: true,
  allOf: [unlessInherited({ required: ["id", "condition", "down"], properties: { down: completeDown } })],
});
