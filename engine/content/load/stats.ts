/** What a load counted: files, objects, and per kind what was decoded, estimated or skipped. */
import { own } from "../json/types.js";
import type { At } from "../problems.js";
import { KINDS, type KindName } from "../kinds/index.js";
import type { KindDef } from "../kinds/kind.js";
import type { ReadResult } from "../json/read.js";
import type { Tables } from "./register/index.js";
import { KIND_NAMES, type Reading } from "./reading.js";

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

/** One kind's figures in the stats. */
export interface KindStats {
  readonly objects: number;
  readonly abstracts: number;
  readonly subcounts: Readonly<Record<string, number>>;
  readonly estimated: boolean;
  readonly partial: boolean;
}

/** The figures of the kinds the reading holds, from its tables. */
export function kindStats(reading: Reading, tables: Tables): Map<KindName, KindStats> {
  const out = new Map<KindName, KindStats>();
  for (const k of KIND_NAMES) {
    if (!reading.holds(k)) continue;
    const def = KINDS[k] as KindDef<unknown>;
    const table = tables[k];
    const raws = reading.byKind.get(k) ?? [];
    const abstracts = raws.filter(
      (r) => !r.base && typeof own(r.json, "abstract") === "string" && own(r.json, "id") === undefined,
    ).length;
    const estimate = reading.estimates.get(k) ?? 0;
    if (table.deferred) {
      // Reading the table here would read the files validation skipped. Its objects that sat
      // in files parsed for other kinds count too.
      const inParsed = raws.filter((r) => !r.base && own(r.json, "abstract") === undefined).length;
      out.set(k, { objects: estimate + inParsed, abstracts, subcounts: {}, estimated: true, partial: false });
      continue;
    }
    // A partial table counts what it read plus the estimate for its unread files.
    let n = table.partial ? estimate : 0;
    const counts: Record<string, number> = {};
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
    out.set(k, { objects: n, abstracts, subcounts: counts, estimated: table.partial, partial: table.partial });
  }
  return out;
}

/** The stats of a load from its reading and the figures of every kind. */
export function loadStats(
  read: Pick<ReadResult, "files" | "bytes" | "skipped">,
  reading: Reading,
  kinds: ReadonlyMap<KindName, KindStats>,
): LoadStats {
  const perKind = {} as Record<KindName, number>;
  const abstracts = {} as Record<KindName, number>;
  const subcounts = {} as Record<KindName, Readonly<Record<string, number>>>;
  const estimated = new Set<KindName>();
  const partial = new Set<KindName>();
  for (const k of KIND_NAMES) {
    const s = kinds.get(k);
    perKind[k] = s?.objects ?? 0;
    abstracts[k] = s?.abstracts ?? 0;
    subcounts[k] = s?.subcounts ?? {};
    if (s?.estimated) estimated.add(k);
    if (s?.partial) partial.add(k);
  }
  const skipped = [...reading.skippedTypes].sort((a, b) => a[1].order - b[1].order);
  return {
    files: read.files,
    bytes: read.bytes,
    objects: reading.ownObjects,
    skippedFiles: read.skipped,
    unparsedFiles: reading.unparsedFiles,
    skippedTypes: new Map(skipped.map(([type, v]) => [type, v.count])),
    perKind,
    estimated,
    partial,
    abstracts,
    subcounts,
  };
}
