/**
 * The helper thread's entry as the command line ships it (dist/bundle/helper.js, see
 * build/cli_bundle.ts): the helper's code (helper.ts) bundled as a script beside it, run with the
 * code cache made at build time (code_cache.ts).
 */
import { fileURLToPath } from "node:url";
import { runCached } from "./code_cache.js";

runCached(
  fileURLToPath(new URL("./helper_code.cjs", import.meta.url)),
  fileURLToPath(new URL("./helper_code.cache", import.meta.url)),
);
