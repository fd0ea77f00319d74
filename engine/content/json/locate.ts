/**
 * Finds the line of a JSON path inside a file's text. Parsing uses the fast native JSON.parse,
 * which keeps no positions, so lines are recovered only for the few paths that have problems.
 */
import type { PathSegment } from "./path.js";

export type Locator = (segments: readonly PathSegment[]) => number | undefined;

/** 1-based line and column (in UTF-16 code units) of the member a path names. */
export interface Position {
  readonly line: number;
  readonly column: number;
}

export function makeLocator(text: string): Locator {
  const at = makePositionLocator(text);
  return (segments) => at(segments)?.line;
}

/** Like makeLocator, with the column of the member's name (or of the element) too. */
export function makePositionLocator(text: string): (segments: readonly PathSegment[]) => Position | undefined {
  const lineStarts: number[] = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lineStarts.push(i + 1);
  const lineOf = (pos: number): number => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  let topElements: number[] | undefined;

  return (segments) => {
    let pos = skipWs(text, 0);
    let rest = segments;
    // The top-level array is indexed once, then every lookup starts at its element.
    if (text[pos] === "[" && typeof segments[0] === "number") {
      topElements ??= elementStarts(text, pos);
      const start = topElements[segments[0]];
      if (start === undefined) return undefined;
      pos = start;
      rest = segments.slice(1);
    }
    let found = pos;
    for (const seg of rest) {
      const next = step(text, pos, seg);
      if (next === undefined) break;
      found = next.keyPos;
      pos = next.valuePos;
    }
    const line = lineOf(found);
    return { line, column: found - (lineStarts[line - 1] ?? 0) + 1 };
  };
}

function skipWs(text: string, pos: number): number {
  while (pos < text.length) {
    const c = text.charCodeAt(pos);
    if (c === 32 || c === 10 || c === 13 || c === 9) pos++;
    else break;
  }
  return pos;
}

function skipString(text: string, pos: number): number {
  // pos at the opening quote; returns the position after the closing quote.
  let i = pos + 1;
  for (;;) {
    const q = text.indexOf('"', i);
    if (q === -1) return text.length;
    let backslashes = 0;
    for (let k = q - 1; k > pos && text[k] === "\\"; k--) backslashes++;
    if (backslashes % 2 === 0) return q + 1;
    i = q + 1;
  }
}

function skipValue(text: string, pos: number): number {
  const c = text[pos];
  if (c === '"') return skipString(text, pos);
  if (c === "{" || c === "[") {
    let depth = 0;
    let i = pos;
    while (i < text.length) {
      const ch = text[i];
      if (ch === '"') {
        i = skipString(text, i);
        continue;
      }
      if (ch === "{" || ch === "[") depth++;
      else if (ch === "}" || ch === "]") {
        depth--;
        if (depth === 0) return i + 1;
      }
      i++;
    }
    return text.length;
  }
  let i = pos;
  while (i < text.length && !",]}".includes(text[i] ?? "") && !/\s/.test(text[i] ?? "")) i++;
  return i;
}

function elementStarts(text: string, pos: number): number[] {
  const starts: number[] = [];
  let i = skipWs(text, pos + 1);
  while (i < text.length && text[i] !== "]") {
    starts.push(i);
    i = skipWs(text, skipValue(text, i));
    if (text[i] === ",") i = skipWs(text, i + 1);
  }
  return starts;
}

function step(text: string, pos: number, seg: PathSegment): { keyPos: number; valuePos: number } | undefined {
  pos = skipWs(text, pos);
  if (typeof seg === "number") {
    if (text[pos] !== "[") return undefined;
    const starts = elementStarts(text, pos);
    const at = starts[seg];
    return at === undefined ? undefined : { keyPos: at, valuePos: at };
  }
  if (text[pos] !== "{") return undefined;
  let i = skipWs(text, pos + 1);
  while (i < text.length && text[i] === '"') {
    const keyEnd = skipString(text, i);
    const key = JSON.parse(text.slice(i, keyEnd)) as string;
    let v = skipWs(text, keyEnd);
    if (text[v] === ":") v = skipWs(text, v + 1);
    if (key === seg) return { keyPos: i, valuePos: v };
    i = skipWs(text, skipValue(text, v));
    if (text[i] === ",") i = skipWs(text, i + 1);
  }
  return undefined;
}
