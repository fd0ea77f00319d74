/**
 * Which folders a load reads, in which order, as the game loads mods. A folder with a
 * `modinfo.json` is a mod: it names its dependencies (`dda` is the core game data, other ids are
 * mods beside it) and may keep its content elsewhere (`path`, as the game's own `dda` mod points at
 * data/json). Dependencies load first; those the user did not name are base content (used to
 * resolve references, not reported). A folder of mods (the game's data/mods) loads each mod in
 * dependency order. A mod's `mod_interactions/<other mod>` folders load only when that other mod is
 * loaded too, after every mod, in load order. A folder named explicitly and also reached as a
 * dependency is read once.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import type { ReadRoot } from "./json/read.js";
import { isJsonObject } from "./json/types.js";
import { readTextFile } from "./json/text.js";

export interface ModInfo {
  readonly id: string;
  readonly dependencies: readonly string[];
  /** The mod's folder (where its modinfo.json is). */
  readonly path: string;
  /** Where its content is: its folder, or the folder its `path` member names. */
  readonly content: string;
  /**
   * The folder its `path` member names when that folder does not exist (a mods folder copied out
   * of the game keeps a `dda` stub pointing at a data/json left behind): `content` is then the
   * mod's own folder, which is no core data.
   */
  readonly missingPath?: string;
  /**
   * Its modinfo names it by `ident` and has no `id`: the member's name before 0.G, which the game
   * no longer reads (it then refuses the mod). cdda-sim takes the `ident` as the id and says so.
   */
  readonly legacyIdent?: true;
}

/** The folder holding a mod's interaction files with other mods. */
const INTERACTIONS = "mod_interactions";

function isDir(p: string): boolean {
  try {
    return existsSync(p) && statSync(p).isDirectory();
  } catch {
    // A place that cannot be looked at (a loop, no permission) is no mod folder.
    return false;
  }
}

export function readModInfo(dir: string): ModInfo | undefined {
  const file = join(dir, "modinfo.json");
  if (!existsSync(file)) return undefined;
  try {
    const read = readTextFile(file);
    const parsed: unknown = read.ok ? JSON.parse(read.text) : undefined;
    const list = Array.isArray(parsed) ? parsed : [parsed];
    for (const o of list) {
      const legacy = isJsonObject(o) && o["id"] === undefined && typeof o["ident"] === "string";
      const id = isJsonObject(o) ? (legacy ? o["ident"] : o["id"]) : undefined;
      if (isJsonObject(o) && o["type"] === "MOD_INFO" && typeof id === "string") {
        const deps = Array.isArray(o["dependencies"])
          ? o["dependencies"].filter((d): d is string => typeof d === "string")
          : [];
        const own = typeof o["path"] === "string" ? join(dir, o["path"]) : dir;
        return {
          id,
          ...(legacy ? { legacyIdent: true as const } : {}),
          dependencies: deps,
          path: dir,
          content: isDir(own) ? own : dir,
          ...(isDir(own) ? {} : { missingPath: own }),
        };
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
  /** What stops the mods loading as the game would: dependencies not found, a modinfo it refuses. */
  readonly missing: string[];
  /** The folders loaded as base content (dependencies not named), for the summary. */
  readonly baseFolders: string[];
}

/**
 * Is this folder the core game data (what mods call `dda`)? The game's data/json: the folder the
 * `dda` mod beside it points at, or a folder without a modinfo that holds the core's own files.
 */
export function isCoreData(dir: string): boolean {
  if (!isDir(dir) || existsSync(join(dir, "modinfo.json"))) return false;
  const dda = readModInfo(join(dir, "..", "mods", "dda"));
  if (dda && resolve(dda.content) === resolve(dir)) return true;
  return ["body_parts.json", "effects.json", "field_type.json"].every((f) => existsSync(join(dir, f)));
}

/** The mod a file belongs to: the nearest folder above it with a modinfo.json. */
function modAbove(file: string): ModInfo | undefined {
  let dir = dirname(resolve(file));
  for (;;) {
    const mod = readModInfo(dir);
    if (mod) return mod;
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
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
    if (!isDir(dir)) continue;
    const info = readModInfo(dir);
    if (info) out.push(info);
  }
  return out;
}

/**
 * Orders the inputs after the mods they depend on. `coreCandidates` are folders that may hold
 * the core game data (`dda`), tried in order when no input is the core.
 */
export function planRoots(
  inputs: readonly string[],
  base: readonly string[],
  coreCandidates: (mod: ModInfo) => readonly string[],
): RootPlan {
  const roots: ReadRoot[] = [];
  const notes: string[] = [];
  const missing: string[] = [];
  const baseFolders: string[] = [];
  const seen = new Set<string>();
  /** Mods loaded, in load order, with whether they are base content. */
  const loaded: { mod: ModInfo; base: boolean }[] = [];
  const explicitBase = base.length > 0;

  const add = (path: string, isBase: boolean, skip: readonly string[] = []): boolean => {
    const key = resolve(path);
    if (seen.has(key)) return false;
    seen.add(key);
    roots.push({ path, base: isBase, ...(skip.length > 0 ? { skip } : {}) });
    if (isBase) baseFolders.push(path);
    return true;
  };
  for (const b of base) add(b, true);

  // What the user named: mods (directly or inside a folder of mods), the core, plain folders.
  const named: ({ kind: "mods"; mods: ModInfo[] } | { kind: "plain"; path: string })[] = [];
  let namedCore: string | undefined;
  for (const input of inputs) {
    const mod = isDir(input) ? readModInfo(input) : undefined;
    const inside = mod || !isDir(input) ? [] : modsIn(input);
    if (mod) named.push({ kind: "mods", mods: [mod] });
    else if (inside.length > 0) named.push({ kind: "mods", mods: inside });
    else {
      if (namedCore === undefined && isCoreData(input)) namedCore = input;
      named.push({ kind: "plain", path: input });
      const owner = isDir(input) ? undefined : modAbove(input);
      if (owner)
        notes.push(
          `${input} is part of the mod ${owner.id} (${owner.path}): a file alone loads without what the mod depends on; name the mod's folder to load them`,
        );
    }
  }
  const namedMods = named.flatMap((n) => (n.kind === "mods" ? n.mods : []));
  const namedIds = new Map(namedMods.map((m) => [m.id, m]));
  const isNamed = (m: ModInfo): boolean => namedIds.get(m.id) === m;

  const findMod = (from: ModInfo, id: string): ModInfo | undefined =>
    namedIds.get(id) ?? modsIn(dirname(from.path)).find((m) => m.id === id);

  let core: { path: string; base: boolean } | undefined;
  const loadCore = (mod: ModInfo): void => {
    if (core || explicitBase) return;
    if (namedCore !== undefined) {
      core = { path: namedCore, base: false };
      add(namedCore, false);
      return;
    }
    // The game's layout: the dda mod beside this one says where the core data is.
    const dda = findMod(mod, "dda");
    if (dda && dda.missingPath === undefined) {
      core = { path: dda.content, base: !isNamed(dda) };
      if (add(dda.content, core.base) && core.base)
        notes.push(`${mod.id} depends on dda: loading ${dda.content} as base content`);
      return;
    }
    coreFromCandidates(mod, dda);
  };
  /** Down the documented list when no core is named and no `dda` mod points at one that exists. */
  const coreFromCandidates = (mod: ModInfo, stub: ModInfo | undefined): void => {
    const stubNote =
      stub?.missingPath !== undefined ? `${stub.path} points at ${stub.missingPath}, which does not exist; ` : "";
    const found = coreCandidates(mod).find(isDir);
    if (!found) {
      missing.push(
        `${mod.id} needs the core game data (dda)${stubNote ? ` (${stubNote.slice(0, -2)})` : ""}; pass it with --base <data/json> or name it`,
      );
      return;
    }
    core = { path: found, base: true };
    if (add(found, true))
      notes.push(`${mod.id} depends on dda: ${stubNote}loading ${found} as base content (the core data)`);
  };

  const loadMod = (mod: ModInfo, chain: readonly string[], asBase: boolean): void => {
    if (loaded.some((l) => l.mod.path === mod.path)) return;
    if (mod.legacyIdent)
      missing.push(
        `${join(mod.path, "modinfo.json")}: the MOD_INFO names the mod by "ident", which the game no longer reads (it needs "id" and refuses the mod without it); rename "ident" to "id" (cdda-sim read ${JSON.stringify(mod.id)} as its id)`,
      );
    for (const dep of mod.dependencies) {
      if (chain.includes(dep)) continue;
      if (dep === "dda") {
        loadCore(mod);
        continue;
      }
      const found = findMod(mod, dep);
      if (!found) {
        missing.push(
          `${mod.id} depends on mod ${JSON.stringify(dep)}, which is not next to it; pass it with --base <folder>`,
        );
        continue;
      }
      const depBase = !isNamed(found);
      if (depBase && !loaded.some((l) => l.mod.path === found.path))
        notes.push(`${mod.id} depends on ${dep}: loading ${found.path} as base content`);
      loadMod(found, [...chain, dep], depBase);
    }
    if (loaded.some((l) => l.mod.path === mod.path)) return;
    // The game's own `dda` mod is the core: its content is the core data.
    if (mod.id === "dda") {
      if (core) {
        // The core is loaded already.
      } else if (mod.missingPath !== undefined) coreFromCandidates(mod, mod);
      else {
        core = { path: mod.content, base: asBase };
        add(mod.content, asBase);
      }
      loaded.push({ mod, base: asBase });
      return;
    }
    add(mod.content, asBase, [join(mod.path, INTERACTIONS)]);
    loaded.push({ mod, base: asBase });
  };

  for (const n of named) {
    if (n.kind === "plain") add(n.path, false);
    else for (const mod of n.mods) loadMod(mod, [mod.id], false);
  }

  // Interactions between the mods loaded, after all of them, in load order.
  const loadedIds = new Set(loaded.map((l) => l.mod.id));
  if (core) loadedIds.add("dda");
  for (const { mod, base: isBase } of loaded) {
    const dir = join(mod.path, INTERACTIONS);
    if (!isDir(dir)) continue;
    for (const other of readdirSync(dir).sort()) {
      const folder = join(dir, other);
      if (!isDir(folder) || other === mod.id) continue;
      if (loadedIds.has(other)) {
        if (add(folder, isBase)) notes.push(`${mod.id} and ${other} are both loaded: loading ${folder}`);
      }
    }
  }
  return { roots, notes, missing, baseFolders };
}

const UNIT_OF_DIR = new Map<string, string>();

/**
 * The load unit a file belongs to: its mod (the nearest folder with a modinfo.json), one
 * `mod_interactions/<mod>` folder, or the folder tree it was named in. The game complains of a
 * second definition only within one unit: a mod that redefines the core's objects, or an
 * interaction folder that redefines its mod's, overrides them on purpose.
 */
export function loadUnitOf(file: string): string {
  const start = dirname(resolve(file));
  const cached = UNIT_OF_DIR.get(start);
  if (cached !== undefined) return cached;
  let dir = start;
  let unit = "";
  for (;;) {
    if (basename(dirname(dir)) === INTERACTIONS || existsSync(join(dir, "modinfo.json"))) {
      unit = dir;
      break;
    }
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  // Bounded: one entry per folder holding content, cleared by nothing but the process's end.
  if (UNIT_OF_DIR.size < 100_000) UNIT_OF_DIR.set(start, unit);
  return unit;
}
