/**
 * "What is this object, really": every definition of an id across the files loaded, in load order,
 * the object resolved through copy-from, extend, delete, relative and proportional, and where each
 * member of the result came from (file and line); and every place another object names the id.
 */
import { statSync } from "node:fs";
import { makePositionLocator } from "../json/locate.js";
import { appendPath, type PathSegment } from "../json/path.js";
import { unnamedLabel } from "./label.js";
import { namespaceOf } from "./refs.js";
import { stillReadId } from "./renamed.js";
import { readTextFile } from "../json/text.js";
import type { Json as JsonValue } from "../json/types.js";
import { applyNumberOperator } from "../inherit.js";
import { KINDS, kindsOfType } from "../kinds/index.js";
import type { KindDef } from "../kinds/kind.js";

/** The defaults `relative`/`proportional` start from for objects of a type (the loader's). */
function defaultsOf(type: unknown): Readonly<Record<string, JsonValue>> | undefined {
  if (typeof type !== "string") return undefined;
  for (const k of kindsOfType(type)) {
    const d = (KINDS[k] as KindDef<unknown>).inherit?.defaults;
    if (d) return d;
  }
  return undefined;
}

type Json = unknown;
type Obj = Record<string, Json>;
const isObj = (v: Json): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);

export interface Definition {
  readonly file: string;
  readonly path: string;
  readonly json: Obj;
  /** Its place in load order. */
  readonly order: number;
}

export interface Origin {
  readonly file: string;
  readonly line?: number;
  readonly column?: number;
  /** How the member got its value: set by the object, inherited, or changed by extend, delete, relative, proportional. */
  readonly how: "own" | "copy-from" | "extend" | "delete" | "relative" | "proportional";
  /** The id of the object that set it (the parent, for an inherited member). */
  readonly from: string;
}

export interface Explained {
  readonly id: string;
  readonly type: string;
  readonly definition: Definition;
  /** Earlier definitions of the same id that this one replaces (a mod overriding the core). */
  readonly overrides: readonly Definition[];
  /** The copy-from chain, nearest parent first. */
  readonly parents: readonly Definition[];
  readonly resolved: Obj;
  readonly origins: Readonly<Record<string, readonly Origin[]>>;
}

export interface Mention {
  readonly file: string;
  readonly path: string;
  readonly line?: number;
  readonly column?: number;
  /** The id and type of the object holding the mention. */
  readonly by: string;
  readonly byType: string;
}

/** Parsed files kept between indexes (an editor re-indexes as the modder types): by file, with what they were parsed from. */
const parsed = new Map<string, { readonly stamp: string; readonly text: string; readonly json: Json }>();

function parseFile(file: string, given: string | undefined): { text: string; json: Json } | undefined {
  let stamp: string;
  try {
    stamp = given !== undefined ? `text:${given}` : `mtime:${statSync(file).mtimeMs}`;
  } catch {
    return undefined;
  }
  const kept = parsed.get(file);
  if (kept && kept.stamp === stamp) return kept;
  // Only a regular file's text: a FIFO named on the command line would block the read.
  const read = given !== undefined ? { ok: true as const, text: given } : readTextFile(file);
  if (!read.ok) return undefined;
  const text = read.text;
  let json: Json;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  parsed.set(file, { stamp, text, json });
  return { text, json };
}

/** Every top-level object of some files, in load order. */
export class ObjectIndex {
  readonly objects: Definition[] = [];
  private readonly byId = new Map<string, Definition[]>();
  private readonly texts = new Map<string, string>();
  private readonly locators = new Map<string, ReturnType<typeof makePositionLocator>>();

  constructor(files: readonly string[], texts: ReadonlyMap<string, string> = new Map()) {
    let order = 0;
    for (const file of files) {
      const read = parseFile(file, texts.get(file));
      if (!read) continue;
      const { text, json } = read;
      this.texts.set(file, text);
      const list = Array.isArray(json) ? json : [json];
      list.forEach((o, i) => {
        if (!isObj(o) || typeof o["type"] !== "string") return;
        const d: Definition = { file, path: Array.isArray(json) ? `$[${i}]` : "$", json: o, order: order++ };
        this.objects.push(d);
        for (const id of idsOf(o)) {
          const key = `${namespaceOf(o["type"] as string)}\u0000${id}`;
          const l = this.byId.get(key) ?? [];
          l.push(d);
          this.byId.set(key, l);
        }
      });
    }
  }

  /** Every definition of an id (of any type, or of the namespace of `type`), in load order. */
  definitions(id: string, type?: string): Definition[] {
    if (type !== undefined) return this.byId.get(`${namespaceOf(type)}\u0000${id}`) ?? [];
    const out: Definition[] = [];
    for (const [key, l] of this.byId) if (key.slice(key.indexOf("\u0000") + 1) === id) out.push(...l);
    return out.sort((a, b) => a.order - b.order);
  }

  /** Line and column of a member path in a file. */
  position(
    file: string,
    path: string,
    below: readonly PathSegment[] = [],
  ): { line: number; column: number } | undefined {
    const text = this.texts.get(file);
    if (text === undefined) return undefined;
    const segments: PathSegment[] = [];
    for (const m of path.matchAll(/\[(\d+)\]|\.([^.[]+)/g))
      segments.push(m[1] !== undefined ? Number(m[1]) : (m[2] as string));
    let locate = this.locators.get(file);
    if (!locate) this.locators.set(file, (locate = makePositionLocator(text)));
    return locate([...segments, ...below]);
  }

  /** The parent a copy-from names: the last definition of that id loaded before the child (or any, as the game defers). */
  parentOf(child: Definition): Definition | undefined {
    const from = child.json["copy-from"];
    if (typeof from !== "string") return undefined;
    const type = child.json["type"] as string;
    const all = this.definitions(from, type).filter((d) => d !== child);
    const before = all.filter((d) => d.order < child.order);
    return before[before.length - 1] ?? all[all.length - 1];
  }

  explain(id: string, type?: string): Explained | undefined {
    const defs = this.definitions(id, type);
    const definition = defs[defs.length - 1];
    if (!definition) return undefined;
    const parents: Definition[] = [];
    const seen = new Set<Definition>([definition]);
    for (let d = this.parentOf(definition); d && !seen.has(d) && parents.length < 64; d = this.parentOf(d)) {
      parents.push(d);
      seen.add(d);
    }
    const chain = [...parents].reverse().concat(definition);
    let resolved: Obj = {};
    const origins: Record<string, Origin[]> = {};
    const idOf = (d: Definition): string => idsOf(d.json)[0] ?? "?";
    const originAt = (d: Definition, how: Origin["how"], member: readonly PathSegment[]): Origin => {
      const pos = this.position(d.file, d.path, member);
      return { file: d.file, ...(pos ? { line: pos.line, column: pos.column } : {}), how, from: idOf(d) };
    };
    for (const d of chain) {
      const inherited = d !== chain[0];
      for (const k of Object.keys(origins))
        origins[k] = (origins[k] ?? []).map((o) => (o.how === "own" && inherited ? { ...o, how: "copy-from" } : o));
      const next: Obj = { ...resolved };
      for (const [k, v] of Object.entries(d.json)) {
        if (k.startsWith("//") || ["copy-from", "abstract", "extend", "delete", "relative", "proportional"].includes(k))
          continue;
        next[k] = v;
        origins[k] = [originAt(d, "own", [k])];
      }
      applyModifiers(d, next, origins, originAt);
      resolved = next;
    }
    // Members set by an ancestor are inherited from the point of view of the object shown.
    for (const k of Object.keys(origins))
      origins[k] = (origins[k] ?? []).map((o) => (o.how === "own" && o.from !== id ? { ...o, how: "copy-from" } : o));
    return {
      id,
      type: definition.json["type"] as string,
      definition,
      overrides: defs.slice(0, -1),
      parents,
      resolved,
      origins,
    };
  }

  /** Every string equal to `id` in another object (its member path, line and column). */
  mentions(id: string, limit = 200): Mention[] {
    const out: Mention[] = [];
    for (const d of this.objects) {
      if (out.length >= limit) break;
      if (idsOf(d.json).includes(id)) continue;
      const walk = (v: Json, at: PathSegment[], depth: number): void => {
        if (depth > 40 || out.length >= limit) return;
        if (v === id) {
          const pos = this.position(d.file, d.path, at);
          out.push({
            file: d.file,
            path: at.reduce<string>((p, s) => appendPath(p, s), d.path),
            ...(pos ? { line: pos.line, column: pos.column } : {}),
            by: idsOf(d.json)[0] ?? unnamedLabel(d.json) ?? `(line ${this.position(d.file, d.path)?.line ?? "?"})`,
            byType: d.json["type"] as string,
          });
        } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...at, i], depth + 1));
        // The object's own id is no mention; an `id` deeper in is (a mapgen `set` point's furniture).
        else if (isObj(v))
          for (const [k, x] of Object.entries(v)) if (k !== "id" || depth > 0) walk(x, [...at, k], depth + 1);
      };
      walk(d.json, [], 0);
    }
    return out;
  }
}

export function idsOf(o: Obj): string[] {
  const id = o["id"];
  if (typeof id === "string") return [id];
  if (Array.isArray(id)) return id.filter((x): x is string => typeof x === "string");
  const still = stillReadId(o["type"] as string, o);
  if (still !== undefined) return [still];
  if (typeof o["abstract"] === "string") return [o["abstract"]];
  // A monster faction is named by `name` (it has no id).
  if (o["type"] === "MONSTER_FACTION" && typeof o["name"] === "string") return [o["name"]];
  if (typeof o["result"] === "string")
    return [o["result"] + (typeof o["id_suffix"] === "string" ? `_${o["id_suffix"]}` : "")];
  return [];
}

function applyModifiers(
  d: Definition,
  next: Obj,
  origins: Record<string, Origin[]>,
  originAt: (d: Definition, how: Origin["how"], member: readonly PathSegment[]) => Origin,
): void {
  const ext = d.json["extend"];
  if (isObj(ext))
    for (const [k, v] of Object.entries(ext)) {
      const old = next[k];
      // As the loader extends (engine/content/inherit.ts): a map (a monster's `armor`) gains the
      // extension's members; a list gains the values it does not hold yet.
      if (isObj(v) && (old === undefined || isObj(old))) next[k] = { ...(old ?? {}), ...v };
      else {
        const list = Array.isArray(old) ? [...old] : old === undefined ? [] : [old];
        for (const x of Array.isArray(v) ? v : [v])
          if (!list.some((y) => JSON.stringify(y) === JSON.stringify(x))) list.push(x);
        next[k] = list;
      }
      origins[k] = [...(origins[k] ?? []), originAt(d, "extend", ["extend", k])];
    }
  const del = d.json["delete"];
  if (isObj(del))
    for (const [k, v] of Object.entries(del)) {
      const old = next[k];
      const gone = JSON.stringify(Array.isArray(v) ? v : [v]);
      if (Array.isArray(old))
        next[k] = old.filter((x) => !(JSON.parse(gone) as Json[]).some((g) => JSON.stringify(g) === JSON.stringify(x)));
      origins[k] = [...(origins[k] ?? []), originAt(d, "delete", ["delete", k])];
    }
  const defaults = defaultsOf(d.json["type"]);
  for (const how of ["relative", "proportional"] as const) {
    const mod = d.json[how];
    if (!isObj(mod)) continue;
    for (const [k, v] of Object.entries(mod)) {
      if (k.startsWith("//")) continue;
      // As the loader does: a member the object sets itself wins; else the inherited value or the
      // kind's default (a monster's dodge 0), numbers, unit strings and maps alike.
      if (!Object.hasOwn(d.json, k)) {
        const from = Object.hasOwn(next, k) ? next[k] : defaults?.[k];
        const result = applyNumberOperator(how, from as JsonValue | undefined, v as JsonValue);
        if (result !== undefined) next[k] = result;
      }
      origins[k] = [...(origins[k] ?? []), originAt(d, how, [how, k])];
    }
  }
}
