/**
 * The content loader: read files and folders, classify objects by `type`, resolve inheritance,
 * decode every object with its kind's codec, register it by id, then check cross-object rules and
 * references. Every problem is collected with file, JSON path, line, object id, rule and
 * requirement ID; loading never throws on bad input.
 */
import { readFileSync } from "node:fs";
import { appendPath, splitPath, type PathSegment } from "./json/path.js";
import { makeLocator } from "./json/locate.js";
import { readRoots, type RawObject, type ReadRoot } from "./json/read.js";
import { own } from "./json/types.js";
import { resolveFamily, type Resolved } from "./inherit.js";
import { warnUnknownMembers } from "./codec/decode.js";
import { collectProblems, type At, type Problem, type ProblemSink } from "./problems.js";
import { ContentTable } from "./registry.js";
import { classify, KINDS, type KindName, type KindTypes } from "./kinds/index.js";
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

const silent: ProblemSink = { error: () => undefined, warn: () => undefined };

export function loadContent(inputs: readonly (string | ReadRoot)[], options: LoadOptions = {}): LoadResult {
  const roots = inputs.map((i) => (typeof i === "string" ? { path: i, base: false } : i));
  const problems = collectProblems();
  const read = readRoots(roots, problems);
  const sinkFor = (raw: RawObject): ProblemSink => (raw.base ? silent : problems);

  const kindNames = Object.keys(KINDS) as KindName[];
  const byKind = new Map<KindName, RawObject[]>(kindNames.map((k) => [k, []]));
  const skippedTypes = new Map<string, { count: number; first: RawObject }>();
  for (const raw of read.objects) {
    const c = classify(raw.json);
    if ("kind" in c) byKind.get(c.kind)?.push(raw);
    else if ("skip" in c) {
      if (raw.base) continue;
      const seen = skippedTypes.get(c.skip);
      if (seen) seen.count++;
      else skippedTypes.set(c.skip, { count: 1, first: raw });
    } else {
      sinkFor(raw).error({ file: raw.file, path: appendPath(raw.path, c.member) }, c.rule, c.error);
    }
  }
  for (const [type, { count, first }] of skippedTypes) {
    problems.warn({ file: first.file, path: first.path }, "G-2", `${count} object(s) of type ${JSON.stringify(type)} skipped: the loader does not model this kind`);
  }

  // Inheritance is resolved per family (every item type is one family), before any decoding.
  const resolved = new Map<RawObject, Resolved>();
  const families = new Map<string, { def: KindDef<unknown>; objects: RawObject[] }>();
  for (const k of kindNames) {
    const def = KINDS[k] as KindDef<unknown>;
    const name = def.family ?? def.kind;
    const fam = families.get(name) ?? { def, objects: [] };
    fam.objects.push(...(byKind.get(k) ?? []));
    families.set(name, fam);
  }
  for (const [name, fam] of families) {
    fam.objects.sort((a, b) => a.order - b.order);
    const needsResolve = fam.objects.some((r) => own(r.json, "copy-from") !== undefined);
    if (!needsResolve) {
      for (const raw of fam.objects) resolved.set(raw, { raw, json: raw.json });
      continue;
    }
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
    const sink: ProblemSink = {
      error: (at, rule, msg) => (baseFiles.has(at.file) ? undefined : problems.error(at, rule, msg)),
      warn: (at, rule, msg) => (baseFiles.has(at.file) ? undefined : problems.warn(at, rule, msg)),
    };
    for (const [raw, r] of resolveFamily(family, sink)) resolved.set(raw, r);
  }

  const tables = Object.fromEntries(kindNames.map((k) => [k, new ContentTable<unknown>()])) as unknown as Record<KindName, ContentTable<unknown>>;
  for (const k of kindNames) {
    const def = KINDS[k] as KindDef<unknown>;
    const table = tables[k];
    for (const raw of byKind.get(k) ?? []) {
      const sink = sinkFor(raw);
      const abstract = own(raw.json, "abstract");
      const ids = (def.idsOf ?? defaultIds)(raw.json);
      const label = ids[0] ?? (typeof abstract === "string" ? abstract : undefined);
      const at: At = { file: raw.file, path: raw.path, kind: def.kind, ...(label !== undefined ? { id: label } : {}) };
      const target = { at, sink, rules: def.rules };
      if (def.members && !raw.base) warnUnknownMembers(raw.json, def.members, target);
      if (typeof abstract === "string" && own(raw.json, "id") === undefined) continue;
      const r = resolved.get(raw);
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

  const contentLike: ContentLike = { table: (kind) => (kind in tables ? tables[kind as KindName] : undefined) };
  for (const k of kindNames) {
    const def = KINDS[k] as KindDef<unknown>;
    if (!def.check) continue;
    for (const entry of tables[k].everyEntry()) {
      if (entry.base) continue;
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
    for (const e of table.everyEntry()) {
      if (e.base) continue;
      own++;
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
      objects: read.objects.filter((o) => !o.base).length,
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
