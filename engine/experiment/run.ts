/**
 * Running an experiment on one thread: prepare every variant once (its scenario decoded and
 * checked, its content loaded, patched if it overrides content values), then run blocks of runs,
 * each run of each variant from its own derived seed, and collect the metrics into a Part.
 */
import { readJsonFile } from "../content/json/read.js";
import { dirname, isAbsolute, join } from "node:path";
import type { Content } from "../content/load.js";
import { clipMessage } from "../content/problems.js";
import type { ReadRoot } from "../content/json/read.js";
import { planRoots, type ModInfo } from "../content/mods.js";
import { formatScenarioProblem, type ScenarioProblem } from "../scenario/format.js";
import { loadParsedScenario } from "../scenario/load.js";
import { decodeScenario } from "../scenario/format.js";
import { streamScenario } from "../scenario/run.js";
import { createWorld } from "../scenario/setup.js";
import type { Scenario } from "../scenario/types.js";
import { contentFingerprint } from "../scenario/fingerprint.js";
import { hashJsonCold } from "../world/hash.js";
import type { Json } from "../world/types.js";
import {
  formatExperimentProblem,
  isPairType,
  readExperiment,
  type Experiment,
  type ExperimentProblem,
  type Metric,
} from "./format.js";
import { RunMetrics, type RunValue } from "./metrics.js";
import { MetricAccumulator, PART_FORMAT, type Part } from "./result.js";
import { BLOCK_SIZE, blockCount, runSeed, runsOfBlocks, sampleStride } from "./seeds.js";
import { expandVariants, loadPatchedContent, patchScenario, type Variant } from "./variants.js";

export interface PreparedVariant {
  readonly variant: Variant;
  readonly scenario: Scenario;
  readonly content: Content;
}

export interface Prepared {
  readonly experiment: Experiment;
  readonly variants: readonly PreparedVariant[];
  readonly fingerprint: string;
  readonly stride: number;
}

export interface PrepareOptions {
  /** Folders that may hold the core game data for content that is a mod depending on `dda`. */
  readonly coreFolders?: readonly string[];
}

export type Preparation =
  | { readonly ok: true; readonly prepared: Prepared }
  | { readonly ok: false; readonly problems: readonly string[] };

const fail = (problems: readonly ExperimentProblem[]): Preparation => ({
  ok: false,
  problems: problems.map(formatExperimentProblem),
});

/** Reads the experiment file and prepares it; every problem as a line for a person. */
export function prepareFile(file: string, options: PrepareOptions = {}): Preparation {
  const decoded = readExperiment(file);
  if (!decoded.ok) return fail(decoded.problems);
  return prepareExperiment(decoded.experiment, options);
}

export function prepareExperiment(experiment: Experiment, options: PrepareOptions = {}): Preparation {
  const file = experiment.file;
  const scenarioFile = experiment.scenarioPath;
  const read = readJsonFile(scenarioFile, "a scenario file");
  if (!read.ok) {
    const why =
      read.message === "no such file"
        ? `no such file (looked for ${scenarioFile}; the path is relative to the experiment file)`
        : read.message;
    return fail([{ file, path: "$.scenario", message: `${JSON.stringify(experiment.scenario)}: ${why}` }]);
  }
  const raw: Json = read.value;
  const coreCandidates = (mod: ModInfo): readonly string[] => [
    join(dirname(mod.path), "..", "json"),
    ...(options.coreFolders ?? []),
  ];
  const base = loadParsedScenario(raw, scenarioFile, { coreCandidates });
  if (!base.ok) {
    const lines = [
      `${file}: $.scenario: the scenario ${experiment.scenario} cannot run:`,
      ...base.problems.map((p) => `  ${formatScenarioProblem(p)}`),
    ];
    for (const p of base.contentProblems.filter((x) => x.severity === "error").slice(0, 20))
      lines.push(`  ${p.file}: ${p.path}: ${p.message} [${p.rule}]`);
    return { ok: false, problems: lines };
  }
  const expanded = expandVariants(experiment.variants, file);
  if (!expanded.ok) return fail(expanded.problems);

  const paths = base.scenario.content.map((p) => (isAbsolute(p) ? p : join(dirname(scenarioFile), p)));
  const roots: readonly ReadRoot[] = planRoots(paths, [], coreCandidates).roots;
  const contents = new Map<string, Content>();
  const problems: string[] = [];
  const variants: PreparedVariant[] = [];
  for (const v of expanded.variants) {
    // A sweep over a pointer that cannot be written fails the same way for every combination.
    if (problems.length >= MAX_PROBLEMS) {
      problems.push(`${file}: further variants were not checked (the first ${MAX_PROBLEMS} problems are above)`);
      break;
    }
    let content = base.content;
    if (v.content.length > 0) {
      const key = JSON.stringify(v.content);
      const cached = contents.get(key);
      if (cached) content = cached;
      else {
        const r = loadPatchedContent(roots, v.content, base.contentProblems, v, file);
        if (!r.ok) {
          problems.push(...r.problems.map(formatExperimentProblem));
          continue;
        }
        contents.set(key, r.content);
        content = r.content;
      }
    }
    const invalid = (ps: readonly ScenarioProblem[]): string[] =>
      ps.map(
        (p) =>
          `${file}: ${v.at}: variant ${JSON.stringify(v.name)} makes the scenario invalid: ${formatScenarioProblem(p)}`,
      );
    let scenario = base.scenario;
    if (v.scenario.length > 0) {
      const patched = patchScenario(raw, v, file);
      if (!patched.ok) {
        problems.push(...patched.problems.map(formatExperimentProblem));
        continue;
      }
      const decoded = decodeScenario(patched.raw, scenarioFile);
      if (!decoded.ok) {
        problems.push(...invalid(decoded.problems));
        continue;
      }
      scenario = decoded.scenario;
    }
    if (v.scenario.length > 0 || v.content.length > 0) {
      const built = createWorld(scenario.world, content, scenario.seed, scenarioFile);
      if (!built.ok) {
        problems.push(...invalid(built.problems));
        continue;
      }
    }
    variants.push({ variant: v, scenario, content });
  }
  if (problems.length > 0) return { ok: false, problems: problems.map(clipMessage) };
  // Content is named by the files it came from: a changed content file is a different experiment.
  const files = contentFingerprint(base.contentFiles, dirname(scenarioFile));
  const fingerprint = hashJsonCold({
    scenario: raw,
    content: files.ok ? files.fingerprint : files.message,
    variants: expanded.variants.map((v) => [v.name, v.scenario, v.content]),
    metrics: experiment.metrics,
    runs: experiment.runs,
    seed: experiment.seed,
    samples: experiment.samples,
  });
  return {
    ok: true,
    prepared: { experiment, variants, fingerprint, stride: sampleStride(experiment.runs, experiment.samples) },
  };
}

const MAX_PROBLEMS = 20;

/**
 * A run the engine failed on (a step it could not carry out): the experiment's result, reported
 * as `run` reports the same failure (exit 1), not an internal error.
 */
export class RunFailed extends Error {}

/**
 * One run's metric values: its events feed the metrics as they happen (nothing of the run is
 * kept), then the final world is read. A step the engine fails on fails the run.
 */
function runOnce(pv: PreparedVariant, seed: string, metrics: readonly Metric[]): RunValue[] {
  const tally = new RunMetrics(metrics);
  // Only the events the metrics look at are made into events, copied and tallied.
  const keeps = new Set(metrics.flatMap((m) => ("event" in m ? [m.event] : [])));
  const summary = streamScenario(pv.scenario, pv.content, { seed, keeps }, { event: (e) => tally.add(e) });
  if (summary.error)
    throw new Error(
      `the engine failed on step ${summary.error.step + 1} (${summary.error.label}): ${summary.error.message}`,
    );
  return tally.values(summary.final);
}

/**
 * Runs blocks [firstBlock, endBlock) of every variant. `onRun` is told after each run index is
 * done for every variant (for progress). A run that crashes is reported with what reproduces it.
 */
export function runBlocks(
  prepared: Prepared,
  firstBlock: number,
  endBlock: number,
  onRun?: (done: number) => void,
): Part {
  const { experiment } = prepared;
  const { from, to } = runsOfBlocks(experiment.runs, firstBlock, endBlock);
  const accs = prepared.variants.map(() =>
    experiment.metrics.map((m) => new MetricAccumulator(m.name, m.type, prepared.stride, isPairType(m.type))),
  );
  for (let run = from; run < to; run++) {
    const seed = runSeed(experiment.seed, run);
    prepared.variants.forEach((pv, v) => {
      let values: RunValue[];
      try {
        values = runOnce(pv, seed, experiment.metrics);
      } catch (e) {
        throw new RunFailed(
          `run ${run} of variant ${JSON.stringify(pv.variant.name)} failed (reproduce: cdda-sim run ${pv.scenario.file} --seed '${seed}'${pv.variant.scenario.length + pv.variant.content.length > 0 ? " with the variant's values" : ""}): ${(e as Error).message}`,
        );
      }
      const row = accs[v] as MetricAccumulator[];
      values.forEach((x, m) => (row[m] as MetricAccumulator).add(run, x));
    });
    onRun?.(run - from + 1);
  }
  return {
    format: PART_FORMAT,
    experiment: experiment.name,
    fingerprint: prepared.fingerprint,
    runs: experiment.runs,
    seed: experiment.seed,
    blockSize: BLOCK_SIZE,
    sampleStride: prepared.stride,
    covered: endBlock > firstBlock ? [[firstBlock, endBlock]] : [],
    variants: prepared.variants.map((pv, v) => ({
      name: pv.variant.name,
      metrics: (accs[v] as MetricAccumulator[]).map((a) => a.finish()),
    })),
  };
}

/** Every run of the experiment on this thread. */
export function runExperiment(prepared: Prepared, onRun?: (done: number) => void): Part {
  return runBlocks(prepared, 0, blockCount(prepared.experiment.runs), onRun);
}
