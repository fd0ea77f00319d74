/**
 * The reading phase of a load: each object read is classified by its `type` and kept by kind, or
 * counted as a type the engine does not model; with LoadOptions.skipUncheckedFiles the files no
 * rule applies to are counted from their text, or set aside until something reads their kinds.
 */
import { SILENT } from "../problems.js";
import { appendPath } from "../json/path.js";
import type { FileText } from "../json/file_text.js";
import { findInlineEocs } from "../json/inline_eocs.js";
import { ORDER_STRIDE } from "../json/read.js";
import type { RawObject } from "../json/types.js";
import type { ProblemSink } from "../problems.js";
import type { Triage } from "../triage.js";
import { classify, KINDS, kindsOfType, UNMODELLED_TYPES, type KindName } from "../kinds/index.js";

export const KIND_NAMES = Object.keys(KINDS) as KindName[];

/**
 * Where an inline EOC goes: as its container is checked or not. An EOC inside an object no rule
 * checks (an item, a mutation, a type not modelled) is registered unchecked, as the container's
 * file is left unread by the quicker validation: both ways then report the same problems.
 */
function inlineOf(c: ReturnType<typeof classify>, keep: (eoc: RawObject) => void): (eoc: RawObject) => void {
  const checked = "kind" in c && !KINDS[c.kind].lazy;
  return checked ? keep : (eoc) => keep({ ...eoc, unchecked: true });
}
export const familyOf = (k: KindName): string => KINDS[k].family ?? KINDS[k].kind;

/** Metadata objects that are not content and need no "skipped" warning. */
const SILENT_TYPES: ReadonlySet<string> = new Set(["MOD_INFO"]);

export interface DeferredFile {
  readonly file: string;
  readonly ordinal: number;
  readonly base: boolean;
  /** Its copy-from values, for files of a partial kind (see KindDef.deferredText). */
  readonly copyFrom?: readonly string[];
  /** Its bytes (FileText.ownBytes), for files of a partial kind: validation reads them again for their ids. */
  readonly bytes?: Uint8Array;
}

/** Objects of one unmodelled type: how many, and where the first one is (in load order). */
export interface SkippedType {
  readonly count: number;
  readonly first: { readonly file: string; readonly path: string };
  readonly order: number;
}

/** Files set aside and counts from text, handed from one reading to another (see Reading.handOver). */
export interface HandOver {
  readonly deferred: readonly (readonly [string, readonly DeferredFile[]])[];
  readonly estimates: readonly (readonly [KindName, number])[];
}

export class Reading {
  /** The objects kept, by kind, in load order. */
  readonly byKind = new Map<KindName, RawObject[]>(KIND_NAMES.map((k) => [k, []]));
  readonly skippedTypes = new Map<string, SkippedType>();
  /** Objects counted from the text of unparsed files, by kind. */
  readonly estimates = new Map<KindName, number>();
  /** Files set aside, by family. */
  readonly deferredFiles = new Map<string, DeferredFile[]>();
  /**
   * Files left unparsed: those whose text mentions EOCs may define inline EOCs, looked for on the
   * first miss of an EOC id, which the game's data never has. Testing every file for the mention
   * as it is read cost the main thread 40-90 ms each run; a miss now reads these files' bytes
   * again (once) to test them.
   */
  readonly unparsedEocFiles: DeferredFile[] = [];
  ownObjects = 0;
  unparsedFiles = 0;

  /**
   * `holds`: the kinds this load registers (all but those another thread loads, see
   * content/split). Objects of other kinds go to `others` (by default they are dropped).
   */
  constructor(
    private readonly problems: ProblemSink,
    readonly holds: (k: KindName) => boolean = () => true,
    private readonly others: (raw: RawObject) => void = () => undefined,
  ) {}

  sinkFor(raw: { readonly base: boolean }): ProblemSink {
    return raw.base ? SILENT : this.problems;
  }

  /** Every top-level object of a parsed file: counted, and kept by kind or noted as skipped. */
  readonly visit = (raw: RawObject): void => {
    if (!raw.base) this.ownObjects++;
    const c = classify(raw.json);
    if ("kind" in c) {
      if (this.holds(c.kind)) this.byKind.get(c.kind)?.push(raw);
      else this.others(raw);
    } else if ("skip" in c) {
      if (!raw.base) this.noteSkipped(c.skip, 1, raw, raw.order);
    } else {
      this.sinkFor(raw).error({ file: raw.file, path: appendPath(raw.path, c.member) }, c.rule, c.error);
    }
    if (raw.mentionsEocs) findInlineEocs(raw, inlineOf(c, this.keepInlineEoc));
  };

  /** Only the objects of the kinds held, of a file another load also reads (and reports on). */
  readonly visitHeld = (raw: RawObject): void => {
    const c = classify(raw.json);
    if ("kind" in c && this.holds(c.kind)) this.byKind.get(c.kind)?.push(raw);
    if (raw.mentionsEocs && this.holds("effect_on_condition"))
      findInlineEocs(
        raw,
        inlineOf(c, (eoc) => this.byKind.get("effect_on_condition")?.push(eoc)),
      );
  };

  /** An EOC defined inline with an id: registered by that id like a top-level one (REAL-inline-eoc). */
  private readonly keepInlineEoc = (eoc: RawObject): void => {
    if (this.holds("effect_on_condition")) this.byKind.get("effect_on_condition")?.push(eoc);
    else this.others(eoc);
  };

  noteSkipped(type: string, count: number, first: { file: string; path: string }, order: number): void {
    if (SILENT_TYPES.has(type)) return;
    const seen = this.skippedTypes.get(type);
    // The first in load order, whatever order the files were visited in (see content/split).
    if (seen)
      this.skippedTypes.set(
        type,
        order < seen.order
          ? { count: seen.count + count, first: { file: first.file, path: first.path }, order }
          : { ...seen, count: seen.count + count },
      );
    // A type read from a file's text may be a V8 slice of that text: kept as it is, it would keep
    // the whole file alive with the stats. A copy of the few characters does not.
    else
      this.skippedTypes.set(JSON.parse(JSON.stringify(type)) as string, {
        count,
        first: { file: first.file, path: first.path },
        order,
      });
  }

  /**
   * A file triage says not to parse: counted from its text, and set aside when it holds kinds
   * something may read later. Returns false (the file is not parsed now).
   */
  setAside(
    file: string,
    src: FileText,
    base: boolean,
    ordinal: number,
    t: Exclude<Triage, { action: "parse" }>,
  ): false {
    if (!base) {
      this.unparsedFiles++;
      this.countFromText(file, ordinal, t.types);
    }
    this.unparsedEocFiles.push({ file, ordinal, base });
    if (t.action === "defer") {
      const families = new Set([...t.kinds].map(familyOf));
      for (const f of families) {
        const list = this.deferredFiles.get(f) ?? [];
        list.push({ file, ordinal, base, ...(t.copyFrom ? { copyFrom: t.copyFrom, bytes: src.ownBytes() } : {}) });
        this.deferredFiles.set(f, list);
      }
    }
    return false;
  }

  /** Counts a file's objects from the `type` values of its text (nested ones may add a few). */
  private countFromText(file: string, ordinal: number, types: ReadonlyMap<string, number>): void {
    for (const [type, count] of types) {
      this.ownObjects += count;
      const kinds = type === "mapgen" ? (["om_mapgen"] as const) : kindsOfType(type);
      const kind = kinds[0];
      if (kind !== undefined) this.estimates.set(kind, (this.estimates.get(kind) ?? 0) + count);
      // Other values may be nested members (`{type: "copper", portion: 85}`): only known kinds count.
      else if (UNMODELLED_TYPES.has(type)) this.noteSkipped(type, count, { file, path: "$" }, ordinal * ORDER_STRIDE);
      else this.ownObjects -= count;
    }
  }

  /** Moves out the files set aside for the families `family` picks, and the counts from text of the kinds `kind` picks. */
  handOver(family: (f: string) => boolean, kind: (k: KindName) => boolean): HandOver {
    const deferred = [...this.deferredFiles].filter(([f]) => family(f));
    for (const [f] of deferred) this.deferredFiles.delete(f);
    const estimates = [...this.estimates].filter(([k]) => kind(k));
    for (const [k] of estimates) this.estimates.delete(k);
    return { deferred, estimates };
  }

  /** Takes over what another reading handed over. */
  takeOver(h: HandOver): void {
    for (const [family, files] of h.deferred)
      this.deferredFiles.set(family, [...(this.deferredFiles.get(family) ?? []), ...files]);
    for (const [k, n] of h.estimates) this.estimates.set(k, (this.estimates.get(k) ?? 0) + n);
  }

  /** Adds another reading's counts of objects, unparsed files and skipped types. */
  addCounts(c: {
    readonly ownObjects: number;
    readonly unparsedFiles: number;
    readonly skippedTypes: readonly (readonly [string, SkippedType])[];
  }): void {
    this.ownObjects += c.ownObjects;
    this.unparsedFiles += c.unparsedFiles;
    for (const [type, s] of c.skippedTypes) this.noteSkipped(type, s.count, s.first, s.order);
  }

  /** Puts the objects kept and the files set aside back in load order, when files were read out of order. */
  sortByOrder(): void {
    for (const list of this.byKind.values()) list.sort((a, b) => a.order - b.order);
    for (const list of this.deferredFiles.values()) list.sort((a, b) => a.ordinal - b.ordinal);
  }

  /** One warning per unmodelled type, at its first object, in load order. */
  warnSkipped(): void {
    const inOrder = [...this.skippedTypes].sort((a, b) => a[1].order - b[1].order);
    for (const [type, { count, first }] of inOrder) {
      this.problems.warn(
        first,
        "G-2",
        `${count} object(s) of type ${JSON.stringify(type)} skipped: the loader does not model this kind`,
      );
    }
  }
}
