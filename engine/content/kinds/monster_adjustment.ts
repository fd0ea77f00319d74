/**
 * Monster adjustments (real type "monster_adjustment", src/monstergenerator.cpp): a mod's change
 * to every monster of a species, applied when monster types are finished, after the species'
 * own flags and triggers (kinds/monsters/finish.ts). The game reads `species`, `stat` (`name`,
 * `modifier`), `flag` (`name`, `value`) and `special`; it multiplies only speed, hp and
 * bleed_rate and knows only the special "nightvision", and ignores other names silently, so
 * those are warnings here (REAL-monster-adjustment).
 */
import * as t from "io-ts";
import { finiteNumber } from "../codec/common.js";
import { ObjectReader } from "../codec/reader.js";
import { isJsonObject } from "../json/types.js";
import type { KindDef } from "./kind.js";

/** The stats an adjustment may multiply (monster_adjustment::apply). */
export const ADJUSTED_STATS = ["speed", "hp", "bleed_rate"] as const;
export type AdjustedStat = (typeof ADJUSTED_STATS)[number];

export interface MonsterAdjustment {
  /** JSON `species`: the species adjusted; "ALL" adjusts every monster. */
  readonly species: string;
  /** JSON `stat`: `name` and `modifier`, the factor the stat is multiplied by. */
  readonly stat: { readonly name: AdjustedStat; readonly modifier: number } | undefined;
  /** JSON `flag`: `name`, and `value` true to set it, false to clear it. */
  readonly flag: { readonly name: string; readonly value: boolean } | undefined;
  /** JSON `special`: "nightvision" gives the monster its day vision at night. */
  readonly nightvision: boolean;
}

const RULE = "REAL-monster-adjustment";
const MEMBERS: ReadonlySet<string> = new Set(["type", "species", "stat", "flag", "special"]);

function isAdjustedStat(name: string): name is AdjustedStat {
  return (ADJUSTED_STATS as readonly string[]).includes(name);
}

export const monsterAdjustmentKind: KindDef<MonsterAdjustment> = {
  kind: "monster_adjustment",
  label: "monster adjustments",
  members: MEMBERS,
  rules: { "": RULE },
  duplicates: "alternatives",
  anonymous: true,
  idsOf: () => [],
  decode(json, ctx) {
    const r = new ObjectReader(json, ctx, []);
    const species = r.get("species", t.string, undefined, RULE);
    if (species === undefined) {
      r.error(undefined, RULE, "a monster_adjustment needs a species (a species id, or ALL)");
      return undefined;
    }
    const stat = readStat(r);
    const flagJson = r.raw("flag");
    let flag: MonsterAdjustment["flag"];
    if (flagJson !== undefined) {
      const f = isJsonObject(flagJson) ? r.nested(flagJson, "flag") : undefined;
      const name = f?.get("name", t.string, undefined, RULE);
      if (f === undefined || name === undefined) r.error("flag", RULE, "flag needs a name (a monster flag)");
      else flag = { name, value: f.get("value", t.boolean, false, RULE) };
    }
    const special = r.get("special", t.string, "", RULE);
    if (special !== "" && special !== "nightvision")
      r.warn("special", RULE, `the game knows only the special "nightvision"; ${JSON.stringify(special)} does nothing`);
    if (!r.ok) return undefined;
    return { species, stat, flag, nightvision: special === "nightvision" };
  },
  check(adj, ctx) {
    if (adj.species !== "ALL") ctx.ref("species", adj.species, ["species"], RULE, { warnOnly: true });
  },
};

function readStat(r: ObjectReader): MonsterAdjustment["stat"] {
  const json = r.raw("stat");
  if (json === undefined) return undefined;
  if (!isJsonObject(json)) {
    r.error("stat", RULE, "stat must be an object with a name and a modifier");
    return undefined;
  }
  const s = r.nested(json, "stat");
  const name = s.get("name", t.string, "", RULE);
  const modifier = s.get("modifier", finiteNumber, 0, RULE);
  if (!isAdjustedStat(name)) {
    r.warn(
      ["stat", "name"],
      RULE,
      `the game multiplies only ${ADJUSTED_STATS.join(", ")}; ${JSON.stringify(name)} is not changed`,
    );
    return undefined;
  }
  return { name, modifier };
}
