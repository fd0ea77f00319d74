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
import { distance, levelAt, NEIGHBOURS } from "../../world/grid.js";
import { latest } from "../../world/peek.js";
import type { Json, Point, Tile } from "../../world/types.js";

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

/**
 * Scratch space of the diffusion, reused from turn to turn (it runs every turn of every fight of a
 * sweep): the window's passages, weighted scent and column sums.
 */
let passes = new Uint8Array(0);
let sums = new Int32Array(0);
let weights = new Int32Array(0);
let weighted = new Int32Array(0);

const bytes = (n: number) => new Uint8Array(n);
const ints = (n: number) => new Int32Array(n);

function sized<T extends Int32Array | Uint8Array>(have: T, n: number, make: (n: number) => T): T {
  return have.length >= n ? have : make(Math.max(n, have.length * 2));
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
  const n = width * level.height;
  const fresh = !before || (at !== undefined && at.z !== before.z) || before.width !== width;
  const z = at?.z ?? before?.z ?? 0;
  if (!at && (!before || before.values.every((v) => v === 0))) return;
  // Last turn's map is written in place when it is this world's own (a working copy's, or made
  // earlier in this step); one shared with an earlier world (frozen) is copied first.
  let values: number[];
  if (fresh) values = zeros(n);
  else if (Object.isFrozen(before.values)) values = [...before.values];
  else values = before.values as number[];
  // The decay, noting where scent is left: only there and next to it can the diffusion change
  // anything (a tile with no scent around it keeps none).
  const box = { x0: width, y0: level.height, x1: -1, y1: -1 };
  for (let y = 0, i = 0; y < level.height; y++) {
    let first = -1;
    let lastX = -1;
    for (let x = 0; x < width; x++, i++) {
      const v = values[i] as number;
      if (v <= 0) continue;
      values[i] = v - 1;
      if (v === 1) continue;
      if (first < 0) first = x;
      lastX = x;
    }
    if (first < 0) continue;
    grow(box, first, y);
    grow(box, lastX, y);
  }
  let last = fresh ? undefined : before.last;
  if (at) {
    values[at.y * width + at.x] = PLAYER_SCENT_VALUE;
    grow(box, at.x, at.y);
    if (!last || last.x !== at.x || last.y !== at.y) last = { x: at.x, y: at.y, turn: sim.world.turn };
    if (last.turn + STILL_TURNS >= sim.world.turn) diffuse(sim, values, width, level.height, at, box);
  }
  // Last turn's map object, when this world's own and written in place, only takes a new `last`.
  if (!fresh && values === before.values && !Object.isFrozen(before)) {
    if (last !== before.last) (before as { last?: ScentMap["last"] }).last = last;
    return;
  }
  const next: Json = { z, width, values, ...(last ? { last: { ...last } } : {}) };
  sim.world.vars[SCENT_MAP] = castDraft(next);
}

/**
 * n zeros in a packed array (`new Array(n).fill(0)` makes a holey one, slower to fill and to read
 * every turn after).
 */
function zeros(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(0);
  return out;
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
 * The passage of every tile of a row that no one can write any more (a frozen row, shared by every
 * working copy of a world: a fight sweep's arena, say), worked out once per row and content; a row
 * a step has copied to write is read tile by tile.
 */
const rowPassages = new WeakMap<Content, WeakMap<readonly Tile[], Uint8Array>>();

function passageOfTile(content: Content, tile: Tile): number {
  const t = passageOf(content.terrain.get(tile.ter)?.flags ?? []);
  if (tile.furn === undefined || t === 0) return t;
  return Math.min(t, passageOf(content.furniture.get(tile.furn)?.flags ?? []));
}

function passagesOf(content: Content, row: readonly Tile[]): Uint8Array | undefined {
  if (!Object.isFrozen(row)) return undefined;
  let byRow = rowPassages.get(content);
  if (!byRow) {
    byRow = new WeakMap();
    rowPassages.set(content, byRow);
  }
  let out = byRow.get(row);
  if (!out) {
    out = new Uint8Array(row.length);
    for (let x = 0; x < row.length; x++) {
      const tile = row[x];
      out[x] = tile ? passageOfTile(content, tile) : 0;
    }
    byRow.set(row, out);
  }
  return out;
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
  passes = sized(passes, pw * ph, bytes);
  const pass = passes;
  pass.fill(0, 0, pw * ph);
  const content = sim.content;
  const level = levelAt(sim.map(), at.z);
  for (let y = y0 - 1; y <= y1 + 1; y++) {
    const row = y >= 0 && y < height ? level?.rows[y] : undefined;
    if (!row) continue;
    const known = passagesOf(content, row);
    const from = Math.max(0, x0 - 1);
    const to = Math.min(width - 1, x1 + 1, row.length - 1);
    const base = (y - y0 + 1) * pw - x0 + 1;
    // Copied tile by tile: a subarray per row and turn was an eighth of a fight's garbage.
    if (known) for (let x = from; x <= to; x++) pass[base + x] = known[x] as number;
    else
      for (let x = from; x <= to; x++) {
        const tile = row[x];
        if (tile) pass[base + x] = passageOfTile(content, tile);
      }
  }
  // The weighted scent of every tile of the window and its border (nothing off the map: it passes
  // nothing; its passage is 0 there); then per tile, the sums of it and the tiles above and below
  // it (weighted scent and weights): each tile's 3 × 3 sum is three of these side by side.
  weighted = sized(weighted, pw * ph, ints);
  const pv = weighted;
  pv.fill(0, 0, pw * ph);
  for (let y = Math.max(0, y0 - 1); y <= Math.min(height - 1, y1 + 1); y++) {
    const k0 = (y - y0 + 1) * pw - x0 + 1;
    for (let x = Math.max(0, x0 - 1), i = y * width + x, last = Math.min(width - 1, x1 + 1); x <= last; x++, i++) {
      const p = pass[k0 + x] as number;
      if (p !== 0) pv[k0 + x] = p * (values[i] as number);
    }
  }
  const w = pw;
  const cells = w * (y1 - y0 + 1);
  sums = sized(sums, cells, ints);
  weights = sized(weights, cells, ints);
  const sum = sums;
  const used = weights;
  for (let r = 0; r <= y1 - y0; r++)
    for (let c = 0, k = (r + 1) * pw; c < w; c++, k++) {
      sum[r * w + c] = (pv[k - pw] as number) + (pv[k] as number) + (pv[k + pw] as number);
      used[r * w + c] = (pass[k - pw] as number) + (pass[k] as number) + (pass[k + pw] as number);
    }
  // Row by row: each tile's new value reads only the sums above, so the order is free.
  for (let y = y0; y <= y1; y++)
    for (
      let x = x0, i = y * width + x0, k = (y - y0 + 1) * pw + 1, row = (y - y0) * w + 1;
      x <= x1;
      x++, i++, k++, row++
    ) {
      const p = pass[k] as number;
      if (p === 0) {
        values[i] = 0;
        continue;
      }
      const squares = (used[row - 1] as number) + (used[row] as number) + (used[row + 1] as number);
      const d = p === 2 ? DIFFUSIVITY / 5 : DIFFUSIVITY;
      const here = values[i] as number;
      let kept = here * (10 * 1000 - squares * d);
      kept -= ((here * d * (90 - squares)) / 5) | 0;
      const inflow = d * ((sum[row - 1] as number) + (sum[row] as number) + (sum[row + 1] as number));
      // Integer division as the game's: every term stays far inside 32 bits (scent <= 500).
      values[i] = ((kept + inflow) / (1000 * 10)) | 0;
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
