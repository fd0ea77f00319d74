/**
 * A file as its reader first sees it: its bytes, already checked to be UTF-8, and its text decoded
 * only when something asks for it. Validation leaves about three quarters of the game's 42 MB
 * unparsed (json/read.ts ReadHooks.plan, content/triage.ts): those files are only searched, and
 * searching their bytes spares decoding them into strings that die at once (about a quarter of
 * the main thread's reading). Each search gives what the same search of the text would.
 */
import { MENTIONS_EOCS } from "./inline_eocs.js";

/** What searching a file's text needs; a string has it too. */
export interface TextSearch {
  includes(needle: string): boolean;
}

/** JSON's insignificant whitespace and the other ASCII characters a regex's `\s` matches. */
const isAsciiSpace = (c: number): boolean => c === 0x20 || (c >= 0x09 && c <= 0x0d);

const QUOTED_KEYS = new Map<string, Buffer>();
const quotedKey = (key: string): Buffer => {
  let q = QUOTED_KEYS.get(key);
  if (!q) QUOTED_KEYS.set(key, (q = Buffer.from(`"${key}"`)));
  return q;
};

/**
 * The values read so far, by a hash of their bytes: the same few hundred type names come back in
 * every file, and making a string of bytes costs far more than comparing a few of them.
 */
const VALUES = new Map<number, { readonly bytes: Uint8Array; readonly value: string }>();
/** Past this many values (a mod of millions of distinct ones), the rest are made each time. */
const MAX_VALUES = 20_000;

function stringAt(b: Buffer, start: number, end: number, hash: number): string {
  const known = VALUES.get(hash);
  if (known && known.bytes.length === end - start) {
    let k = 0;
    while (k < known.bytes.length && known.bytes[k] === b[start + k]) k++;
    if (k === known.bytes.length) return known.value;
  }
  const value = b.toString("utf8", start, end);
  if (!known && VALUES.size < MAX_VALUES) VALUES.set(hash, { bytes: new Uint8Array(b.subarray(start, end)), value });
  return value;
}

const EFFECT_ON_CONDITION = Buffer.from("effect_on_condition");

export class FileText implements TextSearch {
  private decoded: string | undefined;

  /**
   * `bytes`: valid UTF-8 (see text.ts decodeText); it may be a view of a buffer the reader
   * reuses, so a FileText made from one is good only until the next file is read. `text`: the
   * text when it was read as text.
   */
  private constructor(
    private readonly bytes: Buffer | undefined,
    text: string | undefined,
  ) {
    this.decoded = text;
  }

  static ofBytes(bytes: Buffer): FileText {
    return new FileText(bytes, undefined);
  }

  /** Bytes handed over by ownBytes. */
  static ofOwnBytes(bytes: Uint8Array): FileText {
    return new FileText(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), undefined);
  }

  static ofText(text: string): FileText {
    return new FileText(undefined, text);
  }

  /** The text (a leading byte-order mark left out), decoded on first use. */
  get text(): string {
    if (this.decoded === undefined) {
      const b = this.bytes as Buffer;
      const bom = b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf;
      this.decoded = b.toString("utf8", bom ? 3 : 0);
    }
    return this.decoded;
  }

  /** The file's bytes in a buffer of their own, to hand to another thread (transferred, not copied again). */
  ownBytes(): Uint8Array {
    return new Uint8Array(this.bytes ?? Buffer.from(this.decoded as string, "utf8"));
  }

  /** Whether the text holds `needle` (a substring of valid UTF-8 is one of its bytes too). */
  includes(needle: string): boolean {
    return this.bytes === undefined ? (this.decoded as string).includes(needle) : this.bytes.includes(needle);
  }

  /**
   * Every string value written as `"<key>": "..."` (a value without a backslash), in order: what
   * the regex `"<key>"\s*:\s*"([^"\\]*)"` finds in the text, `key` being a member name of ASCII
   * letters and dashes. Undefined when the bytes cannot say it for sure (non-ASCII bytes where
   * the regex's `\s` might match a Unicode space): the caller then searches the text.
   */
  stringValues(key: string): string[] | undefined {
    const b = this.bytes;
    if (b === undefined) return undefined;
    const quoted = quotedKey(key);
    const out: string[] = [];
    let from = 0;
    for (let start = b.indexOf(quoted, from); start >= 0; start = b.indexOf(quoted, from)) {
      // As the regex does: a failed match tries again one character later, a match goes on after it.
      from = start + 1;
      let i = start + quoted.length;
      while (isAsciiSpace(b[i] as number)) i++;
      if ((b[i] as number) >= 0x80) return undefined;
      if (b[i] !== 0x3a) continue;
      i++;
      while (isAsciiSpace(b[i] as number)) i++;
      if ((b[i] as number) >= 0x80) return undefined;
      if (b[i] !== 0x22) continue;
      const valueStart = ++i;
      let c = b[i];
      let hash = 0;
      while (c !== undefined && c !== 0x22 && c !== 0x5c) {
        hash = (hash * 31 + c) | 0;
        c = b[++i];
      }
      if (c !== 0x22) continue;
      out.push(stringAt(b, valueStart, i, hash));
      from = i + 1;
    }
    return out;
  }

  /**
   * Whether the text mentions EOCs (MENTIONS_EOCS, the case-insensitive `/eoc|effect_on_condition/i`).
   * Without the Unicode flag such a regex folds no character outside ASCII
   * onto an ASCII letter, so comparing bytes with the letters' case bit cleared is the same test.
   */
  mentionsEocs(): boolean {
    const b = this.bytes;
    if (b === undefined) return MENTIONS_EOCS.test(this.decoded as string);
    const n = b.length;
    const long = EFFECT_ON_CONDITION.length;
    for (let i = 0; i + 2 < n; i++) {
      if (((b[i] as number) | 0x20) !== 0x65) continue;
      const next = (b[i + 1] as number) | 0x20;
      if (next === 0x6f && ((b[i + 2] as number) | 0x20) === 0x63) return true;
      if (next !== 0x66 || i + long > n) continue;
      let k = 2;
      for (; k < long; k++) {
        const want = EFFECT_ON_CONDITION[k] as number;
        const got = b[i + k] as number;
        // Underscores compare as they are; letters in either case.
        if (got !== want && (want === 0x5f || (got | 0x20) !== want)) break;
      }
      if (k === long) return true;
    }
    return false;
  }
}
