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

/** Fills the placeholders: args[0] is %1$s (and the first %s), args[1] %2$s, ... */
export function format(template: string, args: readonly string[], npcName?: string): string {
  let next = 0;
  let out = template.replace(/%(\d)\$s|%s|%d/g, (_match, n: string | undefined) => {
    if (n !== undefined) return args[Number(n) - 1] ?? "";
    return args[next++] ?? "";
  });
  if (npcName !== undefined) out = out.replace(/<npcname>/g, npcName);
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
  sim.emit({ type: "message", text: format(template, args, nameOf(sim, target)), about: target });
}
