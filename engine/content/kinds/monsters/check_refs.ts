/** Cross-object references inside one attack: EOC ids (G-4) and the spell a spell attack casts. */
import type { PathSegment } from "../../json/path.js";
import type { CheckCtx } from "../kind.js";
import type { AttackData } from "./attack_types.js";

export function checkAttackRefs(attack: AttackData, ctx: CheckCtx, segments: readonly PathSegment[]): void {
  if (attack.kind === "melee" || attack.kind === "bite") {
    attack.eoc.forEach((e, j) => {
      if (typeof e === "string") ctx.ref("effect_on_condition", e, [...segments, "eoc", j], "G-4");
    });
  } else if (attack.kind === "spell" && attack.spell.id !== "") {
    // G-4 keeps spells opaque; a missing one is only worth a warning.
    ctx.ref("spell", attack.spell.id, [...segments, "spell_data", "id"], "G-4", { warnOnly: true });
  }
}
