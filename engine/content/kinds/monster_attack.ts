/**
 * `monster_attack` definitions (D1-def): a named JSON special attack of one kind (melee, bite,
 * gun, spell, leap) that monsters use by id (D1-byid, D1-old-ids).
 */
import { isAttackKind, type AttackKind, type JsonAttack } from "./monsters/attack_types.js";
import { ObjectReader } from "../codec/reader.js";
import { SILENT } from "../problems.js";
import { readAttack, warnUnreadMembers } from "./monsters/read_attack.js";
import { checkAttackRefs } from "./monsters/check_refs.js";
import { own, type JsonObject } from "../json/types.js";
import type { ContentLike, KindDef, TableLike } from "./kind.js";

export type { AttackData, AttackKind, JsonAttack } from "./monsters/attack_types.js";

export interface MonsterAttack {
  /** JSON `id`. */
  readonly id: string;
  /** The attack with every default applied (the object's own members by `attack_type`); an amending object (no `attack_type`) reads as melee. */
  readonly attack: JsonAttack;
  /**
   * Set when the object gives no `attack_type`: like the real loader, it amends the attack defined
   * earlier with the same id (these raw members apply over it); with none, `attack` (melee) stands.
   */
  readonly amends: JsonObject | undefined;
}

export const monsterAttackKind: KindDef<MonsterAttack> = {
  kind: "monster_attack",
  label: "monster attacks",
  rules: { "": "D1-def", id: "D1-def", attack_type: "D1-types" },
  duplicates: "replace",
  decode(json, ctx) {
    if (ctx.id === undefined) return undefined;
    const given = own(json, "attack_type");
    let kind: AttackKind = "melee";
    if (given !== undefined) {
      if (typeof given !== "string" || !isAttackKind(given)) {
        ctx.sink.error(
          { ...ctx.at, path: `${ctx.at.path}.attack_type` },
          "D1-types",
          `attack_type must be one of melee, bite, gun, spell, leap; got ${JSON.stringify(given)}`,
        );
        return undefined;
      }
      kind = given;
    }
    const r = new ObjectReader(json, ctx, []);
    const attack = readAttack(kind, r, undefined);
    // An amending object's kind is the earlier definition's, unknown here: its members are not judged.
    if (given !== undefined) warnUnreadMembers(r, kind);
    if (!r.ok) return undefined;
    return { id: ctx.id, attack, amends: given === undefined ? json : undefined };
  },
  check(value, ctx, content) {
    checkAttackRefs(value.attack, ctx, [], content);
  },
};

/** Where attack definitions come from: a check's content, or the loaded content record. */
export type AttackSource = ContentLike | { readonly monster_attack: TableLike };

/**
 * The attack a `monster_attack` id names, after amending objects (D1-def) are applied in load
 * order; undefined when no definition has that id.
 */
export function attackDefinition(content: AttackSource, id: string): JsonAttack | undefined {
  const table =
    "table" in content && typeof content.table === "function"
      ? content.table("monster_attack")
      : (content as { monster_attack: TableLike }).monster_attack;
  if (!table?.has(id)) return undefined;
  const all = (table as { all?: (id: string) => readonly unknown[] }).all?.(id) ?? [table.get(id)];
  let current: JsonAttack | undefined;
  for (const d of all as readonly MonsterAttack[]) {
    if (d.amends === undefined || current === undefined) current = d.attack;
    else
      current = readAttack(
        current.kind,
        new ObjectReader(d.amends, { at: { file: "", path: "$" }, sink: SILENT, rules: {} }, []),
        current,
      );
  }
  return current;
}
