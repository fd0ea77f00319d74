/**
 * Load-time problems: every error and warning names the file, the JSON path (line when known),
 * the object, the rule broken and its requirement ID. Loading collects them all and never throws.
 */
export type Severity = "error" | "warning";

export interface Problem {
  readonly severity: Severity;
  /** File as given on the command line or to the loader (relative paths stay relative). */
  readonly file: string;
  /** 1-based line of the offending member, filled in after loading where it can be found. */
  line?: number;
  /** 1-based column of the member's name (or the element) on that line, filled in with the line. */
  column?: number;
  /** JSON path from the file's top level, e.g. `$[12].object.place_nested[0].chunks`. */
  readonly path: string;
  /** The object's kind (`climbing_aid`, `MONSTER`, ...), when known. */
  readonly kind?: string;
  /** The object's id (or abstract id), when known. */
  readonly id?: string;
  /** Requirement ID of the rule broken, e.g. `E-4a`, `G-4`. */
  readonly rule: string;
  readonly message: string;
}

export interface ProblemSink {
  error(at: At, rule: string, message: string): void;
  warn(at: At, rule: string, message: string): void;
}

/** Where a problem is: the object's file and top-level path, plus a member path inside it. */
export interface At {
  readonly file: string;
  readonly path: string;
  readonly kind?: string;
  readonly id?: string;
  /** A known line (e.g. of a JSON syntax error); otherwise it is looked up from the path. */
  readonly line?: number;
}

/**
 * The longest message a problem keeps: values are quoted shortened where messages are made, and
 * this bound holds for the rest (a path or an id can be long too), so that one line stays a line.
 */
export const MAX_MESSAGE = 500;

export function clipMessage(message: string): string {
  return message.length <= MAX_MESSAGE ? message : `${message.slice(0, MAX_MESSAGE - 3)}...`;
}

/**
 * A problem of an input file other than content (a scenario, an experiment, a loadouts file): where
 * it is and what is wrong, with no severity or rule (every one of them stops the file).
 */
export interface FileProblem {
  readonly file: string;
  /** JSON path from the top of the file (`$` for the file as a whole). */
  readonly path: string;
  readonly message: string;
}

/** `scenarios/x.json: $.steps[2].tick: expected ...`, one short line whatever the values (ROB-echo). */
export function formatFileProblem(p: FileProblem): string {
  return `${p.file}: ${clipMessage(`${p.path}: ${p.message}`)}`;
}

export function collectProblems(): ProblemSink & { readonly list: Problem[] } {
  const list: Problem[] = [];
  const push = (severity: Severity, at: At, rule: string, message: string): void => {
    const p: Problem = { severity, file: at.file, path: at.path, rule, message: clipMessage(message) };
    list.push(at.line === undefined ? withWho(p, at) : { ...withWho(p, at), line: at.line });
  };
  return {
    list,
    error: (at, rule, message) => push("error", at, rule, message),
    warn: (at, rule, message) => push("warning", at, rule, message),
  };
}

function withWho(p: Problem, at: At): Problem {
  if (at.kind === undefined && at.id === undefined) return p;
  return { ...p, ...(at.kind !== undefined ? { kind: at.kind } : {}), ...(at.id !== undefined ? { id: at.id } : {}) };
}

export function countBySeverity(problems: readonly Problem[]): { errors: number; warnings: number } {
  let errors = 0;
  for (const p of problems) if (p.severity === "error") errors++;
  return { errors, warnings: problems.length - errors };
}

/**
 * Warnings about what cdda-sim does not model yet (a kind, a member, an examine action, an attack
 * id, a file that is not content), as opposed to problems in the content itself. The real game's
 * data loads with hundreds of them; validation counts them and lists them on request.
 */
export const COVERAGE_RULES: ReadonlySet<string> = new Set([
  "G-2",
  "G-6",
  "G-18",
  "B1-string",
  "B3-mortar",
  "D2-R3",
  "EOC-form-unmodelled",
]);

export function isCoverage(p: Problem): boolean {
  return p.severity === "warning" && COVERAGE_RULES.has(p.rule);
}

/** `file:line: path: message [RULE]`, the format editors and CI logs understand. */
export function formatProblem(p: Problem): string {
  const where =
    p.line === undefined ? p.file : p.column === undefined ? `${p.file}:${p.line}` : `${p.file}:${p.line}:${p.column}`;
  const who = p.id !== undefined ? ` (${p.kind ?? "object"} ${JSON.stringify(p.id)})` : "";
  return `${where}: ${p.path}${who}: ${p.severity}: ${p.message} [${p.rule}]`;
}

/** A sink that drops everything: for re-resolution whose problems were reported already, and tolerant reads. */
export const SILENT: ProblemSink = { error: () => undefined, warn: () => undefined };
