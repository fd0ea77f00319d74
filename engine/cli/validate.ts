/** `cdda-sim validate <file|folder>...`: load content, summarise it per kind, list the problems. */
import { fillLines } from "../content/load.js";
import { validateContent, type ValidationResult } from "../content/split/validate.js";
import { splitPath } from "../content/json/path.js";
import { planRoots } from "../content/mods.js";
import { lintRoots, mergeLint } from "../content/catalogue/named.js";
import { countBySeverity, formatProblem, isCoverage, type Problem } from "../content/problems.js";
import { IN_SCOPE, KINDS, type KindName } from "../content/kinds/index.js";
import { isAbsolute, relative, resolve } from "node:path";
import { parseCommand, single, UsageError } from "./args.js";
import { bytes, num, seconds, table } from "./format.js";
import { SHORT_RUN_FLAGS } from "./jit.js";
import { coreDataCandidates, engineVersion } from "./paths.js";
import { githubCommand, sarifLog } from "./problem_formats.js";

export const VALIDATE_HELP = `Usage: cdda-sim validate [options] <file|folder>...

Loads CDDA-format JSON content (files, or folders searched for .json files), checks it against the
specification's rules, prints a summary per kind and then every problem as
  file:line:column: JSON path (kind "id"): error|warning: message [REQUIREMENT-ID]

Validation runs on two threads where it can (the faction camp kinds, terrain and furniture on a
helper thread); the report is the same as on one.

A folder with a modinfo.json loads after what it depends on: "dda" is the core game data (found
beside it as data/json, in $CDDA_CORE_DATA, or at ../shared/cdda/data/json), other dependencies are
sibling mod folders. Those are base content: used to resolve references, not counted or reported.

A mod's mod_interactions/<other mod> folders load only when that other mod is loaded too, after
every mod. Name the core and your mod in any order (cdda-sim validate data/json data/mods/MyMod):
a folder named and also reached as a dependency is loaded once.

The files named (other than the core data) are also checked against the catalogue of members
the game's loaders read, for every object type: a member the game does not read (a typo), a type
it does not have and a reference to an id no loaded file defines are warnings, with did-you-mean.

Warnings about what cdda-sim does not model yet (kinds, members, examine actions, attack ids:
"coverage") are counted but not listed unless --coverage is given; --only and --rule narrow the
list (and the exit status) to your own files or to some rules.

Options:
  --base <folder>        load as base content (repeatable); turns off automatic dependencies
  --format <form>        text (default); json (as --json); sarif: a SARIF 2.1.0 log of the
                         problems listed, for code scanning; github: one GitHub Actions
                         annotation (::error file=...,line=...) per problem listed, then the
                         counts. See docs/ci.md.
  --json                 print one JSON document (summary and problems) instead of text
  --max-warnings <n|all> list at most n warnings (default 50; errors are always all listed)
  --coverage             also list the coverage warnings, and the kinds not modelled by count
  --only <folder|file>   list only problems in files under it (repeatable); the exit status
                         counts only their errors
  --rule <ID>            list only problems of this rule, or of rules starting with ID- (repeatable)
  --strict               exit 1 when a warning is listed too (coverage notes never count): the
                         CI gate for a mod, whose misspelt members and ids are warnings
  --quiet                print only the problem counts and the errors
  --full                 also parse the files no rule applies to (only unmodelled kinds, or only
                         items, traits and other referenced kinds): their JSON syntax is then
                         checked and every count is exact. Without it they are counted from
                         their text, which is much faster.
  -h, --help             show this help

Exit status: 0 when there are no errors, 1 when there are (or, with --strict, warnings), 2 on a
usage error.`;

export async function validateCommand(argv: readonly string[]): Promise<number> {
  const args = parseCommand(
    argv,
    [
      { name: "base", value: "repeat" },
      { name: "json" },
      { name: "format", value: "one" },
      { name: "max-warnings", value: "one" },
      { name: "quiet" },
      { name: "full" },
      { name: "coverage" },
      { name: "strict" },
      { name: "only", value: "repeat" },
      { name: "rule", value: "repeat" },
      { name: "help", alias: "h" },
    ],
    VALIDATE_HELP,
  );
  if (!args) return 0;
  if (args.positionals.length === 0) throw new UsageError("validate needs at least one file or folder");
  const maxRaw = single(args, "max-warnings") ?? "50";
  const maxWarnings = maxRaw === "all" ? Infinity : Number(maxRaw);
  if (!Number.isInteger(maxWarnings) && maxWarnings !== Infinity)
    throw new UsageError(`--max-warnings takes a whole number or "all", got ${JSON.stringify(maxRaw)}`);
  if (maxWarnings < 0) throw new UsageError("--max-warnings cannot be negative");
  const format = outputFormat(single(args, "format"), args.flags.has("json"));

  const plan = planRoots(args.positionals, args.values.get("base") ?? [], (mod) => coreDataCandidates(mod.path));
  const started = performance.now();
  // Lines are looked up only for the problems printed (a file is read again for them).
  // The short-run JIT settings are set by validation once its helper thread has started.
  const result = await validateContent(plan.roots, {
    skipUncheckedFiles: !args.flags.has("full"),
    noLines: true,
    jitFlags: SHORT_RUN_FLAGS,
  });
  // The files named (not base content, not the core data) are checked against the game's member catalogue too.
  const merged = mergeLint(result.problems, lintRoots(plan.roots));
  const elapsed = performance.now() - started;
  const all = sortProblems(merged);
  for (const m of plan.missing)
    all.unshift({ severity: "error", file: args.positionals[0] ?? ".", path: "$", rule: "G-3", message: m });
  const selection = selectProblems(all, {
    only: args.values.get("only") ?? [],
    rules: args.values.get("rule") ?? [],
    coverage: args.flags.has("coverage"),
  });
  const { errors, warnings } = countBySeverity(selection.matching);
  // --strict: a warning listed (a typo in a member or an id, ...) fails the run as an error does.
  const failed = errors > 0 || (args.flags.has("strict") && warnings > 0);

  if (format === "sarif" || format === "github") {
    // The problems the text form lists (errors always, warnings up to --max-warnings for github).
    const listed = [
      ...selection.matching.filter((p) => p.severity === "error"),
      ...selection.listed.filter((p) => p.severity === "warning"),
    ];
    const shown =
      format === "github"
        ? [
            ...listed.filter((p) => p.severity === "error"),
            ...listed.filter((p) => p.severity === "warning").slice(0, maxWarnings),
          ]
        : listed;
    const ordered = sortProblems(shown);
    fillLines(ordered);
    const cwd = process.cwd();
    if (format === "sarif")
      process.stdout.write(`${JSON.stringify(sarifLog(ordered, { version: engineVersion(), cwd }), null, 2)}\n`);
    else
      process.stdout.write(
        `${[...ordered.map((p) => githubCommand(p, cwd)), `cdda-sim validate: ${num(errors)} error(s), ${num(warnings)} warning(s).`].join("\n")}\n`,
      );
    return failed ? 1 : 0;
  }
  if (format === "json") {
    fillLines(all);
    process.stdout.write(
      `${JSON.stringify(jsonReport(result, all, selection, plan.notes, plan.baseFolders, elapsed), null, 2)}\n`,
    );
    return failed ? 1 : 0;
  }
  const out: string[] = [];
  for (const n of plan.notes) out.push(`note: ${n}`);
  if (!args.flags.has("quiet")) {
    out.push(
      `Loaded ${num(result.stats.files)} files (${bytes(result.stats.bytes)}), ${num(result.stats.objects)} objects in ${seconds(elapsed)}.`,
    );
    if (plan.baseFolders.length > 0)
      out.push(
        `Base content (dependencies, to resolve references; not counted, problems not shown): ${plan.baseFolders.join(", ")}`,
      );
    out.push("");
    out.push(summaryTable(result), "");
  }
  const narrowed =
    selection.matching.length < all.length - selection.coverage.length ? " (in the files and rules selected)" : "";
  out.push(`${num(errors)} error(s), ${num(warnings)} warning(s)${narrowed}.`);
  if (selection.coverage.length > 0 && !args.flags.has("coverage"))
    out.push(
      `${num(selection.coverage.length)} more warning(s) are about what cdda-sim does not model yet (coverage), not listed: --coverage lists them.`,
    );
  const unparsed = result.stats.unparsedFiles;
  if (unparsed > 0 && !args.flags.has("quiet")) {
    out.push(
      `(${num(unparsed)} file(s) hold no object a rule applies to and were not parsed; --full checks their JSON syntax too.)`,
    );
  }
  const errorList = selection.matching.filter((p) => p.severity === "error");
  const warningList = selection.listed.filter((p) => p.severity === "warning");
  const shownWarnings = args.flags.has("quiet") ? [] : warningList.slice(0, maxWarnings);
  fillLines([...errorList, ...shownWarnings]);
  if (errorList.length > 0) out.push("", "Errors:", ...errorList.map(formatProblem));
  if (!args.flags.has("quiet") && warningList.length > 0) {
    out.push("", `Warnings by rule: ${byRule(warningList)}`);
    const shown = shownWarnings;
    out.push("", "Warnings:", ...shown.map(formatProblem));
    if (shown.length < warningList.length)
      out.push(`... and ${num(warningList.length - shown.length)} more (use --max-warnings all)`);
  }
  if (args.flags.has("coverage") && !args.flags.has("quiet") && result.stats.skippedTypes.size > 0)
    out.push("", "Not modelled, by kind (objects skipped):", notModelledTable(result));
  process.stdout.write(`${out.join("\n")}\n`);
  return failed ? 1 : 0;
}

const FORMATS = ["text", "json", "sarif", "github"] as const;
type Format = (typeof FORMATS)[number];

function outputFormat(given: string | undefined, json: boolean): Format {
  if (given === undefined) return json ? "json" : "text";
  const format = FORMATS.find((f) => f === given);
  if (!format) throw new UsageError(`--format takes one of ${FORMATS.join(", ")}, got ${JSON.stringify(given)}`);
  if (json && format !== "json") throw new UsageError(`--json and --format ${format} contradict each other`);
  return format;
}

interface Selection {
  /** Problems in the files and rules selected (coverage warnings included): what the counts and exit status use. */
  readonly matching: readonly Problem[];
  /** What is listed: the matching ones, without coverage warnings unless asked for. */
  readonly listed: readonly Problem[];
  /** Coverage warnings among the matching ones. */
  readonly coverage: readonly Problem[];
}

function selectProblems(
  all: readonly Problem[],
  o: { readonly only: readonly string[]; readonly rules: readonly string[]; readonly coverage: boolean },
): Selection {
  const folders = o.only.map((f) => resolve(f));
  const inFolders = (p: Problem): boolean =>
    folders.length === 0 ||
    folders.some((f) => {
      const rel = relative(f, resolve(p.file));
      return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
    });
  const ofRules = (p: Problem): boolean =>
    o.rules.length === 0 || o.rules.some((r) => p.rule === r || p.rule.startsWith(`${r}-`));
  const matching = all.filter((p) => inFolders(p) && ofRules(p));
  const coverage = matching.filter(isCoverage);
  // G-2 is shown as a table by kind (--coverage), not as one warning pinned to a file.
  const listed = matching.filter((p) => (o.coverage ? p.rule !== "G-2" : !isCoverage(p)));
  return { matching: matching.filter((p) => o.coverage || !isCoverage(p)), listed, coverage };
}

function notModelledTable(result: ValidationResult): string {
  const rows: string[][] = [["type", "objects"]];
  const list = [...result.stats.skippedTypes].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  for (const [type, n] of list) rows.push([type, num(n)]);
  return table(rows, new Set([1]));
}

/** File, then JSON path in document order: the same order however the content was loaded. */
function sortProblems(list: readonly Problem[]): Problem[] {
  const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
  const keys = new Map(list.map((p) => [p, splitPath(p.path)] as const));
  const byPath = (a: Problem, b: Problem): number => {
    const x = keys.get(a) ?? [];
    const y = keys.get(b) ?? [];
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      const u = x[i] as string | number;
      const v = y[i] as string | number;
      if (u === v) continue;
      if (typeof u === "number" && typeof v === "number") return u - v;
      return cmp(String(u), String(v));
    }
    return x.length - y.length;
  };
  return [...list].sort(
    (a, b) => cmp(a.file, b.file) || byPath(a, b) || cmp(a.rule, b.rule) || cmp(a.message, b.message),
  );
}

function summaryTable(result: ValidationResult): string {
  const rows: string[][] = [["kind", "objects", "details"]];
  const names = Object.keys(KINDS) as KindName[];
  const ordered = [...IN_SCOPE, ...names.filter((k) => !IN_SCOPE.includes(k))];
  for (const k of ordered) {
    const count = result.stats.perKind[k];
    if (count === 0 && !IN_SCOPE.includes(k)) continue;
    const estimated = result.stats.estimated.has(k);
    const abstract = result.stats.abstracts[k];
    const details = Object.entries(result.stats.subcounts[k]).map(([label, n]) => `${num(n)} ${label}`);
    const partial = result.stats.partial.has(k);
    if (abstract > 0 && (!estimated || partial)) details.unshift(`+${num(abstract)} abstract templates`);
    const unread = "counted from the text, read when used (--full reads it)";
    const subs =
      partial && details.length > 0
        ? `${details.join(", ")}; the rest ${unread}`
        : estimated
          ? `about; ${unread}`
          : details.join(", ");
    rows.push([KINDS[k].label, `${estimated ? "~" : ""}${num(count)}`, subs]);
  }
  let skipped = 0;
  for (const n of result.stats.skippedTypes.values()) skipped += n;
  rows.push(["(not modelled)", num(skipped), `${num(result.stats.skippedTypes.size)} other kinds, skipped`]);
  return table(rows, new Set([1]));
}

function byRule(list: readonly Problem[]): string {
  const counts = new Map<string, number>();
  for (const p of list) counts.set(p.rule, (counts.get(p.rule) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([r, n]) => `${r} x${num(n)}`)
    .join(", ");
}

function jsonReport(
  result: ValidationResult,
  problems: readonly Problem[],
  selection: Selection,
  notes: readonly string[],
  baseFolders: readonly string[],
  elapsedMs: number,
): unknown {
  const kinds: Record<string, unknown> = {};
  for (const k of Object.keys(KINDS) as KindName[]) {
    kinds[k] = {
      objects: result.stats.perKind[k],
      abstractTemplates: result.stats.abstracts[k],
      ...(result.stats.estimated.has(k) ? { estimated: true } : {}),
      // Estimated, but the objects the rules apply to were read: the subcounts are exact.
      ...(result.stats.partial.has(k) ? { partial: true } : {}),
      ...result.stats.subcounts[k],
    };
  }
  return {
    files: result.stats.files,
    bytes: result.stats.bytes,
    objects: result.stats.objects,
    elapsedMs: Math.round(elapsedMs),
    threads: result.threads,
    kinds,
    skippedTypes: Object.fromEntries(result.stats.skippedTypes),
    notes,
    baseFolders,
    unparsedFiles: result.stats.unparsedFiles,
    // Counts of the problems selected (--only, --rule), coverage warnings apart.
    ...countBySeverity(selection.matching.filter((p) => !isCoverage(p))),
    coverageWarnings: selection.coverage.length,
    problems: problems.map((p) => (isCoverage(p) ? { ...p, coverage: true } : p)),
  };
}
