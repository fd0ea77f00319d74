/**
 * Balance targets of an experiment (`expect` in its file): bounds a metric's 95 % confidence
 * interval (or its mean) must keep, per variant. A missed target makes `cdda-sim experiment` and
 * `experiment merge --expect` exit 1, so a CI job fails when a change moves the balance.
 */
import type { Expectation } from "./format.js";
import type { MetricSummary, Summary } from "./report.js";

export interface ExpectationResult {
  readonly ok: boolean;
  /** `money back (one): 95 % CI 5.1 .. 9.3 within >= 0.05, <= 0.1: ok`. */
  readonly line: string;
}

const BOUNDS = [
  ["gte", ">=", (x: number, b: number) => x >= b],
  ["gt", ">", (x: number, b: number) => x > b],
  ["lte", "<=", (x: number, b: number) => x <= b],
  ["lt", "<", (x: number, b: number) => x < b],
] as const;

function bounds(e: Expectation): string {
  return BOUNDS.flatMap(([k, op]) => (e[k] !== undefined ? [`${op} ${e[k]}`] : [])).join(", ");
}

/** Lower bounds judge the low end of the interval, upper bounds the high end: the target holds with 95 % confidence. */
function holds(e: Expectation, low: number, high: number): boolean {
  return BOUNDS.every(([k, , test]) => {
    const b = e[k];
    if (b === undefined) return true;
    return test(k === "gte" || k === "gt" ? low : high, b);
  });
}

function judge(e: Expectation, row: MetricSummary): ExpectationResult {
  const who = `${row.metric} (${row.variant})`;
  if (e.on === "mean") {
    if (row.mean === null)
      return { ok: false, line: `${who}: no runs with a value; expected a mean ${bounds(e)}: FAIL` };
    const ok = holds(e, row.mean, row.mean);
    return { ok, line: `${who}: mean ${row.mean} ${ok ? "is" : "is not"} ${bounds(e)}: ${ok ? "ok" : "FAIL"}` };
  }
  if (row.ci95 === null)
    return { ok: false, line: `${who}: no confidence interval (too few runs); expected ${bounds(e)}: FAIL` };
  const [low, high] = row.ci95;
  const ok = holds(e, low, high);
  return {
    ok,
    line: `${who}: 95 % CI ${low} .. ${high} ${ok ? "is" : "is not"} ${bounds(e)}: ${ok ? "ok" : "FAIL"}`,
  };
}

export function checkExpectations(summary: Summary, expectations: readonly Expectation[]): ExpectationResult[] {
  const out: ExpectationResult[] = [];
  for (const e of expectations) {
    const rows = summary.rows.filter(
      (r) => r.metric === e.metric && (e.variant === undefined || r.variant === e.variant),
    );
    if (rows.length === 0) {
      out.push({
        ok: false,
        line: `${e.metric}${e.variant !== undefined ? ` (${e.variant})` : ""}: no such ${e.variant !== undefined ? "variant of the " : ""}metric in the results: FAIL`,
      });
      continue;
    }
    for (const row of rows) out.push(judge(e, row));
  }
  return out;
}
