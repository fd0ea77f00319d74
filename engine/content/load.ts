/**
 * The content loader: read files and folders, classify objects by `type`, resolve inheritance,
 * decode every object with its kind's codec, register it by id, then check cross-object rules and
 * references. Every problem is collected with file, JSON path, line, object id, rule and
 * requirement ID; loading never throws on bad input.
 */
import { readFileSync } from "node:fs";
import { appendPath, splitPath, type PathSegment } from "./json/path.js";
import { makeLocator } from "./json/locate.js";
import { readFileLater, readRoots, type RawObject, type ReadHooks, type ReadRoot } from "./json/read.js";
import { own, setOwn, type Json, type JsonObject } from "./json/types.js";
import { familyResolver, isCommentKey, type Resolved } from "./inherit.js";
import { warnUnknownMembers } from "./codec/decode.js";
import { collectProblems, type At, type Problem, type ProblemSink } from "./problems.js";
import { ContentTable } from "./registry.js";
import { triage } from "./triage.js";
import { classify, KINDS, kindsOfType, UNMODELLED_TYPES, type KindName, type KindTypes } from "./kinds/index.js";
import { defaultIds, type CheckCtx, type ContentLike, type KindDef } from "./kinds/kind.js";

export type Content = { readonly [K in KindName]: ContentTable<KindTypes[K]> };

export interface LoadStats {
  readonly files: number;
  readonly bytes: number;
  readonly objects: number;
  readonly skippedFiles: number;
  /** Files left unparsed (see LoadOptions.skipUncheckedFiles): their JSON syntax was not checked. */
  readonly unparsedFiles: number;
  /** Objects of kinds the loader does not model, by `type` (user inputs only). */
  readonly skippedTypes: ReadonlyMap<string, number>;
  /** Objects decoded per kind (user inputs only, abstract templates excluded). */
  readonly perKind: Readonly<Record<KindName, number>>;
  /** Kinds whose files were left unread (see LoadOptions.skipUncheckedFiles): counted from the text. */
  readonly estimated: ReadonlySet<KindName>;
  /** Estimated kinds whose checked objects were read (upgrade missions among recipes): their subcounts are exact. */
  readonly partial: ReadonlySet<KindName>;
  /** Abstract templates per kind (user inputs only; never registered). */
  readonly abstracts: Readonly<Record<KindName, number>>;
  /** Extra counts per kind, e.g. terrain "with examine_action". */
  readonly subcounts: Readonly<Record<KindName, Readonly<Record<string, number>>>>;
}

export interface LoadResult {
  readonly content: Content;
  readonly problems: Problem[];
  readonly stats: LoadStats;
}

export interface LoadOptions {
  /** Skip looking up line numbers (faster when problems are not shown to a person). */
  readonly noLines?: boolean;
  /**
   * Leave unparsed the files no rule applies to: those holding only unmodelled kinds are counted
   * from their text, those holding only tolerant projections (items, traits, ...) are read when
   * something first reads those kinds. Their JSON syntax is then not checked. For validation,
   * where it saves most of the work; a simulation loads everything.
   */
  readonly skipUncheckedFiles?: boolean;
}

/** The registry seen through the loose interface kinds' checks use (also for helpers run after loading). */
export function contentLike(content: Content): ContentLike {
  const tables = content as unknown as Readonly<Record<string, ContentTable<unknown>>>;
  return { table: (kind) => (Object.prototype.hasOwnProperty.call(tables, kind) ? tables[kind] : undefined) };
}

const silent: ProblemSink = { error: () => undefined, warn: () => undefined };

/** Metadata objects that are not content and need no "skipped" warning. */
const SILENT_TYPES: ReadonlySet<string> = new Set(["MOD_INFO"]);

const KIND_NAMES = Object.keys(KINDS) as KindName[];
const familyOf = (k: KindName): string => KINDS[k].family ?? KINDS[k].kind;

interface DeferredFile {
  readonly file: string;
  readonly ordinal: number;
  readonly base: boolean;
  /** Its copy-from values, for files of a partial kind (see KindDef.deferredText). */
  readonly copyFrom?: readonly string[];
  /** Its text, for files of a partial kind: validation reads them again for their ids. */
  readonly text?: string;
}

export function loadContent(inputs: readonly (string | ReadRoot)[], options: LoadOptions = {}): LoadResult {
  const roots = inputs.map((i) => (typeof i === "string" ? { path: i, base: false } : i));
  const problems = collectProblems();
  const sinkFor = (raw: RawObject): ProblemSink => (raw.base ? silent : problems);

  const byKind = new Map<KindName, RawObject[]>(KIND_NAMES.map((k) => [k, []]));
  const skippedTypes = new Map<string, { count: number; first: { file: string; path: string } }>();
  const estimates = new Map<KindName, number>();
  const deferredFiles = new Map<string, DeferredFile[]>();
  let ownObjects = 0;
  let unparsedFiles = 0;
  const noteSkipped = (type: string, count: number, first: { file: string; path: string }): void => {
    if (SILENT_TYPES.has(type)) return;
    const seen = skippedTypes.get(type);
    if (seen) seen.count += count;
    // A type read from a file's text may be a V8 slice of that text: kept as it is, it would keep
    // the whole file alive with the stats. A copy of the few characters does not.
    else skippedTypes.set(JSON.parse(JSON.stringify(type)) as string, { count, first });
  };
  /** Counts a file's objects from the `type` values of its text (nested ones may add a few). */
  const countFromText = (file: string, types: ReadonlyMap<string, number>): void => {
    for (const [type, count] of types) {
      ownObjects += count;
      const kinds = type === "mapgen" ? (["om_mapgen"] as const) : kindsOfType(type);
      const kind = kinds[0];
      if (kind !== undefined) estimates.set(kind, (estimates.get(kind) ?? 0) + count);
      // Other values may be nested members (`{type: "copper", portion: 85}`): only known kinds count.
      else if (UNMODELLED_TYPES.has(type)) noteSkipped(type, count, { file, path: "$" });
      else ownObjects -= count;
    }
  };

  const hooks: ReadHooks = {
    plan: (file, text, base, ordinal) => {
      if (!options.skipUncheckedFiles) return true;
      const t = triage(text);
      if (t.action === "parse") return true;
      if (!base) unparsedFiles++;
      if (!base) countFromText(file, t.types);
      if (t.action === "defer") {
        const families = new Set([...t.kinds].map(familyOf));
        for (const f of families) {
          const list = deferredFiles.get(f) ?? [];
          list.push({ file, ordinal, base, ...(t.copyFrom ? { copyFrom: t.copyFrom, text } : {}) });
          deferredFiles.set(f, list);
        }
      }
      return false;
    },
  };
  // Objects are classified as they are read; those of unmodelled kinds are counted and dropped.
  const read = readRoots(
    roots,
    problems,
    (raw) => {
      if (!raw.base) ownObjects++;
      const c = classify(raw.json);
      if ("kind" in c) byKind.get(c.kind)?.push(raw);
      else if ("skip" in c) {
        if (!raw.base) noteSkipped(c.skip, 1, raw);
      } else {
        sinkFor(raw).error({ file: raw.file, path: appendPath(raw.path, c.member) }, c.rule, c.error);
      }
    },
    hooks,
  );
  for (const [type, { count, first }] of skippedTypes) {
    problems.warn({ file: first.file, path: first.path }, "G-2", `${count} object(s) of type ${JSON.stringify(type)} skipped: the loader does not model this kind`);
  }

  const tables = Object.fromEntries(KIND_NAMES.map((k) => [k, new ContentTable<unknown>()])) as unknown as Record<KindName, ContentTable<unknown>>;

  // Inheritance is resolved per family (every item type is one family), before any decoding.
  const families = new Map<string, { def: KindDef<unknown>; kinds: KindName[] }>();
  for (const k of KIND_NAMES) {
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
        ? silent
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
        silent,
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
          readFileLater(f.file, f.ordinal, f.base, silent, (raw) => {
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
  function registerPartial(name: string, fam: { def: KindDef<unknown>; kinds: KindName[] }, objects: RawObject[], later: readonly DeferredFile[]): void {
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
        readFileLater(f.file, f.ordinal, f.base, silent, (raw) => {
          const c = classify(raw.json);
          if (!("kind" in c) || !fam.kinds.includes(c.kind)) return;
          const json = reduceForInheritance(raw.json, fam.def);
          if (json === undefined) whole = true;
          else out.push({ ...raw, json });
        }, f.text);
      }
      reduced = whole ? { objects: readLater(), whole: true } : { objects: out, whole: false };
      return reduced;
    };
    const resolve = resolverFor(name, fam.def, objects, readLater, undefined, later.filter((f) => f.base).map((f) => f.file));
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
      for (const k of fam.kinds) registerKind(k, all.filter((r) => kindOf(r) === k), full);
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
      const resolveUnread = unread.whole ? resolve : resolverFor(name, fam.def, [...objects, ...unread.objects], undefined, theirs);
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
          resolveAll ??= resolverFor(name, fam.def, [...objects, ...objs], undefined, silent);
          objectIds = idsOf(resolveAll(raw)?.json ?? raw.json);
        }
        for (const id of objectIds) ids.add(id);
      }
      return ids;
    };
    for (const k of fam.kinds) tables[k].fillOnFirstRead(fill, unreadIds);
  }

  function registerKind(k: KindName, raws: readonly RawObject[], resolve: (raw: RawObject) => Resolved | undefined): void {
    const def = KINDS[k] as KindDef<unknown>;
    const table = tables[k];
    for (const raw of raws) {
      const abstract = own(raw.json, "abstract");
      if (typeof abstract === "string" && own(raw.json, "id") === undefined) {
        if (def.members && !raw.base && !def.lazy) {
          warnUnknownMembers(raw.json, def.members, { at: { file: raw.file, path: raw.path, kind: def.kind, id: abstract }, sink: sinkFor(raw), rules: def.rules });
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
          sink.warn(at, "G-7", `${def.kind} ${JSON.stringify(id)} is defined again; this definition replaces the one at ${previous.at.file} ${previous.at.path}`);
        }
      }
    }
  }

  const content = contentLike(tables as unknown as Content);
  for (const k of KIND_NAMES) {
    const def = KINDS[k] as KindDef<unknown>;
    if (!def.check || def.lazy) continue;
    for (const entry of tables[k].loadedEntries()) {
      if (entry.base || entry.lazy) continue;
      guarded(problems, entry.at, def, () => def.check?.(entry.value, checkContext(entry.at, def, problems, tables), content));
    }
  }

  // Deferred kinds also count the objects of theirs that sat in files parsed for other kinds.
  for (const k of KIND_NAMES) {
    if (!tables[k].deferred) continue;
    const inParsed = (byKind.get(k) ?? []).filter((r) => !r.base && own(r.json, "abstract") === undefined).length;
    if (inParsed > 0) estimates.set(k, (estimates.get(k) ?? 0) + inParsed);
  }
  const abstracts = {} as Record<KindName, number>;
  for (const k of KIND_NAMES) {
    abstracts[k] = (byKind.get(k) ?? []).filter((r) => !r.base && typeof own(r.json, "abstract") === "string" && own(r.json, "id") === undefined).length;
  }
  const stats = { ...summarise(tables, read, ownObjects, skippedTypes, estimates), abstracts, unparsedFiles };
  if (!options.noLines) fillLines(problems.list);
  return { content: tables as unknown as Content, problems: problems.list, stats };
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
    if (INHERITANCE_MEMBERS.has(key) || ids?.includes(key) || (def.members !== undefined && !def.members.has(key) && !isCommentKey(key))) setOwn(out, key, json[key] as Json);
  }
  return out;
}

/**
 * Runs one object's decoding or checks so that nothing it throws escapes: content deep or odd
 * enough to break them (a value nested thousands of levels, say) becomes a problem at the object.
 */
function guarded<T>(sink: ProblemSink, at: At, def: KindDef<unknown>, work: () => T): T | undefined {
  try {
    return work();
  } catch (e) {
    sink.error(at, def.rules[""] ?? "G-15", `this ${def.kind} could not be read: ${(e as Error).message}`);
    return undefined;
  }
}

function checkContext(at: At, def: KindDef<unknown>, sink: ProblemSink, tables: Record<KindName, ContentTable<unknown>>): CheckCtx {
  const atMember = (...segments: PathSegment[]): At => {
    let path = at.path;
    for (const s of segments) path = appendPath(path, s);
    return { ...at, path };
  };
  return {
    at,
    sink,
    rules: def.rules,
    atMember,
    ref: (kind, id, segments, rule, opts) => {
      if (!Object.prototype.hasOwnProperty.call(KINDS, kind)) return true;
      const table = tables[kind as KindName];
      // A kind whose files were left unread is a referenced kind, opaque to validation (G-4):
      // reading it just for this check would read what skipUncheckedFiles saves.
      if (table.deferred || table.has(id)) return true;
      const msg = `${segments.length ? segments.map(String).join(".") : "reference"} names ${kind} ${JSON.stringify(id)}, which is not defined in the loaded content`;
      if (opts?.warnOnly) sink.warn(atMember(...segments), rule, msg);
      else sink.error(atMember(...segments), rule, msg);
      return false;
    },
  };
}

/**
 * Registers an object of a tolerant kind by its own ids; inheritance and decoding happen on first
 * access. Objects whose ids are inherited are resolved now, since their ids are needed.
 */
function registerLazy(table: ContentTable<unknown>, def: KindDef<unknown>, raw: RawObject, resolve: (raw: RawObject) => Resolved | undefined): void {
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
      decoded = { v: r ? guarded(silent, at, def, () => def.decode(r.json, { at, sink: silent, rules: def.rules, id: ids[0] })) : undefined };
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

function summarise(
  tables: Record<KindName, ContentTable<unknown>>,
  read: { files: number; bytes: number; skipped: number },
  objects: number,
  skippedTypes: ReadonlyMap<string, { count: number }>,
  estimates: ReadonlyMap<KindName, number>,
): Omit<LoadStats, "abstracts" | "unparsedFiles"> {
  const perKind = {} as Record<KindName, number>;
  const subcounts = {} as Record<KindName, Record<string, number>>;
  const estimated = new Set<KindName>();
  const partial = new Set<KindName>();
  for (const k of KIND_NAMES) {
    const def = KINDS[k] as KindDef<unknown>;
    const table = tables[k];
    const counts: Record<string, number> = {};
    subcounts[k] = counts;
    if (table.deferred) {
      // Reading the table here would read the files validation skipped.
      perKind[k] = estimates.get(k) ?? 0;
      estimated.add(k);
      continue;
    }
    // A partial table counts what it read plus the estimate for its unread files.
    let n = 0;
    if (table.partial) {
      n = estimates.get(k) ?? 0;
      estimated.add(k);
      partial.add(k);
    }
    const seen = new Set<At>();
    for (const e of table.loadedEntries()) {
      if (e.base) continue;
      // An object with several ids (overmap terrains) is one object: its entries share one `at`.
      if (seen.has(e.at)) continue;
      seen.add(e.at);
      n++;
      if (e.lazy) continue;
      for (const label of def.subcounts?.(e.value) ?? []) counts[label] = (counts[label] ?? 0) + 1;
    }
    perKind[k] = n;
  }
  return {
    files: read.files,
    bytes: read.bytes,
    objects,
    skippedFiles: read.skipped,
    skippedTypes: new Map([...skippedTypes].map(([k, v]) => [k, v.count])),
    perKind,
    estimated,
    partial,
    subcounts,
  };
}

/** Adds line numbers, reading each file with problems once more (JSON.parse keeps no positions). */
export function fillLines(list: Problem[]): void {
  const byFile = new Map<string, Problem[]>();
  for (const p of list) {
    if (p.line !== undefined) continue;
    const l = byFile.get(p.file);
    if (l) l.push(p);
    else byFile.set(p.file, [p]);
  }
  for (const [file, ps] of byFile) {
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      continue;
    }
    const locate = makeLocator(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    for (const p of ps) {
      const line = locate(splitPath(p.path));
      if (line !== undefined) p.line = line;
    }
  }
}
