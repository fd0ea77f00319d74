/**
 * The ids of loaded content in the schema, for completion: with `cdda-sim schema --content
 * <dirs>`, the members that name a monster, an item, a terrain or a furniture (and the groups of
 * monsters and items) offer the ids those folders define. Each list is written once (a definition
 * `ids_<kind>`) and referred to where a member names that kind, as `anyOf: [{enum}, {type:
 * string}]`: an editor lists the ids, and an id the folders lack is still accepted (it may come
 * from a mod loaded beside them; `validate` checks references).
 */
import type { JsonSchema } from "../codec/meta.js";
import { ITEM_TYPE_NAMES } from "../catalogue/families.js";
import type { IdIndex } from "../catalogue/ids.js";

/** The namespaces whose ids the schema offers (ITEM: every item type). */
export const COMPLETED_KINDS = ["MONSTER", "ITEM", "terrain", "furniture", "monstergroup", "item_group"] as const;

/** A member path below an object: names, and "[]" for each element of an array. */
type MemberPath = readonly string[];

interface IdMember {
  /** The object types the member belongs to. */
  readonly types: readonly string[];
  readonly path: MemberPath;
  readonly kind: (typeof COMPLETED_KINDS)[number];
}

/** Where each kind's ids are named (engine/content/catalogue/refs.ts checks the same members). */
const ID_MEMBERS: readonly IdMember[] = [
  { types: ["MONSTER"], path: ["copy-from"], kind: "MONSTER" },
  ...["zombify_into", "burn_into", "fungalize_into"].map((m) => ({
    types: ["MONSTER"],
    path: [m],
    kind: "MONSTER" as const,
  })),
  { types: ["MONSTER"], path: ["upgrades", "into"], kind: "MONSTER" },
  { types: ["MONSTER"], path: ["upgrades", "into_group"], kind: "monstergroup" },
  { types: ["MONSTER"], path: ["reproduction", "baby_monster"], kind: "MONSTER" },
  { types: ["MONSTER"], path: ["reproduction", "baby_egg"], kind: "ITEM" },
  { types: ["MONSTER"], path: ["death_drops"], kind: "item_group" },
  { types: ["monstergroup"], path: ["monsters", "[]", "monster"], kind: "MONSTER" },
  { types: ["monstergroup"], path: ["monsters", "[]", "group"], kind: "monstergroup" },
  { types: ["item_group"], path: ["entries", "[]", "item"], kind: "ITEM" },
  { types: ["item_group"], path: ["items", "[]", "item"], kind: "ITEM" },
  { types: ["item_group"], path: ["entries", "[]", "group"], kind: "item_group" },
  { types: ITEM_TYPE_NAMES, path: ["copy-from"], kind: "ITEM" },
  { types: ["recipe"], path: ["result"], kind: "ITEM" },
  ...["terrain", "furniture"].flatMap((type) =>
    ["copy-from", "open", "close", "transforms_into"].map((m) => ({
      types: [type],
      path: [m],
      kind: type as "terrain" | "furniture",
    })),
  ),
  { types: ["terrain"], path: ["roof"], kind: "terrain" },
  { types: ["terrain"], path: ["bash", "ter_set"], kind: "terrain" },
  { types: ["furniture"], path: ["bash", "furn_set"], kind: "furniture" },
];

const idsDef = (kind: string): string => `ids_${kind}`;

/**
 * A schema of `path` leading to `leaf`. No `type` on the way: a member of another shape is left to
 * the kind's own schema (properties and items apply only to objects and arrays).
 */
function nest(path: MemberPath, leaf: JsonSchema): JsonSchema {
  let schema = leaf;
  for (let i = path.length - 1; i >= 0; i--)
    schema = path[i] === "[]" ? { items: schema } : { properties: { [path[i] as string]: schema } };
  return schema;
}

/**
 * The definitions of the id lists and, per object type, the schema that offers them, to add to
 * the content schema's dispatch (document.ts); empty when no ids were given.
 */
export function idCompletion(ids: IdIndex | undefined): {
  readonly defs: Record<string, JsonSchema>;
  readonly byType: ReadonlyMap<string, JsonSchema>;
} {
  const defs: Record<string, JsonSchema> = {};
  const byType = new Map<string, JsonSchema[]>();
  if (!ids) return { defs, byType: new Map() };
  for (const kind of COMPLETED_KINDS) {
    const list = [...(ids.get(kind) ?? [])].sort();
    if (list.length === 0) continue;
    defs[idsDef(kind)] = {
      description: `An id of a ${kind} defined in the content the schema was written for (cdda-sim schema --content).`,
      anyOf: [{ enum: list }, { type: "string" }],
    };
  }
  for (const m of ID_MEMBERS) {
    if (defs[idsDef(m.kind)] === undefined) continue;
    const leaf: JsonSchema = { $ref: `#/$defs/${idsDef(m.kind)}` };
    for (const type of m.types) {
      const list = byType.get(type) ?? [];
      list.push(nest(m.path, leaf));
      byType.set(type, list);
    }
  }
  return {
    defs,
    byType: new Map(
      [...byType].map(([type, schemas]) => [type, schemas.length === 1 ? schemas[0]! : { allOf: schemas }]),
    ),
  };
}
