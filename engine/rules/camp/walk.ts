/**
 * `--walk`: completes every reachable mission of a camp path in a valid order, on a fresh camp
 * with unlimited resources, drawing the camp after each. Missions that become excluded on the way
 * (alternatives) are reported, as are errors (refusals or failures) of any mission.
 */
import { current, produce, type Draft } from "immer";
import type { Content } from "../../content/load.js";
import { Refusal, makeSim } from "../../sim/context.js";
import { openDice, seedState } from "../../world/rng.js";
import type { Tile, World } from "../../world/types.js";
import { availableMissions, combinations, findMission, missionParameters } from "./availability.js";
import { completeMission, completeStart, startMission } from "./lifecycle.js";
import { drawCamp } from "./draw.js";
import { pathGraph } from "./graph.js";
import { OMT, type CampState, type ExpansionState } from "./state.js";

export interface WalkStep {
  readonly mission: string;
  readonly name: string;
  readonly options: { readonly [k: string]: string };
  readonly tilesChanged: number;
  readonly drawing?: readonly string[];
}

export interface WalkResult {
  readonly start: string;
  readonly steps: readonly WalkStep[];
  readonly errors: readonly string[];
  /** Missions that were available at some point but were excluded by a later completion. */
  readonly excluded: readonly string[];
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

export function walkPath(content: Content, startId: string, opts: { draw?: boolean; seed?: string } = {}): WalkResult {
  const steps: WalkStep[] = [];
  const errors: string[] = [];
  const everAvailable = new Set<string>();
  const start = findMission(content, startId);
  if (!start) return { start: startId, steps, errors: [`no upgrade mission ${startId}`], excluded: [] };
  const graph = pathGraph(content, start.id);
  const members = new Set(graph?.missions.map((m) => m.id) ?? []);
  const world = emptyWorld(opts.seed ?? `walk:${start.id}`, 1, content.terrain.has("t_dirt") ? "t_dirt" : "t_grass");
  const events: never[] = [];
  let finalWorld: World = world;
  finalWorld = produce(world, (draft) => {
    const dice = openDice(draft.rng);
    const sim = makeSim(draft, content, dice, events as never[]);
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
    const snap = (): readonly string[] | undefined => {
      if (!opts.draw) return undefined;
      const now = current(draft) as World;
      return drawCamp(now, content, now.camps["walk"] as unknown as CampState);
    };
    steps.push({
      mission: start.id,
      name: start.blueprint?.name ?? start.id,
      options: {},
      tilesChanged: 0,
      ...(opts.draw ? { drawing: snap() ?? [] } : {}),
    });
    const failed = new Set<string>();
    for (let guardN = 0; guardN < 2000; guardN++) {
      const avail = availableMissions(content, e()).filter((m) => !failed.has(m.id));
      for (const m of avail) everAvailable.add(m.id);
      if (avail.length === 0) break;
      // Prefer the mission whose completion excludes the fewest other path missions still to do.
      const doneIds = new Set(e().completed.map((x) => x.mission));
      const kills = (m: (typeof avail)[number]): number => {
        const gives = new Set([m.result, ...(m.blueprint?.provides.map((p) => p.id) ?? [])]);
        let n = 0;
        for (const o of graph?.missions ?? [])
          if (o.id !== m.id && !doneIds.has(o.id) && (o.blueprint?.excludes ?? []).some((x) => gives.has(x.id))) n++;
        return n;
      };
      const pick = [...avail].sort((a, b) => kills(a) - kills(b) || (a.id < b.id ? -1 : 1))[0];
      if (!pick) break;
      const options = combinations(missionParameters(content, pick))[0] ?? {};
      const before = e().completed.length;
      const ok = guard(pick.id, () => {
        startMission(sim, c, e(), pick.id, options, { free: true });
        completeMission(sim, c, e(), pick.id, true);
      });
      if (!ok || e().completed.length === before) {
        failed.add(pick.id);
        const i = e().inProgress.findIndex((m) => m.mission === pick.id);
        if (i >= 0) e().inProgress.splice(i, 1);
        continue;
      }
      const last = e().completed[e().completed.length - 1];
      steps.push({
        mission: pick.id,
        name: pick.blueprint?.name ?? pick.id,
        options,
        tilesChanged: 0,
        ...(opts.draw ? { drawing: snap() ?? [] } : {}),
      });
      void last;
    }
    draft.rng = dice.state();
  });
  void finalWorld;
  const completed = new Set(steps.map((s) => s.mission));
  const excluded = [...everAvailable].filter((id) => !completed.has(id) && members.has(id)).sort();
  return { start: start.id, steps, errors, excluded };
}
