/**
 * What every registration strategy works with: the reading (objects by kind, files set aside),
 * the tables to fill, the problem sink, and the helpers they share (a family's inheritance
 * resolver, reading set-aside files).
 */
import { readFileLater } from "../../json/read.js";
import type { RawObject } from "../../json/types.js";
import { familyResolver, type Resolved } from "../../inherit.js";
import { type ProblemSink, SILENT } from "../../problems.js";
import type { ContentTable } from "../../registry.js";
import { classify, KINDS, type KindName } from "../../kinds/index.js";
import { defaultIds, type KindDef } from "../../kinds/kind.js";
import { type DeferredFile, familyOf, KIND_NAMES, type Reading } from "../reading.js";

export type Tables = Record<KindName, ContentTable<unknown>>;

/** Resolves one object's inheritance within its family; undefined when it failed (reported). */
export type Resolve = (raw: RawObject) => Resolved | undefined;

/** Kinds that inherit from each other (every item type is one family), registered together. */
export interface Family {
  readonly name: string;
  readonly def: KindDef<unknown>;
  readonly kinds: KindName[];
  /** The family's objects the reading holds. */
  readonly objects: RawObject[];
  /** Its files the reading set aside unparsed, if any. */
  readonly later: readonly DeferredFile[] | undefined;
}

export class RegisterContext {
  constructor(
    readonly reading: Reading,
    readonly tables: Tables,
    readonly problems: ProblemSink,
  ) {}

  /** The families whose kinds the reading holds, in kind order. */
  families(): Family[] {
    const byName = new Map<string, { def: KindDef<unknown>; kinds: KindName[] }>();
    for (const k of KIND_NAMES) {
      if (!this.reading.holds(k)) continue;
      const name = familyOf(k);
      const fam = byName.get(name);
      if (fam) fam.kinds.push(k);
      else byName.set(name, { def: KINDS[k] as KindDef<unknown>, kinds: [k] });
    }
    return [...byName].map(([name, { def, kinds }]) => ({
      name,
      def,
      kinds,
      objects: kinds.flatMap((k) => this.reading.byKind.get(k) ?? []),
      later: this.reading.deferredFiles.get(name),
    }));
  }

  sinkFor(raw: RawObject): ProblemSink {
    return this.reading.sinkFor(raw);
  }

  /**
   * A resolver over `objects` (sorted into load order), reading `more` when a parent is not among
   * them. Problems of base objects and of tolerant kinds are not the user's to see.
   */
  resolverFor(
    name: string,
    def: KindDef<unknown>,
    objects: RawObject[],
    more?: () => readonly RawObject[],
    quiet?: ProblemSink,
    moreBaseFiles: readonly string[] = [],
  ): Resolve {
    objects.sort((a, b) => a.order - b.order);
    const rules = def.inherit ?? {};
    const family = {
      name,
      rules: def.members && !rules.members ? { ...rules, members: def.members } : rules,
      objects,
      idsOf: def.idsOf ?? defaultIds,
      ...(more ? { more } : {}),
    };
    const baseFiles = new Set([...objects.filter((r) => r.base).map((r) => r.file), ...moreBaseFiles]);
    const problems = this.problems;
    const sink: ProblemSink =
      quiet ??
      (def.lazy
        ? SILENT
        : {
            error: (at, rule, msg) => (baseFiles.has(at.file) ? undefined : problems.error(at, rule, msg)),
            warn: (at, rule, msg) => (baseFiles.has(at.file) ? undefined : problems.warn(at, rule, msg)),
          });
    return familyResolver(family, sink);
  }

  /** Parses set-aside files, handing over (or keeping) the objects of `kinds`. */
  readLater(later: readonly DeferredFile[], kinds: readonly KindName[], keep?: (raw: RawObject) => void): RawObject[] {
    const out: RawObject[] = [];
    for (const f of later) {
      readFileLater(
        f.file,
        f.ordinal,
        f.base,
        SILENT,
        (raw) => {
          const k = kindOf(raw);
          if (k !== undefined && kinds.includes(k)) (keep ?? ((r) => out.push(r)))(raw);
        },
        { kept: f.bytes },
      );
    }
    return out;
  }
}

export function kindOf(raw: RawObject): KindName | undefined {
  const c = classify(raw.json);
  return "kind" in c ? c.kind : undefined;
}
