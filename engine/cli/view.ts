/** `cdda-sim view <recording|scenario> -o <page.html>`: one self-contained HTML page showing a run. */
import { existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { writeFileAtomic } from "../content/json/write.js";
import { dirname, join } from "node:path";
import { readJsonFile } from "../content/json/read.js";
import { ASSET_DIR, readViewerAssets, viewerHtml } from "../view/html.js";
import { formatMember } from "../scenario/recording_stream.js";
import { type ViewBuild, viewOfRecording, viewOfScenario } from "../view/sources.js";
import { parseFileToOut, UsageError } from "./args.js";
import { coreDataCandidates, engineVersion, projectRoot } from "./paths.js";
import { ALLOW_CONTENT_ERRORS_HELP, scenarioOrReport } from "./scenario_input.js";

export const VIEW_HELP = `Usage: cdda-sim view [options] <recording.json | scenario.json> -o <page.html>

Writes one HTML file that shows a run, to open in any browser (no server, no network: its script,
style and data are inside it). A recording is replayed with the engine as it is now (the page says
whether the replay matches the recording); a scenario is run. The page shows the map of every level
(terrain, furniture and fields with the content's symbols and colours), the creatures with their
names and hit points, a slider and play and step buttons over the steps and the turns inside ticks,
the events of the current step (filterable by type), the selected creature's state (effects, grabs,
inventory), the step's state changes, and the seed, content fingerprint and commands that re-run it.
docs/view.md tells more.

Options:
  -o, --out <file>  where to write the page (required; folders are created)
  --seed <seed>     run a scenario with another seed than the file's (not for a recording)
${ALLOW_CONTENT_ERRORS_HELP}
  -h, --help        show this help

Exit status: 0 when the page was written, 2 when the input cannot be read or run or the page cannot
be written.`;

const RECORDING_FAMILY = "cdda-sim-recording@";

export function viewCommand(argv: readonly string[]): number {
  const parsed = parseFileToOut(argv, "view", VIEW_HELP, {
    input: "a recording or a scenario file",
    outHint: "<page.html>",
  });
  if (!parsed) return 0;
  const { args, file, out, seed } = parsed;
  // A recording is told by its first member, without reading it whole (it may be hundreds of megabytes).
  const isRecording = formatMember(file)?.startsWith(RECORDING_FAMILY) === true;
  if (!isRecording) {
    const read = readJsonFile(file, "a recording or a scenario file");
    if (!read.ok) {
      process.stderr.write(`cdda-sim view: ${file}: ${read.message}\n`);
      return 2;
    }
  }
  if (isRecording && seed !== undefined)
    throw new UsageError("--seed is for a scenario; a recording replays with its own seed");
  if (isRecording && args.flags.has("allow-content-errors"))
    throw new UsageError("--allow-content-errors is for a scenario; a recording replays as it was recorded");

  const assetDir = join(projectRoot(), ASSET_DIR);
  const assets = readViewerAssets(assetDir);
  if (!assets.ok) {
    process.stderr.write(`cdda-sim view: ${assets.message}\n`);
    return 2;
  }
  const sources = join(projectRoot(), "engine", "view", "app");
  if (existsSync(sources) && newestFile(sources) > assets.builtAt)
    process.stderr.write(`cdda-sim view: warning: ${assetDir} is older than engine/view/app; run "make build"\n`);

  let built: ViewBuild;
  if (isRecording) {
    built = viewOfRecording(file, {
      engineVersion: engineVersion(),
      coreCandidates: (mod) => coreDataCandidates(mod.path),
    });
  } else {
    const loaded = scenarioOrReport(file, { allowContentErrors: args.flags.has("allow-content-errors") });
    if (!loaded) return 2;
    built = viewOfScenario(file, loaded, { engineVersion: engineVersion(), ...(seed !== undefined ? { seed } : {}) });
  }
  if (!built.ok) {
    process.stderr.write(`cdda-sim view: ${built.message}\n`);
    return 2;
  }
  const html = viewerHtml(built.data, assets.assets);
  try {
    mkdirSync(dirname(out), { recursive: true });
    writeFileAtomic(out, html);
  } catch (e) {
    process.stderr.write(`cdda-sim view: cannot write ${out}: ${(e as NodeJS.ErrnoException).code ?? String(e)}\n`);
    return 2;
  }
  const d = built.data;
  const lines = [
    `Wrote ${out}: ${JSON.stringify(d.meta.name)}, ${d.steps.length} step(s) in ${d.frames.length} frame(s), ${kilobytes(html)} KB. Open it in a browser.`,
  ];
  if (isRecording && !d.meta.check.some((l) => l.includes("replay matches")))
    lines.push("Note: the replay differs from the recording; the page shows the run as replayed now and says where.");
  process.stdout.write(`${lines.join("\n")}\n`);
  return 0;
}

function newestFile(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestFile(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function kilobytes(text: string): string {
  return (Buffer.byteLength(text) / 1024).toFixed(0);
}
