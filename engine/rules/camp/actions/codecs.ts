/** Codecs shared by the camp actions (engine/rules/camp). */
import * as t from "io-ts";
import { DIRECTIONS, type Direction } from "../state.js";

const dirKeys = Object.fromEntries(DIRECTIONS.map((d) => [d, null])) as { [D in Direction]: null };
export const campDirection = t.keyof(dirKeys, "camp direction (center, n, ne, e, se, s, sw, w, nw)");
export const stringMap = t.record(t.string, t.string);

/** An overmap tile position `[x, y]` or `{x, y}` (overmap tiles, not world tiles). */
export const omtPos = new t.Type<{ x: number; y: number }, { x: number; y: number }, unknown>(
  "overmap tile [x, y] or {x, y}",
  (u): u is { x: number; y: number } => typeof u === "object" && u !== null && "x" in u,
  (u, c) => {
    if (Array.isArray(u) && u.length === 2 && u.every((n) => Number.isInteger(n)))
      return t.success({ x: u[0] as number, y: u[1] as number });
    if (typeof u === "object" && u !== null && !Array.isArray(u)) {
      const o = u as Record<string, unknown>;
      if (Number.isInteger(o["x"]) && Number.isInteger(o["y"]))
        return t.success({ x: o["x"] as number, y: o["y"] as number });
    }
    return t.failure(u, c);
  },
  t.identity,
);

/** Items as `{id: count}`. */
export const itemCounts = t.record(t.string, t.number);
