/**
 * The story of a run, for a person: each step with what happened turn by turn, the map where it
 * changed, and every expectation with its outcome.
 */
import type { Content } from "../content/load.js";
import type { SimEvent } from "../sim/events.js";
import { drawLevel } from "../scenario/draw.js";
import type { RunResult, StepRecord } from "../scenario/types.js";
import { castDraft } from "immer";
import { makeSim } from "../sim/context.js";
import { effectiveSpeed, sightRange } from "../sim/effects/status.js";
import { openDice } from "../world/rng.js";
import type { Effect, Point, World } from "../world/types.js";

export interface StoryOptions {
  /** Only step headers and expectation results. */
  readonly quiet: boolean;
  /** Also every step of every creature and every attack roll. */
  readonly verbose: boolean;
}

const where = (p: Point): string => `${p.x},${p.y},${p.z}`;

/** One line for an event, or undefined for events that a message already tells. */
export function describeEvent(e: SimEvent, verbose: boolean): string | undefined {
  switch (e.type) {
    case "message":
      return e.text;
    case "sound":
      return `sound at ${where(e.pos)}, volume ${e.volume}: ${e.description}`;
    case "debug":
      return `debug: ${e.text}`;
    case "runtime_error":
      return `runtime error: ${e.text}${e.rule ? ` [${e.rule}]` : ""}`;
    case "refused":
      return `refused (${e.action}): ${e.reason}`;
    case "moved":
      return verbose || e.how !== "walk"
        ? `${e.who} ${e.how === "walk" ? "moves" : e.how} ${where(e.from)} -> ${where(e.to)}`
        : undefined;
    case "attack":
      return verbose
        ? `${e.attacker} ${e.attack} -> ${e.target}: ${e.outcome}${e.bodyPart ? ` (${e.bodyPart})` : ""}, ${e.damage} damage`
        : undefined;
    case "damaged":
      return verbose
        ? `${e.who} takes ${e.amount} ${e.damageType}${e.bodyPart ? ` on the ${e.bodyPart}` : ""}`
        : undefined;
    case "died":
      return `${e.who} dies (${e.cause})`;
    case "effect_added":
      return `${e.who} gains ${e.effect}${e.bodyPart ? ` on the ${e.bodyPart}` : ""} (intensity ${e.intensity}, ${e.duration} turns)`;
    case "effect_removed":
      return verbose || e.reason === "removed"
        ? `${e.who} loses ${e.effect}${e.bodyPart ? ` on the ${e.bodyPart}` : ""} (${e.reason})`
        : undefined;
    case "effect_blocked":
      return verbose ? `${e.who} is not affected by ${e.effect} (${e.reason})` : undefined;
    case "spawned":
      return `${e.monster} appears at ${where(e.pos)} as ${e.who}`;
    case "tile_changed": {
      const parts: string[] = [];
      if (e.terrain) parts.push(`terrain ${e.terrain.from} -> ${e.terrain.to}`);
      if (e.furniture) parts.push(`furniture ${e.furniture.from ?? "none"} -> ${e.furniture.to ?? "none"}`);
      return `${where(e.pos)}: ${parts.join(", ")}`;
    }
    case "items_added":
    case "items_removed":
      return `${e.count} ${e.item} ${e.type === "items_added" ? "added to" : "removed from"} ${e.who ?? (e.pos ? where(e.pos) : "?")}`;
    case "rule":
      return `${e.name}${Object.keys(e.data).length ? ` ${JSON.stringify(e.data)}` : ""}`;
  }
}

export function tellStep(step: StepRecord, before: World, content: Content, options: StoryOptions): string[] {
  const out: string[] = [];
  const span =
    before.turn === step.world.turn ? `turn ${step.world.turn}` : `turns ${before.turn + 1}-${step.world.turn}`;
  out.push(`Step ${step.index + 1}: ${step.label}  (${span})`);
  if (step.refused) out.push(`  REFUSED: ${step.refused}`);
  if (!options.quiet) {
    for (const e of step.events) {
      if (e.type === "refused") continue;
      const line = describeEvent(e, options.verbose);
      if (line !== undefined) out.push(`  turn ${e.turn}: ${line}`);
    }
    for (const line of statusLines(before, step.world, content)) out.push(`  ${line}`);
    for (const z of changedLevels(before, step.world)) {
      const d = drawLevel(step.world, content, z);
      if (!d) continue;
      out.push(`  map z=${z}:`);
      for (const r of d.rows) out.push(`    ${r}`);
      if (d.key.length) out.push(`    ${d.key.join(", ")}`);
    }
  }
  for (const r of step.expectations) out.push(`  ${r.passed ? "ok  " : "FAIL"} ${r.message}`);
  return out;
}

function effectName(content: Content, e: Effect): string {
  const type = content.effect_type.get(e.id);
  const names = type?.names ?? [];
  const name = names[Math.min(e.intensity, names.length) - 1] || type?.name || e.id;
  const level = (type?.maxIntensity ?? 1) > 1 ? ` ${e.intensity}` : "";
  const part = e.bodyPart ? ` (${e.bodyPart})` : "";
  return `${name}${level}${part}`;
}

/**
 * A status line for each living creature whose effects (or blood) the step changed: its effects
 * by name and intensity, and what they make of it now (speed after effects, sight when cut).
 */
export function statusLines(before: World, after: World, content: Content): string[] {
  const out: string[] = [];
  // A reading context over the finished world: the status helpers only look.
  const sim = makeSim(castDraft(after), content, openDice(after.rng), []);
  const line = (id: string, effects: readonly Effect[], base: number, vision: number, extra: string[]): void => {
    const what = effects.map((e) => effectName(content, e));
    const speed = effectiveSpeed(sim, id, base);
    if (speed !== base) extra.push(`speed ${speed} of ${base}`);
    const sight = sightRange(sim, id, vision);
    if (sight !== vision) extra.push(`sees ${sight} tile${sight === 1 ? "" : "s"}`);
    out.push(
      `status ${id}: ${what.length > 0 ? what.join(", ") : "no effects"}${extra.length ? ` — ${extra.join(", ")}` : ""}`,
    );
  };
  for (const [id, c] of Object.entries(after.characters).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const old = before.characters[id];
    if (c.dead || (old && old.effects === c.effects && old.blood === c.blood)) continue;
    line(id, c.effects, c.speed, Number.POSITIVE_INFINITY, c.blood !== undefined ? [`blood ${c.blood}`] : []);
  }
  for (const [id, m] of Object.entries(after.monsters).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const old = before.monsters[id];
    if (m.dead || (old ? old.effects === m.effects : m.effects.length === 0)) continue;
    const t = content.monster.get(m.type);
    line(id, m.effects, t?.speed ?? 100, t?.visionDay ?? 40, []);
  }
  return out;
}

/** Levels whose tiles changed, or where a creature appeared, moved, left or died. */
export function changedLevels(before: World, after: World): number[] {
  const zs = new Set<number>();
  for (const level of after.map.levels) {
    const old = before.map.levels.find((l) => l.z === level.z);
    if (old !== level) zs.add(level.z);
  }
  const mark = (a: { pos: Point; dead?: boolean } | undefined, b: { pos: Point; dead?: boolean } | undefined): void => {
    if (a === b) return;
    if (a && b && a.pos.x === b.pos.x && a.pos.y === b.pos.y && a.pos.z === b.pos.z && a.dead === b.dead) return;
    if (a) zs.add(a.pos.z);
    if (b) zs.add(b.pos.z);
  };
  for (const id of new Set([...Object.keys(before.characters), ...Object.keys(after.characters)]))
    mark(before.characters[id], after.characters[id]);
  for (const id of new Set([...Object.keys(before.monsters), ...Object.keys(after.monsters)]))
    mark(before.monsters[id], after.monsters[id]);
  return [...zs].sort((a, b) => a - b);
}

export function tellRun(run: RunResult, content: Content, options: StoryOptions): string[] {
  const out: string[] = [`Scenario: ${run.scenario.name} (seed ${JSON.stringify(run.seed)})`];
  if (run.scenario.description) out.push(run.scenario.description);
  if (!options.quiet) {
    for (const level of run.initial.map.levels) {
      const d = drawLevel(run.initial, content, level.z);
      if (!d) continue;
      out.push(`map z=${level.z} at the start:`);
      for (const r of d.rows) out.push(`  ${r}`);
      if (d.key.length) out.push(`  ${d.key.join(", ")}`);
    }
  }
  let before = run.initial;
  for (const s of run.steps) {
    out.push(...tellStep(s, before, content, options));
    before = s.world;
  }
  const total = run.steps.reduce((n, s) => n + s.expectations.length, 0);
  out.push(
    run.failures.length === 0
      ? `All ${total} expectation(s) met.`
      : `${run.failures.length} of ${total} expectation(s) FAILED:`,
  );
  for (const f of run.failures) out.push(`  step ${f.step + 1}: ${f.message}`);
  return out;
}
