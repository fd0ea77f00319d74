/**
 * The camp's mission list (`camp_missions`, engine/rules/camp/report.ts) as a table for the story:
 * one line of camp facts, then per expansion one row per upgrade mission with its time, food cost
 * and whether it can start (or what is missing). The event's data is JSON; anything it lacks is
 * left out rather than guessed.
 */
import type { Json } from "../world/types.js";
import { isJsonObject } from "../content/json/types.js";

type Obj = { readonly [k: string]: Json };

const isObj = (v: Json | undefined): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const arr = (v: Json | undefined): readonly Json[] => (Array.isArray(v) ? v : []);
const str = (v: Json | undefined): string => (typeof v === "string" ? v : v === undefined ? "" : JSON.stringify(v));

function hours(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return h && m ? `${h} h ${m} m` : h ? `${h} h` : `${m} m`;
}

/** Columns padded to their widest cell; the last column is not padded. */
function columns(rows: readonly (readonly string[])[], indent: string): string[] {
  const widths: number[] = [];
  for (const r of rows) r.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, c.length)));
  return rows.map((r) =>
    `${indent}${r.map((c, i) => (i < r.length - 1 ? c.padEnd(widths[i] ?? 0) : c)).join("  ")}`.trimEnd(),
  );
}

export function missionTable(data: Obj, indent = "    "): string {
  const facts = [`camp ${str(data["camp"])}`];
  if (typeof data["food"] === "number") facts.push(`food ${data["food"]} kcal`);
  const vitamins = data["foodVitamins"];
  if (typeof vitamins === "object" && vitamins !== null && !Array.isArray(vitamins))
    facts.push(
      `vitamins ${Object.entries(vitamins)
        .map(([id, n]) => `${id} ${String(n)}`)
        .join(", ")}`,
    );
  const spoils = data["foodSpoils"];
  if (Array.isArray(spoils) && spoils.length > 0) {
    const kcal = spoils.reduce<number>(
      (n, p) => n + (isJsonObject(p) && typeof p["kcal"] === "number" ? p["kcal"] : 0),
      0,
    );
    const first = spoils[0];
    if (isJsonObject(first) && typeof first["turn"] === "number")
      facts.push(
        `${kcal} kcal of it perishable, the first ${String(first["kcal"])} kcal spoiling at turn ${first["turn"]}`,
      );
  }
  if (data["radioRange"] !== undefined) facts.push(`radio range ${str(data["radioRange"])}`);
  if (data["water"] !== undefined) facts.push(`water ${data["water"] ? "yes" : "no"}`);
  if (data["pantry"] !== undefined) facts.push(`pantry ${data["pantry"] ? "yes" : "no"}`);
  if (data["expansions"] !== undefined)
    facts.push(`expansions ${str(data["expansions"])} of ${str(data["expansionSlots"])}`);
  const lines = [`camp_missions: ${facts.join(", ")}`];
  for (const x of arr(data["list"])) {
    if (!isObj(x)) continue;
    lines.push(`${indent}${str(x["dir"])} (${str(x["type"])}):`);
    const ups = arr(x["upgrades"]).filter(isObj);
    const food = ups.some((u) => typeof u["kcal"] === "number");
    const rows: string[][] = [["mission", "time", ...(food ? ["kcal"] : []), "start"]];
    for (const u of ups) {
      const needs = isObj(u["needs"]) ? u["needs"] : {};
      const time = typeof needs["time"] === "number" ? hours(needs["time"]) : "";
      const missing = arr(u["missing"]).map(str);
      rows.push([
        str(u["name"]),
        time,
        ...(food ? [typeof u["kcal"] === "number" ? String(u["kcal"]) : ""] : []),
        u["canStart"] === true ? "yes" : `no: ${missing.join("; ")}`,
      ]);
    }
    if (ups.length) lines.push(...columns(rows, `${indent}  `));
    else lines.push(`${indent}  no upgrade mission available`);
    const busy = arr(x["inProgressNames"]).map(str);
    if (busy.length) lines.push(`${indent}  in progress: ${busy.join(", ")}`);
    const camp = arr(x["campMissions"]).map(str);
    if (camp.length) lines.push(`${indent}  camp missions: ${camp.join(", ")}`);
    const craft = arr(x["craftable"]);
    if (craft.length) lines.push(`${indent}  craftable recipes: ${craft.length}`);
  }
  return lines.join("\n");
}
