/**
 * The null and clearing ids of map generation, with the game's meaning:
 *
 * - `t_null` (terrain): "no terrain": a placement of it changes nothing (the game drops such
 *   placements as no-ops when it finalises mapgen).
 * - `f_null` (furniture): in `rows` (a palette's or the object's `furniture` map) and
 *   `place_furniture` it changes nothing; in `set` points, lines and squares it removes the
 *   furniture (CleverRaven/Cataclysm-DDA #52747 and #52865: "f_null is a no-op in rows").
 * - `f_clear` (furniture, defined in the data as "seeing this is a bug"): removes the furniture
 *   wherever it is placed; the game's map::furn_set turns it into no furniture.
 * - `tr_null` (trap): no trap; a `set` of it removes the trap.
 * - chunk `null`: places nothing (A3-upd-F-place_nested).
 * - item group `EMPTY_GROUP` and `container-item: null` are ordinary data: a group with nothing in
 *   it, and "no container" (engine/mechanics/items/spawn.ts).
 */

export const T_NULL = "t_null";
export const F_NULL = "f_null";
export const F_CLEAR = "f_clear";
export const NULL_CHUNK = "null";

/** What a furniture placement writes: `{id: undefined}` removes the furniture; undefined changes nothing. */
export function furnitureWrite(
  id: string | undefined,
  how: "rows" | "set",
): { readonly id: string | undefined } | undefined {
  if (id === undefined) return undefined;
  if (id === F_CLEAR) return { id: undefined };
  if (id === F_NULL) return how === "set" ? { id: undefined } : undefined;
  return { id };
}

/** The terrain a placement writes, or undefined when it changes nothing (`t_null`). */
export function terrainWrite(id: string | undefined): string | undefined {
  return id === undefined || id === T_NULL ? undefined : id;
}
