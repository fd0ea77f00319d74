/**
 * Reads CDDA JSON from files and folders: every `.json` file, in sorted relative-path order; a file
 * holds an array of objects or one object. Files that are not content (e.g. the vendored
 * `index.json` file lists) are skipped with one warning. Nothing here throws on bad input.
 */
import { MENTIONS_EOCS } from "./inline_eocs.js";
import { type Dirent, readdirSync, realpathSync, type Stats, statSync } from "node:fs";
import { join, parse, relative, resolve, sep } from "node:path";
import type { ProblemSink } from "../problems.js";
import { firstFault, type ValueFault } from "./depth.js";
import { FileText } from "./file_text.js";
import { MAX_DEPTH, parseJsonText, readFileBytes, readListedBytes, readTextFile, scanText } from "./text.js";
import { isJsonObject, type Json, type JsonObject, type RawObject } from "./types.js";
import { describe } from "../values/duration.js";

export interface ReadResult {
  readonly objects: number;
  readonly files: number;
  readonly bytes: number;
  /** Files not read as content: JSON syntax errors, file lists, unreadable files. */
  readonly skipped: number;
}

export interface ReadRoot {
  readonly path: string;
  readonly base: boolean;
  /** Folders inside `path` not to read (a mod's `mod_interactions`, loaded later on their own). */
  readonly skip?: readonly string[];
}

/** Lists the `.json` files below a path, in code-point order of their relative paths. */
export function listJsonFiles(root: string, skip: readonly string[] = []): string[] {
  return listJsonFilesTold(root, skip).files;
}

/**
 * The same, with what was passed over and why: links that lead nowhere or back into a folder
 * already walked, and entries that are neither files nor folders. Symbolic links are followed.
 */
export function listJsonFilesTold(
  root: string,
  skip: readonly string[] = [],
): { files: string[]; passed: { file: string; why: string }[] } {
  const passed: { file: string; why: string }[] = [];
  const st = statOrWhy(root);
  if (typeof st === "string") {
    passed.push({ file: root, why: st });
    return { files: [], passed };
  }
  if (!st) return { files: [], passed };
  if (!st.isDirectory()) return { files: [root], passed };
  const out: string[] = [];
  const walked = new Set<string>();
  // A folder's real path is its parent's joined with its name unless a link led to it: only the
  // root and the folders reached through links are resolved (realpathSync looks at every
  // component of the path: about a quarter of the listing's CPU time on the game's 314 folders).
  const walk = (dir: string, real: string): void => {
    if (walked.has(real)) {
      passed.push({ file: dir, why: "a link back into a folder already read; not read again" });
      return;
    }
    walked.add(real);
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (e) {
      passed.push({ file: dir, why: `a folder that cannot be read (${codeOf(e)})` });
      return;
    }
    for (const entry of entries) {
      const full = join(dir, entry.name);
      let isDir = entry.isDirectory();
      let isFile = entry.isFile();
      const link = entry.isSymbolicLink();
      if (link) {
        const target = statOrWhy(full);
        if (typeof target === "string") {
          passed.push({ file: full, why: target });
          continue;
        }
        if (!target) {
          if (entry.name.endsWith(".json")) passed.push({ file: full, why: "a symbolic link to nothing" });
          continue;
        }
        isDir = target.isDirectory();
        isFile = target.isFile();
      }
      if (isDir) {
        if (!skip.includes(full)) walk(full, link ? realpathOrSelf(full) : join(real, entry.name));
      } else if (entry.name.endsWith(".json")) {
        if (isFile) out.push(full);
        else passed.push({ file: full, why: "not a regular file (a device, a FIFO or a socket)" });
      }
    }
  };
  walk(root, realpathOrSelf(root));
  // Sort by the relative path (code-point order), computed once per file rather than per comparison.
  const keyed = out.map((file) => ({ file, key: relative(root, file).split(sep).join("/") }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { files: keyed.map((k) => k.file), passed };
}

function codeOf(e: unknown): string {
  return (e as NodeJS.ErrnoException).code ?? String(e);
}

/**
 * A path's status; undefined when nothing is there; a reason when it cannot be looked at (a link
 * that loops on itself, a place this user may not look into, as some of /proc).
 */
function statOrWhy(path: string): Stats | undefined | string {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch (e) {
    const code = codeOf(e);
    return code === "ELOOP" ? "a symbolic link that loops" : `a place that cannot be looked at (${code})`;
  }
}

function realpathOrSelf(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/**
 * Objects are ordered by file, then by position in the file: `order` is the file's ordinal times
 * this stride plus the index, so a file parsed later (on first use) still sorts into its place.
 */
export const ORDER_STRIDE = 1 << 20;

export interface ReadHooks {
  /**
   * Sees a file before it is parsed; returning false leaves it unparsed (the caller counts or
   * defers it). By default every file is parsed. `src` is good only during the call: what is
   * kept of it must be its `text`.
   */
  readonly plan?: (file: string, src: FileText, base: boolean, ordinal: number) => boolean;
}

/**
 * Reads every root and hands each top-level object to `visit` as soon as its file is parsed, so
 * that objects nobody keeps can be collected right away.
 */
export function readRoots(
  roots: readonly ReadRoot[],
  sink: ProblemSink,
  visit: (raw: RawObject) => void,
  hooks: ReadHooks = {},
): ReadResult {
  let objects = 0;
  let files = 0;
  let bytes = 0;
  let skipped = 0;
  let ordinal = 0;
  for (const root of roots) {
    const st = statOrWhy(root.path);
    if (typeof st === "string") {
      sink.error({ file: root.path, path: "$" }, "G-18", `${st}: not read`);
      continue;
    }
    if (!st) {
      sink.error({ file: root.path, path: "$" }, "G-18", "no such file or folder");
      continue;
    }
    const full = resolve(root.path);
    if (st.isDirectory() && parse(full).root === full) {
      // Every file of the machine would be read: surely not the content meant.
      sink.error(
        { file: root.path, path: "$" },
        "G-18",
        "the root of the file system is not a content folder; give the folder that holds the content",
      );
      continue;
    }
    const listed = listJsonFilesTold(root.path, root.skip);
    for (const p of listed.passed)
      sinkOf(sink, root.base).warn({ file: p.file, path: "$" }, "ROB-files", `skipped: ${p.why}`);
    // A file named itself may be anything (a FIFO, say): only a folder's listing says what its files are.
    const inFolder = st.isDirectory();
    for (const file of listed.files) {
      files++;
      const fileOrdinal = ordinal++;
      const read = readText(file, sink, inFolder);
      if (read === undefined) {
        skipped++;
        continue;
      }
      bytes += read.bytes;
      if (hooks.plan && !hooks.plan(file, read.file, root.base, fileOrdinal)) continue;
      const n = visitText(read.file.text, file, fileOrdinal, root.base, sink, visit);
      if (n < 0) skipped++;
      else objects += n;
    }
  }
  return { objects, files, bytes, skipped };
}

/**
 * Reads and parses one file later (a deferred file), visiting its objects in their places.
 * `kept`: its bytes, when the caller kept them from the first reading (FileText.ownBytes);
 * `want`: whether to parse it, from its bytes.
 */
export function readFileLater(
  file: string,
  ordinal: number,
  base: boolean,
  sink: ProblemSink,
  visit: (raw: RawObject) => void,
  options: { readonly kept?: Uint8Array | undefined; readonly want?: (src: FileText) => boolean } = {},
): void {
  const src = options.kept ? FileText.ofOwnBytes(options.kept) : readText(file, sink, false)?.file;
  if (src === undefined || (options.want && !options.want(src))) return;
  // A deferred file's objects go to registration or to an inline EOC walk of their own, never
  // through Reading.visit, so nothing reads their mentionsEocs.
  visitText(src.text, file, ordinal, base, sink, visit, false);
}

/** `listed`: a folder's listing found it to be a regular file (no status call needed). */
function readText(
  file: string,
  sink: ProblemSink,
  listed: boolean,
): { readonly file: FileText; readonly bytes: number } | undefined {
  const read = listed ? readListedBytes(file) : readFileBytes(file);
  if (read.ok) return read;
  return failed(file, sink, read);
}

function failed(file: string, sink: ProblemSink, read: { message: string; line?: number }): undefined {
  sink.error(
    { file, path: "$", ...(read.line !== undefined ? { line: read.line } : {}) },
    "G-18",
    `the file ${read.message}`,
  );
  return undefined;
}

/**
 * Where a file's own problems go: base content's warnings (a file list skipped, a link that leads
 * nowhere) are not shown, as none of its other problems are; an error still is, since the
 * objects of a base file that cannot be read or parsed are missing from what the rest refers to.
 */
function sinkOf(sink: ProblemSink, base: boolean): ProblemSink {
  return base ? { error: (at, rule, message) => sink.error(at, rule, message), warn: () => undefined } : sink;
}

/**
 * Parses a file's text and visits its objects; returns how many, or -1 when it is not content.
 * `eocsRead`: whether the visitor reads RawObject.mentionsEocs (false leaves it unset).
 */
export function visitText(
  text: string,
  file: string,
  ordinal: number,
  base: boolean,
  given: ProblemSink,
  visit: (raw: RawObject) => void,
  eocsRead = true,
): number {
  const sink = sinkOf(given, base);
  const parsed = parseJson(text);
  if (!parsed.ok) {
    sink.error({ file, path: "$", ...(parsed.line ? { line: parsed.line } : {}) }, "G-18", parsed.message);
    return -1;
  }
  const value = parsed.value;
  const first = ordinal * ORDER_STRIDE;
  // The case-insensitive test costs a pass over the text: skipped when the visitor never reads it.
  const eocs = eocsRead && MENTIONS_EOCS.test(text) ? { mentionsEocs: true } : {};
  // The text scan is cheap; only a file that nests too deep or writes a number that may be past
  // the content limits (or a double's range: 1e400, read as Infinity) has its objects walked.
  const scan = scanText(text);
  const suspect = scan.deep >= 0 || scan.bigNumber;
  /**
   * An object nested deeper than MAX_DEPTH, or holding a number no double holds, is refused at the
   * place; the rest of the file still loads.
   */
  const shallow = (json: JsonObject, path: string): boolean => {
    const fault = suspect ? firstFault(json, MAX_DEPTH, path) : undefined;
    if (fault === undefined) return true;
    const id = json["id"];
    sink.error(
      { file, path: fault.path, ...(typeof id === "string" && Object.hasOwn(json, "id") ? { id } : {}) },
      "G-18",
      `refused: ${faultText(fault)}; the object at ${path} is not loaded`,
    );
    return false;
  };
  if (isJsonObject(value)) {
    if (!shallow(value, "$")) return 0;
    visit({ json: value, file, path: "$", order: first, base, ...eocs });
    return 1;
  }
  if (Array.isArray(value)) {
    // A list with no object at all (the vendored index.json file lists) is not content; a stray
    // non-object among objects is an error of its own, and the objects around it still load.
    if (value.length > 0 && !value.some(isJsonObject)) {
      sink.warn(
        { file, path: "$" },
        "G-18",
        "skipped: the top-level array holds no objects, so this is not CDDA content",
      );
      return -1;
    }
    let n = 0;
    value.forEach((json, index) => {
      if (isJsonObject(json)) {
        if (!shallow(json, `$[${index}]`)) return;
        visit({ json, file, path: `$[${index}]`, order: first + index, base, ...eocs });
        n++;
      } else {
        sink.error(
          { file, path: `$[${index}]` },
          "G-18",
          `a content file holds objects; this element is ${describe(json)}`,
        );
      }
    });
    return n;
  }
  sink.warn({ file, path: "$" }, "G-18", "skipped: the file holds neither an array of objects nor an object");
  return -1;
}

function faultText(fault: ValueFault): string {
  if (fault.fault === "deep") return `a value nested more than ${MAX_DEPTH} levels deep in this member`;
  if (fault.fault === "infinite") return "a number too large for a double (read as infinite)";
  return `${describe(fault.value)} is out of range: numbers in content are at most ±${fault.limit ?? "2147483647"}${fault.limit === 1e12 ? " (10^12)" : ""}`;
}

type Parsed = { ok: true; value: Json } | { ok: false; message: string; line?: number };

function parseJson(text: string): Parsed {
  const p = parseJsonText(text, false);
  if (p.ok) return p;
  const what = p.tooDeep ? "refused" : "not valid JSON";
  return p.line === undefined
    ? { ok: false, message: `${what}: ${p.reason}` }
    : { ok: false, line: p.line, message: `${what} at line ${p.line}, column ${p.column}: ${p.reason}` };
}

/**
 * Reads one JSON file that is not content (a scenario, an experiment, a recording): its value, or
 * why not, in one line for a person (`what` names the kind of file expected).
 */
export function readJsonFile(
  file: string,
  what: string,
): { ok: true; value: Json } | { ok: false; message: string; line?: number } {
  const read = readTextFile(file);
  if (!read.ok)
    return {
      ok: false,
      message:
        read.message === "is a folder, not a file"
          ? `is a folder, not ${what}`
          : `${read.message}${read.line !== undefined ? ` (line ${read.line})` : ""}`,
      ...(read.line !== undefined ? { line: read.line } : {}),
    };
  const p = parseJsonText(read.text);
  if (p.ok) return p;
  return {
    ok: false,
    message: `${p.tooDeep ? "refused" : "not valid JSON"}${p.line === undefined ? "" : ` at line ${p.line}, column ${p.column}`}: ${p.reason}`,
    ...(p.line !== undefined ? { line: p.line } : {}),
  };
}
