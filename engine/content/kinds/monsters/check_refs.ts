/**
 * Cross-object references inside one attack: EOC ids (G-4) and the spell a spell attack casts;
 * and what of it the engine cannot evaluate: a `condition` form (it would count as false, so the
 * attack would never fire) or a variable `cooldown` (it would become 0, so the attack would fire
 * every turn), each a warning naming the form (REAL-condition-gap); and what of an attack's EOC the
 * engine cannot run, named the same way (REAL-attack-eoc-gap).
 */
import type { PathSegment } from "../../json/path.js";
import type { Json } from "../../json/types.js";
import { varNumberGaps } from "../../values/math_support.js";
import type { CheckCtx, ContentLike } from "../kind.js";
import type { AttackData } from "./attack_types.js";
import { conditionGaps } from "./condition_forms.js";
import { eocGaps } from "./eoc_gaps.js";

export const CONDITION_GAP_RULE = "REAL-condition-gap";
export const EOC_GAP_RULE = "REAL-attack-eoc-gap";

export function checkAttackRefs(
  attack: AttackData,
  ctx: CheckCtx,
  segments: readonly PathSegment[],
  content?: ContentLike,
): void {
  if (attack.kind === "melee" || attack.kind === "bite") {
    attack.eoc.forEach((e, j) => {
      if (typeof e === "string") ctx.ref("effect_on_condition", e, [...segments, "eoc", j], "G-4");
      const json =
        typeof e === "string"
          ? (content?.table("effect_on_condition")?.peek(e) as { readonly json?: Json } | undefined)?.json
          : e;
      const gaps = eocGaps(json);
      if (gaps.length > 0)
        ctx.sink.warn(
          ctx.atMember(...segments, "eoc", j),
          EOC_GAP_RULE,
          `the engine cannot run ${gaps.join(", ")} in this EOC${typeof e === "string" ? ` "${e}"` : ""}: after a hit it stops there with a runtime error`,
        );
    });
  } else if (attack.kind === "spell" && attack.spell.id !== "") {
    // G-4 keeps spells opaque; a missing one is only worth a warning.
    ctx.ref("spell", attack.spell.id, [...segments, "spell_data", "id"], "G-4", { warnOnly: true });
  }
  const cooldown = varNumberGaps(attack.cooldown);
  if (cooldown.length > 0)
    ctx.sink.warn(
      ctx.atMember(...segments, "cooldown"),
      CONDITION_GAP_RULE,
      `the engine cannot evaluate ${cooldown.join(", ")} in this cooldown: it would be 0 and the attack would fire every turn`,
    );
  if (attack.kind === "hardcoded") return;
  const eocCondition = (id: string): Json | undefined => {
    const eoc = content?.table("effect_on_condition")?.peek(id) as { condition?: Json } | undefined;
    return eoc?.condition;
  };
  const gaps = conditionGaps(attack.condition, eocCondition);
  if (gaps.length > 0)
    ctx.sink.warn(
      ctx.atMember(...segments, "condition"),
      CONDITION_GAP_RULE,
      `the engine cannot evaluate the condition form${gaps.length === 1 ? "" : "s"} ${gaps.join(", ")}: the condition would count as false and the attack never fire`,
    );
}
