/**
 * Reporting a result: per variant and metric the runs with a value, mean, standard deviation,
 * percentiles and a 95 % confidence interval of the mean (Student's t); rates with Wilson's score
 * interval. As a text table, CSV, JSON, and SVG histograms (one chart per metric, the variants'
 * bars side by side), written by hand.
 */
import { coveredRuns, fold, foldBlocks, type Part } from "./result.js";
import {
  meanInterval,
  percentile,
  histogram,
  ratioEstimate,
  variance,
  wilson,
  type Counts,
  type Moments,
} from "./stats.js";
import { isPairType, type MetricType } from "./format.js";

export const PERCENTILES: readonly number[] = [5, 25, 50, 75, 95];

export interface MetricSummary {
  readonly variant: string;
  readonly metric: string;
  readonly type: MetricType;
  /** Runs with a value, and runs without one. */
  readonly runs: number;
  readonly missing: number;
  readonly mean: number | null;
  readonly std: number | null;
  readonly min: number | null;
  readonly max: number | null;
  /** By percentile (5, 25, 50, 75, 95), from the kept samples. */
  readonly percentiles: { readonly [p: string]: number | null };
  /** 95 % interval of the mean; for a rate, Wilson's interval of the rate. */
  readonly ci95: readonly [number, number] | null;
  /** For a rate: the runs where it happened. */
  readonly hits?: number;
  /** For a ratio or mean per event: Σx and Σy over the runs (the mean is their quotient). */
  readonly totals?: readonly [number, number];
  /** Values kept for percentiles and charts (every k-th run when there are very many). */
  readonly samples: number;
}

export interface Summary {
  readonly experiment: string;
  readonly seed: string;
  readonly runs: number;
  /** Runs of the experiment covered by this result (less than `runs` for a shard). */
  readonly covered: number;
  readonly rows: readonly MetricSummary[];
}

/** Σ of the values as n·mean; a whole number when rounding alone keeps it from being one (counts). */
function total(m: Moments): number {
  const s = m.mean * m.n;
  const whole = Math.round(s);
  return Math.abs(s - whole) <= 1e-9 * Math.max(1, Math.abs(s)) ? whole : s;
}

export function summarise(part: Part): Summary {
  const rows: MetricSummary[] = [];
  for (const v of part.variants) {
    for (const m of v.metrics) {
      const mo = foldBlocks(m);
      const n = mo.n;
      const pct: Record<string, number | null> = {};
      for (const p of PERCENTILES) pct[`p${p}`] = percentile(m.samples, p / 100) ?? null;
      // The row of every metric type; `extra` (a ratio's totals, a rate's hits) stands before the samples.
      const row = (
        estimate: Pick<MetricSummary, "mean" | "std" | "ci95">,
        extra: Pick<MetricSummary, "totals" | "hits">,
      ): MetricSummary => ({
        variant: v.name,
        metric: m.name,
        type: m.type,
        runs: n,
        missing: m.missing,
        mean: estimate.mean,
        std: estimate.std,
        min: mo.min,
        max: mo.max,
        percentiles: pct,
        ci95: estimate.ci95,
        ...extra,
        samples: m.samples.reduce((s, [, c]) => s + c, 0),
      });
      if (isPairType(m.type) && m.pair) {
        // Runs are those with a quotient of their own (y ≠ 0, for the percentiles); the estimate
        // and its interval use every run, pairs with y = 0 too.
        const x = fold(m.pair.x);
        const y = fold(m.pair.y);
        const est = ratioEstimate(x, y, fold(m.pair.sum));
        rows.push(
          row({ mean: est?.ratio ?? null, std: null, ci95: est?.interval ?? null }, { totals: [total(x), total(y)] }),
        );
        continue;
      }
      const ci = m.type === "rate" ? wilson(m.nonzero, n) : meanInterval(mo);
      rows.push(
        row(
          { mean: n > 0 ? mo.mean : null, std: n > 0 ? Math.sqrt(variance(mo)) : null, ci95: ci ?? null },
          m.type === "rate" ? { hits: m.nonzero } : {},
        ),
      );
    }
  }
  return { experiment: part.experiment, seed: part.seed, runs: part.runs, covered: coveredRuns(part), rows };
}

/** A number for people: 4 significant digits, integers as they are. */
export function fmt(x: number | null | undefined): string {
  if (x === null || x === undefined || Number.isNaN(x)) return "-";
  if (Number.isInteger(x)) return String(x);
  const a = Math.abs(x);
  if (a >= 1000) return x.toFixed(1);
  return Number(x.toPrecision(4)).toString();
}

const pctText = (x: number | null): string => (x === null ? "-" : `${fmt(x * 100)} %`);

/** The table printed by `cdda-sim experiment`. */
export function table(summary: Summary): string[] {
  const head = ["variant", "metric", "runs", "mean", "std", ...PERCENTILES.map((p) => `p${p}`), "95 % CI"];
  const body = summary.rows.map((r) => {
    if (r.type === "rate") {
      return [
        r.variant,
        r.metric,
        String(r.runs),
        pctText(r.mean),
        "",
        ...PERCENTILES.map(() => ""),
        r.ci95 ? `${pctText(r.ci95[0])} .. ${pctText(r.ci95[1])} (Wilson; ${r.hits}/${r.runs})` : "-",
      ];
    }
    return [
      r.variant,
      r.metric,
      r.missing > 0 ? `${r.runs} (+${r.missing} none)` : String(r.runs),
      fmt(r.mean),
      fmt(r.std),
      ...PERCENTILES.map((p) => fmt(r.percentiles[`p${p}`])),
      r.ci95
        ? `${fmt(r.ci95[0])} .. ${fmt(r.ci95[1])}${r.totals ? ` (delta method; ${fmt(r.totals[0])}/${fmt(r.totals[1])})` : ""}`
        : r.totals
          ? `- (${fmt(r.totals[0])}/${fmt(r.totals[1])})`
          : "-",
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? "").length)));
  const numeric = (i: number): boolean => i >= 2 && i < head.length - 1;
  const line = (row: readonly string[]): string =>
    row
      .map((c, i) => (numeric(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  const out = [
    `${summary.experiment}: ${summary.covered === summary.runs ? `${summary.runs} runs` : `${summary.covered} of ${summary.runs} runs`} per variant, seed ${JSON.stringify(summary.seed)}`,
    "",
    line(head),
    line(widths.map((w) => "-".repeat(w))),
  ];
  let last = "";
  for (const [i, row] of body.entries()) {
    const r = summary.rows[i];
    if (r && r.variant !== last && last !== "") out.push("");
    if (r) last = r.variant;
    out.push(line(row));
  }
  return out;
}

function csvCell(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return "";
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csv(summary: Summary): string {
  const head = [
    "variant",
    "metric",
    "type",
    "runs",
    "missing",
    "mean",
    "std",
    "min",
    "max",
    ...PERCENTILES.map((p) => `p${p}`),
    "ci95_low",
    "ci95_high",
    "hits",
    "numerator",
    "denominator",
  ];
  const rows = summary.rows.map((r) =>
    [
      r.variant,
      r.metric,
      r.type,
      r.runs,
      r.missing,
      r.mean,
      r.std,
      r.min,
      r.max,
      ...PERCENTILES.map((p) => r.percentiles[`p${p}`] ?? null),
      r.ci95?.[0] ?? null,
      r.ci95?.[1] ?? null,
      r.hits ?? null,
      r.totals?.[0] ?? null,
      r.totals?.[1] ?? null,
    ]
      .map(csvCell)
      .join(","),
  );
  return `${[head.join(","), ...rows].join("\n")}\n`;
}

export function json(summary: Summary): string {
  return `${JSON.stringify(summary, null, 2)}\n`;
}

const COLOURS = [
  "#4e79a7",
  "#f28e2b",
  "#e15759",
  "#76b7b2",
  "#59a14f",
  "#edc948",
  "#b07aa1",
  "#ff9da7",
  "#9c755f",
  "#bab0ac",
];

function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** 1, 2, 2.5 or 5 times a power of ten, at least `x`. */
function niceStep(x: number): number {
  const p = 10 ** Math.floor(Math.log10(x));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * p >= x) return m * p;
  return 10 * p;
}

/** One SVG histogram of a metric: bins shared by every variant, each variant's bars side by side. */
export function histogramSvg(part: Part, metricIndex: number): string {
  const series = part.variants.map((v) => ({
    name: v.name,
    samples: v.metrics[metricIndex]?.samples ?? ([] as Counts),
  }));
  const name = part.variants[0]?.metrics[metricIndex]?.name ?? `metric ${metricIndex}`;
  const all = series.flatMap((s) => s.samples.map(([v]) => v));
  const lo = all.length > 0 ? Math.min(...all) : 0;
  const hi = all.length > 0 ? Math.max(...all) : 1;
  const hists = series.map((s) => {
    const n = s.samples.reduce((a, [, c]) => a + c, 0);
    return histogram(s.samples, lo, hi).map((b) => ({ ...b, share: n > 0 ? b.count / n : 0 }));
  });
  const bins = hists[0]?.length ?? 0;
  const W = 720;
  const H = 360;
  const left = 60;
  const right = 20;
  const top = 40;
  const bottom = 60 + 16 * Math.ceil(series.length / 3);
  const plotW = W - left - right;
  const plotH = H - top - bottom;
  // The axis ends at a round share: 10, 20, 25, 50 % ... of the tallest bar's order of magnitude.
  const tallest = Math.max(0.0001, ...hists.flatMap((h) => h.map((b) => b.share)));
  const step = niceStep(tallest / 4);
  const maxShare = step * Math.ceil(tallest / step);
  const ticks = Math.round(maxShare / step);
  const groupW = plotW / Math.max(1, bins);
  const barW = (groupW * 0.85) / Math.max(1, series.length);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="11">`,
    `<rect width="${W}" height="${H}" fill="white"/>`,
    `<text x="${W / 2}" y="20" text-anchor="middle" font-size="14">${esc(`${part.experiment}: ${name}`)}</text>`,
    `<line x1="${left}" y1="${top + plotH}" x2="${left + plotW}" y2="${top + plotH}" stroke="black"/>`,
    `<line x1="${left}" y1="${top}" x2="${left}" y2="${top + plotH}" stroke="black"/>`,
  ];
  for (let k = 0; k <= ticks; k++) {
    const share = step * k;
    const y = top + plotH - (plotH * k) / ticks;
    out.push(`<line x1="${left - 4}" y1="${y.toFixed(1)}" x2="${left}" y2="${y.toFixed(1)}" stroke="black"/>`);
    out.push(`<text x="${left - 6}" y="${(y + 4).toFixed(1)}" text-anchor="end">${fmt(share * 100)} %</text>`);
  }
  hists.forEach((h, s) => {
    h.forEach((b, i) => {
      const height = (b.share / maxShare) * plotH;
      const x = left + i * groupW + groupW * 0.075 + s * barW;
      out.push(
        `<rect x="${x.toFixed(1)}" y="${(top + plotH - height).toFixed(1)}" width="${Math.max(0.5, barW).toFixed(1)}" height="${height.toFixed(1)}" fill="${COLOURS[s % COLOURS.length]}"><title>${esc(`${series[s]?.name ?? ""}: ${fmt(b.from)} .. ${fmt(b.to)}: ${b.count}`)}</title></rect>`,
      );
    });
  });
  const first = hists[0] ?? [];
  const labelEvery = Math.max(1, Math.ceil(bins / 10));
  first.forEach((b, i) => {
    if (i % labelEvery !== 0) return;
    // One bin per integer value: the value under its bars; otherwise the bin's lower edge.
    const perValue = b.to - b.from === 1 && Number.isInteger(b.from);
    const x = left + i * groupW + (perValue ? groupW / 2 : 0);
    out.push(`<text x="${x.toFixed(1)}" y="${top + plotH + 14}" text-anchor="middle">${esc(fmt(b.from))}</text>`);
  });
  out.push(
    `<text x="${left + plotW / 2}" y="${top + plotH + 30}" text-anchor="middle">${esc(name)} (share of runs per bin)</text>`,
  );
  series.forEach((s, i) => {
    const x = left + (i % 3) * (plotW / 3);
    const y = top + plotH + 48 + 16 * Math.floor(i / 3);
    out.push(`<rect x="${x}" y="${y - 9}" width="10" height="10" fill="${COLOURS[i % COLOURS.length]}"/>`);
    out.push(`<text x="${x + 14}" y="${y}">${esc(s.name)}</text>`);
  });
  out.push("</svg>");
  return `${out.join("\n")}\n`;
}

/** A file name for a metric's chart: letters, digits, dashes. */
export function chartName(metric: string, index: number): string {
  const slug = metric
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${String(index + 1).padStart(2, "0")}-${slug || "metric"}.svg`;
}
