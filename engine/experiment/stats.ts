/**
 * Statistics that merge exactly. Moments (count, mean, M2, min, max) are accumulated with Welford's
 * update in run order and combined with Chan's parallel formula; floating-point sums depend on
 * their order, so callers keep moments per fixed block of runs and fold the blocks in block order
 * (engine/experiment/result.ts): the result is then bit-for-bit the same however the runs were
 * spread over workers and shards. Percentiles come from kept samples stored as value counts,
 * which merge exactly by adding counts.
 */

export interface Moments {
  readonly n: number;
  readonly mean: number;
  /** Sum of squared deviations from the mean. */
  readonly m2: number;
  /** Undefined while n is 0 (and in JSON: null). */
  readonly min: number | null;
  readonly max: number | null;
}

export const EMPTY: Moments = { n: 0, mean: 0, m2: 0, min: null, max: null };

/** Welford's update: the moments with one more value. */
export function push(m: Moments, x: number): Moments {
  const n = m.n + 1;
  const d = x - m.mean;
  const mean = m.mean + d / n;
  return {
    n,
    mean,
    m2: m.m2 + d * (x - mean),
    min: m.min === null || x < m.min ? x : m.min,
    max: m.max === null || x > m.max ? x : m.max,
  };
}

/** Chan et al.'s combination of two sets of moments (a then b). */
export function combine(a: Moments, b: Moments): Moments {
  if (b.n === 0) return a;
  if (a.n === 0) return b;
  const n = a.n + b.n;
  const d = b.mean - a.mean;
  const mean = a.mean + (d * b.n) / n;
  const m2 = a.m2 + b.m2 + (d * d * a.n * b.n) / n;
  const min = a.min === null ? b.min : b.min === null ? a.min : Math.min(a.min, b.min);
  const max = a.max === null ? b.max : b.max === null ? a.max : Math.max(a.max, b.max);
  return { n, mean, m2, min, max };
}

/** Left fold in the order given: callers pass blocks in block order. */
export function combineAll(list: readonly Moments[]): Moments {
  let acc = EMPTY;
  for (const m of list) acc = combine(acc, m);
  return acc;
}

/** Sample variance (n - 1 in the denominator); 0 below two values. */
export function variance(m: Moments): number {
  return m.n > 1 ? m.m2 / (m.n - 1) : 0;
}

const T975: readonly number[] = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11,
  2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];
export const Z975 = 1.959963984540054;

/** Student's t quantile for 97.5 % (two-sided 95 %): a table to 30 degrees of freedom, then Cornish-Fisher. */
export function t975(df: number): number {
  if (df < 1) return Number.POSITIVE_INFINITY;
  const tabled = T975[Math.floor(df) - 1];
  if (tabled !== undefined) return tabled;
  const z = Z975;
  const v = df;
  return (
    z +
    (z ** 3 + z) / (4 * v) +
    (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * v ** 2) +
    (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / (384 * v ** 3)
  );
}

/** A 95 % confidence interval of the mean (Student's t); undefined below two values. */
export function meanInterval(m: Moments): readonly [number, number] | undefined {
  if (m.n < 2) return undefined;
  const half = (t975(m.n - 1) * Math.sqrt(variance(m))) / Math.sqrt(m.n);
  return [m.mean - half, m.mean + half];
}

export interface RatioEstimate {
  /** Σx / Σy. */
  readonly ratio: number;
  /** 95 % interval by the delta method; undefined below two runs. */
  readonly interval: readonly [number, number] | undefined;
}

/**
 * The ratio of the totals of x and y over n runs (moments of x, y and x + y over the same runs),
 * with a 95 % interval by the delta method: R = x̄ / ȳ, Cov(x, y) = (Var(x + y) − Var x − Var y) / 2,
 * Var R ≈ (Var x − 2R·Cov(x, y) + R²·Var y) / (n·ȳ²), and R ± t(n − 1)·√Var R (Student's t, so a
 * denominator that is 1 in every run gives exactly the interval of the mean of x). Undefined when
 * y totals 0.
 */
export function ratioEstimate(x: Moments, y: Moments, sum: Moments): RatioEstimate | undefined {
  if (y.n === 0 || y.mean === 0) return undefined;
  const n = y.n;
  const ratio = x.mean / y.mean;
  if (n < 2) return { ratio, interval: undefined };
  const vx = variance(x);
  const vy = variance(y);
  const cov = (variance(sum) - vx - vy) / 2;
  // Rounding can leave a hair below zero when x is an exact multiple of y in every run.
  const varRatio = Math.max(0, (vx - 2 * ratio * cov + ratio * ratio * vy) / (n * y.mean * y.mean));
  const half = t975(n - 1) * Math.sqrt(varRatio);
  return { ratio, interval: [ratio - half, ratio + half] };
}

/** Wilson's 95 % score interval for `k` successes in `n` trials; undefined for n = 0. */
export function wilson(k: number, n: number, z = Z975): readonly [number, number] | undefined {
  if (n <= 0) return undefined;
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  // At 0 and n successes the bounds are exactly 0 and 1 (rounding would leave 1e-17).
  return [k <= 0 ? 0 : Math.max(0, centre - half), k >= n ? 1 : Math.min(1, centre + half)];
}

/** Kept samples: [value, how many times] sorted by value. */
export type Counts = readonly (readonly [number, number])[];

export function countsOf(values: readonly number[]): Counts {
  const map = new Map<number, number>();
  for (const v of values) map.set(v, (map.get(v) ?? 0) + 1);
  return [...map.entries()].sort((a, b) => a[0] - b[0]);
}

/** Adds two sorted count lists (exact: counts are integers). */
export function mergeCounts(a: Counts, b: Counts): Counts {
  const out: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (x && (!y || x[0] < y[0])) {
      out.push([x[0], x[1]]);
      i++;
    } else if (y && (!x || y[0] < x[0])) {
      out.push([y[0], y[1]]);
      j++;
    } else if (x && y) {
      out.push([x[0], x[1] + y[1]]);
      i++;
      j++;
    }
  }
  return out;
}

export function total(counts: Counts): number {
  let n = 0;
  for (const [, c] of counts) n += c;
  return n;
}

/** The value at sorted position `k` (0-based) of the samples. */
function at(counts: Counts, k: number): number {
  let seen = 0;
  for (const [v, c] of counts) {
    seen += c;
    if (k < seen) return v;
  }
  return counts[counts.length - 1]?.[0] ?? Number.NaN;
}

/** The p-th quantile (0..1), linearly interpolated between order statistics (R's type 7). */
export function percentile(counts: Counts, p: number): number | undefined {
  const n = total(counts);
  if (n === 0) return undefined;
  const h = (n - 1) * Math.min(1, Math.max(0, p));
  const lo = Math.floor(h);
  const a = at(counts, lo);
  const b = at(counts, Math.min(n - 1, lo + 1));
  return a + (h - lo) * (b - a);
}

export interface Bin {
  readonly from: number;
  readonly to: number;
  readonly count: number;
}

/**
 * A histogram of the samples over [lo, hi] (shared by the variants drawn side by side). Integer
 * data with few distinct values gets one bin per integer; otherwise `bins` equal bins.
 */
export function histogram(counts: Counts, lo: number, hi: number, bins = 20): Bin[] {
  const integers = counts.every(([v]) => Number.isInteger(v)) && Number.isInteger(lo) && Number.isInteger(hi);
  const width = integers && hi - lo + 1 <= bins ? 1 : hi > lo ? (hi - lo) / bins : 1;
  const n = integers && hi - lo + 1 <= bins ? hi - lo + 1 : hi > lo ? bins : 1;
  const out = Array.from({ length: n }, (_, i) => ({ from: lo + i * width, to: lo + (i + 1) * width, count: 0 }));
  for (const [v, c] of counts) {
    const i = Math.min(n - 1, Math.max(0, Math.floor((v - lo) / width)));
    const bin = out[i];
    if (bin) out[i] = { ...bin, count: bin.count + c };
  }
  return out;
}
