/**
 * Lenient member readers for tolerant projections: a member of the wrong shape reads as absent
 * instead of failing the object, since the real data is the authority for kinds we do not define.
 */
import * as t from "io-ts";

/** Reads a member leniently: the codec's value, or `fallback` when absent or malformed. */
export function lenient<A>(codec: t.Decoder<unknown, A>, fallback: A): t.Type<A, A, unknown> {
  return new t.Type<A, A, unknown>(
    `lenient ${codec.name}`,
    (_u): _u is A => true,
    (u) => {
      if (u === undefined) return t.success(fallback);
      const r = codec.decode(u);
      return r._tag === "Right" ? t.success(r.right) : t.success(fallback);
    },
    t.identity,
  );
}
