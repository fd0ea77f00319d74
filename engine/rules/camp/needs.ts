/**
 * A mission's requirement set: `blueprint_needs` when given; else, unless checking is off,
 * the needs calculated from the map update (A1-needs-auto); then the recipe's own time, skills
 * (as a maximum), qualities, tools, components (dropped by an explicit `blueprint_autocalc`) and
 * `using` requirements are added, and the whole is consolidated as the game does (./consolidate.ts).
 * The duration of the mission is the set's time (A1-time-use).
 */
import type { Content } from "../../content/load.js";
import { memoised as campMemo } from "../../content/memo.js";
import type { MapgenObject } from "../../content/kinds/camp/mapgen_object.js";
import type { ComponentReq, QualityReq, RequirementParts, ToolReq } from "../../content/kinds/camp/requirements.js";
import type { Construction } from "../../content/kinds/construction.js";
import type { Recipe } from "../../content/kinds/recipe.js";
import { openDice, seedState } from "../../world/rng.js";
import { consolidateComponents, consolidateQualities, consolidateTools } from "./consolidate.js";
import { applyObject, type Canvas } from "../../mechanics/mapgen/apply.js";
import type { Options } from "./state.js";

export interface Needs {
  /** Seconds. */
  readonly time: number;
  /** Skill -> highest level, sorted by skill. */
  readonly skills: readonly (readonly [string, number])[];
  readonly qualities: readonly (readonly QualityReq[])[];
  readonly tools: readonly (readonly ToolReq[])[];
  readonly components: readonly (readonly ComponentReq[])[];
}

export const NO_NEEDS: Needs = { time: 0, skills: [], qualities: [], tools: [], components: [] };

/** The base terrain of the scratch tile the needs are calculated on. */
export const SCRATCH_TERRAIN = "t_dirt";

class NeedsBuilder {
  time = 0;
  skills = new Map<string, number>();
  qualities: QualityReq[][] = [];
  tools: ToolReq[][] = [];
  components: ComponentReq[][] = [];

  skill(id: string, level: number): void {
    this.skills.set(id, Math.max(this.skills.get(id) ?? 0, level));
  }

  /** Adds requirement parts `times` times; equal groups merge (components sum, qualities keep the max). */
  parts(content: Content, p: RequirementParts, times: number, withComponents = true, depth = 0): void {
    for (const g of p.qualities) this.quality(g);
    for (const g of p.tools) this.tool(g);
    if (withComponents) for (const g of p.components) this.component(content, g, times, depth);
  }

  using(content: Content, list: readonly (readonly [string, number])[], times: number, depth = 0): void {
    if (depth > 6) return;
    for (const [id, mult] of list) {
      const req = content.requirement.get(id);
      if (req) this.parts(content, req, times * mult, true, depth + 1);
    }
  }

  private quality(g: readonly QualityReq[]): void {
    const key = g.map((q) => q.id).join("|");
    const existing = this.qualities.find((x) => x.map((q) => q.id).join("|") === key);
    if (!existing) return void this.qualities.push(g.map((q) => ({ ...q })));
    g.forEach((q, i) => {
      const e = existing[i];
      if (e && q.level > e.level) existing[i] = { ...e, level: q.level };
    });
  }

  private tool(g: readonly ToolReq[]): void {
    const key = g.map((t) => t.id).join("|");
    if (!this.tools.some((x) => x.map((t) => t.id).join("|") === key)) this.tools.push(g.map((t) => ({ ...t })));
  }

  /** A `LIST` entry stands for the components of that requirement: they become the alternatives. */
  private component(content: Content, g: readonly ComponentReq[], times: number, depth: number): void {
    const flat: ComponentReq[] = [];
    for (const c of g) {
      const req = c.list && depth < 6 ? content.requirement.get(c.id) : undefined;
      if (req)
        for (const inner of req.components)
          for (const alt of inner) flat.push({ id: alt.id, count: alt.count * c.count, list: alt.list });
      else flat.push({ id: c.id, count: c.count, list: c.list });
    }
    const scaled = flat.map((c) => ({ ...c, count: c.count * times }));
    const key = scaled.map((c) => c.id).join("|");
    const existing = this.components.find((x) => x.map((c) => c.id).join("|") === key);
    if (!existing) return void this.components.push(scaled);
    scaled.forEach((c, i) => {
      const e = existing[i];
      if (e) existing[i] = { ...e, count: e.count + c.count };
    });
  }

  /** `consolidated`: the set as the game asks it of the inventory (./consolidate.ts). */
  build(consolidated = false): Needs {
    return {
      time: this.time,
      skills: [...this.skills.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      qualities: consolidated ? consolidateQualities(this.qualities) : this.qualities,
      tools: consolidated ? consolidateTools(this.tools) : this.tools,
      components: consolidated ? consolidateComponents(this.components) : this.components,
    };
  }
}

/** Counts of the terrain (other than the base) and furniture an update writes on a scratch tile. */
export function changedIds(
  content: Content,
  object: MapgenObject,
  params: Options,
  seed: string,
): { terrain: Map<string, number>; furniture: Map<string, number> } {
  const ter = new Map<string, string>();
  const furn = new Map<string, string>();
  const key = (x: number, y: number, z: number): string => `${x},${y},${z}`;
  const canvas: Canvas = {
    setTerrain: (x, y, z, id) => void ter.set(key(x, y, z), id),
    setFurniture: (x, y, z, id) =>
      id === undefined ? void furn.delete(key(x, y, z)) : void furn.set(key(x, y, z), id),
    setTrap: () => undefined,
    addItem: () => undefined,
  };
  const ctx = { content, dice: openDice(seedState(seed)), params: { ...params }, notes: [] as string[] };
  applyObject(ctx, canvas, object, 0, 0, 0);
  const terrain = new Map<string, number>();
  const furniture = new Map<string, number>();
  for (const k of [...ter.keys()].sort()) {
    const id = ter.get(k) as string;
    if (id !== SCRATCH_TERRAIN) terrain.set(id, (terrain.get(id) ?? 0) + 1);
  }
  for (const k of [...furn.keys()].sort()) {
    const id = furn.get(k) as string;
    furniture.set(id, (furniture.get(id) ?? 0) + 1);
  }
  return { terrain, furniture };
}

/** The first non-REPAIR construction building each id (furniture only from furniture constructions). */
function constructionIndex(content: Content): {
  terrain: Map<string, Construction>;
  furniture: Map<string, Construction>;
} {
  return campMemo(content, "camp.constructionIndex", () => {
    const terrain = new Map<string, Construction>();
    const furniture = new Map<string, Construction>();
    for (const c of content.construction.values()) {
      if (c.category === "REPAIR") continue;
      if (c.postTerrain !== undefined && !terrain.has(c.postTerrain)) terrain.set(c.postTerrain, c);
      if (c.postFurniture !== undefined && !furniture.has(c.postFurniture)) furniture.set(c.postFurniture, c);
    }
    return { terrain, furniture };
  });
}

/** Needs of building these ids, following `pre_terrain` prerequisites back (A1-needs-auto). */
export function buildNeeds(
  content: Content,
  ids: { terrain: Map<string, number>; furniture: Map<string, number> },
): Needs {
  const index = constructionIndex(content);
  const totals = new Map<string, { c: Construction; n: number }>();
  const add = (first: Construction | undefined, count: number): void => {
    const seen = new Set<string>();
    let c = first;
    while (c && !seen.has(c.id)) {
      seen.add(c.id);
      const t = totals.get(c.id) ?? { c, n: 0 };
      t.n += count;
      totals.set(c.id, t);
      const pre = c.preTerrain[0];
      if (pre === undefined || pre === SCRATCH_TERRAIN) break;
      c = pre.startsWith("f_") ? index.furniture.get(pre) : index.terrain.get(pre);
    }
  };
  for (const [id, n] of ids.terrain) add(index.terrain.get(id), n);
  for (const [id, n] of ids.furniture) add(index.furniture.get(id), n);
  const b = new NeedsBuilder();
  for (const { c, n } of [...totals.values()].sort((x, y) => (x.c.id < y.c.id ? -1 : 1))) {
    b.time += c.time * n;
    for (const [s, l] of c.requiredSkills) b.skill(s, l);
    b.parts(content, c, n);
    b.using(content, c.using, n);
  }
  return b.build();
}

/** The calculated needs of a map update object with these parameter values. */
export function autocalcNeeds(content: Content, object: MapgenObject, params: Options, seed = "autocalc"): Needs {
  return buildNeeds(content, changedIds(content, object, params, seed));
}

/** The mission's whole requirement set for one parameter choice. */
export function missionNeeds(content: Content, recipe: Recipe, params: Options): Needs {
  const bp = recipe.blueprint;
  if (!bp) return NO_NEEDS;
  const key = `camp.needs:${recipe.id}:${JSON.stringify(Object.entries(params).sort())}`;
  return campMemo(content, key, () => {
    const b = new NeedsBuilder();
    if (bp.needs !== undefined) {
      b.time = bp.needs.time;
      for (const [s, l] of bp.needs.skills) b.skill(s, l);
      b.parts(content, bp.needs.inline, 1);
    } else if (bp.autocalc) {
      const update = content.update_mapgen.get(bp.constructionBlueprint);
      if (update) {
        const calc = autocalcNeeds(content, update.object, params, `autocalc:${recipe.id}`);
        b.time = calc.time;
        for (const [s, l] of calc.skills) b.skill(s, l);
        b.parts(content, calc, 1);
      }
    }
    b.time += recipe.time;
    for (const [s, l] of recipe.skillsRequired) b.skill(s, l);
    b.parts(content, recipe, 1, !bp.autocalcExplicit);
    b.using(content, recipe.using, 1);
    return b.build(true);
  });
}
