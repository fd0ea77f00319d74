/** Loading a scenario for a CLI command, with every problem printed for a person. */
import { formatProblem } from "../content/problems.js";
import { formatScenarioProblem } from "../scenario/format.js";
import { loadScenario, type LoadedScenario } from "../scenario/load.js";
import { coreDataCandidates } from "./paths.js";

/** The option run and record share: run on content with errors (the objects with errors left out). */
export const ALLOW_CONTENT_ERRORS_HELP =
  "  --allow-content-errors  run even though the content has errors: the objects with errors are\n" +
  "                          left out (a scenario that uses one stops at set-up); the errors are listed";

/** The loaded scenario, or undefined after printing why it cannot run. */
export function scenarioOrReport(
  file: string,
  options: { allowContentErrors?: boolean } = {},
): LoadedScenario | undefined {
  const loaded = loadScenario(file, {
    coreCandidates: (mod) => coreDataCandidates(mod.path),
    allowContentErrors: options.allowContentErrors === true,
  });
  if (loaded.ok) {
    const contentErrors = loaded.contentProblems.filter((p) => p.severity === "error");
    if (contentErrors.length > 0) {
      const lines = [
        `cdda-sim: running ${file} although its content has ${contentErrors.length} error(s); these objects are left out:`,
      ];
      for (const p of contentErrors.slice(0, 50)) lines.push(`  ${formatProblem(p)}`);
      if (contentErrors.length > 50)
        lines.push(`  ... and ${contentErrors.length - 50} more (cdda-sim validate lists them all)`);
      process.stderr.write(`${lines.join("\n")}\n`);
    }
    return loaded;
  }
  const lines = [`cdda-sim: ${file} cannot run:`];
  for (const p of loaded.problems) lines.push(`  ${formatScenarioProblem(p)}`);
  const contentErrors = loaded.contentProblems.filter((p) => p.severity === "error");
  for (const p of contentErrors.slice(0, 50)) lines.push(`  ${formatProblem(p)}`);
  if (contentErrors.length > 50)
    lines.push(`  ... and ${contentErrors.length - 50} more content errors (run cdda-sim validate on the content)`);
  process.stderr.write(`${lines.join("\n")}\n`);
  return undefined;
}
