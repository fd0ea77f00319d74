/**
 * The command line as it is shipped: one esbuild bundle (dist/bundle/cli.js, build/cli_bundle.ts)
 * with its worker threads beside it, chosen by the launcher when the build is current.
 *   ARCH-cli-bundle   every command loads from the bundle (its module is imported lazily, on demand)
 *                     and answers --help, listing -h, --help among its options; the workers a command starts are bundled beside it under
 *                     the names the spawning modules ask for
 */
import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CLI_BUNDLES } from "../../build/cli_bundle.js";
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
});
