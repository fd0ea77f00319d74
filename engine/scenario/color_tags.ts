/**
 * The colour tags of game text: `<color_light_red>...</color>`, and `<good>`, `<bad>`, `<info>`,
 * `<neutral>` with their closing tags. A story written to a file or a pipe shows the text without
 * them; on a terminal they become ANSI colours. Nesting is honoured: closing an inner tag returns
 * to the outer colour.
 */
import type { ColorPair } from "../content/values/color.js";
import { parseColor } from "../content/values/color.js";
import { RESET, sgr } from "./ansi.js";

/** The colours we give the named tags (the game themes them; these are its usual ones). */
const NAMED: { readonly [tag: string]: string } = {
  good: "light_green",
  bad: "light_red",
  info: "light_cyan",
  neutral: "yellow",
};

/** `<color>` alone is not one: the game uses it as a snippet category. */
const TAG = /<(\/?)(color_[a-z_]+|good|bad|info|neutral)>|<\/color>/gi;

/** The text without colour tags (other tags, like `<npcname>`, are left for their own pass). */
export function stripColorTags(text: string): string {
  return text.replace(TAG, "");
}

/** The text with colour tags as ANSI escapes, reset at the end. */
export function colorTagsToAnsi(text: string): string {
  const stack: (ColorPair | undefined)[] = [];
  let used = false;
  const out = text.replace(TAG, (_tag, closing: string | undefined, name: string | undefined) => {
    const lower = (name ?? "").toLowerCase();
    if (name === undefined || closing === "/") {
      stack.pop();
      const outer = stack[stack.length - 1];
      return outer ? `${RESET}${sgr(outer)}` : RESET;
    }
    const pair = parseColor(lower.startsWith("color_") ? lower.slice(6) : (NAMED[lower] ?? ""));
    stack.push(pair);
    if (!pair) return "";
    used = true;
    return sgr(pair);
  });
  return used && stack.length > 0 ? `${out}${RESET}` : out;
}
