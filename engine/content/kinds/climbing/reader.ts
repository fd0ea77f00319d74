/**
 * Member-by-member decoding for one object: each member is decoded at its own JSON path, every
 * failure is reported, and the object counts as failed if any member did, so one bad member never
 * hides the problems of the others.
 */
import type * as t from "io-ts";
import { decodeMember, FAILED, memberPath, type DecodeTarget } from "../../codec/decode.js";
import type { PathSegment } from "../../json/path.js";

export interface Reader {
  /** False once any member failed. */
  readonly ok: boolean;
  /** Decodes a member that must be present (the codec reports it missing) or has a codec default. */
  read<A>(codec: t.Decoder<unknown, A>, value: unknown, segments: readonly PathSegment[]): A | undefined;
  /** Decodes a member that may be absent; absent reads as undefined without a problem. */
  optional<A>(codec: t.Decoder<unknown, A>, value: unknown, segments: readonly PathSegment[]): A | undefined;
  fail(segments: readonly PathSegment[], rule: string, message: string): void;
  warn(segments: readonly PathSegment[], rule: string, message: string): void;
}

export function makeReader(target: DecodeTarget): Reader {
  let ok = true;
  const read = <A>(codec: t.Decoder<unknown, A>, value: unknown, segments: readonly PathSegment[]): A | undefined => {
    const r = decodeMember(codec, value, target, segments);
    if (r !== FAILED) return r;
    ok = false;
    return undefined;
  };
  return {
    get ok() {
      return ok;
    },
    read,
    optional: (codec, value, segments) => (value === undefined ? undefined : read(codec, value, segments)),
    fail: (segments, rule, message) => {
      ok = false;
      target.sink.error(memberPath(target, ...segments), rule, message);
    },
    warn: (segments, rule, message) => target.sink.warn(memberPath(target, ...segments), rule, message),
  };
}
