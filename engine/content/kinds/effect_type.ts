/**
 * Effect types (`effect_type`), as the engine runs them every turn (engine/mechanics/effects): names,
 * intensity and duration rules, the `base_mods` and `scaling_mods` the game applies, what an
 * effect blocks, removes, or is resisted by. A tolerant projection (G-15): the real data is the
 * authority, so a malformed member reads as absent.
 */
import * as t from "io-ts";
import { duration, finiteNumber, text } from "../codec/common.js";
import { lenient, projection } from "../codec/tolerant.js";
import { minimalKind } from "./minimal.js";

const strings = t.array(t.string);
const stringOrStrings = t.union([t.string, strings]);
const asList = (v: string | readonly string[]): readonly string[] => (typeof v === "string" ? [v] : v);

/** One `base_mods`/`scaling_mods` entry: `[value]` or `[value, value when resisted]`. */
export type ModValues = readonly number[];

export interface EffectType {
  /** JSON `id`. */
  readonly id: string;
  /** `name`: the name per intensity (the first when there are fewer names than intensities). */
  readonly names: readonly string[];
  /** The first name, for messages. */
  readonly name: string;
  /** JSON `flags`. */
  readonly flags: readonly string[];
  /** JSON `max_intensity` (default 1). */
  readonly maxIntensity: number;
  /** JSON `max_effective_intensity`: scaling_mods stop growing past it (default: max_intensity). */
  readonly maxEffectiveIntensity: number;
  /** `max_duration` in turns; 0: unlimited (the game's 365 days). */
  readonly maxDuration: number;
  /** JSON `dur_add_perc`: percent of a new application's duration added to an existing effect (default 100). */
  readonly durAddPerc: number;
  /** JSON `int_add_val`: intensity added when applied again without an intensity of its own (default 0). */
  readonly intAddVal: number;
  /** JSON `int_decay_step` (default -1). */
  readonly intDecayStep: number;
  /** `int_decay_tick` in turns; 0: no decay. */
  readonly intDecayTick: number;
  /** JSON `int_decay_remove`: decaying to 0 removes the effect. */
  readonly intDecayRemove: boolean;
  /** `int_dur_factor` in turns: intensity = ceil(duration / factor); 0: not duration-based. */
  readonly intDurFactor: number;
  /** JSON `main_parts_only`: an effect on a hand lands on the arm, and so on. */
  readonly mainPartsOnly: boolean;
  /** JSON `removes_effects` (also blocked). */
  readonly removesEffects: readonly string[];
  /** JSON `blocks_effects`. */
  readonly blocksEffects: readonly string[];
  /** JSON `resist_traits`. */
  readonly resistTraits: readonly string[];
  /** JSON `resist_effects`. */
  readonly resistEffects: readonly string[];
  /** JSON `immune_flags`: character flags that make the effect never apply. */
  readonly immuneFlags: readonly string[];
  /** JSON `immune_bp_flags`: body part flags that keep it off that part. */
  readonly immuneBpFlags: readonly string[];
  /** JSON `rating`: good, neutral, bad or mixed. */
  readonly rating: string;
  /** JSON `apply_message` (the first, when it is a list per intensity). */
  readonly applyMessage: string | undefined;
  /** JSON `remove_message`. */
  readonly removeMessage: string | undefined;
  /** JSON `base_mods`: mod name (`speed_mod`, `hurt_min`, `pain_chance`, ...) to values. */
  readonly baseMods: Readonly<Record<string, ModValues>>;
  /** JSON `scaling_mods`: added once per intensity above 1. */
  readonly scalingMods: Readonly<Record<string, ModValues>>;
  /** JSON `chance_kill`: per intensity `[x, y]`, an x-in-y chance each turn to die of it. */
  readonly chanceKill: readonly (readonly [number, number])[];
  /** JSON `death_msg`. */
  readonly deathMessage: string | undefined;
}

const mods = new t.Type<Record<string, ModValues>, Record<string, ModValues>, unknown>(
  "effect mods",
  (u): u is Record<string, ModValues> => typeof u === "object" && u !== null,
  (u, c) => {
    if (typeof u !== "object" || u === null || Array.isArray(u)) return t.failure(u, c);
    const out: Record<string, ModValues> = {};
    for (const [k, v] of Object.entries(u)) {
      if (k.startsWith("//")) continue;
      const list = Array.isArray(v) ? v : [v];
      const nums = list.filter((x): x is number => typeof x === "number" && Number.isFinite(x));
      if (nums.length > 0) Object.defineProperty(out, k, { value: nums, enumerable: true });
    }
    return t.success(out);
  },
  t.identity,
);

const pairs = t.array(t.tuple([finiteNumber, finiteNumber]));

function names(name: unknown): string[] {
  const list = Array.isArray(name) ? name : name === undefined ? [] : [name];
  const out: string[] = [];
  for (const n of list) {
    const r = text.decode(n);
    out.push(r._tag === "Right" ? r.right : "");
  }
  return out;
}

function firstMessage(m: unknown): string | undefined {
  const first = Array.isArray(m) ? (Array.isArray(m[0]) ? m[0][0] : m[0]) : m;
  const r = text.decode(first);
  return r._tag === "Right" && r.right !== "" ? r.right : undefined;
}

export const effectTypeKind = minimalKind<EffectType>({
  kind: "effect_type",
  label: "effect types",
  codec: projection(
    "effect_type",
    {
      id: t.string,
      name: lenient(t.unknown, undefined),
      flags: lenient(strings, []),
      max_intensity: lenient(finiteNumber, 1),
      max_effective_intensity: lenient(finiteNumber, 0),
      max_duration: lenient(duration, 0),
      dur_add_perc: lenient(finiteNumber, 100),
      int_add_val: lenient(finiteNumber, 0),
      int_decay_step: lenient(finiteNumber, -1),
      int_decay_tick: lenient(duration, 0),
      int_decay_remove: lenient(t.boolean, false),
      int_dur_factor: lenient(duration, 0),
      main_parts_only: lenient(t.boolean, false),
      removes_effects: lenient(stringOrStrings, []),
      blocks_effects: lenient(stringOrStrings, []),
      resist_traits: lenient(stringOrStrings, []),
      resist_effects: lenient(stringOrStrings, []),
      immune_flags: lenient(stringOrStrings, []),
      immune_bp_flags: lenient(stringOrStrings, []),
      rating: lenient(t.string, "neutral"),
      apply_message: lenient(t.unknown, undefined),
      remove_message: lenient(t.unknown, undefined),
      base_mods: lenient(mods, {}),
      scaling_mods: lenient(mods, {}),
      chance_kill: lenient(pairs, []),
      death_msg: lenient(text, ""),
    },
    (o) => {
      const list = names(o.name);
      const maxIntensity = Math.max(1, Math.floor(o.max_intensity));
      return {
        id: o.id,
        names: list,
        name: list.find((n) => n !== "") ?? o.id,
        flags: o.flags,
        maxIntensity,
        maxEffectiveIntensity: o.max_effective_intensity > 0 ? o.max_effective_intensity : maxIntensity,
        maxDuration: Math.max(0, o.max_duration),
        durAddPerc: o.dur_add_perc,
        intAddVal: o.int_add_val,
        intDecayStep: o.int_decay_step,
        intDecayTick: Math.max(0, o.int_decay_tick),
        intDecayRemove: o.int_decay_remove,
        intDurFactor: Math.max(0, o.int_dur_factor),
        mainPartsOnly: o.main_parts_only,
        removesEffects: asList(o.removes_effects),
        blocksEffects: [...asList(o.blocks_effects), ...asList(o.removes_effects)],
        resistTraits: asList(o.resist_traits),
        resistEffects: asList(o.resist_effects),
        immuneFlags: asList(o.immune_flags),
        immuneBpFlags: asList(o.immune_bp_flags),
        rating: o.rating,
        applyMessage: firstMessage(o.apply_message),
        removeMessage: firstMessage(o.remove_message),
        baseMods: o.base_mods,
        scalingMods: o.scaling_mods,
        chanceKill: o.chance_kill,
        deathMessage: o.death_msg !== "" ? o.death_msg : undefined,
      };
    },
  ),
});
