/**
 * `--expect` gates for CI: `<metric>[<loadout>] <op> <value>`, every monster (and every loadout,
 * unless one is named) must meet it, judged on the estimate; a missed gate makes the command exit 1.
 *
 *   death<=0.25            no monster kills any survivor in more than a quarter of the fights
 *   danger[civilian]<60    no monster's danger score against the civilian reaches 60
 *   deadlier=0             (with --compare) no monster became significantly deadlier
 *
 * Metrics per cell: death, kill, fled, timeout (rates 0..1), danger (0..100), turns, taken and
 * dealt (damage per turn). Counts over the comparison: deadlier, safer.
 */
import type { Comparison } from "./compare.js";
import type { Row } from "./summary.js";

export const CELL_METRICS = ["death", "kill", "fled", "timeout", "danger", "turns", "taken", "dealt"] as const;
export const COUNT_METRICS = ["deadlier", "safer"] as const;
type CellMetric = (typeof CELL_METRICS)[number];
type CountMetric = (typeof COUNT_METRICS)[number];
type Op = "<" | "<=" | ">" | ">=" | "=";

export interface Gate {
  readonly text: string;
  readonly metric: CellMetric | CountMetric;
  readonly loadout: string | undefined;
  readonly op: Op;
  readonly value: number;
}

const GATE = /^\s*([a-z]+)\s*(?:\[([^\]]+)\])?\s*(<=|>=|<|>|=)\s*(-?\d+(?:\.\d+)?)\s*$/;

/** A gate, or why the text is not one. */
export function parseGate(text: string): Gate | string {
  const m = GATE.exec(text);
  if (!m)
    return `--expect takes <metric>[<loadout>] <op> <number> (e.g. "death[civilian]<=0.25" or "deadlier=0"), got ${JSON.stringify(text)}`;
  const metric = m[1] as string;
  if (!(CELL_METRICS as readonly string[]).includes(metric) && !(COUNT_METRICS as readonly string[]).includes(metric))
    return `--expect ${JSON.stringify(text)}: unknown metric ${JSON.stringify(metric)}; known: ${[...CELL_METRICS, ...COUNT_METRICS].join(", ")}`;
  return { text, metric: metric as Gate["metric"], loadout: m[2], op: m[3] as Op, value: Number(m[4]) };
}

function meets(x: number, op: Op, v: number): boolean {
  switch (op) {
    case "<":
      return x < v;
    case "<=":
      return x <= v;
    case ">":
      return x > v;
    case ">=":
      return x >= v;
    case "=":
      return x === v;
  }
}

/** Which estimate of a row each cell metric gates. */
const CELL_ESTIMATE: Readonly<Record<CellMetric, (r: Row) => { readonly value: number }>> = {
  death: (r) => r.death,
  kill: (r) => r.kill,
  fled: (r) => r.fled,
  timeout: (r) => r.timeout,
  danger: (r) => r.danger,
  turns: (r) => r.turns,
  taken: (r) => r.takenPerTurn,
  dealt: (r) => r.dealtPerTurn,
};

const cellValue = (r: Row, metric: CellMetric): number => CELL_ESTIMATE[metric](r).value;

export interface GateResult {
  readonly ok: boolean;
  readonly line: string;
}

const fmt = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(4).replace(/0+$/, ""));

/** Judges each gate; a gate naming a loadout the sweep lacks, or a comparison not made, fails saying so. */
export function checkGates(
  gates: readonly Gate[],
  rows: readonly Row[],
  loadouts: readonly string[],
  comparison: Comparison | undefined,
): GateResult[] {
  return gates.map((g) => {
    if (g.loadout !== undefined && !loadouts.includes(g.loadout))
      return {
        ok: false,
        line: `${g.text}: no loadout ${JSON.stringify(g.loadout)} in this sweep (${loadouts.join(", ")}): FAIL`,
      };
    if (g.metric === "deadlier" || g.metric === "safer") {
      if (!comparison) return { ok: false, line: `${g.text}: needs --compare base.json: FAIL` };
      const which = comparison.changes.filter(
        (c) => c.verdict === g.metric && (g.loadout === undefined || c.loadout === g.loadout),
      );
      const ok = meets(which.length, g.op, g.value);
      const names = which.slice(0, 10).map((c) => `${c.monster} (${c.loadout})`);
      return {
        ok,
        line: `${g.text}: ${which.length} ${g.metric}${names.length > 0 ? ` (${names.join(", ")}${which.length > 10 ? ", ..." : ""})` : ""}: ${ok ? "ok" : "FAIL"}`,
      };
    }
    const metric = g.metric;
    const bad = rows.filter(
      (r) => (g.loadout === undefined || r.loadout === g.loadout) && !meets(cellValue(r, metric), g.op, g.value),
    );
    if (bad.length === 0) return { ok: true, line: `${g.text}: every monster meets it: ok` };
    const names = bad.slice(0, 10).map((r) => `${r.monster} (${r.loadout}) ${fmt(cellValue(r, metric))}`);
    return {
      ok: false,
      line: `${g.text}: ${bad.length} cell(s) miss it: ${names.join(", ")}${bad.length > 10 ? ", ..." : ""}: FAIL`,
    };
  });
}
