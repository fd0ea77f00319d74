/**
 * Experiment files decoded with io-ts. An experiment names a scenario file (relative to the
 * experiment file) and adds how many runs, the base seed, variants and metrics. Objects are
 * strict: an unknown member is an error (a misspelt "wehre" would silently count everything);
 * `//`-prefixed members are comments. Every problem names the file, the JSON path and the rule
 * broken, and decoding collects them all. The format is documented in docs/experiments.md.
 */
import { clipMessage, type FileProblem, formatFileProblem } from "../content/problems.js";
import * as t from "io-ts";
import { describe } from "../content/values/duration.js";
import { isLeft } from "fp-ts/lib/Either.js";
import { dirname, isAbsolute, join } from "node:path";
import { readJsonFile } from "../content/json/read.js";
import { KINDS, type KindName } from "../content/kinds/index.js";
import { check, mapDecoded, strictObject } from "../content/codec/kit.js";
import { positiveInteger } from "../content/codec/common.js";
import { KNOWN_EVENT_TYPES, seedCodec as seed } from "../scenario/format.js";
import { parsePointer } from "../world/pointer.js";
import { pointerProblem } from "../world/shape.js";
import type { Json } from "../world/types.js";
import { errorJsonPath } from "../content/codec/error_path.js";

/** `experiments/x.json: $.metrics[2].event: unknown event type "atack"; known: ...`. */
export type ExperimentProblem = FileProblem;

export const formatExperimentProblem: (p: ExperimentProblem) => string = formatFileProblem;

/** One content value replaced: the object of `kind` with `id`, at `member` (a JSON pointer into its JSON). */
export interface ContentOverride {
  readonly kind: KindName;
  readonly id: string;
  readonly member: string;
  readonly value: Json;
}

/** One sweep axis: a list of values for a scenario pointer or for a content member. */
export type SweepAxis =
  | { readonly target: "scenario"; readonly pointer: string; readonly values: readonly Json[]; readonly label: string }
  | {
      readonly target: "content";
      readonly kind: KindName;
      readonly id: string;
      readonly member: string;
      readonly values: readonly Json[];
      readonly label: string;
    };

export interface VariantSpec {
  readonly name?: string;
  /** JSON pointers into the scenario file and the value each takes. */
  readonly scenario: readonly (readonly [string, Json])[];
  readonly content: readonly ContentOverride[];
  /** Expanded into the cartesian product of the axes (the first axis varies slowest). */
  readonly sweep: readonly SweepAxis[];
}

/** Which events a metric looks at: a type and fields (or JSON pointers into the event) that must match. */
export interface EventFilter {
  readonly event: string;
  readonly where: { readonly [field: string]: Json };
}

export type Metric =
  | ({ readonly name: string; readonly type: "count" | "rate" | "first_turn" } & EventFilter)
  | ({ readonly name: string; readonly type: "sum" | "mean_per_event"; readonly field: string } & EventFilter)
  | { readonly name: string; readonly type: "state"; readonly path: string }
  | RatioMetric;

/** Σ numerator / Σ denominator over the runs, of two count or sum metrics named in the same file. */
export interface RatioMetric {
  readonly name: string;
  readonly type: "ratio";
  readonly numerator: string;
  readonly denominator: string;
}

/** Metrics whose value in a run is a pair (x, y) and whose estimate is Σx / Σy. */
export type PairMetricType = "ratio" | "mean_per_event";
export const isPairType = (t: MetricType): t is PairMetricType => t === "ratio" || t === "mean_per_event";

export type MetricType = Metric["type"];

export interface Experiment {
  /** The experiment file (the scenario path is relative to it). */
  readonly file: string;
  readonly name: string;
  readonly description: string;
  /** The scenario as written, and resolved against the experiment file. */
  readonly scenario: string;
  readonly scenarioPath: string;
  readonly runs: number;
  readonly seed: string;
  readonly variants: readonly VariantSpec[];
  readonly metrics: readonly Metric[];
  /** Samples kept per variant and metric for percentiles and histograms (above: every k-th run). */
  readonly samples: number;
  /** Balance targets: a missed one makes the run exit 1 (expect.ts). */
  readonly expect: readonly Expectation[];
}

export type ExperimentDecode =
  | { readonly ok: true; readonly experiment: Experiment }
  | { readonly ok: false; readonly problems: readonly ExperimentProblem[] };

export const DEFAULT_SAMPLES = 100_000;
export const METRIC_TYPES: readonly MetricType[] = [
  "count",
  "rate",
  "sum",
  "first_turn",
  "state",
  "ratio",
  "mean_per_event",
];
/** What a ratio may divide: per-run totals, never missing, so Σx / Σy is over every run. */
const RATIO_PARTS: readonly MetricType[] = ["count", "sum"];
const KIND_NAMES = Object.keys(KINDS).sort();
const RESERVED = new Set(["__proto__", "constructor", "prototype"]);

const show = (value: unknown): string => describe(value);

const isObject = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null && !Array.isArray(u);
const own = (o: Record<string, unknown>, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);

const text = check(
  "text",
  (u): u is string => typeof u === "string",
  (u) => `expected text, got ${show(u)}`,
);
const name = check(
  "a name",
  (u): u is string => typeof u === "string" && u.length > 0,
  (u) => `expected a name (non-empty text), got ${show(u)}`,
);
const jsonValue = check(
  "a JSON value",
  (u): u is Json => u !== undefined,
  () => "expected a JSON value",
);
/** Runs of one experiment; larger ones would run for days (and --shard splits the runs, not the cap). */
export const MAX_RUNS = 100_000_000;
const runCount = check(
  `an integer from 1 to ${MAX_RUNS}`,
  (u): u is number => typeof u === "number" && Number.isInteger(u) && u >= 1 && u <= MAX_RUNS,
  (u) => `expected an integer from 1 to ${MAX_RUNS.toLocaleString("en")}, got ${show(u)}`,
);
const pointer = check(
  "a JSON pointer",
  (u): u is string => typeof u === "string" && u !== "" && parsePointer(u) !== undefined,
  (u) => `expected a JSON pointer starting with "/" (e.g. "/characters/you/pain"), got ${show(u)}`,
);
const kind = check(
  "a content kind",
  (u): u is KindName => typeof u === "string" && KIND_NAMES.includes(u),
  (u) => `unknown content kind ${show(u)}; known: ${KIND_NAMES.join(", ")}`,
);
const eventType = check(
  "an event type",
  (u): u is string => typeof u === "string" && KNOWN_EVENT_TYPES.includes(u),
  (u) => `unknown event type ${show(u)}; known: ${KNOWN_EVENT_TYPES.join(", ")}`,
);
const values = new t.Type<readonly Json[], unknown, unknown>(
  "a list of values",
  Array.isArray,
  (u, c) =>
    Array.isArray(u) && u.length > 0
      ? t.success(u as Json[])
      : t.failure(u, c, `a sweep needs a non-empty list of values, got ${show(u)}`),
  t.identity,
);

/** `{field: value}`: plain field names, or JSON pointers into the event ("/data/prize"). */
const where = new t.Type<{ readonly [field: string]: Json }, unknown, unknown>(
  "fields to match",
  (u): u is { readonly [field: string]: Json } => isObject(u),
  (u, c) => {
    if (!isObject(u)) return t.failure(u, c, `expected fields to match ({"who": "you"}), got ${show(u)}`);
    const errors: t.ValidationError[] = [];
    const out: Record<string, Json> = {};
    for (const key of Object.keys(u)) {
      if (key.startsWith("//")) continue;
      const at = t.appendContext(c, key, jsonValue, u[key]);
      if (RESERVED.has(key))
        errors.push({ value: u[key], context: at, message: `${JSON.stringify(key)} cannot be a field name` });
      else if (key.startsWith("/") && parsePointer(key) === undefined)
        errors.push({ value: u[key], context: at, message: `not a JSON pointer: ${JSON.stringify(key)}` });
      else
        Object.defineProperty(out, key, {
          value: u[key] as Json,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
    return errors.length > 0 ? t.failures(errors) : t.success(out);
  },
  t.identity,
);

/** `{pointer: value}` for the scenario; the content and the seed are not set-up values. */
const scenarioSets = new t.Type<readonly (readonly [string, Json])[], unknown, unknown>(
  "scenario values",
  Array.isArray,
  (u, c) => {
    if (!isObject(u)) return t.failure(u, c, `expected {JSON pointer: value} for the scenario, got ${show(u)}`);
    const errors: t.ValidationError[] = [];
    const out: [string, Json][] = [];
    for (const key of Object.keys(u)) {
      if (key.startsWith("//")) continue;
      const at = t.appendContext(c, key, jsonValue, u[key]);
      const why = scenarioPointerProblem(key);
      if (why) errors.push({ value: u[key], context: at, message: why });
      else out.push([key, u[key] as Json]);
    }
    return errors.length > 0 ? t.failures(errors) : t.success(out);
  },
  t.identity,
);

function scenarioPointerProblem(p: string): string | undefined {
  const parts = parsePointer(p);
  if (parts === undefined || parts.length === 0)
    return `expected a JSON pointer into the scenario starting with "/" (e.g. "/world/characters/0/stats/dex"), got ${show(p)}`;
  if (parts[0] === "content")
    return `the scenario's content cannot be varied by pointer; use content overrides ({"kind", "id", "member", "value"})`;
  if (parts[0] === "seed")
    return `every run has its own seed, derived from the experiment's "seed"; the scenario's seed is not used`;
  if (parts.some((s) => RESERVED.has(s))) return `${show(p)} goes through a reserved name`;
  return undefined;
}

const contentOverride = strictObject(
  "a content override ({kind, id, member, value})",
  { kind, id: name, member: pointer, value: jsonValue },
  {},
);

const scenarioSweep = mapDecoded(
  "a scenario sweep",
  strictObject("a scenario sweep ({scenario, values, label})", { scenario: text, values }, { label: name }),
  (o, c): t.Validation<SweepAxis> => {
    const p = o.scenario;
    const why = scenarioPointerProblem(p);
    if (why) return t.failure(p, t.appendContext(c, "scenario", text, p), why);
    const parts = parsePointer(p) ?? [];
    return t.success({
      target: "scenario",
      pointer: p,
      values: o.values,
      label: o.label ?? parts[parts.length - 1] ?? p,
    });
  },
);

const contentSweep = mapDecoded(
  "a content sweep",
  strictObject(
    "a content sweep ({kind, id, member, values, label})",
    { kind, id: name, member: pointer, values },
    { label: name },
  ),
  (o): t.Validation<SweepAxis> => {
    const parts = parsePointer(o.member) ?? [];
    return t.success({
      target: "content",
      kind: o.kind,
      id: o.id,
      member: o.member,
      values: o.values,
      label: o.label ?? `${o.id}.${parts.join(".")}`,
    });
  },
);

const sweepAxis = new t.Type<SweepAxis, unknown, unknown>(
  "a sweep axis",
  (u): u is SweepAxis => isObject(u),
  (u, c) => {
    if (!isObject(u))
      return t.failure(
        u,
        c,
        `expected a sweep axis ({"scenario": pointer, "values": [...]} or {"kind", "id", "member", "values"}), got ${show(u)}`,
      );
    return own(u, "scenario") !== undefined ? scenarioSweep.validate(u, c) : contentSweep.validate(u, c);
  },
  t.identity,
);

const variant = mapDecoded(
  "a variant",
  strictObject(
    "a variant ({name, scenario, content, sweep})",
    {},
    { name, scenario: scenarioSets, content: t.array(contentOverride), sweep: t.array(sweepAxis) },
  ),
  (v): t.Validation<VariantSpec> =>
    t.success({
      ...(v.name !== undefined ? { name: v.name } : {}),
      scenario: v.scenario ?? [],
      content: v.content ?? [],
      sweep: v.sweep ?? [],
    }),
);

/** A metric of events of one type: count, rate and first_turn; sum and mean_per_event add a `field`. */
function eventMetric(type: "count" | "rate" | "first_turn"): t.Type<Metric, unknown, unknown> {
  return mapDecoded(
    `a ${type} metric`,
    strictObject(`a ${type} metric ({name, type, event, where})`, { name, type: text, event: eventType }, { where }),
    (o): t.Validation<Metric> => t.success({ name: o.name, type, event: o.event, where: o.where ?? {} }),
  );
}

function fieldMetric(type: "sum" | "mean_per_event"): t.Type<Metric, unknown, unknown> {
  return mapDecoded(
    `a ${type} metric`,
    strictObject(
      `a ${type} metric ({name, type, event, where, field})`,
      { name, type: text, event: eventType, field: pointer },
      { where },
    ),
    (o): t.Validation<Metric> =>
      t.success({ name: o.name, type, event: o.event, where: o.where ?? {}, field: o.field }),
  );
}

/** Each metric type's codec, chosen by the metric's `type`. */
const METRIC_CODECS: Readonly<Record<MetricType, t.Type<Metric, unknown, unknown>>> = {
  count: eventMetric("count"),
  rate: eventMetric("rate"),
  first_turn: eventMetric("first_turn"),
  sum: fieldMetric("sum"),
  mean_per_event: fieldMetric("mean_per_event"),
  ratio: mapDecoded(
    "a ratio metric",
    strictObject(
      "a ratio metric ({name, type, numerator, denominator})",
      { name, type: text, numerator: name, denominator: name },
      {},
    ),
    (o): t.Validation<Metric> =>
      t.success({ name: o.name, type: "ratio", numerator: o.numerator, denominator: o.denominator }),
  ),
  state: mapDecoded(
    "a state metric",
    strictObject("a state metric ({name, type, path})", { name, type: text, path: pointer }, {}),
    (o, c): t.Validation<Metric> => {
      const why = pointerProblem(parsePointer(o.path) ?? []);
      if (why)
        return t.failure(o.path, t.appendContext(c, "path", text, o.path), `${show(o.path)} addresses nothing: ${why}`);
      return t.success({ name: o.name, type: "state", path: o.path });
    },
  ),
};

const metric = new t.Type<Metric, unknown, unknown>(
  "a metric",
  (u): u is Metric => isObject(u),
  (u, c) => {
    if (!isObject(u)) return t.failure(u, c, `expected a metric ({name, type, ...}), got ${show(u)}`);
    const type = own(u, "type");
    const typeCtx = t.appendContext(c, "type", text, type);
    if (type === undefined)
      return t.failure(type, typeCtx, `required member is missing (a metric type: ${METRIC_TYPES.join(", ")})`);
    const codec =
      typeof type === "string" && Object.hasOwn(METRIC_CODECS, type) ? METRIC_CODECS[type as MetricType] : undefined;
    if (codec) return codec.validate(u, c);
    return t.failure(type, typeCtx, `unknown metric type ${show(type)}; known: ${METRIC_TYPES.join(", ")}`);
  },
  t.identity,
);

const finite = check(
  "a number",
  (u): u is number => typeof u === "number" && Number.isFinite(u),
  (u) => `expected a number, got ${show(u)}`,
);
const expectOn = check(
  '"ci95" or "mean"',
  (u): u is "ci95" | "mean" => u === "ci95" || u === "mean",
  (u) => `expected "ci95" (the whole 95 % interval keeps the bounds) or "mean", got ${show(u)}`,
);
/** A balance target of the file's `expect` (checked by ./expect.ts). */
export interface Expectation {
  readonly metric: string;
  /** Only this variant; every variant when absent. */
  readonly variant?: string;
  /** `ci95` (default): every point of the interval keeps the bounds; `mean`: the estimate does. */
  readonly on: "ci95" | "mean";
  readonly gte?: number;
  readonly gt?: number;
  readonly lte?: number;
  readonly lt?: number;
}

const expectation = mapDecoded(
  "an expectation",
  strictObject(
    "an expectation ({metric, variant, on, gte, gt, lte, lt})",
    { metric: name },
    { variant: name, on: expectOn, gte: finite, gt: finite, lte: finite, lt: finite },
  ),
  (o, c, u): t.Validation<Expectation> => {
    if (o.gte === undefined && o.gt === undefined && o.lte === undefined && o.lt === undefined)
      return t.failure(u, c, "an expectation needs a bound: gte, gt, lte or lt");
    return t.success({ ...o, on: o.on ?? "ci95" });
  },
);

const experimentCodec = strictObject(
  "an experiment ({scenario, runs, seed, variants, metrics, expect})",
  { scenario: name, runs: runCount, metrics: t.array(metric) },
  {
    name: text,
    description: text,
    seed,
    variants: t.array(variant),
    samples: positiveInteger,
    expect: t.array(expectation),
  },
);

/** The JSON path of a failure: `$.metrics[2].where`. */
export const pathOf = errorJsonPath;

/** Decodes a parsed experiment; `file` names it in problems and locates the scenario. */
export function decodeExperiment(raw: unknown, file: string): ExperimentDecode {
  const d = decodeExperimentValue(raw, file);
  // Names and values quoted in messages may be anything the file holds: one line each, bounded.
  return d.ok ? d : { ok: false, problems: d.problems.map((p) => ({ ...p, message: clipMessage(p.message) })) };
}

function decodeExperimentValue(raw: unknown, file: string): ExperimentDecode {
  const r = experimentCodec.decode(raw);
  if (isLeft(r)) {
    const seen = new Set<string>();
    const problems: ExperimentProblem[] = [];
    for (const e of r.left) {
      const p = {
        file,
        path: pathOf(e),
        message:
          e.message ?? `expected ${e.context[e.context.length - 1]?.type.name ?? "a value"}, got ${show(e.value)}`,
      };
      const key = `${p.path}\u0000${p.message}`;
      if (!seen.has(key)) {
        seen.add(key);
        problems.push(p);
      }
    }
    return { ok: false, problems };
  }
  const o = r.right;
  const metrics = o["metrics"] as Metric[];
  const problems: ExperimentProblem[] = [];
  if (metrics.length === 0)
    problems.push({ file, path: "$.metrics", message: "an experiment needs at least one metric" });
  const names = new Map<string, number>();
  metrics.forEach((m, i) => {
    const first = names.get(m.name);
    if (first !== undefined)
      problems.push({
        file,
        path: `$.metrics[${i}].name`,
        message: `metric name ${JSON.stringify(m.name)} is already used by $.metrics[${first}]`,
      });
    else names.set(m.name, i);
  });
  metrics.forEach((m, i) => {
    if (m.type !== "ratio") return;
    for (const member of ["numerator", "denominator"] as const) {
      const target = m[member];
      const at = names.get(target);
      const found = at !== undefined ? metrics[at] : undefined;
      if (!found)
        problems.push({
          file,
          path: `$.metrics[${i}].${member}`,
          message: `no metric is named ${JSON.stringify(target)}; a ratio divides two count or sum metrics of this file`,
        });
      else if (!RATIO_PARTS.includes(found.type))
        problems.push({
          file,
          path: `$.metrics[${i}].${member}`,
          message: `${JSON.stringify(target)} is a ${found.type} metric; a ratio divides count or sum metrics (per-run totals)`,
        });
    }
  });
  const expect = (o["expect"] as Expectation[] | undefined) ?? [];
  expect.forEach((e, i) => {
    if (!names.has(e.metric))
      problems.push({
        file,
        path: `$.expect[${i}].metric`,
        message: `no metric is named ${JSON.stringify(e.metric)}; metrics: ${[...names.keys()].join(", ")}`,
      });
  });
  if (problems.length > 0) return { ok: false, problems };
  const scenario = o["scenario"] as string;
  return {
    ok: true,
    experiment: {
      file,
      name: (o["name"] as string | undefined) ?? scenario,
      description: (o["description"] as string | undefined) ?? "",
      scenario,
      scenarioPath: isAbsolute(scenario) ? scenario : join(dirname(file), scenario),
      runs: o["runs"] as number,
      seed: (o["seed"] as string | undefined) ?? "1",
      variants: (o["variants"] as VariantSpec[] | undefined) ?? [],
      metrics,
      samples: (o["samples"] as number | undefined) ?? DEFAULT_SAMPLES,
      expect,
    },
  };
}

/** Reads and decodes an experiment file; never throws on bad input. */
export function readExperiment(file: string): ExperimentDecode {
  const parsed = readJsonFile(file, "an experiment file");
  if (!parsed.ok) return { ok: false, problems: [{ file, path: "$", message: parsed.message }] };
  const raw: unknown = parsed.value;
  return decodeExperiment(raw, file);
}
