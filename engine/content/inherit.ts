/**
 * Generic inheritance, resolved once before decoding (G-17): `copy-from` starts from the named
 * object of the same family and applies the object's own members on top; `abstract` defines a
 * template only copy-from uses; `extend`/`delete` add to and remove from inherited arrays;
 * `relative`/`proportional` add to and multiply inherited numbers. Parents may come later or in
 * another file. Every merge defines own properties, so `__proto__` keys stay plain data.
 */
import { appendPath } from "./json/path.js";
import type { RawObject } from "./json/types.js";
import { copyObject, hasOwn, isJsonObject, own, setOwn, type Json, type JsonObject } from "./json/types.js";
import type { ProblemSink } from "./problems.js";
import { describe } from "./values/duration.js";

export const OPERATORS = ["extend", "delete", "relative", "proportional"] as const;
/** Members every object may carry that are about loading, not about the object itself. */
export const LOADER_MEMBERS: ReadonlySet<string> = new Set(["type", "copy-from", "abstract", ...OPERATORS]);

export function isCommentKey(key: string): boolean {
  return key.startsWith("//");
}

/** Per-family rules for members that do not follow plain "child replaces parent". */
export interface InheritRules {
  /** Members (dot paths) whose objects merge member by member instead of being replaced. */
  readonly deepMerge?: readonly string[];
  /** Custom `extend` for a member: returns the new value from the inherited one and the extension. */
  readonly extend?: Readonly<Record<string, (inherited: Json | undefined, extension: Json) => Json>>;
  /** Custom `delete` for a member. */
  readonly remove?: Readonly<Record<string, (inherited: Json | undefined, removal: Json) => Json>>;
  /** Members a family knows; operators naming anything else are ignored with a warning. */
  readonly members?: ReadonlySet<string>;
  /** Members that belong to the object itself and never pass to a child (a recipe's `id_suffix`). */
  readonly notInherited?: readonly string[];
  /** Values `relative`/`proportional` start from when nothing is inherited (the kind's defaults). */
  readonly defaults?: Readonly<Record<string, Json>>;
}

export interface Resolved {
  readonly raw: RawObject;
  /** The object after inheritance, without the loader members. */
  readonly json: JsonObject;
  /** What its copy-from resolved to (absent without copy-from). */
  readonly from?: Resolved;
}

/**
 * The object of `r`'s copy-from chain that writes `member` itself, when `r` inherits it untouched
 * (it neither sets it nor names it in an operator); undefined when `r` writes or amends it.
 */
export function inheritedFrom(r: Resolved, member: string): RawObject | undefined {
  const mentions = (o: JsonObject): boolean =>
    hasOwn(o, member) ||
    OPERATORS.some((op) => {
      const v = own(o, op);
      return isJsonObject(v) && hasOwn(v, member);
    });
  if (mentions(r.raw.json)) return undefined;
  for (let p = r.from; p !== undefined; p = p.from) if (mentions(p.raw.json)) return p.raw;
  return undefined;
}

export interface Family {
  readonly name: string;
  readonly rules: InheritRules;
  /** Every object of the family, in load order. */
  readonly objects: readonly RawObject[];
  /** The ids an object registers under (its own id(s), or the abstract id). */
  readonly idsOf: (json: JsonObject) => readonly string[];
  /**
   * The family's objects in files not read yet (a partial kind, see KindDef.deferredText): read
   * only when a copy-from names an id not found among `objects`. Called at most once.
   */
  readonly more?: () => readonly RawObject[];
}

/**
 * Resolves every object of a family. Returns the resolved object per raw object (abstract ones
 * included, since children need them); problems go to the sink with the child's location.
 */
export function resolveFamily(family: Family, sink: ProblemSink): Map<RawObject, Resolved> {
  const resolve = familyResolver(family, sink);
  const out = new Map<RawObject, Resolved>();
  for (const raw of family.objects) {
    const r = resolve(raw);
    if (r) out.set(raw, r);
  }
  return out;
}

/**
 * A resolver for one family that works on demand (tolerant projections resolve only what is
 * used) and remembers what it resolved. Undefined when inheritance failed (already reported).
 */
export function familyResolver(family: Family, sink: ProblemSink): (raw: RawObject) => Resolved | undefined {
  const byId = new Map<string, RawObject[]>();
  const index = (raw: RawObject): void => {
    const ids = [...family.idsOf(raw.json)];
    const abstract = own(raw.json, "abstract");
    if (typeof abstract === "string") ids.push(abstract);
    for (const id of ids) {
      const list = byId.get(id);
      if (!list) byId.set(id, [raw]);
      else {
        // Keep each list in load order when objects of unread files arrive later.
        let i = list.length;
        while (i > 0 && (list[i - 1] as RawObject).order > raw.order) i--;
        list.splice(i, 0, raw);
      }
    }
  };
  for (const raw of family.objects) index(raw);
  let more = family.more;
  /** Indexes the objects of unread files, once; false when there are none (left). */
  const readMore = (): boolean => {
    if (!more) return false;
    const extra = more();
    more = undefined;
    for (const raw of extra) index(raw);
    return extra.length > 0;
  };
  const sets = mergeSets(family.rules);
  const done = new Map<RawObject, Resolved>();
  const failed = new Set<RawObject>();
  const active: RawObject[] = [];

  const parentOf = (raw: RawObject, parentId: string): RawObject | undefined => {
    const candidates = byId.get(parentId);
    if (!candidates) return undefined;
    const ownIds = family.idsOf(raw.json);
    // `copy-from` of one's own id (a mod amending core) means the definition loaded before it.
    if (ownIds.includes(parentId) || own(raw.json, "abstract") === parentId) {
      let best: RawObject | undefined;
      for (const c of candidates) if (c.order < raw.order) best = c;
      return best;
    }
    for (let i = candidates.length - 1; i >= 0; i--) {
      const c = candidates[i];
      if (c !== raw) return c;
    }
    return undefined;
  };

  const resolve = (raw: RawObject): Resolved | undefined => {
    const known = done.get(raw);
    if (known) return known;
    if (failed.has(raw)) return undefined;
    const at = { file: raw.file, path: raw.path, kind: family.name, id: idLabel(family, raw.json) };
    const copyFrom = own(raw.json, "copy-from");
    let base: JsonObject = {};
    let from: Resolved | undefined;
    if (copyFrom !== undefined) {
      if (typeof copyFrom !== "string") {
        sink.error(
          { ...at, path: appendPath(raw.path, "copy-from") },
          "G-17",
          `copy-from must be a string id, got ${JSON.stringify(copyFrom)}`,
        );
        failed.add(raw);
        return undefined;
      }
      const parent = parentOf(raw, copyFrom) ?? (readMore() ? parentOf(raw, copyFrom) : undefined);
      if (!parent) {
        sink.error(
          { ...at, path: appendPath(raw.path, "copy-from") },
          "G-17",
          `copy-from names ${JSON.stringify(copyFrom)}, but no ${family.name} has that id or abstract id`,
        );
        failed.add(raw);
        return undefined;
      }
      if (active.includes(parent)) {
        const cycle = [...active.slice(active.indexOf(parent)), raw]
          .map((r) => idLabel(family, r.json) ?? "?")
          .join(" -> ");
        sink.error(
          { ...at, path: appendPath(raw.path, "copy-from") },
          "G-17",
          `copy-from cycle: ${cycle} -> ${copyFrom}`,
        );
        failed.add(raw);
        return undefined;
      }
      active.push(raw);
      const resolvedParent = resolve(parent);
      active.pop();
      if (!resolvedParent) {
        failed.add(raw);
        return undefined;
      }
      base = resolvedParent.json;
      from = resolvedParent;
    }
    const json = applyOwn(base, raw, family, sets, sink, at);
    const result: Resolved = from ? { raw, json, from } : { raw, json };
    done.set(raw, result);
    return result;
  };

  return (raw) => (own(raw.json, "copy-from") === undefined ? { raw, json: raw.json } : resolve(raw));
}

/** The object's first id as its family names it (a recipe's comes from its result), else its abstract id. */
function idLabel(family: Family, json: JsonObject): string | undefined {
  const abstract = own(json, "abstract");
  return family.idsOf(json)[0] ?? (typeof abstract === "string" ? abstract : undefined);
}

/** Per-family sets applyOwn needs, built once per resolver. */
interface MergeSets {
  /** Identity never inherits: a child is its own object, and a template's abstract id is not the child's. */
  readonly notInherited: ReadonlySet<string>;
  readonly deep: ReadonlySet<string>;
}

function mergeSets(rules: InheritRules): MergeSets {
  return {
    notInherited: new Set(["id", "abstract", ...(rules.notInherited ?? [])]),
    deep: new Set(rules.deepMerge ?? []),
  };
}

function applyOwn(
  base: JsonObject,
  raw: RawObject,
  family: Family,
  sets: MergeSets,
  sink: ProblemSink,
  at: { file: string; path: string; kind: string; id: string | undefined },
): JsonObject {
  // A fresh object rather than a copy with members deleted: deleting turns a V8 object into a
  // slow dictionary, and every later read of the resolved object pays for it.
  const out: JsonObject = {};
  for (const key of Object.keys(base)) if (!sets.notInherited.has(key)) setOwn(out, key, base[key] as Json);
  const deep = sets.deep;
  for (const key of Object.keys(raw.json)) {
    if (LOADER_MEMBERS.has(key) && key !== "type") continue;
    const value = raw.json[key] as Json;
    setOwn(out, key, deep.has(key) ? deepMerge(own(out, key), value, key, deep) : value);
  }
  const known = family.rules.members;
  const memberExists = (member: string): boolean => hasOwn(out, member) || known === undefined || known.has(member);

  const operator = (name: (typeof OPERATORS)[number]): JsonObject | undefined => {
    const v = own(raw.json, name);
    if (v === undefined) return undefined;
    if (!isJsonObject(v)) {
      sink.error(
        { ...at, path: appendPath(raw.path, name) },
        "G-17",
        `${name} must be an object of member names, got ${describe(v)}`,
      );
      return undefined;
    }
    return v;
  };

  /**
   * The members an operator names, with their values and JSON paths, one at a time as they are
   * applied; comment keys are skipped, and a member these objects do not have is warned about and
   * skipped.
   */
  function* operands(
    name: (typeof OPERATORS)[number],
    op: JsonObject | undefined,
  ): Generator<readonly [member: string, value: Json, path: string]> {
    if (!op) return;
    for (const member of Object.keys(op)) {
      if (isCommentKey(member)) continue;
      const path = appendPath(appendPath(raw.path, name), member);
      if (!memberExists(member)) {
        sink.warn(
          { ...at, path },
          "G-17",
          `${name} names ${JSON.stringify(member)}, which ${family.name} objects do not have; ignored`,
        );
        continue;
      }
      yield [member, op[member] as Json, path];
    }
  }

  const relative = operator("relative");
  const proportional = operator("proportional");
  for (const [name, op, fn] of [
    ["relative", relative, addNumbers],
    ["proportional", proportional, multiplyNumbers],
  ] as const) {
    for (const [member, value, path] of operands(name, op)) {
      // A member the object sets itself wins over the operator on the inherited value.
      if (hasOwn(raw.json, member)) continue;
      const current =
        own(out, member) ??
        (family.rules.defaults && hasOwn(family.rules.defaults, member) ? family.rules.defaults[member] : undefined);
      const result = fn(current, value);
      if (result === undefined) {
        sink.warn(
          { ...at, path },
          "G-17",
          `${name}.${member} cannot be applied to the inherited value ${JSON.stringify(own(out, member))}; ignored`,
        );
        continue;
      }
      setOwn(out, member, result);
    }
  }

  for (const [member, value] of operands("extend", operator("extend"))) {
    const custom = ownRule(family.rules.extend, member);
    if (custom) setOwn(out, member, custom(own(out, member), value));
    else setOwn(out, member, appendUnique(own(out, member), value));
  }
  for (const [member, value] of operands("delete", operator("delete"))) {
    const custom = ownRule(family.rules.remove, member);
    const current = own(out, member);
    // A custom rule may also remember what was deleted (a monster's weak points from its sets).
    if (current === undefined && !custom) continue;
    setOwn(out, member, custom ? custom(current, value) : removeValues(current as Json, value));
  }
  return out;
}

/** A family's custom operator for a member the input names (`hasOwnProperty` is no custom rule). */
function ownRule<F>(rules: Readonly<Record<string, F>> | undefined, member: string): F | undefined {
  return rules !== undefined && Object.hasOwn(rules, member) ? rules[member] : undefined;
}

function deepMerge(inherited: Json | undefined, value: Json, path: string, deep: ReadonlySet<string>): Json {
  if (!isJsonObject(inherited) || !isJsonObject(value)) return value;
  const out = copyObject(inherited);
  for (const key of Object.keys(value)) {
    const sub = `${path}.${key}`;
    const v = value[key] as Json;
    setOwn(out, key, deep.has(sub) ? deepMerge(own(inherited, key), v, sub, deep) : v);
  }
  return out;
}

const asList = (v: Json): Json[] => (Array.isArray(v) ? v : [v]);

function appendUnique(inherited: Json | undefined, extension: Json): Json {
  // Extending a map (a monster's `armor`) adds its members, as the game's loader does.
  if (isJsonObject(extension) && (inherited === undefined || isJsonObject(inherited))) {
    const out = inherited === undefined ? {} : copyObject(inherited);
    for (const key of Object.keys(extension)) if (!isCommentKey(key)) setOwn(out, key, extension[key] as Json);
    return out;
  }
  const base = inherited === undefined ? [] : asList(inherited);
  const seen = new Set(base.map((v) => JSON.stringify(v)));
  const out = [...base];
  for (const v of asList(extension)) {
    const key = JSON.stringify(v);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(v);
    }
  }
  return out;
}

function removeValues(current: Json, removal: Json): Json {
  if (!Array.isArray(current)) return current;
  const gone = new Set(asList(removal).map((v) => JSON.stringify(v)));
  return current.filter((v) => !gone.has(JSON.stringify(v)));
}

/**
 * `relative` (add) or `proportional` (multiply) applied to an inherited value, or to the kind's
 * default when nothing is inherited; undefined when it cannot apply. Shared by the loader and by
 * `show`'s explanation (catalogue/origins.ts), so the two agree.
 */
export function applyNumberOperator(
  how: "relative" | "proportional",
  inherited: Json | undefined,
  operand: Json,
): Json | undefined {
  return how === "relative" ? addNumbers(inherited, operand) : multiplyNumbers(inherited, operand);
}

/** Adds numbers; objects member by member; damage-instance arrays by `damage_type`. */
function addNumbers(inherited: Json | undefined, delta: Json): Json | undefined {
  return combine(inherited, delta, (a, b) => a + b, 0);
}

function multiplyNumbers(inherited: Json | undefined, factor: Json): Json | undefined {
  return combine(inherited, factor, (a, b) => a * b, undefined);
}

function combine(
  inherited: Json | undefined,
  operand: Json,
  op: (a: number, b: number) => number,
  missing: number | undefined,
): Json | undefined {
  if (typeof operand === "number") {
    if (typeof inherited === "number") return op(inherited, operand);
    if (inherited === undefined) return missing === undefined ? undefined : op(missing, operand);
    if (typeof inherited === "string") return combineUnitString(inherited, operand, op);
    // A single factor or offset on an object (`proportional: {armor: 0.5}`) applies to every number in it.
    if (isJsonObject(inherited)) {
      const out = copyObject(inherited);
      for (const key of Object.keys(inherited)) {
        const v = inherited[key];
        if (typeof v === "number") setOwn(out, key, op(v, operand));
      }
      return out;
    }
    return undefined;
  }
  if (isJsonObject(operand)) {
    if (Array.isArray(inherited)) return combineDamage(inherited, operand, op);
    const base = isJsonObject(inherited) ? copyObject(inherited) : inherited === undefined ? {} : undefined;
    if (!base) return undefined;
    for (const key of Object.keys(operand)) {
      if (isCommentKey(key)) continue;
      const r = combine(own(base, key), operand[key] as Json, op, missing);
      if (r !== undefined) setOwn(base, key, r);
    }
    return base;
  }
  if (Array.isArray(operand) && Array.isArray(inherited)) {
    let out: Json | undefined = inherited;
    for (const part of operand) {
      if (!isJsonObject(part) || !Array.isArray(out)) return undefined;
      out = combineDamage(out, part, op);
    }
    return out;
  }
  return undefined;
}

/** `"81500 g"` times 1.2 is `"97800 g"`: unit strings keep their unit. */
function combineUnitString(value: string, operand: number, op: (a: number, b: number) => number): Json | undefined {
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*([A-Za-z]+)\s*$/.exec(value);
  if (!m) return undefined;
  const result = op(Number(m[1]), operand);
  return `${Math.round(result * 1000) / 1000} ${m[2]}`;
}

/** `relative: {melee_damage: [{damage_type: "cut", amount: 2}]}` style operands on damage lists. */
function combineDamage(list: Json[], operand: JsonObject, op: (a: number, b: number) => number): Json {
  const type = own(operand, "damage_type");
  return list.map((entry) => {
    if (!isJsonObject(entry) || (type !== undefined && own(entry, "damage_type") !== type)) return entry;
    const out = copyObject(entry);
    for (const key of Object.keys(operand)) {
      const a = own(entry, key);
      const b = operand[key];
      if (typeof a === "number" && typeof b === "number") setOwn(out, key, op(a, b));
    }
    return out;
  });
}
