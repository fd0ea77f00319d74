/**
 * `change_appearance` (REAL-examine-change_appearance; the game's iexamine.cpp change_appearance,
 * which opens the avatar's appearance customisation at a mirror or styling station): the
 * examiner's look is a set of traits, one of each appearance group (a mutation's `types`:
 * hair_style, hair_color, eye_color, skin_tone, facial_hair). answers.option names the group
 * (default `hair_style`), answers.item the new trait of that group; the trait the examiner had in
 * that group is replaced (no time spent). Without answers.item the choices are listed (rule event
 * `appearance_choices`) and nothing changes, as closing the game's menu does. The furniture
 * itself does not change.
 */
import { type ExamineCtx, rule, say } from "../context.js";

export const APPEARANCE_GROUPS = ["hair_style", "hair_color", "eye_color", "skin_tone", "facial_hair"];

export function changeAppearance(ctx: ExamineCtx): void {
  const group = ctx.answers.option ?? "hair_style";
  if (!APPEARANCE_GROUPS.includes(group))
    return say(ctx, `You can change your ${APPEARANCE_GROUPS.join(", ")} here, not ${group}.`);
  const inGroup = (id: string): boolean => ctx.sim.content.mutation.get(id)?.types.includes(group) ?? false;
  const choice = ctx.answers.item;
  if (choice === undefined) {
    const options = ctx.sim.content.mutation
      .ids()
      .filter((id) => inGroup(id))
      .sort();
    rule(ctx, "appearance_choices", { group, options });
    return say(ctx, options.length > 0 ? `You look at yourself in the ${ctx.def.name}.` : `Nothing here to change.`);
  }
  if (!inGroup(choice)) return say(ctx, `${choice} is not a ${group.replace("_", " ")}.`);
  const old = ctx.c.traits.filter((t) => inGroup(t));
  ctx.c.traits = [...ctx.c.traits.filter((t) => !inGroup(t)), choice].sort();
  rule(ctx, "appearance_changed", { group, from: old, to: choice });
  say(ctx, `You change your ${group.replace("_", " ")} to ${ctx.sim.content.mutation.get(choice)?.name ?? choice}.`);
}
