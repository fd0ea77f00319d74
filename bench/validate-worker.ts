/**
 * One measured pass in a fresh process: either the baseline (read + JSON.parse of every .json
 * file, sequential, sorted) or the full validate load. Prints {ms, maxRssKb} as JSON.
 */
import { readFileSync } from "node:fs";
import { resourceUsage } from "node:process";
import { listJsonFiles } from "../engine/content/json/read.js";
import { loadContent } from "../engine/content/load.js";

const [mode, root] = process.argv.slice(2);
if (!root || (mode !== "baseline" && mode !== "validate")) {
  process.stderr.write("usage: validate-worker baseline|validate <folder>\n");
  process.exit(2);
}
const started = performance.now();
let detail = 0;
if (mode === "baseline") {
  for (const file of listJsonFiles(root)) {
    const value: unknown = JSON.parse(readFileSync(file, "utf8"));
    if (Array.isArray(value)) detail += value.length;
  }
} else {
  detail = loadContent([root]).problems.length;
}
const ms = performance.now() - started;
process.stdout.write(`${JSON.stringify({ ms, maxRssKb: resourceUsage().maxRSS, detail })}\n`);
