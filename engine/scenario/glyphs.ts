/**
 * Which character draws which terrain or furniture on a text map. The content's own `symbol` where
 * it is free; when another kind already drew with it (the game draws walls, underbrush, beds and
 * braziers all as `#`, telling them apart by colour), a stand-in from a pool, so every kind on the
 * map has a character of its own and the legend can name it. A table lives as long as a story: a
 * kind keeps its character from one map to the next, and the legend names each kind once.
 */

export type MapLayer = "terrain" | "furniture" | "field";

/** The game's line-drawing names as plain characters (its ASCII mode's choices). */
function lineSymbol(symbol: string): string | undefined {
  if (!symbol.startsWith("LINE_")) return undefined;
  if (symbol === "LINE_XOXO") return "|";
  if (symbol === "LINE_OXOX") return "-";
  return "+";
}

/** The first character of a content symbol, or undefined for none. */
export function contentGlyph(symbol: string): string | undefined {
  const line = lineSymbol(symbol);
  if (line !== undefined) return line;
  const first = [...symbol][0];
  return first === undefined || first === " " ? undefined : first;
}

/**
 * Stand-ins, in order of preference: punctuation and digits first (letters are what creatures
 * draw with), then letters. `@` (the player) and `*` (items) are never handed out.
 */
const POOL = [
  ..."=~%&\"':;!$^_,`|/\\<>{}()[]-+0123456789",
  ..."abcdefghijklmnopqrstuvwxyz",
  ..."ABCDEFGHIJKLMNOPQRSTUVWXYZ",
];
const RESERVED = new Set(["@", "*"]);

export interface Glyph {
  readonly char: string;
  /** The content's own character, when the glyph stands in for it. */
  readonly standsFor?: string;
}

export class GlyphTable {
  private readonly byKind = new Map<string, Glyph>();
  private readonly owner = new Map<string, string>();
  private readonly told = new Set<string>();

  /** The character of a kind: assigned the first time it is asked for, the same ever after. */
  glyph(layer: MapLayer, id: string, symbol: string, fallback: string): Glyph {
    const key = `${layer}\u0000${id}`;
    const known = this.byKind.get(key);
    if (known) return known;
    const wanted = contentGlyph(symbol) ?? fallback;
    let glyph: Glyph;
    if (!this.owner.has(wanted) && !RESERVED.has(wanted)) glyph = { char: wanted };
    else {
      const free = POOL.find((c) => !this.owner.has(c) && !RESERVED.has(c));
      // Past the pool (some hundred kinds on one map) characters repeat; the legend still lists each.
      glyph = free !== undefined ? { char: free, standsFor: wanted } : { char: "?", standsFor: wanted };
    }
    this.byKind.set(key, glyph);
    if (!this.owner.has(glyph.char)) this.owner.set(glyph.char, key);
    return glyph;
  }

  /** True the first time a legend entry is told (the story names each kind once). */
  firstTelling(entry: string): boolean {
    if (this.told.has(entry)) return false;
    this.told.add(entry);
    return true;
  }
}
