/**
 * The game's JSON style (its tools/format formatter, which the game's CI enforces), written from
 * its rules, byte for byte:
 * - two-space indents; the top-level value and the members of its objects always wrap, one
 *   element or member a line;
 * - a deeper array or object stays on one line (`[ 1, 2 ]`, `{ "a": 1 }`, `[  ]` when empty)
 *   when that line, counted from its opening bracket (plus the `, ` or line break before it when
 *   it is not the first element of an array), is at most 120 characters; otherwise it wraps;
 * - arrays under `rows`, `blueprint` and `picture` wrap when they hold more than one element;
 * - strings keep their escapes as written; whole numbers are written as integers; numbers with a
 *   decimal point are printed with six decimals and their trailing zeros dropped (`0.5`, `2.0`);
 * - the file ends with one line break.
 */

/** A parsed value keeping the text of its scalars: strings keep their escapes, numbers their form. */
type Node =
  | { readonly t: "scalar"; readonly raw: string }
  | { readonly t: "array"; readonly items: readonly Node[] }
  | { readonly t: "object"; readonly members: readonly (readonly [string, Node])[] };

export class StyleSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

const WRAP_WHEN_MANY: ReadonlySet<string> = new Set(["rows", "blueprint", "picture"]);
const MAX_LINE = 120;
const NON_ASCII = /[\u0080-\uffff]/;

/** The text in the game's style; throws StyleSyntaxError when the text is not JSON. */
export function styleJson(text: string): string {
  const p = new Parser(text);
  const root = p.value();
  p.end();
  const out = new Out();
  format(root, out, -1, false);
  return `${out.text()}\n`;
}

class Parser {
  private pos = 0;
  constructor(private readonly s: string) {
    if (s.charCodeAt(0) === 0xfeff) this.pos = 1;
  }

  private fail(what: string): never {
    throw new StyleSyntaxError(`${what} at offset ${this.pos}`, this.pos);
  }

  private ws(): void {
    const s = this.s;
    for (;;) {
      const c = s.charCodeAt(this.pos);
      if (c === 32 || c === 10 || c === 13 || c === 9) this.pos++;
      else return;
    }
  }

  end(): void {
    this.ws();
    if (this.pos < this.s.length) this.fail("unexpected text after the value");
  }

  value(): Node {
    this.ws();
    const c = this.s[this.pos];
    if (c === "[") return this.array();
    if (c === "{") return this.object();
    if (c === '"') return { t: "scalar", raw: this.string() };
    if (c === "-" || (c !== undefined && c >= "0" && c <= "9")) return { t: "scalar", raw: number(this.numberText()) };
    for (const word of ["true", "false", "null"])
      if (this.s.startsWith(word, this.pos)) {
        this.pos += word.length;
        return { t: "scalar", raw: word };
      }
    return this.fail(c === undefined ? "unexpected end of text" : `unexpected ${JSON.stringify(c)}`);
  }

  private string(): string {
    const start = this.pos;
    let i = start + 1;
    const s = this.s;
    for (;;) {
      const c = s.charCodeAt(i);
      if (Number.isNaN(c)) {
        this.pos = i;
        this.fail("unterminated string");
      }
      if (c === 34) break;
      if (c === 92) i++;
      else if (c < 0x20) {
        this.pos = i;
        this.fail("control character in a string");
      }
      i++;
    }
    this.pos = i + 1;
    return s.slice(start, this.pos);
  }

  private numberText(): string {
    const m = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(this.s.slice(this.pos, this.pos + 64));
    if (!m) return this.fail("malformed number");
    this.pos += m[0].length;
    return m[0];
  }

  /** The elements between the opening bracket at `pos` and `close`, comma-separated, each read by `read`. */
  private list<T>(close: "]" | "}", read: () => T): T[] {
    this.pos++;
    const out: T[] = [];
    this.ws();
    if (this.s[this.pos] === close) {
      this.pos++;
      return out;
    }
    for (;;) {
      out.push(read());
      this.ws();
      const c = this.s[this.pos++];
      if (c === close) return out;
      if (c !== ",") {
        this.pos--;
        this.fail(`expected "," or "${close}"`);
      }
    }
  }

  private array(): Node {
    return { t: "array", items: this.list("]", () => this.value()) };
  }

  private object(): Node {
    return { t: "object", members: this.list("}", () => this.member()) };
  }

  private member(): [string, Node] {
    this.ws();
    if (this.s[this.pos] !== '"') this.fail("expected a member name");
    const key = JSON.parse(this.string()) as string;
    this.ws();
    if (this.s[this.pos++] !== ":") {
      this.pos--;
      this.fail('expected ":"');
    }
    return [key, this.value()];
  }
}

/** A number as the formatter writes it: integers as integers, others with six decimals, trailing zeros dropped. */
function number(text: string): string {
  if (!text.includes(".")) {
    // The game reads it as a 64-bit integer; exponents and -0 come out as plain digits.
    const n = /[eE]/.test(text) ? BigInt(Math.trunc(Number(text))) : BigInt(text);
    return n.toString();
  }
  let s = Number(text).toFixed(6);
  s = s.replace(/0+$/, "");
  if (s.endsWith(".")) s += "0";
  return s === "-0.0" ? "-0.0" : s;
}

/** The writer, with the game's separators and indentation; `mark`/`reset` let a collection retry wrapped. */
class Out {
  private parts: string[] = [];
  private length = 0;
  private indent = 0;
  private readonly wrap: boolean[] = [];
  needSeparator = false;

  text(): string {
    return this.parts.join("");
  }

  mark(): { parts: number; length: number; needSeparator: boolean } {
    return { parts: this.parts.length, length: this.length, needSeparator: this.needSeparator };
  }

  reset(m: { parts: number; length: number; needSeparator: boolean }): void {
    this.parts.length = m.parts;
    this.length = m.length;
    this.needSeparator = m.needSeparator;
  }

  get size(): number {
    return this.length;
  }

  private put(s: string): void {
    this.parts.push(s);
    // The game measures lines in bytes of UTF-8.
    this.length += NON_ASCII.test(s) ? Buffer.byteLength(s, "utf8") : s.length;
  }

  private newline(): void {
    this.put(`\n${"  ".repeat(this.indent)}`);
  }

  separator(): void {
    if (!this.needSeparator) return;
    this.put(",");
    if (this.indent < 2 || this.wrap[this.wrap.length - 1]) this.newline();
    else this.put(" ");
    this.needSeparator = false;
  }

  open(bracket: string, wrap: boolean): void {
    this.separator();
    this.put(bracket);
    this.wrap.push(wrap);
    this.indent++;
    if (this.indent < 2 || wrap) this.newline();
    else this.put(" ");
    this.needSeparator = false;
  }

  close(bracket: string): void {
    this.indent--;
    if (this.indent < 1 || this.wrap[this.wrap.length - 1]) this.newline();
    else this.put(" ");
    this.wrap.pop();
    this.put(bracket);
    this.needSeparator = true;
  }

  scalar(raw: string): void {
    this.separator();
    this.put(raw);
    this.needSeparator = true;
  }

  member(name: string): void {
    this.separator();
    this.put(`${JSON.stringify(name)}: `);
    this.needSeparator = false;
  }
}

function format(node: Node, out: Out, depth: number, forceWrap: boolean): void {
  const d = depth + 1;
  if (node.t === "scalar") {
    out.scalar(node.raw);
    return;
  }
  if (d > 1 && !forceWrap) {
    const m = out.mark();
    write(node, out, d, false);
    if (out.size - m.length <= MAX_LINE) return;
    out.reset(m);
  }
  write(node, out, d, true);
}

function write(node: Exclude<Node, { t: "scalar" }>, out: Out, depth: number, wrap: boolean): void {
  if (node.t === "array") {
    out.open("[", wrap);
    for (const item of node.items) format(item, out, depth, false);
    out.close("]");
    return;
  }
  out.open("{", wrap);
  for (const [name, value] of node.members) {
    out.member(name);
    const many = WRAP_WHEN_MANY.has(name) && value.t === "array" && value.items.length > 1;
    format(value, out, depth, many);
  }
  out.close("}");
}
