/**
 * CDDA colour names (`light_gray`, `c_red`, `i_cyan`, `yellow_red`, ...) as CSS colours: the
 * game's sixteen base colours (data/raw/color_themes' defaults), an `i_` prefix for inverted
 * (black on the colour), `h_` for highlighted (on blue) and `fg_bg` pairs.
 */

export interface CellColors {
  readonly fg: string;
  readonly bg?: string;
}

const BASE: { readonly [name: string]: string } = {
  black: "#000000",
  red: "#ff0000",
  green: "#006e00",
  brown: "#975f2b",
  blue: "#0a0adc",
  magenta: "#8b3a62",
  cyan: "#0096b4",
  light_gray: "#969696",
  dark_gray: "#636363",
  light_red: "#ff9696",
  light_green: "#00ff00",
  yellow: "#ffff00",
  light_blue: "#6464ff",
  pink: "#fe00fe",
  light_cyan: "#00f0ff",
  white: "#ffffff",
};

const ALIASES: { readonly [name: string]: string } = {
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

function base(name: string): string | undefined {
  return BASE[ALIASES[name] ?? name];
}

/** The colours of a CDDA colour name; `fallback` (a base name) when it means nothing. */
export function cddaColor(name: string, fallback = "light_gray"): CellColors {
  const n = name.toLowerCase().replace(/^c_/, "");
  const plain = base(n);
  if (plain) return { fg: plain };
  if (n.startsWith("i_")) {
    const bg = base(n.slice(2));
    if (bg) return { fg: BASE["black"]!, bg };
  }
  if (n.startsWith("h_")) {
    const fg = base(n.slice(2));
    if (fg) return { fg, bg: BASE["blue"]! };
  }
  // A foreground and a background: the longest known foreground prefix wins ("light_gray_red").
  const parts = n.split("_");
  for (let i = parts.length - 1; i > 0; i--) {
    const fg = base(parts.slice(0, i).join("_"));
    const bg = base(parts.slice(i).join("_"));
    if (fg && bg) return { fg, bg };
  }
  return { fg: base(fallback) ?? BASE["light_gray"]! };
}
