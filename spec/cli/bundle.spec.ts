/**
 * The command line as it is shipped: one esbuild bundle (dist/bundle/cli.js, build/cli_bundle.ts)
 * with its worker threads beside it, chosen by the launcher when the build is current.
 *   ARCH-cli-bundle   every command loads from the bundle (its module is imported lazily, on demand)
 *                     and answers --help, listing -h, --help among its options; the workers a command starts are bundled beside it under
 *                     the names the spawning modules ask for
 *   PERF-helper-code-cache  validate's helper thread runs its code as a script beside its entry
 *                     (dist/bundle/helper_code.cjs) with the V8 code cache made at build time,
 *                     which the Node that built it accepts; without the cache (or with one V8
 *                     refuses) the code is compiled as usual and does the same. The cache is
 *                     taken after the helper has validated content/, so it holds more compiled
 *                     functions than a cache of the top level alone
 */
import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { CLI_BUNDLES } from "../../build/cli_bundle.js";
import { writeCodeCache } from "../../engine/content/split/code_cache.js";
import { tempDir } from "../support/files.js";
import { PROJECT_ROOT } from "../support/load.js";

const BUNDLE = join(PROJECT_ROOT, "dist", "bundle");
const COMMANDS = [
  "validate",
  "run",
  "record",
  "replay",
  "view",
  "camp",
  "experiment",
  "danger",
  "schema",
  "format",
  "show",
  "lsp",
];

describe("[ARCH-cli-bundle] the bundled command line (make build)", function () {
  this.timeout(120_000);

  it("[ARCH-cli-bundle] the launcher runs the bundle, which lists every command in its help", () => {
    const launcher = readFileSync(join(PROJECT_ROOT, "bin", "cdda-sim.js"), "utf8");
    expect(launcher).to.contain('join(root, "dist", "bundle", "cli.js")');
    const r = spawnSync(process.execPath, [join(BUNDLE, "cli.js"), "--help"], { encoding: "utf8" });
    expect(r.status, r.stderr).to.equal(0);
    for (const c of COMMANDS) expect(r.stdout).to.match(new RegExp(`^  ${c}\\b`, "m"));
  });

  it("[ARCH-cli-bundle] every command's module loads from the bundle and answers --help", () => {
    for (const c of COMMANDS) {
      const r = spawnSync(process.execPath, [join(BUNDLE, "cli.js"), c, "--help"], { encoding: "utf8" });
      expect(r.status, `${c}: ${r.stderr}`).to.equal(0);
      expect(r.stdout.length, c).to.be.greaterThan(40);
      // Every command's help lists the help option among its options (danger's once lacked it).
      expect(r.stdout, c).to.contain("-h, --help");
      expect(r.stderr, c).to.equal("");
    }
  });

  it("[ARCH-cli-bundle] each worker a module starts is bundled beside the command, under its own name", () => {
    const names = CLI_BUNDLES.map((b) => b.out);
    expect(new Set(names).size, "distinct names").to.equal(names.length);
    for (const b of CLI_BUNDLES) {
      expect(existsSync(join(BUNDLE, `${b.out}.js`)), b.out).to.equal(true);
      expect(existsSync(join(PROJECT_ROOT, "engine", b.source)), b.source).to.equal(true);
    }
    // The names the spawning modules ask for, beside their import.meta.url.
    const asked = [
      [join("engine", "content", "split", "validate.ts"), '"./helper.js"'],
      [join("engine", "experiment", "parallel.ts"), '"./worker"'],
      [join("engine", "experiment", "danger", "parallel.ts"), '"./sweep_worker"'],
    ] as const;
    for (const [file, name] of asked) expect(readFileSync(join(PROJECT_ROOT, file), "utf8"), file).to.contain(name);
  });

  it("[PERF-helper-code-cache] the helper's code cache is accepted, a missing one is done without, and the bundled helper validates on its thread", () => {
    // Fresh processes: a V8 flag set earlier in this one (the split specs set some) changes the
    // hash V8 checks a cache against.
    const codeCache = pathToFileURL(join(PROJECT_ROOT, "dist", "engine", "content", "split", "code_cache.js")).href;
    const used = (cache: string): unknown => {
      const r = spawnSync(
        process.execPath,
        [
          "--input-type=module",
          "-e",
          `import { runCached } from ${JSON.stringify(codeCache)};
          process.stdout.write(JSON.stringify(runCached(${JSON.stringify(join(BUNDLE, "helper_code.cjs"))}, ${JSON.stringify(cache)})));`,
        ],
        { encoding: "utf8" },
      );
      expect(r.status, r.stderr).to.equal(0);
      return JSON.parse(r.stdout);
    };
    expect(used(join(BUNDLE, "helper_code.cache"))).to.deep.equal({ cacheUsed: true });
    expect(used(join(BUNDLE, "no_such.cache"))).to.deep.equal({ cacheUsed: false });
    const topLevel = join(tempDir("cdda-sim-cache-"), "top_level.cache");
    writeCodeCache(join(BUNDLE, "helper_code.cjs"), topLevel);
    expect(statSync(join(BUNDLE, "helper_code.cache")).size, "after a validation").to.be.greaterThan(
      statSync(topLevel).size * 1.3,
    );
    const validate = pathToFileURL(join(PROJECT_ROOT, "dist", "engine", "content", "split", "validate.js")).href;
    const helper = pathToFileURL(join(BUNDLE, "helper.js")).href;
    // A script file: a worker thread inherits node's options, and --input-type is refused there.
    const script = join(tempDir("cdda-sim-helper-"), "validate.mjs");
    writeFileSync(
      script,
      `import { validateContent } from ${JSON.stringify(validate)};
      const r = await validateContent(["content"], { skipUncheckedFiles: true, noLines: true, helper: new URL(${JSON.stringify(helper)}) });
      process.stdout.write(JSON.stringify({ threads: r.threads, alone: r.alone ?? null }));`,
    );
    const r = spawnSync(process.execPath, [script], { encoding: "utf8", cwd: PROJECT_ROOT });
    expect(r.status, r.stderr).to.equal(0);
    expect(JSON.parse(r.stdout)).to.deep.equal({ threads: 2, alone: null });
  });
});
