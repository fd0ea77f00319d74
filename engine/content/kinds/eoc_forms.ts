/**
 * The effect-on-condition forms cdda-sim runs (engine/mechanics/eoc/), named here, below the
 * interpreter, so that loading can tell a misspelt form from one the engine does not model: the
 * interpreter's handler tables are typed by these lists, so the two cannot drift apart.
 *
 * At load, each EOC's condition and effects are walked (EOC-form, EOC-form-unmodelled): a member
 * that no modelled form or parameter names, that the game's documentation does not name
 * (eoc_game_forms.ts) and that no EOC of the base content uses (the core game under a mod: the
 * vocabulary of the game's own data) is a warning, with the closest known name; without base
 * content, or for a member the game documents or its data uses, a member the engine does not model
 * is a coverage warning (the real game's data uses hundreds of forms).
 */
import { closest } from "../catalogue/suggest.js";
import type { PathSegment } from "../json/path.js";
import { isJsonObject, type Json, type JsonObject } from "../json/types.js";
import { isCommentKey } from "../inherit.js";
import {
  GAME_CONDITION_FORMS,
  GAME_CONDITION_PARAMETERS,
  GAME_EFFECT_FORMS,
  GAME_EFFECT_PARAMETERS,
} from "./eoc_game_forms.js";
import type { CheckCtx, ContentLike } from "./kind.js";

/** Object conditions, in the order a condition object is matched against them. */
export const MODELLED_CONDITIONS = [
  "and",
  "or",
  "not",
  "math",
  "compare_string",
  "u_has_item",
  "u_has_items",
  "u_has_trait",
  "u_has_flag",
  "npc_has_flag",
  "u_has_worn_with_flag",
  "u_has_effect",
  "u_has_any_effect",
  "npc_has_effect",
  "npc_has_any_effect",
  "u_has_mission",
  "u_has_var",
  "is_season",
  "one_in_chance",
  "x_in_y_chance",
] as const;
export type ModelledCondition = (typeof MODELLED_CONDITIONS)[number];

/** Conditions written as a bare string. */
export const MODELLED_STRING_CONDITIONS = [
  "u_male",
  "u_female",
  "u_is_character",
  "u_is_monster",
  "u_is_avatar",
  "u_is_npc",
  "player_see_u",
  "player_see_npc",
  "u_can_see",
] as const;
export type ModelledStringCondition = (typeof MODELLED_STRING_CONDITIONS)[number];

/** Effects, in the order an effect object is matched against them. */
export const MODELLED_EFFECTS = [
  "u_message",
  "math",
  "u_add_var",
  "u_lose_var",
  "u_add_trait",
  "u_lose_trait",
  "u_add_morale",
  "u_make_sound",
  "open_dialogue",
  "u_consume_item",
  "u_spawn_item",
  "assign_mission",
  "finish_mission",
  "u_location_variable",
  "u_teleport",
  "weighted_list_eocs",
  "turn_cost",
  "switch",
  "if",
  "run_eocs",
  "u_add_effect",
  "u_lose_effect",
  "u_run_monster_eocs",
  "npc_run_monster_eocs",
  "u_cast_spell",
  "npc_cast_spell",
  "u_spawn_monster",
  "npc_spawn_monster",
  "npc_location_variable",
  "map_spawn_item",
  // Last: other forms may carry a member of this name.
  "message",
] as const;
export type ModelledEffect = (typeof MODELLED_EFFECTS)[number];

/** Members the modelled forms read beside their own name. */
const CONDITION_PARAMETERS = ["value", "intensity", "bodypart"] as const;
const EFFECT_PARAMETERS = [
  "snippet",
  "value",
  "bonus",
  "max_bonus",
  "volume",
  "count",
  "success",
  "x_adjust",
  "y_adjust",
  "z_adjust",
  "cases",
  "then",
  "else",
  "duration",
  "intensity",
  "time_in_future",
  "mtype_ids",
  "monster_range",
  "monster_must_see",
  "z_min",
  "z_max",
  "loc",
  "targeted",
  "true_eocs",
  "false_eocs",
  "real_count",
  "group",
  "single_target",
  "min_radius",
  "max_radius",
  "target_range",
  "lifespan",
  "target_var",
  "spawn_message",
  "spawn_message_plural",
  "success_message",
  "fail_message",
  "use_item_group",
] as const;

interface Vocabulary {
  readonly conditions: ReadonlySet<string>;
  readonly effects: ReadonlySet<string>;
  /** Whether there is base content to learn the game's vocabulary from. */
  readonly hasBase: boolean;
}

const list = (v: Json | undefined): readonly Json[] =>
  v === undefined || v === null ? [] : Array.isArray(v) ? v : [v];

/** Calls `see` for every condition and effect object member in an EOC, with its path. */
/** An EOC as the walk reads it: its whole JSON (effect_on_condition.ts's `json`). */
interface EocJson {
  readonly json: JsonObject;
}

/** Calls `see` for every member of a condition (and, or and not walked into), with its path. */
function walkCondition(
  c: Json | undefined,
  path: readonly PathSegment[],
  see: (key: string, path: readonly PathSegment[]) => void,
): void {
  if (typeof c === "string") return see(c, path);
  if (!isJsonObject(c)) return;
  for (const key of Object.keys(c)) {
    if (isCommentKey(key)) continue;
    see(key, [...path, key]);
    const v = c[key];
    if (key === "and" || key === "or") list(v).forEach((x, i) => walkCondition(x, [...path, key, i], see));
    else if (key === "not") walkCondition(v, [...path, key], see);
  }
}

/** The form an effect object names (its first member that is a form), for naming its other members. */
function formOf(e: JsonObject): string | undefined {
  return Object.keys(e).find((k) => (MODELLED_EFFECTS as readonly string[]).includes(k) || GAME_EFFECT_FORMS.has(k));
}

function walkEoc(
  eoc: EocJson,
  see: (where: "condition" | "effect", key: string, path: readonly PathSegment[], form?: string) => void,
): void {
  const condition = (c: Json | undefined, path: readonly PathSegment[]): void =>
    walkCondition(c, path, (key, p) => see("condition", key, p));
  const effects = (e: Json | undefined, path: readonly PathSegment[]): void => {
    const many = Array.isArray(e);
    list(e).forEach((x, i) => effect(x, many ? [...path, i] : path));
  };
  const effect = (e: Json, path: readonly PathSegment[]): void => {
    if (!isJsonObject(e)) return;
    const form = formOf(e);
    for (const key of Object.keys(e)) {
      if (isCommentKey(key)) continue;
      see("effect", key, [...path, key], form !== key ? form : undefined);
      const v = e[key];
      if (key === "if") condition(v, [...path, key]);
      else if (key === "then" || key === "else") effects(v, [...path, key]);
      else if (key === "cases")
        list(v).forEach((k, i) => {
          if (isJsonObject(k)) effects(k["effect"], [...path, key, i, "effect"]);
        });
    }
  };
  const json = eoc.json;
  condition(json["condition"], ["condition"]);
  condition(json["deactivate_condition"], ["deactivate_condition"]);
  effects(json["effect"], ["effect"]);
  effects(json["false_effect"], ["false_effect"]);
}

/** The forms and members the game's documentation names (eoc_game_forms.ts), without base data. */
const DOCUMENTED: Vocabulary = {
  conditions: new Set<string>([...GAME_CONDITION_FORMS, ...GAME_CONDITION_PARAMETERS]),
  effects: new Set<string>([...GAME_EFFECT_FORMS, ...GAME_EFFECT_PARAMETERS]),
  hasBase: false,
};

// The base content never changes under a load: its vocabulary is learnt once per table.
const LEARNT = new WeakMap<object, Vocabulary>();

function vocabulary(content: ContentLike): Vocabulary {
  const table = content.table("effect_on_condition");
  if (!table) return DOCUMENTED;
  let v = LEARNT.get(table);
  if (!v) {
    // What the game documents counts as its vocabulary too: a mod may use a form no core EOC uses.
    const conditions = new Set<string>(DOCUMENTED.conditions);
    const effects = new Set<string>(DOCUMENTED.effects);
    const base = table.baseValues() as EocJson[];
    for (const eoc of base) walkEoc(eoc, (where, key) => (where === "condition" ? conditions : effects).add(key));
    v = { conditions, effects, hasBase: base.length > 0 };
    LEARNT.set(table, v);
  }
  return v;
}

const MODELLED_CONDITION_NAMES: ReadonlySet<string> = new Set<string>([
  ...MODELLED_CONDITIONS,
  ...MODELLED_STRING_CONDITIONS,
  ...CONDITION_PARAMETERS,
]);
const MODELLED_EFFECT_NAMES: ReadonlySet<string> = new Set<string>([...MODELLED_EFFECTS, ...EFFECT_PARAMETERS]);

// What cdda-sim does not model is said once per member name and file (the core data would
// otherwise repeat a few hundred names thousands of times); a load's checks share one content view.
const SAID = new WeakMap<object, Set<string>>();

function firstInFile(ctx: CheckCtx, content: ContentLike, where: string, key: string): boolean {
  let said = SAID.get(content);
  if (!said) {
    said = new Set();
    SAID.set(content, said);
  }
  const k = `${ctx.at.file}\u0000${where}\u0000${key}`;
  if (said.has(k)) return false;
  said.add(k);
  return true;
}

/** The EOC-form and EOC-form-unmodelled warnings of one EOC. */
export function checkEocForms(eoc: EocJson, ctx: CheckCtx, content: ContentLike): void {
  walkEoc(eoc, formChecker(ctx, content));
}

/**
 * The same warnings for a condition outside an EOC (a weak point's `condition`, which the engine
 * tests with the EOC interpreter), found at `path` in the object checked.
 */
export function checkConditionForms(
  cond: Json | undefined,
  path: readonly PathSegment[],
  ctx: CheckCtx,
  content: ContentLike,
): void {
  const see = formChecker(ctx, content);
  walkCondition(cond, path, (key, p) => see("condition", key, p));
}

function formChecker(
  ctx: CheckCtx,
  content: ContentLike,
): (where: "condition" | "effect", key: string, path: readonly PathSegment[], form?: string) => void {
  const known = vocabulary(content);
  return (where, key, path, form) => {
    // A member beside a form is one of its options: named with it ("time_in_future" of "run_eocs").
    const what = form !== undefined ? `${where} "${form}": its member "${key}"` : `${where} "${key}"`;
    const modelled = where === "condition" ? MODELLED_CONDITION_NAMES : MODELLED_EFFECT_NAMES;
    if (modelled.has(key)) return;
    const game = where === "condition" ? known.conditions : known.effects;
    if (game.has(key)) {
      if (firstInFile(ctx, content, where, key))
        ctx.sink.warn(
          ctx.atMember(...path),
          "EOC-form-unmodelled",
          `EOC ${what} is not modelled by cdda-sim yet (said once a file)`,
        );
      return;
    }
    // The did-you-mean is worked out only for a warning given (the core data validated alone
    // repeats a few hundred names thousands of times, each said once a file).
    const hint = (): string => {
      const near = closest(key, [...modelled, ...game]);
      return near !== undefined ? ` (did you mean "${near}"?)` : "";
    };
    // Without the game's own EOCs to compare with, an unmodelled member may be a form the game has.
    if (!known.hasBase) {
      if (!firstInFile(ctx, content, where, key)) return;
      ctx.sink.warn(
        ctx.atMember(...path),
        "EOC-form-unmodelled",
        `EOC ${what} is not modelled by cdda-sim yet${hint()} (said once a file)`,
      );
      return;
    }
    ctx.sink.warn(
      ctx.atMember(...path),
      "EOC-form",
      `unknown EOC ${where} member "${key}": no EOC of the base game data uses it and cdda-sim does not model it${hint()}`,
    );
  };
}
