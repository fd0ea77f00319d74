/**
 * The helper thread as `make build` runs it once, to write its code cache (build/cli_bundle.ts):
 * helper_start.ts's code compiled without a cache, and the cache taken when the main side's last
 * message comes, after the helper has registered and checked everything (PERF-helper-code-cache).
 * Only answering the main side's references, a few small functions, is left out.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parentPort } from "node:worker_threads";
import { runForCache } from "./code_cache.js";
import type { ToHelper } from "./messages.js";

const code = fileURLToPath(new URL("./helper_code.cjs", import.meta.url));
const cache = fileURLToPath(new URL("./helper_code.cache", import.meta.url));
let take: (() => Buffer) | undefined;
// Listening before the helper's code does, this runs before the helper answers: the main side
// ends the worker once it has the answers.
parentPort?.on("message", (m: ToHelper) => {
  if (m.type === "refs" && take) writeFileSync(cache, take());
});
take = runForCache(code);
