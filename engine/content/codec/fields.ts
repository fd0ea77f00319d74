/**
 * `fields(props)` decodes exactly as io-ts `t.type(props)` does, for the content kinds' hot path:
 * io-ts appends a context entry per member per object (an array copy each), which dominated
 * loading. Here members decode against the parent context, and only an object with a failing
 * member is decoded again by `t.type` itself, so problem reports are io-ts's own.
 */
import * as t from "io-ts";
import { isJsonObject } from "../json/types.js";
import { withMeta } from "./meta.js";

export function fields<P extends t.Props>(
  props: P,
  name?: string,
): t.Type<t.TypeOf<t.TypeC<P>>, t.OutputOf<t.TypeC<P>>, unknown> {
  const exact = t.type(props, name);
  const keys = Object.keys(props);
  const codecs = keys.map((k) => props[k] as t.Mixed);
  const codec = new t.Type<t.TypeOf<t.TypeC<P>>, t.OutputOf<t.TypeC<P>>, unknown>(
    exact.name,
    exact.is,
    (u, c) => {
      if (!isJsonObject(u)) return exact.validate(u, c);
      let out: Record<string, unknown> = u;
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i] as string;
        const before = Object.hasOwn(u, k) ? u[k] : undefined;
        const r = (codecs[i] as t.Mixed).validate(before, c);
        if (r._tag === "Left") return exact.validate(u, c);
        if (r.right !== before) {
          // As t.type: the input itself when nothing changed, else one shallow copy.
          if (out === u) out = { ...u };
          out[k] = r.right;
        }
      }
      return t.success(out as t.TypeOf<t.TypeC<P>>);
    },
    exact.encode,
  );
  return withMeta(codec, { shape: exact });
}
