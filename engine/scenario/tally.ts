/**
 * Counting events for expectations as they stream past, so that a run never keeps its events: for
 * each event expectation of the scenario, how many events matched it, and per event type how many
 * happened and the first of them (shown when the fields did not match).
 */
import type { SimEvent } from "../sim/events.js";
import { eventMatches } from "./event_match.js";
import type { EventExpectation, Scenario } from "./types.js";

export class EventTally {
  private readonly matched = new Map<EventExpectation, number>();
  private readonly typeCount = new Map<string, number>();
  private readonly firstOfType = new Map<string, SimEvent>();

  /** `watched`: the expectations to count for, by the event type they name. */
  constructor(private readonly watched: ReadonlyMap<string, readonly EventExpectation[]>) {}

  add(event: SimEvent): void {
    const list = this.watched.get(event.type);
    if (list === undefined) return;
    this.typeCount.set(event.type, (this.typeCount.get(event.type) ?? 0) + 1);
    if (!this.firstOfType.has(event.type)) this.firstOfType.set(event.type, event);
    for (const e of list) if (eventMatches(event, e.where)) this.matched.set(e, (this.matched.get(e) ?? 0) + 1);
  }

  count(expectation: EventExpectation): number {
    return this.matched.get(expectation) ?? 0;
  }

  ofType(type: string): number {
    return this.typeCount.get(type) ?? 0;
  }

  example(type: string): SimEvent | undefined {
    return this.firstOfType.get(type);
  }
}

/** The event expectations of a scenario by type: what a run's tallies watch for. */
export function watchedEvents(scenario: Scenario): ReadonlyMap<string, readonly EventExpectation[]> {
  const byType = new Map<string, EventExpectation[]>();
  for (const s of scenario.steps)
    for (const e of s.until ? [...s.expect, s.until] : s.expect) {
      if (e.kind !== "event") continue;
      const list = byType.get(e.type);
      if (list) list.push(e);
      else byType.set(e.type, [e]);
    }
  return byType;
}

/** A tally of a list of events for the given expectations (for callers that hold the events). */
export function tallyEvents(events: readonly SimEvent[], expectations: readonly EventExpectation[]): EventTally {
  const byType = new Map<string, EventExpectation[]>();
  for (const e of expectations) byType.set(e.type, [...(byType.get(e.type) ?? []), e]);
  const tally = new EventTally(byType);
  for (const e of events) tally.add(e);
  return tally;
}
