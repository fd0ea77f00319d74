/**
 * A sweep's report as text (a table sorted by danger, the correlation with the static difficulty
 * and the largest disagreements, the comparison), as CSV (one row per monster and loadout) and as
 * JSON (the same rows, correlations and comparison, for tools).
 */
import type { Comparison } from "./compare.js";
import { byDanger, type Estimate, type Row, type Summary } from "./summary.js";

const pct = (x: number): string => `${(x * 100).toFixed(1)} %`;
const n2 = (x: number | undefined): string => (x === undefined ? "-" : x.toFixed(2));

function interval(e: Estimate, f: (x: number) => string): string {
  return e.low === undefined || e.high === undefined ? "" : `${f(e.low)}..${f(e.high)}`;
}

function pad(cells: readonly string[], widths: readonly number[]): string {
  return cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join("  ");
}

/** The table, at most `limit` rows (all when undefined). */
export function table(s: Summary, limit?: number): string[] {
  const sorted = byDanger(s.rows, s.loadouts);
  const shown = limit === undefined ? sorted : sorted.slice(0, limit);
  const header = [
    "monster",
    "loadout",
    "danger",
    "95 % CI",
    "death",
    "95 % CI",
    "kill",
    "turns",
    "taken/turn",
    "dealt/turn",
    "static",
  ];
  const lines = shown.map((r) => [
    r.monster,
    r.loadout,
    r.danger.value.toFixed(1),
    interval(r.danger, (x) => x.toFixed(1)),
    pct(r.death.value),
    interval(r.death, (x) => (x * 100).toFixed(1)),
    pct(r.kill.value),
    r.turns.value.toFixed(1),
    n2(r.takenPerTurn.value),
    n2(r.dealtPerTurn.value),
    String(r.difficulty),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] as string).length)));
  const out = [pad(header, widths), ...lines.map((l) => pad(l, widths))];
  if (limit !== undefined && sorted.length > limit)
    out.push(`... ${sorted.length - limit} more rows (--csv, --json or --html for all)`);
  out.push(
    "",
    `${s.fights} fights per monster and loadout, each until a side dies, flees out of reach or ${s.turnLimit} turns pass. danger: 0..100 (docs/danger.md); static: the game's own difficulty rating.`,
  );
  for (const c of s.correlations) {
    out.push(
      `${c.loadout}: Spearman's rank correlation of the static difficulty with the danger over ${c.monsters} monsters: ${c.spearman === undefined ? "- (too few monsters or no spread)" : c.spearman.toFixed(3)}`,
    );
    if (c.disagreements.length > 0)
      out.push(
        `  most at odds: ${c.disagreements
          .slice(0, 5)
          .map(
            (d) =>
              `${d.monster} (static ${d.difficulty}, danger ${d.danger.toFixed(1)}, ${d.rankGap > 0 ? "overrated" : "underrated"} by ${Math.abs(d.rankGap).toFixed(0)} ranks)`,
          )
          .join("; ")}`,
      );
  }
  if (!s.complete)
    out.push("note: some cells of the sweep are missing (a shard not merged); the statistics cover the rest");
  return out;
}

export function comparisonLines(c: Comparison): string[] {
  const flagged = c.changes
    .filter((x) => x.verdict !== "same")
    .sort((a, b) => a.adjusted - b.adjusted || b.difference - a.difference);
  const method = c.control === "holm" ? "Holm (family-wise error rate)" : "Benjamini-Hochberg (false discovery rate)";
  const out = [
    `Compared with the base: ${c.changes.length} monster-loadout cells tested (Welch's t-test on the danger), ${method} at ${c.alpha}: ${flagged.filter((x) => x.verdict === "deadlier").length} deadlier, ${flagged.filter((x) => x.verdict === "safer").length} safer`,
  ];
  for (const x of flagged)
    out.push(
      `  ${x.verdict.padEnd(8)} ${x.monster} (${x.loadout}): danger ${x.before.toFixed(1)} -> ${x.after.toFixed(1)} (${x.difference >= 0 ? "+" : ""}${x.difference.toFixed(1)}), adjusted p ${x.adjusted.toPrecision(3)}`,
    );
  if (c.onlyBase.length > 0)
    out.push(`  only in the base: ${c.onlyBase.slice(0, 10).join(", ")}${c.onlyBase.length > 10 ? ", ..." : ""}`);
  if (c.onlyNow.length > 0)
    out.push(`  only now: ${c.onlyNow.slice(0, 10).join(", ")}${c.onlyNow.length > 10 ? ", ..." : ""}`);
  for (const w of c.caveats) out.push(`  caveat: ${w}`);
  return out;
}

const CSV_HEADER = [
  "monster",
  "name",
  "loadout",
  "static_difficulty",
  "fights",
  "danger",
  "danger_ci95_low",
  "danger_ci95_high",
  "death_rate",
  "death_ci95_low",
  "death_ci95_high",
  "kill_rate",
  "kill_ci95_low",
  "kill_ci95_high",
  "fled_rate",
  "timeout_rate",
  "turns",
  "turns_ci95_low",
  "turns_ci95_high",
  "taken_per_turn",
  "taken_ci95_low",
  "taken_ci95_high",
  "dealt_per_turn",
  "dealt_ci95_low",
  "dealt_ci95_high",
  "died",
  "killed",
  "fled",
  "timeout",
];

function field(v: string | number | undefined): string {
  if (v === undefined) return "";
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csv(s: Summary): string {
  const rows = byDanger(s.rows, s.loadouts).map((r) =>
    [
      r.monster,
      r.name,
      r.loadout,
      r.difficulty,
      r.fights,
      r.danger.value,
      r.danger.low,
      r.danger.high,
      r.death.value,
      r.death.low,
      r.death.high,
      r.kill.value,
      r.kill.low,
      r.kill.high,
      r.fled.value,
      r.timeout.value,
      r.turns.value,
      r.turns.low,
      r.turns.high,
      r.takenPerTurn.value,
      r.takenPerTurn.low,
      r.takenPerTurn.high,
      r.dealtPerTurn.value,
      r.dealtPerTurn.low,
      r.dealtPerTurn.high,
      r.counts.died,
      r.counts.killed,
      r.counts.fled,
      r.counts.timeout,
    ]
      .map(field)
      .join(","),
  );
  return `${[CSV_HEADER.join(","), ...rows].join("\n")}\n`;
}

/** A row for JSON: what the CSV has, without the moments. */
function rowJson(r: Row): object {
  const { dangerMoments: _m, ...rest } = r;
  return rest;
}

export function json(s: Summary, comparison?: Comparison): string {
  return `${JSON.stringify(
    {
      fights: s.fights,
      turnLimit: s.turnLimit,
      complete: s.complete,
      rows: byDanger(s.rows, s.loadouts).map(rowJson),
      correlations: s.correlations,
      ...(comparison ? { comparison } : {}),
    },
    null,
    1,
  )}\n`;
}
