/** `spell` attacks (D6). */
import * as t from "io-ts";
import { nonNegativeInteger, text } from "../../codec/common.js";
import { isJsonObject } from "../../json/types.js";
import type { SpellAttack, SpellRef } from "./attack_types.js";
import { readCommon } from "./common_members.js";
import type { ObjectReader } from "../../codec/reader.js";
import { describe } from "../../values/duration.js";

export function readSpellAttack(r: ObjectReader, base: SpellAttack | undefined): SpellAttack {
  const common = readCommon(r, base, "D6-spell-F-condition");
  // min_level is accepted at the top level too; inside spell_data wins.
  const topLevel = r.opt("min_level", nonNegativeInteger, "D6-spell-F-min_level");
  let spell: SpellRef | undefined = base?.spell;
  const raw = r.raw("spell_data");
  if (raw !== undefined) {
    if (!isJsonObject(raw)) {
      r.error(
        "spell_data",
        "D6-spell-F-spell_data",
        `spell_data must be an object {id, min_level?, hit_self?}, got ${describe(raw)}`,
      );
    } else {
      const s = r.nested(raw, "spell_data");
      const id = s.opt("id", t.string, "D6-spell-F-spell_data");
      if (id === undefined && !s.has("id"))
        s.error(undefined, "D6-spell-F-spell_data", "spell_data needs the id of a spell");
      const minLevel = s.opt("min_level", nonNegativeInteger, "D6-spell-F-min_level");
      const hitSelf = s.get("hit_self", t.boolean, false, "D6-spell-F-spell_data");
      for (const k of s.unread())
        if (!k.startsWith("//")) s.warn(k, "G-6", `unknown spell_data member ${JSON.stringify(k)} is ignored`);
      if (!s.ok) r.ok = false;
      if (id !== undefined) spell = { id, minLevel: minLevel ?? topLevel ?? 0, hitSelf };
    }
  } else if (!base) {
    r.error(undefined, "D6-spell-F-spell_data", "a spell attack needs spell_data {id} naming the spell to cast");
  } else if (spell && topLevel !== undefined) {
    spell = { ...spell, minLevel: topLevel };
  }
  return {
    kind: "spell",
    ...common,
    spell: spell ?? { id: "", minLevel: 0, hitSelf: false },
    monsterMessage: r.get(
      "monster_message",
      text,
      base?.monsterMessage ?? "%1$s casts %2$s at %3$s!",
      "D6-spell-F-monster_message",
    ),
    allowNoTarget: r.get("allow_no_target", t.boolean, base?.allowNoTarget ?? false, "D6-spell-F-allow_no_target"),
  };
}
