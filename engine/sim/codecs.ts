/** io-ts codecs shared by action and scenario files: points, directions, JSON values. */
import * as t from "io-ts";
import { DIRECTIONS } from "../world/grid.js";
import type { Json, Point } from "../world/types.js";

/** A point as `[x, y]`, `[x, y, z]` or `{x, y, z?}`; z defaults to 0. */
export const point = new t.Type<Point, Point, unknown>(
  "point ([x, y, z] or {x, y, z})",
  (u): u is Point => typeof u === "object" && u !== null && "x" in u && "y" in u && "z" in u,
  (u, c) => {
    if (Array.isArray(u) && (u.length === 2 || u.length === 3) && u.every((n) => Number.isInteger(n))) {
      return t.success({ x: u[0] as number, y: u[1] as number, z: (u[2] as number | undefined) ?? 0 });
    }
    if (typeof u === "object" && u !== null && !Array.isArray(u)) {
      const o = u as Record<string, unknown>;
      const extra = Object.keys(o).find((k) => k !== "x" && k !== "y" && k !== "z");
      if (extra !== undefined) return t.failure(u, c, `unknown member ${JSON.stringify(extra)} of a point (x, y, z)`);
      if (Number.isInteger(o["x"]) && Number.isInteger(o["y"]) && (o["z"] === undefined || Number.isInteger(o["z"]))) {
        return t.success({ x: o["x"] as number, y: o["y"] as number, z: (o["z"] as number | undefined) ?? 0 });
      }
    }
    return t.failure(u, c);
  },
  t.identity,
);

export const direction = t.keyof(DIRECTIONS, "direction (n, ne, e, se, s, sw, w, nw)");

export const json = new t.Type<Json, Json, unknown>(
  "JSON value",
  (u): u is Json => u !== undefined,
  (u, c) => (u === undefined ? t.failure(u, c) : t.success(u as Json)),
  t.identity,
);

/**
 * Names every JavaScript object answers to (`__proto__`, `constructor`, `toString`, ...). As ids of
 * creatures or camps they would find the prototype's member in a lookup instead of nothing.
 */
export const RESERVED_KEYS: ReadonlySet<string> = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  "prototype",
]);

/** The id of a character, monster or camp in an action: a string that is not a reserved name. */
export const worldId = new t.Type<string, string, unknown>(
  "id (a string)",
  (u): u is string => typeof u === "string" && !RESERVED_KEYS.has(u),
  (u, c) =>
    typeof u !== "string"
      ? t.failure(u, c)
      : RESERVED_KEYS.has(u)
        ? t.failure(
            u,
            c,
            `${JSON.stringify(u)} cannot be an id: every JavaScript object already has a member of that name`,
          )
        : t.success(u),
  t.identity,
);
