/**
 * Decodes one resolved climbing aid (inheritance already applied, so required members are judged
 * on the merged object) into a `ClimbingAid` with every default applied.
 */
import * as t from "io-ts";
import { integer, nonEmptyString, nonNegativeInteger, positiveInteger, text, withDefault } from "../../codec/common.js";
import { warnUnknownMembers } from "../../codec/decode.js";
import { hasOwn, type JsonObject } from "../../json/types.js";
import type { DecodeCtx } from "../kind.js";
import { hotkey, objectNamed } from "./codecs.js";
import { COST_MEMBERS, CONDITION_MEMBERS, DOWN_MEMBERS } from "./members.js";
import { Reader } from "../../codec/reader.js";
import {
  CONDITION_TYPE_ALIASES,
  CONDITION_TYPES,
  DEFAULT_HOTKEY,
  KNOWN_SPECIAL_FLAGS,
  RESERVED_HOTKEYS,
  type ClimbingAid,
  type ClimbingCondition,
  type ClimbingCost,
  type ClimbingDown,
  type ConditionType,
} from "./types.js";

type Obj = Readonly<Record<string, unknown>>;

/** Own-property read, so keys such as `constructor` never reach the prototype. */
const get = (obj: Obj, key: string): unknown => (hasOwn(obj, key) ? obj[key] : undefined);

export function decodeClimbingAid(json: JsonObject, ctx: DecodeCtx): ClimbingAid | undefined {
  const r = new Reader(ctx);
  const slipChanceMod = r.decode(withDefault(integer, 0), get(json, "slip_chance_mod"), ["slip_chance_mod"]);
  const condition = decodeCondition(get(json, "condition"), r, ctx);
  const down = decodeDown(get(json, "down"), r, ctx);
  if (!r.ok || slipChanceMod === undefined || !condition || !down) return undefined;
  return {
    id: ctx.id ?? "",
    slipChanceMod,
    condition,
    down,
    deploys: down.deployFurn !== undefined,
    enabled: down.maxHeight > 0,
  };
}

function conditionType(raw: string): ConditionType | undefined {
  const alias = hasOwn(CONDITION_TYPE_ALIASES, raw) ? CONDITION_TYPE_ALIASES[raw] : undefined;
  return alias ?? CONDITION_TYPES.find((c) => c === raw);
}

function decodeCondition(value: unknown, r: Reader, ctx: DecodeCtx): ClimbingCondition | undefined {
  const cond = r.decode(objectNamed("condition"), value, ["condition"]);
  if (!cond) return undefined;
  warnUnknownMembers(cond, CONDITION_MEMBERS, ctx, ["condition"]);
  const rawType = r.decode(t.string, get(cond, "type"), ["condition", "type"]);
  const flag = r.decode(t.string, get(cond, "flag"), ["condition", "flag"]);
  if (rawType === undefined) return undefined;
  const type = conditionType(rawType);
  if (!type) {
    r.error(
      ["condition", "type"],
      "C-cond-F-type",
      `condition.type ${JSON.stringify(rawType)} is not one of ${CONDITION_TYPES.join(", ")} (or the alias "mutation")`,
    );
    return undefined;
  }

  const usesRaw = get(cond, "uses");
  let uses: number | undefined;
  if (type === "item") {
    if (usesRaw === undefined)
      r.error(
        ["condition"],
        "C-cond-uses-required",
        'an "item" condition needs "uses", the number of items consumed (E-3a)',
      );
    else uses = r.decode(nonNegativeInteger, usesRaw, ["condition", "uses"]);
  } else if (usesRaw !== undefined) {
    r.error(
      ["condition", "uses"],
      "C-cond-uses-forbidden",
      `"uses" is allowed only for "item" conditions, not ${JSON.stringify(rawType)} (E-3a)`,
    );
  }

  const rangeRaw = get(cond, "range");
  let range: number | undefined;
  if (type === "ter_furn") range = r.decode(withDefault(positiveInteger, 1), rangeRaw, ["condition", "range"]);
  else if (rangeRaw !== undefined) {
    r.error(
      ["condition", "range"],
      "C-cond-range-forbidden",
      `"range" is allowed only for "ter_furn" conditions, not ${JSON.stringify(rawType)} (E-3b)`,
    );
  }

  if (flag === undefined) return undefined;
  if (type === "special" && !KNOWN_SPECIAL_FLAGS.has(flag)) {
    r.warn(
      ["condition", "flag"],
      "C-cond-special",
      `special condition ${JSON.stringify(flag)} is not detected by the engine, so this aid is never applicable`,
    );
  }
  return { type, flag, uses, range };
}

function decodeDown(value: unknown, r: Reader, ctx: DecodeCtx): ClimbingDown | undefined {
  const down = r.decode(objectNamed("down"), value, ["down"]);
  if (!down) return undefined;
  warnUnknownMembers(down, DOWN_MEMBERS, ctx, ["down"]);
  const at = (m: string): ["down", string] => ["down", m];

  const maxHeight = r.decode(withDefault(nonNegativeInteger, 1), get(down, "max_height"), at("max_height"));
  const allowRemainingHeight = r.decode(
    withDefault(t.boolean, true),
    get(down, "allow_remaining_height"),
    at("allow_remaining_height"),
  );
  const easyClimbBackUp = r.decode(withDefault(integer, 0), get(down, "easy_climb_back_up"), at("easy_climb_back_up"));
  const confirmText = r.decode(text, get(down, "confirm_text"), at("confirm_text"));
  const menuText = r.decode(text, get(down, "menu_text"), at("menu_text"));
  const menuCant = r.present(text, get(down, "menu_cant"), at("menu_cant"));
  const menuHotkey = r.present(hotkey, get(down, "menu_hotkey"), at("menu_hotkey"));
  const msgBefore = r.present(text, get(down, "msg_before"), at("msg_before"));
  const msgAfter = r.present(text, get(down, "msg_after"), at("msg_after"));
  const deployRaw = get(down, "deploy_furn");
  const deployFurn = r.present(nonEmptyString, deployRaw, at("deploy_furn"));
  const cost = decodeCost(get(down, "cost"), r, ctx);

  if (deployRaw !== undefined) {
    if (get(down, "menu_cant") === undefined)
      r.error(["down"], "E-4a", 'an aid with "deploy_furn" needs "menu_cant", the text shown when it cannot be used');
    if (get(down, "menu_hotkey") === undefined)
      r.error(["down"], "E-4b", 'an aid with "deploy_furn" needs "menu_hotkey", its own menu key');
  }
  if (allowRemainingHeight === false && deployRaw === undefined) {
    r.warn(
      at("allow_remaining_height"),
      "C-down-arh-guidance",
      'allow_remaining_height false is meant for aids with "deploy_furn"; without one it may keep the player from climbing down at all',
    );
  }
  if (menuHotkey !== undefined && RESERVED_HOTKEYS.has(menuHotkey)) {
    r.warn(
      at("menu_hotkey"),
      "C-down-hotkey-reserved",
      `hotkey ${JSON.stringify(menuHotkey)} is used by the ledge menu itself (j, p, f); choose another`,
    );
  }

  if (
    maxHeight === undefined ||
    allowRemainingHeight === undefined ||
    easyClimbBackUp === undefined ||
    confirmText === undefined ||
    menuText === undefined ||
    !cost
  )
    return undefined;
  return {
    maxHeight,
    allowRemainingHeight,
    easyClimbBackUp,
    confirmText,
    menuText,
    menuCant,
    menuHotkey: menuHotkey ?? DEFAULT_HOTKEY,
    msgBefore,
    msgAfter,
    deployFurn,
    cost,
  };
}

function decodeCost(value: unknown, r: Reader, ctx: DecodeCtx): ClimbingCost | undefined {
  if (value === undefined) return { kcal: 0, thirst: 0, pain: 0, damage: 0 };
  const cost = r.decode(objectNamed("cost"), value, ["down", "cost"]);
  if (!cost) return undefined;
  warnUnknownMembers(cost, COST_MEMBERS, ctx, ["down", "cost"]);
  const member = (m: keyof ClimbingCost): number | undefined =>
    r.decode(withDefault(nonNegativeInteger, 0), get(cost, m), ["down", "cost", m]);
  const kcal = member("kcal");
  const thirst = member("thirst");
  const pain = member("pain");
  const damage = member("damage");
  if (kcal === undefined || thirst === undefined || pain === undefined || damage === undefined) return undefined;
  return { kcal, thirst, pain, damage };
}
