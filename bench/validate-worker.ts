/**
 * One measured pass in a fresh process: the baseline (read + JSON.parse of every .json file,
 * sequential, sorted), `validate` as the CLI runs it (validateContent: two threads where it can,
 * the helper's start-up included), or `validate --full`. Prints {ms, maxRssKb}.
 * The helper thread is the CLI's, the one-file bundle of `make build` (dist/bundle/helper.js),
 * when it is there: started from the compiled modules instead it loads in about three times the
 * CPU time (some 400 ms more), while the main thread reads, which the CLI never pays.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { resourceUsage } from "node:process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { listJsonFiles } from "../engine/content/json/read.js";
import { validateContent } from "../engine/content/split/validate.js";
import { SHORT_RUN_FLAGS } from "../engine/cli/jit.js";

const [mode, root] = process.argv.slice(2);
if (!root || (mode !== "baseline" && mode !== "validate" && mode !== "validate-full")) {
  process.stderr.write("usage: validate-worker baseline|validate|validate-full <folder>\n");
  process.exit(2);
}
const started = performance.now();
const cpuStart = process.cpuUsage();
let detail = 0;
let threads = 1;
if (mode === "baseline") {
  for (const file of listJsonFiles(root)) {
    const value: unknown = JSON.parse(readFileSync(file, "utf8"));
    if (Array.isArray(value)) detail += value.length;
  }
} else {
  // As the CLI runs it: `validate` by default, `validate --full`, with its JIT settings.
  const bundled = join(dirname(fileURLToPath(import.meta.url)), "..", "bundle", "helper.js");
  const r = await validateContent([root], {
    skipUncheckedFiles: mode === "validate",
    noLines: true,
    jitFlags: SHORT_RUN_FLAGS,
    ...(existsSync(bundled) ? { helper: pathToFileURL(bundled) } : {}),
  });
  detail = r.problems.length;
  threads = r.threads;
  if (r.alone !== undefined) process.stderr.write(`(validated on one thread: ${r.alone})\n`);
}
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpuStart);
const cpuMs = (cpu.user + cpu.system) / 1000;
process.stdout.write(`${JSON.stringify({ ms, cpuMs, maxRssKb: resourceUsage().maxRSS, detail, threads })}\n`);
