/**
 * `autodoc` (B2-autodoc): needs the AUTODOC flag on the examined furniture and a furniture with
 * AUTODOC_COUCH on one of the 8 neighbouring tiles (same level); otherwise a failure message and no
 * menu. The patient is the character on the couch, else the examiner. answers.option picks
 * the operation: "menu" (default: only shows the options), "treat_wounds" (bleeding, bites and
 * infections removed, 500 moves), "radiation_scan", "blood_analysis" (500 moves, a report);
 * installing and removing bionics are listed but not modelled (a message says so).
 */
import { removeEffect } from "../../../sim/creature_state.js";
import { around, rule, say, tileOf, type ExamineCtx } from "../context.js";

export const AUTODOC_OPTIONS = [
  "menu",
  "install_cbm",
  "uninstall_cbm",
  "treat_wounds",
  "radiation_scan",
  "blood_analysis",
] as const;
const WOUNDS = ["bleed", "bite", "infected", "tetanus"];

export function autodoc(ctx: ExamineCtx): void {
  if (!ctx.def.flags.includes("AUTODOC")) return say(ctx, `The ${ctx.def.name} has no surgical console.`);
  const couch = around(ctx, ctx.pos, 1, false).find((p) => {
    const f = tileOf(ctx, p)?.furn;
    return f !== undefined && (ctx.sim.content.furniture.get(f)?.flags.includes("AUTODOC_COUCH") ?? false);
  });
  if (!couch) return say(ctx, "This autodoc doesn't work without a couch nearby.");
  const onCouch = ctx.sim.characterIds().find((id) => {
    const c = ctx.sim.world.characters[id];
    return c && !c.dead && c.pos.x === couch.x && c.pos.y === couch.y && c.pos.z === couch.z;
  });
  const patient = onCouch ?? ctx.who;
  const option = ctx.answers.option ?? "menu";
  rule(ctx, "autodoc_menu", { patient, couch: [couch.x, couch.y, couch.z], options: [...AUTODOC_OPTIONS] });
  const p = ctx.sim.world.characters[patient];
  if (!p) return;
  switch (option) {
    case "menu":
      return say(ctx, `Autodoc Mk. XI.  Status: Online.  Options: ${AUTODOC_OPTIONS.slice(1).join(", ")}.`);
    case "treat_wounds": {
      let treated = 0;
      for (const w of WOUNDS) while (p.effects.some((e) => e.id === w) && removeEffect(ctx.sim, patient, w)) treated++;
      p.moves -= 500;
      rule(ctx, "autodoc_treated", { patient, treated });
      return say(
        ctx,
        treated > 0 ? "The autodoc cleans and dresses the wounds." : "The autodoc finds no wounds to treat.",
      );
    }
    case "radiation_scan":
    case "blood_analysis":
      p.moves -= 500;
      rule(ctx, `autodoc_${option}`, { patient });
      return say(
        ctx,
        option === "radiation_scan"
          ? "The autodoc finds no radiation to report."
          : "The autodoc finds nothing unusual in the blood sample.",
      );
    case "install_cbm":
    case "uninstall_cbm":
      return say(ctx, "Bionic surgery is not modelled yet; the autodoc does nothing.");
    default:
      return say(
        ctx,
        `The autodoc offers ${AUTODOC_OPTIONS.join(", ")}; ${JSON.stringify(option)} is not one of them.`,
      );
  }
}
