/**
 * A number the game reads as a variable (its `dbl_or_var` / `int_or_var`): a plain number, a
 * `{"math": ["expr"]}` expression, a variable reference (`{"global_val": "x", "default": 3}`, and
 * `u_val`, `npc_val`, `context_val`, `var_val`), or `[min, max]` of those (a random value between
 * them). Decoded at load; evaluated when the game evaluates it (a cooldown: each time it restarts),
 * with the world's PRNG and variables (engine/sim/var_number.ts).
 */
import * as t from "io-ts";
import { withMeta } from "../codec/meta.js";
import { isJsonObject } from "../json/types.js";
import { describe } from "./duration.js";
import { type MathStatement, parseMathMember, type VarKind, type VarRef } from "./math.js";

export type VarNumber =
  | { readonly kind: "const"; readonly value: number }
  | { readonly kind: "math"; readonly statement: MathStatement; readonly source: string }
  | { readonly kind: "var"; readonly ref: VarRef; readonly default: number }
  | { readonly kind: "range"; readonly min: VarNumber; readonly max: VarNumber };

const REFS: readonly (readonly [string, VarKind])[] = [
  ["global_val", "global"],
  ["u_val", "u"],
  ["npc_val", "npc"],
  ["context_val", "context"],
  ["var_val", "context"],
];

export function constNumber(value: number): VarNumber {
  return { kind: "const", value };
}

/** The value when it needs no world (a plain number), else undefined. */
export function constantOf(v: VarNumber): number | undefined {
  return v.kind === "const" ? v.value : undefined;
}

/** A short text for messages and the story: the number, or the expression. */
export function showVarNumber(v: VarNumber): string {
  switch (v.kind) {
    case "const":
      return String(v.value);
    case "math":
      return v.source;
    case "var":
      return `${v.ref.kind}:${v.ref.name}`;
    case "range":
      return `${showVarNumber(v.min)}..${showVarNumber(v.max)}`;
  }
}

/**
 * A variable number whose plain-number form is checked by `plain` (so a cooldown still refuses
 * -1 written as a number); the variable forms are checked for shape, and their value when it is
 * known only at run time.
 */
export function varNumber(plain: t.Decoder<unknown, number>): t.Type<VarNumber, VarNumber, unknown> {
  const decode = (u: unknown, c: t.Context, top: boolean): t.Validation<VarNumber> => {
    if (typeof u === "number") {
      const r = plain.validate(u, c);
      return r._tag === "Right" ? t.success(constNumber(r.right)) : r;
    }
    if (top && Array.isArray(u) && u.length === 2) {
      const lo = decode(u[0], c, false);
      if (lo._tag === "Left") return lo;
      const hi = decode(u[1], c, false);
      if (hi._tag === "Left") return hi;
      return t.success({ kind: "range", min: lo.right, max: hi.right });
    }
    if (isJsonObject(u)) {
      if (Object.hasOwn(u, "math")) {
        const p = parseMathMember(u["math"]);
        if (!p.ok) return t.failure(u, c, p.message);
        if (p.statement.t !== "value") return t.failure(u, c, `math here must give a value, not assign one`);
        return t.success({ kind: "math", statement: p.statement, source: (u["math"] as string[]).join(" ") });
      }
      for (const [member, kind] of REFS) {
        const name = u[member];
        if (!Object.hasOwn(u, member)) continue;
        if (typeof name !== "string")
          return t.failure(u, c, `${member} names a variable (a string), got ${describe(name)}`);
        const d = u["default"];
        const fallback =
          typeof d === "number" ? d : typeof d === "string" && Number.isFinite(Number(d)) ? Number(d) : 0;
        return t.success({ kind: "var", ref: { kind, name }, default: fallback });
      }
    }
    return t.failure(
      u,
      c,
      `expected ${plain.name}, a {"math": [...]} expression, a variable ({"global_val": ...}) or [min, max] of those, got ${describe(u)}`,
    );
  };
  const codec = new t.Type<VarNumber, VarNumber, unknown>(
    `${plain.name} or a variable number`,
    (u): u is VarNumber => isJsonObject(u) && typeof u["kind"] === "string",
    (u, c) => decode(u, c, true),
    t.identity,
  );
  const variable = { type: "object", description: 'A {"math": [...]} expression or a variable ({"global_val": ...}).' };
  const single = { anyOf: [{ type: "number" }, variable] };
  return withMeta(codec, {
    either: plain,
    or: [
      variable,
      { type: "array", description: "[min, max]", prefixItems: [single, single], minItems: 2, maxItems: 2 },
    ],
  });
}
