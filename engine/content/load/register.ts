/**
 * The registering phase of a load: inheritance is resolved per family (every item type is one
 * family), each object decoded with its kind's codec and added to its kind's table by id. Kinds
 * with files set aside (Reading.deferredFiles) fill their tables on first read.
 */
import { SILENT } from "../problems.js";
import { readFileLater, type RawObject } from "../json/read.js";
import { own, setOwn, type Json, type JsonObject } from "../json/types.js";
import { familyResolver, isCommentKey, type Resolved } from "../inherit.js";
import { warnUnknownMembers } from "../codec/decode.js";
import type { At, ProblemSink } from "../problems.js";
import type { ContentTable } from "../registry.js";
import { classify, KINDS, type KindName } from "../kinds/index.js";
import { defaultIds, type KindDef } from "../kinds/kind.js";
import { familyOf, KIND_NAMES, type DeferredFile, type Reading } from "./reading.js";

export type Tables = Record<KindName, ContentTable<unknown>>;

interface Family {
  readonly def: KindDef<unknown>;
  readonly kinds: KindName[];
}

/** Registers every family whose kinds the reading holds. */
export function registerFamilies(reading: Reading, tables: Tables, problems: ProblemSink): void {
  const { byKind, deferredFiles } = reading;
  const sinkFor = (raw: RawObject): ProblemSink => reading.sinkFor(raw);

  const families = new Map<string, Family>();
  for (const k of KIND_NAMES) {
    if (!reading.holds(k)) continue;
    const name = familyOf(k);
    const fam = families.get(name);
    if (fam) fam.kinds.push(k);
    else families.set(name, { def: KINDS[k] as KindDef<unknown>, kinds: [k] });
  }
  const resolverFor = (
    name: string,
    def: KindDef<unknown>,
    objects: RawObject[],
    more?: () => readonly RawObject[],
    quiet?: ProblemSink,
    moreBaseFiles: readonly string[] = [],
  ): ((raw: RawObject) => Resolved | undefined) => {
    objects.sort((a, b) => a.order - b.order);
    const rules = def.inherit ?? {};
    const family = {
      name,
      rules: def.members && !rules.members ? { ...rules, members: def.members } : rules,
      objects,
      idsOf: def.idsOf ?? defaultIds,
      ...(more ? { more } : {}),
    };
    // Problems of base objects, and of tolerant kinds, are not the user's to see.
    const baseFiles = new Set([...objects.filter((r) => r.base).map((r) => r.file), ...moreBaseFiles]);
    const sink: ProblemSink =
      quiet ??
      (def.lazy
        ? SILENT
        : {
            error: (at, rule, msg) => (baseFiles.has(at.file) ? undefined : problems.error(at, rule, msg)),
            warn: (at, rule, msg) => (baseFiles.has(at.file) ? undefined : problems.warn(at, rule, msg)),
          });
    return familyResolver(family, sink);
  };

  /** Parses deferred files, keeping the objects of the family's kinds. */
  const readDeferred = (later: readonly DeferredFile[], kinds: readonly KindName[]): RawObject[] => {
    const out: RawObject[] = [];
    for (const f of later) {
      readFileLater(
        f.file,
        f.ordinal,
        f.base,
        SILENT,
        (raw) => {
          const c = classify(raw.json);
          if ("kind" in c && kinds.includes(c.kind)) out.push(raw);
        },
        f.text,
      );
    }
    return out;
  };
  const kindOf = (raw: RawObject): KindName | undefined => {
    const c = classify(raw.json);
    return "kind" in c ? c.kind : undefined;
  };

  for (const [name, fam] of families) {
    const objects = fam.kinds.flatMap((k) => byKind.get(k) ?? []);
    const later = deferredFiles.get(name);
    if (later && fam.kinds.some((k) => !KINDS[k].lazy)) {
      registerPartial(name, fam, objects, later);
      continue;
    }
    if (later) {
      // Tolerant kinds with unread files: the family is read, resolved and registered on first use.
      const fill = (): void => {
        for (const f of later) {
          readFileLater(f.file, f.ordinal, f.base, SILENT, (raw) => {
            const c = classify(raw.json);
            if ("kind" in c && fam.kinds.includes(c.kind)) objects.push(raw);
          });
        }
        const resolve = resolverFor(name, fam.def, objects);
        for (const raw of objects) {
          const c = classify(raw.json);
          if ("kind" in c) registerLazy(tables[c.kind], KINDS[c.kind] as KindDef<unknown>, raw, resolve);
        }
      };
      let filled = false;
      const once = (): void => {
        if (filled) return;
        filled = true;
        fill();
      };
      for (const k of fam.kinds) tables[k].fillOnFirstRead(once);
      continue;
    }
    const resolve = resolverFor(name, fam.def, objects);
    for (const k of fam.kinds) registerKind(k, byKind.get(k) ?? [], resolve);
  }

  /**
   * A kind with rules whose unread files hold only tolerant projections (KindDef.deferredText):
   * the objects read are registered and checked now; the unread files are read when a copy-from
   * needs them, when one of them copies a checked object (the copy is checked too), or on the
   * table's first full read.
   */
  function registerPartial(name: string, fam: Family, objects: RawObject[], later: readonly DeferredFile[]): void {
    let extra: RawObject[] | undefined;
    const readLater = (): RawObject[] => (extra ??= readDeferred(later, fam.kinds));
    let reduced: { objects: RawObject[]; whole: boolean } | undefined;
    /**
     * The unread files' objects with only what ids and copy-from resolution read (see
     * reduceForInheritance): the parsed objects die young instead of being kept. `whole` when
     * they are the full objects (already read, or a numeric operator needs inherited values).
     */
    const readReduced = (): { objects: RawObject[]; whole: boolean } => {
      if (extra) return { objects: extra, whole: true };
      if (reduced) return reduced;
      const out: RawObject[] = [];
      let whole = false;
      for (const f of later) {
        readFileLater(
          f.file,
          f.ordinal,
          f.base,
          SILENT,
          (raw) => {
            const c = classify(raw.json);
            if (!("kind" in c) || !fam.kinds.includes(c.kind)) return;
            const json = reduceForInheritance(raw.json, fam.def);
            if (json === undefined) whole = true;
            else out.push({ ...raw, json });
          },
          f.text,
        );
      }
      reduced = whole ? { objects: readLater(), whole: true } : { objects: out, whole: false };
      return reduced;
    };
    const resolve = resolverFor(
      name,
      fam.def,
      objects,
      readLater,
      undefined,
      later.filter((f) => f.base).map((f) => f.file),
    );
    const idsOf = fam.def.idsOf ?? defaultIds;
    const checked = new Set<string>();
    for (const raw of objects) {
      const r = resolve(raw);
      if (!r || fam.def.deferred?.(r.json) !== false) continue;
      for (const id of idsOf(r.json)) checked.add(id);
      const abstract = own(raw.json, "abstract");
      if (typeof abstract === "string") checked.add(abstract);
    }
    if (later.some((f) => f.copyFrom?.some((id) => checked.has(id)))) {
      // Rare: read everything and register it in load order, as a full load would.
      const known = new Set(objects);
      const all = [...objects, ...readLater().filter((r) => !known.has(r))];
      const full = resolverFor(name, fam.def, all);
      for (const k of fam.kinds)
        registerKind(
          k,
          all.filter((r) => kindOf(r) === k),
          full,
        );
      return;
    }
    for (const k of fam.kinds) registerKind(k, byKind.get(k) ?? [], resolve);
    // A full load resolves every object's copy-from and reports what fails (G-17): so does this,
    // reading the unread files when one of them holds a copy-from (abstract templates are resolved
    // only through their children, as registerKind does).
    if (later.some((f) => (f.copyFrom?.length ?? 0) > 0)) {
      const unread = readReduced();
      // Reduced objects resolve apart from the loaded ones; only their own problems are reported
      // (those of the loaded objects come from `resolve`, once).
      const unreadFiles = new Set(later.filter((f) => !f.base).map((f) => f.file));
      const theirs: ProblemSink = {
        error: (at, rule, msg) => (unreadFiles.has(at.file) ? problems.error(at, rule, msg) : undefined),
        warn: (at, rule, msg) => (unreadFiles.has(at.file) ? problems.warn(at, rule, msg) : undefined),
      };
      const resolveUnread = unread.whole
        ? resolve
        : resolverFor(name, fam.def, [...objects, ...unread.objects], undefined, theirs);
      for (const raw of unread.objects) {
        if (own(raw.json, "copy-from") === undefined) continue;
        if (typeof own(raw.json, "abstract") === "string" && own(raw.json, "id") === undefined) continue;
        resolveUnread(raw);
      }
    }
    let filled = false;
    const fill = (): void => {
      if (filled) return;
      filled = true;
      for (const raw of readLater()) {
        const k = kindOf(raw);
        if (k !== undefined) registerLazy(tables[k], KINDS[k] as KindDef<unknown>, raw, resolve);
      }
    };
    // `has` needs only the ids of the unread files: read them without keeping their objects.
    const unreadIds = (): ReadonlySet<string> => {
      const ids = new Set<string>();
      const objs = readReduced().objects;
      // Only an object whose ids are inherited (a copy without its own result) needs resolving.
      let resolveAll: ((raw: RawObject) => Resolved | undefined) | undefined;
      for (const raw of objs) {
        let objectIds = idsOf(raw.json);
        if (objectIds.length === 0) {
          resolveAll ??= resolverFor(name, fam.def, [...objects, ...objs], undefined, SILENT);
          objectIds = idsOf(resolveAll(raw)?.json ?? raw.json);
        }
        for (const id of objectIds) ids.add(id);
      }
      return ids;
    };
    for (const k of fam.kinds) tables[k].fillOnFirstRead(fill, unreadIds);
  }

  function registerKind(
    k: KindName,
    raws: readonly RawObject[],
    resolve: (raw: RawObject) => Resolved | undefined,
  ): void {
    const def = KINDS[k] as KindDef<unknown>;
    const table = tables[k];
    for (const raw of raws) {
      const abstract = own(raw.json, "abstract");
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
      if (def.lazy) {
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
      const value = guarded(sink, at, def, () => def.decode(r.json, { ...target, id: ids[0] }));
      if (value === undefined) continue;
      const keys = ids.length > 0 ? ids : [`@${raw.file}${raw.path}`];
      for (const id of keys) {
        const previous = table.add({ value, id, at, base: raw.base });
        if (previous && def.duplicates === "replace" && !previous.base) {
          sink.warn(
            at,
            "G-7",
            `${def.kind} ${JSON.stringify(id)} is defined again; this definition replaces the one at ${previous.at.file} ${previous.at.path}`,
          );
        }
      }
    }
  }
}

/** Members resolving ids and copy-from reads whatever the kind: the loader's own. */
const INHERITANCE_MEMBERS: ReadonlySet<string> = new Set(["type", "id", "abstract", "copy-from", "extend", "delete"]);

/**
 * What inheritance reads of an object, for resolving the unread objects of a partial kind:
 * its identity (KindDef.idMembers), copy-from, abstract, extend and delete (which only ask whether
 * a member exists: every member the kind knows does, so only unknown members are kept besides).
 * Undefined when the object uses relative or proportional, which need the inherited values.
 */
function reduceForInheritance(json: JsonObject, def: KindDef<unknown>): JsonObject | undefined {
  if (own(json, "relative") !== undefined || own(json, "proportional") !== undefined) return undefined;
  const ids = def.idMembers;
  const out: JsonObject = {};
  for (const key of Object.keys(json)) {
    if (
      INHERITANCE_MEMBERS.has(key) ||
      ids?.includes(key) ||
      (def.members !== undefined && !def.members.has(key) && !isCommentKey(key))
    )
      setOwn(out, key, json[key] as Json);
  }
  return out;
}

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
function registerLazy(
  table: ContentTable<unknown>,
  def: KindDef<unknown>,
  raw: RawObject,
  resolve: (raw: RawObject) => Resolved | undefined,
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
