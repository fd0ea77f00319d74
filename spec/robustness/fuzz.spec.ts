/**
 * Property-based fuzzing of every input the tool reads (issue 23), with fast-check: our own content
 * objects, demo scenarios, experiment files and recordings, each mutated at a random place (a
 * member replaced by odd JSON, removed, or added under a hostile name such as `__proto__`), then
 * loaded, decoded, run or replayed in process. IDs introduced here:
 *   ROB-fuzz-content    a mutated content file loads without throwing; every problem has a file, a
 *                       JSON path, a rule and a one-line message; no prototype is polluted
 *   ROB-fuzz-scenario   a mutated scenario is refused with located problems, or runs to its end
 *                       without the engine failing on a step
 *   ROB-fuzz-experiment a mutated experiment file decodes or is refused with located problems
 *   ROB-fuzz-recording  a mutated recording is refused with a message, or replays (matching or not)
 *                       without throwing
 * Issue 36 widened the odd values to values nested past the depth limit, numbers past every range
 * (1e400 in the text, 1e308, ±2^31, 1e9), and hostile keys to every name `Object.prototype` has;
 * scenarios, experiments and recordings go through the same text reader as files do.
 * `make test` runs a bounded number of cases per property (CDDA_SIM_FUZZ_RUNS raises it; the
 * seed is printed on a failure, and CDDA_SIM_FUZZ_SEED replays it).
 */
import { expect } from "chai";
import * as fc from "fast-check";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { listJsonFiles } from "../../engine/content/json/read.js";
import { parseJsonText } from "../../engine/content/json/text.js";
import { decodeExperiment } from "../../engine/experiment/format.js";
import { loadScenario, loadParsedScenario, type LoadedScenario } from "../../engine/scenario/load.js";
import { decodeRecording } from "../../engine/scenario/record.js";
import { replay } from "../../engine/scenario/replay.js";
import { runScenario, streamScenario } from "../../engine/scenario/run.js";
import { loadInline, PROJECT_ROOT } from "../support/load.js";

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const RUNS = Number(process.env["CDDA_SIM_FUZZ_RUNS"] ?? 200);
const SEED = process.env["CDDA_SIM_FUZZ_SEED"];
const params = (runs: number): fc.Parameters<unknown> => ({
  numRuns: runs,
  ...(SEED !== undefined ? { seed: Number(SEED) } : {}),
});

const readJson = (file: string): Json => JSON.parse(readFileSync(file, "utf8")) as Json;

/** Stands for the literal 1e400 (no double holds it) until the text is written. */
const HUGE = "\u0000huge";
const nested = (n: number): Json => {
  let v: Json = 1;
  for (let i = 0; i < n; i++) v = [v];
  return v;
};

/** Odd values: the shapes that have broken readers before, and plain random JSON. */
const oddValue: fc.Arbitrary<Json> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
  fc.constantFrom<Json>(
    nested(250),
    { a: nested(3000) },
    HUGE,
    -1e9,
    1e9,
    2 ** 31,
    -(2 ** 31) - 1,
    -0.5,
    "-5 kg",
    "-1 h",
  ),
  fc.constantFrom<Json>(
    null,
    "",
    -1,
    0,
    1e308,
    -1e308,
    2 ** 53,
    0.5,
    "__proto__",
    "constructor",
    [],
    {},
    [[[[[]]]]],
    { __proto__: { polluted: true } } as unknown as Json,
    "x".repeat(1000),
    "<color_red>",
    "1000000000 days",
  ),
);
const hostileKey = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "hasOwnProperty",
    "toString",
    "valueOf",
    "isPrototypeOf",
    "__defineGetter__",
    "toLocaleString",
    "// note",
    "tunrs",
    "",
  ),
  fc.string({ maxLength: 8 }),
);

interface Mutation {
  readonly walk: readonly number[];
  readonly op: "replace" | "remove" | "add";
  readonly value: Json;
  readonly key: string;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  walk: fc.array(fc.nat(), { minLength: 1, maxLength: 7 }),
  op: fc.constantFrom("replace", "remove", "add"),
  value: oddValue,
  key: hostileKey,
});

/**
 * Applies a mutation to a copy: walks down by the choices (index modulo the children), then
 * replaces, removes or adds there. Members are defined, never assigned, so `__proto__` becomes a
 * real member as JSON.parse would make it.
 */
function mutate(base: Json, m: Mutation): Json {
  const root = JSON.parse(JSON.stringify(base)) as Json;
  let parent: Json[] | { [k: string]: Json } | undefined;
  let key: string | number | undefined;
  let node: Json = root;
  for (const choice of m.walk) {
    if (node === null || typeof node !== "object") break;
    const keys: (string | number)[] = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node);
    if (keys.length === 0) break;
    const k = keys[choice % keys.length] as string | number;
    parent = node;
    key = k;
    node = (node as Record<string | number, Json>)[k] as Json;
  }
  const set = (target: Json[] | { [k: string]: Json }, k: string | number, v: Json): void => {
    Object.defineProperty(target, k, { value: v, enumerable: true, writable: true, configurable: true });
  };
  if (m.op === "add" && node !== null && typeof node === "object" && !Array.isArray(node)) set(node, m.key, m.value);
  else if (m.op === "remove" && parent !== undefined && key !== undefined) {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key as string];
  } else if (parent !== undefined && key !== undefined) set(parent, key, m.value);
  else return m.value;
  return root;
}

/** JSON text of a mutated value, as a file would hold it (a `__proto__` member stays a member). */
const text = (v: Json): string => JSON.stringify(v).replaceAll(JSON.stringify(HUGE), "1e400");

/** Reads a mutated file's text as the CLI does: too deep or not JSON is a located refusal. */
function reread(v: Json): Json | undefined {
  const p = parseJsonText(text(v));
  if (p.ok) return p.value;
  expect(p.reason.length).to.be.within(1, 500);
  expect(p.line, p.reason).to.be.a("number");
  return undefined;
}

function located(problems: readonly { file: string; path: string; message: string }[]): void {
  for (const p of problems) {
    expect(p.file, JSON.stringify(p)).to.be.a("string").and.not.equal("");
    expect(p.path, JSON.stringify(p)).to.match(/^\$/);
    expect(p.message.length, p.message.slice(0, 200)).to.be.within(1, 500);
    expect(p.message, p.message.slice(0, 200)).to.not.contain("\n");
  }
}

const notPolluted = (): void => {
  expect(({} as { polluted?: unknown }).polluted).to.equal(undefined);
  expect(Object.prototype).to.not.have.property("polluted");
};

describe("fuzzing every input (issue 23)", function () {
  this.timeout(600000);

  const contentFiles = [
    ...listJsonFiles(join(PROJECT_ROOT, "content", "base")),
    ...listJsonFiles(join(PROJECT_ROOT, "content", "monsters")),
  ];
  const contentBases = contentFiles.map(readJson).filter((v): v is Json[] => Array.isArray(v));

  it("[ROB-fuzz-content] mutated content files load without throwing, every problem located", () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(mutation, { minLength: 1, maxLength: 3 }), (which, ms) => {
        const base = contentBases[which % contentBases.length] as Json[];
        const mutated = ms.reduce<Json>((v, m) => mutate(v, m), base);
        const r = loadInline({ "fuzzed.json": text(mutated) });
        located(r.problems);
        for (const p of r.problems) expect(p.rule, JSON.stringify(p)).to.match(/^[A-Z]/);
        notPolluted();
      }),
      params(RUNS),
    );
  });

  const demos = ["arena", "monsters", "climbing", "examine"].map((n) =>
    join(PROJECT_ROOT, "scenarios", "demo", `${n}.json`),
  );
  const scenarioBases = demos.map((file) => ({ file, raw: readJson(file) }));

  /** Turns a scenario would tick; fuzzed ones asking for many are not run (their refusal is tested). */
  function turnsAsked(v: unknown): number {
    let n = 0;
    const walk = (x: unknown): void => {
      if (Array.isArray(x)) x.forEach(walk);
      else if (x !== null && typeof x === "object") {
        for (const [k, y] of Object.entries(x)) {
          if ((k === "tick" || k === "turns") && typeof y === "number") n += y;
          walk(y);
        }
      }
    };
    walk(v);
    return n;
  }

  it("[ROB-fuzz-scenario] mutated scenarios are refused with located problems or run to the end", () => {
    let ran = 0;
    let refused = 0;
    fc.assert(
      fc.property(fc.nat(), mutation, (which, m) => {
        const base = scenarioBases[which % scenarioBases.length] as { file: string; raw: Json };
        const raw = reread(mutate(base.raw, m));
        if (raw === undefined) {
          refused++;
          return;
        }
        const loaded = loadParsedScenario(raw, base.file);
        if (!loaded.ok) {
          refused++;
          located(loaded.problems);
          expect(loaded.problems.length).to.be.greaterThan(0);
          return;
        }
        if (turnsAsked(raw) > 2000) return;
        const summary = streamScenario(loaded.scenario, loaded.content, {}, {});
        expect(summary.error, JSON.stringify(summary.error)).to.equal(undefined);
        ran++;
        notPolluted();
      }),
      params(RUNS),
    );
    // Both ways must be exercised, or the property says little.
    expect(ran, "mutated scenarios that ran").to.be.greaterThan(RUNS / 10);
    expect(refused, "mutated scenarios refused").to.be.greaterThan(RUNS / 10);
  });

  const experimentFiles = listJsonFiles(join(PROJECT_ROOT, "scenarios", "experiments")).filter(
    (f) => !f.includes(`${join("experiments", "scenarios")}`),
  );
  const experimentBases = experimentFiles.map((file) => ({ file, raw: readJson(file) }));

  it("[ROB-fuzz-experiment] mutated experiment files decode or are refused with located problems", () => {
    fc.assert(
      fc.property(fc.nat(), mutation, (which, m) => {
        const base = experimentBases[which % experimentBases.length] as { file: string; raw: Json };
        const raw = reread(mutate(base.raw, m));
        if (raw === undefined) return;
        const r = decodeExperiment(raw, base.file);
        if (!r.ok) {
          expect(r.problems.length).to.be.greaterThan(0);
          located(r.problems);
        }
        notPolluted();
      }),
      params(RUNS * 2),
    );
  });

  const recordingFile = join(PROJECT_ROOT, "scenarios", "recordings", "arena.recording.json");
  const recordingBase = readJson(recordingFile);
  const arena = loadScenario(join(PROJECT_ROOT, "scenarios", "demo", "arena.json"));

  it("[ROB-fuzz-recording] mutated recordings are refused with a message or replay without throwing", () => {
    const { content } = arena as LoadedScenario;
    let replayed = 0;
    fc.assert(
      fc.property(mutation, (m) => {
        const raw = reread(mutate(recordingBase, m));
        if (raw === undefined) return;
        const read = decodeRecording(raw, recordingFile);
        if (!read.ok) {
          expect(read.message).to.be.a("string").and.not.equal("");
          expect(read.message.length).to.be.lessThan(2000);
          return;
        }
        if (turnsAsked(read.recording.scenario) > 2000) return;
        const report = replay(read.recording, content, runScenario);
        expect(report.total).to.equal(read.recording.steps.length);
        if (report.error !== undefined) expect(report.error.split("\n")[0]?.length).to.be.at.most(500);
        replayed++;
        notPolluted();
      }),
      params(RUNS),
    );
    expect(replayed, "mutated recordings replayed").to.be.greaterThan(RUNS / 10);
  });
});
