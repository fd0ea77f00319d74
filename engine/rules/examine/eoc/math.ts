/**
 * The small part of the EOC `math` language the examine EOCs use: `["x == 1"]`, `["x = 1"]`,
 * `["x++"]`, `["x", "++"]`, `["x", "+=", "2"]`, with numbers, variables and + - * / in the
 * right-hand side. Anything else is an EocError naming it (reported as a runtime error).
 */
import type { Sim } from "../../../sim/context.js";
import type { Json } from "../../../world/types.js";
import { EocError, ownerOf, readVar, writeVar, type EocScope } from "./vars.js";

const COMPARE = ["==", "!=", "<=", ">=", "<", ">"] as const;
const ASSIGN = ["+=", "-=", "*=", "/=", "="] as const;

function value(sim: Sim, scope: EocScope, expr: string): number {
  const terms = expr.trim();
  // left-to-right + - then * /, no parentheses
  const addParts = splitTop(terms, ["+", "-"]);
  if (addParts.length > 1) {
    let acc = value(sim, scope, addParts[0] as string);
    for (let i = 1; i < addParts.length; i += 2) {
      const v = value(sim, scope, addParts[i + 1] as string);
      acc = addParts[i] === "+" ? acc + v : acc - v;
    }
    return acc;
  }
  const mulParts = splitTop(terms, ["*", "/"]);
  if (mulParts.length > 1) {
    let acc = value(sim, scope, mulParts[0] as string);
    for (let i = 1; i < mulParts.length; i += 2) {
      const v = value(sim, scope, mulParts[i + 1] as string);
      acc = mulParts[i] === "*" ? acc * v : v === 0 ? 0 : acc / v;
    }
    return acc;
  }
  if (/^-?\d+(\.\d+)?$/.test(terms)) return Number(terms);
  if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(terms)) {
    const v = readVar(sim, scope, ownerOf(terms));
    if (v === undefined || v === null) return 0;
    if (typeof v === "number") return v;
    if (typeof v === "boolean") return v ? 1 : 0;
    const n = Number(v);
    return Number.isFinite(n) ? n : 0;
  }
  throw new EocError(`math expression ${JSON.stringify(expr)} is not supported (numbers, variables and + - * / only)`);
}

/** Splits at top-level binary operators (a leading minus belongs to the number). */
function splitTop(s: string, ops: readonly string[]): string[] {
  const out: string[] = [];
  let cur = "";
  for (let i = 0; i < s.length; i++) {
    const ch = s[i] as string;
    if (ops.includes(ch) && cur.trim() !== "") {
      out.push(cur, ch);
      cur = "";
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

function normalise(m: Json): string {
  if (!Array.isArray(m) || !m.every((x) => typeof x === "string"))
    throw new EocError(`math must be an array of strings, got ${JSON.stringify(m)}`);
  return (m as string[]).join(" ");
}

/** A math condition: true when the comparison holds (a bare value: non-zero). */
export function mathCondition(sim: Sim, scope: EocScope, m: Json): boolean {
  const s = normalise(m);
  for (const op of COMPARE) {
    const i = s.indexOf(op);
    if (i < 0) continue;
    const a = value(sim, scope, s.slice(0, i));
    const b = value(sim, scope, s.slice(i + op.length));
    switch (op) {
      case "==":
        return a === b;
      case "!=":
        return a !== b;
      case "<=":
        return a <= b;
      case ">=":
        return a >= b;
      case "<":
        return a < b;
      case ">":
        return a > b;
    }
  }
  return value(sim, scope, s) !== 0;
}

/** A math effect: an assignment or an increment. */
export function mathEffect(sim: Sim, scope: EocScope, m: Json): void {
  const s = normalise(m).trim();
  const inc = /^([A-Za-z_][A-Za-z0-9_]*)\s*(\+\+|--)$/.exec(s);
  if (inc) {
    const owner = ownerOf(inc[1] as string);
    const now = value(sim, scope, inc[1] as string);
    writeVar(sim, scope, owner, inc[2] === "++" ? now + 1 : now - 1);
    return;
  }
  for (const op of ASSIGN) {
    const i = s.indexOf(op);
    if (i < 0) continue;
    if (op === "=" && (s[i + 1] === "=" || "!<>".includes(s[i - 1] ?? ""))) continue;
    const name = s.slice(0, i).trim();
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
      throw new EocError(`math assigns to ${JSON.stringify(name)}, which is not a variable name`);
    const rhs = value(sim, scope, s.slice(i + op.length));
    const now = op === "=" ? 0 : value(sim, scope, name);
    const next =
      op === "="
        ? rhs
        : op === "+="
          ? now + rhs
          : op === "-="
            ? now - rhs
            : op === "*="
              ? now * rhs
              : rhs === 0
                ? 0
                : now / rhs;
    writeVar(sim, scope, ownerOf(name), next);
    return;
  }
  throw new EocError(`math effect ${JSON.stringify(s)} is not supported (assignments and ++/-- only)`);
}
