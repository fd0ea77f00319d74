/**
 * A monster's route, as the game's pathfinder finds one (src/pathfinding.cpp map::route): A* over
 * the map from where it stands to its goal, eight ways on a level and by stairs between levels
 * (a GOES_DOWN tile leads to the tile below, a GOES_UP one to the tile above, when its
 * path_settings allow_climb_stairs), each tile at its cost for this walker (obstacles.ts). No route
 * is sought to a goal farther than `max_dist`, nor kept when longer than `max_length` steps; the
 * search stays within `max_dist` of both ends and a few levels, so it stays cheap. Creatures are
 * not obstacles to the route (the game's neither): the walk deals with them.
 */
import type { Sim } from "../../sim/context.js";
import { distance, inBounds, levelAt, NEIGHBOURS, tileAt } from "../../world/grid.js";
import type { Point } from "../../world/types.js";
import { IMPASSABLE, stepCost, type Walker } from "./obstacles.js";

/** A search never expands more tiles than this (a guard; max_dist bounds it first). */
const MAX_EXPANDED = 20000;

function key(p: Point): string {
  return `${p.x},${p.y},${p.z}`;
}

/** Where stairs on `p` lead (the same column one level down or up), when they do. */
export function stairsFrom(sim: Sim, p: Point): Point | undefined {
  const tile = tileAt(sim.map(), p);
  if (!tile) return undefined;
  const flags = sim.content.terrain.get(tile.ter)?.flags;
  if (!flags) return undefined;
  const dz = flags.includes("GOES_DOWN") ? -1 : flags.includes("GOES_UP") ? 1 : 0;
  if (dz === 0 || !levelAt(sim.map(), p.z + dz)) return undefined;
  return { x: p.x, y: p.y, z: p.z + dz };
}

interface Node {
  readonly p: Point;
  readonly g: number;
  readonly f: number;
  readonly steps: number;
  readonly parent: Node | undefined;
}

/** A binary min-heap on f (ties: fewer steps, then the earlier pushed). */
class Heap {
  private readonly items: { n: Node; order: number }[] = [];
  private pushed = 0;
  get size(): number {
    return this.items.length;
  }
  push(n: Node): void {
    const items = this.items;
    items.push({ n, order: this.pushed++ });
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }
  pop(): Node | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (!top || !last) return undefined;
    if (items.length > 0) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < items.length && this.less(l, m)) m = l;
        if (r < items.length && this.less(r, m)) m = r;
        if (m === i) break;
        this.swap(i, m);
        i = m;
      }
    }
    return top.n;
  }
  private less(a: number, b: number): boolean {
    const x = this.items[a] as { n: Node; order: number };
    const y = this.items[b] as { n: Node; order: number };
    if (x.n.f !== y.n.f) return x.n.f < y.n.f;
    if (x.n.steps !== y.n.steps) return x.n.steps < y.n.steps;
    return x.order < y.order;
  }
  private swap(a: number, b: number): void {
    const items = this.items;
    const t = items[a] as { n: Node; order: number };
    items[a] = items[b] as { n: Node; order: number };
    items[b] = t;
  }
}

/**
 * The steps from `from` (excluded) to `to` (included), or undefined when there is none within the
 * walker's limits. The goal's own tile is entered whatever stands there.
 */
export function findRoute(sim: Sim, w: Walker, from: Point, to: Point): Point[] | undefined {
  const s = w.settings;
  const far = Math.max(distance(from, to), Math.abs(to.z - from.z));
  if (s.maxDist <= 0 || far > s.maxDist) return undefined;
  const map = sim.map();
  // The box the search keeps to: max_dist around both ends.
  const pad = s.maxDist;
  const minX = Math.min(from.x, to.x) - pad;
  const maxX = Math.max(from.x, to.x) + pad;
  const minY = Math.min(from.y, to.y) - pad;
  const maxY = Math.max(from.y, to.y) + pad;
  const h = (p: Point): number => 2 * Math.max(distance(p, to), Math.abs(p.z - to.z));
  const best = new Map<string, number>([[key(from), 0]]);
  const open = new Heap();
  open.push({ p: from, g: 0, f: h(from), steps: 0, parent: undefined });
  let expanded = 0;
  while (open.size > 0 && expanded < MAX_EXPANDED) {
    const n = open.pop() as Node;
    if ((best.get(key(n.p)) ?? IMPASSABLE) < n.g) continue;
    if (n.p.x === to.x && n.p.y === to.y && n.p.z === to.z) return unwind(n);
    expanded++;
    if (n.steps >= s.maxLength) continue;
    const next: Point[] = [];
    for (const [dx, dy] of NEIGHBOURS) {
      const q = { x: n.p.x + dx, y: n.p.y + dy, z: n.p.z };
      if (q.x < minX || q.x > maxX || q.y < minY || q.y > maxY || !inBounds(map, q)) continue;
      next.push(q);
    }
    const stairs = s.allowClimbStairs ? stairsFrom(sim, n.p) : undefined;
    if (stairs) next.push(stairs);
    for (const q of next) {
      const isGoal = q.x === to.x && q.y === to.y && q.z === to.z;
      const cost = stepCost(sim, w, q);
      if (cost === IMPASSABLE && !isGoal) continue;
      const g = n.g + (cost === IMPASSABLE ? 2 : cost);
      const k = key(q);
      if ((best.get(k) ?? IMPASSABLE) <= g) continue;
      best.set(k, g);
      open.push({ p: q, g, f: g + h(q), steps: n.steps + 1, parent: n });
    }
  }
  return undefined;
}

function unwind(n: Node): Point[] {
  const out: Point[] = [];
  for (let c: Node | undefined = n; c?.parent; c = c.parent) out.push(c.p);
  return out.reverse();
}
