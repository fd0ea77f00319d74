/**
 * The bridge from io-ts to load problems: decode a value, and turn every failure into a problem
 * with the member's JSON path and the requirement ID of the rule broken. Unknown members are
 * reported here too, as warnings, since io-ts's exact types would drop them silently.
 */
import type * as t from "io-ts";
import { isLeft } from "fp-ts/lib/Either.js";
import { appendPath, flattenPath, joinPath, type LazyPath, type PathSegment } from "../json/path.js";
import { errorSegments, expectedName, unionOf } from "./error_path.js";
import { isJsonObject, type JsonObject } from "../json/types.js";
import { isCommentKey, LOADER_MEMBERS } from "../inherit.js";
import type { At, ProblemSink } from "../problems.js";
import { describe } from "../values/duration.js";

/**
 * Requirement IDs by member path: keys are member paths with `[]` for any index
 * (`blueprint_provides[].amount`), matched longest first; `""` is the fallback.
 */
export type RuleMap = Readonly<Record<string, string>>;

export interface DecodeTarget {
  readonly at: At;
  readonly sink: ProblemSink;
  readonly rules: RuleMap;
  /** Told of every member an ObjectReader reads: how the JSON Schema generator learns a kind's members. */
  readonly observe?: ReadObserver;
}

/** One member read by name: where (below the object), its names (aliases after the first), codec, default and rule. */
export interface MemberRead {
  readonly base: readonly PathSegment[];
  readonly names: readonly string[];
  /** Undefined for a member read raw (its shape is judged by hand). */
  readonly codec: t.Decoder<unknown, unknown> | undefined;
  /** The value an absent member reads as, when the reader gives one. */
  readonly fallback?: unknown;
  readonly rule: string | undefined;
}

export type ReadObserver = (read: MemberRead) => void;

export function ruleFor(rules: RuleMap, segments: readonly PathSegment[]): string {
  const parts = segments.map((s) => (typeof s === "number" ? "[]" : s));
  for (let n = parts.length; n > 0; n--) {
    const key = parts
      .slice(0, n)
      .join(".")
      .replace(/\.\[\]/g, "[]");
    const rule = rules[key];
    if (rule !== undefined) return rule;
  }
  return rules[""] ?? "G-6";
}

/**
 * The codec's result without the root context `decode` allocates per call: on the hot path every
 * member decodes, and a failure is decoded again by decodeAt, whose report needs the context.
 */
const NO_CONTEXT: t.Context = [];
export function quickDecode<A>(codec: t.Decoder<unknown, A>, value: unknown): t.Validation<A> {
  return codec.validate(value, NO_CONTEXT);
}

/** What decodeMember gives for a member that failed (its value may legitimately be undefined). */
export const FAILED: unique symbol = Symbol("failed");

/**
 * The one member-decoding path of every reader: the decoded value, or FAILED after each failure
 * was reported at the member's path, under `rule` or else the target's own rule map. The path is
 * flattened only for a report.
 */
export function decodeMember<A>(
  codec: t.Decoder<unknown, A>,
  value: unknown,
  target: DecodeTarget,
  path: LazyPath,
  rule?: string,
): A | typeof FAILED {
  const quick = quickDecode(codec, value);
  if (quick._tag === "Right") return quick.right;
  const reportTo = rule === undefined ? target : { at: target.at, sink: target.sink, rules: { "": rule } };
  const decoded = decodeAt(codec, value, reportTo, flattenPath(path));
  return decoded === undefined ? FAILED : decoded;
}

/** Decodes `value` found at `segments` inside the target object; undefined when it fails. */
export function decodeAt<A>(
  codec: t.Decoder<unknown, A>,
  value: unknown,
  target: DecodeTarget,
  segments: readonly PathSegment[] = [],
): A | undefined {
  const result = codec.decode(value);
  if (!isLeft(result)) return result.right;
  const seen = new Set<string>();
  for (const error of result.left) {
    const { path, message } = explain(error, segments);
    const full = joinPath(target.at.path, path);
    const key = `${full}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    target.sink.error({ ...target.at, path: full }, ruleFor(target.rules, path), message);
  }
  return undefined;
}

function explain(error: t.ValidationError, base: readonly PathSegment[]): { path: PathSegment[]; message: string } {
  const path = [...base, ...errorSegments(error, { stopAtUnion: true })];
  // A union reports every branch; report once, at the union, with the union's name.
  const union = unionOf(error);
  if (union) return { path, message: error.message ?? `expected ${union.type.name}, got ${describe(union.actual)}` };
  const expected = expectedName(error);
  const message =
    error.message ??
    (error.value === undefined
      ? `required member is missing (expected ${expected})`
      : `expected ${expected}, got ${describe(error.value)}`);
  return { path, message };
}

/**
 * Warns about members an object carries that the kind does not model (G-6), skipping comments
 * (every `//`-prefixed key, G-5) and the loader's own members.
 */
export function warnUnknownMembers(
  obj: unknown,
  known: ReadonlySet<string>,
  target: DecodeTarget,
  segments: readonly PathSegment[] = [],
  rule = "G-6",
): void {
  if (!isJsonObject(obj)) return;
  for (const key of Object.keys(obj as JsonObject)) {
    if (known.has(key) || isCommentKey(key) || (segments.length === 0 && LOADER_MEMBERS.has(key))) continue;
    const path = joinPath(target.at.path, [...segments, key]);
    target.sink.warn({ ...target.at, path }, rule, `unknown member ${JSON.stringify(key)} is ignored`);
  }
}

export function memberPath(target: DecodeTarget, ...segments: PathSegment[]): At {
  let path = target.at.path;
  for (const s of segments) path = appendPath(path, s);
  return { ...target.at, path };
}
