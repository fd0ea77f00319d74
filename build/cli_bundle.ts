/**
 * Bundles the command line (engine/cli/main.ts) and the worker threads it starts into
 * dist/bundle/: one file each instead of about 500 modules, which Node otherwise resolves and
 * links on every start (a start-up of about a second of CPU, paid by every command and by every
 * spec that runs the CLI). The npm packages are bundled in.
 * Each worker sits beside the command's bundle under the name its spawning module asks for
 * (`new URL("./helper.js", import.meta.url)` and the like), because inside a bundle
 * `import.meta.url` is the bundle's own address. The library (`dist/engine`) is not bundled.
 */
import { type BuildOptions, buildSync } from "esbuild";
import { rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { writeCodeCache } from "../engine/content/split/code_cache.js";
import { validateContent } from "../engine/content/split/validate.js";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Entry (source, relative to engine/) and the bundle's name in dist/bundle/. */
export const CLI_BUNDLES: readonly { readonly source: string; readonly out: string }[] = [
  { source: "cli/main.ts", out: "cli" },
  { source: "content/split/helper_start.ts", out: "helper" },
  { source: "experiment/worker.ts", out: "worker" },
  { source: "experiment/danger/sweep_worker.ts", out: "sweep_worker" },
];

export async function buildCliBundles(root: string = ROOT): Promise<void> {
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
  await buildHelperCode(root);
}

/**
 * The helper thread's code as a CommonJS script beside its entry (content/split/helper_start.ts),
 * with a V8 code cache of it (content/split/code_cache.ts): its start-up and its first calls are
 * on validate's critical path. The cache is taken after the helper has validated our own content
 * (content/: terrain, furniture, mapgen, palettes, recipes; no game data needed), so that it holds
 * the functions a validation compiles, not only the top level; with no V8 flag set, as the helper
 * starts (a flag changes the hash V8 checks a cache against).
 */
async function buildHelperCode(root: string): Promise<void> {
  const dir = join(root, "dist", "bundle");
  const out = join(dir, "helper_code.cjs");
  const common: BuildOptions = {
    bundle: true,
    platform: "node",
    target: "node20",
    mainFields: ["module", "main"],
    sourcemap: false,
    legalComments: "none",
    logLevel: "warning",
  };
  buildSync({
    ...common,
    entryPoints: [join(root, "engine", "content", "split", "helper.ts")],
    outfile: out,
    format: "cjs",
  });
  // The top level's cache first: what the helper uses should the run below not write one.
  writeCodeCache(out, join(dir, "helper_code.cache"));
  const maker = join(dir, "helper_cache.js");
  buildSync({
    ...common,
    entryPoints: [join(root, "engine", "content", "split", "helper_cache_start.ts")],
    outfile: maker,
    format: "esm",
  });
  try {
    const r = await validateContent([join(root, "content")], {
      skipUncheckedFiles: true,
      noLines: true,
      helper: pathToFileURL(maker),
    });
    if (r.threads !== 2) throw new Error(`the helper's code cache: the helper thread did not run (${r.alone ?? "?"})`);
  } finally {
    rmSync(maker, { force: true });
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await buildCliBundles();
