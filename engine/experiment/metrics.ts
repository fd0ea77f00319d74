/**
 * Metrics of one run, from its events and its final state. A metric's value is a number, or
 * undefined when the run has none (no matching event for `first_turn`, nothing numeric at a
 * state pointer): such runs are counted as missing and left out of that metric's statistics.
 * `rate` is 1 when a matching event happened and 0 otherwise; its mean over runs is the rate.
 * A `ratio` or `mean_per_event` gives a pair (numerator, denominator): its estimate is Σx / Σy
 * over the runs, which a mean of per-run quotients is not.
 */
import { eventMatches } from "../scenario/event_match.js";
import type { SimEvent } from "../sim/events.js";
import { readPointer } from "../world/pointer.js";
import type { Json, World } from "../world/types.js";
import { jsonEqual } from "../scenario/event_match.js";
import type { EventFilter, Metric } from "./format.js";

/** A ratio's share of one run: its numerator and denominator totals. */
export interface Pair {
  readonly x: number;
  readonly y: number;
}

export type RunValue = number | undefined | Pair;

interface SplitFilter {
  readonly pointers: readonly (readonly [string, Json])[];
  readonly plain: Record<string, Json>;
}

/** A filter's `where`, split once per filter: every event of every run is matched against it. */
const splitFilters = new WeakMap<EventFilter, SplitFilter>();

function split(filter: EventFilter): SplitFilter {
  const known = splitFilters.get(filter);
  if (known) return known;
  const pointers: [string, Json][] = [];
  const plain: Record<string, Json> = {};
  for (const key of Object.keys(filter.where)) {
    const want = filter.where[key] as Json;
    if (key.startsWith("/")) pointers.push([key, want]);
    else plain[key] = want;
  }
  const made = { pointers, plain };
  splitFilters.set(filter, made);
  return made;
}

/** `where` keys are field names (as in scenario expectations) or JSON pointers into the event. */
export function matches(event: SimEvent, filter: EventFilter): boolean {
  if (event.type !== filter.event) return false;
  const { pointers, plain } = split(filter);
  for (const [key, want] of pointers) {
    const got = readPointer(event, key);
    if (!got.ok || got.value === undefined || !jsonEqual(got.value, want)) return false;
  }
  return eventMatches(event, plain);
}

function numeric(v: Json | undefined): number | undefined {
  if (typeof v === "number") return Number.isFinite(v) ? v : undefined;
  if (typeof v === "boolean") return v ? 1 : 0;
  return undefined;
}

/** One metric's running state over a run's events, as they stream past. */
interface Tally {
  add(event: SimEvent): void;
  value(final: World): RunValue;
}

function fieldOf(e: SimEvent, field: string): number {
  const r = readPointer(e, field);
  return (r.ok ? numeric(r.value) : undefined) ?? 0;
}

function tallyOf(metric: Exclude<Metric, { type: "ratio" }>): Tally {
  switch (metric.type) {
    case "state":
      return {
        add: () => undefined,
        value: (final) => {
          const r = readPointer(final, metric.path);
          return r.ok ? numeric(r.value) : undefined;
        },
      };
    case "count":
    case "rate": {
      let n = 0;
      return {
        add: (e) => {
          if (matches(e, metric)) n++;
        },
        value: () => (metric.type === "count" ? n : n > 0 ? 1 : 0),
      };
    }
    case "first_turn": {
      let first: number | undefined;
      return {
        add: (e) => {
          if (first === undefined && matches(e, metric)) first = e.turn;
        },
        value: () => first,
      };
    }
    case "sum":
    case "mean_per_event": {
      let sum = 0;
      let count = 0;
      return {
        add: (e) => {
          if (!matches(e, metric)) return;
          sum += fieldOf(e, metric.field);
          count++;
        },
        value: () => (metric.type === "sum" ? sum : { x: sum, y: count }),
      };
    }
  }
}

/**
 * The metrics of one run, fed its events as they happen (a run never keeps them), then read with
 * the final world; ratios come from the values of the metrics they divide.
 */
export class RunMetrics {
  private readonly tallies: (Tally | undefined)[];

  constructor(private readonly metrics: readonly Metric[]) {
    this.tallies = metrics.map((m) => (m.type === "ratio" ? undefined : tallyOf(m)));
  }

  add(event: SimEvent): void {
    for (const t of this.tallies) t?.add(event);
  }

  values(final: World): RunValue[] {
    const values = this.tallies.map((t) => t?.value(final));
    const byName = new Map(this.metrics.map((m, i) => [m.name, i]));
    // The file was checked: a ratio names two count or sum metrics, whose values are numbers.
    const total = (name: string): number => {
      const v = values[byName.get(name) ?? -1];
      return typeof v === "number" ? v : 0;
    };
    return this.metrics.map((m, i) =>
      m.type === "ratio" ? { x: total(m.numerator), y: total(m.denominator) } : values[i],
    );
  }
}

/** The value of a metric that stands on its own, from a run's events held in a list. */
export function metricValue(
  metric: Exclude<Metric, { type: "ratio" }>,
  events: readonly SimEvent[],
  final: World,
): RunValue {
  const t = tallyOf(metric);
  for (const e of events) t.add(e);
  return t.value(final);
}

/** Every metric's value in one run, in the order of `metrics`, from events held in a list. */
export function metricValues(metrics: readonly Metric[], events: readonly SimEvent[], final: World): RunValue[] {
  const run = new RunMetrics(metrics);
  for (const e of events) run.add(e);
  return run.values(final);
}
