/** Decoding one member with its own requirement ID, for objects whose rules differ per member. */
import * as t from "io-ts";
import type { PathSegment } from "../../json/path.js";
import { decodeMember, FAILED, type DecodeTarget } from "../../codec/decode.js";
import { withMeta } from "../../codec/meta.js";

/** Decodes `value` at `segments` and reports a failure under `rule`; undefined when it fails. */
export function field<A>(
  codec: t.Decoder<unknown, A>,
  value: unknown,
  target: DecodeTarget,
  segments: readonly PathSegment[],
  rule: string,
): A | undefined {
  const r = decodeMember(codec, value, target, segments, rule);
  return r === FAILED ? undefined : r;
}

/** `field` for a member that must decode: the flag says whether it did, since `A` may include undefined. */
export function fieldOk<A>(
  codec: t.Decoder<unknown, A>,
  value: unknown,
  target: DecodeTarget,
  segments: readonly PathSegment[],
  rule: string,
): { ok: true; value: A } | { ok: false } {
  const r = decodeMember(codec, value, target, segments, rule);
  return r === FAILED ? { ok: false } : { ok: true, value: r };
}
/** `codec`, or undefined when absent; a failure reports the codec's own message once (not per union branch). */
export function optional<A, O>(codec: t.Type<A, O, unknown>): t.Type<A | undefined, O | undefined, unknown> {
  return withMeta(
    new t.Type<A | undefined, O | undefined, unknown>(
      codec.name,
      (u): u is A | undefined => u === undefined || codec.is(u),
      (u, c) => (u === undefined ? t.success(undefined) : codec.validate(u, c)),
      (a) => (a === undefined ? undefined : codec.encode(a)),
    ),
    { wraps: codec },
  );
}
