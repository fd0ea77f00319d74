/**
 * The game's `math` expression language (effect-on-condition `math`, and every number the game reads
 * as a variable: `{"math": ["12 + rand(24)"]}`), parsed once at load into a small tree that the
 * engine evaluates with the world's PRNG and variables (engine/sim/math.ts).
 *
 * Grammar, loosest binding first: assignment (`=`, `+=`, `-=`, `*=`, `/=`, `%=`, `^=`, and `x++`,
 * `x--`) at the top only; `a ? b : c`; `||`; `&&`; comparisons (`==`, `!=`, `<`, `>`, `<=`, `>=`);
 * `+ -`; `* / %`; unary `- + !`; `^` (power, right-associative); then numbers, `'strings'`,
 * variables (`u_x`, `n_x`/`npc_x`, `_x` context, plain names global), parentheses and calls
 * `name(arg, ..., 'key': value)`. The array forms are `["expr"]`, `["lhs", "op", "rhs"]` and
 * `["x", "++"]`.
 */

export type VarKind = "u" | "npc" | "global" | "context";

export interface VarRef {
  readonly kind: VarKind;
  readonly name: string;
}

export type MathNode =
  | { readonly t: "num"; readonly v: number }
  | { readonly t: "str"; readonly v: string }
  | { readonly t: "var"; readonly ref: VarRef }
  | { readonly t: "unary"; readonly op: "-" | "+" | "!"; readonly a: MathNode }
  | { readonly t: "bin"; readonly op: BinaryOp; readonly a: MathNode; readonly b: MathNode }
  | { readonly t: "cond"; readonly test: MathNode; readonly then: MathNode; readonly else: MathNode }
  | {
      readonly t: "call";
      readonly name: string;
      readonly args: readonly MathNode[];
      readonly kwargs: Readonly<Record<string, MathNode>>;
    };

export type BinaryOp = "+" | "-" | "*" | "/" | "%" | "^" | "==" | "!=" | "<" | ">" | "<=" | ">=" | "&&" | "||";
export type AssignOp = "=" | "+=" | "-=" | "*=" | "/=" | "%=" | "^=";

/** A whole math statement: a value (or condition), or an assignment to a variable. */
/** What an assignment writes: a variable, or a settable value of the game's (`u_pain()`, `u_val('stamina')`). */
export type MathTarget = Extract<MathNode, { t: "var" } | { t: "call" }>;

export type MathStatement =
  | { readonly t: "value"; readonly expr: MathNode }
  | { readonly t: "assign"; readonly target: MathTarget; readonly op: AssignOp; readonly expr: MathNode }
  | { readonly t: "step"; readonly target: MathTarget; readonly by: 1 | -1 };

export type MathParse =
  | { readonly ok: true; readonly statement: MathStatement }
  | { readonly ok: false; readonly message: string };

/** Names the variable prefixes: `u_`, `n_`/`npc_` (the other talker), `_` (context); plain names are global. */
export function varRef(name: string): VarRef {
  if (name.startsWith("u_")) return { kind: "u", name: name.slice(2) };
  if (name.startsWith("npc_")) return { kind: "npc", name: name.slice(4) };
  if (name.startsWith("n_")) return { kind: "npc", name: name.slice(2) };
  if (name.startsWith("_")) return { kind: "context", name: name.slice(1) };
  return { kind: "global", name };
}

class MathSyntaxError extends Error {}

type Token =
  | { readonly k: "num"; readonly v: number; readonly at: number }
  | { readonly k: "str"; readonly v: string; readonly at: number }
  | { readonly k: "id"; readonly v: string; readonly at: number }
  | { readonly k: "op"; readonly v: string; readonly at: number };

const OPERATORS = [
  "++",
  "--",
  "+=",
  "-=",
  "*=",
  "/=",
  "%=",
  "^=",
  "==",
  "!=",
  "<=",
  ">=",
  "&&",
  "||",
  "=",
  "<",
  ">",
  "+",
  "-",
  "*",
  "/",
  "%",
  "^",
  "!",
  "?",
  ":",
  "(",
  ")",
  ",",
];

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i] as string;
    if (c === " " || c === "\t" || c === "\n" || c === "\r") {
      i++;
      continue;
    }
    const num = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(src.slice(i));
    if (num) {
      out.push({ k: "num", v: Number(num[0]), at: i });
      i += num[0].length;
      continue;
    }
    const id = /^[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i));
    if (id) {
      out.push({ k: "id", v: id[0], at: i });
      i += id[0].length;
      continue;
    }
    if (c === "'" || c === '"') {
      const end = src.indexOf(c, i + 1);
      if (end < 0) throw new MathSyntaxError(`unterminated string at ${i + 1}`);
      out.push({ k: "str", v: src.slice(i + 1, end), at: i });
      i = end + 1;
      continue;
    }
    const op = OPERATORS.find((o) => src.startsWith(o, i));
    if (!op) throw new MathSyntaxError(`unexpected ${JSON.stringify(c)} at ${i + 1}`);
    out.push({ k: "op", v: op, at: i });
    i += op.length;
  }
  return out;
}

class Parser {
  private i = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.i];
  }

  private isOp(v: string, offset = 0): boolean {
    const t = this.tokens[this.i + offset];
    return t?.k === "op" && t.v === v;
  }

  private take(v: string): void {
    if (!this.isOp(v)) throw new MathSyntaxError(`expected "${v}" ${this.where()}`);
    this.i++;
  }

  private where(): string {
    const t = this.peek();
    return t ? `at ${t.at + 1}` : "at the end";
  }

  statement(): MathStatement {
    const start = this.i;
    const first = this.expression();
    const next = this.peek();
    if (next?.k === "op" && (first.t === "var" || first.t === "call")) {
      if ((next.v === "++" || next.v === "--") && this.tokens.length === this.i + 1) {
        this.i++;
        return { t: "step", target: first, by: next.v === "++" ? 1 : -1 };
      }
      if (["=", "+=", "-=", "*=", "/=", "%=", "^="].includes(next.v)) {
        this.i++;
        const expr = this.expression();
        this.end();
        return { t: "assign", target: first, op: next.v as AssignOp, expr };
      }
    }
    if (this.i === start) throw new MathSyntaxError("the expression is empty");
    this.end();
    return { t: "value", expr: first };
  }

  private end(): void {
    if (this.i < this.tokens.length)
      throw new MathSyntaxError(`unexpected ${this.describe(this.peek())} ${this.where()}`);
  }

  private describe(t: Token | undefined): string {
    if (!t) return "end";
    return t.k === "str" ? `'${t.v}'` : JSON.stringify(String(t.v));
  }

  expression(): MathNode {
    const test = this.binary(0);
    if (!this.isOp("?")) return test;
    this.i++;
    const then = this.expression();
    this.take(":");
    return { t: "cond", test, then, else: this.expression() };
  }

  private static readonly LEVELS: readonly (readonly BinaryOp[])[] = [
    ["||"],
    ["&&"],
    ["==", "!=", "<", ">", "<=", ">="],
    ["+", "-"],
    ["*", "/", "%"],
  ];

  private binary(level: number): MathNode {
    if (level >= Parser.LEVELS.length) return this.unary();
    let a = this.binary(level + 1);
    const ops = Parser.LEVELS[level] as readonly BinaryOp[];
    for (;;) {
      const t = this.peek();
      if (t?.k !== "op" || !(ops as readonly string[]).includes(t.v)) return a;
      this.i++;
      a = { t: "bin", op: t.v as BinaryOp, a, b: this.binary(level + 1) };
    }
  }

  private unary(): MathNode {
    const t = this.peek();
    if (t?.k === "op" && (t.v === "-" || t.v === "+" || t.v === "!")) {
      this.i++;
      return { t: "unary", op: t.v, a: this.unary() };
    }
    return this.power();
  }

  private power(): MathNode {
    const base = this.primary();
    if (!this.isOp("^")) return base;
    this.i++;
    return { t: "bin", op: "^", a: base, b: this.unary() };
  }

  private primary(): MathNode {
    const t = this.peek();
    if (!t) throw new MathSyntaxError("the expression ends too early");
    this.i++;
    if (t.k === "num") return { t: "num", v: t.v };
    if (t.k === "str") return { t: "str", v: t.v };
    if (t.k === "id") {
      if (!this.isOp("(")) return { t: "var", ref: varRef(t.v) };
      this.i++;
      const args: MathNode[] = [];
      const kwargs: Record<string, MathNode> = {};
      while (!this.isOp(")")) {
        const a = this.peek();
        if (a?.k === "str" && this.isOp(":", 1)) {
          this.i += 2;
          Object.defineProperty(kwargs, a.v, { value: this.expression(), enumerable: true });
        } else args.push(this.expression());
        if (this.isOp(",")) this.i++;
        else if (!this.isOp(")")) throw new MathSyntaxError(`expected "," or ")" ${this.where()}`);
      }
      this.i++;
      return { t: "call", name: t.v, args, kwargs };
    }
    if (t.v === "(") {
      const inner = this.expression();
      this.take(")");
      return inner;
    }
    throw new MathSyntaxError(`unexpected ${this.describe(t)} at ${t.at + 1}`);
  }
}

/** Parses one statement's text. */
export function parseMath(source: string): MathParse {
  try {
    const tokens = tokenize(source);
    if (tokens.length === 0) return { ok: false, message: "the expression is empty" };
    return { ok: true, statement: new Parser(tokens).statement() };
  } catch (e) {
    if (e instanceof MathSyntaxError) return { ok: false, message: `${e.message} in ${JSON.stringify(source)}` };
    throw e;
  }
}

/** The text of a `math` member: `["expr"]`, `["lhs", "op", "rhs"]` or `["x", "++"]`, joined. */
export function mathSource(m: unknown): string | undefined {
  if (!Array.isArray(m) || m.length === 0 || !m.every((x) => typeof x === "string")) return undefined;
  return (m as string[]).join(" ");
}

/** Parses a `math` member's value. */
export function parseMathMember(m: unknown): MathParse {
  const src = mathSource(m);
  if (src === undefined) return { ok: false, message: `math must be an array of strings, got ${JSON.stringify(m)}` };
  return parseMath(src);
}
