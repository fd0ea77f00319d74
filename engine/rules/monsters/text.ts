/**
 * Message texts of monster attacks (D3-msg-rules): positional `%1$s`, `%2$s`, `%3$s`, sequential
 * `%s`, and `<npcname>` for the target's name. The `_u` text is used when the target is the
 * player, the `_npc` text otherwise.
 */
import type { Sim } from "../../sim/context.js";
import { nameOf } from "../../sim/creature_state.js";

export function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const DOLLAR = 36;
const DIGIT_0 = 48;
const DIGIT_9 = 57;
const LETTER_D = 100;
const LETTER_S = 115;

/**
 * Fills the placeholders: args[0] is %1$s (and the first %s), args[1] %2$s, ... Read left to
 * right as the pattern /%(\d)\$s|%s|%d/g matches them (%d takes the next argument, as %s), without
 * a regular expression and a callback per message (every blow tells one).
 */
export function format(template: string, args: readonly string[], npcName?: string): string {
  let next = 0;
  let out = "";
  let from = 0;
  let i = template.indexOf("%");
  while (i >= 0) {
    const c = template.charCodeAt(i + 1);
    let arg: string | undefined;
    let end = -1;
    if (
      c >= DIGIT_0 &&
      c <= DIGIT_9 &&
      template.charCodeAt(i + 2) === DOLLAR &&
      template.charCodeAt(i + 3) === LETTER_S
    ) {
      arg = args[c - DIGIT_0 - 1];
      end = i + 4;
    } else if (c === LETTER_S || c === LETTER_D) {
      arg = args[next++];
      end = i + 2;
    }
    if (end < 0) {
      i = template.indexOf("%", i + 1);
      continue;
    }
    out += template.slice(from, i) + (arg ?? "");
    from = end;
    i = template.indexOf("%", end);
  }
  out = from === 0 ? template : out + template.slice(from);
  if (npcName !== undefined && out.includes("<npcname>")) out = out.replace(/<npcname>/g, npcName);
  return out;
}

/** Is this creature the player (messages pick the `_u` variant)? */
export function isPlayer(sim: Sim, id: string): boolean {
  return sim.world.characters[id]?.isPlayer === true;
}

/** The monster's name as messages start with it ("The scrap hound"). */
export function monsterName(sim: Sim, id: string): string {
  return cap(nameOf(sim, id));
}

/** Emits the `_u` or `_npc` message about `target`, falling back to the default texts. */
export function sayTo(
  sim: Sim,
  target: string,
  u: string | undefined,
  npc: string | undefined,
  defaults: readonly [string, string],
  args: readonly string[],
): void {
  const player = isPlayer(sim, target);
  const template = player ? (u ?? defaults[0]) : (npc ?? defaults[1]);
  sim.emit({ type: "message", text: format(template, args, nameOf(sim, target)), about: target, turn: sim.world.turn });
}
