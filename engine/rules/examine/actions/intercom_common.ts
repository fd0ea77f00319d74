/**
 * The intercoms (src/iexamine.cpp iexamine::intercom and intercom_balthazar): the game talks
 * with the first NPC of a given class within 10 tiles (distance < 10). cdda-sim has no dialogue
 * system: the conversation is reported as a `dialogue` rule event ({who, npc, topic: null}, as
 * the effect-on-condition `open_dialogue` reports one), not held. NPC classes are not modelled:
 * an NPC belongs to a class when its `flags` hold the class id; the robot factory intercom also
 * answers to an NPC named "the intercom" (the data's own comment names it so).
 */
import { rule, say, type ExamineCtx } from "../context.js";
import { rlDist } from "./misc_common.js";

export const INTERCOM_RANGE = 10;

export function intercomCall(ctx: ExamineCtx, npcClass: string, name?: string): void {
  const npc = Object.keys(ctx.sim.world.characters)
    .sort()
    .find((id) => {
      const c = ctx.sim.world.characters[id];
      if (!c || c.dead || c.isPlayer || id === ctx.who) return false;
      if (c.pos.z !== ctx.pos.z || rlDist(ctx, c.pos, ctx.pos) >= INTERCOM_RANGE) return false;
      return c.flags.includes(npcClass) || (name !== undefined && c.name === name);
    });
  if (npc === undefined) {
    rule(ctx, "intercom_silent", { npcClass });
    return say(ctx, "No one responds.");
  }
  ctx.sim.emit({ type: "rule", name: "dialogue", data: { who: ctx.who, npc, topic: null } });
}
