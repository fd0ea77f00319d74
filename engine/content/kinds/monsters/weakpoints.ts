/**
 * Weak points (src/weakpoint.cpp weakpoint::load, weakpoints::load): the parts of a monster a blow
 * or a shot may find, each with its armour and damage multipliers. A monster's list comes from its
 * `weakpoint_sets` (content kind `weakpoint_set`) and its own `weakpoints`; the rule that picks one
 * is engine/mechanics/fight/weakpoints.ts. Read leniently, as the game's loader reads them: a
 * malformed member keeps its default.
 */
import { isJsonObject, own, type Json } from "../../json/types.js";

/** The attack kinds a weak point's `difficulty` and `coverage_mult` distinguish (weakpoint_attack::attack_type). */
export type WeakpointAttackType = "none" | "bash" | "cut" | "stab" | "ranged";

/** A value per attack kind (weakpoint_difficulty). */
export type PerAttack = Readonly<Record<WeakpointAttackType, number>>;

/**
 * A damage map as written (`all`, `physical`, `non_physical` or damage type ids); the mechanics
 * resolve it per damage type as the game's finalize_damage_map does.
 */
export type DamageMap = Readonly<Record<string, number>>;

export interface WeakpointEffect {
  /** JSON `effect` (empty: none, only the EOCs). */
  readonly effect: string;
  /** JSON `chance`: percent (default 100). */
  readonly chance: number;
  /** JSON `permanent`. */
  readonly permanent: boolean;
  /** JSON `duration`: [min, max] turns (default [1, 1]). */
  readonly duration: readonly [number, number];
  /** JSON `intensity`: [min, max] (default [0, 0]: the effect's own). */
  readonly intensity: readonly [number, number];
  /** JSON `damage_required`: [min, max] percent of the monster's hp the hit dealt (default [0, 100]). */
  readonly damageRequired: readonly [number, number];
  /** JSON `message` (%s: the monster's name). */
  readonly message: string;
}

export interface Weakpoint {
  /** JSON `id`; its `name` when absent. */
  readonly id: string;
  /** JSON `name`. */
  readonly name: string;
  /** JSON `coverage`: percent 0..100 (default 100). */
  readonly coverage: number;
  /** JSON `is_good` (default true): a weak point that helps the attacker. */
  readonly isGood: boolean;
  /** JSON `is_head` (read only when `is_good`). */
  readonly isHead: boolean;
  /** JSON `armor_mult` (default 1). */
  readonly armorMult: DamageMap;
  /** JSON `armor_penalty` (default 0), taken off after the multiplier. */
  readonly armorPenalty: DamageMap;
  /** JSON `damage_mult` (default 1), applied after armour. */
  readonly damageMult: DamageMap;
  /** JSON `crit_mult`: on critical hits instead of damage_mult (default: damage_mult). */
  readonly critMult: DamageMap;
  /** JSON `coverage_mult` (default 1 for every attack kind). */
  readonly coverageMult: PerAttack;
  /** JSON `difficulty` (default -100 for every attack kind). */
  readonly difficulty: PerAttack;
  /**
   * JSON `condition`: kept as written; tested by the EOC interpreter (mechanics/fight/weakpoints.ts),
   * the loader warning of forms it does not model.
   */
  readonly condition: Json | undefined;
  /** Its position in the `weakpoints` list it was written in (for load messages). */
  readonly index: number;
  /** JSON `effects`. */
  readonly effects: readonly WeakpointEffect[];
}

/** A monster's weak points before the sets are looked up (mtype's weakpoints_deferred*). */
export interface MonsterWeakpoints {
  /** `weakpoint_sets` (with `extend`/`delete` applied): later sets replace earlier ones' points of the same id. */
  readonly sets: readonly string[];
  /** `weakpoints`: its own points, replacing the sets' points of the same id. */
  readonly inline: readonly Weakpoint[];
  /** `delete.weakpoints`: ids taken out of the final list. */
  readonly deleted: readonly string[];
}

const num = (v: Json | undefined, d: number): number => (typeof v === "number" && Number.isFinite(v) ? v : d);

function pair(v: Json | undefined, d: readonly [number, number]): readonly [number, number] {
  if (typeof v === "number" && Number.isFinite(v)) return [v, v];
  if (Array.isArray(v) && v.length === 2 && typeof v[0] === "number" && typeof v[1] === "number") return [v[0], v[1]];
  return d;
}

function textOf(v: Json | undefined): string {
  if (typeof v === "string") return v;
  if (isJsonObject(v)) {
    const s = own(v, "str") ?? own(v, "str_sp");
    if (typeof s === "string") return s;
  }
  return "";
}

function damageMap(v: Json | undefined): DamageMap | undefined {
  if (!isJsonObject(v)) return undefined;
  const out: Record<string, number> = {};
  for (const k of Object.keys(v)) {
    const x = own(v, k);
    if (typeof x === "number" && Number.isFinite(x)) out[k] = x;
  }
  return out;
}

/** weakpoint_difficulty::load: `all`, then `melee` or `broad`/`point`, then each kind by name. */
function perAttack(v: Json | undefined, d: number): PerAttack {
  if (!isJsonObject(v)) return { none: d, bash: d, cut: d, stab: d, ranged: d };
  const all = num(own(v, "all"), d);
  let broad = all;
  let point = all;
  let ranged = all;
  const melee = own(v, "melee");
  if (typeof melee === "number" && Number.isFinite(melee)) {
    broad = melee;
    point = melee;
  } else {
    broad = num(own(v, "broad"), all);
    point = num(own(v, "point"), all);
    ranged = point;
  }
  return {
    none: all,
    bash: num(own(v, "bash"), broad),
    cut: num(own(v, "cut"), broad),
    stab: num(own(v, "stab"), point),
    ranged: num(own(v, "ranged"), ranged),
  };
}

function readEffect(v: Json): WeakpointEffect | undefined {
  if (!isJsonObject(v)) return undefined;
  const effect = own(v, "effect");
  const permanent = own(v, "permanent");
  return {
    effect: typeof effect === "string" ? effect : "",
    chance: Math.max(0, Math.min(100, num(own(v, "chance"), 100))),
    permanent: permanent === true,
    duration: pair(own(v, "duration"), [1, 1]),
    intensity: pair(own(v, "intensity"), [0, 0]),
    damageRequired: pair(own(v, "damage_required"), [0, 100]),
    message: textOf(own(v, "message")),
  };
}

/** One weak point (weakpoint::load); undefined for a non-object. */
export function readWeakpoint(v: Json, index = 0): Weakpoint | undefined {
  if (!isJsonObject(v)) return undefined;
  const name = textOf(own(v, "name"));
  const id = own(v, "id");
  const isGood = own(v, "is_good") !== false;
  const damageMult = damageMap(own(v, "damage_mult")) ?? {};
  const effects = own(v, "effects");
  return {
    id: typeof id === "string" ? id : name,
    name,
    coverage: Math.max(0, Math.min(100, num(own(v, "coverage"), 100))),
    isGood,
    isHead: isGood && own(v, "is_head") === true,
    armorMult: damageMap(own(v, "armor_mult")) ?? {},
    armorPenalty: damageMap(own(v, "armor_penalty")) ?? {},
    damageMult,
    critMult: damageMap(own(v, "crit_mult")) ?? damageMult,
    coverageMult: perAttack(own(v, "coverage_mult"), 1),
    difficulty: perAttack(own(v, "difficulty"), -100),
    condition: own(v, "condition"),
    index,
    effects: Array.isArray(effects) ? effects.flatMap((e) => readEffect(e) ?? []) : [],
  };
}

/**
 * A list as weakpoints::load keeps it: points without an id are the default one (which a
 * monster's list never carries over, so they drop out), a repeated id replaces the earlier, and
 * the list is sorted by coverage, smallest first (stable, as the selection walks it in order).
 */
export function readWeakpointList(v: Json | undefined, positions?: readonly number[]): Weakpoint[] {
  if (!Array.isArray(v)) return [];
  const out: Weakpoint[] = [];
  for (const [i, raw] of v.entries()) {
    const wp = readWeakpoint(raw, positions?.[i] ?? i);
    if (!wp || wp.id === "") continue;
    const same = out.findIndex((w) => w.id === wp.id);
    if (same >= 0) out.splice(same, 1);
    out.push(wp);
  }
  return out
    .map((w, i) => [w, i] as const)
    .sort((a, b) => a[0].coverage - b[0].coverage || a[1] - b[1])
    .map((p) => p[0]);
}

/** weakpoints::add_from_set with replace: a point of the same id takes the old one's place, others append. */
export function addFromSet(list: readonly Weakpoint[], set: readonly Weakpoint[]): Weakpoint[] {
  const out = [...list];
  for (const wp of set) {
    const i = out.findIndex((w) => w.id === wp.id && w.id !== "");
    if (i >= 0) out[i] = wp;
    else out.push(wp);
  }
  return out;
}

/** The key a `delete.weakpoints` entry leaves in the inherited `weakpoints` (see monsterWeakpointRules). */
export const DELETED_MARK = "cdda-sim:deleted";

/**
 * `extend.weakpoints` merges by id into the inherited list; `delete.weakpoints` takes ids out of
 * it and leaves a mark, so that the ids also leave the sets' points (mtype::load keeps them in
 * weakpoints_deferred_deleted). Simplified: the marks pass on to copy-from children, where the
 * game forgets them.
 */
export const monsterWeakpointRules = {
  extend(inherited: Json | undefined, extension: Json): Json {
    const base = Array.isArray(inherited) ? inherited : [];
    const more = Array.isArray(extension) ? extension : [extension];
    const idOf = (x: Json): string | undefined => {
      if (!isJsonObject(x)) return undefined;
      const id = own(x, "id") ?? own(x, "name");
      return typeof id === "string" ? id : undefined;
    };
    const out: Json[] = [...base];
    for (const x of more) {
      const id = idOf(x);
      const i = id === undefined ? -1 : out.findIndex((o) => idOf(o) === id);
      if (i >= 0) out[i] = x;
      else out.push(x);
    }
    return out;
  },
  remove(inherited: Json | undefined, removal: Json): Json {
    const base = Array.isArray(inherited) ? inherited : [];
    const gone = (Array.isArray(removal) ? removal : [removal]).flatMap((x) => {
      const wp = readWeakpoint(x);
      return wp && wp.id !== "" ? [wp.id] : [];
    });
    const kept = base.filter((x) => {
      const wp = readWeakpoint(x);
      return !(wp && gone.includes(wp.id));
    });
    return [...kept, ...gone.map((id) => ({ [DELETED_MARK]: id }))];
  },
};

/**
 * A monster's `weakpoint_sets` and `weakpoints` after inheritance; `del`: its own `delete`, which
 * an object without copy-from still carries (inheritance applies operators only to children).
 */
export function readMonsterWeakpoints(
  sets: Json | undefined,
  inline: Json | undefined,
  del: Json | undefined,
): MonsterWeakpoints {
  const list = Array.isArray(inline) ? inline : [];
  const own_ = isJsonObject(del) ? own(del, "weakpoints") : undefined;
  const deleted: string[] = (Array.isArray(own_) ? own_ : []).flatMap((x) => {
    const wp = readWeakpoint(x);
    return wp && wp.id !== "" ? [wp.id] : [];
  });
  const points: Json[] = [];
  const positions: number[] = [];
  for (const [i, x] of list.entries()) {
    const mark = isJsonObject(x) ? own(x, DELETED_MARK) : undefined;
    if (typeof mark === "string") deleted.push(mark);
    else if (readWeakpoint(x)?.id !== undefined && deleted.includes(readWeakpoint(x)?.id ?? "")) continue;
    else {
      points.push(x);
      positions.push(i);
    }
  }
  return {
    sets: Array.isArray(sets) ? sets.filter((s): s is string => typeof s === "string") : [],
    inline: readWeakpointList(points, positions),
    deleted,
  };
}

/** One of a monster's `families` (weakpoint_family::load): a proficiency, with the bonus and penalty it gives here. */
export interface WeakpointFamily {
  /** JSON `proficiency` (a plain string entry names it). */
  readonly proficiency: string;
  /** JSON `bonus`: instead of the proficiency's default_weakpoint_bonus. */
  readonly bonus: number | undefined;
  /** JSON `penalty`: instead of the proficiency's default_weakpoint_penalty. */
  readonly penalty: number | undefined;
}

/** `families` as weakpoint_families::load keeps them: a repeated id replaces the earlier. */
export function readFamilies(v: Json | undefined): WeakpointFamily[] {
  const out: { id: string; family: WeakpointFamily }[] = [];
  for (const x of Array.isArray(v) ? v : []) {
    let id: string | undefined;
    let family: WeakpointFamily | undefined;
    if (typeof x === "string") {
      id = x;
      family = { proficiency: x, bonus: undefined, penalty: undefined };
    } else if (isJsonObject(x)) {
      const prof = own(x, "proficiency");
      if (typeof prof !== "string") continue;
      const ownId = own(x, "id");
      id = typeof ownId === "string" ? ownId : prof;
      const b = own(x, "bonus");
      const p = own(x, "penalty");
      family = {
        proficiency: prof,
        bonus: typeof b === "number" && Number.isFinite(b) ? b : undefined,
        penalty: typeof p === "number" && Number.isFinite(p) ? p : undefined,
      };
    }
    if (id === undefined || family === undefined) continue;
    const i = out.findIndex((o) => o.id === id);
    if (i >= 0) out.splice(i, 1);
    out.push({ id, family });
  }
  return out.map((o) => o.family);
}
