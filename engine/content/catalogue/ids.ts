/**
 * Every id defined in some files, by namespace (the object's type; `ITEM` for every item type),
 * whatever kind: what a modder's references are checked against. EOCs defined inline (an object
 * with an `id` and an `effect`) count as EOCs; a monster faction is named by `name`, and so is a
 * monster group without an `id` (the game still reads it). Built once per set of files and kept.
 */
import { namespaceOf } from "./refs.js";
import { stillReadId } from "./renamed.js";
import { readTextFile } from "../json/text.js";

export type IdIndex = ReadonlyMap<string, ReadonlySet<string>>;

const built = new Map<string, Map<string, Set<string>>>();
const perFile = new Map<string, { readonly mtime: number; readonly ids: readonly (readonly [string, string])[] }>();

function idsOfFile(file: string): readonly (readonly [string, string])[] {
  // Only a regular file's text: a FIFO named on the command line would block the read.
  const read = readTextFile(file);
  if (!read.ok) return [];
  const text = read.text;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [];
  }
  const out: [string, string][] = [];
  for (const o of Array.isArray(json) ? json : [json]) {
    if (o === null || typeof o !== "object" || Array.isArray(o)) continue;
    const r = o as Record<string, unknown>;
    const type = r["type"];
    if (typeof type !== "string") continue;
    const ns = namespaceOf(type);
    const id = r["id"] ?? stillReadId(type, r);
    if (typeof id === "string") out.push([ns, id]);
    else if (Array.isArray(id)) for (const x of id) if (typeof x === "string") out.push([ns, x]);
    if (typeof r["abstract"] === "string") out.push([`abstract:${ns}`, r["abstract"]]);
    if (type === "MONSTER_FACTION") factionNames(r, out);
    if (text.includes('"effect"')) inlineEocs(r, out, 0);
  }
  return out;
}

/**
 * A monster faction's id is its `name`; a faction only named in another's lists exists too (the
 * game adds it as a child of the root faction).
 */
function factionNames(r: Record<string, unknown>, out: [string, string][]): void {
  if (typeof r["name"] === "string") out.push(["MONSTER_FACTION", r["name"]]);
  for (const k of ["hate", "neutral", "friendly", "by_mood"]) {
    const v = r[k];
    if (typeof v === "string") out.push(["MONSTER_FACTION", v]);
    else if (Array.isArray(v)) for (const x of v) if (typeof x === "string") out.push(["MONSTER_FACTION", x]);
  }
}

function inlineEocs(v: unknown, out: [string, string][], depth: number): void {
  if (depth > 40 || v === null || typeof v !== "object") return;
  if (Array.isArray(v)) {
    for (const x of v) inlineEocs(x, out, depth + 1);
    return;
  }
  const r = v as Record<string, unknown>;
  if (depth > 0 && typeof r["id"] === "string" && "effect" in r) out.push(["effect_on_condition", r["id"]]);
  for (const x of Object.values(r)) inlineEocs(x, out, depth + 1);
}

/** The ids of these files (each file's ids are kept across calls, so an editor's index stays cheap). */
export function indexIds(files: readonly string[], mtimeOf: (file: string) => number = () => 0): IdIndex {
  const key = files.join("\n");
  const index = new Map<string, Set<string>>();
  for (const f of files) {
    const mtime = mtimeOf(f);
    let entry = perFile.get(f);
    if (!entry || entry.mtime !== mtime) {
      entry = { mtime, ids: idsOfFile(f) };
      perFile.set(f, entry);
    }
    for (const [ns, id] of entry.ids) {
      let set = index.get(ns);
      if (!set) index.set(ns, (set = new Set()));
      set.add(id);
    }
  }
  built.set(key, index);
  return index;
}

/** Whether a file of `files` other than `except` defines `id` in `namespace` (read as indexIds reads them). */
export function definedIn(files: readonly string[], namespace: string, id: string, except: string): boolean {
  for (const f of files) {
    if (f === except) continue;
    let entry = perFile.get(f);
    if (!entry) {
      entry = { mtime: 0, ids: idsOfFile(f) };
      perFile.set(f, entry);
    }
    if (entry.ids.some(([ns, x]) => ns === namespace && x === id)) return true;
  }
  return false;
}
