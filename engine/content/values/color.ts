/**
 * CDDA colour names (`light_gray`, `c_red`, `i_cyan`, `yellow_red`, `h_white`, ...) read as a
 * foreground and an optional background among the game's sixteen base colours: an `i_` prefix is
 * inverted (black on the colour), `h_` highlighted (on blue), `fg_bg` a pair. The viewer turns them
 * into CSS colours, the terminal story into ANSI escapes.
 */

export const BASE_COLORS = [
  "black",
  "red",
  "green",
  "brown",
  "blue",
  "magenta",
  "cyan",
  "light_gray",
  "dark_gray",
  "light_red",
  "light_green",
  "yellow",
  "light_blue",
  "pink",
  "light_cyan",
  "white",
] as const;

export type BaseColor = (typeof BASE_COLORS)[number];

export interface ColorPair {
  readonly fg: BaseColor;
  readonly bg?: BaseColor;
}

const ALIASES: { readonly [name: string]: BaseColor } = {
  gray: "light_gray",
  grey: "light_gray",
  light_grey: "light_gray",
  dark_grey: "dark_gray",
  dkgray: "dark_gray",
  ltgray: "light_gray",
  light_magenta: "pink",
  ltred: "light_red",
  ltgreen: "light_green",
  ltblue: "light_blue",
  ltcyan: "light_cyan",
};

const isBase = (n: string): n is BaseColor => (BASE_COLORS as readonly string[]).includes(n);

function base(name: string): BaseColor | undefined {
  if (isBase(name)) return name;
  return Object.hasOwn(ALIASES, name) ? ALIASES[name] : undefined;
}

/** The colours a name stands for; undefined when it means nothing. */
export function parseColor(name: string): ColorPair | undefined {
  const n = name.toLowerCase().replace(/^c_/, "");
  const plain = base(n);
  if (plain) return { fg: plain };
  if (n.startsWith("i_")) {
    const bg = base(n.slice(2));
    if (bg) return { fg: "black", bg };
  }
  if (n.startsWith("h_")) {
    const fg = base(n.slice(2));
    if (fg) return { fg, bg: "blue" };
  }
  // A foreground and a background: the longest known foreground prefix wins ("light_gray_red").
  const parts = n.split("_");
  for (let i = parts.length - 1; i > 0; i--) {
    const fg = base(parts.slice(0, i).join("_"));
    const bg = base(parts.slice(i).join("_"));
    if (fg && bg) return { fg, bg };
  }
  return undefined;
}
