/** Helpers for the examine specs: our showcase content, a world drawn with a legend, examining. */
import { join } from "node:path";
import { loadContent, type Content } from "../../../engine/content/load.js";
import { step } from "../../../engine/step/step.js";
import type { SimEvent } from "../../../engine/sim/events.js";
import type { ExamineAnswers } from "../../../engine/rules/examine/context.js";
import { seedState } from "../../../engine/world/rng.js";
import type { Character, Point, Tile, World } from "../../../engine/world/types.js";
import { PROJECT_ROOT } from "../../support/load.js";
import { character, messagesOf } from "../../support/world.js";

let cached: Content | undefined;
export function showcase(): Content {
  if (cached) return cached;
  const r = loadContent([join(PROJECT_ROOT, "content", "base"), join(PROJECT_ROOT, "content", "examine")]);
  const errors = r.problems.filter((p) => p.severity === "error");
  if (errors.length > 0) throw new Error(JSON.stringify(errors.slice(0, 3)));
  cached = r.content;
  return cached;
}

export const BASE_LEGEND: Record<string, Tile> = { ".": { ter: "ex_t_floor" }, "#": { ter: "ex_t_wall" } };

export interface Spec {
  readonly levels: readonly { z: number; rows: readonly string[] }[] | readonly string[];
  readonly legend?: Record<string, Tile>;
  readonly you?: Partial<Character> & { pos: Point };
  readonly others?: readonly (Partial<Character> & { id: string; pos: Point })[];
  readonly seed?: string;
  readonly turn?: number;
  readonly startDay?: number;
}

/** Where the examiner stands in `room`: west of the examined tile (2, 1). */
export const YOU: Point = { x: 1, y: 1, z: 0 };

/**
 * A one-row room with the tile X at (2, 1) and the examiner at YOU beside it; `you` adds to the
 * examiner, `extra` to the world's spec.
 */
export function room(X: object, you: object = {}, extra: Partial<Spec> = {}): World {
  return world({ levels: ["#####", "#.X.#", "#####"], legend: { X: X as Tile }, you: { pos: YOU, ...you }, ...extra });
}

export function world(spec: Spec): World {
  const legend = { ...BASE_LEGEND, ...(spec.legend ?? {}) };
  const levels = (
    typeof spec.levels[0] === "string"
      ? [{ z: 0, rows: spec.levels as readonly string[] }]
      : (spec.levels as { z: number; rows: readonly string[] }[])
  )
    .slice()
    .sort((a, b) => a.z - b.z);
  const first = levels[0]?.rows ?? [];
  const width = Math.max(...first.map((r) => r.length));
  for (const l of levels)
    for (const r of l.rows)
      if (r.length !== width || l.rows.length !== first.length)
        throw new Error(`ragged map: ${JSON.stringify(l.rows)}`);
  const chars: Record<string, Character> = {};
  if (spec.you) chars["you"] = character({ id: "you", ...spec.you });
  for (const o of spec.others ?? []) chars[o.id] = character({ isPlayer: false, ...o });
  const seed = spec.seed ?? "examine";
  return {
    schema: "cdda-sim/world@1",
    turn: spec.turn ?? 0,
    seed,
    rng: seedState(seed),
    settings: { trigdist: false, startDay: spec.startDay ?? 0 },
    map: {
      width,
      height: first.length,
      levels: levels.map((l) => ({
        z: l.z,
        rows: l.rows.map((r) =>
          [...r].map((ch) => {
            const t = legend[ch];
            if (!t) throw new Error(`no legend for ${JSON.stringify(ch)}`);
            return JSON.parse(JSON.stringify(t)) as Tile;
          }),
        ),
      })),
    },
    characters: chars,
    monsters: {},
    camps: {},
    vars: {},
    nextId: 1,
  };
}

export interface Result {
  readonly world: World;
  readonly events: readonly SimEvent[];
  readonly refused?: string;
}

type Examine = (
  w: World,
  pos: [number, number, number?],
  answers?: ExamineAnswers,
  who?: string,
  content?: Content,
) => Result;

/** An examine by `who` (the player) with the showcase content unless given. */
const examineAs =
  (free: boolean): Examine =>
  (w, pos, answers, who = "you", content = showcase()) =>
    examineStep(w, pos, answers, who, content, free);

// Free: these specs observe an action's own cost in moves; the world's turns passing after it
// is covered by spec/step/time.spec.ts.
export const examine: Examine = examineAs(true);

/**
 * An examine that lets the world's turns pass after it (not free): an action that takes time runs
 * as an activity over turns and takes effect when it is done (engine/rules/examine/activity.ts).
 */
export const examineOver: Examine = examineAs(false);

function examineStep(
  w: World,
  pos: [number, number, number?],
  answers: ExamineAnswers | undefined,
  who: string,
  content: Content,
  free: boolean,
): Result {
  const action = {
    type: "examine",
    who,
    pos: { x: pos[0], y: pos[1], z: pos[2] ?? 0 },
    ...(answers ? { answers } : {}),
  } as const;
  return free ? step(w, action, content, { free: true }) : step(w, action, content);
}

export function tile(w: World, x: number, y: number, z = 0): Tile {
  const level = w.map.levels.find((l) => l.z === z);
  const t = level?.rows[y]?.[x];
  if (!t) throw new Error(`no tile ${x},${y},${z}`);
  return t;
}

export function inv(w: World, id: string, who = "you"): number {
  return (w.characters[who]?.inventory ?? []).filter((s) => s.id === id).reduce((n, s) => n + s.count, 0);
}

export function ruleEvents(r: Result, name: string): { name: string; data: Record<string, unknown> }[] {
  return r.events.filter((e) => e.type === "rule" && e.name === name) as unknown as {
    name: string;
    data: Record<string, unknown>;
  }[];
}

export function messages(r: Result): string[] {
  return messagesOf(r.events);
}
