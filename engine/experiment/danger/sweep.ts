/**
 * Planning a danger sweep: load the content (a mod after what it depends on), pick its monsters,
 * read the loadouts, build each loadout's arena once (the arena and the survivor: every fight of
 * every monster against that loadout starts from a copy of it), and fingerprint everything that
 * determines the results. Cell i is monster ⌊i / loadouts⌋ against loadout i mod loadouts; every
 * thread and shard plans the same sweep and runs the cells it is given.
 */
import { dirname, join, resolve } from "node:path";
import { listJsonFiles } from "../../content/json/read.js";
import { type Content, fillLines, loadContent } from "../../content/load.js";
import { formatProblem } from "../../content/problems.js";
import { planRoots, type ModInfo } from "../../content/mods.js";
import { contentFingerprint } from "../../scenario/fingerprint.js";
import { createWorld } from "../../scenario/setup.js";
import { hashJsonCold } from "../../world/hash.js";
import type { Json, World } from "../../world/types.js";
import { type ArenaKind, arenaSetup, arenaTerrains, SURVIVOR_POS } from "./arena.js";
import { type CellResult, runCell } from "./cell.js";
import { DEFAULT_LOADOUTS_JSON } from "./defaults.js";
import { staticDifficulty } from "../../content/kinds/monsters/difficulty.js";
import { decodeLoadouts, type Loadout, readLoadouts, survivorSpec } from "./loadout.js";
import { type Selection, selectMonsters } from "./select.js";

/** What a sweep is: everything here is plain JSON (worker threads receive it as it is). */
export interface SweepOptions {
  /** Content folders as named on the command line. */
  readonly content: readonly string[];
  /** A loadouts file; absent: the three defaults (defaults.ts). */
  readonly loadouts?: string;
  /** Loadouts already read (a merge re-planning from a result file); wins over `loadouts`. */
  readonly loadoutList?: readonly Loadout[];
  readonly arena: ArenaKind;
  readonly night: boolean;
  /** Every monster hostile, whatever its data says. */
  readonly hostile: boolean;
  /** Fights per cell. */
  readonly fights: number;
  readonly seed: string;
  readonly turnLimit: number;
  readonly selection: Selection;
  /** Folders that may hold the core data a mod depends on. */
  readonly coreFolders: readonly string[];
}

export const DEFAULT_TURN_LIMIT = 100;
export const MAX_FIGHTS = 1_000_000;

export interface MonsterInfo {
  readonly id: string;
  readonly name: string;
  readonly species: readonly string[];
  /** The game's static difficulty (difficulty.ts). */
  readonly difficulty: number;
}

export interface Plan {
  readonly options: SweepOptions;
  readonly content: Content;
  readonly loadouts: readonly Loadout[];
  readonly monsters: readonly MonsterInfo[];
  /** Per loadout: the arena with its survivor. */
  readonly worlds: readonly World[];
  /** Hash of everything that determines the results. */
  readonly fingerprint: string;
  /** How many cells: monsters × loadouts. */
  readonly cells: number;
}

export type Planned =
  | { readonly ok: true; readonly plan: Plan }
  | { readonly ok: false; readonly problems: readonly string[] };

const MAX_PROBLEMS = 20;

function loadoutsOf(
  options: SweepOptions,
): { ok: true; loadouts: readonly Loadout[]; raw: Json } | { ok: false; problems: string[] } {
  const d = options.loadoutList
    ? decodeLoadouts({ loadouts: options.loadoutList as unknown as Json }, "(the result's loadouts)")
    : options.loadouts !== undefined
      ? readLoadouts(options.loadouts)
      : decodeLoadouts(DEFAULT_LOADOUTS_JSON, "(default loadouts)");
  if (!d.ok) return { ok: false, problems: d.problems.map((p) => `${p.file}: ${p.path}: ${p.message}`) };
  return { ok: true, loadouts: d.loadouts, raw: d.loadouts.map((l) => ({ name: l.name, character: l.character })) };
}

export function planSweep(options: SweepOptions): Planned {
  const coreCandidates = (mod: ModInfo): readonly string[] => [
    join(dirname(mod.path), "..", "json"),
    ...options.coreFolders,
  ];
  const rootPlan = planRoots(options.content, [], coreCandidates);
  if (rootPlan.missing.length > 0) return { ok: false, problems: rootPlan.missing };
  const loaded = loadContent(rootPlan.roots, { noLines: true });
  const errors = loaded.problems.filter((p) => p.severity === "error");
  if (errors.length > 0) {
    const shown = errors.slice(0, MAX_PROBLEMS);
    fillLines(shown);
    return {
      ok: false,
      problems: [
        shown.length === errors.length
          ? `the content has ${errors.length} error(s):`
          : `the content has ${errors.length} error(s) (cdda-sim validate lists them all); the first ${shown.length}:`,
        ...shown.map((p) => `  ${formatProblem(p)}`),
      ],
    };
  }
  const content = loaded.content;
  const lo = loadoutsOf(options);
  if (!lo.ok) return { ok: false, problems: lo.problems };
  const missingTerrain = arenaTerrains(options.arena).filter((t) => !content.terrain.has(t));
  if (missingTerrain.length > 0)
    return {
      ok: false,
      problems: [
        `the ${options.arena} arena needs the terrain ${missingTerrain.join(", ")}, which the content does not define`,
      ],
    };
  const problems: string[] = [];
  const worlds: World[] = [];
  const where = options.loadouts ?? "(default loadouts)";
  lo.loadouts.forEach((l, i) => {
    const built = createWorld(
      arenaSetup({ kind: options.arena, night: options.night }, survivorSpec(l, SURVIVOR_POS)),
      content,
      "prepare",
      where,
    );
    if (built.ok) worlds.push(built.world);
    else
      for (const p of built.problems)
        problems.push(
          `${where}: ${p.path.replace(/^\$\.world\.characters\[0\]/, `$.loadouts[${i}].character`)}: ${p.message}`,
        );
  });
  if (problems.length > 0) return { ok: false, problems: problems.slice(0, MAX_PROBLEMS) };
  const ids = selectMonsters(content, options.selection);
  if (ids.length === 0)
    return {
      ok: false,
      problems: [
        "no monster of the content is left to fight (check the content and the include, exclude, species and flag options)",
      ],
    };
  const monsters = ids.map((id) => {
    const m = content.monster.get(id);
    if (!m) throw new Error(`monster ${id} vanished from the content`);
    return { id, name: m.name, species: m.species, difficulty: staticDifficulty(m) };
  });
  const files: string[] = [];
  const seen = new Set<string>();
  for (const root of rootPlan.roots)
    for (const f of listJsonFiles(root.path, root.skip))
      if (!seen.has(f)) {
        seen.add(f);
        files.push(f);
      }
  const base = dirname(resolve(options.content[0] ?? "."));
  const fp = contentFingerprint(files, base);
  const fingerprint = hashJsonCold({
    content: fp.ok ? fp.fingerprint : fp.message,
    loadouts: lo.raw,
    arena: options.arena,
    night: options.night,
    hostile: options.hostile,
    fights: options.fights,
    seed: options.seed,
    turnLimit: options.turnLimit,
    monsters: ids,
  });
  return {
    ok: true,
    plan: {
      options,
      content,
      loadouts: lo.loadouts,
      monsters,
      worlds,
      fingerprint,
      cells: ids.length * lo.loadouts.length,
    },
  };
}

/** Slice `i` of `n` (0-based) of a sweep's cells: a contiguous range, as even as can be. */
export function sliceCells(cells: number, i: number, n: number): { readonly from: number; readonly to: number } {
  return { from: Math.floor((i * cells) / n), to: Math.floor(((i + 1) * cells) / n) };
}

/** Runs cell `index` of a plan. */
export function runPlannedCell(plan: Plan, index: number, onFight?: () => void): CellResult {
  const L = plan.loadouts.length;
  const monster = plan.monsters[Math.floor(index / L)];
  const loadout = plan.loadouts[index % L];
  const world = plan.worlds[index % L];
  if (!monster || !loadout || !world) throw new Error(`no cell ${index} in a sweep of ${plan.cells}`);
  const { options } = plan;
  const cell = {
    content: plan.content,
    world,
    monster: monster.id,
    turnLimit: options.turnLimit,
    hostile: options.hostile,
  };
  try {
    return runCell(index, loadout.name, cell, options.fights, options.seed, onFight);
  } catch (e) {
    throw new Error(`the fight of ${monster.id} against ${loadout.name} failed: ${(e as Error).message}`);
  }
}
