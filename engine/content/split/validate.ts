/**
 * Validation on two threads (see parts.ts): the same problems and stats as loadContent, sooner on
 * a machine with a second core. The main thread reads every file, sends the helper's files to it
 * as it goes, registers and checks its own kinds meanwhile, then answers the references between
 * the two sides. Should the helper fail to start or fail inside, the main thread validates alone.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { setFlagsFromString } from "node:v8";
import { Worker } from "node:worker_threads";
import type { FileText } from "../json/file_text.js";
import { readRoots, visitText, type ReadRoot } from "../json/read.js";
import type { RawObject } from "../json/types.js";
import { collectProblems } from "../problems.js";
import { classify } from "../kinds/index.js";
import { answerRefs, resolvesIn } from "../load/check.js";
import { Reading } from "../load/reading.js";
import { loadStats } from "../load/stats.js";
import { triage, typesIn } from "../triage.js";
import { fillLines, loadContent, type LoadOptions, type LoadResult } from "../load.js";
import { registerAndCheck } from "../load/phases.js";
import type { FromHelper, HelperData, ToHelper } from "./messages.js";
import { helperFamilies, helperHolds, mainHolds, routeOf } from "./parts.js";

export interface ValidationResult extends Omit<LoadResult, "content"> {
  /** 2 when the helper thread took its share; 1 when the main thread validated alone. */
  readonly threads: 1 | 2;
  /** Why the helper thread was not used, when it was not. */
  readonly alone?: string;
}

export interface ValidateOptions extends LoadOptions {
  /** The helper thread's module (tests point it elsewhere to see the fallback). */
  readonly helper?: URL;
  /**
   * V8 flags for this run (the CLI's short-run JIT settings). The helper thread sets them once it
   * has started: a flag set before a thread starts makes V8 refuse Node's built-in code cache,
   * and the thread's start-up then compiles the built-in modules it loads from their sources.
   * On one thread they are set before loading.
   */
  readonly jitFlags?: string;
}

/** Loads for validation only (no content is returned), on two threads where it can. */
export async function validateContent(
  inputs: readonly (string | ReadRoot)[],
  options: ValidateOptions = {},
): Promise<ValidationResult> {
  const helper = startHelper(options.helper, {
    ...(options.jitFlags !== undefined ? { jitFlags: options.jitFlags } : {}),
  });
  if (typeof helper === "string") return alone(inputs, options, helper);
  try {
    return await split(inputs, options, helper);
  } catch (e) {
    // Nothing of the split run is kept: the main thread starts over on its own.
    return alone(inputs, options, e instanceof Error ? e.message : String(e));
  } finally {
    void helper.worker.terminate();
  }
}

function alone(inputs: readonly (string | ReadRoot)[], options: ValidateOptions, why: string): ValidationResult {
  if (options.jitFlags !== undefined) setFlagsFromString(options.jitFlags);
  const { problems, stats } = loadContent(inputs, options);
  return { problems, stats, threads: 1, alone: why };
}

interface Helper {
  readonly worker: Worker;
  /** `transfer`: buffers handed over with the message (no longer usable here). */
  send(m: ToHelper, transfer?: readonly ArrayBuffer[]): void;
  /** The helper's next message; rejects when it failed or stopped. */
  next(): Promise<FromHelper>;
}

/** The helper thread, started; or why it could not start. */
function startHelper(url: URL | undefined, workerData: HelperData): Helper | string {
  let worker: Worker;
  try {
    worker =
      import.meta.url.endsWith(".ts") && url === undefined
        ? fromSources(workerData)
        : new Worker(url ?? new URL("./helper.js", import.meta.url), { workerData });
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
  const queue: FromHelper[] = [];
  let waiting: { resolve: (m: FromHelper) => void; reject: (e: Error) => void } | undefined;
  let failure: Error | undefined;
  const fail = (e: Error): void => {
    failure ??= e;
    waiting?.reject(failure);
    waiting = undefined;
  };
  worker.on("message", (m: FromHelper) => {
    if (m.type === "failed") return fail(new Error(m.message));
    if (waiting) {
      waiting.resolve(m);
      waiting = undefined;
    } else queue.push(m);
  });
  worker.on("error", (e) => fail(e));
  worker.on("exit", () => fail(new Error("the helper thread stopped")));
  return {
    worker,
    send: (m, transfer) => worker.postMessage(m, transfer),
    next: () => {
      const m = queue.shift();
      if (m) return Promise.resolve(m);
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => (waiting = { resolve, reject }));
    },
  };
}

/**
 * Run from the TypeScript sources (tests, the launcher before a build), the helper needs the
 * TypeScript loader this thread uses; a worker thread does not inherit it.
 */
function fromSources(workerData: HelperData): Worker {
  // tsx's ESM API (its "import" export, which require.resolve would not pick) registers the loader.
  const manifest = createRequire(import.meta.url).resolve("tsx/package.json");
  const api = (
    JSON.parse(readFileSync(manifest, "utf8")) as { exports: Record<string, { import: { default: string } }> }
  ).exports["./esm/api"];
  if (!api) throw new Error("tsx has no ESM API");
  const tsx = pathToFileURL(join(dirname(manifest), api.import.default)).href;
  const entry = new URL("./helper.ts", import.meta.url).href;
  const code = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(code, { eval: true, workerData });
}

async function split(
  inputs: readonly (string | ReadRoot)[],
  options: LoadOptions,
  helper: Helper,
): Promise<ValidationResult> {
  const roots = inputs.map((i) => (typeof i === "string" ? { path: i, base: false } : i));
  const problems = collectProblems();
  const reading = new Reading(problems, mainHolds);
  // Every file is read and routed first, so that the helper has all of its files as early as
  // possible; the main side's files are parsed after.
  const mine: { file: string; text: string; base: boolean; ordinal: number }[] = [];
  const plan = (file: string, src: FileText, base: boolean, ordinal: number): false => {
    const t = options.skipUncheckedFiles ? triage(src) : { action: "parse" as const, types: typesIn(src) };
    if (t.action !== "parse") return reading.setAside(file, src, base, ordinal, t);
    const route = routeOf(t.types);
    // The helper decodes its files itself: bytes are transferred, a text would be copied.
    if (route !== "main") {
      const bytes = src.ownBytes();
      helper.send({ type: "file", file, ordinal, base, bytes, whole: route === "helper" }, [
        bytes.buffer as ArrayBuffer,
      ]);
    }
    if (route !== "helper") mine.push({ file, text: src.text, base, ordinal });
    return false;
  };
  const read = readRoots(roots, problems, reading.visit, { plan });
  // The files set aside for the helper's families, and their counts from text, are its to use.
  const handed = reading.handOver((family) => helperFamilies.has(family), helperHolds);
  const kept = handed.deferred.flatMap(([, files]) =>
    files.flatMap((f) => (f.bytes ? [f.bytes.buffer as ArrayBuffer] : [])),
  );
  helper.send({ type: "end", ...handed }, kept);
  let skipped = read.skipped;
  for (const f of mine.splice(0))
    if (visitText(f.text, f.file, f.ordinal, f.base, problems, reading.visit) < 0) skipped++;

  const parsed = await expect(helper, "read");
  for (const p of parsed.problems) problems.list.push(p);
  reading.addCounts({ ...parsed, unparsedFiles: 0 });
  adopt(reading, parsed.objects);
  reading.sortByOrder();
  reading.warnSkipped();

  const { tables, pending, kinds: countKinds } = registerAndCheck(reading, problems, mainHolds);
  helper.send({ type: "refs", pending });

  const done = await expect(helper, "done");
  for (const p of done.problems) problems.list.push(p);
  answerRefs(done.pending, problems, (k, id) => resolvesIn(tables[k], id));
  const answers = await expect(helper, "answers");
  for (const p of answers.problems) problems.list.push(p);

  const kinds = countKinds();
  for (const [k, s] of done.kinds) kinds.set(k, s);
  const stats = loadStats({ ...read, skipped: skipped + parsed.skippedFiles }, reading, kinds);
  if (!options.noLines) fillLines(problems.list);
  return { problems: problems.list, stats, threads: 2 };
}

async function expect<T extends FromHelper["type"]>(
  helper: Helper,
  type: T,
): Promise<Extract<FromHelper, { type: T }>> {
  const m = await helper.next();
  if (m.type !== type) throw new Error(`the helper sent ${m.type}, expected ${type}`);
  return m as Extract<FromHelper, { type: T }>;
}

/** The main side's objects the helper found in the files it read whole (put in load order by the caller). */
function adopt(reading: Reading, objects: readonly RawObject[]): void {
  for (const raw of objects) {
    if (raw.inlineEoc) {
      reading.byKind.get("effect_on_condition")?.push(raw);
      continue;
    }
    const c = classify(raw.json);
    if ("kind" in c) reading.byKind.get(c.kind)?.push(raw);
  }
}
