/**
 * Damage types (`damage_type`): what armour does with them. A monster's resistance to a type it
 * does not list derives from another type (`derived_from`: stab from cut × 0.8, acid from cut ×
 * 0.5), some types ignore armour (`no_resist`), and flags make a creature immune
 * (`immune_flags`: a character's BASH_IMMUNE, a monster's ACIDPROOF, ...). A tolerant projection.
 */
import * as t from "io-ts";
import { finiteNumber } from "../codec/common.js";
import { lenient, projection } from "../codec/tolerant.js";
import { isJsonObject } from "../json/types.js";
import { minimalKind } from "./minimal.js";

export interface DamageType {
  /** JSON `id`. */
  readonly id: string;
  /** `derived_from`: `[type, factor]` for monsters' resistances, when the monster does not list this type. */
  readonly derivedFrom: { readonly type: string; readonly factor: number } | undefined;
  /** JSON `no_resist`: armour does not reduce it. */
  readonly noResist: boolean;
  /** `immune_flags.character`. */
  readonly immuneCharacterFlags: readonly string[];
  /** `immune_flags.monster`. */
  readonly immuneMonsterFlags: readonly string[];
  /** JSON `physical`. */
  readonly physical: boolean;
  /** JSON `edged`. */
  readonly edged: boolean;
  /** JSON `env`: worn armour meets it by material cover and environmental protection, not thickness. */
  readonly env: boolean;
  /** JSON `melee_only`: a blow's own type (bash, cut, stab), rolled by the melee formula. */
  readonly meleeOnly: boolean;
}

const strings = (u: unknown): string[] => (Array.isArray(u) ? u.filter((s): s is string => typeof s === "string") : []);

export const damageTypeKind = minimalKind<DamageType>({
  kind: "damage_type",
  label: "damage types",
  codec: projection(
    "damage_type",
    {
      id: t.string,
      derived_from: lenient(t.tuple([t.string, finiteNumber]), ["", 0] as [string, number]),
      no_resist: lenient(t.boolean, false),
      immune_flags: lenient(t.unknown, undefined),
      physical: lenient(t.boolean, false),
      edged: lenient(t.boolean, false),
      env: lenient(t.boolean, false),
      melee_only: lenient(t.boolean, false),
    },
    (o) => {
      const immune = isJsonObject(o.immune_flags) ? o.immune_flags : {};
      return {
        id: o.id,
        derivedFrom: o.derived_from[0] !== "" ? { type: o.derived_from[0], factor: o.derived_from[1] } : undefined,
        noResist: o.no_resist,
        immuneCharacterFlags: strings(immune["character"]),
        immuneMonsterFlags: strings(immune["monster"]),
        physical: o.physical,
        edged: o.edged,
        env: o.env,
        meleeOnly: o.melee_only,
      };
    },
  ),
});
