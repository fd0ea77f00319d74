/**
 * Member-by-member reading of attack objects. Attack members are read one at a time against a
 * fallback, so that the same code decodes a fresh attack (fallback: the documented default) and
 * a by-id override (fallback: the value of the referenced definition, D1-byid).
 */
import type * as t from "io-ts";
import { decodeMember, FAILED, type DecodeTarget } from "../../codec/decode.js";
import { appendPath, step, type PathSegment } from "../../json/path.js";
import { hasOwn, own, type Json, type JsonObject } from "../../json/types.js";
import type { At, ProblemSink } from "../../problems.js";

export class MemberReader {
  /** False once any member failed to decode. */
  ok = true;
  private readonly read = new Set<string>();

  constructor(
    readonly json: JsonObject,
    readonly target: DecodeTarget,
    readonly segments: readonly PathSegment[],
  ) {}

  has(name: string): boolean {
    return hasOwn(this.json, name);
  }

  raw(name: string): Json | undefined {
    this.read.add(name);
    return own(this.json, name);
  }

  /** The first present member of `names` (aliases after the canonical name), decoded; else `fallback`. */
  get<A, F = A>(names: string | readonly string[], codec: t.Decoder<unknown, A>, fallback: F, rule: string): A | F {
    const r = this.opt(names, codec, rule);
    return r === undefined ? fallback : r;
  }

  /** The first present member of `names`, decoded; undefined when absent or malformed. */
  opt<A>(names: string | readonly string[], codec: t.Decoder<unknown, A>, rule: string): A | undefined {
    let name: string | undefined;
    if (typeof names === "string") {
      this.read.add(names);
      if (this.has(names)) name = names;
    } else {
      for (const n of names) this.read.add(n);
      name = names.find((n) => this.has(n));
    }
    if (name === undefined) return undefined;
    const raw = own(this.json, name);
    const value = decodeMember(codec, raw, this.target, step(this.segments, name), rule);
    if (value !== FAILED) return value;
    this.ok = false;
    return undefined;
  }

  at(...more: PathSegment[]): At {
    let path = this.target.at.path;
    for (const s of [...this.segments, ...more]) path = appendPath(path, s);
    return { ...this.target.at, path };
  }

  error(member: string | undefined, rule: string, message: string): void {
    this.ok = false;
    this.target.sink.error(member === undefined ? this.at() : this.at(member), rule, message);
  }

  warn(member: string | undefined, rule: string, message: string): void {
    this.target.sink.warn(member === undefined ? this.at() : this.at(member), rule, message);
  }

  /** Members present but never read. */
  unread(): string[] {
    return Object.keys(this.json).filter((k) => !this.read.has(k));
  }

  /** A reader for a nested object member, sharing the problem sink. */
  nested(json: JsonObject, ...more: PathSegment[]): MemberReader {
    return new MemberReader(json, this.target, [...this.segments, ...more]);
  }
}

/** A sink that drops everything: for lazy re-resolution whose problems were reported at load. */
export const SILENT: ProblemSink = { error: () => undefined, warn: () => undefined };
