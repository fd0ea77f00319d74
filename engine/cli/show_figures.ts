/**
 * The figures `show` derives for a plant and for a camp mission, from the loaded content and the
 * engine's own rules (nothing re-derived here):
 * - a plant (a terrain or furniture with `harvest_by_season`): per season, the harvest list picking
 *   gives then (the later entry naming a season wins; HARVESTED gives nothing), and per entry the
 *   drops as picking rolls them (engine/rules/examine/actions/harvest_common.ts): uniform between
 *   base_num[0] + s × scale_num[0] and base_num[1] + s × scale_num[1], rounded, at most `max`, for
 *   survival level s = 0 and 10;
 * - a camp upgrade mission (a recipe with `construction_blueprint`): per combination of its map
 *   parameters, its needs (engine/rules/camp/needs.ts: time, skills, qualities, tools,
 *   components), its time in work days as the camp counts it, and the food it costs
 *   (engine/rules/camp/food.ts).
 */
import type { Content } from "../content/load.js";
import type { Recipe } from "../content/kinds/recipe.js";
import { combinations, findMission, missionParameters } from "../rules/camp/availability.js";
import { exertionOf, missionKcal, toWorkdays } from "../rules/camp/food.js";
import { missionNeeds } from "../rules/camp/needs.js";
import { table } from "./format.js";

export const SEASONS = ["spring", "summer", "autumn", "winter"] as const;
/** Survival levels the drops are given at. */
const LEVELS = [0, 10] as const;

export interface DropFigures {
  readonly item: string;
  readonly name: string;
  /** Per survival level in LEVELS: the fewest and most drops one picking gives. */
  readonly drops: readonly { readonly survival: number; readonly min: number; readonly max: number }[];
}

export interface PlantFigures {
  readonly kind: "plant";
  /** The tile is marked HARVESTED: nothing can be picked in any season. */
  readonly harvested: boolean;
  readonly seasons: readonly {
    readonly season: (typeof SEASONS)[number];
    /** The harvest list in force; undefined when nothing can be picked. */
    readonly harvest?: string;
    readonly drops: readonly DropFigures[];
    /** Why nothing, when nothing. */
    readonly none?: string;
  }[];
}

export interface MissionFigures {
  readonly kind: "mission";
  readonly blueprint: string;
  readonly name: string;
  readonly exertion: string;
  readonly options: readonly {
    readonly options: { readonly [param: string]: string };
    /** Seconds of work, and as the camp schedules it (work days of 10 h in whole days). */
    readonly seconds: number;
    readonly scheduledSeconds: number;
    readonly kcal: number;
    readonly skills: readonly (readonly [string, number])[];
    readonly qualities: readonly string[];
    readonly tools: readonly string[];
    readonly components: readonly string[];
  }[];
}

export type Figures = PlantFigures | MissionFigures;

/** The figures of an object of `type`, when it is a plant or a mission; a string says why none. */
export function figuresOf(content: Content, type: string, id: string): Figures | string | undefined {
  if (type === "terrain" || type === "furniture") {
    const def = type === "terrain" ? content.terrain.get(id) : content.furniture.get(id);
    if (!def || def.harvestBySeason.length === 0) return undefined;
    return plantFigures(content, def);
  }
  if (type === "recipe") {
    const recipe = content.recipe.get(id);
    if (!recipe?.blueprint) return undefined;
    return missionFigures(content, findMission(content, id) ?? recipe);
  }
  return undefined;
}

function plantFigures(
  content: Content,
  def: {
    readonly flags: readonly string[];
    readonly harvestBySeason: readonly { id: string; seasons: readonly string[] }[];
  },
): PlantFigures {
  const harvested = def.flags.includes("HARVESTED");
  return {
    kind: "plant",
    harvested,
    seasons: SEASONS.map((season) => {
      if (harvested) return { season, drops: [], none: "the plant is HARVESTED" };
      let id: string | undefined;
      for (const h of def.harvestBySeason) if (h.seasons.includes(season)) id = h.id;
      if (id === undefined || id === "null") return { season, drops: [], none: "no harvest list this season" };
      const list = content.harvest.get(id);
      if (!list) return { season, harvest: id, drops: [], none: `the harvest list ${id} is not loaded` };
      if (list.entries.length === 0) return { season, harvest: id, drops: [], none: "the list is empty" };
      return {
        season,
        harvest: id,
        drops: list.entries.map((e) => ({
          item: e.drop,
          name: content.item.get(e.drop)?.name ?? e.drop,
          drops: LEVELS.map((s) => {
            const lo = e.baseNum[0] + s * e.scaleNum[0];
            const hi = e.baseNum[1] + s * e.scaleNum[1];
            const clamp = (n: number): number => Math.max(0, Math.min(e.max, Math.round(n)));
            return { survival: s, min: clamp(Math.min(lo, hi)), max: clamp(Math.max(lo, hi)) };
          }),
        })),
      };
    }),
  };
}

function missionFigures(content: Content, recipe: Recipe): MissionFigures {
  const params = missionParameters(content, recipe);
  const name = (id: string): string => content.item.get(id)?.name ?? id;
  return {
    kind: "mission",
    blueprint: recipe.blueprint?.name ?? recipe.id,
    name: recipe.blueprint?.name ?? recipe.id,
    exertion: exertionOf(recipe).level,
    options: combinations(params).map((options) => {
      const needs = missionNeeds(content, recipe, options);
      return {
        options: { ...options },
        seconds: needs.time,
        scheduledSeconds: toWorkdays(needs.time),
        kcal: missionKcal(recipe, needs.time),
        skills: needs.skills,
        qualities: needs.qualities.map((g) => g.map((q) => `${q.id} ${q.level}`).join(" or ")),
        tools: needs.tools.map((g) =>
          g.map((x) => `${name(x.id)}${x.charges > 0 ? ` (${x.charges} charges)` : ""}`).join(" or "),
        ),
        components: needs.components.map((g) => g.map((c) => `${c.count} ${name(c.id)}`).join(" or ")),
      };
    }),
  };
}

function duration(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return [d ? `${d} d` : "", h ? `${h} h` : "", m ? `${m} min` : ""].filter(Boolean).join(" ") || "0 min";
}

export function figuresText(f: Figures): string[] {
  if (f.kind === "plant") {
    const out = ["Harvest by season (picking: drops rolled per entry, at survival 0 and 10):"];
    if (f.harvested) out.push("  nothing in any season: the plant is marked HARVESTED");
    const rows: string[][] = [["season", "list", "item", "survival 0", "survival 10"]];
    for (const s of f.seasons) {
      if (s.drops.length === 0) {
        rows.push([s.season, s.harvest ?? "-", `nothing (${s.none ?? "?"})`, "", ""]);
        continue;
      }
      s.drops.forEach((d, i) =>
        rows.push([
          i === 0 ? s.season : "",
          i === 0 ? (s.harvest ?? "") : "",
          `${d.name} (${d.item})`,
          ...d.drops.map((x) => (x.min === x.max ? String(x.min) : `${x.min}–${x.max}`)),
        ]),
      );
    }
    if (!f.harvested) out.push(table(rows.map((r) => r.map((c, i) => (i === 0 ? `  ${c}` : c)))));
    return out;
  }
  const out = [`Camp mission "${f.name}" (exertion ${f.exertion}):`];
  for (const o of f.options) {
    const opts = Object.entries(o.options);
    if (opts.length > 0) out.push(`  with ${opts.map(([k, v]) => `${k} = ${v}`).join(", ")}:`);
    const pad = opts.length > 0 ? "    " : "  ";
    out.push(
      `${pad}time: ${duration(o.seconds)} of work${o.scheduledSeconds !== o.seconds ? ` (${duration(o.scheduledSeconds)} as the camp schedules it)` : ""}`,
      `${pad}food: ${o.kcal} kcal`,
    );
    if (o.skills.length > 0) out.push(`${pad}skills: ${o.skills.map(([s, l]) => `${s} ${l}`).join(", ")}`);
    for (const [label, list] of [
      ["qualities", o.qualities],
      ["tools", o.tools],
      ["components", o.components],
    ] as const)
      if (list.length > 0) out.push(`${pad}${label}: ${list.join("; ")}`);
  }
  return out;
}
