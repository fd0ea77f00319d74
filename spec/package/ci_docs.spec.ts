/**
 * The ready CI files of docs/ci/ do what they say on a clean machine: the commands they run, read
 * from the files themselves, run in an empty folder laid out as they assume, with cdda-sim
 * installed from its packed tarball (it is not on the npm registry).
 *
 * ID introduced here:
 *   CI-docs-run  every `run` command of docs/ci/mod-check.yml (each job, the experiment matrix
 *                shard by shard) and the pod command and merge of docs/ci/indexed-job.yaml (every
 *                completion index) succeed on the packed package in a temp folder; none installs
 *                cdda-sim from the registry
 *
 * Running the commands installs the package over a dozen times and validates against the real
 * data: minutes, so only with CDDA_SIM_CI_DOCS=1 (`make ci-docs`); the check that nothing installs
 * from the registry always runs.
 */
import { expect } from "chai";
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { hasRealData, PROJECT_ROOT, REAL_DATA } from "../support/load.js";
import { packedTarball } from "../support/pack.js";
import { tempDir } from "../support/files.js";
import { withOurContent } from "../support/workspace.js";

interface Step {
  readonly uses?: string;
  readonly run?: string;
  readonly with?: Record<string, unknown>;
}
interface Job {
  readonly needs?: string;
  readonly env?: Record<string, string>;
  readonly strategy?: { readonly matrix: { readonly shard: readonly unknown[] } };
  readonly steps: readonly Step[];
}
interface Workflow {
  readonly env: Record<string, string>;
  readonly jobs: Record<string, Job>;
}

const docs = (name: string): string => readFileSync(join(PROJECT_ROOT, "docs", "ci", name), "utf8");

/** Runs a command as a workflow step does (bash, stop at the first failure); the output when it fails. */
function sh(command: string, cwd: string, env: Record<string, string>): { code: number | null; out: string } {
  const r = spawnSync("bash", ["-e", "-c", command], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, npm_config_prefer_offline: "true", npm_config_update_notifier: "false", ...env },
  });
  return { code: r.status, out: `$ ${command}\n${r.stdout}${r.stderr}` };
}

/** A mod repository as the workflow assumes: the mod, recordings, an experiment with targets. */
function modRepository(): string {
  const dir = withOurContent("cdda-sim-ci-docs-", ["base", "climbing"]);
  const ledge = JSON.parse(
    readFileSync(join(PROJECT_ROOT, "scenarios", "experiments", "scenarios", "ledge.json"), "utf8"),
  );
  mkdirSync(join(dir, "experiments"));
  writeFileSync(
    join(dir, "experiments", "ledge.json"),
    JSON.stringify({ ...ledge, content: ["../content/base", "../content/climbing"] }),
  );
  writeFileSync(
    join(dir, "experiments", "balance.json"),
    JSON.stringify({
      name: "descents",
      scenario: "ledge.json",
      runs: 40,
      seed: "ci",
      metrics: [{ name: "reached the bottom", type: "rate", event: "moved", where: { who: "you" } }],
      expect: [{ metric: "reached the bottom", gte: 0.5 }],
    }),
  );
  mkdirSync(join(dir, "recordings"));
  execFileSync(
    process.execPath,
    [join(PROJECT_ROOT, "bin", "cdda-sim.js"), "record", "experiments/ledge.json", "-o", "recordings/ledge.json"],
    { cwd: dir, stdio: "pipe" },
  );
  mkdirSync(join(dir, "MyMod"));
  writeFileSync(
    join(dir, "MyMod", "modinfo.json"),
    JSON.stringify([{ type: "MOD_INFO", id: "my_mod", name: "My Mod", dependencies: ["dda"] }]),
  );
  writeFileSync(
    join(dir, "MyMod", "monsters.json"),
    JSON.stringify([{ type: "MONSTER", id: "my_mod_zed", "copy-from": "mon_zombie", name: { str: "my zed" } }]),
  );
  return dir;
}

const RUN_COMMANDS = process.env["CDDA_SIM_CI_DOCS"] === "1";

describe("the CI files of docs/ci run on a clean machine (CI-docs-run)", function () {
  this.timeout(1_800_000);
  let tarball = "";
  const heavy = (ctx: Mocha.Context): void => {
    if (!RUN_COMMANDS) {
      process.stdout.write(
        "\n  CI-docs-run SKIPPED: set CDDA_SIM_CI_DOCS=1 (make ci-docs) to run docs/ci's commands\n",
      );
      ctx.skip();
    }
    tarball ||= packedTarball();
  };

  it("[CI-docs-run] none installs cdda-sim from the npm registry", () => {
    for (const f of ["mod-check.yml", "indexed-job.yaml"]) {
      const text = docs(f);
      expect(text, f).to.not.match(/npm (install|i)\b[^\n]*\bcdda-sim(?![-\w./]*\.tgz)/);
      // `npx --yes` fetches a package it does not find installed: from the registry.
      expect(text, f).to.not.match(/npx (--yes|-y) cdda-sim/);
    }
  });

  it("[CI-docs-run] mod-check.yml: every job's commands succeed on the packed package", function () {
    heavy(this);
    const wf = load(docs("mod-check.yml")) as Workflow;
    const dir = modRepository();
    // The package job: `npm pack` in cdda-sim's repository (what packedTarball did), then its `mv`.
    const pkg = wf.jobs["cdda-sim"];
    expect(pkg, "a job builds the package").to.not.equal(undefined);
    const pkgRuns = (pkg?.steps ?? []).flatMap((s) => (s.run ? [s.run] : []));
    expect(pkgRuns[0]).to.contain("npm pack");
    copyFileSync(tarball, join(dir, tarball.slice(tarball.lastIndexOf("/") + 1)));
    for (const run of pkgRuns.slice(1)) {
      const r = sh(run, dir, wf.env);
      expect(r.code, r.out).to.equal(0);
    }
    expect(existsSync(join(dir, "cdda-sim.tgz")), "the artifact the other jobs download").to.equal(true);

    const installed = new Set<string>();
    for (const [name, job] of Object.entries(wf.jobs)) {
      if (name === "cdda-sim") continue;
      expect(job.needs, `${name} waits for the package`).to.satisfy(
        (n: unknown) => n === "cdda-sim" || n === "experiment",
      );
      const checksOutGame = job.steps.some((s) => s.with?.["repository"] === "CleverRaven/Cataclysm-DDA");
      if (checksOutGame) {
        // The checkout of the game's data/json, as the step's `path` and sparse checkout place it.
        if (!hasRealData()) continue;
        const path = job.steps.find((s) => s.with?.["repository"] === "CleverRaven/Cataclysm-DDA")?.with?.["path"];
        mkdirSync(join(dir, String(path), "data"), { recursive: true });
        if (!existsSync(join(dir, String(path), "data", "json")))
          symlinkSync(REAL_DATA, join(dir, String(path), "data", "json"));
      }
      const total = job.strategy?.matrix.shard.length ?? 1;
      for (let index = 0; index < total; index++) {
        const expand = (s: string): string =>
          s
            .replace(/\$\{\{ strategy\.job-index \}\}/g, String(index))
            .replace(/\$\{\{ strategy\.job-total \}\}/g, String(total));
        const env: Record<string, string> = { ...wf.env };
        for (const [k, v] of Object.entries(job.env ?? {})) env[k] = expand(String(v));
        for (const step of job.steps) {
          if (!step.run) continue;
          // Every job installs the same artifact; on this one machine (one folder) once is enough.
          if (/^npm install\b/.test(step.run) && installed.has(step.run)) continue;
          if (/^npm install\b/.test(step.run)) installed.add(step.run);
          const r = sh(expand(step.run), dir, env);
          expect(r.code, `${name} (index ${index}): ${r.out}`).to.equal(0);
        }
      }
    }
    expect(existsSync(join(dir, "balance.csv")), "the gate merged the shards").to.equal(true);
    if (hasRealData()) {
      const sarif = JSON.parse(readFileSync(join(dir, "cdda-sim.sarif"), "utf8")) as { version: string };
      expect(sarif.version).to.equal("2.1.0");
    }
  });

  it("[CI-docs-run] indexed-job.yaml: every pod's command, then the merge, succeed on the packed package", function () {
    heavy(this);
    const manifest = load(docs("indexed-job.yaml")) as {
      spec: {
        completions: number;
        template: {
          spec: {
            containers: {
              workingDir: string;
              env: { name: string; value: string }[];
              command: string[];
              args: string[];
            }[];
          };
        };
      };
    };
    const root = tempDir("cdda-sim-k8s-");
    // The volumes: /work (the mod's repository and the package), /results (the parts).
    const local = (s: string): string =>
      s.replace(/\/work\//g, `${root}/work/`).replace(/\/results\//g, `${root}/results/`);
    mkdirSync(join(root, "work"));
    mkdirSync(join(root, "results"));
    cpSync(modRepository(), join(root, "work", "mod"), { recursive: true });
    copyFileSync(tarball, join(root, "work", "cdda-sim.tgz"));
    const pod = manifest.spec.template.spec.containers[0];
    if (!pod) throw new Error("no container");
    expect(pod.command).to.deep.equal(["sh", "-c"]);
    const env: Record<string, string> = {};
    for (const e of pod.env) env[e.name] = local(`${e.value}/`).slice(0, -1);
    // Each pod installs globally in its own container: here into a prefix of the test's own.
    const prefix = join(root, "global");
    const command = local(pod.args[0] ?? "");
    const [install, ...rest] = command.split(" && ");
    expect(install).to.match(/^npm install --global /);
    for (let i = 0; i < manifest.spec.completions; i++) {
      // Each pod installs the package in its own container; here one install serves them all.
      const r = sh(i === 0 ? command : rest.join(" && "), local(`${pod.workingDir}/`), {
        ...env,
        JOB_COMPLETION_INDEX: String(i),
        npm_config_prefix: prefix,
        PATH: `${join(prefix, "bin")}:${process.env["PATH"] ?? ""}`,
      });
      expect(r.code, `pod ${i}: ${r.out}`).to.equal(0);
    }
    const comment = docs("indexed-job.yaml")
      .split("\n")
      .filter((l) => /^#\s{3}\S/.test(l))
      .map((l) => l.replace(/^#\s+/, ""));
    expect(comment.join("\n")).to.contain("experiment merge");
    for (const command of comment) {
      const r = sh(local(command), join(root, "work", "mod"), {});
      expect(r.code, r.out).to.equal(0);
    }
  });
});
