/**
 * `--walk`: completes every reachable mission of a camp path in a valid order, on a fresh camp
 * with unlimited resources, drawing the camp after each. Missions that become excluded on the way
 * (alternatives) are reported, as are errors (refusals or failures) of any mission. Each reachable
 * mission the main walk leaves out is then walked to on its own (its ancestors only, none that
 * excludes it), or reported as skipped with the reason.
 */
import { current, produce, type Draft } from "immer";
import { inDrafts } from "../../world/peek.js";
import type { Content } from "../../content/load.js";
import { Refusal, makeSim } from "../../sim/context.js";
import type { SimEvent } from "../../sim/events.js";
import { openDice, seedState } from "../../world/rng.js";
import type { Tile, World } from "../../world/types.js";
import { availableMissions, combinations, findMission, missionParameters } from "./availability.js";
import { completeMission, completeStart, startMission } from "./lifecycle.js";
import { drawCampWithLegend } from "./draw.js";
import { pathGraph, type PathGraph } from "./graph.js";
import { missionKcal } from "./food.js";
import { missionNeeds } from "./needs.js";
import type { Recipe } from "../../content/kinds/recipe.js";
import { OMT, type CampState, type ExpansionState } from "./state.js";

export interface WalkStep {
  readonly mission: string;
  readonly name: string;
  readonly options: { readonly [k: string]: string };
  readonly tilesChanged: number;
  /** The food the mission would cost a camp that tracks food (food.ts; 0 for the start, which is free). */
  readonly kcal: number;
  /** The items its map update placed (item groups spawned with the walk's dice), by item id, in units. */
  readonly items: readonly { readonly item: string; readonly count: number }[];
  readonly drawing?: readonly string[];
  /** What each symbol of the drawing stands for, one line per symbol (with `draw`). */
  readonly legend?: readonly string[];
}

export interface WalkResult {
  readonly start: string;
  readonly steps: readonly WalkStep[];
  readonly errors: readonly string[];
  /** Missions that were available at some point but were excluded by a later completion. */
  readonly excluded: readonly string[];
  /** Reachable missions the main walk did not complete, each completed on a walk of its own. */
  readonly alternatives: readonly AlternativeWalk[];
  /** Reachable missions no walk completed, with the reason. */
  readonly skipped: readonly SkippedMission[];
  /** The main walk's world when it ends (asked for with `keepWorld`). */
  readonly world?: World;
}

export interface AlternativeWalk {
  readonly mission: string;
  readonly name: string;
  /** The missions of its walk, start first, itself last. */
  readonly via: readonly string[];
}

export interface SkippedMission {
  readonly mission: string;
  readonly reason: string;
}

export function emptyWorld(seed: string, omts = 1, ter = "t_dirt"): World {
  const size = OMT * omts;
  const rows: Tile[][] = [];
  for (let y = 0; y < size; y++) rows.push(Array.from({ length: size }, () => ({ ter })));
  return {
    schema: "cdda-sim/world@1",
    turn: 0,
    seed,
    rng: seedState(seed),
    settings: { trigdist: false, startDay: 0 },
    map: { width: size, height: size, levels: [{ z: 0, rows }] },
    characters: {},
    monsters: {},
    camps: {},
    vars: {},
    nextId: 1,
  };
}

/** How the next mission is picked among the available ones (undefined: the walk stops). */
type Chooser = (avail: readonly Recipe[], done: ReadonlySet<string>) => Recipe | undefined;

interface OneWalk {
  readonly steps: WalkStep[];
  readonly errors: string[];
  readonly everAvailable: Set<string>;
  readonly world: World;
}

/** One walk on a fresh camp with unlimited resources: the start, then the chosen missions in turn. */
function walkOnce(
  content: Content,
  start: Recipe,
  choose: Chooser,
  opts: { draw?: boolean; seed?: string; stopAt?: string },
): OneWalk {
  const steps: WalkStep[] = [];
  const errors: string[] = [];
  const everAvailable = new Set<string>();
  const world = emptyWorld(opts.seed ?? `walk:${start.id}`, 1, content.terrain.has("t_dirt") ? "t_dirt" : "t_grass");
  const events: SimEvent[] = [];
  let seen = 0;
  /** Items placed since the last step, summed by id in the order first placed. */
  const placed = (): { item: string; count: number }[] => {
    const out = new Map<string, number>();
    for (const ev of events.slice(seen))
      if (ev.type === "items_added" && ev.who === undefined) out.set(ev.item, (out.get(ev.item) ?? 0) + ev.count);
    seen = events.length;
    return [...out].map(([item, count]) => ({ item, count }));
  };
  const end = inDrafts(() =>
    produce(world, (draft) => {
      const dice = openDice(draft.rng);
      const sim = makeSim(draft, content, dice, events);
      const camp: CampState = {
        id: "walk",
        baseType: start.id,
        name: start.blueprint?.name ?? start.id,
        omt: { x: 0, y: 0 },
        z: 0,
        founded: 0,
        expansions: {
          center: {
            dir: "center",
            type: start.id,
            omt: { x: 0, y: 0 },
            terrain: "",
            provides: {},
            completed: [],
            inProgress: [],
          },
        },
        inventory: { items: {}, resources: [] },
        unlimited: true,
        autoComplete: false,
      };
      (draft.camps as Record<string, unknown>)["walk"] = camp;
      const c = draft.camps["walk"] as unknown as Draft<CampState>;
      const e = (): Draft<ExpansionState> => c.expansions["center"] as Draft<ExpansionState>;
      const guard = (what: string, fn: () => void): boolean => {
        try {
          fn();
          return true;
        } catch (err) {
          errors.push(`${what}: ${err instanceof Refusal ? err.reason : (err as Error).message}`);
          return false;
        }
      };
      guard(start.id, () => completeStart(sim, c, e(), start));
      const snap = (): { drawing: string[]; legend: string[] } | undefined => {
        if (!opts.draw) return undefined;
        const now = current(draft) as World;
        const d = drawCampWithLegend(now, content, now.camps["walk"] as unknown as CampState);
        return { drawing: d.rows, legend: d.legend };
      };
      steps.push({
        mission: start.id,
        name: start.blueprint?.name ?? start.id,
        options: {},
        tilesChanged: 0,
        kcal: 0,
        items: placed(),
        ...snap(),
      });
      const failed = new Set<string>();
      for (let guardN = 0; guardN < 2000; guardN++) {
        if (opts.stopAt !== undefined && steps.some((x) => x.mission === opts.stopAt)) break;
        const avail = availableMissions(content, e()).filter((m) => !failed.has(m.id));
        for (const m of avail) everAvailable.add(m.id);
        if (avail.length === 0) break;
        const pick = choose(avail, new Set(e().completed.map((x) => x.mission)));
        if (!pick) break;
        const options = combinations(missionParameters(content, pick))[0] ?? {};
        const before = e().completed.length;
        const ok = guard(pick.id, () => {
          startMission(sim, c, e(), pick.id, options, { free: true });
          completeMission(sim, c, e(), pick.id, true);
        });
        if (!ok || e().completed.length === before) {
          failed.add(pick.id);
          placed();
          const i = e().inProgress.findIndex((m) => m.mission === pick.id);
          if (i >= 0) e().inProgress.splice(i, 1);
          continue;
        }
        steps.push({
          mission: pick.id,
          name: pick.blueprint?.name ?? pick.id,
          options,
          tilesChanged: 0,
          kcal: missionKcal(pick, missionNeeds(content, pick, options).time),
          items: placed(),
          ...snap(),
        });
      }
      draft.rng = dice.state();
    }),
  );
  return { steps, errors, everAvailable, world: end };
}

/** What a mission's completion gives: its provides and its result. */
function gives(m: Recipe): Set<string> {
  return new Set([m.result, ...(m.blueprint?.provides.map((p) => p.id) ?? [])]);
}

/** Does completing `m` exclude `target`? */
function excludes(m: Recipe, target: Recipe): boolean {
  const g = gives(m);
  return (target.blueprint?.excludes ?? []).some((x) => g.has(x.id));
}

/** The missions of the path that lead to `target`: providers of what it requires, transitively. */
function ancestors(graph: PathGraph, target: string): Set<string> {
  const out = new Set<string>();
  const q = [target];
  while (q.length) {
    const x = q.pop() as string;
    for (const e of graph.edges)
      if (e.kind === "requires" && e.to === x && !out.has(e.from)) {
        out.add(e.from);
        q.push(e.from);
      }
  }
  return out;
}

/**
 * A side walk to one mission the main walk could not reach (an alternative it excluded): only
 * missions that lead to it and do not exclude it, fewest exclusions of its other ancestors first.
 */
function sideWalk(content: Content, start: Recipe, graph: PathGraph, target: Recipe): OneWalk {
  const needed = ancestors(graph, target.id);
  const byId = new Map(graph.missions.map((m) => [m.id, m]));
  return walkOnce(
    content,
    start,
    (avail, done) => {
      const hit = avail.find((m) => m.id === target.id);
      if (hit) return hit;
      const kills = (m: Recipe): number =>
        [...needed].filter((id) => {
          const o = byId.get(id);
          return o !== undefined && id !== m.id && !done.has(id) && excludes(m, o);
        }).length;
      return avail
        .filter((m) => needed.has(m.id) && !excludes(m, target))
        .sort((a, b) => kills(a) - kills(b) || (a.id < b.id ? -1 : 1))[0];
    },
    { seed: `walk:${start.id}:${target.id}`, stopAt: target.id },
  );
}

/** Why a side walk did not reach its mission. */
function whyNot(graph: PathGraph, target: Recipe, w: OneWalk): string {
  const byId = new Map(graph.missions.map((m) => [m.id, m]));
  const blockers = [...ancestors(graph, target.id)]
    .map((id) => byId.get(id))
    .filter((m): m is Recipe => m !== undefined && excludes(m, target))
    .map((m) => m.id)
    .sort();
  const err = w.errors.find((x) => x.startsWith(`${target.id}:`));
  if (err) return `it fails: ${err.slice(target.id.length + 2)}`;
  const missing = (target.blueprint?.requires ?? []).map((r) => r.id).join(", ");
  if (blockers.includes(graph.start)) return `the path's start ${graph.start} excludes it`;
  return blockers.length
    ? `every way to what it requires (${missing}) goes through a mission that excludes it: ${blockers.join(", ")}`
    : `it never became available on a walk towards it (requires ${missing || "nothing"})`;
}

export function walkPath(
  content: Content,
  startId: string,
  opts: { draw?: boolean; seed?: string; keepWorld?: boolean } = {},
): WalkResult {
  const start = findMission(content, startId);
  if (!start)
    return {
      start: startId,
      steps: [],
      errors: [`no upgrade mission ${startId}`],
      excluded: [],
      alternatives: [],
      skipped: [],
    };
  const graph = pathGraph(content, start.id);
  const members = new Set(graph?.missions.map((m) => m.id) ?? []);
  // Prefer the mission whose completion excludes the fewest other path missions still to do.
  const main = walkOnce(
    content,
    start,
    (avail, done) => {
      const kills = (m: Recipe): number => {
        let n = 0;
        for (const o of graph?.missions ?? []) if (o.id !== m.id && !done.has(o.id) && excludes(m, o)) n++;
        return n;
      };
      return [...avail].sort((a, b) => kills(a) - kills(b) || (a.id < b.id ? -1 : 1))[0];
    },
    {
      ...(opts.draw !== undefined ? { draw: opts.draw } : {}),
      ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
    },
  );
  const completed = new Set(main.steps.map((s) => s.mission));
  const excluded = [...main.everAvailable].filter((id) => !completed.has(id) && members.has(id)).sort();
  const alternatives: AlternativeWalk[] = [];
  const skipped: SkippedMission[] = [];
  const byId = new Map(graph?.missions.map((m) => [m.id, m]) ?? []);
  for (const id of graph?.reachable ?? []) {
    if (completed.has(id)) continue;
    const target = byId.get(id);
    if (!target || !graph) continue;
    const w = sideWalk(content, start, graph, target);
    const last = w.steps[w.steps.length - 1];
    if (last?.mission === id) alternatives.push({ mission: id, name: last.name, via: w.steps.map((x) => x.mission) });
    else skipped.push({ mission: id, reason: whyNot(graph, target, w) });
  }
  return {
    start: start.id,
    steps: main.steps,
    errors: main.errors,
    excluded,
    alternatives,
    skipped,
    ...(opts.keepWorld ? { world: main.world } : {}),
  };
}

/** "Reachable missions: 61; walked 37, on their own 24, skipped with a reason 0: 100% walked or explained." */
export function walkSummary(reachable: readonly string[], walk: WalkResult): string {
  const main = new Set(walk.steps.map((x) => x.mission));
  const walked = reachable.filter((m) => main.has(m)).length;
  const alt = walk.alternatives.length;
  const skipped = walk.skipped.length;
  const pct = reachable.length ? Math.floor((100 * (walked + alt + skipped)) / reachable.length) : 100;
  return `Reachable missions: ${reachable.length}; walked ${walked}, on walks of their own ${alt}, skipped with a reason ${skipped}: ${pct}% walked or explained`;
}
