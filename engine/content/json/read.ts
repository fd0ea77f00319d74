/**
 * Reads CDDA JSON from files and folders: every `.json` file, in sorted relative-path order; a file
 * holds an array of objects or one object. Files that are not content (e.g. the vendored
 * `index.json` file lists) are skipped with one warning. Nothing here throws on bad input.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { ProblemSink } from "../problems.js";
import { isJsonObject, type Json, type JsonObject } from "./types.js";

export interface RawObject {
  readonly json: JsonObject;
  /** The file as the user named it (input path joined with the relative path inside it). */
  readonly file: string;
  /** Top-level path of the object: `$[index]` in an array file, `$` for a single-object file. */
  readonly path: string;
  /** Position in the overall load order (roots in the order given, files sorted, array order). */
  readonly order: number;
  /** True for objects loaded only so that references resolve (`--base` content). */
  readonly base: boolean;
}

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
}

/** Lists the `.json` files below a path, in code-point order of their relative paths. */
export function listJsonFiles(root: string): string[] {
  const st = statSync(root, { throwIfNoEntry: false });
  if (!st) return [];
  if (st.isFile()) return [root];
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name.endsWith(".json")) out.push(full);
    }
  };
  walk(root);
  const key = (f: string): string => relative(root, f).split(sep).join("/");
  return out.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
}

/**
 * Reads every root and hands each top-level object to `visit` as soon as its file is parsed, so
 * that objects nobody keeps can be collected right away.
 */
export interface ReadHooks {
  /**
   * Looks at a file's text before parsing: returns the object types it holds when the file can be
   * counted without parsing (it holds nothing the caller models), else undefined.
   */
  readonly countOnly?: (text: string) => ReadonlyMap<string, number> | undefined;
  readonly counted?: (file: string, types: ReadonlyMap<string, number>, base: boolean) => void;
}

export function readRoots(roots: readonly ReadRoot[], sink: ProblemSink, visit: (raw: RawObject) => void, hooks: ReadHooks = {}): ReadResult {
  let objects = 0;
  let files = 0;
  let bytes = 0;
  let skipped = 0;
  for (const root of roots) {
    const st = statSync(root.path, { throwIfNoEntry: false });
    if (!st) {
      sink.error({ file: root.path, path: "$" }, "G-18", "no such file or folder");
      continue;
    }
    for (const file of listJsonFiles(root.path)) {
      files++;
      let text: string;
      try {
        text = readFileSync(file, "utf8");
      } catch (e) {
        sink.error({ file, path: "$" }, "G-18", `cannot read the file: ${(e as Error).message}`);
        skipped++;
        continue;
      }
      bytes += Buffer.byteLength(text);
      const types = hooks.countOnly?.(text);
      if (types) {
        hooks.counted?.(file, types, root.base);
        continue;
      }
      const parsed = parseJson(text);
      if (!parsed.ok) {
        sink.error({ file, path: "$", ...(parsed.line ? { line: parsed.line } : {}) }, "G-18", `not valid JSON: ${parsed.message}`);
        skipped++;
        continue;
      }
      const value = parsed.value;
      if (isJsonObject(value)) {
        visit({ json: value, file, path: "$", order: objects++, base: root.base });
      } else if (Array.isArray(value)) {
        if (!value.every(isJsonObject)) {
          sink.warn(
            { file, path: "$" },
            "G-18",
            "skipped: the top-level array holds values that are not objects, so this is not CDDA content",
          );
          skipped++;
          continue;
        }
        value.forEach((json, index) => {
          visit({ json: json as JsonObject, file, path: `$[${index}]`, order: objects++, base: root.base });
        });
      } else {
        sink.warn({ file, path: "$" }, "G-18", "skipped: the file holds neither an array of objects nor an object");
        skipped++;
      }
    }
  }
  return { objects, files, bytes, skipped };
}

type Parsed = { ok: true; value: Json } | { ok: false; message: string; line?: number };

function parseJson(text: string): Parsed {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(body) as Json };
  } catch (e) {
    const message = (e as Error).message;
    const m = /position (\d+)/.exec(message);
    if (m) {
      const pos = Number(m[1]);
      const before = body.slice(0, pos);
      const line = before.split("\n").length;
      const column = pos - before.lastIndexOf("\n");
      return { ok: false, line, message: `${message.replace(/ in JSON at position \d+.*$/, "")} at line ${line}, column ${column}` };
    }
    return { ok: false, message };
  }
}
