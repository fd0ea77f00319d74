/**
 * Reading a scenario file: parse, decode, load its content (paths relative to the file), and
 * build its world once, so that every problem — syntax, shape, missing content, bad ids, bad
 * positions — is reported before anything runs. Never throws on bad input.
 */
import { existsSync } from "node:fs";
import { dirname, join, isAbsolute } from "node:path";
import { loadContent, type Content, type LoadResult } from "../content/load.js";
import type { ReadRoot } from "../content/json/read.js";
import { listJsonFiles, readJsonFile } from "../content/json/read.js";
import { planRoots, type ModInfo } from "../content/mods.js";
import { clipMessage, countBySeverity, type Problem } from "../content/problems.js";
import { decodeScenario, type ScenarioProblem } from "./format.js";
import { createWorld } from "./setup.js";
import type { Scenario } from "./types.js";

export interface LoadedScenario {
  readonly ok: true;
  readonly scenario: Scenario;
  /** The scenario JSON as read, before decoding (a recording keeps it as written). */
  readonly raw: unknown;
  readonly content: Content;
  /** Every .json file the content came from, in load order (for fingerprinting recordings). */
  readonly contentFiles: readonly string[];
  /** Warnings the content loaded with (errors make the load fail). */
  readonly contentProblems: readonly Problem[];
}

export interface FailedScenario {
  readonly ok: false;
  readonly problems: readonly ScenarioProblem[];
  /** The content's own problems, when loading got that far (print them with formatProblem). */
  readonly contentProblems: readonly Problem[];
}

export type ScenarioLoad = LoadedScenario | FailedScenario;

export interface ScenarioLoadOptions {
  /** Folders that may hold the core game data for a content folder that is a mod depending on `dda`. */
  readonly coreCandidates?: (mod: ModInfo) => readonly string[];
  /**
   * Run even though the content has errors: the objects with errors are left out of the content
   * (a scenario that uses one fails at set-up, naming it); the errors stay in `contentProblems`.
   */
  readonly allowContentErrors?: boolean;
  /**
   * Loads the content folders (default: loadContent). A caller that loads many scenarios over the
   * same content (a test suite, a tool) may hand back a result it loaded before: content is never
   * changed by a run.
   */
  readonly loadContent?: (roots: readonly ReadRoot[]) => LoadResult;
}

/** Reads, decodes and checks a scenario file, and loads its content. */
export function loadScenario(file: string, options: ScenarioLoadOptions = {}): ScenarioLoad {
  const parsed = readJsonFile(file, "a scenario file");
  if (!parsed.ok) return failed([{ file, path: "$", message: parsed.message }]);
  return loadParsedScenario(parsed.value, file, options);
}

/** The same, for a scenario already parsed (`file` still locates its content). */
export function loadParsedScenario(raw: unknown, file: string, options: ScenarioLoadOptions = {}): ScenarioLoad {
  const decoded = decodeScenario(raw, file);
  if (!decoded.ok) return failed(decoded.problems);
  const scenario = decoded.scenario;

  const base = dirname(file);
  const paths: string[] = [];
  const problems: ScenarioProblem[] = [];
  scenario.content.forEach((p, i) => {
    const path = isAbsolute(p) ? p : join(base, p);
    if (!existsSync(path))
      problems.push({
        file,
        path: `$.content[${i}]`,
        message: `${JSON.stringify(p)} does not exist (looked for ${path}; content paths are relative to the scenario file)`,
      });
    else paths.push(path);
  });
  if (problems.length > 0) return failed(problems);

  const plan = planRoots(paths, [], options.coreCandidates ?? ((mod) => [join(dirname(mod.path), "..", "json")]));
  for (const m of plan.missing) problems.push({ file, path: "$.content", message: m });
  if (problems.length > 0) return failed(problems);
  const loaded = (options.loadContent ?? loadContent)(plan.roots);
  const { errors } = countBySeverity(loaded.problems);
  if (errors > 0 && !options.allowContentErrors) {
    return failed(
      [
        {
          file,
          path: "$.content",
          message: `the content has ${errors} error${errors === 1 ? "" : "s"} (listed below), which block${errors === 1 ? "s" : ""} the run: fix ${errors === 1 ? "it" : "them"}, or pass --allow-content-errors to run without the objects that have errors (cdda-sim validate shows the same list)`,
        },
      ],
      loaded.problems,
    );
  }

  const built = createWorld(scenario.world, loaded.content, scenario.seed, file);
  if (!built.ok) return failed(built.problems, loaded.problems);

  const contentFiles: string[] = [];
  const seen = new Set<string>();
  for (const root of plan.roots) {
    for (const f of listJsonFiles(root.path, root.skip)) {
      if (seen.has(f)) continue;
      seen.add(f);
      contentFiles.push(f);
    }
  }
  return { ok: true, scenario, raw, content: loaded.content, contentFiles, contentProblems: loaded.problems };
}

function failed(problems: readonly ScenarioProblem[], contentProblems: readonly Problem[] = []): FailedScenario {
  return { ok: false, problems: problems.map((p) => ({ ...p, message: clipMessage(p.message) })), contentProblems };
}
