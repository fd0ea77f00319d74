/**
 * Effect-on-condition and math variables. Global ones live in `world.vars` by name; a creature's
 * live in `world.vars.character_vars[<creature id>][<name>]` (the world has no per-creature
 * variable store of its own). `u_` names the first talker's (the examiner, the attacking monster),
 * `n_`/`npc_` the other's, `_` the context's; anything else is global, as in the game's math syntax.
 */
import type { VarKind, VarRef } from "../content/values/math.js";
import type { Json } from "../world/types.js";
import type { Sim } from "./context.js";

export const CHARACTER_VARS = "character_vars";

export interface EocScope {
  /** The `u` talker: a character or monster id. */
  readonly u: string;
  /** The `npc` talker: null on examine (B3-effect_on_condition-run) and where the game has none; a spell's caster. */
  readonly npc: string | null;
  /** Context variables (`this`, `pos`, ...). */
  readonly context: Readonly<Record<string, Json>>;
  /** The requirement ids a runtime error names (default: the examine action's B3 ones). */
  readonly rules?: { readonly run: string; readonly content: string };
}

export type VarOwner = VarRef;
export { varRef as ownerOf } from "../content/values/math.js";

/** A form, function or value the engine cannot evaluate: reported as a runtime error where it ran. */
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

export function talker(scope: EocScope, kind: Exclude<VarKind, "global" | "context">, what: string): string {
  const id = kind === "u" ? scope.u : scope.npc;
  if (id === null) throw new EocError(`${what} reads the npc talker, which there is none of here`);
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
