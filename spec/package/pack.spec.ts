// covers: ARCH-doc-examples (introduced here, issue 30: every library example of the README and
//         docs/ imports "cdda-sim", never engine paths, and type-checks against the packed package),
//         ARCH-api-record (introduced here, issue 30: a recording made and replayed through the
//         public API alone is clean: every step matches, no version or content warning),
//         issue20-pack (the package installs from its tarball and works as a command and a library),
//         VIEW-package (introduced here, issue 22: the installed command writes a viewer page; its
//         front end ships prebuilt in dist/view)
import { expect } from "chai";
import { execFileSync, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../support/load.js";
import { NPM, packedTarball } from "../support/pack.js";
import { tempDir, writeJson } from "../support/files.js";

/** The README's library example, as a reader would copy it. */
function readmeExample(): string {
  const readme = readFileSync(join(PROJECT_ROOT, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Using cdda-sim as a library"));
  const code = /```js\n([\s\S]*?)\n```/.exec(section)?.[1];
  expect(code, "the README shows a library example").to.be.a("string");
  return code as string;
}

/** Every TypeScript or JavaScript example of the README and docs/ that imports the package. */
function docExamples(): { readonly where: string; readonly code: string }[] {
  const files = [
    "README.md",
    ...readdirSync(join(PROJECT_ROOT, "docs"))
      .filter((f) => f.endsWith(".md"))
      .map((f) => `docs/${f}`),
  ];
  const out: { where: string; code: string }[] = [];
  for (const file of files) {
    const text = readFileSync(join(PROJECT_ROOT, file), "utf8");
    for (const m of text.matchAll(/```(?:ts|js|typescript)\n([\s\S]*?)\n```/g)) {
      const code = m[1] ?? "";
      if (/from "(?:\.|engine\/)/.test(code))
        throw new Error(`${file}: an example imports engine paths; import from "cdda-sim"`);
      if (code.includes('from "cdda-sim"')) out.push({ where: file, code });
    }
  }
  return out;
}

describe("the published package", function () {
  this.timeout(180_000);
  let app = "";

  before(() => {
    // `npm pack` runs the build (prepack), then the tarball is installed into an empty project,
    // its dependencies from npm's cache where it has them.
    const tarball = packedTarball();
    const dir = tempDir("cdda-sim-app-");
    app = join(dir, "app");
    execFileSync("mkdir", [app]);
    writeJson(app, "package.json", { name: "app", private: true, type: "module" });
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

  it("[ARCH-api-record] the installed package records a scenario and replays it with the public API alone", () => {
    writeFileSync(
      join(app, "record.mjs"),
      [
        'import { recordScenario, replayFile, writeRecording } from "cdda-sim";',
        'const made = recordScenario("node_modules/cdda-sim/scenarios/demo/arena.json", { recordingFile: "arena.recording.json" });',
        "if (!made.ok) throw new Error(made.problems.join('\\n'));",
        'const written = writeRecording("arena.recording.json", made.recording);',
        "if (!written.ok) throw new Error(written.message);",
        'const r = replayFile("arena.recording.json");',
        "if (r.error !== undefined) throw new Error(r.error);",
        'console.log(r.report.ok, r.report.matched + "/" + r.report.total, r.report.warnings.length);',
        "",
      ].join("\n"),
    );
    const r = spawnSync(process.execPath, ["record.mjs"], { cwd: app, encoding: "utf8" });
    expect(r.stderr).to.equal("");
    expect(r.status).to.equal(0);
    // A clean recording: every step matches, and neither the engine version nor the content warns.
    expect(r.stdout).to.equal("true 6/6 0\n");
  });

  it("[ARCH-doc-examples] every library example in the README and docs/ type-checks against the installed package", () => {
    const examples = docExamples();
    expect(examples.length, "the docs show library examples").to.be.greaterThan(1);
    const names = examples.map((e, i) => {
      const name = `doc_example_${i}.ts`;
      writeFileSync(join(app, name), `// ${e.where}\nexport {};\n${e.code}\n`);
      return name;
    });
    const compilerOptions = {
      strict: true,
      module: "nodenext",
      moduleResolution: "nodenext",
      noEmit: true,
      types: ["node"],
      skipLibCheck: true,
      typeRoots: [join(PROJECT_ROOT, "node_modules", "@types")],
    };
    writeJson(app, "tsconfig.docs.json", { compilerOptions, files: names });
    const tsc = join(PROJECT_ROOT, "node_modules", "typescript", "bin", "tsc");
    const r = spawnSync(process.execPath, [tsc, "-p", "tsconfig.docs.json"], { cwd: app, encoding: "utf8" });
    expect(r.stdout + r.stderr).to.equal("");
    expect(r.status).to.equal(0);
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
