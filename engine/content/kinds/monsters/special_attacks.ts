/**
 * A monster's `special_attacks` (D1): old-style `[id, cooldown]`, new-style inline objects of a
 * kind, and new-style by-id objects with overrides, normalised into one list keyed per D1-key and
 * sorted by key (the real engine keeps them in a std::map and tries them in that order).
 *
 * Inline attacks are decoded at load. Old-style and by-id entries name attacks that may load later,
 * so they are kept as references and resolved by `resolveAttacks` (in the monster's check, which
 * reports their problems, and lazily for the simulation).
 */
import { GAME_HARDCODED_ATTACKS } from "../../catalogue/attacks.js";
import { didYouMean } from "../../catalogue/suggest.js";
import { constNumber, type VarNumber } from "../../values/var_number.js";
import { COOLDOWN } from "./common_members.js";
import { copyObject, isJsonObject, own, type Json, type JsonObject } from "../../json/types.js";
import { memoised } from "../../memo.js";
import type { PathSegment } from "../../json/path.js";
import type { At, ProblemSink } from "../../problems.js";
import { isAttackKind, type AttackData, type JsonAttack } from "./attack_types.js";
import { hardcodedStatus } from "./hardcoded_ids.js";
import { ObjectReader } from "../../codec/reader.js";
import { readAttack, warnUnreadMembers } from "./read_attack.js";
import { attackDefinition, type AttackSource } from "../monster_attack.js";
import { describe } from "../../values/duration.js";

export type AttackRef =
  /** `[id, cooldown]`: a hardcoded attack or a monster_attack id with that cooldown. */
  | {
      readonly form: "old";
      /** The attack's key on the monster: its `id`, or the `monster_attack` id it names. */
      readonly key: string;
      readonly index: number;
      readonly id: string;
      readonly cooldown: number;
    }
  /** `{type|attack_type: kind, ...}`: defined in place, fully decoded. */
  | { readonly form: "inline"; readonly key: string; readonly index: number; readonly attack: JsonAttack }
  /** `{id, ...overrides}`: the named attack with the listed members overriding it. */
  | {
      readonly form: "byid";
      /** The attack's key on the monster: its `id`, or the `monster_attack` id it names. */
      readonly key: string;
      readonly index: number;
      readonly id: string;
      readonly overrides: JsonObject;
    };

/** An attack as the simulation uses it: its key on the monster and its data with every default applied. */
export interface ResolvedAttack {
  /** The attack's key on the monster: its `id`, or the `monster_attack` id it names. */
  readonly key: string;
  /** The attack's data with every default, override (D1-byid) and inheritance applied. */
  readonly attack: AttackData;
}

/** D1-key on a raw entry (also bare strings, as `delete.special_attacks` lists them). */
export function attackKeyOfRaw(entry: Json): string | undefined {
  if (typeof entry === "string") return entry;
  if (Array.isArray(entry)) return typeof entry[0] === "string" ? entry[0] : undefined;
  if (!isJsonObject(entry)) return undefined;
  const id = own(entry, "id");
  if (typeof id === "string") return id;
  const kind = own(entry, "attack_type") ?? own(entry, "type");
  return typeof kind === "string" ? kind : undefined;
}

/** D1-extend: entries of the extension replace inherited entries with the same key. */
export function extendSpecialAttacks(inherited: Json | undefined, extension: Json): Json {
  const base = Array.isArray(inherited) ? inherited : [];
  const added = Array.isArray(extension) && !isOldStyle(extension) ? extension : [extension];
  const keys = new Set(added.map(attackKeyOfRaw).filter((k): k is string => k !== undefined));
  return [...base.filter((e) => !keys.has(attackKeyOfRaw(e) ?? "\u0000")), ...added];
}

/** D1-extend: `delete.special_attacks` removes by key; an absent key is ignored. */
export function removeSpecialAttacks(current: Json | undefined, removal: Json): Json {
  const base = Array.isArray(current) ? current : [];
  const gone = Array.isArray(removal) && !isOldStyle(removal) ? removal : [removal];
  const keys = new Set(gone.map(attackKeyOfRaw).filter((k): k is string => k !== undefined));
  return base.filter((e) => !keys.has(attackKeyOfRaw(e) ?? "\u0000"));
}

function isOldStyle(v: Json[]): boolean {
  return v.length === 2 && typeof v[0] === "string" && typeof v[1] === "number";
}

/** Decodes `special_attacks` at the monster's top level; bad entries are reported and dropped. */
export function readSpecialAttacks(r: ObjectReader): readonly AttackRef[] {
  const raw = r.raw("special_attacks");
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    r.error(
      "special_attacks",
      "D1-F-special_attacks",
      `special_attacks must be an array of attack entries, got ${describe(raw)}`,
    );
    return [];
  }
  const byKey = new Map<string, AttackRef>();
  raw.forEach((entry: Json, index: number) => {
    const ref = readEntry(r, entry, index);
    if (!ref) return;
    if (byKey.has(ref.key)) {
      r.target.sink.warn(
        r.at("special_attacks", index),
        "D1-key",
        `a second attack with key ${JSON.stringify(ref.key)} replaces the earlier one; give each attack its own id`,
      );
      byKey.delete(ref.key);
    }
    byKey.set(ref.key, ref);
  });
  return [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

function readEntry(r: ObjectReader, entry: Json, index: number): AttackRef | undefined {
  const at = r.at("special_attacks", index);
  if (Array.isArray(entry)) {
    const [id, cooldown] = entry;
    if (
      entry.length !== 2 ||
      typeof id !== "string" ||
      typeof cooldown !== "number" ||
      !Number.isInteger(cooldown) ||
      cooldown < 0
    ) {
      r.ok = false;
      r.target.sink.error(
        at,
        "D1-old",
        `an old-style attack is [attack id, cooldown integer], got ${JSON.stringify(entry)}`,
      );
      return undefined;
    }
    return { form: "old", key: id, index, id, cooldown };
  }
  if (!isJsonObject(entry)) {
    r.ok = false;
    r.target.sink.error(
      at,
      "D1-F-special_attacks",
      `an attack entry is [id, cooldown] or an object, got ${JSON.stringify(entry)}`,
    );
    return undefined;
  }
  const type = own(entry, "type");
  const attackType = own(entry, "attack_type");
  const id = own(entry, "id");
  if (id !== undefined && typeof id !== "string") {
    r.ok = false;
    r.target.sink.error(
      r.at("special_attacks", index, "id"),
      "D1-kind",
      `an attack id must be a string, got ${JSON.stringify(id)}`,
    );
    return undefined;
  }
  if (attackType !== undefined && type !== undefined && type !== "monster_attack") {
    r.ok = false;
    r.target.sink.error(
      at,
      "D1-kind",
      `attack_type may only go with type "monster_attack" (or no type), got type ${describe(type)}`,
    );
    return undefined;
  }
  const kind = attackType ?? (type !== "monster_attack" ? type : undefined);
  if (kind === undefined) {
    if (id === undefined) {
      r.ok = false;
      r.target.sink.error(
        at,
        "D1-kind",
        "an attack object needs a kind (type or attack_type) or the id of a defined attack",
      );
      return undefined;
    }
    const overrides = copyObject(entry);
    for (const k of ["id", "type"]) delete overrides[k];
    return { form: "byid", key: id, index, id, overrides };
  }
  if (typeof kind !== "string" || !isAttackKind(kind)) {
    r.ok = false;
    const member = attackType !== undefined ? "attack_type" : "type";
    r.target.sink.error(
      r.at("special_attacks", index, member),
      "D1-types",
      `the attack kind must be one of melee, bite, gun, spell, leap; got ${JSON.stringify(kind)}`,
    );
    return undefined;
  }
  const er = r.nested(entry, "special_attacks", index);
  const attack = readAttack(kind, er, undefined);
  warnUnreadMembers(er, kind);
  if (!er.ok) {
    r.ok = false;
    return undefined;
  }
  return { form: "inline", key: id ?? kind, index, attack };
}

/** Where resolveAttacks reports problems: the monster's check context. */
export interface AttackReport {
  readonly sink: ProblemSink;
  atMember(...segments: PathSegment[]): At;
}

/**
 * The monster's attacks with every reference resolved (D1-byid, D1-old-ids): by-id overrides
 * applied over the named definition, old-style cooldowns over it, hardcoded ids as such, and a
 * grab strength of -1 replaced by the monster's own (D4-F-grab_strength). Unresolvable entries are
 * dropped (and reported when `report` is given). Pure; the simulation may memoise per monster.
 */
export function resolveAttacks(
  monster: { readonly specialAttacks: readonly AttackRef[]; readonly grabStrength: number },
  content: AttackSource,
  report?: AttackReport,
): readonly ResolvedAttack[] {
  const out: ResolvedAttack[] = [];
  for (const ref of monster.specialAttacks) {
    const attack = resolveOne(ref, content, report);
    if (attack) out.push({ key: ref.key, attack: withGrabStrength(attack, monster.grabStrength) });
  }
  return out;
}

function resolveOne(ref: AttackRef, content: AttackSource, report: AttackReport | undefined): AttackData | undefined {
  if (ref.form === "inline") return ref.attack;
  const at = (...more: PathSegment[]): At | undefined => report?.atMember("special_attacks", ref.index, ...more);
  const definition = attackDefinition(content, ref.id);
  if (ref.form === "old") {
    if (definition) return { ...definition, cooldown: constNumber(ref.cooldown) };
    return hardcoded(ref.id, constNumber(ref.cooldown), at(0), report);
  }
  if (!definition) {
    const attack = hardcoded(ref.id, hardcodedCooldown(ref.overrides, at("cooldown"), report), at("id"), report);
    if (attack && report) {
      for (const k of Object.keys(ref.overrides)) {
        if (k === "cooldown" || k.startsWith("//")) continue;
        report.sink.warn(
          report.atMember("special_attacks", ref.index, k),
          "D2-R1",
          `hardcoded attack ${ref.id} is not configurable in JSON; ${JSON.stringify(k)} is ignored`,
        );
      }
    }
    return attack;
  }
  // Many monsters name the same definition with the same overrides ({id: "bite_humanoid"}): an
  // override set that read without a single problem is read once per content.
  const cacheKey = `${ref.id}\u0000${JSON.stringify(ref.overrides)}`;
  const cache = memoised(content, "special_attacks.byid", () => new Map<string, AttackData>());
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  let problems = 0;
  const sink: ProblemSink = report
    ? {
        error: (a, rule, m) => {
          problems++;
          report.sink.error(a, rule, m);
        },
        warn: (a, rule, m) => {
          problems++;
          report.sink.warn(a, rule, m);
        },
      }
    : { error: () => void problems++, warn: () => void problems++ };
  const target = {
    at: report ? report.atMember("special_attacks", ref.index) : { file: "", path: "$" },
    sink,
    rules: {},
  };
  const r = new ObjectReader(ref.overrides, target, []);
  const attack = readAttack(definition.kind, r, definition);
  if (report) warnUnreadMembers(r, definition.kind);
  if (!r.ok) return undefined;
  if (problems === 0 && r.unread().length === 0) cache.set(cacheKey, attack);
  return attack;
}

/**
 * A by-id hardcoded attack's `cooldown`, read as every attack's (a whole number or a variable
 * number, evaluated each time it restarts); 0 when absent, and when malformed (an error).
 */
function hardcodedCooldown(overrides: JsonObject, at: At | undefined, report: AttackReport | undefined): VarNumber {
  const raw = own(overrides, "cooldown");
  if (raw === undefined) return constNumber(0);
  const decoded = COOLDOWN.decode(raw);
  if (decoded._tag === "Right") return decoded.right;
  if (report && at)
    report.sink.error(
      at,
      "D1-cooldown",
      `cooldown must be a whole number of turns or a variable number ({"math": [...]}), got ${JSON.stringify(raw)}`,
    );
  return constNumber(0);
}

function hardcoded(
  id: string,
  cooldown: VarNumber,
  at: At | undefined,
  report: AttackReport | undefined,
): AttackData | undefined {
  const status = hardcodedStatus(id);
  if (status === "not-hardcoded") {
    if (report && at)
      report.sink.error(
        at,
        "G-4",
        `attack ${JSON.stringify(id)} is neither a monster_attack id nor a hardcoded attack`,
      );
    return undefined;
  }
  if (report && at) {
    if (status === "real-extra")
      report.sink.warn(at, "D2-R3", `hardcoded attack ${id} is not implemented yet; it does nothing`);
    // An id the game registers but cdda-sim does not run is coverage; one the game does not have is a typo.
    if (status === "unknown-upper" && GAME_HARDCODED_ATTACKS.has(id))
      report.sink.warn(at, "D2-R3", `hardcoded attack ${id} is not implemented yet; it does nothing`);
    else if (status === "unknown-upper")
      report.sink.warn(
        at,
        "D1-old-ids",
        `unknown attack ${id}: no monster_attack and no hardcoded attack of the game has this id${didYouMean(id, GAME_HARDCODED_ATTACKS)}; it does nothing (as NONE)`,
      );
  }
  return { kind: "hardcoded", id, cooldown, implemented: status === "d2" };
}

function withGrabStrength(attack: AttackData, strength: number): AttackData {
  if ((attack.kind === "melee" || attack.kind === "bite") && attack.grabData.grabStrength < 0) {
    return { ...attack, grabData: { ...attack.grabData, grabStrength: strength } };
  }
  return attack;
}
