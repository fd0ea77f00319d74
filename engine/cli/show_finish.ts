/**
 * For `show` of a monster: what the game changes after loading (REAL-species-attributes,
 * REAL-monster-adjustment): its species' flags and triggers, each monster adjustment that reaches
 * it, and the values it fights with, which its JSON alone does not show (MOD-show-finished).
 */
import type { Content } from "../content/load.js";
import type { Monster } from "../content/kinds/monster.js";
import type { MonsterAdjustment } from "../content/kinds/monster_adjustment.js";
import { readTextFile } from "../content/json/text.js";
import { makePositionLocator } from "../content/json/locate.js";
import { splitPath } from "../content/json/path.js";

export interface Finished {
  /** Species that add flags, triggers or blood, with what each adds. */
  readonly species: readonly { readonly id: string; readonly adds: string }[];
  /** The monster adjustments that reach it, in load order, where each is and what it does. */
  readonly adjustments: readonly { readonly file: string; readonly line?: number; readonly does: string }[];
  /** The type as the simulation fights with it. */
  readonly values: Pick<Monster, FinishedMember>;
}

/** The members of a monster type that finishing it may change. */
type FinishedMember =
  | "hp"
  | "speed"
  | "bleedRate"
  | "visionNight"
  | "flags"
  | "angerTriggers"
  | "fearTriggers"
  | "placateTriggers"
  | "bleeds";

function describeAdjustment(a: MonsterAdjustment): string {
  const parts: string[] = [];
  if (a.stat) parts.push(`${a.stat.name} x ${a.stat.modifier}`);
  if (a.flag) parts.push(`${a.flag.name} ${a.flag.value ? "set" : "cleared"}`);
  if (a.nightvision) parts.push("night vision as day vision");
  return `species ${a.species}: ${parts.length > 0 ? parts.join(", ") : "nothing"}`;
}

function lineOf(file: string, path: string): number | undefined {
  const read = readTextFile(file);
  return read.ok ? makePositionLocator(read.text)(splitPath(path))?.line : undefined;
}

export function finishedOf(content: Content, id: string): Finished | undefined {
  const m = content.monster.get(id);
  if (!m) return undefined;
  const species: { id: string; adds: string }[] = [];
  for (const sid of m.species) {
    const s = content.species.get(sid);
    if (!s) continue;
    const adds = [
      ...(s.flags.length > 0 ? [`flags ${s.flags.join(", ")}`] : []),
      ...(s.angerTriggers.length > 0 ? [`anger_triggers ${s.angerTriggers.join(", ")}`] : []),
      ...(s.fearTriggers.length > 0 ? [`fear_triggers ${s.fearTriggers.join(", ")}`] : []),
      ...(s.placateTriggers.length > 0 ? [`placate_triggers ${s.placateTriggers.join(", ")}`] : []),
      ...(s.bleeds !== undefined ? [`bleeds ${s.bleeds}`] : []),
    ];
    if (adds.length > 0) species.push({ id: sid, adds: adds.join("; ") });
  }
  const adjustments = content.monster_adjustment
    .everyEntry()
    .filter((e) => e.value.species === "ALL" || m.species.includes(e.value.species))
    .map((e) => {
      const line = lineOf(e.at.file, e.at.path);
      return { file: e.at.file, ...(line !== undefined ? { line } : {}), does: describeAdjustment(e.value) };
    });
  return {
    species,
    adjustments,
    values: {
      hp: m.hp,
      speed: m.speed,
      bleedRate: m.bleedRate,
      visionNight: m.visionNight,
      flags: m.flags,
      angerTriggers: m.angerTriggers,
      fearTriggers: m.fearTriggers,
      placateTriggers: m.placateTriggers,
      bleeds: m.bleeds,
    },
  };
}

export function finishedText(f: Finished, rel: (file: string) => string): string[] {
  if (f.species.length === 0 && f.adjustments.length === 0) return [];
  const out = ["After loading (the game adds its species' attributes, then a mod's monster adjustments):"];
  for (const s of f.species) out.push(`  species ${s.id} adds ${s.adds}`);
  for (const a of f.adjustments)
    out.push(`  monster_adjustment ${rel(a.file)}${a.line !== undefined ? `:${a.line}` : ""}: ${a.does}`);
  const v = f.values;
  out.push(
    `  so it fights with hp ${v.hp}, speed ${v.speed}, bleed_rate ${v.bleedRate}, vision_night ${v.visionNight}`,
    `  flags: ${v.flags.join(", ") || "none"}`,
    `  triggers: anger ${v.angerTriggers.join(", ") || "none"}; fear ${v.fearTriggers.join(", ") || "none"}; placate ${v.placateTriggers.join(", ") || "none"}`,
  );
  if (v.bleeds !== undefined) out.push(`  blood when no flag or material names one: ${v.bleeds}`);
  return out;
}
