/** Loading a scenario for a CLI command, with every problem printed for a person. */
import { formatProblem } from "../content/problems.js";
import { formatScenarioProblem } from "../scenario/format.js";
import { loadScenario, type LoadedScenario } from "../scenario/load.js";
import { coreDataCandidates } from "./paths.js";

/** The loaded scenario, or undefined after printing why it cannot run. */
export function scenarioOrReport(file: string): LoadedScenario | undefined {
  const loaded = loadScenario(file, { coreCandidates: (mod) => coreDataCandidates(mod.path) });
  if (loaded.ok) return loaded;
  const lines = [`cdda-sim: ${file} cannot run:`];
  for (const p of loaded.problems) lines.push(`  ${formatScenarioProblem(p)}`);
  const contentErrors = loaded.contentProblems.filter((p) => p.severity === "error");
  for (const p of contentErrors.slice(0, 50)) lines.push(`  ${formatProblem(p)}`);
  if (contentErrors.length > 50)
    lines.push(`  ... and ${contentErrors.length - 50} more content errors (run cdda-sim validate on the content)`);
  process.stderr.write(`${lines.join("\n")}\n`);
  return undefined;
}
