/**
 * Mods load on top of what they depend on. A folder with a `modinfo.json` names its dependencies;
 * `dda` is the core game data, other ids are sibling mod folders. Dependencies become base
 * content: loaded so references and copy-from resolve, but not counted or reported.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { isJsonObject } from "./json/types.js";
import type { ReadRoot } from "./json/read.js";

export interface ModInfo {
  readonly id: string;
  readonly dependencies: readonly string[];
  readonly path: string;
}

export function readModInfo(dir: string): ModInfo | undefined {
  const file = join(dir, "modinfo.json");
  if (!existsSync(file)) return undefined;
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
    const list = Array.isArray(parsed) ? parsed : [parsed];
    for (const o of list) {
      if (isJsonObject(o) && o["type"] === "MOD_INFO" && typeof o["id"] === "string") {
        const deps = Array.isArray(o["dependencies"])
          ? o["dependencies"].filter((d): d is string => typeof d === "string")
          : [];
        return { id: o["id"], dependencies: deps, path: dir };
      }
    }
  } catch {
    // An unreadable modinfo is reported when the folder itself is loaded.
  }
  return undefined;
}

export interface RootPlan {
  readonly roots: ReadRoot[];
  /** What was added and why, for the user. */
  readonly notes: string[];
  /** Dependencies that could not be found. */
  readonly missing: string[];
}

/**
 * Orders the inputs after the mods they depend on. `coreCandidates` are folders that may hold
 * the core game data (`dda`), tried in order.
 */
export function planRoots(
  inputs: readonly string[],
  base: readonly string[],
  coreCandidates: (mod: ModInfo) => readonly string[],
): RootPlan {
  const roots: ReadRoot[] = [];
  const notes: string[] = [];
  const missing: string[] = [];
  const seen = new Set<string>();
  const add = (path: string, isBase: boolean): void => {
    const key = resolve(path);
    if (seen.has(key)) return;
    seen.add(key);
    roots.push({ path, base: isBase });
  };
  for (const b of base) add(b, true);
  const inputKeys = new Set(inputs.map((i) => resolve(i)));
  const explicitBase = base.length > 0;

  // A dependency inside one of the inputs is loaded with it, not again as base content.
  const withinInputs = (path: string): boolean =>
    inputs.some((i) => {
      const rel = relative(resolve(i), resolve(path));
      return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
    });
  const addDeps = (mod: ModInfo, chain: string[]): void => {
    for (const dep of mod.dependencies) {
      if (chain.includes(dep)) continue;
      if (dep === "dda") {
        if (explicitBase) continue;
        const core = coreCandidates(mod).find((c) => existsSync(c) && statSync(c).isDirectory());
        if (!core) {
          missing.push(`${mod.id} needs the core game data (dda); pass it with --base <data/json>`);
          continue;
        }
        if (!seen.has(resolve(core)) && !inputKeys.has(resolve(core)))
          notes.push(`${mod.id} depends on dda: loading ${core} as base content`);
        add(core, !inputKeys.has(resolve(core)));
        continue;
      }
      const sibling = findSiblingMod(dirname(mod.path), dep);
      if (sibling && withinInputs(sibling.path)) continue;
      if (!sibling) {
        missing.push(
          `${mod.id} depends on mod ${JSON.stringify(dep)}, which is not next to it; pass it with --base <folder>`,
        );
        continue;
      }
      addDeps(sibling, [...chain, dep]);
      if (!seen.has(resolve(sibling.path)) && !inputKeys.has(resolve(sibling.path)))
        notes.push(`${mod.id} depends on ${dep}: loading ${sibling.path} as base content`);
      add(sibling.path, !inputKeys.has(resolve(sibling.path)));
    }
  };

  for (const input of inputs) {
    const st = existsSync(input) ? statSync(input) : undefined;
    const mod = st?.isDirectory() ? readModInfo(input) : undefined;
    if (mod) addDeps(mod, [mod.id]);
    // A folder of mods (the game's data/mods): each loads after what it depends on outside it.
    else if (st?.isDirectory()) for (const inner of modsIn(input)) addDeps(inner, [inner.id]);
    add(input, false);
  }
  return { roots, notes, missing };
}

/** The mods directly inside a folder (sub-folders with a modinfo.json), in name order. */
function modsIn(folder: string): ModInfo[] {
  let entries: string[];
  try {
    entries = readdirSync(folder).sort();
  } catch {
    return [];
  }
  const out: ModInfo[] = [];
  for (const name of entries) {
    const dir = join(folder, name);
    if (!statSync(dir).isDirectory()) continue;
    const info = readModInfo(dir);
    if (info) out.push(info);
  }
  return out;
}

function findSiblingMod(parent: string, id: string): ModInfo | undefined {
  let entries: string[];
  try {
    entries = readdirSync(parent).sort();
  } catch {
    return undefined;
  }
  for (const name of entries) {
    const dir = join(parent, name);
    if (!statSync(dir).isDirectory()) continue;
    const info = readModInfo(dir);
    if (info?.id === id) return info;
  }
  return undefined;
}
