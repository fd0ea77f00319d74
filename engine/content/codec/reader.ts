/**
 * The one member-by-member reader of the loader. Kinds whose values have many alternative forms
 * (camp mapgen values, climbing conditions, attack members read against a fallback) are decoded by
 * hand, a member at a time: every failure is reported at its own JSON path with its requirement ID,
 * and the object counts as failed (`ok` false) if any member did, so one bad member never hides the
 * problems of the others.
 */
import type * as t from "io-ts";
import { flattenPath, joinPath, step, type LazyPath, type PathSegment } from "../json/path.js";
import { hasOwn, own, type Json, type JsonObject } from "../json/types.js";
import type { At } from "../problems.js";
import { describe } from "../values/duration.js";
import { decodeMember, FAILED, type DecodeTarget } from "./decode.js";

/** Where, below the reader's own path: a path, one member name or index, or nothing (the object itself). */
export type Where = LazyPath | PathSegment | undefined;

function segmentsOf(where: Where): LazyPath {
  if (where === undefined) return [];
  return typeof where === "string" || typeof where === "number" ? [where] : where;
}

export class Reader {
  /** False once any error was reported: the object then is not registered. */
  ok = true;
  constructor(
    readonly target: DecodeTarget,
    readonly base: readonly PathSegment[] = [],
  ) {}

  /** The location of a member below this reader's path. */
  at(...segments: PathSegment[]): At {
    return this.atPath(segments);
  }

  atPath(segments: LazyPath): At {
    return { ...this.target.at, path: joinPath(this.target.at.path, [...this.base, ...flattenPath(segments)]) };
  }

  error(where: Where, rule: string, message: string): void {
    this.ok = false;
    this.target.sink.error(this.atPath(segmentsOf(where)), rule, message);
  }

  warn(where: Where, rule: string, message: string): void {
    this.target.sink.warn(this.atPath(segmentsOf(where)), rule, message);
  }

  /** Decodes `value` at `where` with `codec`; a failure is an error under `rule` (else the kind's rule for that path). */
  decode<A>(codec: t.Decoder<unknown, A>, value: unknown, where: Where, rule?: string): A | undefined {
    const segments = segmentsOf(where);
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

  /** Like decode, but an absent member reads as undefined without a problem. */
  present<A>(codec: t.Decoder<unknown, A>, value: unknown, where: Where, rule?: string): A | undefined {
    return value === undefined ? undefined : this.decode(codec, value, where, rule);
  }

  /** Like decode, but an absent member gives `fallback` without a problem. */
  optional<A>(codec: t.Decoder<unknown, A>, value: unknown, where: Where, rule: string, fallback: A): A {
    if (value === undefined) return fallback;
    return this.decode(codec, value, where, rule) ?? fallback;
  }

  expected(where: Where, rule: string, what: string, got: unknown): void {
    this.error(where, rule, `expected ${what}, got ${describe(got)}`);
  }
}

/**
 * Reads the members of one JSON object by name, with aliases and fallbacks, remembering which it
 * read (so that the unread ones can be warned about). Attack members are read this way against a
 * fallback, so the same code decodes a fresh attack (fallback: the documented default) and a by-id
 * override (fallback: the value of the referenced definition, D1-byid).
 */
export class ObjectReader extends Reader {
  private readonly read = new Set<string>();

  constructor(
    readonly json: JsonObject,
    target: DecodeTarget,
    base: readonly PathSegment[] = [],
  ) {
    super(target, base);
  }

  has(name: string): boolean {
    return hasOwn(this.json, name);
  }

  raw(name: string): Json | undefined {
    this.read.add(name);
    this.target.observe?.({ base: this.base, names: [name], codec: undefined, rule: undefined });
    return own(this.json, name);
  }

  /** The first present member of `names` (aliases after the canonical name), decoded; else `fallback`. */
  get<A, F = A>(names: string | readonly string[], codec: t.Decoder<unknown, A>, fallback: F, rule: string): A | F {
    this.target.observe?.({
      base: this.base,
      names: typeof names === "string" ? [names] : names,
      codec,
      fallback,
      rule,
    });
    const r = this.read1(names, codec, rule);
    return r === undefined ? fallback : r;
  }

  /** The first present member of `names`, decoded; undefined when absent or malformed. */
  opt<A>(names: string | readonly string[], codec: t.Decoder<unknown, A>, rule: string): A | undefined {
    this.target.observe?.({ base: this.base, names: typeof names === "string" ? [names] : names, codec, rule });
    return this.read1(names, codec, rule);
  }

  private read1<A>(names: string | readonly string[], codec: t.Decoder<unknown, A>, rule: string): A | undefined {
    let name: string | undefined;
    if (typeof names === "string") {
      this.read.add(names);
      if (this.has(names)) name = names;
    } else {
      for (const n of names) this.read.add(n);
      name = names.find((n) => this.has(n));
    }
    if (name === undefined) return undefined;
    return this.decode(codec, own(this.json, name), step([], name), rule);
  }

  /** Members present but never read. */
  unread(): string[] {
    return Object.keys(this.json).filter((k) => !this.read.has(k));
  }

  /** A reader for a nested object member, sharing the problem sink. */
  nested(json: JsonObject, ...more: PathSegment[]): ObjectReader {
    return new ObjectReader(json, this.target, [...this.base, ...more]);
  }
}
