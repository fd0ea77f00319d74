/**
 * The shape of a camp in `world.camps` (plain JSON, A1-complete, S-3, S-4, A4-persist).
 *
 * A camp sits on one overmap tile (OMT, 24x24 world tiles, A6-size) whose top-left world tile is
 * `omt.x * 24, omt.y * 24` on level `z`. Expansions sit on the 8 neighbouring OMTs; the camp
 * center is the expansion `center`. Each expansion keeps its own feature tally (A1-R2b), its
 * completed missions with the chosen parameter values (A4-persist) and its missions in progress.
 */
import type { Draft } from "immer";
import { OMT_SIZE } from "../../content/kinds/mapgen.js";
import type { Sim } from "../../sim/context.js";
import type { Camp, Json } from "../../world/types.js";
import { DIRECTIONS as COMPASS, type Direction as Compass } from "../../world/grid.js";

/** A camp's direction: the centre (the base) or one of the world's eight compass directions. */
export type Direction = "center" | Compass;
export const DIRECTIONS: readonly Direction[] = ["center", ...(Object.keys(COMPASS) as Compass[])];

/** OMT offset of each direction from the camp center. */
export const DIR_OFFSET: { readonly [D in Direction]: readonly [number, number] } = { center: [0, 0], ...COMPASS };

/** The bracket the mission menu shows for a direction (A4-R3c: "[B]" is the base). */
export const DIR_TAG: { readonly [D in Direction]: string } = {
  center: "B",
  n: "N",
  ne: "NE",
  e: "E",
  se: "SE",
  s: "S",
  sw: "SW",
  w: "W",
  nw: "NW",
};

export type Options = { readonly [param: string]: string };

export type CompletedMission = {
  readonly mission: string;
  /** Chosen parameter values (A4-persist); `{}` for plain missions. */
  readonly options: Options;
  readonly started: number;
  readonly completed: number;
};

export type MissionInProgress = {
  readonly mission: string;
  readonly options: Options;
  readonly started: number;
  /** Turns (seconds) the mission takes (A1-time-use). */
  readonly duration: number;
  /** The turn from which it may complete. */
  readonly ends: number;
};

export type ExpansionState = {
  readonly dir: Direction;
  /** The start recipe of this expansion (the camp type for the center). */
  readonly type: string;
  readonly omt: { readonly x: number; readonly y: number };
  /** The overmap terrain the expansion was built on. */
  readonly terrain: string;
  /** Feature tally: id -> summed amount (A1-R2a). */
  readonly provides: { readonly [feature: string]: number };
  readonly completed: readonly CompletedMission[];
  readonly inProgress: readonly MissionInProgress[];
};

export type CampInventory = {
  /** Item id -> count; consumed by mission components. */
  readonly items: { readonly [item: string]: number };
  /** `blueprint_resources`: one entry per registration, repeats kept (A1-F-blueprint_resources). */
  readonly resources: readonly string[];
};

export type CampState = {
  readonly id: string;
  /** The camp type: the `all_faction_base_types` entry chosen at founding. */
  readonly baseType: string;
  /** That entry's description. */
  readonly name: string;
  readonly omt: { readonly x: number; readonly y: number };
  readonly z: number;
  readonly founded: number;
  readonly expansions: { readonly [dir: string]: ExpansionState };
  readonly inventory: CampInventory;
  /** Needs are neither checked nor consumed (designer walks). Default false. */
  readonly unlimited: boolean;
  /** Missions complete by themselves when their time is up (HOOKS.turn). Default true. */
  readonly autoComplete: boolean;
  /**
   * The camp's larder (engine/rules/camp/food.ts). Absent: the camp does not track food and
   * missions cost none; set by `camp_found`'s `food`, a scenario's camp, or the first Distribute Food.
   */
  readonly food?: CampFood;
};

export type CampFood = {
  /** Stored kcal; upgrade missions take their cost from it when they start. */
  readonly kcal: number;
  /** Stored vitamin units by vitamin id (the game's larder keeps the food's vitamins with its kcal). */
  readonly vitamins?: { readonly [vitamin: string]: number };
  /** The perishable part of the store, counted in `kcal` and `vitamins` too: each leaves the larder at `expires`. */
  readonly perishable?: readonly LarderPart[];
};

/** Food in the larder that spoils: what it holds, and the turn it is gone (its shelf life's end). */
export type LarderPart = {
  /** The turn it spoils. */
  readonly expires: number;
  readonly kcal: number;
  readonly vitamins?: { readonly [vitamin: string]: number };
};

/** The side of an overmap tile in map tiles (the content's OMT_SIZE). */
export const OMT = OMT_SIZE;

export function isDirection(s: string): s is Direction {
  return (DIRECTIONS as readonly string[]).includes(s);
}

/** The camp as state (read-only view of any world). */
export function campState(camp: Camp | undefined): CampState | undefined {
  return camp as unknown as CampState | undefined;
}

/** A camp of the drafted world, or a refusal naming the camps there are (S-4). */
export function draftCamp(sim: Sim, id: string): Draft<CampState> {
  const c = sim.world.camps[id];
  if (!c) {
    const ids = Object.keys(sim.world.camps).sort();
    sim.refuse(
      `no camp ${JSON.stringify(id)}${ids.length ? `; camps: ${ids.join(", ")}` : "; found one first (camp_found)"}`,
    );
  }
  return c as unknown as Draft<CampState>;
}

export function draftExpansion(sim: Sim, camp: Draft<CampState>, dir: string): Draft<ExpansionState> {
  const e = camp.expansions[dir];
  if (!e) {
    sim.refuse(
      `camp ${JSON.stringify(camp.id)} has no expansion ${JSON.stringify(dir)}; it has: ${sortedDirs(camp).join(", ")}`,
    );
  }
  return e as Draft<ExpansionState>;
}

/** Expansion directions in the fixed order of DIRECTIONS. */
export function sortedDirs(camp: { readonly expansions: { readonly [d: string]: unknown } }): Direction[] {
  return DIRECTIONS.filter((d) => camp.expansions[d] !== undefined);
}

/** The world tile of an expansion's local (0,0). */
export function expansionOrigin(e: { readonly omt: { readonly x: number; readonly y: number } }): {
  x: number;
  y: number;
} {
  return { x: e.omt.x * OMT, y: e.omt.y * OMT };
}

export function toJson(v: unknown): Json {
  return v as Json;
}

/** Is a position on the camp center's or an expansion's overmap tile ("at or near the camp")? */
export function atCamp(camp: CampState, p: { x: number; y: number; z: number }): boolean {
  return sortedDirs(camp).some((d) => {
    const e = camp.expansions[d];
    if (!e) return false;
    const x0 = e.omt.x * OMT;
    const y0 = e.omt.y * OMT;
    return p.x >= x0 && p.y >= y0 && p.x < x0 + OMT && p.y < y0 + OMT;
  });
}
