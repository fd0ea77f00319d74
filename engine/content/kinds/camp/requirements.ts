/**
 * Crafting requirement forms shared by recipes, blueprint needs, constructions and requirement
 * objects: tool qualities, tools and components, each an AND of OR-groups.
 */
import type { Json, JsonObject } from "../../json/types.js";
import { isJsonObject, own } from "../../json/types.js";
import type { Reader } from "../../codec/reader.js";

export interface QualityReq {
  /** JSON `id`. */
  readonly id: string;
  /** JSON `level`. */
  readonly level: number;
}
export interface ComponentReq {
  /** JSON `id`. */
  readonly id: string;
  /** JSON `count`. */
  readonly count: number;
  /** The id names a requirement group (`"LIST"`), not an item. */
  /** `"LIST"` as the entry's third element: the id names a requirement group, not an item. */
  readonly list: boolean;
}
export interface ToolReq {
  /** JSON `id`. */
  readonly id: string;
  /** `charges`: charges used; -1 when the tool is only needed, not drained. */
  readonly charges: number;
  /** `"LIST"` as the entry's third element: the id names a requirement group, not an item. */
  readonly list: boolean;
}
export interface RequirementParts {
  /** `qualities`: every inner array must be satisfied by one of its entries. */
  readonly qualities: readonly (readonly QualityReq[])[];
  /** JSON `tools`. */
  readonly tools: readonly (readonly ToolReq[])[];
  /** JSON `components`. */
  readonly components: readonly (readonly ComponentReq[])[];
}

export const NO_REQUIREMENTS: RequirementParts = { qualities: [], tools: [], components: [] };

const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

/**
 * `qualities`: an array of OR-groups of `{id, level?}`; a bare object stands for a one-entry
 * group (real blueprints), `level` defaults to 1 (real `blueprint_needs`).
 */
export function readQualities(
  r: Reader,
  value: Json | undefined,
  path: (string | number)[],
  rule: string,
): QualityReq[][] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    r.expected(path, rule, "an array of quality groups", value);
    return [];
  }
  const out: QualityReq[][] = [];
  value.forEach((group, i) => {
    const entries = Array.isArray(group) ? group : [group];
    const inner: QualityReq[] = [];
    entries.forEach((q, j) => {
      const at = Array.isArray(group) ? [...path, i, j] : [...path, i];
      if (!isJsonObject(q)) return r.expected(at, rule, "a quality object {id, level}", q);
      const id = own(q, "id");
      const level = own(q, "level");
      if (typeof id !== "string") return r.expected([...at, "id"], rule, "a quality id string", id);
      if (level !== undefined && !isInt(level)) return r.expected([...at, "level"], rule, "an integer level", level);
      inner.push({ id, level: level ?? 1 });
    });
    out.push(inner);
  });
  return out;
}

/** `components`: an array of OR-groups of `[id, count]` or `[id, count, "LIST"]`. */
export function readComponents(
  r: Reader,
  value: Json | undefined,
  path: (string | number)[],
  rule: string,
): ComponentReq[][] {
  return readGroups(r, value, path, rule, "component", false).map((g) =>
    g.map((e) => ({ id: e.id, count: e.amount, list: e.list })),
  );
}

/** `tools`: an array of OR-groups of `[id, charges]`, `[id, charges, "LIST"]` or a bare id. */
export function readTools(r: Reader, value: Json | undefined, path: (string | number)[], rule: string): ToolReq[][] {
  return readGroups(r, value, path, rule, "tool", true).map((g) =>
    g.map((e) => ({ id: e.id, charges: e.amount, list: e.list })),
  );
}

function readGroups(
  r: Reader,
  value: Json | undefined,
  path: (string | number)[],
  rule: string,
  what: string,
  bareIds: boolean,
) {
  const out: { id: string; amount: number; list: boolean }[][] = [];
  if (value === undefined) return out;
  if (!Array.isArray(value)) {
    r.expected(path, rule, `an array of ${what} groups`, value);
    return out;
  }
  value.forEach((group, i) => {
    if (!Array.isArray(group)) return r.expected([...path, i], rule, `an array of ${what} alternatives`, group);
    const inner: { id: string; amount: number; list: boolean }[] = [];
    group.forEach((e, j) => {
      const at = [...path, i, j];
      if (bareIds && typeof e === "string") return void inner.push({ id: e, amount: -1, list: false });
      if (
        !Array.isArray(e) ||
        typeof e[0] !== "string" ||
        !isInt(e[1]) ||
        e.length > 3 ||
        (e.length === 3 && e[2] !== "LIST")
      ) {
        return r.expected(at, rule, `[${what} id, integer count] or [id, count, "LIST"]`, e);
      }
      inner.push({ id: e[0], amount: e[1], list: e[2] === "LIST" });
    });
    out.push(inner);
  });
  return out;
}

/**
 * The `qualities`, `tools` and `components` of `obj` (at `path`); `rules` names the rule each
 * breaks, or one rule for all three.
 */
export function readParts(
  r: Reader,
  obj: JsonObject,
  path: (string | number)[],
  rules: string | { qualities: string; tools: string; components: string },
): RequirementParts {
  const rule = typeof rules === "string" ? { qualities: rules, tools: rules, components: rules } : rules;
  return {
    qualities: readQualities(r, own(obj, "qualities"), [...path, "qualities"], rule.qualities),
    tools: readTools(r, own(obj, "tools"), [...path, "tools"], rule.tools),
    components: readComponents(r, own(obj, "components"), [...path, "components"], rule.components),
  };
}

/** `[[id, number], ...]` pairs (skills, `using`); undefined when malformed. */
export function readPairs(
  r: Reader,
  value: Json | undefined,
  path: (string | number)[],
  rule: string,
  what: string,
): [string, number][] {
  if (value === undefined) return [];
  const out: [string, number][] = [];
  if (!Array.isArray(value)) {
    r.expected(path, rule, `an array of [${what}, number] pairs`, value);
    return out;
  }
  value.forEach((p, i) => {
    if (!Array.isArray(p) || p.length !== 2 || typeof p[0] !== "string" || typeof p[1] !== "number")
      return r.expected([...path, i], rule, `[${what}, number]`, p);
    out.push([p[0], p[1]]);
  });
  return out;
}
