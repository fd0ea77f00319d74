/**
 * Evaluating a scenario's expectations after a step: a value in the world (by JSON pointer)
 * compared, or events of a type whose fields match, counted. Every result carries a message a
 * person understands, passing or not: `/characters/you/body/torso/hp: expected >= 50, found 41`.
 */
import type { SimEvent } from "../sim/events.js";
import { describe } from "../content/values/duration.js";
import { readPointer } from "../world/pointer.js";
import type { Json, World } from "../world/types.js";
import type { EventTally } from "./tally.js";
import { jsonEqual } from "./event_match.js";
import type {
  Comparison,
  EndedExpectation,
  EventExpectation,
  Expectation,
  ExpectationResult,
  StateExpectation,
} from "./types.js";

export interface ExpectationContext {
  /** The step's index (0-based). */
  readonly step: number;
  readonly world: World;
  /** Events of this step, counted. */
  readonly stepTally: EventTally;
  /** Events of the run so far, this step's included, counted. */
  readonly runTally: EventTally;
  /** How a `tick` step with `until` ended, and the turns it took (absent for other steps). */
  readonly ended?: { readonly how: "until" | "limit"; readonly turns: number };
}

export function evaluate(expectation: Expectation, ctx: ExpectationContext): ExpectationResult {
  const { passed, message } =
    expectation.kind === "state"
      ? checkState(expectation, ctx.world)
      : expectation.kind === "event"
        ? checkEvents(expectation, ctx)
        : checkEnded(expectation, ctx);
  const note = expectation.note !== undefined ? `${expectation.note}: ` : "";
  return { step: ctx.step, expectation, passed, message: `${note}${message}` };
}

export function evaluateAll(expectations: readonly Expectation[], ctx: ExpectationContext): ExpectationResult[] {
  return expectations.map((e) => evaluate(e, ctx));
}

interface Verdict {
  readonly passed: boolean;
  readonly message: string;
}

/** A value for a message: JSON, shortened when long. */
export function show(value: unknown): string {
  return describe(value, 80);
}

const SYMBOL: { readonly [op in Comparison["op"]]: string } = {
  equals: "=",
  notEquals: "not",
  includes: "to include",
  lt: "<",
  lte: "<=",
  gt: ">",
  gte: ">=",
  exists: "exists",
};

/** What a comparison asks for, as text: `>= 50`, `= true`, `to include "rope"`. */
export function describeComparison(c: Comparison): string {
  if (c.op === "exists") return c.value ? "to exist" : "not to exist";
  return `${SYMBOL[c.op]} ${show(c.value)}`;
}

/** Does `found` satisfy the comparison? A reason when it cannot even be compared. */
function compare(c: Comparison, found: Json | undefined): { ok: boolean; why?: string } {
  switch (c.op) {
    case "exists":
      return { ok: (found !== undefined) === c.value };
    case "equals":
      return { ok: found !== undefined && jsonEqual(found, c.value) };
    case "notEquals":
      return { ok: !jsonEqual(found, c.value) };
    case "includes":
      if (Array.isArray(found)) return { ok: found.some((x) => jsonEqual(x, c.value)) };
      if (typeof found === "string") {
        if (typeof c.value !== "string")
          return { ok: false, why: `text can only include text, and ${show(c.value)} is not text` };
        return { ok: found.includes(c.value) };
      }
      return { ok: false, why: "includes needs a list or a text" };
    default: {
      if (typeof found !== "number") return { ok: false, why: "a number is needed to compare" };
      const v = c.value;
      const ok = c.op === "lt" ? found < v : c.op === "lte" ? found <= v : c.op === "gt" ? found > v : found >= v;
      return { ok };
    }
  }
}

function checkState(e: StateExpectation, world: World): Verdict {
  const read = readPointer(world, e.path);
  if (!read.ok) return { passed: false, message: `${e.path}: ${read.message}` };
  const found = read.value;
  const failed: string[] = [];
  let why: string | undefined;
  for (const c of e.comparisons) {
    const r = compare(c, found);
    if (!r.ok) {
      failed.push(describeComparison(c));
      why ??= r.why;
    }
  }
  const expected = e.comparisons.map(describeComparison).join(" and ");
  const foundText = found === undefined ? "nothing there" : show(found);
  if (failed.length === 0) return { passed: true, message: `${e.path}: ${foundText}, as expected (${expected})` };
  return {
    passed: false,
    message: `${e.path}: expected ${failed.join(" and ")}, found ${foundText}${why ? ` (${why})` : ""}`,
  };
}

function checkEnded(e: EndedExpectation, ctx: ExpectationContext): Verdict {
  const ended = ctx.ended;
  if (!ended) return { passed: false, message: "this step is not a tick with until: it did not end early or late" };
  const failed = e.turns.filter((c) => !compare(c, ended.turns).ok);
  const passed = ended.how === e.how && failed.length === 0;
  const found = `ended by its ${ended.how === "until" ? "condition" : "turn limit"} after ${ended.turns} turn(s)`;
  return {
    passed,
    message: passed
      ? `${found}, as expected`
      : `expected it to end by its ${e.how === "until" ? "condition" : "turn limit"}${failed.length ? ` with turns ${e.turns.map((c) => `${c.op} ${String(c.value)}`).join(", ")}` : ""}; ${found}`,
  };
}

function checkEvents(e: EventExpectation, ctx: ExpectationContext): Verdict {
  const tally = e.scope === "run" ? ctx.runTally : ctx.stepTally;
  const n = tally.count(e);
  const ofType = tally.ofType(e.type);
  const failed = e.count.filter((c) => !compare(c, n).ok);
  const what = `${e.type} events${Object.keys(e.where).length > 0 ? ` with ${show(e.where)}` : ""} ${e.scope === "run" ? "in the run so far" : "in this step"}`;
  const plural = (k: number): string => `${k} ${k === 1 ? "was" : "were"}`;
  if (failed.length === 0)
    return {
      passed: true,
      message: `${what}: ${n}, as expected (count ${e.count.map(describeComparison).join(" and ")})`,
    };
  // When the type happened but the fields did not match, show what did happen: usually a typo or a wrong id.
  const hint =
    ofType > n ? `; ${plural(ofType)} of type ${e.type}, for example ${show(stripTurn(tally.example(e.type)))}` : "";
  return {
    passed: false,
    message: `${what}: expected count ${failed.map(describeComparison).join(" and ")}, found ${n}${hint}`,
  };
}

function stripTurn(event: SimEvent | undefined): unknown {
  if (!event) return undefined;
  const { turn: _turn, ...rest } = event;
  return rest;
}
