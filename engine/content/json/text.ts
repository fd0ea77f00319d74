/**
 * Turning a file into JSON text and the text into a value, with every refusal located and said in
 * one line: a file that is not a regular file (a device, a FIFO), a file in UTF-16, bytes that are
 * not UTF-8, a syntax error (by line and column, also where JSON.parse names no position), and a
 * value nested deeper than MAX_DEPTH (which would overflow the stack of every later walk over it).
 */
import { isUtf8 } from "node:buffer";
import { closeSync, fstatSync, openSync, readFileSync, readSync, type Stats, statSync } from "node:fs";
import { type ParseError, parse as parseTolerant, printParseErrorCode } from "jsonc-parser";
import { FileText } from "./file_text.js";
import type { Json } from "./types.js";

/**
 * How deep a value may nest. The game's own data nests 22 levels at most; a few hundred leaves
 * room for any real mod and keeps every recursive walk (hashing, diffs, output) well inside the
 * stack.
 */
export const MAX_DEPTH = 200;

export type TextRead = { ok: true; text: string } | { ok: false; message: string; line?: number };
/** A file's bytes, checked, with their count (the byte-order mark left out, as it is from the text). */
export type SizedBytes = { ok: true; file: FileText; bytes: number } | { ok: false; message: string; line?: number };

/** The text of a regular file, checked to be UTF-8 (a leading byte-order mark dropped). */
export function readTextFile(file: string): TextRead {
  const refused = notARegularFile(file);
  if (refused) return refused;
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    return { ok: false, message: `cannot be read (${String((e as { code?: unknown }).code ?? e)})` };
  }
  return decodeText(bytes);
}

/** Why a path is not a regular file to read (missing, a folder, a device, a link that loops), or undefined. */
function notARegularFile(file: string): { ok: false; message: string } | undefined {
  let st: Stats | undefined;
  try {
    st = statSync(file, { throwIfNoEntry: false });
  } catch (e) {
    const code = String((e as { code?: unknown }).code ?? e);
    return { ok: false, message: code === "ELOOP" ? "is a symbolic link that loops" : `cannot be looked at (${code})` };
  }
  if (!st) return { ok: false, message: "no such file" };
  if (st.isDirectory()) return { ok: false, message: "is a folder, not a file" };
  if (!st.isFile())
    return { ok: false, message: "is not a regular file (a device, a FIFO or a socket); give a .json file" };
  return undefined;
}

/** The bytes of a regular file, checked as readListedBytes checks them (see FileText). */
export function readFileBytes(file: string): SizedBytes {
  return notARegularFile(file) ?? readListedBytes(file);
}

/**
 * The bytes of a file a folder listing found to be a regular file (json/read.ts), checked as
 * decodeText checks them but not decoded (see FileText): no status call of its own, and read into
 * one buffer reused for every file rather than a new one each. All three were measurable over the
 * game's 3,000 files. The bytes are a view of that buffer: good until the next file is read.
 */
export function readListedBytes(file: string): SizedBytes {
  let fd: number;
  try {
    fd = openSync(file, "r");
  } catch (e) {
    const code = String((e as { code?: unknown }).code ?? e);
    return { ok: false, message: code === "ENOENT" ? "no such file" : `cannot be read (${code})` };
  }
  try {
    const size = fstatSync(fd).size;
    if (pool.length < size + 1) pool = Buffer.allocUnsafe(Math.max(size + 1, pool.length * 2));
    let n = 0;
    // To the end of the file, should it have grown since its size was taken. A read that comes
    // back short with the whole size read is at the end: no second read is needed to see a zero
    // (one read call fewer per file, about 20 ms of CPU over the game's 3,016 files). Any other
    // short read (a file that changed, or one of /proc, whose size says nothing) reads on to a zero.
    for (;;) {
      const asked = pool.length - n;
      const k = readSync(fd, pool, n, asked, null);
      if (k === 0) break;
      n += k;
      if (k < asked && n === size) break;
      if (n === pool.length) {
        const larger = Buffer.allocUnsafe(pool.length * 2);
        pool.copy(larger);
        pool = larger;
      }
    }
    const bytes = pool.subarray(0, n);
    const refused = refusal(bytes);
    if (refused) return refused;
    // The text is without a byte-order mark (three bytes).
    const bom = pool[0] === 0xef && pool[1] === 0xbb && pool[2] === 0xbf;
    return { ok: true, file: FileText.ofBytes(bytes), bytes: bom ? n - 3 : n };
  } catch (e) {
    return { ok: false, message: `cannot be read (${String((e as { code?: unknown }).code ?? e)})` };
  } finally {
    closeSync(fd);
  }
}

/** The buffer readListedBytes reads into: as large as the largest file read so far. */
let pool = Buffer.allocUnsafe(1 << 20);

/** Bytes as UTF-8 text; UTF-16 and invalid bytes are refused with where they are. */
export function decodeText(bytes: Uint8Array): TextRead {
  const refused = refusal(bytes);
  if (refused) return refused;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
  return { ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
}

/** Why bytes are not UTF-8 text (UTF-16, or where the first invalid byte is), or undefined. */
function refusal(bytes: Uint8Array): { ok: false; message: string; line?: number } | undefined {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) || looksUtf16(bytes))
    return { ok: false, message: "is encoded in UTF-16; JSON files are read as UTF-8: save it as UTF-8" };
  // Node's own check is native; the scan below only runs to place the first bad byte.
  const bad = isUtf8(bytes) ? -1 : firstInvalidUtf8(bytes);
  if (bad >= 0) {
    let line = 1;
    for (let i = 0; i < bad; i++) if (bytes[i] === 0x0a) line++;
    return {
      ok: false,
      line,
      message: `is not valid UTF-8: byte 0x${(bytes[bad] as number).toString(16).padStart(2, "0")} at offset ${bad}; save the file as UTF-8`,
    };
  }
  return undefined;
}

/** ASCII text saved as UTF-16 has a zero byte beside every character. */
function looksUtf16(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, 64);
  if (n < 4) return false;
  let zeros = 0;
  for (let i = 0; i < n; i++) if (bytes[i] === 0) zeros++;
  return zeros * 3 >= n;
}

/** The offset of the first byte that breaks UTF-8, or -1. */
function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i] as number;
    if (c < 0x80) {
      i++;
      continue;
    }
    const need = c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : -1;
    if (need < 0) return i;
    for (let k = 1; k <= need; k++) {
      const x = b[i + k];
      if (x === undefined || (x & 0xc0) !== 0x80) return i;
    }
    const c1 = b[i + 1] as number;
    // Overlong forms, surrogates and code points past U+10FFFF.
    if (
      (c === 0xe0 && c1 < 0xa0) ||
      (c === 0xed && c1 > 0x9f) ||
      (c === 0xf0 && c1 < 0x90) ||
      (c === 0xf4 && c1 > 0x8f)
    )
      return i;
    i += need + 1;
  }
  return -1;
}

/** A parse result; a failure says what is wrong and, where it can, the line and column. */
export type ParsedJson =
  | { ok: true; value: Json }
  | { ok: false; reason: string; line?: number; column?: number; tooDeep?: true };

const WORDS: Readonly<Record<string, string>> = {
  InvalidSymbol: "a character that cannot start a JSON value (text needs double quotes)",
  InvalidNumberFormat: "a malformed number",
  PropertyNameExpected: "a member name in double quotes expected (a trailing comma?)",
  ValueExpected: "a value expected",
  ColonExpected: "a colon expected after the member name",
  CommaExpected: "a comma expected",
  CloseBraceExpected: "a closing } expected",
  CloseBracketExpected: "a closing ] expected",
  EndOfFileExpected: "the end of the file expected (more than one value?)",
  InvalidCommentToken: "a comment (JSON has none)",
  UnexpectedEndOfComment: "an unfinished comment",
  UnexpectedEndOfString: "an unfinished text (a missing closing quote)",
  UnexpectedEndOfNumber: "an unfinished number",
  InvalidUnicode: "a malformed \\u escape",
  InvalidEscapeCharacter: "an unknown escape after \\",
  InvalidCharacter: "a control character inside a text (escape it)",
};

/**
 * JSON.parse, and on failure the first error located by a second, tolerant parse. `limitDepth`:
 * refuse a value nested deeper than MAX_DEPTH (content files check depth per object instead, so
 * that one deep object does not cost the rest of its file).
 */
export function parseJsonText(text: string, limitDepth = true): ParsedJson {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let value: Json;
  try {
    value = JSON.parse(body) as Json;
  } catch (e) {
    return locateSyntaxError(body, e instanceof Error ? e.message : String(e));
  }
  const deep = limitDepth ? tooDeep(body) : -1;
  if (deep >= 0) {
    const { line, column } = lineAndColumn(body, deep);
    return { ok: false, reason: `a value nested more than ${MAX_DEPTH} levels deep`, line, column, tooDeep: true };
  }
  return { ok: true, value };
}

function lineAndColumn(body: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = body.indexOf("\n"); i >= 0 && i < offset; i = body.indexOf("\n", i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}

function locateSyntaxError(body: string, nativeMessage: string): ParsedJson {
  // The tolerant parser recurses: past MAX_DEPTH only the text before the deep place is given to
  // it, and a syntax error there is named; else the depth is (a file both deep and broken).
  const deep = tooDeep(body);
  const errors: ParseError[] = [];
  parseTolerant(deep >= 0 ? body.slice(0, deep) : body, errors, {
    disallowComments: true,
    allowTrailingComma: false,
    allowEmptyContent: false,
  });
  if (deep >= 0) {
    // The cut itself ends the text early (errors at its end): only an error before it is real.
    const real = errors.find((e) => e.offset < deep);
    if (!real) {
      const { line, column } = lineAndColumn(body, deep);
      return {
        ok: false,
        reason: `a value nested more than ${MAX_DEPTH} levels deep (and the text is not valid JSON past it)`,
        line,
        column,
        tooDeep: true,
      };
    }
    errors.splice(0, errors.length, real);
  }
  const first = errors[0];
  if (!first) return { ok: false, reason: nativeMessage.split("\n")[0]?.slice(0, 120) ?? "not valid JSON" };
  const code = printParseErrorCode(first.error);
  const { line, column } = lineAndColumn(body, first.offset);
  const found = body.slice(first.offset, first.offset + Math.min(Math.max(first.length, 1), 20)).replace(/\s+$/, "");
  const shown =
    found.length > 0 && first.error !== 4 /* ValueExpected at the end */ ? ` (found ${JSON.stringify(found)})` : "";
  return { ok: false, reason: `${WORDS[code] ?? code}${shown}`, line, column };
}

/**
 * The offset where the text first nests deeper than MAX_DEPTH, or -1. A scan of the text rather
 * than of the value: cheaper on the game's tens of megabytes, and it gives the line.
 */
export function tooDeep(body: string): number {
  return scanText(body).deep;
}

/** What one pass over a parsed file's text finds (see scanText). */
export interface TextScan {
  /** The offset where the text first nests deeper than MAX_DEPTH, or -1 (the scan stops there). */
  readonly deep: number;
  /**
   * A number literal (outside strings) with ten digits or more before its point, or with an
   * exponent: the only ones that can be past the content limits (json/depth.ts) or a double's
   * range. Each such file has its values walked; the game's data has a handful.
   */
  readonly bigNumber: boolean;
}

/**
 * One scan for the depth and the numbers of a text. Strings are skipped with indexOf (most of the
 * game's text is in strings), which halves the cost of a scan by characters.
 */
export function scanText(body: string): TextScan {
  let depth = 0;
  let bigNumber = false;
  const n = body.length;
  for (let i = 0; i < n; i++) {
    const c = body.charCodeAt(i);
    if (c === 0x22) {
      let end = body.indexOf('"', i + 1);
      while (end > 0 && escaped(body, end)) end = body.indexOf('"', end + 1);
      if (end < 0) break;
      i = end;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_DEPTH) return { deep: i, bigNumber };
    } else if (c === 0x5d || c === 0x7d) depth--;
    else if (c >= 0x30 && c <= 0x39) {
      let j = digitsFrom(body, i + 1);
      if (j - i >= 10) bigNumber = true;
      if (body.charCodeAt(j) === 0x2e) j = digitsFrom(body, j + 1);
      const e = body.charCodeAt(j);
      if (e === 0x65 || e === 0x45) bigNumber = true;
      i = j - 1;
    }
  }
  return { deep: -1, bigNumber };
}

/** The offset after the digits starting at `from`. */
function digitsFrom(body: string, from: number): number {
  let j = from;
  while (j < body.length) {
    const d = body.charCodeAt(j);
    if (d < 0x30 || d > 0x39) break;
    j++;
  }
  return j;
}

/** Is the quote at `at` escaped (an odd number of backslashes before it)? */
function escaped(body: string, at: number): boolean {
  let k = at - 1;
  while (k >= 0 && body.charCodeAt(k) === 0x5c) k--;
  return (at - 1 - k) % 2 === 1;
}
