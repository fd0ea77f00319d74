/**
 * Which upgrade missions an expansion offers (A1-R1..R3, S-1, S-3): every requires entry met by
 * the expansion's tally, no excludes entry reached, the result neither provided nor in progress.
 * Also the parameters a mission offers (A4-R1a, A4-R2a) and the menu entries (A4-R3c).
 */
import { missionKcal } from "./food.js";
import type { Content } from "../../content/load.js";
import { contentLike } from "../../content/load.js";
import { memoised as campMemo } from "../../content/memo.js";
import { updateParameters } from "../../content/kinds/camp/mapgen_graph.js";
import type { Recipe } from "../../content/kinds/recipe.js";
import type { CampState, Direction, ExpansionState, Options } from "./state.js";
import { DIR_TAG } from "./state.js";
import { missionNeeds, type Needs } from "./needs.js";
import { checkNeeds } from "./inventory.js";

/** Every upgrade mission (recipes with `construction_blueprint`), sorted by id. */
export function allMissions(content: Content): readonly Recipe[] {
  return campMemo(content, "camp.missions", () =>
    content.recipe
      .checkedValues()
      .filter((r) => r.blueprint !== undefined)
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
  );
}

/** A mission by recipe id, or by result. */
export function findMission(content: Content, id: string): Recipe | undefined {
  const r = content.recipe.get(id);
  if (r?.blueprint) return r;
  return allMissions(content).find((m) => m.result === id);
}

export type Availability = { readonly available: true } | { readonly available: false; readonly reason: string };

/** Availability of a mission at an expansion, with the first reason it is not (S-1, A1-R2c, A1-R3b). */
export function availability(recipe: Recipe, e: ExpansionState, content?: Content): Availability {
  const bp = recipe.blueprint;
  if (!bp) return { available: false, reason: `${recipe.id} is not an upgrade mission` };
  const t = (id: string): number => e.provides[id] ?? 0;
  if (e.completed.some((c) => c.mission === recipe.id) || t(recipe.result) > 0)
    return { available: false, reason: `${recipe.result} is already complete at ${e.dir}` };
  if (e.inProgress.some((m) => m.mission === recipe.id))
    return { available: false, reason: `${recipe.result} is already in progress at ${e.dir}` };
  // Entries with the same id add up within one list (A1-R2a).
  const need = new Map<string, number>();
  for (const q of bp.requires) need.set(q.id, (need.get(q.id) ?? 0) + q.amount);
  for (const [id, amount] of need)
    if (t(id) < amount)
      return { available: false, reason: `requires ${id} ${amount}, the tally at ${e.dir} is ${t(id)}` };
  for (const x of bp.excludes)
    if (t(x.id) >= x.amount)
      return { available: false, reason: `excluded by ${x.id} (tally ${t(x.id)} >= ${x.amount})` };
  // What missions in progress will provide already excludes (REAL: the in_progress tally).
  for (const m of e.inProgress) {
    const other = content ? findMission(content, m.mission) : undefined;
    const coming = [other?.result ?? m.mission, ...(other?.blueprint?.provides.map((p) => p.id) ?? [])];
    const hit = bp.excludes.find((x) => coming.includes(x.id));
    if (hit) return { available: false, reason: `excluded by ${hit.id}, which ${m.mission} (in progress) provides` };
  }
  return { available: true };
}

export function availableMissions(content: Content, e: ExpansionState): Recipe[] {
  return allMissions(content).filter((r) => availability(r, e, content).available);
}

export interface MissionParameter {
  readonly name: string;
  /** Distinct option ids, in distribution order; weights do not matter (A4-R2a). */
  readonly options: readonly { readonly id: string; readonly name: string }[];
}

/** The omt parameters of a mission's update, unique by name (A4-R1a, X-6), sorted by name. */
export function missionParameters(content: Content, recipe: Recipe): readonly MissionParameter[] {
  const bp = recipe.blueprint;
  if (!bp) return [];
  return campMemo(content, `camp.params:${recipe.id}`, () => {
    const update = content.update_mapgen.get(bp.constructionBlueprint);
    if (!update) return [];
    const byName = new Map<string, string[]>();
    for (const d of updateParameters(contentLike(content), bp.constructionBlueprint, update.object)) {
      if (d.parameter.scope !== "omt") continue;
      const list = byName.get(d.name) ?? [];
      for (const o of d.parameter.options) if (!list.includes(o)) list.push(o);
      byName.set(d.name, list);
    }
    return [...byName.keys()].sort().map((name) => ({
      name,
      options: (byName.get(name) ?? []).map((id) => ({ id, name: bp.parameterNames[name]?.[id] ?? id })),
    }));
  });
}

/** Every combination of parameter values (cartesian product, A4-R3c); one empty choice without parameters. */
export function combinations(params: readonly MissionParameter[]): Options[] {
  let out: Record<string, string>[] = [{}];
  for (const p of params) out = out.flatMap((c) => p.options.map((o) => ({ ...c, [p.name]: o.id })));
  return out;
}

/** Checks a player's choice (A4-R2b): a valid option for every parameter, nothing else. */
export function checkOptions(
  recipe: Recipe,
  params: readonly MissionParameter[],
  options: Options,
): string | undefined {
  for (const p of params) {
    const v = options[p.name];
    const list = p.options.map((o) => `${o.id} (${o.name})`).join(", ");
    if (v === undefined) return `${recipe.id} is parametric: choose "${p.name}" in options, one of: ${list}`;
    if (!p.options.some((o) => o.id === v))
      return `${JSON.stringify(v)} is not an option of "${p.name}"; options: ${list}`;
  }
  for (const k of Object.keys(options))
    if (!params.some((p) => p.name === k))
      return `${recipe.id} has no parameter ${JSON.stringify(k)}${params.length ? `; parameters: ${params.map((p) => p.name).join(", ")}` : ""}`;
  return undefined;
}

function namesOfOptions(params: readonly MissionParameter[], options: Options): string[] {
  return params.map((p) => p.options.find((o) => o.id === options[p.name])?.name ?? String(options[p.name]));
}

function upgradeName(dir: Direction, blueprintName: string, optionNames: readonly string[]): string {
  return `[${DIR_TAG[dir]}] Upgrade Camp ${blueprintName}${optionNames.length ? ` (${optionNames.join(", ")})` : ""}`;
}

/** The game's suffix on a stored mission its camp no longer offers (basecamp::name_display_of). */
export const NO_LONGER_VALID = "<No longer valid construction>";

/**
 * A stored mission's name as the game shows it: the upgrade's name with the chosen options. When
 * the expansion would no longer offer it (its requirements unmet or an exclusion reached, leaving
 * aside that it is itself in progress), the name ends with "<No longer valid construction>"; when
 * its recipe is no longer loaded as an upgrade, its id stands for the blueprint's name.
 */
export function storedMissionName(content: Content, e: ExpansionState, missionId: string, options: Options): string {
  const r = findMission(content, missionId);
  if (!r?.blueprint) return `[${DIR_TAG[e.dir]}] Upgrade Camp ${missionId} ${NO_LONGER_VALID}`;
  const name = upgradeName(e.dir, r.blueprint.name ?? r.id, namesOfOptions(missionParameters(content, r), options));
  const others: ExpansionState = { ...e, inProgress: e.inProgress.filter((m) => m.mission !== r.id) };
  return availability(r, others, content).available ? name : `${name} ${NO_LONGER_VALID}`;
}

export interface MissionEntry {
  readonly mission: string;
  readonly result: string;
  readonly expansion: Direction;
  /** `[B] Upgrade Camp <name>` plus the option names in parentheses (A4-R3c). */
  readonly name: string;
  readonly blueprintName: string;
  readonly description: string;
  readonly options: Options;
  readonly optionNames: readonly string[];
  readonly needs: Needs;
  /** Whether the camp's inventory covers the needs now (always true for an unlimited camp). */
  readonly canStart: boolean;
  readonly missing: readonly string[];
  /** The food the mission costs (food.ts), when the camp tracks food and checks needs. */
  readonly kcal?: number;
}

/** The upgrade menu of an expansion: one entry per available mission and parameter combination, sorted by blueprint name. */
export function missionEntries(content: Content, camp: CampState, e: ExpansionState): MissionEntry[] {
  const out: MissionEntry[] = [];
  const missions = availableMissions(content, e).sort((a, b) => {
    const an = a.blueprint?.name ?? a.id;
    const bn = b.blueprint?.name ?? b.id;
    return an < bn ? -1 : an > bn ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
  for (const r of missions) {
    const params = missionParameters(content, r);
    for (const options of combinations(params)) {
      const optionNames = namesOfOptions(params, options);
      const needs = missionNeeds(content, r, options);
      const check = camp.unlimited ? { ok: true as const, take: [] } : checkNeeds(content, camp.inventory, needs);
      const missing = check.ok ? [] : [...check.missing];
      const kcal = camp.unlimited || camp.food === undefined ? undefined : missionKcal(r, needs.time);
      if (kcal !== undefined && kcal > (camp.food?.kcal ?? 0))
        missing.push(`food: ${kcal} kcal, the camp has ${camp.food?.kcal ?? 0}`);
      const bpName = r.blueprint?.name ?? r.id;
      out.push({
        mission: r.id,
        result: r.result,
        expansion: e.dir,
        name: upgradeName(e.dir, bpName, optionNames),
        blueprintName: bpName,
        description: r.description,
        options,
        optionNames,
        needs,
        canStart: missing.length === 0,
        missing,
        ...(kcal !== undefined ? { kcal } : {}),
      });
    }
  }
  return out;
}
