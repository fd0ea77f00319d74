/**
 * The specs' own statistics, written apart from the engine's so that an expected value is never
 * computed by the code under test.
 */

/** erf by Abramowitz and Stegun 7.1.26. */
export function erf(x: number): number {
  const s = Math.sign(x);
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496735) * t + 0.254829592) * t * Math.exp(-a * a);
  return s * y;
}
