/**
 * Every action kind, found by its `type`, from the one list of areas: the core actions of this
 * folder (core_area.ts), then each area's own (engine/rules/<area>/area.ts). Actions are decoded
 * at the edge (scenario files, the API) into this union.
 */
import { isLeft } from "fp-ts/lib/Either.js";
import type * as t from "io-ts";
import { describe } from "../../content/values/duration.js";
import { type ExcessMember, excessMembers } from "../../content/codec/excess.js";
import { isJsonObject } from "../../content/json/types.js";
import type { ActionKind } from "../../sim/action.js";
import type { Area } from "../../sim/hooks.js";
import { AREAS } from "../areas.js";
import { errorSegments, expectedName } from "../../content/codec/error_path.js";

/** The actions one area defines, read from its table of action kinds. */
type ActionsOf<X> = X extends Area<infer A> ? A : never;

/** Every action of every area in the one list (engine/step/areas.ts). */
export type Action = ActionsOf<(typeof AREAS)[number]>;

type Kinds = { readonly [T in Action["type"]]: ActionKind<Extract<Action, { type: T }>> };

/** Every action kind by its `type`; an area naming a type another already has is a mistake caught here. */
const KINDS: Kinds = (() => {
  const all: Record<string, unknown> = {};
  for (const area of AREAS) {
    for (const [type, kind] of Object.entries(area.actions)) {
      if (Object.hasOwn(all, type)) throw new Error(`action type ${type} is defined twice (area ${area.name})`);
      all[type] = kind;
    }
  }
  return all as Kinds;
})();

export const ACTION_TYPES: readonly string[] = Object.keys(KINDS).sort();

export function actionKind<A extends Action>(action: A): ActionKind<A> {
  return KINDS[action.type] as unknown as ActionKind<A>;
}

export type ActionDecode =
  | { ok: true; action: Action }
  | { ok: false; problems: string[]; excess?: readonly ExcessMember[] };

/** A decoding error as `member.path: what is wrong`, with the value shortened. */
function describeError(e: t.ValidationError): string {
  const keys = errorSegments(e);
  const where = keys.length > 0 ? `${keys.join(".")}: ` : "";
  const expected = expectedName(e);
  if (e.message !== undefined) return `${where}${e.message}`;
  if (e.value === undefined) return `${where}required member is missing (expected ${expected})`;
  return `${where}expected ${expected}, got ${describe(e.value)}`;
}

/** An unknown member as a sentence: where, what, and what is allowed there. */
export function describeExcess(e: ExcessMember): string {
  const where = e.at.length > 0 ? ` in ${e.at.map((k) => (typeof k === "number" ? `[${k}]` : `.${k}`)).join("")}` : "";
  return `unknown member ${JSON.stringify(e.key)}${where} (allowed: ${e.known.join(", ")})`;
}

/** Decodes an action object, dispatching on `type` so that errors speak of that kind only. */
export function decodeAction(value: unknown): ActionDecode {
  if (!isJsonObject(value))
    return { ok: false, problems: [`an action is an object with a "type", got ${describe(value)}`] };
  const type = value["type"];
  if (typeof type !== "string" || !Object.hasOwn(KINDS, type)) {
    return { ok: false, problems: [`unknown action type ${JSON.stringify(type)}; known: ${ACTION_TYPES.join(", ")}`] };
  }
  const kind = KINDS[type as Action["type"]];
  const r = kind.codec.decode(value);
  if (isLeft(r)) return { ok: false, problems: [...new Set(r.left.map(describeError))] };
  const excess = excessMembers(kind.codec, value);
  if (excess.length > 0) return { ok: false, problems: excess.map(describeExcess), excess };
  return { ok: true, action: r.right as Action };
}
