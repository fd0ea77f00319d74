/**
 * What a content kind tells the loader: how to find its ids, how it inherits, which members it
 * knows, how to decode one resolved object into a clean TypeScript value, and which cross-object
 * rules to check once everything is loaded.
 */
import type { TextSearch } from "../json/file_text.js";
import type { PathSegment } from "../json/path.js";
import { own, type JsonObject } from "../json/types.js";
import type { InheritRules } from "../inherit.js";
import type { At } from "../problems.js";
import type { DecodeTarget, RuleMap } from "../codec/decode.js";

export interface DecodeCtx extends DecodeTarget {
  /** `id`: the id the object registers under (first id for multi-id objects). */
  readonly id: string | undefined;
}

export interface RefOptions {
  /** Report a dangling reference as a warning rather than an error. */
  readonly warnOnly?: boolean;
}

export interface CheckCtx extends DecodeTarget {
  /** Checks that `id` names a loaded object of `kind`; reports a dangling reference otherwise. */
  ref(kind: string, id: string, segments: readonly PathSegment[], rule: string, options?: RefOptions): boolean;
  /** An `At` for a member path inside the object being checked. */
  atMember(...segments: PathSegment[]): At;
}

export interface KindDef<T> {
  /** Registry name of the kind (`climbing_aid`, `monster`, `update_mapgen`, ...). */
  readonly kind: string;
  /** Human label for summaries ("camp mission recipes"). */
  readonly label: string;
  /** copy-from lookups happen within a family (every item type is one family); default: the kind. */
  readonly family?: string;
  readonly inherit?: InheritRules;
  /** Top-level members the kind knows; any other member is a warning (G-6). Undefined: no check. */
  readonly members?: ReadonlySet<string>;
  /** Requirement IDs by member path, for type errors. */
  readonly rules: RuleMap;
  /** Ids an object registers under; default: its string `id`, or each string of an `id` array. */
  idsOf?(json: JsonObject): readonly string[];
  /**
   * Decode on first use instead of at load: for tolerant projections of referenced kinds (items,
   * effects, ...), which validation needs only as ids. Such kinds report no problems.
   */
  readonly lazy?: boolean;
  /**
   * Objects of an otherwise strict kind that are tolerant projections (ordinary recipes beside
   * upgrade missions): decoded on first use, never checked, no problems reported.
   */
  deferred?(json: JsonObject): boolean;
  /**
   * For validation: true when a file's text shows that every object of this kind in it is
   * `deferred` (no recipe there names a `construction_blueprint`). Such a file may be left unread;
   * the kind's table is then partial: rules run on the objects read, the rest is read on first use.
   */
  deferredText?(text: TextSearch): boolean;
  /**
   * For such a kind: the members `idsOf` reads besides id, abstract and copy-from (a recipe's
   * result, id_suffix, variant). Ids of unread objects come from these alone.
   */
  readonly idMembers?: readonly string[];
  /** Objects without ids (overmap mapgen) are kept under a synthetic key instead of rejected. */
  readonly anonymous?: boolean;
  /** Duplicate ids: the later replaces the earlier with a warning, or all are kept as alternatives. */
  readonly duplicates: "replace" | "alternatives";
  decode(json: JsonObject, ctx: DecodeCtx): T | undefined;
  /** Cross-object rules and references, run after every kind is decoded. */
  check?(value: T, ctx: CheckCtx, content: ContentLike): void;
  /** Labels this value counts towards in the summary (e.g. "with examine_action"). */
  subcounts?(value: T): readonly string[];
}

/** The registry seen from a kind's check: loosely typed, since kinds must not depend on each other. */
export interface ContentLike {
  table(kind: string): TableLike | undefined;
}

export interface TableLike {
  has(id: string): boolean;
  get(id: string): unknown;
  /** Like get, without reading the unread files of a partial table (checks use it). */
  peek(id: string): unknown;
  /** The definition in force for every id, in load order. */
  values(): unknown[];
  /** Every definition of an id, in load order (nested mapgen alternatives, G-7). */
  all(id: string): readonly unknown[];
  /** The definitions in force decoded at load: strict objects, without tolerant projections. */
  checkedValues(): unknown[];
  /** Every definition loaded as base content (the core game under a mod). */
  baseValues(): unknown[];
}

export function defaultIds(json: JsonObject): readonly string[] {
  const id = own(json, "id");
  if (typeof id === "string") return [id];
  if (Array.isArray(id)) return id.filter((x): x is string => typeof x === "string");
  return [];
}
