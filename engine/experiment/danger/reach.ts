/**
 * How far a monster's attacks reach, for a danger fight's "out of reach" (DANGER-reach): a survivor
 * who runs farther than the arena's flee distance has not escaped a monster that can still hit it
 * from there. The reach is the longest of its melee reach, its guns' ranges (within `range` when
 * given), its spells' `max_range`, its leaps' `max_range` (a leap closes the gap, then bites) and
 * its hardcoded attacks' reach (the ranges their handlers aim with, HARDCODED_REACH).
 */
import type { Content } from "../../content/load.js";
import { resolveAttacks } from "../../content/kinds/monsters/special_attacks.js";
import { HARDCODED_REACH } from "../../rules/monsters/hardcoded/reach.js";

const KNOWN = new WeakMap<Content, Map<string, number>>();

export function attackReach(content: Content, monsterType: string): number {
  let byType = KNOWN.get(content);
  if (!byType) {
    byType = new Map();
    KNOWN.set(content, byType);
  }
  const known = byType.get(monsterType);
  if (known !== undefined) return known;
  const def = content.monster.get(monsterType);
  let reach = 1;
  if (def) {
    for (const { attack } of resolveAttacks(def, content)) {
      switch (attack.kind) {
        case "melee":
        case "bite":
          reach = Math.max(reach, attack.range);
          break;
        case "gun": {
          let far = 0;
          for (const r of attack.ranges) far = Math.max(far, r.max);
          reach = Math.max(reach, attack.range !== undefined ? Math.min(far, attack.range) : far);
          break;
        }
        case "spell":
          reach = Math.max(reach, content.spell.get(attack.spell.id)?.maxRange ?? 0);
          break;
        case "leap":
          reach = Math.max(reach, attack.maxRange + 1);
          break;
        case "hardcoded":
          reach = Math.max(reach, HARDCODED_REACH[attack.id] ?? 1);
          break;
      }
    }
  }
  byType.set(monsterType, reach);
  return reach;
}
