/**
 * The codec kit shared by every file format: content kinds, scenario files, experiment files and
 * actions. One strict-object codec (unknown members are errors, `//` comments aside), one way to
 * make a checked value codec with its own message, and the value codecs of ./common.ts.
 */
import { isLeft } from "fp-ts/lib/Either.js";
import * as t from "io-ts";
import { isJsonObject } from "../json/types.js";
import { describe } from "../values/duration.js";
import { withMeta } from "./meta.js";

const isComment = (key: string): boolean => key.startsWith("//");
const has = (o: Record<string, unknown>, key: string): boolean => Object.hasOwn(o, key) && o[key] !== undefined;

/** A codec from a type guard, failing with `why(value)` as its message. */
export function check<A>(
  name: string,
  ok: (u: unknown) => u is A,
  why: (u: unknown) => string,
): t.Type<A, unknown, unknown> {
  return new t.Type<A, unknown, unknown>(
    name,
    ok,
    (u, c) => (ok(u) ? t.success(u) : t.failure(u, c, why(u))),
    t.identity,
  );
}

/** Defines a member without ever reaching a prototype setter. */
export function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

type RequiredMembers<R extends t.Props> = { [K in keyof R]: t.TypeOf<R[K]> };
type OptionalMembers<O extends t.Props> = { [K in keyof O]?: t.TypeOf<O[K]> };

/**
 * An object with required and optional members and nothing else (comments aside). A required
 * member may carry a default (withDefault), which makes it optional in the file.
 */
export function strictObject<R extends t.Props, O extends t.Props>(
  name: string,
  required: R,
  optional: O,
): t.Type<RequiredMembers<R> & OptionalMembers<O>, unknown, unknown> {
  const known = [...Object.keys(required), ...Object.keys(optional)];
  const codec = new t.Type<RequiredMembers<R> & OptionalMembers<O>, unknown, unknown>(
    name,
    (u): u is RequiredMembers<R> & OptionalMembers<O> => isJsonObject(u),
    (u, c) => {
      if (!isJsonObject(u)) return t.failure(u, c, `expected ${name}, got ${describe(u)}`);
      const errors: t.ValidationError[] = [];
      const out: Record<string, unknown> = {};
      const member = (key: string, codec: t.Mixed): void => {
        const value = Object.hasOwn(u, key) ? u[key] : undefined;
        const at = t.appendContext(c, key, codec, value);
        const r = codec.validate(value, at);
        if (isLeft(r))
          errors.push(
            ...(value === undefined
              ? [{ value, context: at, message: `required member is missing (expected ${codec.name})` }]
              : r.left),
          );
        else if (r.right !== undefined) define(out, key, r.right);
      };
      for (const key of Object.keys(required)) member(key, required[key] as t.Mixed);
      for (const key of Object.keys(optional)) if (has(u, key)) member(key, optional[key] as t.Mixed);
      for (const key of Object.keys(u)) {
        if (known.includes(key) || isComment(key)) continue;
        errors.push({
          value: u[key],
          context: t.appendContext(c, key, t.unknown, u[key]),
          message: `unknown member ${JSON.stringify(key)} (${name} has: ${known.join(", ")})`,
        });
      }
      return errors.length > 0 ? t.failures(errors) : t.success(out as RequiredMembers<R> & OptionalMembers<O>);
    },
    t.identity,
  );
  return withMeta(codec, { strict: { required, optional } });
}

/**
 * A codec's decoded value turned into the one its format wants: `build` gets what `codec` decoded
 * (and the context, for a failure that names a member) and returns the value, or a failure for a
 * rule across members. The inner codec is made once, not at every decode.
 */
export function mapDecoded<A, B>(
  name: string,
  codec: t.Decoder<unknown, A>,
  build: (decoded: A, c: t.Context, u: unknown) => t.Validation<B>,
): t.Type<B, unknown, unknown> {
  return new t.Type<B, unknown, unknown>(
    name,
    (u): u is B => isJsonObject(u),
    (u, c) => {
      const r = codec.validate(u, c);
      return isLeft(r) ? r : build(r.right, c, u);
    },
    t.identity,
  );
}
