/**
 * Emitting a field as the game's map does (src/map.cpp emit_field, propagate_field; the current
 * master's rule, checked with the `search` tool's stored source):
 *
 * - an emit rolls x_in_y(chance × mul, 100); above 100 % its quantity grows in proportion
 *   (roll_remainder of qty × chance ÷ 100), else it is `qty`;
 * - the quantity spreads from the source outwards: the tiles waiting are taken nearest first (by
 *   the game's rl_dist from the source), all those of the same present intensity of the field at
 *   once as one front; each front tile, in random order, is raised towards the emit's intensity by
 *   up to quantity ÷ front size (at least 1), that much spent (1 spent on a tile already at the
 *   top), and its 8 neighbours wait in turn; a tile that cannot be entered stops the spread there,
 *   unless the field is a gas and the terrain or furniture is PERMEABLE;
 * - raising an intensity adds the field at the new intensity (mod_field_intensity).
 * The emit's intensity defaults to the field's highest level.
 */
import type { Emit } from "../../content/kinds/emit.js";
import type { Sim } from "../../sim/context.js";
import { passable } from "../../sim/terrain.js";
import { inBounds, tileAt, SPREAD_NEIGHBOURS } from "../../world/grid.js";
import type { Field, Point } from "../../world/types.js";
import { type PlaceKey, placeKey } from "../../sim/place_key.js";
import { addField, fieldsAt } from "./edit.js";

/** How many intensity units it spreads (0: it does not emit this time). */
export function emitQuantity(sim: Sim, emit: Emit, mul = 1): number {
  const chance = emit.chance * mul;
  if (!sim.dice.xInY(chance, 100)) return 0;
  if (chance <= 100) return emit.qty;
  const exact = (emit.qty * chance) / 100;
  const whole = Math.floor(exact);
  return whole + (sim.dice.chance(exact - whole) ? 1 : 0);
}

/** The emit at a point: its field spread around it (map::emit_field). Returns how many tiles it raised. */
export function emitField(sim: Sim, at: Point, emit: Emit, mul = 1): number {
  const type = sim.content.field_type.get(emit.field);
  if (!type) return 0;
  const amount = emitQuantity(sim, emit, mul);
  if (amount <= 0) return 0;
  const top = emit.intensity ?? type.levels.length;
  return propagateField(sim, at, emit.field, amount, Math.min(top, type.levels.length));
}

function intensityAt(sim: Sim, p: Point, id: string): number {
  const fields = fieldsAt(sim, p);
  for (let i = 0; i < fields.length; i++) if ((fields[i] as Field).id === id) return (fields[i] as Field).intensity;
  return 0;
}

/** Rogue-like distance (the game's rl_dist with trigdist off): the larger of the two offsets. */
const rlDist = (a: Point, b: Point): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

function permeable(sim: Sim, p: Point): boolean {
  const tile = tileAt(sim.map(), p);
  if (!tile) return false;
  if (sim.content.terrain.get(tile.ter)?.flags.includes("PERMEABLE")) return true;
  return tile.furn !== undefined && sim.content.furniture.get(tile.furn)?.flags.includes("PERMEABLE") === true;
}

interface Waiting {
  readonly d: number;
  readonly p: Point;
  readonly n: number;
}

/** Nearest first, and among equals the one pushed first. */
const before = (a: Waiting, b: Waiting): boolean => a.d < b.d || (a.d === b.d && a.n < b.n);

/**
 * The waiting tiles as a binary heap on (distance, push order): the order the game's priority
 * queue takes them in, as sorting the whole list before every take gave it, without the sorts.
 */
class WaitingTiles {
  private readonly heap: Waiting[] = [];

  get size(): number {
    return this.heap.length;
  }

  peek(): Waiting | undefined {
    return this.heap[0];
  }

  push(w: Waiting): void {
    const h = this.heap;
    let i = h.length;
    h.push(w);
    while (i > 0) {
      const up = (i - 1) >> 1;
      const parent = h[up] as Waiting;
      if (!before(w, parent)) break;
      h[i] = parent;
      i = up;
    }
    h[i] = w;
  }

  pop(): Waiting | undefined {
    const h = this.heap;
    const top = h[0];
    const last = h.pop();
    if (h.length === 0 || last === undefined) return top;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= h.length) break;
      const r = l + 1;
      const child = r < h.length && before(h[r] as Waiting, h[l] as Waiting) ? r : l;
      if (!before(h[child] as Waiting, last)) break;
      h[i] = h[child] as Waiting;
      i = child;
    }
    h[i] = last;
    return top;
  }
}

/**
 * A tile's key within one spread: the step's place key, a small integer for a map's points (the
 * spread's former key, above 2^30, was a boxed double at every look-up).
 */
const tileKey = placeKey;

/** map::propagate_field: spreads `amount` units of `id` from `center`, no tile above `maxIntensity`; the tiles raised. */
export function propagateField(sim: Sim, center: Point, id: string, amount: number, maxIntensity: number): number {
  const gas = sim.content.field_type.get(id)?.phase === "gas";
  const closed = new Set<PlaceKey>();
  // The waiting tiles in the order the game's priority queue gives them: nearest first, and among
  // equals the order they were pushed in (a stable order keeps runs repeatable).
  const open = new WaitingTiles();
  open.push({ d: 0, p: center, n: 0 });
  let pushed = 1;
  const raised = new Set<PlaceKey>();
  let left = amount;
  while (left > 0 && open.size > 0) {
    const first = open.pop();
    if (!first) break;
    if (closed.has(tileKey(first.p))) continue;
    const front = [first];
    const level = intensityAt(sim, first.p, id);
    while (open.size > 0 && intensityAt(sim, (open.peek() as Waiting).p, id) === level) {
      const next = open.pop() as Waiting;
      if (!closed.has(tileKey(next.p))) front.push(next);
    }
    const increment = Math.max(1, Math.floor(left / front.length));
    while (front.length > 0) {
      const i = sim.dice.int(0, front.length - 1);
      const gp = front.splice(i, 1)[0] as Waiting;
      closed.add(tileKey(gp.p));
      const now = intensityAt(sim, gp.p, id);
      if (now < maxIntensity) {
        const bonus = Math.min(maxIntensity - now, increment);
        if (addField(sim, gp.p, id, now + bonus)) raised.add(tileKey(gp.p));
        left -= bonus;
      } else left--;
      if (left <= 0) return raised.size;
      for (const [dx, dy] of SPREAD_NEIGHBOURS) {
        const pt = { x: gp.p.x + dx, y: gp.p.y + dy, z: gp.p.z };
        if (closed.has(tileKey(pt))) continue;
        if (!inBounds(sim.map(), pt) || (!passable(sim.content, sim.map(), pt) && (!gas || !permeable(sim, pt)))) {
          closed.add(tileKey(pt));
          continue;
        }
        open.push({ d: rlDist(center, pt), p: pt, n: pushed++ });
      }
    }
  }
  return raised.size;
}
