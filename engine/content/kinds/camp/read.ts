/**
 * A small reporting reader for the camp kinds: their values have many alternative forms (ids,
 * weighted lists, parameter references), so they are decoded by hand, member by member, and
 * every failure is reported at its own JSON path with an explicit requirement ID.
 */
import type * as t from "io-ts";
import { decodeMember, FAILED, type DecodeTarget } from "../../codec/decode.js";
import { flattenPath, joinPath, type LazyPath, type PathSegment } from "../../json/path.js";
import type { At } from "../../problems.js";
import { describe } from "../../values/duration.js";

export class Reader {
  /** False once any error was reported: the object then is not registered. */
  ok = true;
  constructor(
    readonly target: DecodeTarget,
    readonly base: readonly PathSegment[] = [],
  ) {}

  at(segments: LazyPath): At {
    return { ...this.target.at, path: joinPath(this.target.at.path, [...this.base, ...flattenPath(segments)]) };
  }

  error(segments: LazyPath, rule: string, message: string): void {
    this.ok = false;
    this.target.sink.error(this.at(segments), rule, message);
  }

  warn(segments: LazyPath, rule: string, message: string): void {
    this.target.sink.warn(this.at(segments), rule, message);
  }

  /** Decodes `value` at `segments` with `codec`; a failure is an error under `rule`. */
  decode<A>(codec: t.Decoder<unknown, A>, value: unknown, segments: LazyPath, rule: string): A | undefined {
    const r = decodeMember(
      codec,
      value,
      this.target,
      this.base.length === 0 ? segments : [...this.base, ...flattenPath(segments)],
      rule,
    );
    if (r !== FAILED) return r;
    this.ok = false;
    return undefined;
  }

  /** Like decode, but an absent member gives `fallback` without a problem. */
  optional<A>(codec: t.Decoder<unknown, A>, value: unknown, segments: LazyPath, rule: string, fallback: A): A {
    if (value === undefined) return fallback;
    return this.decode(codec, value, segments, rule) ?? fallback;
  }

  expected(segments: LazyPath, rule: string, what: string, got: unknown): void {
    this.error(segments, rule, `expected ${what}, got ${describe(got)}`);
  }
}
