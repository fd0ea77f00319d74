/** CDDA colour names as ANSI escapes (the sixteen base colours are the terminal's own sixteen). */
import { type BaseColor, type ColorPair, parseColor } from "../content/values/color.js";

/** Foreground SGR codes; a background is the code + 10. */
const FG: { readonly [name in BaseColor]: number } = {
  black: 30,
  red: 31,
  green: 32,
  brown: 33,
  blue: 34,
  magenta: 35,
  cyan: 36,
  light_gray: 37,
  dark_gray: 90,
  light_red: 91,
  light_green: 92,
  yellow: 93,
  light_blue: 94,
  pink: 95,
  light_cyan: 96,
  white: 97,
};

export const RESET = "\x1b[0m";

export function sgr(pair: ColorPair): string {
  return `\x1b[${FG[pair.fg]}${pair.bg !== undefined ? `;${FG[pair.bg] + 10}` : ""}m`;
}

/** `text` in the colour a CDDA name gives; as it is when the name means nothing. */
export function paint(text: string, colorName: string): string {
  const pair = parseColor(colorName);
  return pair ? `${sgr(pair)}${text}${RESET}` : text;
}
