/**
 * Lenient member readers for tolerant projections: a member of the wrong shape reads as absent
 * instead of failing the object, since the real data is the authority for kinds we do not define.
 */
import * as t from "io-ts";
import { fields } from "./fields.js";
import { isJsonObject } from "../json/types.js";
import { withMeta } from "./meta.js";
import { isRangeFailure } from "./common.js";

/**
 * Reads a member leniently: the codec's value, or `fallback` when absent or malformed. A number
 * outside the member's range is not malformed but wrong, and fails as the codec says (rangeFailure).
 */
export function lenient<A>(codec: t.Decoder<unknown, A>, fallback: A): t.Type<A, A, unknown> {
  // A malformed value is never reported, so the inner codec runs against the caller's context, and the
  // fallback's result is built once.
  const otherwise = t.success(fallback);
  const tolerant = new t.Type<A, A, unknown>(
    `lenient ${codec.name}`,
    (_u): _u is A => true,
    (u, c) => {
      if (u === undefined) return otherwise;
      const r = codec.validate(u, c);
      return r._tag === "Right" || isRangeFailure(r.left) ? r : otherwise;
    },
    t.identity,
  );
  return withMeta(tolerant, { wraps: codec, fallback, tolerant: true });
}

/**
 * A tolerant projection: decodes an object's members with `props` (lenient ones never fail), then
 * builds the clean value from them.
 */
export function projection<P extends t.Props, T>(
  name: string,
  props: P,
  build: (o: t.TypeOf<t.TypeC<P>>) => T,
): t.Type<T, T, unknown> {
  const shape = fields(props);
  const codec = new t.Type<T, T, unknown>(
    name,
    (u): u is T => isJsonObject(u),
    (u, c) => {
      const r = shape.validate(u, c);
      return r._tag === "Left" ? r : t.success(build(r.right));
    },
    t.identity,
  );
  return withMeta(codec, { shape });
}
