/**
 * CDDA colour names as CSS colours: the names are read by engine/content/values/color.ts; the
 * game's sixteen base colours here are data/raw/color_themes' defaults.
 */
import { type BaseColor, parseColor } from "../../content/values/color.js";

export interface CellColors {
  readonly fg: string;
  readonly bg?: string;
}

const CSS: { readonly [name in BaseColor]: string } = {
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

/** The colours of a CDDA colour name; `fallback` (a base name) when it means nothing. */
export function cddaColor(name: string, fallback = "light_gray"): CellColors {
  const pair = parseColor(name) ?? parseColor(fallback) ?? { fg: "light_gray" };
  return pair.bg !== undefined ? { fg: CSS[pair.fg], bg: CSS[pair.bg] } : { fg: CSS[pair.fg] };
}
