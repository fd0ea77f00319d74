/** Test helpers: load inline objects as if they were a content file, and query the problems. */
import { expect } from "chai";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { existsSync } from "node:fs";
import { type Content, loadContent, type LoadResult, type LoadStats } from "../../engine/content/load.js";
import type { Problem } from "../../engine/content/problems.js";
import type { ReadRoot } from "../../engine/content/json/read.js";
import { tempDir } from "./files.js";

export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const REAL_DATA = process.env["CDDA_DATA"] ?? join(PROJECT_ROOT, "..", "shared", "cdda", "data", "json");
export const hasRealData = (): boolean => existsSync(REAL_DATA);

export interface Loaded extends LoadResult {
  readonly dir: string;
  errors(rule?: string): Problem[];
  warnings(rule?: string): Problem[];
}

/**
 * Writes `files` (name -> JSON value, or a bare array/object for one file) into a fresh temporary
 * folder and loads it.
 */
export function loadInline(files: unknown[] | Record<string, unknown>, options: { base?: string[] } = {}): Loaded {
  const dir = tempDir("cdda-sim-spec-");
  const named: Record<string, unknown> = Array.isArray(files) ? { "content.json": files } : files;
  for (const [name, value] of Object.entries(named)) {
    const path = join(dir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, typeof value === "string" ? value : JSON.stringify(value, null, 2));
  }
  const roots = [...(options.base ?? []).map((path) => ({ path, base: true })), { path: dir, base: false }];
  const result = loadContent(roots);
  return {
    ...result,
    dir,
    errors: (rule) => result.problems.filter((p) => p.severity === "error" && (rule === undefined || p.rule === rule)),
    warnings: (rule) =>
      result.problems.filter((p) => p.severity === "warning" && (rule === undefined || p.rule === rule)),
  };
}

/** Every problem as one readable line, for assertion messages. */
export function show(problems: readonly Problem[]): string {
  return problems.map((p) => `${p.severity} ${p.path} ${p.message} [${p.rule}]`).join("\n");
}

/** An assertion on where `problems` (some of the load's) stand, every problem of the load its message. */
export function expectPaths(r: LoadResult, problems: readonly Problem[]): Chai.Assertion {
  return expect(
    problems.map((p) => p.path),
    show(r.problems),
  );
}

/** An assertion on the ids of the objects `problems` (some of the load's) name, every problem of the load its message. */
export function expectIds(r: LoadResult, problems: readonly Problem[]): Chai.Assertion {
  return expect(
    problems.map((p) => p.id),
    show(r.problems),
  );
}

const contentCache = new Map<string, LoadResult>();
/**
 * loadContent, remembered per list of roots for the test process: for specs that load many
 * scenarios over the same (real) content. Content is never changed by a run, so sharing is safe.
 */
export function cachedLoadContent(roots: readonly ReadRoot[]): LoadResult {
  const key = JSON.stringify(roots);
  let loaded = contentCache.get(key);
  if (loaded === undefined) {
    loaded = loadContent(roots);
    contentCache.set(key, loaded);
  }
  return loaded;
}

let realCache: LoadResult | undefined;
/** The real game data, loaded once per test process. */
export function loadReal(): LoadResult {
  realCache ??= loadContent([REAL_DATA]);
  return realCache;
}

/** The load's errors, each as "path: message", sorted. */
export function errorLines(r: Loaded): string[] {
  return r
    .errors()
    .map((p) => `${p.path}: ${p.message}`)
    .sort();
}

/** A problem a person can act on: it names its file, a JSON path and its rule, and says something. */
export function expectLocated(p: Problem): void {
  const about = JSON.stringify(p);
  expect(p.file, about).to.be.a("string").and.not.equal("");
  expect(p.path, about).to.match(/^\$/);
  expect(p.rule, about).to.match(/^[A-Z]/);
  expect(p.message, about).to.be.a("string").and.not.equal("");
}

/** Every problem as one comparable line (no line numbers: a load may skip looking them up), sorted. */
export function problemKeys(problems: readonly Problem[]): string[] {
  return problems
    .map((p) => `${p.severity} ${p.file} ${p.path} ${p.kind ?? ""} ${p.id ?? ""} ${p.rule} ${p.message}`)
    .sort();
}

/** Load stats as plain data for deep comparison; skipped types keep their order (reports show them in it). */
export function statsAsData(s: LoadStats): unknown {
  return {
    ...s,
    skippedTypes: [...s.skippedTypes],
    estimated: [...s.estimated].sort(),
    partial: [...s.partial].sort(),
  };
}

/**
 * Skips the suite (or test) when the real game data is absent, saying so plainly: a skipped
 * conformance run must never pass for a passing one. `what` names the suite in that line.
 */
export function skipWithoutRealData(ctx: { skip(): void }, what = "conformance"): void {
  if (!hasRealData()) {
    process.stdout.write(`\n  ${what} SKIPPED: no real game data at ${REAL_DATA} (set CDDA_DATA)\n`);
    ctx.skip();
  }
}

/** For a conformance spec's `before`: the loaded real content, or the suite skipped as skipWithoutRealData says. */
export function realContentOrSkip(ctx: { skip(): void }, what = "conformance"): Content {
  skipWithoutRealData(ctx, what);
  return loadReal().content;
}

/**
 * A conformance suite's `before` hook: hands the real game data to `keep`, or skips the suite (as
 * realContentOrSkip says) when it is absent.
 */
export function beforeReal(keep: (content: Content) => void, what?: string): void {
  before(function () {
    keep(realContentOrSkip(this, what));
  });
}

/** A suite's `before` hook for specs that read the real data themselves: skips the suite without it. */
export function requireRealData(what?: string): void {
  before(function () {
    skipWithoutRealData(this, what);
  });
}
