/**
 * The modular camp layout (A6): a 24x24 overmap tile, a 3-tile border reserved for walls and
 * corridors, and an inner 18x18 square cut into a 3x3 grid of 6x6 areas. A convention only
 * (A6-convention): nothing is refused for ignoring it.
 */
export const AREAS = [
  "northwest",
  "north",
  "northeast",
  "west",
  "center",
  "east",
  "southwest",
  "south",
  "southeast",
] as const;
export type Area = (typeof AREAS)[number];

export const BORDER = 3;
export const AREA_SIZE = 6;

/** The area of a local tile (x = column, y = row), or undefined on the border or outside 0-23 (A6-lookup). */
export function areaOf(x: number, y: number): Area | undefined {
  if (!Number.isInteger(x) || !Number.isInteger(y)) return undefined;
  if (x < BORDER || y < BORDER || x > 20 || y > 20) return undefined;
  const col = Math.floor((x - BORDER) / AREA_SIZE);
  const row = Math.floor((y - BORDER) / AREA_SIZE);
  return AREAS[row * 3 + col];
}

/** The inclusive bounds of an area. */
export function areaBounds(area: Area): { x1: number; y1: number; x2: number; y2: number } {
  const i = AREAS.indexOf(area);
  const x1 = BORDER + (i % 3) * AREA_SIZE;
  const y1 = BORDER + Math.floor(i / 3) * AREA_SIZE;
  return { x1, y1, x2: x1 + AREA_SIZE - 1, y2: y1 + AREA_SIZE - 1 };
}
