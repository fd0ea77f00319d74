/**
 * The modder's own files, checked against the member catalogue: members no loader of the game
 * reads (MOD-unknown-member), types the game does not have (MOD-unknown-type), and references to
 * ids no loaded file defines (MOD-unknown-id). Independent of what cdda-sim models: every object
 * of every type is checked, as the game checks it.
 */
import { statSync } from "node:fs";
import { appendPath, type PathSegment } from "../json/path.js";
import type { ProblemSink } from "../problems.js";
import { KINDS, kindsOfType } from "../kinds/index.js";
import type { KindDef } from "../kinds/kind.js";
import { definedIn, indexIds, type IdIndex } from "./ids.js";
import { knownTypes, membersOf } from "./index.js";
import { namespaceOf, referencesOf, type Ref } from "./refs.js";
import { ANY_MEMBER_TYPES } from "./extra.js";
import { renamedMember, retiredMember, STILL_READ, stillReadId } from "./renamed.js";
import { didYouMean } from "./suggest.js";
import { readTextFile } from "../json/text.js";

export const UNKNOWN_MEMBER = "MOD-unknown-member";
export const UNKNOWN_TYPE = "MOD-unknown-type";
export const UNKNOWN_ID = "MOD-unknown-id";
/** A member the game still reads under its old name, asking for the new one. */
export const OLD_MEMBER = "MOD-old-member";

const accepted = new Map<string, ReadonlySet<string> | undefined>();

/** The catalogue's members, and those cdda-sim's own loader reads for the type (the specification's forms). */
function acceptedMembers(type: string): ReadonlySet<string> | undefined {
  if (accepted.has(type)) return accepted.get(type);
  const game = membersOf(type);
  const modelled = kindsOfType(type).flatMap((k) => [...((KINDS[k] as KindDef<unknown>).members ?? [])]);
  const set = game || modelled.length > 0 ? new Set([...(game ?? []), ...modelled]) : undefined;
  accepted.set(type, set);
  return set;
}

/** Inheritance members whose own members are the type's members. */
const MEMBER_LISTS = ["extend", "delete", "relative", "proportional"];

/**
 * Members of a weak point (src/weakpoint.cpp weakpoint::load), over the game's versions: a mod
 * written for an older game may still say `armor_offset` or `required_effects`, and only a member
 * no version reads is flagged (a misspelt `coverge`).
 */
const WEAKPOINT_MEMBERS: ReadonlySet<string> = new Set([
  "id",
  "name",
  "coverage",
  "coverage_mult",
  "difficulty",
  "armor_mult",
  "armor_offset",
  "armor_penalty",
  "damage_mult",
  "crit_mult",
  "effects",
  "required_effects",
  "condition",
  "is_good",
  "is_head",
]);
/** Members of a weak point's effect (weakpoint_effect::load). */
const WEAKPOINT_EFFECT_MEMBERS: ReadonlySet<string> = new Set([
  "effect",
  "chance",
  "permanent",
  "duration",
  "intensity",
  "damage_required",
  "message",
  "effect_on_conditions",
]);
/** Types holding weak points, in `weakpoints` (and, for a monster, `extend.weakpoints`). */
const WEAKPOINT_HOLDERS: ReadonlySet<string> = new Set(["MONSTER", "weakpoint_set"]);

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

interface Found {
  readonly file: string;
  readonly path: string;
  readonly type: string;
  readonly id: string | undefined;
  readonly refs: readonly Ref[];
}

/** Checks one object's members; returns its references for checking once every id is known. */
export function lintObject(
  json: Record<string, unknown>,
  where: { readonly file: string; readonly path: string },
  sink: ProblemSink,
): Found | undefined {
  const type = json["type"];
  if (typeof type !== "string") return undefined;
  const idValue = json["id"] ?? json["abstract"] ?? stillReadId(type, json);
  const id =
    typeof idValue === "string"
      ? idValue
      : Array.isArray(idValue) && typeof idValue[0] === "string"
        ? idValue[0]
        : undefined;
  const at = (segments: readonly PathSegment[]) => ({
    file: where.file,
    path: segments.reduce<string>((p, s) => appendPath(p, s), where.path),
    kind: type,
    ...(id !== undefined ? { id } : {}),
  });
  // A loader that lets unread members be: nothing to check but the references.
  if (ANY_MEMBER_TYPES.has(type)) return { ...where, type, id, refs: referencesOf(type, json) };
  const members = acceptedMembers(type);
  if (!members) {
    if (type !== "MOD_INFO")
      sink.warn(
        at(["type"]),
        UNKNOWN_TYPE,
        `the game has no object type ${JSON.stringify(type)}${didYouMean(type, knownTypes())}`,
      );
    return undefined;
  }
  // A member the game renamed gets its new form; a typo, the closest name.
  const old = Object.hasOwn(STILL_READ, type) ? STILL_READ[type] : undefined;
  const hint = (k: string, known: ReadonlySet<string>): string => {
    if (known !== members) return didYouMean(k, known);
    const renamed = renamedMember(type, k) ?? (old?.member === k ? JSON.stringify(old.today) : undefined);
    if (renamed !== undefined) return ` (renamed: today the game reads ${renamed})`;
    const retired = retiredMember(type, k);
    return retired === undefined ? didYouMean(k, known) : ` (${retired})`;
  };
  const check = (
    o: Record<string, unknown>,
    base: readonly PathSegment[],
    known: ReadonlySet<string> = members,
    what = `objects of type ${type}`,
  ): void => {
    for (const k of Object.keys(o)) {
      if (k.startsWith("//") || known.has(k)) continue;
      if (o === json && old?.member === k && stillReadId(type, json) !== undefined) {
        sink.warn(
          at([k]),
          OLD_MEMBER,
          `the game still reads ${JSON.stringify(k)} as the id of ${what}, but renamed it: write ${JSON.stringify(old.today)}`,
        );
        continue;
      }
      sink.warn(
        at([...base, k]),
        UNKNOWN_MEMBER,
        `the game reads no member ${JSON.stringify(k)} in ${what}${hint(k, known)}`,
      );
    }
  };
  check(json, []);
  for (const k of MEMBER_LISTS) {
    const v = json[k];
    if (v !== null && typeof v === "object" && !Array.isArray(v)) check(v as Record<string, unknown>, [k]);
  }
  if (WEAKPOINT_HOLDERS.has(type)) {
    const ext = json["extend"];
    const lists: [readonly PathSegment[], unknown][] = [[["weakpoints"], json["weakpoints"]]];
    if (isRecord(ext)) lists.push([["extend", "weakpoints"], ext["weakpoints"]]);
    for (const [base, list] of lists) {
      if (!Array.isArray(list)) continue;
      list.forEach((point, i) => {
        if (!isRecord(point)) return;
        check(point, [...base, i], WEAKPOINT_MEMBERS, "a weak point");
        const effects = point["effects"];
        if (Array.isArray(effects))
          effects.forEach((e, j) => {
            if (isRecord(e)) check(e, [...base, i, "effects", j], WEAKPOINT_EFFECT_MEMBERS, "a weak point's effect");
          });
      });
    }
  }
  const refs = referencesOf(type, json);
  const from = json["copy-from"];
  // cdda-sim's loader reports a broken copy-from of the kinds it decodes (G-17); for the kinds it
  // reads leniently or not at all the catalogue does, as the game's loader would.
  if (typeof from === "string" && !strictlyLoaded(type))
    refs.push({
      segments: ["copy-from"],
      namespace: namespaceOf(type),
      id: from,
      copyFrom: from === ownName(type, json, id) ? "self" : "other",
    });
  return { ...where, type, id, refs };
}

/** The id an object is known by: a monster faction's is its `name`. */
function ownName(type: string, json: Record<string, unknown>, id: string | undefined): string | undefined {
  return id ?? (type === "MONSTER_FACTION" && typeof json["name"] === "string" ? json["name"] : undefined);
}

/** Whether cdda-sim's loader decodes objects of this type strictly (and so reports their copy-from). */
function strictlyLoaded(type: string): boolean {
  return kindsOfType(type).some((k) => (KINDS[k] as KindDef<unknown>).lazy !== true);
}

/**
 * Checks references against the ids defined (an abstract id or an id of the object itself counts).
 * A copy-from may name an abstract id too; one naming the object's own id amends an earlier
 * definition, which `definedElsewhere` (the id in another file) must show.
 */
export function checkRefs(
  found: readonly Found[],
  index: IdIndex,
  sink: ProblemSink,
  definedElsewhere: (namespace: string, id: string, file: string) => boolean = () => true,
): void {
  for (const f of found)
    for (const r of f.refs) {
      const defined = index.get(r.namespace);
      if (r.copyFrom === "self" ? definedElsewhere(r.namespace, r.id, f.file) : defined?.has(r.id)) continue;
      if (r.copyFrom === "other" && index.get(`abstract:${r.namespace}`)?.has(r.id)) continue;
      const path = r.segments.reduce<string>((p, s) => appendPath(p, s), f.path);
      if (r.copyFrom !== undefined) {
        sink.warn(
          { file: f.file, path, kind: f.type, ...(f.id !== undefined ? { id: f.id } : {}) },
          UNKNOWN_ID,
          r.copyFrom === "self"
            ? `copy-from names the object's own id ${JSON.stringify(r.id)}, but no earlier ${r.namespace} defines it to amend`
            : `copy-from names ${JSON.stringify(r.id)}, but no ${r.namespace} has that id or abstract id${didYouMean(r.id, defined ?? [])}`,
        );
        continue;
      }
      sink.warn(
        { file: f.file, path, kind: f.type, ...(f.id !== undefined ? { id: f.id } : {}) },
        UNKNOWN_ID,
        `no ${r.namespace === "ITEM" ? "item" : r.namespace} has the id ${JSON.stringify(r.id)}${didYouMean(r.id, defined ?? [])}`,
      );
    }
}

const mtime = (file: string): number => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

/**
 * Lints the own files (their text given, or read), checking references against the ids of every
 * file (own and base). `texts` lets an editor pass unsaved text.
 */
export function lintFiles(
  own: readonly string[],
  /** Every file loaded, for the ids references are checked against; undefined: references are not checked. */
  all: readonly string[] | undefined,
  sink: ProblemSink,
  texts: ReadonlyMap<string, string> = new Map(),
): void {
  const found: Found[] = [];
  const ownIds: [string, string][] = [];
  for (const file of own) {
    let json: unknown;
    // Only a regular file's text (a FIFO would block the read); the loader reports the others.
    const read = texts.has(file) ? { ok: true as const, text: texts.get(file) ?? "" } : readTextFile(file);
    if (!read.ok) continue;
    try {
      json = JSON.parse(read.text);
    } catch {
      continue; // the loader reports syntax errors
    }
    const list = Array.isArray(json) ? json : [json];
    list.forEach((o, i) => {
      if (o === null || typeof o !== "object" || Array.isArray(o)) return;
      const f = lintObject(o as Record<string, unknown>, { file, path: Array.isArray(json) ? `$[${i}]` : "$" }, sink);
      if (f) found.push(f);
      if (f?.id !== undefined && texts.has(file)) ownIds.push([f.type, f.id]);
    });
  }
  if (all === undefined || !found.some((f) => f.refs.length > 0)) return;
  const index = indexIds(
    all.filter((f) => !texts.has(f)),
    mtime,
  );
  const merged = new Map<string, Set<string>>([...index].map(([k, v]) => [k, new Set(v)]));
  for (const [type, id] of ownIds) {
    const ns = namespaceOf(type);
    const set = merged.get(ns) ?? new Set<string>();
    set.add(id);
    merged.set(ns, set);
  }
  checkRefs(found, merged, sink, (ns, id, file) => definedIn(all, ns, id, file));
}
