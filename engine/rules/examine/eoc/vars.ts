/**
 * Effect-on-condition variables. Global ones live in `world.vars` by name; a character's live in
 * `world.vars.character_vars[<character id>][<name>]` (the world has no per-character variable
 * store of its own). `u_` names the examiner's, `npc_` the npc's (none on examine), anything else
 * is global, as in the game's math syntax.
 */
import type { Sim } from "../../../sim/context.js";
import type { Json } from "../../../world/types.js";

export const CHARACTER_VARS = "character_vars";

export interface EocScope {
  /** The `u` talker: a character id. */
  readonly u: string;
  /** The `npc` talker: null on examine (B3-effect_on_condition-run). */
  readonly npc: string | null;
  /** Context variables (`this`, `pos`, ...). */
  readonly context: Readonly<Record<string, Json>>;
}

export type VarOwner = { readonly kind: "u" | "npc" | "global" | "context"; readonly name: string };

/** Splits `u_name`, `npc_name`, `_name` (context) and plain global names. */
export function ownerOf(name: string): VarOwner {
  if (name.startsWith("u_")) return { kind: "u", name: name.slice(2) };
  if (name.startsWith("npc_")) return { kind: "npc", name: name.slice(4) };
  if (name.startsWith("_")) return { kind: "context", name: name.slice(1) };
  return { kind: "global", name };
}

export class EocError extends Error {}

function charVars(sim: Sim, id: string, create: boolean): Record<string, Json> | undefined {
  const all = sim.world.vars as Record<string, Json>;
  let table = all[CHARACTER_VARS] as Record<string, Record<string, Json>> | undefined;
  if (!table || typeof table !== "object" || Array.isArray(table)) {
    if (!create) return undefined;
    all[CHARACTER_VARS] = {};
    table = all[CHARACTER_VARS] as Record<string, Record<string, Json>>;
  }
  let mine = table[id];
  if (!mine) {
    if (!create) return undefined;
    table[id] = {};
    mine = table[id];
  }
  return mine;
}

function talker(scope: EocScope, kind: "u" | "npc", what: string): string {
  const id = kind === "u" ? scope.u : scope.npc;
  if (id === null) throw new EocError(`${what} reads the npc talker, which is null on examine`);
  return id;
}

export function readVar(sim: Sim, scope: EocScope, owner: VarOwner): Json | undefined {
  switch (owner.kind) {
    case "context":
      return scope.context[owner.name];
    case "global":
      return (sim.world.vars as Record<string, Json>)[owner.name];
    default:
      return charVars(sim, talker(scope, owner.kind, `variable ${owner.kind}_${owner.name}`), false)?.[owner.name];
  }
}

export function writeVar(sim: Sim, scope: EocScope, owner: VarOwner, value: Json): void {
  switch (owner.kind) {
    case "context":
      (scope.context as Record<string, Json>)[owner.name] = value;
      return;
    case "global":
      (sim.world.vars as Record<string, Json>)[owner.name] = value;
      return;
    default: {
      const vars = charVars(sim, talker(scope, owner.kind, `variable ${owner.kind}_${owner.name}`), true) as Record<
        string,
        Json
      >;
      vars[owner.name] = value;
    }
  }
}

/** `{"u_val": "x"}`, `{"npc_val": ..}`, `{"global_val": ..}`, `{"context_val": ..}`, or a literal. */
export function valueRef(v: Json): VarOwner | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return undefined;
  const o = v as Record<string, Json>;
  if (typeof o["u_val"] === "string") return { kind: "u", name: o["u_val"] };
  if (typeof o["npc_val"] === "string") return { kind: "npc", name: o["npc_val"] };
  if (typeof o["global_val"] === "string") return { kind: "global", name: o["global_val"] };
  if (typeof o["context_val"] === "string") return { kind: "context", name: o["context_val"] };
  if (typeof o["var_val"] === "string") return { kind: "context", name: o["var_val"] };
  return undefined;
}
