/**
 * A JSON file read a value at a time: the cursor walks the file's bytes in blocks of a megabyte,
 * steps over the structure of objects and arrays, and hands out one member's or one element's
 * value at a time, parsed by the project's JSON reader (which locates syntax errors and refuses
 * values nested deeper than MAX_DEPTH). Memory is bounded by the largest value asked for, not by
 * the file: a recording of millions of turns is read one step at a time. Nothing recurses, so no
 * nesting overflows the stack. Errors are thrown as JsonCursorError with the line and column.
 */
import { closeSync, openSync, readSync } from "node:fs";
import { decodeText, parseJsonText } from "../content/json/text.js";
import type { Json } from "../world/types.js";

const BLOCK = 1 << 20;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const NEWLINE = 0x0a;

export class JsonCursorError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly column: number,
  ) {
    // As the project's JSON reader says it (engine/content/json/read.ts).
    super(
      `${/nested more than/.test(reason) ? "refused" : "not valid JSON"} at line ${line}, column ${column}: ${reason}`,
    );
  }
}

export class JsonCursor {
  private buf = Buffer.alloc(0);
  private pos = 0;
  private eof = false;
  private line = 1;
  /** The offset in the file of buf[0], and of the byte after the last newline passed. */
  private base = 0;
  private lineStart = 0;
  /** Blocks kept for the value being collected (the block of its start, then every later one). */
  private kept: Buffer[] | undefined;
  private keptFrom = 0;

  private constructor(
    private readonly fd: number,
    private readonly offset: number,
  ) {
    this.base = offset;
    this.lineStart = offset;
  }

  /** Opens a file at its start; a UTF-8 byte-order mark is skipped, UTF-16 refused. */
  static open(file: string): JsonCursor {
    const cursor = new JsonCursor(openSync(file, "r"), 0);
    cursor.fill();
    const b = cursor.buf;
    if ((b[0] === 0xff && b[1] === 0xfe) || (b[0] === 0xfe && b[1] === 0xff))
      throw new JsonCursorError("the file is encoded in UTF-16; save it as UTF-8", 1, 1);
    if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) cursor.pos = 3;
    return cursor;
  }

  /** Opens a file at a place a cursor gave (`mark`), to read on from there. */
  static at(file: string, mark: CursorMark): JsonCursor {
    const cursor = new JsonCursor(openSync(file, "r"), mark.offset);
    cursor.line = mark.line;
    cursor.lineStart = mark.lineStart;
    return cursor;
  }

  close(): void {
    closeSync(this.fd);
  }

  /** Where the cursor is, to come back to with JsonCursor.at. */
  mark(): CursorMark {
    return { offset: this.base + this.pos, line: this.line, lineStart: this.lineStart };
  }

  private fill(): boolean {
    if (this.eof) return false;
    if (this.kept !== undefined && this.buf.length > 0) this.kept.push(this.buf.subarray(this.keptFrom));
    this.keptFrom = 0;
    const next = Buffer.alloc(BLOCK);
    const n = readSync(this.fd, next, 0, BLOCK, this.base + this.buf.length);
    this.base += this.buf.length;
    this.buf = next.subarray(0, n);
    this.pos = 0;
    if (n === 0) this.eof = true;
    return n > 0;
  }

  /** The byte at the cursor, or -1 at the end of the file. */
  private peekByte(): number {
    if (this.pos >= this.buf.length && !this.fill()) return -1;
    return this.buf[this.pos] as number;
  }

  private next(): number {
    const c = this.peekByte();
    if (c < 0) return c;
    this.pos++;
    if (c === NEWLINE) {
      this.line++;
      this.lineStart = this.base + this.pos;
    }
    return c;
  }

  private fail(reason: string): never {
    throw new JsonCursorError(reason, this.line, this.base + this.pos - this.lineStart + 1);
  }

  /** The next byte that is not white space, not taken. */
  peek(): number {
    for (;;) {
      const c = this.peekByte();
      if (c === 0x20 || c === 0x09 || c === 0x0d || c === NEWLINE) this.next();
      else return c;
    }
  }

  expect(char: string): void {
    const c = this.peek();
    if (c !== char.charCodeAt(0)) this.fail(`${JSON.stringify(char)} expected${found(c)}`);
    this.next();
  }

  /** After a member or an element: true when another follows (its comma taken), false at `close`. */
  more(close: "}" | "]"): boolean {
    const c = this.peek();
    if (c === 0x2c) {
      this.next();
      return true;
    }
    if (c === close.charCodeAt(0)) {
      this.next();
      return false;
    }
    return this.fail(`a comma or ${JSON.stringify(close)} expected${found(c)}`);
  }

  /** True when the object or array just opened is empty (its closing bracket taken). */
  empty(close: "}" | "]"): boolean {
    if (this.peek() !== close.charCodeAt(0)) return false;
    this.next();
    return true;
  }

  /** A member's name and its colon. */
  key(): string {
    if (this.peek() !== QUOTE) this.fail(`a member name in double quotes expected${found(this.peek())}`);
    const name = this.value();
    this.expect(":");
    if (typeof name !== "string") this.fail("a member name expected");
    return name;
  }

  /** The next value, parsed. */
  value(): Json {
    const line = this.line;
    const column = this.base + this.pos - this.lineStart + 1;
    const bytes = this.scan(true);
    const text = decodeText(bytes ?? Buffer.alloc(0));
    if (!text.ok) throw new JsonCursorError(text.message.replace(/^is /, "the text is "), line, column);
    const parsed = parseJsonText(text.text);
    if (parsed.ok) return parsed.value;
    const at = parsed.line ?? 1;
    throw new JsonCursorError(
      parsed.reason,
      line + at - 1,
      at === 1 ? column + (parsed.column ?? 1) - 1 : (parsed.column ?? 1),
    );
  }

  /** Steps over the next value without keeping it. */
  skip(): void {
    this.scan(false);
  }

  /** Walks over one value; returns its bytes when asked to keep them. */
  private scan(keep: boolean): Buffer | undefined {
    const first = this.peek();
    if (first < 0) this.fail("a value expected (the file ends)");
    if (keep) {
      this.kept = [];
      this.keptFrom = this.pos;
    }
    let depth = 0;
    let inString = false;
    for (;;) {
      const c = this.next();
      if (c < 0) this.fail(inString ? "an unfinished text (a missing closing quote)" : "the file ends inside a value");
      if (inString) {
        if (c === BACKSLASH) {
          if (this.next() < 0) this.fail("an unfinished text");
        } else if (c === QUOTE) {
          inString = false;
          if (depth === 0) break;
        }
        continue;
      }
      if (c === QUOTE) inString = true;
      else if (c === 0x7b || c === 0x5b) depth++;
      else if (c === 0x7d || c === 0x5d) {
        depth--;
        if (depth < 0) this.fail(`a value expected (found ${JSON.stringify(String.fromCharCode(c))})`);
        if (depth === 0) break;
      } else if (depth === 0) {
        // A number, true, false or null: up to the next delimiter.
        const d = this.peekByte();
        if (d < 0 || d === 0x2c || d === 0x7d || d === 0x5d || d === 0x20 || d === NEWLINE || d === 0x0d || d === 0x09)
          break;
      }
    }
    if (!keep) return undefined;
    const parts = this.kept ?? [];
    parts.push(this.buf.subarray(this.keptFrom, this.pos));
    this.kept = undefined;
    return parts.length === 1 ? parts[0] : Buffer.concat(parts);
  }

  /** Refuses the text at the cursor. */
  refuse(reason: string): never {
    return this.fail(reason);
  }

  /** True at the end of the file (only white space left). */
  atEnd(): boolean {
    return this.peek() < 0;
  }
}

export interface CursorMark {
  readonly offset: number;
  readonly line: number;
  readonly lineStart: number;
}

function found(c: number): string {
  return c < 0 ? " (the file ends)" : ` (found ${JSON.stringify(String.fromCharCode(c))})`;
}
