/**
 * The scent map as the game keeps it (src/scent_map.cpp) and what monsters smell of it
 * (monster::scent_move, src/monmove.cpp).
 *
 * The map: one value per tile of the player's level. At the end of each turn every value drops by
 * one (scent_map::decay), the player's tile is set to the player's scent (500, the game's norm)
 * and the scent diffuses within 40 tiles of the player (scent_map::update, diffusivity 100): a tile
 * keeps its scent less what flows to its open neighbours and takes in a share of theirs; NO_SCENT
 * terrain or furniture (walls) holds none and passes none, REDUCE_SCENT passes a fifth. The
 * diffusion stops once the player has stood still for 1000 turns (the decay goes on). The map is
 * kept only while a living monster that smells (SMELLS) is in the world: nothing else reads it.
 *
 * Following it: a monster that smells and follows the player's scent type (its `scents_tracked`
 * names it, or the scent type's `receptive_species` has one of its species; not in
 * `scents_ignored`) and stands on scent picks the neighbouring tiles (its own included) of the
 * strongest scent of at least 10 (1 with KEENNOSE); over 200 (400 with KEENNOSE) the scent is too
 * strong to follow and it mills about its own tile. It steps to a random open tile next to one of
 * those (the game's zigzag), rules/monsters/turn.ts says when.
 *
 * Simplified: only characters that are the player leave scent (the game's avatar), always 500
 * (no traits or masking); the map is reset when the player changes level; scent does not reach
 * other levels.
 */
import { castDraft } from "immer";
import type { Monster as MonsterType } from "../../content/kinds/monster.js";
import type { Content } from "../../content/load.js";
import type { Sim } from "../../sim/context.js";
import { distance, NEIGHBOURS } from "../../world/grid.js";
import { latest } from "../../world/peek.js";
import type { Json, Point } from "../../world/types.js";

/** The world variable holding the scent map. */
export const SCENT_MAP = "cdda-sim:scent";
/** The player's scent type (Character::get_type_of_scent's default). */
export const PLAYER_SCENT = "sc_human";
/** The game's norm_scent: what the player's tile is set to each turn. */
const PLAYER_SCENT_VALUE = 500;
const SCENT_RADIUS = 40;
const DIFFUSIVITY = 100;
const STILL_TURNS = 1000;

interface ScentMap {
  readonly z: number;
  readonly width: number;
  readonly values: readonly number[];
  /** Where the player last moved to, and when. */
  readonly last?: { readonly x: number; readonly y: number; readonly turn: number };
}

function readMap(sim: Sim): ScentMap | undefined {
  const raw = latest(sim.world.vars)[SCENT_MAP];
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return undefined;
  return raw as unknown as ScentMap;
}

/** The scent at a tile (0 where none is kept). */
export function scentAt(sim: Sim, p: Point): number {
  const map = readMap(sim);
  if (!map || map.z !== p.z) return 0;
  return map.values[p.y * map.width + p.x] ?? 0;
}

/** Does any living monster in the world smell? */
function anyoneSmells(sim: Sim): boolean {
  for (const id of sim.monsterIds()) {
    const o = sim.peekMonster(id);
    if (o && !o.dead && sim.content.monster.get(o.type)?.flags.includes("SMELLS")) return true;
  }
  return false;
}

/** The turn hook: decay, the player's scent, diffusion. */
export function updateScent(sim: Sim): void {
  const before = readMap(sim);
  if (!anyoneSmells(sim)) {
    if (before) delete sim.world.vars[SCENT_MAP];
    return;
  }
  const player = sim.characterIds().find((id) => {
    const c = sim.peekCharacter(id);
    return c !== undefined && !c.dead && c.isPlayer;
  });
  const at = player === undefined ? undefined : sim.peekCharacter(player)?.pos;
  const level = sim.map();
  const width = level.width;
  const fresh = !before || (at !== undefined && at.z !== before.z) || before.width !== width;
  const z = at?.z ?? before?.z ?? 0;
  if (!at && (!before || before.values.every((v) => v === 0))) return;
  const values = fresh ? new Array<number>(width * level.height).fill(0) : [...before.values];
  // The decay, noting where scent is left: only there and next to it can the diffusion change
  // anything (a tile with no scent around it keeps none).
  const box = { x0: width, y0: level.height, x1: -1, y1: -1 };
  for (let i = 0; i < values.length; i++) {
    const v = values[i] ?? 0;
    if (v <= 0) continue;
    values[i] = v - 1;
    if (v > 1) grow(box, i % width, Math.trunc(i / width));
  }
  let last = fresh ? undefined : before.last;
  if (at) {
    values[at.y * width + at.x] = PLAYER_SCENT_VALUE;
    grow(box, at.x, at.y);
    if (!last || last.x !== at.x || last.y !== at.y) last = { x: at.x, y: at.y, turn: sim.world.turn };
    if (last.turn + STILL_TURNS >= sim.world.turn) diffuse(sim, values, width, level.height, at, box);
  }
  const next: Json = { z, width, values, ...(last ? { last: { ...last } } : {}) };
  sim.world.vars[SCENT_MAP] = castDraft(next);
}

/** What a tile does to scent: 0 blocks it (NO_SCENT), 2 reduces it (REDUCE_SCENT), 10 lets it pass. */
function passageOf(flags: readonly string[]): number {
  return flags.includes("NO_SCENT") ? 0 : flags.includes("REDUCE_SCENT") ? 2 : 10;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function grow(box: Box, x: number, y: number): void {
  if (x < box.x0) box.x0 = x;
  if (x > box.x1) box.x1 = x;
  if (y < box.y0) box.y0 = y;
  if (y > box.y1) box.y1 = y;
}

/**
 * scent_map::update's diffusion over the tiles within 40 of the player (integer arithmetic, as the
 * game's), of which only those within a tile of `box` (where scent is) can change.
 */
function diffuse(sim: Sim, values: number[], width: number, height: number, at: Point, box: Box): void {
  const x0 = Math.max(0, at.x - SCENT_RADIUS, box.x0 - 1);
  const x1 = Math.min(width - 1, at.x + SCENT_RADIUS, box.x1 + 1);
  const y0 = Math.max(0, at.y - SCENT_RADIUS, box.y0 - 1);
  const y1 = Math.min(height - 1, at.y + SCENT_RADIUS, box.y1 + 1);
  // What each tile of the window and its border does to scent, read once (off the map: blocks).
  const pw = x1 - x0 + 3;
  const ph = y1 - y0 + 3;
  const pass = new Array<number>(pw * ph).fill(0);
  const byTer = new Map<string, number>();
  const byFurn = new Map<string, number>();
  const level = sim.map().levels.find((l) => l.z === at.z);
  for (let y = y0 - 1; y <= y1 + 1; y++) {
    const row = y >= 0 && y < height ? level?.rows[y] : undefined;
    if (!row) continue;
    for (let x = x0 - 1; x <= x1 + 1; x++) {
      const tile = x >= 0 && x < width ? row[x] : undefined;
      if (!tile) continue;
      let t = byTer.get(tile.ter);
      if (t === undefined) {
        t = passageOf(sim.content.terrain.get(tile.ter)?.flags ?? []);
        byTer.set(tile.ter, t);
      }
      let f = 10;
      if (tile.furn !== undefined) {
        const known = byFurn.get(tile.furn);
        f = known ?? passageOf(sim.content.furniture.get(tile.furn)?.flags ?? []);
        if (known === undefined) byFurn.set(tile.furn, f);
      }
      pass[(y - y0 + 1) * pw + (x - x0 + 1)] = Math.min(t, f);
    }
  }
  const passAt = (x: number, y: number): number => pass[(y - y0 + 1) * pw + (x - x0 + 1)] ?? 0;
  const w = x1 - x0 + 3;
  // Per column (with one more on each side), the weighted scent of the tile and the two above and
  // below it, and their weights: each tile's 3 × 3 sum is then three of these.
  const sum = new Array<number>(w * (y1 - y0 + 1)).fill(0);
  const used = new Array<number>(w * (y1 - y0 + 1)).fill(0);
  for (let x = x0 - 1; x <= x1 + 1; x++)
    for (let y = y0; y <= y1; y++) {
      let s = 0;
      let u = 0;
      for (let i = y - 1; i <= y + 1; i++) {
        const p = passAt(x, i);
        if (p === 0) continue;
        s += p * (values[i * width + x] ?? 0);
        u += p;
      }
      sum[(y - y0) * w + (x - x0 + 1)] = s;
      used[(y - y0) * w + (x - x0 + 1)] = u;
    }
  for (let x = x0; x <= x1; x++)
    for (let y = y0; y <= y1; y++) {
      const i = y * width + x;
      const p = passAt(x, y);
      if (p === 0) {
        values[i] = 0;
        continue;
      }
      const row = (y - y0) * w + (x - x0 + 1);
      const squares = (used[row - 1] ?? 0) + (used[row] ?? 0) + (used[row + 1] ?? 0);
      const d = p === 2 ? DIFFUSIVITY / 5 : DIFFUSIVITY;
      const here = values[i] ?? 0;
      let kept = here * (10 * 1000 - squares * d);
      kept -= Math.trunc((here * d * (90 - squares)) / 5);
      const inflow = d * ((sum[row - 1] ?? 0) + (sum[row] ?? 0) + (sum[row + 1] ?? 0));
      values[i] = Math.trunc((kept + inflow) / (1000 * 10));
    }
}

/** Does a monster of this type follow the player's scent (scents_tracked, the scent type's species)? */
export function followsPlayerScent(content: Pick<Content, "scent_type">, type: MonsterType): boolean {
  if (!type.flags.includes("SMELLS") || type.scentsIgnored.includes(PLAYER_SCENT)) return false;
  if (type.scentsTracked.includes(PLAYER_SCENT)) return true;
  const receptive = content.scent_type.get(PLAYER_SCENT)?.receptiveSpecies ?? [];
  return type.species.some((s) => receptive.includes(s));
}

/**
 * Where a monster that smells steps by scent (monster::scent_move), from the tiles `open` allows;
 * undefined: no scent to follow. Not fleeing: towards the strongest scent.
 */
export function scentStep(sim: Sim, type: MonsterType, from: Point, open: (p: Point) => boolean): Point | undefined {
  if (!followsPlayerScent(sim.content, type)) return undefined;
  const here = scentAt(sim, from);
  if (here === 0) return undefined;
  const keen = type.flags.includes("KEENNOSE");
  let best = keen ? 1 : 10;
  const threshold = keen ? 400 : 200;
  let directions: Point[] = [];
  if (here > threshold) directions = [from];
  else
    for (const [dx, dy] of [[0, 0] as const, ...NEIGHBOURS]) {
      const p = { x: from.x + dx, y: from.y + dy, z: from.z };
      const smell = scentAt(sim, p);
      if (smell < best) continue;
      if (smell > best) {
        directions = [];
        best = smell;
      }
      directions.push(p);
    }
  const moves: Point[] = [];
  for (const d of directions)
    for (const [dx, dy] of [[0, 0] as const, ...NEIGHBOURS]) {
      const p = { x: d.x + dx, y: d.y + dy, z: d.z };
      if (distance(p, from) !== 1 || !open(p)) continue;
      moves.push(p);
    }
  return moves.length === 0 ? undefined : moves[sim.dice.int(0, moves.length - 1)];
}
