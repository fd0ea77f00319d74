/**
 * Which files a validation must parse. A file whose `"type"` values name only kinds the engine
 * does not model can be counted from its text; one holding only tolerant projections (items,
 * traits, ...) can wait until something reads those kinds. A file naming a kind with rules, or
 * no known kind at all, is parsed, so no rule of a modelled kind is ever skipped; the one
 * exception is a kind whose text shows the file holds none of the objects its rules apply to
 * (KindDef.deferredText: recipe files without an upgrade mission).
 */
import type { FileText, TextSearch } from "./json/file_text.js";
import { KINDS, kindsOfType, UNMODELLED_TYPES, type KindName } from "./kinds/index.js";

const TYPE_MEMBER = /"type"\s*:\s*"([^"\\]*)"/g;

/** Every `"type": "..."` value in a text, nested ones included, with counts. */
export function typesIn(src: string | FileText): Map<string, number> {
  const counts = new Map<string, number>();
  for (const type of valuesIn(src, "type", TYPE_MEMBER)) counts.set(type, (counts.get(type) ?? 0) + 1);
  return counts;
}

/** The values `member` (a regex of `"<key>": "..."` with one group) finds, from a file's bytes where they can tell. */
function valuesIn(src: string | FileText, key: string, member: RegExp): string[] {
  const quick = typeof src === "string" ? undefined : src.stringValues(key);
  if (quick) return quick;
  const text = typeof src === "string" ? src : src.text;
  const out: string[] = [];
  member.lastIndex = 0;
  for (let m = member.exec(text); m !== null; m = member.exec(text)) out.push(m[1] as string);
  return out;
}

export type Triage =
  /** Holds objects some rule applies to (`types`: its `"type"` values, for routing; see content/split). */
  | { readonly action: "parse"; readonly types: ReadonlyMap<string, number> }
  /** Only unmodelled kinds: counted, never parsed. */
  | { readonly action: "count"; readonly types: ReadonlyMap<string, number> }
  /** Only tolerant kinds (and unmodelled ones): parsed when one of `kinds` is first read. */
  | {
      readonly action: "defer";
      readonly kinds: ReadonlySet<KindName>;
      readonly types: ReadonlyMap<string, number>;
      /** The `copy-from` values of a file holding deferred objects of a kind with rules (KindDef.deferredText). */
      readonly copyFrom?: readonly string[];
    };

const COPY_FROM = /"copy-from"\s*:\s*"([^"\\]*)"/g;

/**
 * A `"type"` value may also be nested (an item's `material: [{type: "copper"}]`), so values that
 * name no kind at all are ignored; a file with no known kind in its text is parsed.
 */
export function triage(src: string | FileText): Triage {
  const text: TextSearch = src;
  const types = typesIn(src);
  const kinds = new Set<KindName>();
  let known = false;
  let partial = false;
  for (const type of types.keys()) {
    let of = kindsOfType(type);
    if (of.length === 0) {
      if (UNMODELLED_TYPES.has(type)) known = true;
      continue;
    }
    known = true;
    // Camp updates and chunks have rules; a file of overmap mapgen alone is only counted.
    if (type === "mapgen") {
      if (text.includes('"update_mapgen_id"') || text.includes('"nested_mapgen_id"')) return { action: "parse", types };
      of = ["om_mapgen"];
    }
    for (const k of of) {
      const def = KINDS[k];
      if (!def.lazy) {
        if (!def.deferredText?.(text)) return { action: "parse", types };
        partial = true;
      }
      kinds.add(k);
    }
  }
  if (!known) return { action: "parse", types };
  if (kinds.size === 0) return { action: "count", types };
  return partial
    ? { action: "defer", kinds, types, copyFrom: valuesIn(src, "copy-from", COPY_FROM) }
    : { action: "defer", kinds, types };
}
