/**
 * Members learnt by running a decoder: an ObjectReader tells its target's observer of every member
 * it reads by name, with the codec, the default and the requirement ID, so the schema of a kind
 * read member by member (monsters, their attacks) is generated from the very reads that decode it.
 */
import type { MemberRead, ReadObserver } from "../codec/decode.js";
import type { JsonSchema } from "../codec/meta.js";
import type { PathSegment } from "../json/path.js";
import { SILENT } from "../problems.js";
import type { DecodeCtx } from "../kinds/kind.js";
import { codecSchema } from "./codec_schema.js";

/** A decode target that reports nothing and tells `observe` of every read. */
export function probeTarget(observe: ReadObserver): DecodeCtx {
  return { at: { file: "", path: "$" }, sink: SILENT, rules: {}, id: "probe", observe };
}

/** The reads `run` makes, below the object itself (`base` []) or a nested member (`["grab_data"]`). */
export function observeReads(run: (observe: ReadObserver) => void, base: readonly PathSegment[] = []): MemberRead[] {
  const reads: MemberRead[] = [];
  const key = base.join(".");
  run((read) => {
    if (read.base.join(".") === key) reads.push(read);
  });
  return reads;
}

/**
 * Properties for the members read: each name (aliases too) with its codec's schema, its default
 * and, in the description, its requirement ID. A member read raw (judged by hand) accepts any
 * value unless a typed read of it exists.
 */
export function readProperties(reads: readonly MemberRead[]): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const read of reads) {
    const [first] = read.names;
    for (const name of read.names) {
      if (read.codec === undefined && Object.hasOwn(out, name)) continue;
      out[name] = memberSchema(read, name === first ? undefined : first);
    }
  }
  return out;
}

function memberSchema(read: MemberRead, aliasOf: string | undefined): JsonSchema {
  const base = read.codec ? codecSchema(read.codec).schema : {};
  const fallback = "fallback" in read ? jsonValue(read.fallback) : undefined;
  const own = typeof base["description"] === "string" ? base["description"] : undefined;
  // A codec without a schema of its own describes itself by name (codec_schema.ts).
  const what = own ?? (read.codec ? `Expected: ${read.codec.name}.` : "");
  const notes = [
    aliasOf !== undefined ? `Alias of ${aliasOf}.` : "",
    own === read.codec?.name ? `Expected: ${own}.` : what,
    read.rule !== undefined ? `[${read.rule}]` : "",
  ].filter((s) => s !== "");
  return {
    ...base,
    ...(notes.length > 0 ? { description: notes.join(" ") } : {}),
    ...(fallback !== undefined && !("default" in base) ? { default: fallback } : {}),
  };
}

/** A default worth showing: plain JSON data, not a decoded structure with functions or Sets. */
function jsonValue(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "number" || typeof value === "string" || typeof value === "boolean") return value;
  if (Array.isArray(value) && value.length === 0) return [];
  return undefined;
}
