/**
 * `sign` (REAL-examine-sign; src/iexamine.cpp iexamine::sign): the sign's message is read out
 * (an illiterate examiner cannot read it; a blank sign has "Nothing legible on the sign."). With a
 * carried WRITE_MESSAGE item that has charges, the game offers to write (or overwrite) a message:
 * answers.confirm (default yes) accepts, answers.option is the text (none or empty: the sign is
 * left alone). Writing takes 20 moves per character and one charge of the writing tool.
 *
 * The message lives in the tile state `signage` (the game's map signage). Mapgen `signs` are not
 * placed by cdda-sim, so a sign has text only when a scenario or an earlier examine put it there.
 */
import {
  confirmed,
  hasTrait,
  rule,
  say,
  setTileState,
  spend,
  stackFlags,
  tileOf,
  type ExamineCtx,
} from "../context.js";

export const SIGNAGE = "signage";
/** Moves per character written (the game's mod_moves(-20 * length)). */
export const MOVES_PER_CHARACTER = 20;

export function signageAt(ctx: ExamineCtx): string {
  const v = tileOf(ctx)?.state?.[SIGNAGE];
  return typeof v === "string" ? v : "";
}

export function sign(ctx: ExamineCtx): void {
  const existing = signageAt(ctx);
  if (hasTrait(ctx, "ILLITERATE")) say(ctx, "You're illiterate, and can't read the message on the sign.");
  else if (existing !== "") {
    say(ctx, existing);
    rule(ctx, "sign_read", { text: existing });
  } else say(ctx, "Nothing legible on the sign.");

  const writer = [...ctx.c.inventory, ...(ctx.c.wielded ? [ctx.c.wielded] : [])].find(
    (s) => (s.charges ?? 0) > 0 && stackFlags(ctx.sim, s).includes("WRITE_MESSAGE"),
  );
  if (!writer) return;
  const text = ctx.answers.option ?? "";
  if (!confirmed(ctx) || text === "") return say(ctx, "You leave the sign alone.");
  setTileState(ctx, ctx.pos, SIGNAGE, text);
  say(
    ctx,
    existing !== ""
      ? "You overwrite the previous message on the sign with your graffiti."
      : "You graffiti a message onto the sign.",
  );
  spend(ctx, MOVES_PER_CHARACTER * text.length);
  writer.charges = (writer.charges ?? 0) - 1;
  ctx.sim.emit({ type: "rule", name: "charges_used", data: { who: ctx.who, item: writer.id, charges: 1 } });
  rule(ctx, "sign_written", { text, previous: existing });
}
