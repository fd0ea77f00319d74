/**
 * Bundles the command line (engine/cli/main.ts) and the worker threads it starts into
 * dist/bundle/: one file each instead of about 500 modules, which Node otherwise resolves and
 * links on every start (a start-up of about a second of CPU, paid by every command and by every
 * spec that runs the CLI). The npm packages are bundled in.
 * Each worker sits beside the command's bundle under the name its spawning module asks for
 * (`new URL("./helper.js", import.meta.url)` and the like), because inside a bundle
 * `import.meta.url` is the bundle's own address. The library (`dist/engine`) is not bundled.
 */
import { buildSync } from "esbuild";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { writeCodeCache } from "../engine/content/split/code_cache.js";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Entry (source, relative to engine/) and the bundle's name in dist/bundle/. */
export const CLI_BUNDLES: readonly { readonly source: string; readonly out: string }[] = [
  { source: "cli/main.ts", out: "cli" },
  { source: "content/split/helper_start.ts", out: "helper" },
  { source: "experiment/worker.ts", out: "worker" },
  { source: "experiment/danger/sweep_worker.ts", out: "sweep_worker" },
];

export function buildCliBundles(root: string = ROOT): void {
  buildSync({
    entryPoints: CLI_BUNDLES.map((b) => ({ in: join(root, "engine", b.source), out: b.out })),
    outdir: join(root, "dist", "bundle"),
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    // The packages are bundled too (their ESM builds where they ship one): loading io-ts, fp-ts and
    // the language server's modules one by one costs a third of the start-up.
    mainFields: ["module", "main"],
    // CommonJS packages inside an ES module bundle call `require`.
    banner: {
      js: 'import { createRequire as cddaSimRequire } from "node:module"; const require = cddaSimRequire(import.meta.url);',
    },
    outExtension: { ".js": ".js" },
    sourcemap: false,
    legalComments: "none",
    logLevel: "warning",
  });
  buildHelperCode(root);
}

/**
 * The helper thread's code as a CommonJS script beside its entry (content/split/helper_start.ts),
 * with a V8 code cache of it (content/split/code_cache.ts): its start-up is on validate's critical
 * path. The cache is made here, with no V8 flag set, as the helper starts.
 */
function buildHelperCode(root: string): void {
  const out = join(root, "dist", "bundle", "helper_code.cjs");
  buildSync({
    entryPoints: [join(root, "engine", "content", "split", "helper.ts")],
    outfile: out,
    bundle: true,
    format: "cjs",
    platform: "node",
    target: "node20",
    mainFields: ["module", "main"],
    sourcemap: false,
    legalComments: "none",
    logLevel: "warning",
  });
  writeCodeCache(out, join(root, "dist", "bundle", "helper_code.cache"));
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) buildCliBundles();
