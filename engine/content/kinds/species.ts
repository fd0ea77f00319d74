/**
 * Monster species (real type "SPECIES"): what every monster of the species shares. The game adds a
 * species' flags and triggers to each of its monsters when monster types are finished
 * (MonsterGenerator::apply_species_attributes), and a monster whose flags and materials name no
 * blood bleeds its first species' `bleeds` (mtype::get_bleed_type). Applied in
 * kinds/monsters/finish.ts.
 */
import * as t from "io-ts";
import { stringOrStrings } from "../codec/common.js";
import { lenient, projection } from "../codec/tolerant.js";
import { minimalKind } from "./minimal.js";

export interface Species {
  /** JSON `id`. */
  readonly id: string;
  /** JSON `flags`: monster flags every monster of the species has. */
  readonly flags: readonly string[];
  /** JSON `anger_triggers`. */
  readonly angerTriggers: readonly string[];
  /** JSON `fear_triggers`. */
  readonly fearTriggers: readonly string[];
  /** JSON `placate_triggers`. */
  readonly placateTriggers: readonly string[];
  /** JSON `bleeds`: a field type id; undefined: none. */
  readonly bleeds: string | undefined;
}

const strings = lenient(stringOrStrings, []);

export const speciesKind = minimalKind<Species>({
  kind: "species",
  label: "monster species",
  codec: projection(
    "SPECIES",
    {
      id: t.string,
      flags: strings,
      anger_triggers: strings,
      fear_triggers: strings,
      placate_triggers: strings,
      bleeds: lenient(t.union([t.string, t.undefined]), undefined),
    },
    (o) => ({
      id: o.id,
      flags: o.flags,
      angerTriggers: o.anger_triggers,
      fearTriggers: o.fear_triggers,
      placateTriggers: o.placate_triggers,
      bleeds: o.bleeds === "" || o.bleeds === "fd_null" ? undefined : o.bleeds,
    }),
  ),
});
