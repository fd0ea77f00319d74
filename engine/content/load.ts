/**
 * The content loader: read files and folders, classify objects by `type`, resolve inheritance,
 * decode every object with its kind's codec, register it by id, then check cross-object rules and
 * references. Every problem is collected with file, JSON path, line, object id, rule and
 * requirement ID; loading never throws on bad input.
 */
import { readFileSync } from "node:fs";
import { appendPath, splitPath, type PathSegment } from "./json/path.js";
import { makeLocator } from "./json/locate.js";
import { readRoots, type RawObject, type ReadHooks, type ReadRoot } from "./json/read.js";
import { own } from "./json/types.js";
import { familyResolver, type Resolved } from "./inherit.js";
import { warnUnknownMembers } from "./codec/decode.js";
import { collectProblems, type At, type Problem, type ProblemSink } from "./problems.js";
import { ContentTable } from "./registry.js";
import { classify, KINDS, unmodelledTypesIn, type KindName, type KindTypes } from "./kinds/index.js";
import { defaultIds, type CheckCtx, type ContentLike, type KindDef } from "./kinds/kind.js";

export type Content = { readonly [K in KindName]: ContentTable<KindTypes[K]> };

export interface LoadStats {
  readonly files: number;
  readonly bytes: number;
  readonly objects: number;
  readonly skippedFiles: number;
  /** Objects of kinds the loader does not model, by `type` (user inputs only). */
  readonly skippedTypes: ReadonlyMap<string, number>;
  /** Objects decoded per kind (user inputs only, abstract templates excluded). */
  readonly perKind: Readonly<Record<KindName, number>>;
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
}

/** The registry seen through the loose interface kinds' checks use (also for helpers run after loading). */
export function contentLike(content: Content): ContentLike {
  const tables = content as unknown as Readonly<Record<string, ContentTable<unknown>>>;
  return { table: (kind) => (Object.prototype.hasOwnProperty.call(tables, kind) ? tables[kind] : undefined) };
}

const silent: ProblemSink = { error: () => undefined, warn: () => undefined };

/** Metadata objects that are not content and need no "skipped" warning. */
const SILENT_TYPES: ReadonlySet<string> = new Set(["MOD_INFO"]);

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
      decoded = { v: r ? def.decode(r.json, { at, sink: silent, rules: def.rules, id: ids[0] }) : undefined };
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

export function loadContent(inputs: readonly (string | ReadRoot)[], options: LoadOptions = {}): LoadResult {
  const roots = inputs.map((i) => (typeof i === "string" ? { path: i, base: false } : i));
  const problems = collectProblems();
  const sinkFor = (raw: RawObject): ProblemSink => (raw.base ? silent : problems);

  const kindNames = Object.keys(KINDS) as KindName[];
  const byKind = new Map<KindName, RawObject[]>(kindNames.map((k) => [k, []]));
  const skippedTypes = new Map<string, { count: number; first: { file: string; path: string } }>();
  let ownObjects = 0;
  const noteSkipped = (type: string, count: number, first: { file: string; path: string }): void => {
    const seen = skippedTypes.get(type);
    if (seen) seen.count += count;
    else skippedTypes.set(type, { count, first });
  };
  // Files holding only unmodelled kinds are counted from their text, never parsed.
  const hooks: ReadHooks = {
    countOnly: unmodelledTypesIn,
    counted: (file, types, base) => {
      if (base) return;
      for (const [type, count] of types) {
        if (SILENT_TYPES.has(type)) continue;
        ownObjects += count;
        noteSkipped(type, count, { file, path: "$" });
      }
    },
  };
  // Objects are classified as they are read; those of unmodelled kinds are counted and dropped.
  const read = readRoots(roots, problems, (raw) => {
    if (!raw.base) ownObjects++;
    const c = classify(raw.json);
    if ("kind" in c) byKind.get(c.kind)?.push(raw);
    else if ("skip" in c) {
      if (raw.base || SILENT_TYPES.has(c.skip)) return;
      noteSkipped(c.skip, 1, raw);
    } else {
      sinkFor(raw).error({ file: raw.file, path: appendPath(raw.path, c.member) }, c.rule, c.error);
    }
  }, hooks);
  for (const [type, { count, first }] of skippedTypes) {
    problems.warn({ file: first.file, path: first.path }, "G-2", `${count} object(s) of type ${JSON.stringify(type)} skipped: the loader does not model this kind`);
  }

  // Inheritance is resolved per family (every item type is one family), before any decoding.
  const families = new Map<string, { def: KindDef<unknown>; objects: RawObject[] }>();
  for (const k of kindNames) {
    const def = KINDS[k] as KindDef<unknown>;
    const name = def.family ?? def.kind;
    const fam = families.get(name) ?? { def, objects: [] };
    fam.objects.push(...(byKind.get(k) ?? []));
    families.set(name, fam);
  }
  const resolvers = new Map<string, (raw: RawObject) => Resolved | undefined>();
  for (const [name, fam] of families) {
    fam.objects.sort((a, b) => a.order - b.order);
    const rules = fam.def.inherit ?? {};
    const members = fam.def.members;
    const family = {
      name,
      rules: members && !rules.members ? { ...rules, members } : rules,
      objects: fam.objects,
      idsOf: fam.def.idsOf ?? defaultIds,
    };
    // Problems of base objects are dropped by routing through a sink that checks the file.
    const baseFiles = new Set(fam.objects.filter((r) => r.base).map((r) => r.file));
    const sink: ProblemSink = fam.def.lazy
      ? silent
      : {
          error: (at, rule, msg) => (baseFiles.has(at.file) ? undefined : problems.error(at, rule, msg)),
          warn: (at, rule, msg) => (baseFiles.has(at.file) ? undefined : problems.warn(at, rule, msg)),
        };
    resolvers.set(name, familyResolver(family, sink));
  }

  const tables = Object.fromEntries(kindNames.map((k) => [k, new ContentTable<unknown>()])) as unknown as Record<KindName, ContentTable<unknown>>;
  for (const k of kindNames) {
    const def = KINDS[k] as KindDef<unknown>;
    const table = tables[k];
    const resolve = resolvers.get(def.family ?? def.kind) as (raw: RawObject) => Resolved | undefined;
    for (const raw of byKind.get(k) ?? []) {
      const abstract = own(raw.json, "abstract");
      if (typeof abstract === "string" && own(raw.json, "id") === undefined) {
        if (def.members && !raw.base && !def.lazy) {
          warnUnknownMembers(raw.json, def.members, { at: { file: raw.file, path: raw.path, kind: def.kind, id: abstract }, sink: sinkFor(raw), rules: def.rules });
        }
        continue;
      }
      if (def.lazy || (def.deferred?.(raw.json) ?? false)) {
        registerLazy(table, def, raw, resolve);
        continue;
      }
      const sink = sinkFor(raw);
      const r = resolve(raw);
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
      const value = def.decode(r.json, { ...target, id: ids[0] });
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

  const contentLike: ContentLike = { table: (kind) => (Object.prototype.hasOwnProperty.call(tables, kind) ? tables[kind as KindName] : undefined) };
  for (const k of kindNames) {
    const def = KINDS[k] as KindDef<unknown>;
    if (!def.check || def.lazy) continue;
    for (const entry of tables[k].everyEntry()) {
      if (entry.base || entry.lazy) continue;
      const target = { at: entry.at, sink: problems, rules: def.rules };
      const atMember = (...segments: PathSegment[]): At => {
        let path = entry.at.path;
        for (const s of segments) path = appendPath(path, s);
        return { ...entry.at, path };
      };
      const ctx: CheckCtx = {
        ...target,
        atMember,
        ref: (kind, id, segments, rule, opts) => {
          const t = contentLike.table(kind);
          if (t?.has(id)) return true;
          const msg = `${segments.length ? segments.map(String).join(".") : "reference"} names ${kind} ${JSON.stringify(id)}, which is not defined in the loaded content`;
          if (opts?.warnOnly) problems.warn(atMember(...segments), rule, msg);
          else problems.error(atMember(...segments), rule, msg);
          return false;
        },
      };
      def.check(entry.value, ctx, contentLike);
    }
  }

  const perKind = {} as Record<KindName, number>;
  const subcounts = {} as Record<KindName, Record<string, number>>;
  for (const k of kindNames) {
    const def = KINDS[k] as KindDef<unknown>;
    const table = tables[k];
    const counts: Record<string, number> = {};
    let own = 0;
    const seen = new Set<string>();
    for (const e of table.everyEntry()) {
      if (e.base) continue;
      // An object with several ids (overmap terrains) is one object.
      const where = `${e.at.file}\u0000${e.at.path}`;
      if (seen.has(where)) continue;
      seen.add(where);
      own++;
      if (e.lazy) continue;
      for (const label of def.subcounts?.(e.value) ?? []) counts[label] = (counts[label] ?? 0) + 1;
    }
    perKind[k] = own;
    subcounts[k] = counts;
  }

  if (!options.noLines) fillLines(problems.list);
  return {
    content: tables as unknown as Content,
    problems: problems.list,
    stats: {
      files: read.files,
      bytes: read.bytes,
      objects: ownObjects,
      skippedFiles: read.skipped,
      skippedTypes: new Map([...skippedTypes].map(([k, v]) => [k, v.count])),
      perKind,
      subcounts,
    },
  };
}

/** Adds line numbers, reading each file with problems once more (JSON.parse keeps no positions). */
function fillLines(list: Problem[]): void {
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
