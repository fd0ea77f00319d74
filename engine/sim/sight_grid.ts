/**
 * A step's lines of sight on one level, read from a grid of which tiles let light through instead
 * of the terrain, furniture and field definitions of every tile a line passes: monsters look at
 * their targets, and fires light the tiles they see, hundreds of times a turn. The answers are
 * `canSee`'s (sim/terrain.ts) for the map as it is now: every tile write goes through the Sim's
 * `editTile`, which tells the grid (`written`).
 *
 * A row's grid is made when a line first crosses it. Rows a step has not written are the frozen
 * rows of the world before, so their grids are kept by row (and content) across steps; a row the
 * step wrote gets a grid of its own.
 */
import type { Content } from "../content/load.js";
import { levelAt } from "../world/grid.js";
import { latest } from "../world/peek.js";
import type { GameMap, Point, Tile } from "../world/types.js";
import { transparentTile } from "./terrain.js";

type RowGrid = Uint8Array;

/** Grids of frozen rows, by content (the same row reads differently under other definitions). */
const FROZEN = new WeakMap<object, WeakMap<readonly Tile[], RowGrid>>();

interface LevelGrid {
  /** By row: 1 where light passes, 0 where not; undefined until a line crosses the row. */
  readonly rows: (RowGrid | undefined)[];
  /** Rows whose grid is this step's own (written since made), not a frozen row's shared one. */
  readonly own: boolean[];
}

export class SightGrid {
  /**
   * Bumped whenever a tile this grid has read changes whether it lets light through: what was
   * worked out from lines of sight before (senses/light.ts) is stale then.
   */
  version = 0;
  private readonly levels = new Map<number, LevelGrid>();
  private readonly frozen: WeakMap<readonly Tile[], RowGrid>;
  private readonly width: number;
  private readonly height: number;

  constructor(
    private readonly content: Content,
    private readonly map: () => GameMap,
  ) {
    let frozen = FROZEN.get(content);
    if (!frozen) {
      frozen = new WeakMap();
      FROZEN.set(content, frozen);
    }
    this.frozen = frozen;
    const m = latest(map());
    this.width = m.width;
    this.height = m.height;
  }

  /** Line of sight on one level: `canSee` of sim/terrain.ts on the map as it is now. */
  canSee(a: Point, b: Point): boolean {
    if (a.z !== b.z) return false;
    const level = this.level(a.z);
    const bx = b.x;
    const by = b.y;
    let x = a.x;
    let y = a.y;
    const dx = Math.abs(bx - x);
    // 0 - n, not -n: a level line would make dy -0, a heap number that turns the walk to float
    // arithmetic and deoptimised the compiled sight test (a -0 is no small integer).
    const dy = 0 - Math.abs(by - y);
    const sx = x < bx ? 1 : -1;
    const sy = y < by ? 1 : -1;
    let err = dx + dy;
    // The Bresenham walk of world/grid.ts walkLine: a excluded, b always seen.
    while (x !== bx || y !== by) {
      const e2 = 2 * err;
      if (e2 >= dy) {
        err += dy;
        x += sx;
      }
      if (e2 <= dx) {
        err += dx;
        y += sy;
      }
      if (x === bx && y === by) return true;
      if (!level || x < 0 || y < 0 || x >= this.width || y >= this.height) return false;
      const row = level.rows[y] ?? this.makeRow(level, a.z, y);
      if (row[x] !== 1) return false;
    }
    return true;
  }

  /** A tile was written (through the Sim's editTile): its row's grid follows, if made. */
  written(p: Point): void {
    const level = this.levels.get(p.z);
    const row = level?.rows[p.y];
    if (!level || !row || p.x < 0 || p.x >= row.length) return;
    const clear = this.tileClear(p.z, p.y, p.x);
    if (row[p.x] === clear) return;
    let own = row;
    if (!level.own[p.y]) {
      own = row.slice();
      level.rows[p.y] = own;
      level.own[p.y] = true;
    }
    own[p.x] = clear;
    this.version++;
  }

  private level(z: number): LevelGrid | undefined {
    const known = this.levels.get(z);
    if (known) return known;
    // A level the map lacks is not remembered: a rule may add it later in the step.
    if (!levelAt(this.map(), z)) return undefined;
    const made: LevelGrid = { rows: [], own: [] };
    this.levels.set(z, made);
    return made;
  }

  private rowNow(z: number, y: number): readonly Tile[] | undefined {
    const level = levelAt(this.map(), z);
    return level ? latest(latest(latest(level).rows)[y]) : undefined;
  }

  private tileClear(z: number, y: number, x: number): number {
    return transparentTile(this.content, latest(this.rowNow(z, y)?.[x])) ? 1 : 0;
  }

  private makeRow(level: LevelGrid, z: number, y: number): RowGrid {
    const row = this.rowNow(z, y);
    const frozen = row !== undefined && Object.isFrozen(row);
    let grid = frozen ? this.frozen.get(row) : undefined;
    if (!grid) {
      grid = new Uint8Array(this.width);
      for (let x = 0; x < this.width; x++) grid[x] = transparentTile(this.content, latest(row?.[x])) ? 1 : 0;
      if (frozen) this.frozen.set(row, grid);
    }
    level.rows[y] = grid;
    level.own[y] = false;
    return grid;
  }
}
