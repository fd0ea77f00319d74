/**
 * Where an io-ts decoding error points, for every reader that reports one (content, scenarios,
 * actions, recordings, experiments, partial results): the members and indices it passes through,
 * without the entries io-ts adds for the branches of an intersection or a union, which are not
 * members of the value.
 */
import * as t from "io-ts";
import { joinPath, type PathSegment } from "../json/path.js";

/** The path of the error below the value decoded; `stopAtUnion` ends it at the first union. */
export function errorSegments(e: t.ValidationError, options: { readonly stopAtUnion?: boolean } = {}): PathSegment[] {
  const out: PathSegment[] = [];
  for (let i = 1; i < e.context.length; i++) {
    const parent = e.context[i - 1];
    const entry = e.context[i];
    if (!parent || !entry) break;
    if (parent.type instanceof t.UnionType) {
      if (options.stopAtUnion) break;
      continue;
    }
    if (parent.type instanceof t.IntersectionType || entry.key === "") continue;
    out.push(/^\d+$/.test(entry.key) && Array.isArray(parent.actual) ? Number(entry.key) : entry.key);
  }
  return out;
}

/** The union the error ran into, when it passed through one: errors of each branch are reported once, at it. */
export function unionOf(e: t.ValidationError): t.ContextEntry | undefined {
  for (let i = 1; i < e.context.length; i++) {
    const parent = e.context[i - 1];
    if (parent?.type instanceof t.UnionType) return parent;
  }
  return undefined;
}

/** `$.metrics[2].where`: the path as every problem report writes it. */
export function errorJsonPath(e: t.ValidationError): string {
  return joinPath("$", errorSegments(e));
}

/** `/steps/2/action` (RFC 6901), for the readers that speak in JSON pointers. */
export function errorPointer(e: t.ValidationError): string {
  const segs = errorSegments(e);
  return segs.length === 0 ? "/" : segs.map((s) => `/${String(s).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

/** The name of what was expected where the error points. */
export function expectedName(e: t.ValidationError): string {
  return e.context[e.context.length - 1]?.type.name ?? "a value";
}
