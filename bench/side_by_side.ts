/**
 * `make bench-compare BASE=<commit> [BENCHES="arena real_fight"]`: the bench files of this checkout
 * and of another commit, run alternately in fresh processes on the same machine (a busy or noisy
 * machine then slows both alike), and each figure of this checkout beside the same figure of the
 * base with their ratio. The base is exported with `git archive` into a temporary folder beside
 * this checkout's node_modules and built there; nothing in this checkout changes.
 *
 * `BENCHES=danger_ab` runs bench/danger_ab.ts instead: both builds in one process, the danger
 * bench's cells alternately (for a loaded machine, where fresh processes in turn are too noisy).
 *
 * Figures are paired by line: a line whose words (numbers left out) match in both outputs is a
 * pair, and its numbers are compared in order. A line without such a pair is paired by its label (the
 * words before its first colon) and its numbers by the word after each ("ms", "monster-turns/s"),
 * so that a bench whose wording changed since the base still compares. Lines the base lacks are
 * printed as new.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const DATA = process.env["CDDA_DATA"] ?? join(HERE, "..", "shared", "cdda", "data", "json");
/** Each bench file and the argument it takes. */
const ALL: Readonly<Record<string, readonly string[]>> = {
  validate: [DATA],
  arena: [],
  camp_walk: [DATA],
  real_fight: [DATA],
  long_run: [],
  view: [],
  experiment: [],
  danger: [DATA],
  // Not a bench of its own: both builds in one process (bench/danger_ab.ts).
  danger_ab: [],
};

function usage(message: string): never {
  process.stderr.write(
    `bench-compare: ${message}\nusage: make bench-compare BASE=<commit> [BENCHES="${Object.keys(ALL).join(" ")}"] [ROUNDS=2]\n`,
  );
  process.exit(2);
}

const base = process.argv[2];
if (!base) usage("name the commit to compare with (BASE=<commit>)");
const wanted = (process.env["BENCHES"] ?? "arena real_fight danger").split(/[\s,]+/).filter((b) => b !== "");
for (const b of wanted) if (!Object.hasOwn(ALL, b)) usage(`no bench named ${JSON.stringify(b)}`);
const rounds = Number(process.env["ROUNDS"] ?? 2);
if (!Number.isInteger(rounds) || rounds < 1) usage("ROUNDS must be a whole number of at least 1");

let sha: string;
try {
  sha = execFileSync("git", ["rev-parse", "--verify", `${base}^{commit}`], { cwd: HERE, encoding: "utf8" }).trim();
} catch {
  usage(`${JSON.stringify(base)} is not a commit of this repository`);
}

const dir = mkdtempSync(join(tmpdir(), "cdda-sim-base-"));
process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
process.stderr.write(`base ${sha.slice(0, 10)}: exporting and building in ${dir} ...\n`);
execFileSync("sh", ["-c", `git archive ${sha} | tar -x -C "${dir}"`], { cwd: HERE });
symlinkSync(join(HERE, "node_modules"), join(dir, "node_modules"));
execFileSync(process.execPath, [join(HERE, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.build.json"], {
  cwd: dir,
  stdio: "inherit",
});

/** One run of a bench file in a fresh process: its output lines. */
function run(root: string, name: string): string[] {
  const file = join(root, "dist", "bench", `${name}.js`);
  if (!existsSync(file)) return [];
  const r = spawnSync(process.execPath, [file, ...(ALL[name] ?? [])], { cwd: root, encoding: "utf8" });
  if (r.status !== 0) process.stderr.write(`${name} in ${root} exited ${r.status}: ${r.stderr.slice(0, 400)}\n`);
  return r.stdout.split("\n").filter((l) => /\d/.test(l));
}

const NUMBER = /-?\d[\d,]*(?:\.\d+)?/g;
const words = (line: string): string => line.replace(NUMBER, "#").replace(/\s+/g, " ").trim();
const numbers = (line: string): number[] => (line.match(NUMBER) ?? []).map((n) => Number(n.replace(/,/g, "")));
/** A line's label: its words before the first colon ("arena, one #-turn tick"), or "" without one. */
const label = (line: string): string => {
  const at = line.indexOf(":");
  return at < 0 ? "" : words(line.slice(0, at));
};
/** A line's numbers, each keyed by the word after it and its place among numbers with that word. */
function unitNumbers(line: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of line.matchAll(/(-?\d[\d,]*(?:\.\d+)?)\s*([^\s\d]*)/g)) {
    const unit = m[2] ?? "";
    let k = 0;
    while (out.has(`${unit}#${k}`)) k++;
    out.set(`${unit}#${k}`, Number((m[1] ?? "").replace(/,/g, "")));
  }
  return out;
}
const median = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

for (const name of wanted) {
  if (name === "danger_ab") {
    // Run once from this checkout: it loads the base's build itself and compares cell by cell.
    const r = spawnSync(process.execPath, [join(HERE, "dist", "bench", "danger_ab.js"), dir, DATA], {
      cwd: HERE,
      encoding: "utf8",
    });
    process.stdout.write(`\n== danger_ab: this checkout against ${sha.slice(0, 10)}\n${r.stdout}${r.stderr}`);
    continue;
  }
  const now: string[][] = [];
  const then: string[][] = [];
  for (let i = 0; i < rounds; i++) {
    // Alternate which goes first, so that a trend of the machine's load favours neither.
    if (i % 2 === 0) {
      then.push(run(dir, name));
      now.push(run(HERE, name));
    } else {
      now.push(run(HERE, name));
      then.push(run(dir, name));
    }
  }
  process.stdout.write(
    `\n== ${name}: this checkout against ${sha.slice(0, 10)} (median of ${rounds} alternating runs)\n`,
  );
  const first = now[0] ?? [];
  if (first.length === 0) {
    process.stdout.write("  (no figures: the bench printed nothing with a number, or is missing here)\n");
    continue;
  }
  // Lines with the same words (the 100- and 1,000-fight projections, say) pair in their order.
  const nth = (lines: readonly string[], key: string, k: number): string =>
    lines.filter((l) => words(l) === key)[k] ?? "";
  for (const [i, line] of first.entries()) {
    const key = words(line);
    const k = first.slice(0, i).filter((l) => words(l) === key).length;
    const mine = now.map((o) => numbers(nth(o, key, k)));
    const theirs = then.map((o) => numbers(nth(o, key, k)));
    if (theirs.every((n) => n.length === 0)) {
      // The base may word a figure differently ("2,892 ms of CPU" against "4,576 ms"): pair the
      // lines by their label instead, and their numbers by the word that follows each.
      const tag = label(line);
      const byLabel = (lines: readonly string[]): Map<string, number> =>
        unitNumbers(tag === "" ? "" : (lines.find((l) => label(l) === tag) ?? ""));
      const theirsByUnit = then.map(byLabel);
      if (theirsByUnit.every((m) => m.size === 0)) {
        process.stdout.write(`  new  ${line}\n`);
        continue;
      }
      const mineByUnit = now.map(byLabel);
      const pairs = [...(mineByUnit[0] ?? new Map<string, number>()).keys()]
        .filter((u) => theirsByUnit.some((m) => m.has(u)))
        .map((u) => {
          const a = median(mineByUnit.map((m) => m.get(u) ?? Number.NaN));
          const b = median(theirsByUnit.map((m) => m.get(u) ?? Number.NaN));
          const unit = u.slice(0, u.lastIndexOf("#"));
          return `${a} vs ${b} ${unit}${b !== 0 && Number.isFinite(a / b) ? ` (×${(a / b).toFixed(2)})` : ""}`;
        });
      process.stdout.write(`  ${tag} (paired by label; the base words it differently)\n      ${pairs.join("; ")}\n`);
      continue;
    }
    const pairs = (mine[0] ?? []).map((_n, k) => {
      const a = median(mine.map((m) => m[k] ?? Number.NaN));
      const b = median(theirs.map((m) => m[k] ?? Number.NaN));
      return `${a} vs ${b}${b !== 0 && Number.isFinite(a / b) ? ` (×${(a / b).toFixed(2)})` : ""}`;
    });
    process.stdout.write(`  ${key}\n      ${pairs.join("; ")}\n`);
  }
}
