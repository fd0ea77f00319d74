/**
 * Monster groups (`monstergroup`, src/mongroup.cpp MonsterGroupManager::LoadMonsterGroup): weighted
 * lists of monsters and nested groups. Read, as a tolerant projection, for the summon spells with
 * SPAWN_GROUP (rules/monsters/json/spell_effects.ts); an entry's `conditions`, `starts`, `ends`,
 * `spawn_data` and `event` are not read (every entry may be picked).
 */
import * as t from "io-ts";
import { projection } from "../codec/tolerant.js";
import { isJsonObject, own, type Json } from "../json/types.js";
import { minimalKind } from "./minimal.js";

export interface MonsterGroupEntry {
  /** JSON `monster` or `group`: what the entry gives. */
  readonly id: string;
  /** Whether `id` names a nested group (JSON `group`). */
  readonly isGroup: boolean;
  /** JSON `weight` (default 1). */
  readonly weight: number;
  /** JSON `pack_size`: [min, max] (default [1, 1]). */
  readonly packSize: readonly [number, number];
}

export interface MonsterGroup {
  /** JSON `id`. */
  readonly id: string;
  /** JSON `default`: the monster when no entry is picked (absent: none). */
  readonly defaultMonster: string | undefined;
  /** JSON `monsters`. */
  readonly monsters: readonly MonsterGroupEntry[];
}

function entryOf(v: Json): MonsterGroupEntry[] {
  if (!isJsonObject(v)) return [];
  const monster = own(v, "monster");
  const group = own(v, "group");
  const id = typeof monster === "string" ? monster : typeof group === "string" ? group : undefined;
  if (id === undefined) return [];
  const weight = own(v, "weight");
  const pack = own(v, "pack_size");
  const packSize: readonly [number, number] =
    Array.isArray(pack) && typeof pack[0] === "number" && typeof pack[1] === "number" ? [pack[0], pack[1]] : [1, 1];
  return [
    {
      id,
      isGroup: typeof monster !== "string",
      weight: typeof weight === "number" && Number.isFinite(weight) ? weight : 1,
      packSize,
    },
  ];
}

export const monsterGroupKind = minimalKind<MonsterGroup>({
  kind: "monstergroup",
  label: "monster groups",
  codec: projection("monstergroup", { id: t.string, default: t.unknown, monsters: t.unknown }, (o) => ({
    id: o.id,
    defaultMonster: typeof o.default === "string" ? o.default : undefined,
    monsters: Array.isArray(o.monsters) ? (o.monsters as Json[]).flatMap(entryOf) : [],
  })),
});
