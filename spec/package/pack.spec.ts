// covers: issue20-pack (the package installs from its tarball and works as a command and a library),
//         VIEW-package (introduced here, issue 22: the installed command writes a viewer page; its
//         front end ships prebuilt in dist/view)
import { expect } from "chai";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PROJECT_ROOT } from "../support/load.js";
import { NPM, packedTarball } from "../support/pack.js";

/** The README's library example, as a reader would copy it. */
function readmeExample(): string {
  const readme = readFileSync(join(PROJECT_ROOT, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Using cdda-sim as a library"));
  const code = /```js\n([\s\S]*?)\n```/.exec(section)?.[1];
  expect(code, "the README shows a library example").to.be.a("string");
  return code as string;
}

describe("the published package", function () {
  this.timeout(180_000);
  let app = "";

  before(() => {
    // `npm pack` runs the build (prepack), then the tarball is installed into an empty project,
    // its dependencies from npm's cache where it has them.
    const tarball = packedTarball();
    const dir = mkdtempSync(join(tmpdir(), "cdda-sim-app-"));
    app = join(dir, "app");
    execFileSync("mkdir", [app]);
    writeFileSync(join(app, "package.json"), JSON.stringify({ name: "app", private: true, type: "module" }));
    execFileSync(NPM, ["install", "--prefer-offline", "--no-audit", "--no-fund", "--silent", tarball], {
      cwd: app,
      stdio: "pipe",
    });
  });

  it("[issue20-pack] `npx cdda-sim --help` works in a fresh folder", () => {
    const r = spawnSync(NPM, ["exec", "--offline", "--", "cdda-sim", "--help"], { cwd: app, encoding: "utf8" });
    expect(r.status, r.stderr).to.equal(0);
    expect(r.stdout).to.contain("Usage: cdda-sim <command>");
  });

  it("[issue20-pack] the installed command runs a demo scenario shipped in the package", () => {
    const demo = join(app, "node_modules", "cdda-sim", "scenarios", "demo", "arena.json");
    const r = spawnSync(NPM, ["exec", "--offline", "--", "cdda-sim", "run", demo], { cwd: app, encoding: "utf8" });
    expect(r.status, r.stderr).to.equal(0);
    expect(r.stdout).to.contain("expectation(s) met");
  });

  it("[VIEW-package] the installed command writes the viewer page of a demo shipped in the package", () => {
    const demo = join(app, "node_modules", "cdda-sim", "scenarios", "demo", "arena.json");
    const r = spawnSync(NPM, ["exec", "--offline", "--", "cdda-sim", "view", demo, "-o", "arena.html"], {
      cwd: app,
      encoding: "utf8",
    });
    expect(r.stderr).to.equal("");
    expect(r.status).to.equal(0);
    const html = readFileSync(join(app, "arena.html"), "utf8");
    expect(html).to.contain('id="cdda-sim-data"');
    // The front end is inlined from the package's prebuilt bundle.
    expect(html).to.match(/<script>[\s\S]{10000,}<\/script>/);
  });

  it("[issue20-api] the README's library example runs against the installed package", () => {
    writeFileSync(join(app, "example.mjs"), readmeExample());
    const r = spawnSync(process.execPath, ["example.mjs"], { cwd: app, encoding: "utf8" });
    expect(r.stderr).to.equal("");
    expect(r.status).to.equal(0);
    expect(r.stdout).to.match(/^arena: 6 steps, 0 failed expectations\n/);
  });

  it("[issue20-api] the published type declarations type-check a TypeScript user of the API", () => {
    writeFileSync(
      join(app, "use.ts"),
      [
        'import { type World, type SimEvent, loadScenario, runScenario, tick } from "cdda-sim";',
        'const loaded = loadScenario("node_modules/cdda-sim/scenarios/demo/arena.json");',
        "if (loaded.ok) {",
        "  const run = runScenario(loaded.scenario, loaded.content);",
        "  const last: World = run.steps[run.steps.length - 1]?.world ?? run.initial;",
        "  const events: readonly SimEvent[] = tick(last, loaded.content, 3).events;",
        "  console.log(events.length);",
        "}",
        "",
      ].join("\n"),
    );
    // No @types of its own: the declarations must stand on what they import.
    const compilerOptions = { strict: true, module: "nodenext", moduleResolution: "nodenext", noEmit: true, types: [] };
    writeFileSync(
      join(app, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { ...compilerOptions, skipLibCheck: true }, files: ["use.ts"] }),
    );
    const tsc = join(PROJECT_ROOT, "node_modules", "typescript", "bin", "tsc");
    const r = spawnSync(process.execPath, [tsc, "-p", "tsconfig.json"], { cwd: app, encoding: "utf8" });
    expect(r.stdout + r.stderr).to.equal("");
    expect(r.status).to.equal(0);
  });
});
