/**
 * The danger report's sample fights: per monster, the first fight of its cell against one loadout
 * (the first of the sweep), run again as the scenario experiment/danger/sample.ts writes, and made
 * into the viewer's page data. Monsters are taken by their highest danger first, up to a limit (a
 * report of a thousand monsters with every fight would weigh tens of megabytes).
 */
import type { Content } from "../content/load.js";
import type { DangerPart } from "../experiment/danger/part.js";
import { sampleScenario } from "../experiment/danger/sample.js";
import { byDanger, type Summary } from "../experiment/danger/summary.js";
import { decodeScenario } from "../scenario/format.js";
import { runScenario } from "../scenario/run.js";
import { pageData } from "./page_data.js";
import { shellWord } from "./sources.js";
import type { ViewData } from "./types.js";

export interface SampleOptions {
  /** Most monsters with a sample; undefined: every monster. */
  readonly limit: number | undefined;
  readonly engineVersion: string;
  /** Stands for the content fingerprint: the sweep's own, which covers the content files. */
  readonly sweepFingerprint: string;
}

export function sampleViews(
  part: DangerPart,
  summary: Summary,
  content: Content,
  options: SampleOptions,
): Map<string, ViewData> {
  const loadout = part.sweep.loadouts[0];
  const out = new Map<string, ViewData>();
  if (!loadout) return out;
  const rows = byDanger(summary.rows, summary.loadouts).filter((r) => r.loadout === loadout.name);
  for (const r of rows) {
    if (options.limit !== undefined && out.size >= options.limit) break;
    const raw = sampleScenario(part.sweep, {
      monster: r.monster,
      loadout,
      seed: r.sample.seed,
      turns: r.sample.turns,
      outcome: r.sample.outcome,
    });
    const file = `danger-sample-${r.monster}.json`;
    const decoded = decodeScenario(raw, file);
    if (!decoded.ok) continue;
    const run = runScenario(decoded.scenario, content);
    out.set(
      r.monster,
      pageData(run, content, {
        name: run.scenario.name,
        description: run.scenario.description,
        source: "scenario",
        file,
        scenarioFile: file,
        seed: run.seed,
        contentFingerprint: options.sweepFingerprint,
        engineVersion: options.engineVersion,
        commands: [
          `npx cdda-sim danger ${part.sweep.content.map(shellWord).join(" ")} --include ${shellWord(r.monster)} --seeds 1`,
        ],
        check: [],
        failures: [],
      }),
    );
  }
  return out;
}
