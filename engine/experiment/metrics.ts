/**
 * Metrics of one run, from its events and its final state. A metric's value is a number, or
 * undefined when the run has none (no matching event for `first_turn`, nothing numeric at a
 * state pointer): such runs are counted as missing and left out of that metric's statistics.
 * `rate` is 1 when a matching event happened and 0 otherwise; its mean over runs is the rate.
 */
import { eventMatches } from "../scenario/expect.js";
import type { SimEvent } from "../sim/events.js";
import { readPointer } from "../world/pointer.js";
import type { Json, World } from "../world/types.js";
import { jsonEqual } from "../scenario/expect.js";
import type { EventFilter, Metric } from "./format.js";

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

export function metricValue(metric: Metric, events: readonly SimEvent[], final: World): number | undefined {
  switch (metric.type) {
    case "state": {
      const r = readPointer(final, metric.path);
      return r.ok ? numeric(r.value) : undefined;
    }
    case "count": {
      let n = 0;
      for (const e of events) if (matches(e, metric)) n++;
      return n;
    }
    case "rate":
      return events.some((e) => matches(e, metric)) ? 1 : 0;
    case "first_turn": {
      const e = events.find((x) => matches(x, metric));
      return e ? e.turn : undefined;
    }
    case "sum": {
      let s = 0;
      for (const e of events) {
        if (!matches(e, metric)) continue;
        const r = readPointer(e, metric.field);
        s += (r.ok ? numeric(r.value) : undefined) ?? 0;
      }
      return s;
    }
  }
}

export function metricValues(
  metrics: readonly Metric[],
  events: readonly SimEvent[],
  final: World,
): (number | undefined)[] {
  return metrics.map((m) => metricValue(m, events, final));
}
