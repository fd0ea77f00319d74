/**
 * Which members of which types name objects of other types: the references the catalogue checks
 * in a modder's files. A reference is kept only where its value is a plain id (a variable or an
 * inline object is not an id). Namespaces are object types; every item type is `ITEM`.
 */
import type { PathSegment } from "../json/path.js";
import { ITEM_TYPE_NAMES } from "./families.js";

export interface Ref {
  readonly segments: readonly PathSegment[];
  /** The type whose ids it names (`ITEM` for any item type). */
  readonly namespace: string;
  readonly id: string;
  /** A `copy-from`: of the object's own id (amending an earlier definition) or of another. */
  readonly copyFrom?: "self" | "other";
}

/** The namespace an object of a type registers its ids in. */
export function namespaceOf(type: string): string {
  return ITEM_TYPE_NAMES.includes(type) ? "ITEM" : type;
}

type Json = unknown;
type Emit = (segments: readonly PathSegment[], namespace: string, value: Json) => void;

const isObj = (v: Json): v is Record<string, Json> => v !== null && typeof v === "object" && !Array.isArray(v);

/** A string, or each string of an array. */
function ids(at: readonly PathSegment[], ns: string, v: Json, emit: Emit): void {
  if (typeof v === "string") emit(at, ns, v);
  else if (Array.isArray(v)) v.forEach((x, i) => typeof x === "string" && emit([...at, i], ns, x));
}

/** Materials: a string, strings, or `{type, portion}` objects. */
function materials(at: readonly PathSegment[], v: Json, emit: Emit): void {
  if (typeof v === "string") emit(at, "material", v);
  else if (Array.isArray(v))
    v.forEach((x, i) => {
      if (typeof x === "string") emit([...at, i], "material", x);
      else if (isObj(x) && typeof x["type"] === "string") emit([...at, i, "type"], "material", x["type"]);
    });
}

/** Item group entries: `"id"`, `["id", prob]`, `{item}`, `{group}`, nested `collection`/`distribution`. */
function groupEntries(at: readonly PathSegment[], v: Json, emit: Emit, defaultNs: string): void {
  if (!Array.isArray(v)) return;
  v.forEach((e, i) => {
    const here = [...at, i];
    if (typeof e === "string") emit(here, defaultNs, e);
    else if (Array.isArray(e) && typeof e[0] === "string") emit([...here, 0], defaultNs, e[0]);
    else if (isObj(e)) {
      if (typeof e["item"] === "string") emit([...here, "item"], "ITEM", e["item"]);
      if (typeof e["group"] === "string") emit([...here, "group"], "item_group", e["group"]);
      for (const k of ["collection", "distribution"]) groupEntries([...here, k], e[k], emit, "ITEM");
    }
  });
}

/** Recipe components and tools: lists of alternatives `[id, n]` or `[requirement, n, "LIST"]`. */
function alternatives(at: readonly PathSegment[], v: Json, emit: Emit): void {
  if (!Array.isArray(v)) return;
  v.forEach((alts, i) => {
    if (!Array.isArray(alts)) return;
    alts.forEach((c, j) => {
      if (Array.isArray(c) && typeof c[0] === "string")
        emit([...at, i, j, 0], c[2] === "LIST" ? "requirement" : "ITEM", c[0]);
    });
  });
}

/** Effects and conditions anywhere in an object: the members that name EOCs, effects, spells, items, monsters. */
function dialogueRefs(at: readonly PathSegment[], v: Json, emit: Emit, depth = 0): void {
  if (depth > 40) return;
  if (Array.isArray(v)) {
    v.forEach((x, i) => dialogueRefs([...at, i], x, emit, depth + 1));
    return;
  }
  if (!isObj(v)) return;
  for (const [k, x] of Object.entries(v)) {
    const here = [...at, k];
    if (k === "run_eocs" || k === "effect_on_conditions") ids(here, "effect_on_condition", x, emit);
    else if (k === "u_add_effect" || k === "npc_add_effect") ids(here, "effect_type", x, emit);
    else if ((k === "u_cast_spell" || k === "npc_cast_spell") && isObj(x) && typeof x["id"] === "string")
      emit([...here, "id"], "SPELL", x["id"]);
    else if (k === "u_spawn_item" || k === "npc_spawn_item") ids(here, "ITEM", x, emit);
    else if (k === "u_spawn_monster" || k === "npc_spawn_monster") ids(here, "MONSTER", x, emit);
    dialogueRefs(here, x, emit, depth + 1);
  }
}

/** What a spell's `effect_str` names, by its `effect` (src/magic_spell_effect.cpp). */
function spellEffectNamespace(effect: Json, flags: Json): string | undefined {
  if (effect === "summon") return Array.isArray(flags) && flags.includes("SPAWN_GROUP") ? "monstergroup" : "MONSTER";
  if (effect === "attack" || effect === "remove_effect") return "effect_type";
  if (effect === "emit") return "emit";
  if (effect === "effect_on_condition") return "effect_on_condition";
  if (effect === "ter_transform") return "ter_furn_transform";
  return undefined;
}

/** An attack's `effects`: `{ "id": effect, ... }` entries. */
function attackEffects(at: readonly PathSegment[], v: Json, emit: Emit): void {
  if (Array.isArray(v))
    v.forEach((e, i) => isObj(e) && typeof e["id"] === "string" && emit([...at, i, "id"], "effect_type", e["id"]));
}

/** A monster's `special_attacks` entries: a spell attack's spell, an attack's EOCs. */
function specialAttacks(at: readonly PathSegment[], v: Json, emit: Emit): void {
  if (!Array.isArray(v)) return;
  v.forEach((a, i) => {
    if (!isObj(a)) return;
    const spell = a["spell_data"];
    if (isObj(spell) && typeof spell["id"] === "string") emit([...at, i, "spell_data", "id"], "SPELL", spell["id"]);
    ids([...at, i, "eoc"], "effect_on_condition", a["eoc"], emit);
    attackEffects([...at, i, "effects"], a["effects"], emit);
  });
}

const NULL_MONSTER = "mon_null";

/**
 * What an item hatches into when it rots: today `{ "monster": id }` or `{ "group": id }`, in older
 * games a monster group's id alone (with `rot_spawn_chance` beside it).
 */
function rotSpawn(v: Json, emit: Emit): void {
  if (typeof v === "string") emit(["rot_spawn"], "monstergroup", v);
  else if (isObj(v)) {
    ids(["rot_spawn", "monster"], "MONSTER", v["monster"], emit);
    ids(["rot_spawn", "group"], "monstergroup", v["group"], emit);
  }
}

/**
 * Monsters a mapgen (its `object`) or palette places: `place_monsters` entries name a monster
 * group; `place_monster` entries a `monster` or a `group` (src/mapgen.cpp jmapgen_monster_group and
 * jmapgen_monster).
 */
function mapgenMonsters(at: readonly PathSegment[], obj: Json, emit: Emit): void {
  if (!isObj(obj)) return;
  const groups = obj["place_monsters"];
  if (Array.isArray(groups))
    groups.forEach(
      (e, i) => isObj(e) && ids([...at, "place_monsters", i, "monster"], "monstergroup", e["monster"], emit),
    );
  const single = obj["place_monster"];
  if (Array.isArray(single))
    single.forEach((e, i) => {
      if (!isObj(e)) return;
      ids([...at, "place_monster", i, "monster"], "MONSTER", e["monster"], emit);
      ids([...at, "place_monster", i, "group"], "monstergroup", e["group"], emit);
    });
}

/** Every reference of one object of `type`, in member order. */
export function referencesOf(type: string, o: Record<string, Json>): Ref[] {
  const out: Ref[] = [];
  const emit: Emit = (segments, namespace, value) => {
    if (typeof value === "string" && value !== "") out.push({ segments, namespace, id: value });
  };
  const ns = namespaceOf(type);
  const m = (k: string): Json => (Object.hasOwn(o, k) ? o[k] : undefined);
  if (type === "MONSTER") {
    ids(["species"], "SPECIES", m("species"), emit);
    // The game checks these when monster types are finalised (an invalid default_faction is a
    // load error there).
    ids(["default_faction"], "MONSTER_FACTION", m("default_faction"), emit);
    ids(["weakpoint_sets"], "weakpoint_set", m("weakpoint_sets"), emit);
    const families = m("families");
    if (Array.isArray(families))
      families.forEach((x, i) => {
        if (typeof x === "string") emit(["families", i], "proficiency", x);
        else if (isObj(x)) ids(["families", i, "proficiency"], "proficiency", x["proficiency"], emit);
      });
    for (const k of ["harvest", "dissect"]) ids([k], "harvest", m(k), emit);
    const drops = m("death_drops");
    if (typeof drops === "string") emit(["death_drops"], "item_group", drops);
    else if (isObj(drops)) {
      // An inline item group (the game's item_group::load_item_group).
      groupEntries(["death_drops", "items"], drops["items"], emit, "ITEM");
      groupEntries(["death_drops", "entries"], drops["entries"], emit, "ITEM");
      groupEntries(["death_drops", "groups"], drops["groups"], emit, "item_group");
    }
    specialAttacks(["special_attacks"], m("special_attacks"), emit);
    const ext = m("extend");
    if (isObj(ext)) specialAttacks(["extend", "special_attacks"], ext["special_attacks"], emit);
    materials(["material"], m("material"), emit);
    for (const k of ["zombify_into", "burn_into", "fungalize_into"]) ids([k], "MONSTER", m(k), emit);
    const up = m("upgrades");
    if (isObj(up)) {
      ids(["upgrades", "into"], "MONSTER", up["into"], emit);
      ids(["upgrades", "into_group"], "monstergroup", up["into_group"], emit);
    }
    const rep = m("reproduction");
    if (isObj(rep)) {
      ids(["reproduction", "baby_monster"], "MONSTER", rep["baby_monster"], emit);
      ids(["reproduction", "baby_egg"], "ITEM", rep["baby_egg"], emit);
    }
  } else if (ns === "ITEM") {
    materials(["material"], m("material"), emit);
    rotSpawn(m("rot_spawn"), emit);
    ids(["category"], "ITEM_CATEGORY", m("category"), emit);
    const q = m("qualities");
    if (Array.isArray(q))
      q.forEach(
        (x, i) => Array.isArray(x) && typeof x[0] === "string" && emit(["qualities", i, 0], "tool_quality", x[0]),
      );
  } else if (type === "item_group") {
    const sub = m("subtype");
    groupEntries(["items"], m("items"), emit, "ITEM");
    groupEntries(["entries"], m("entries"), emit, "ITEM");
    groupEntries(["groups"], m("groups"), emit, "item_group");
    void sub;
  } else if (type === "monstergroup") {
    // mon_null is the game's "no monster" (a group's explicit empty default or spawn share).
    const monster = (at: readonly PathSegment[], v: Json) => v !== NULL_MONSTER && emit(at, "MONSTER", v);
    monster(["default"], m("default"));
    ids(["new_monster_group_id"], "monstergroup", m("new_monster_group_id"), emit);
    const ms = m("monsters");
    if (Array.isArray(ms))
      ms.forEach((x, i) => {
        if (isObj(x) && typeof x["monster"] === "string") monster(["monsters", i, "monster"], x["monster"]);
        if (isObj(x) && typeof x["group"] === "string") emit(["monsters", i, "group"], "monstergroup", x["group"]);
      });
  } else if (type === "harvest") {
    // src/harvest.cpp check_consistency: a drop is an item, or an item group for a
    // `bionic_group` entry; the leftovers an item.
    ids(["leftovers"], "ITEM", m("leftovers"), emit);
    const entries = m("entries");
    if (Array.isArray(entries))
      entries.forEach((e, i) => {
        if (isObj(e))
          ids(["entries", i, "drop"], e["type"] === "bionic_group" ? "item_group" : "ITEM", e["drop"], emit);
      });
  } else if (type === "field_type") {
    // src/field_type.cpp field_type::finalize checks both.
    ids(["immune_mtypes"], "MONSTER", m("immune_mtypes"), emit);
    ids(["wandering_field"], "field_type", m("wandering_field"), emit);
  } else if (type === "mapgen" || type === "palette") {
    mapgenMonsters(type === "mapgen" ? ["object"] : [], type === "mapgen" ? m("object") : o, emit);
  } else if (type === "mutation") {
    // src/mutation_data.cpp check_consistency checks the species a mutation angers.
    ids(["ignored_by"], "SPECIES", m("ignored_by"), emit);
    const anger = m("anger_relations");
    if (Array.isArray(anger))
      anger.forEach(
        (x, i) => Array.isArray(x) && typeof x[0] === "string" && emit(["anger_relations", i, 0], "SPECIES", x[0]),
      );
  } else if (type === "recipe" || type === "uncraft") {
    if (m("obsolete") !== true && typeof m("result") === "string" && m("category") !== "CC_BUILDING")
      emit(["result"], "ITEM", m("result"));
    ids(["skill_used"], "skill", m("skill_used"), emit);
    const using = m("using");
    if (typeof using === "string") emit(["using"], "requirement", using);
    else if (Array.isArray(using))
      using.forEach(
        (u, i) => Array.isArray(u) && typeof u[0] === "string" && emit(["using", i, 0], "requirement", u[0]),
      );
    alternatives(["components"], m("components"), emit);
    alternatives(["tools"], m("tools"), emit);
    const qs = m("qualities");
    if (Array.isArray(qs))
      qs.forEach(
        (x, i) => isObj(x) && typeof x["id"] === "string" && emit(["qualities", i, "id"], "tool_quality", x["id"]),
      );
  } else if (type === "requirement") {
    alternatives(["components"], m("components"), emit);
    alternatives(["tools"], m("tools"), emit);
  } else if (type === "monster_attack") {
    ids(["eoc"], "effect_on_condition", m("eoc"), emit);
    attackEffects(["effects"], m("effects"), emit);
  } else if (type === "SPELL") {
    const effectNs = spellEffectNamespace(m("effect"), m("flags"));
    if (effectNs !== undefined) ids(["effect_str"], effectNs, m("effect_str"), emit);
    const extra = m("extra_effects");
    if (Array.isArray(extra))
      extra.forEach(
        (x, i) => isObj(x) && typeof x["id"] === "string" && emit(["extra_effects", i, "id"], "SPELL", x["id"]),
      );
  } else if (type === "terrain" || type === "furniture") {
    for (const k of ["open", "close", "transforms_into"]) ids([k], type, m(k), emit);
    if (type === "terrain") ids(["roof"], "terrain", m("roof"), emit);
  }
  dialogueRefs([], o, emit);
  return out;
}
