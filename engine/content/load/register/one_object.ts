/** Registering one object: decoded now (`registerNow`), or on first read (`registerLazy`). */
import { warnUnknownMembers } from "../../codec/decode.js";
import { inheritedFrom, type Resolved } from "../../inherit.js";
import type { RawObject } from "../../json/types.js";
import { own } from "../../json/types.js";
import { type At, type ProblemSink, SILENT } from "../../problems.js";
import type { ContentTable } from "../../registry.js";
import { defaultIds, type KindDef } from "../../kinds/kind.js";
import { loadUnitOf } from "../../mods.js";
import { withinBounds } from "../../bounds.js";
import type { Resolve } from "./context.js";

/**
 * Runs one object's decoding or checks so that nothing it throws escapes: content deep or odd
 * enough to break them (a value nested thousands of levels, say) becomes a problem at the object.
 */
export function guarded<T>(sink: ProblemSink, at: At, def: KindDef<unknown>, work: () => T): T | undefined {
  try {
    return work();
  } catch (e) {
    sink.error(at, def.rules[""] ?? "G-15", `this ${def.kind} could not be read: ${(e as Error).message}`);
    return undefined;
  }
}

/**
 * Registers an object of a tolerant kind by its own ids; inheritance and decoding happen on first
 * access. Objects whose ids are inherited are resolved now, since their ids are needed.
 */
export function registerLazy(
  table: ContentTable<unknown>,
  def: KindDef<unknown>,
  raw: RawObject,
  resolve: Resolve,
): void {
  const idsOf = def.idsOf ?? defaultIds;
  let ids = idsOf(raw.json);
  if (ids.length === 0 && own(raw.json, "copy-from") !== undefined) ids = idsOf(resolve(raw)?.json ?? raw.json);
  if (ids.length === 0) {
    if (!def.anonymous) return;
    ids = [`@${raw.file}${raw.path}`];
  }
  const at: At = { file: raw.file, path: raw.path, kind: def.kind, id: ids[0] as string };
  let decoded: { v: unknown } | undefined;
  const value = (): unknown => {
    if (!decoded) {
      const r = resolve(raw);
      decoded = {
        v: r
          ? guarded(SILENT, at, def, () => def.decode(r.json, { at, sink: SILENT, rules: def.rules, id: ids[0] }))
          : undefined,
      };
    }
    return decoded.v;
  };
  for (const id of ids) {
    table.add({
      get value() {
        return value();
      },
      id,
      at,
      base: raw.base,
      lazy: true,
    });
  }
}

/**
 * Registers the objects of one kind: abstract templates are only checked for unknown members;
 * tolerant kinds and objects the kind defers go lazy; the rest are resolved, decoded and added by
 * each of their ids (a later definition replaces an earlier one, with a warning, G-7).
 */
export function registerNow(
  def: KindDef<unknown>,
  table: ContentTable<unknown>,
  raws: readonly RawObject[],
  resolve: Resolve,
  sinkFor: (raw: RawObject) => ProblemSink,
): void {
  for (const raw of raws) {
    const abstract = own(raw.json, "abstract");
    // Numbers out of their member's range refuse the object where they are written (templates
    // too, whose values their children inherit); see ../../bounds.ts.
    const named = own(raw.json, "id") ?? abstract;
    const written: At = {
      file: raw.file,
      path: raw.path,
      kind: def.kind,
      ...(typeof named === "string" ? { id: named } : {}),
    };
    if (!withinBounds(raw.json, written, def.rules, sinkFor(raw))) continue;
    if (typeof abstract === "string" && own(raw.json, "id") === undefined) {
      if (def.members && !raw.base && !def.lazy) {
        warnUnknownMembers(raw.json, def.members, {
          at: { file: raw.file, path: raw.path, kind: def.kind, id: abstract },
          sink: sinkFor(raw),
          rules: def.rules,
        });
      }
      continue;
    }
    if (def.lazy || raw.unchecked === true) {
      registerLazy(table, def, raw, resolve);
      continue;
    }
    const sink = sinkFor(raw);
    const r = resolve(raw);
    if (r && def.deferred?.(r.json)) {
      registerLazy(table, def, raw, resolve);
      continue;
    }
    // Ids come from the resolved object: a recipe's id is built from its (possibly inherited) result.
    const ids = (def.idsOf ?? defaultIds)(r?.json ?? raw.json);
    const label = ids[0];
    const at: At = { file: raw.file, path: raw.path, kind: def.kind, ...(label !== undefined ? { id: label } : {}) };
    const target = { at, sink, rules: def.rules };
    if (def.members && !raw.base) warnUnknownMembers(raw.json, def.members, target);
    if (!r) continue; // inheritance failed; already reported
    if (ids.length === 0 && !def.anonymous) {
      sink.error(at, def.rules["id"] ?? "G-1", `a ${def.kind} object needs an id`);
      continue;
    }
    const decodeSink = r.from ? inheritedQuiet(sink, r) : sink;
    const value = guarded(sink, at, def, () => def.decode(r.json, { ...target, sink: decodeSink, id: ids[0] }));
    if (value === undefined) continue;
    const keys = ids.length > 0 ? ids : [`@${raw.file}${raw.path}`];
    for (const id of keys) {
      const previous = table.add({ value, id, at, base: raw.base });
      if (
        previous &&
        def.duplicates === "replace" &&
        !previous.base &&
        loadUnitOf(previous.at.file) === loadUnitOf(at.file)
      ) {
        sink.warn(
          at,
          "G-7",
          `${def.kind} ${JSON.stringify(id)} is defined again; this definition replaces the one at ${previous.at.file} ${previous.at.path}`,
        );
      }
    }
  }
}

/** The member a problem's path starts with inside the object at `objectPath` (`$[3]` -> `special_attacks`). */
function memberOf(path: string | undefined, objectPath: string): string | undefined {
  if (path === undefined || !path.startsWith(objectPath)) return undefined;
  const rest = path.slice(objectPath.length);
  const m = /^\.([^.[]+)|^\["((?:[^"\\]|\\.)*)"\]/.exec(rest);
  if (!m) return undefined;
  return m[1] ?? (m[2] !== undefined ? (JSON.parse(`"${m[2]}"`) as string) : undefined);
}

/**
 * A sink for decoding an object with copy-from that leaves out the warnings about a member it
 * inherits untouched from a concrete object: that object is decoded too and warns about it at the
 * place it is written, once, rather than once for every object copying it, at a path the copy does
 * not have (a DinoMod leap attack's missing min_range was said for five monsters copying it).
 * From an abstract template (never decoded by itself) the copy's warning is the only one, and kept.
 */
function inheritedQuiet(sink: ProblemSink, r: Resolved): ProblemSink {
  return {
    error: (at, rule, message) => sink.error(at, rule, message),
    warn: (at, rule, message) => {
      const member = memberOf(at.path, r.raw.path);
      const owner = member === undefined ? undefined : inheritedFrom(r, member);
      if (owner !== undefined && own(owner.json, "id") !== undefined) return;
      sink.warn(at, rule, message);
    },
  };
}
