/**
 * validate's threads measured apart, this build against another in pairs of fresh processes
 * (alternating, so a slow spell of a shared machine hits both alike):
 *   node dist/bench/validate-threads.js <data> <other dist> [pairs]
 * e.g. `node dist/bench/validate-threads.js /work/shared/cdda/data/json /work/main/dist 20`.
 * Each run validates as bench/validate-worker.ts does (the CLI's options and JIT flags, the
 * build's bundled helper) with the helper entered through validate-helper-cpu.ts, and prints the
 * wall time, the CPU time of all threads and the helper thread's own CPU time; then the medians
 * and the paired medians of the differences (this build minus the other).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { validateContent as ValidateContent } from "../engine/content/split/validate.js";

interface Run {
  readonly ms: number;
  readonly cpuMs: number;
  readonly helperMs: number;
  readonly problems: number;
  readonly threads: number;
}

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);

async function child(dist: string, root: string): Promise<void> {
  const content = (await import(pathToFileURL(join(dist, "engine/content/split/validate.js")).href)) as {
    validateContent: typeof ValidateContent;
  };
  const jit = (await import(pathToFileURL(join(dist, "engine/cli/jit.js")).href)) as { SHORT_RUN_FLAGS: string };
  const file = `/tmp/validate-helper-cpu-${process.pid}.json`;
  process.env["VALIDATE_HELPER"] = pathToFileURL(join(dist, "bundle", "helper.js")).href;
  process.env["VALIDATE_HELPER_OUT"] = file;
  const started = performance.now();
  const cpu0 = process.cpuUsage();
  const r = await content.validateContent([root], {
    skipUncheckedFiles: true,
    noLines: true,
    jitFlags: jit.SHORT_RUN_FLAGS,
    helper: pathToFileURL(join(here, "validate-helper-cpu.js")),
  });
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpu0);
  // The helper writes its figure before each message it posts; the last one comes before its answers.
  for (let i = 0; i < 100 && !existsSync(file); i++) await new Promise((done) => setTimeout(done, 10));
  const helper = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as { cpuMs: number }).cpuMs : -1;
  rmSync(file, { force: true });
  const run: Run = {
    ms: Math.round(ms),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    helperMs: helper,
    problems: r.problems.length,
    threads: r.threads,
  };
  process.stdout.write(`${JSON.stringify(run)}\n`);
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0
    ? 0
    : s.length % 2
      ? (s[(s.length - 1) / 2] as number)
      : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2;
};

function pairs(root: string, other: string, n: number): void {
  const self = join(here, "..");
  const runOf = (dist: string): Run =>
    JSON.parse(
      execFileSync(process.execPath, [fileURLToPath(import.meta.url), "--child", dist, root], { encoding: "utf8" }),
    ) as Run;
  const mine: Run[] = [];
  const theirs: Run[] = [];
  for (let i = 0; i < n; i++) {
    theirs.push(runOf(other));
    mine.push(runOf(self));
    process.stdout.write(`pair ${i + 1}: other ${JSON.stringify(theirs[i])}  this ${JSON.stringify(mine[i])}\n`);
  }
  for (const key of ["helperMs", "cpuMs", "ms"] as const) {
    const diffs = mine.map((m, i) => m[key] - (theirs[i] as Run)[key]);
    process.stdout.write(
      `${key}: other ${median(theirs.map((r) => r[key]))}, this ${median(mine.map((r) => r[key]))} by median; ` +
        `paired median ${median(diffs)}, this lower in ${diffs.filter((d) => d < 0).length} of ${n}\n`,
    );
  }
  const problems = new Set([...mine, ...theirs].map((r) => r.problems));
  process.stdout.write(`problems: ${[...problems].join(", ")}\n`);
}

const USAGE =
  "usage: node dist/bench/validate-threads.js <data folder> <other build's dist folder> [pairs, default 10]";

/** A bad argument is said with the usage, exit 2: never a stack trace from a child that cannot start. */
function refuse(problem: string): never {
  process.stderr.write(`validate-threads: ${problem}\n${USAGE}\n`);
  process.exit(2);
}

if (args[0] === "--child") await child(resolve(args[1] ?? ""), resolve(args[2] ?? ""));
else {
  const [data, other, count] = args;
  if (data === undefined || other === undefined) refuse("a data folder and another build's dist folder are needed");
  if (!existsSync(data)) refuse(`no data folder at ${data}`);
  const validate = join(resolve(other), "engine", "content", "split", "validate.js");
  if (!existsSync(validate)) refuse(`${other} is not a built dist folder (no ${validate}): run make build there`);
  const n = Number(count ?? 10);
  if (!Number.isInteger(n) || n < 1) refuse(`pairs must be a whole number of at least 1, not "${count}"`);
  pairs(resolve(data), resolve(other), n);
}
