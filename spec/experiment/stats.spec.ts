import { expect } from "chai";
import {
  combine,
  combineAll,
  countsOf,
  EMPTY,
  meanInterval,
  mergeCounts,
  percentile,
  push,
  t975,
  variance,
  wilson,
  type Moments,
} from "../../engine/experiment/stats.js";

const momentsOf = (xs: readonly number[]): Moments => xs.reduce(push, EMPTY);

describe("experiment statistics", () => {
  it("[issue9-stats] moments match the textbook mean and sample variance", () => {
    const m = momentsOf([2, 4, 4, 4, 5, 5, 7, 9]);
    expect(m.n).to.equal(8);
    expect(m.mean).to.equal(5);
    expect(variance(m)).to.be.closeTo(32 / 7, 1e-12);
    expect([m.min, m.max]).to.deep.equal([2, 9]);
  });

  it("[issue9-stats] Chan's combination equals one pass over all values", () => {
    const xs = Array.from({ length: 101 }, (_, i) => Math.sin(i) * 10 + i / 7);
    const whole = momentsOf(xs);
    const split = combine(momentsOf(xs.slice(0, 40)), momentsOf(xs.slice(40)));
    expect(split.n).to.equal(whole.n);
    expect(split.mean).to.be.closeTo(whole.mean, 1e-12);
    expect(split.m2).to.be.closeTo(whole.m2, 1e-9);
    expect(combineAll([EMPTY, momentsOf([1]), EMPTY])).to.deep.equal(momentsOf([1]));
  });

  it("[issue9-stats] percentiles interpolate between order statistics (R type 7) and counts merge exactly", () => {
    const c = countsOf([1, 2, 3, 4, 5]);
    expect(percentile(c, 0.5)).to.equal(3);
    expect(percentile(c, 0.25)).to.equal(2);
    expect(percentile(c, 0.1)).to.be.closeTo(1.4, 1e-12);
    expect(percentile([], 0.5)).to.equal(undefined);
    expect(mergeCounts(countsOf([1, 3, 3]), countsOf([2, 3]))).to.deep.equal([
      [1, 1],
      [2, 1],
      [3, 3],
    ]);
  });

  it("[issue9-stats] t quantiles and Wilson intervals agree with published values", () => {
    expect(t975(1)).to.equal(12.706);
    expect(t975(60)).to.be.closeTo(2.0003, 1e-3);
    expect(t975(1000)).to.be.closeTo(1.9623, 1e-3);
    // Wilson, 95 %: 8 of 10 -> [0.4902, 0.9433] (Newcombe 1998).
    const [lo, hi] = wilson(8, 10) ?? [0, 0];
    expect(lo).to.be.closeTo(0.4902, 1e-4);
    expect(hi).to.be.closeTo(0.9433, 1e-4);
    expect(wilson(0, 50)?.[0]).to.equal(0);
    expect(wilson(50, 50)?.[1]).to.equal(1);
    expect(meanInterval(momentsOf([1]))).to.equal(undefined);
  });
});
