/**
 * What a codec says about itself for the JSON Schema generator (engine/content/schema/): io-ts
 * structures (`t.type`, `t.union`, ...) describe themselves through their `_tag`, but the kit's
 * own codecs are plain `t.Type`s whose shape lives in a predicate. Each of them registers here,
 * where it is defined, so that the schema follows the codec and cannot drift from it.
 */
import type * as t from "io-ts";

/** A JSON Schema fragment (draft 2020-12), as plain JSON. */
export type JsonSchema = { readonly [keyword: string]: unknown };

export type CodecMeta =
  /** A value form with its own JSON Schema (an integer range, a duration string, ...). */
  | { readonly schema: JsonSchema }
  /** Decodes as `inner`; `fallback` is the value an absent member reads as. */
  | { readonly wraps: t.Decoder<unknown, unknown>; readonly fallback?: unknown; readonly tolerant?: boolean }
  /** Decodes exactly as this io-ts structure does (a faster re-implementation of it). */
  | { readonly shape: t.Decoder<unknown, unknown> }
  /** Either what `codec` accepts or one of the `or` forms. */
  | { readonly either: t.Decoder<unknown, unknown>; readonly or: readonly JsonSchema[] }
  /** An object with exactly these members (comments aside). */
  | { readonly strict: { readonly required: t.Props; readonly optional: t.Props } };

const META = new WeakMap<object, CodecMeta>();

/** Registers what `codec` is, for the schema; returns the codec itself. */
export function withMeta<C extends t.Decoder<unknown, unknown>>(codec: C, meta: CodecMeta): C {
  META.set(codec, meta);
  return codec;
}

export function metaOf(codec: t.Decoder<unknown, unknown>): CodecMeta | undefined {
  return META.get(codec);
}
