/**
 * The finishing phase of a load, after every object is registered and before the checks: kinds
 * whose values depend on other kinds are completed as the game completes them after loading
 * (monster types: their species and a mod's monster adjustments, kinds/monsters/finish.ts).
 */
import type { KindTypes } from "../kinds/index.js";
import { finishMonster } from "../kinds/monsters/finish.js";
import type { ContentTable } from "../registry.js";
import type { Tables } from "./register/index.js";

function table<K extends keyof KindTypes>(tables: Tables, kind: K): ContentTable<KindTypes[K]> {
  return tables[kind] as ContentTable<KindTypes[K]>;
}

export function finishKinds(tables: Tables): void {
  const adjustments = table(tables, "monster_adjustment")
    .everyEntry()
    .map((e) => e.value);
  const species = table(tables, "species");
  table(tables, "monster").finishEach((m) => finishMonster(m, (id) => species.get(id), adjustments));
}
