/**
 * Variants: what changes between the arms of an experiment.
 *
 * Set-up values are JSON pointers into the scenario file: the parsed scenario is copied, the
 * values written, and the copy decoded and checked like any scenario.
 *
 * Content values are overridden by re-loading the content with patched raw JSON: the object of
 * the given kind and id that is in force (the last definition loaded) gets the value written at
 * the member pointer in its own JSON, in a temporary copy of the content root that holds it, and
 * the content is loaded again from the copy, which is then removed. This is slower than patching
 * decoded objects, but it is the only way that is always correct: defaults, units ("5 m"),
 * inheritance (copy-from children of the patched object see the change), derived facts and every
 * check of the loader apply to the new value exactly as to a value written by hand, and the
 * member is named as in the JSON the user knows. Problems the override introduces (a value of the
 * wrong type, a misspelt member reported as unknown) are reported against the experiment file.
 * The loaded Content is never mutated; variants with the same overrides share one load.
 */
import { cpSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, relative } from "node:path";
import { listJsonFiles, readJsonFile, type ReadRoot } from "../content/json/read.js";
import { isJsonObject } from "../content/json/types.js";
import { classify, KINDS } from "../content/kinds/index.js";
import { defaultIds } from "../content/kinds/kind.js";
import { loadContent, type Content } from "../content/load.js";
import type { Problem } from "../content/problems.js";
import { describe } from "../content/values/duration.js";
import { parsePointer } from "../world/pointer.js";
import type { Json } from "../world/types.js";
import type { ContentOverride, ExperimentProblem, VariantSpec } from "./format.js";

/** One arm of the experiment, sweeps expanded. */
export interface Variant {
  readonly name: string;
  readonly scenario: readonly (readonly [string, Json])[];
  readonly content: readonly ContentOverride[];
  /** JSON path of the variant in the experiment file, for problems. */
  readonly at: string;
}

function showValue(v: Json): string {
  return typeof v === "string" ? v : JSON.stringify(v);
}

/** Expands sweeps into their cartesian product (first axis slowest); no variants: one baseline. */
/** More variants than this is a mistake in the file (each variant is prepared before the runs). */
export const MAX_VARIANTS = 1000;

export function expandVariants(
  specs: readonly VariantSpec[],
  file: string,
): { ok: true; variants: Variant[] } | { ok: false; problems: ExperimentProblem[] } {
  if (specs.length === 0) return { ok: true, variants: [{ name: "baseline", scenario: [], content: [], at: "$" }] };
  const out: Variant[] = [];
  // Every variant is prepared (its content loaded) before the first run: a sweep that multiplies
  // into millions is a mistake, reported before anything is built.
  const counts = specs.map((spec) => spec.sweep.reduce((n, axis) => n * axis.values.length, 1));
  const total = counts.reduce((a, b) => a + b, 0);
  if (total > MAX_VARIANTS) {
    const i = counts.indexOf(Math.max(...counts));
    return {
      ok: false,
      problems: [
        {
          file,
          path: `$.variants[${i}].sweep`,
          message: `the variants make ${total.toLocaleString("en")} combinations; at most ${MAX_VARIANTS.toLocaleString("en")} are allowed (split the sweep into several experiments)`,
        },
      ],
    };
  }
  specs.forEach((spec, i) => {
    const at = `$.variants[${i}]`;
    let combos: { labels: string[]; scenario: [string, Json][]; content: ContentOverride[] }[] = [
      { labels: [], scenario: [], content: [] },
    ];
    for (const axis of spec.sweep) {
      const next: typeof combos = [];
      for (const c of combos) {
        for (const value of axis.values) {
          const labels = [...c.labels, `${axis.label}=${showValue(value)}`];
          if (axis.target === "scenario")
            next.push({ labels, scenario: [...c.scenario, [axis.pointer, value]], content: c.content });
          else
            next.push({
              labels,
              scenario: c.scenario,
              content: [...c.content, { kind: axis.kind, id: axis.id, member: axis.member, value }],
            });
        }
      }
      combos = next;
    }
    for (const c of combos) {
      const name = [spec.name ?? (c.labels.length === 0 ? `variant ${i + 1}` : undefined), ...c.labels]
        .filter((x) => x !== undefined)
        .join(" ");
      // Fixed values first, then the sweep's: a swept value wins over a fixed one at the same place.
      out.push({ name, scenario: [...spec.scenario, ...c.scenario], content: [...spec.content, ...c.content], at });
    }
  });
  const problems: ExperimentProblem[] = [];
  const seen = new Map<string, string>();
  for (const v of out) {
    const first = seen.get(v.name);
    if (first !== undefined)
      problems.push({
        file,
        path: v.at,
        message: `two variants are called ${JSON.stringify(v.name)} (the other is at ${first}); give them distinct names`,
      });
    else seen.set(v.name, v.at);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, variants: out };
}

/**
 * Writes `value` at `pointer` in a copy of `root`; intermediate objects are created for member
 * names (so a default the JSON leaves out can be set), array elements must exist.
 */
export function setAt(
  root: Json,
  pointer: string,
  value: Json,
  create: boolean,
): { ok: true; value: Json } | { ok: false; message: string } {
  const parts = parsePointer(pointer);
  if (!parts || parts.length === 0) return { ok: false, message: `cannot write at ${JSON.stringify(pointer)}` };
  const copy = structuredClone(root);
  let cur: Json = copy;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    const last = i === parts.length - 1;
    const where = `/${parts.slice(0, i).join("/")}`;
    if (Array.isArray(cur)) {
      if (!/^\d+$/.test(part) || Number(part) >= cur.length + (last ? 1 : 0))
        return {
          ok: false,
          message: `${JSON.stringify(part)} is not an index of the list at ${where} (length ${cur.length})`,
        };
      if (last) cur[Number(part)] = value;
      else cur = cur[Number(part)] as Json;
    } else if (typeof cur === "object" && cur !== null) {
      const obj = cur as { [k: string]: Json };
      if (last) {
        Object.defineProperty(obj, part, { value, enumerable: true, writable: true, configurable: true });
      } else {
        if (!Object.hasOwn(obj, part)) {
          if (!create) return { ok: false, message: `there is nothing at ${JSON.stringify(part)} in ${where}` };
          Object.defineProperty(obj, part, { value: {}, enumerable: true, writable: true, configurable: true });
        }
        cur = obj[part] as Json;
      }
    } else {
      return { ok: false, message: `${where} holds ${describe(cur)}, which has no members` };
    }
  }
  return { ok: true, value: copy };
}

/** The scenario's raw JSON with the variant's set-up values written in. */
export function patchScenario(
  raw: Json,
  variant: Variant,
  file: string,
): { ok: true; raw: Json } | { ok: false; problems: ExperimentProblem[] } {
  let cur = raw;
  for (const [pointer, value] of variant.scenario) {
    const r = setAt(cur, pointer, value, false);
    if (!r.ok)
      return {
        ok: false,
        problems: [
          {
            file,
            path: variant.at,
            message: `variant ${JSON.stringify(variant.name)}: cannot set ${pointer} in the scenario: ${r.message}`,
          },
        ],
      };
    cur = r.value;
  }
  return { ok: true, raw: cur };
}

interface Located {
  readonly root: number;
  readonly file: string;
  /** Index in a top-level array, or -1 for a single-object file. */
  readonly index: number;
}

function parseFile(file: string): Json | undefined {
  const read = readJsonFile(file, "a content file");
  return read.ok ? read.value : undefined;
}

/** Where the definition in force of each overridden object is: the last one in load order. */
function locate(roots: readonly ReadRoot[], overrides: readonly ContentOverride[]): Map<string, Located> {
  const wanted = new Set(overrides.map((o) => `${o.kind}\u0000${o.id}`));
  const found = new Map<string, Located>();
  roots.forEach((root, r) => {
    for (const file of listJsonFiles(root.path, root.skip)) {
      const value = parseFile(file);
      const objects: [Json, number][] = Array.isArray(value)
        ? value.map((v, i) => [v, i])
        : value !== undefined
          ? [[value, -1]]
          : [];
      for (const [json, index] of objects) {
        if (!isJsonObject(json)) continue;
        const c = classify(json);
        if (!("kind" in c)) continue;
        const def = KINDS[c.kind] as { idsOf?: (j: typeof json) => readonly string[] };
        const ids = [...(def.idsOf ?? defaultIds)(json)];
        const abstract = json["abstract"];
        if (typeof abstract === "string") ids.push(abstract);
        for (const id of ids) {
          const key = `${c.kind}\u0000${id}`;
          if (wanted.has(key)) found.set(key, { root: r, file, index });
        }
      }
    }
  });
  return found;
}

const problemKey = (p: Problem, file: string): string => `${file}\u0000${p.path}\u0000${p.rule}\u0000${p.message}`;

/**
 * The content loaded again with the overrides written into the raw JSON. `baseProblems` are the
 * problems of the unpatched load: only problems that are new are blamed on the overrides.
 */
export function loadPatchedContent(
  roots: readonly ReadRoot[],
  overrides: readonly ContentOverride[],
  baseProblems: readonly Problem[],
  variant: Variant,
  file: string,
): { ok: true; content: Content } | { ok: false; problems: ExperimentProblem[] } {
  const where = `variant ${JSON.stringify(variant.name)}`;
  const found = locate(roots, overrides);
  const problems: ExperimentProblem[] = [];
  // The patched raw files, by (root, file): every override of a file applied to one copy.
  const patched = new Map<string, { root: number; file: string; json: Json }>();
  for (const o of overrides) {
    const loc = found.get(`${o.kind}\u0000${o.id}`);
    if (!loc) {
      problems.push({
        file,
        path: variant.at,
        message: `${where}: the scenario's content has no ${o.kind} with id ${JSON.stringify(o.id)}`,
      });
      continue;
    }
    const key = `${loc.root}\u0000${loc.file}`;
    const entry = patched.get(key) ?? { root: loc.root, file: loc.file, json: parseFile(loc.file) ?? null };
    const target = loc.index < 0 ? entry.json : Array.isArray(entry.json) ? entry.json[loc.index] : undefined;
    if (target === undefined || target === null) continue;
    const r = setAt(target, o.member, o.value, true);
    if (!r.ok) {
      problems.push({
        file,
        path: variant.at,
        message: `${where}: cannot set ${o.member} of ${o.kind} ${JSON.stringify(o.id)}: ${r.message}`,
      });
      continue;
    }
    if (loc.index < 0) entry.json = r.value;
    else if (Array.isArray(entry.json)) entry.json[loc.index] = r.value;
    patched.set(key, entry);
  }
  if (problems.length > 0) return { ok: false, problems };

  const temps: string[] = [];
  try {
    const newRoots: ReadRoot[] = roots.map((root, r) => {
      const files = [...patched.values()].filter((p) => p.root === r);
      if (files.length === 0) return root;
      const dir = mkdtempSync(join(tmpdir(), "cdda-sim-variant-"));
      temps.push(dir);
      const isFile = statSync(root.path).isFile();
      const copyRoot = isFile ? join(dir, basename(root.path)) : join(dir, "root");
      cpSync(root.path, copyRoot, { recursive: true });
      for (const p of files)
        writeFileSync(isFile ? copyRoot : join(copyRoot, relative(root.path, p.file)), JSON.stringify(p.json, null, 1));
      return { path: copyRoot, base: root.base };
    });
    const loaded = loadContent(newRoots, { noLines: true });
    // Problems are compared with temporary paths mapped back to the user's files.
    const original = (f: string): string => {
      for (let r = 0; r < roots.length; r++) {
        const nr = newRoots[r] as ReadRoot;
        const or = roots[r] as ReadRoot;
        if (nr !== or && (f === nr.path || f.startsWith(`${nr.path}/`)))
          return join(or.path, relative(nr.path, f)) || or.path;
      }
      return f;
    };
    const before = new Set(baseProblems.map((p) => problemKey(p, p.file)));
    for (const p of loaded.problems) {
      const f = original(p.file);
      if (before.has(problemKey(p, f))) continue;
      // Any new problem, warnings included: a lenient member falls back to its default with a
      // warning, and an experiment on a value that did not load would measure nothing.
      const who = p.id !== undefined ? ` (${p.kind ?? "object"} ${JSON.stringify(p.id)})` : "";
      problems.push({
        file,
        path: variant.at,
        message: `${where}: with the content overrides, ${f}: ${p.path}${who}: ${p.severity}: ${p.message} [${p.rule}]`,
      });
    }
    if (problems.length > 0) return { ok: false, problems };
    return { ok: true, content: loaded.content };
  } finally {
    for (const d of temps) rmSync(d, { recursive: true, force: true });
  }
}
