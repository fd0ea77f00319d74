/**
 * The statistics a comparison of two sweeps needs: Welch's t-test of two means from their moments,
 * Student's t distribution (through the regularised incomplete beta function), the two
 * multiple-comparison controls offered — Holm's step-down (the family-wise error rate: the chance
 * of flagging even one unchanged monster stays at most α) and Benjamini–Hochberg's step-up (the
 * false discovery rate: the expected share of wrong flags among those flagged stays at most α) —
 * and Spearman's rank correlation (average ranks for ties).
 */
import { type Moments, variance } from "../stats.js";

/** ln Γ(x) for x > 0 (Lanczos, g = 7, nine coefficients: about 15 significant digits). */
function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = c[0] as number;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += (c[i] as number) / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** The continued fraction of the incomplete beta function (modified Lentz). */
function betaFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return h;
}

/** The regularised incomplete beta function I_x(a, b). */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2) ? (front * betaFraction(a, b, x)) / a : 1 - (front * betaFraction(b, a, 1 - x)) / b;
}

/** Two-sided p-value of Student's t with `df` degrees of freedom: P(|T| >= |t|). */
export function tTwoSided(t: number, df: number): number {
  if (!Number.isFinite(t)) return 0;
  if (df <= 0) return 1;
  return incompleteBeta(df / (df + t * t), df / 2, 0.5);
}

export interface WelchTest {
  /** Mean of b minus mean of a. */
  readonly difference: number;
  readonly t: number;
  readonly df: number;
  readonly p: number;
}

/**
 * Welch's t-test of mean(b) − mean(a) from the two samples' moments. No spread and no difference
 * gives p = 1; no spread and a difference gives p = 0 (every fight of one differs from every fight
 * of the other by the same amount).
 */
export function welch(a: Moments, b: Moments): WelchTest {
  const difference = b.mean - a.mean;
  if (a.n < 2 || b.n < 2) return { difference, t: 0, df: 0, p: 1 };
  const va = variance(a) / a.n;
  const vb = variance(b) / b.n;
  const se2 = va + vb;
  if (se2 <= 0)
    return {
      difference,
      t: difference === 0 ? 0 : Number.POSITIVE_INFINITY,
      df: a.n + b.n - 2,
      p: difference === 0 ? 1 : 0,
    };
  const t = difference / Math.sqrt(se2);
  const df = (se2 * se2) / ((va * va) / (a.n - 1) + (vb * vb) / (b.n - 1));
  return { difference, t, df, p: tTwoSided(t, df) };
}

export type Control = "holm" | "bh";
export const CONTROLS: readonly Control[] = ["holm", "bh"];

/** Adjusted p-values in the order given: Holm's step-down, or Benjamini–Hochberg's step-up. */
export function adjust(p: readonly number[], control: Control): number[] {
  const m = p.length;
  const order = p.map((v, i) => [v, i] as const).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const out = new Array<number>(m).fill(1);
  if (control === "holm") {
    let running = 0;
    order.forEach(([v, i], k) => {
      running = Math.max(running, Math.min(1, (m - k) * v));
      out[i] = running;
    });
  } else {
    let running = 1;
    for (let k = m - 1; k >= 0; k--) {
      const [v, i] = order[k] as readonly [number, number];
      running = Math.min(running, Math.min(1, (m / (k + 1)) * v));
      out[i] = running;
    }
  }
  return out;
}

/** Ranks from 1, ties sharing the average of their places. */
export function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out = new Array<number>(values.length).fill(0);
  for (let k = 0; k < order.length; ) {
    let j = k;
    while (
      j + 1 < order.length &&
      (order[j + 1] as readonly [number, number])[0] === (order[k] as readonly [number, number])[0]
    )
      j++;
    const rank = (k + j) / 2 + 1;
    for (let q = k; q <= j; q++) out[(order[q] as readonly [number, number])[1]] = rank;
    k = j + 1;
  }
  return out;
}

/** Spearman's rank correlation (Pearson's on average ranks); undefined below three pairs or without spread. */
export function spearman(x: readonly number[], y: readonly number[]): number | undefined {
  const n = Math.min(x.length, y.length);
  if (n < 3) return undefined;
  const rx = ranks(x.slice(0, n));
  const ry = ranks(y.slice(0, n));
  const mean = (n + 1) / 2;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const a = (rx[i] as number) - mean;
    const b = (ry[i] as number) - mean;
    sxy += a * b;
    sxx += a * a;
    syy += b * b;
  }
  if (sxx === 0 || syy === 0) return undefined;
  return sxy / Math.sqrt(sxx * syy);
}
