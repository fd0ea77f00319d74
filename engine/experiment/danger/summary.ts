/**
 * A sweep's statistics: per monster and loadout the rates with Wilson's 95 % interval, the means
 * with Student's t interval, the per-turn damage as ratios of totals (delta method, as experiment
 * ratios), and the danger score; per loadout, Spearman's rank correlation between the game's static
 * difficulty and the measured danger, and the monsters whose two ranks differ most.
 */
import { meanInterval, ratioEstimate, wilson, type Moments } from "../stats.js";
import type { CellResult } from "./cell.js";
import type { Outcome } from "./fight.js";
import type { DangerPart } from "./part.js";
import { ranks, spearman } from "./significance.js";

export interface Estimate {
  readonly value: number;
  /** 95 % interval; undefined when it cannot be had (too few fights, nothing to divide by). */
  readonly low: number | undefined;
  readonly high: number | undefined;
}

export interface Row {
  readonly monster: string;
  readonly name: string;
  readonly loadout: string;
  /** The game's static difficulty. */
  readonly difficulty: number;
  readonly fights: number;
  readonly counts: { readonly [K in Outcome]: number };
  /** Survivor death rate (0..1). */
  readonly death: Estimate;
  /** Monster kill rate. */
  readonly kill: Estimate;
  /** Either side out of reach. */
  readonly fled: Estimate;
  readonly timeout: Estimate;
  readonly turns: Estimate;
  /** Damage taken and dealt per turn of fight: Σ damage / Σ turns. */
  readonly takenPerTurn: Estimate;
  readonly dealtPerTurn: Estimate;
  /** The danger score, 0..100 (fight.ts dangerOf × 100). */
  readonly danger: Estimate;
  /** The danger moments (× 1): what comparisons test. */
  readonly dangerMoments: Moments;
  readonly sample: CellResult["sample"];
}

export interface Disagreement {
  readonly monster: string;
  readonly difficulty: number;
  readonly danger: number;
  /** Rank by static difficulty minus rank by measured danger (1 = least): positive, the data overrates it. */
  readonly rankGap: number;
}

export interface LoadoutCorrelation {
  readonly loadout: string;
  readonly monsters: number;
  /** Spearman's ρ between static difficulty and danger; undefined below three monsters or without spread. */
  readonly spearman: number | undefined;
  readonly disagreements: readonly Disagreement[];
}

export interface Summary {
  readonly rows: readonly Row[];
  readonly correlations: readonly LoadoutCorrelation[];
  readonly loadouts: readonly string[];
  readonly fights: number;
  readonly turnLimit: number;
  readonly complete: boolean;
}

/** Monsters listed per loadout where the static difficulty and the danger disagree most. */
export const DISAGREEMENTS = 10;

function rate(k: number, n: number): Estimate {
  const ci = wilson(k, n);
  return { value: n > 0 ? k / n : 0, low: ci?.[0], high: ci?.[1] };
}

function mean(m: Moments, scale = 1): Estimate {
  const ci = meanInterval(m);
  return { value: m.mean * scale, low: ci ? ci[0] * scale : undefined, high: ci ? ci[1] * scale : undefined };
}

function ratio(x: Moments, y: Moments, sum: Moments): Estimate {
  const r = ratioEstimate(x, y, sum);
  return { value: r?.ratio ?? 0, low: r?.interval?.[0], high: r?.interval?.[1] };
}

export function rowOf(c: CellResult, difficulty: number, name: string): Row {
  const n = c.fights;
  return {
    monster: c.monster,
    name,
    loadout: c.loadout,
    difficulty,
    fights: n,
    counts: c.outcomes,
    death: rate(c.outcomes.died, n),
    kill: rate(c.outcomes.killed, n),
    fled: rate(c.outcomes.fled, n),
    timeout: rate(c.outcomes.timeout, n),
    turns: mean(c.turns),
    takenPerTurn: ratio(c.taken, c.turns, c.takenPlusTurns),
    dealtPerTurn: ratio(c.dealt, c.turns, c.dealtPlusTurns),
    danger: mean(c.danger, 100),
    dangerMoments: c.danger,
    sample: c.sample,
  };
}

export function summarise(part: DangerPart): Summary {
  const info = new Map(part.sweep.monsters.map((m) => [m.id, m]));
  const rows = part.results.map((c) =>
    rowOf(c, info.get(c.monster)?.difficulty ?? 0, info.get(c.monster)?.name ?? c.monster),
  );
  const loadouts = part.sweep.loadouts.map((l) => l.name);
  const correlations = loadouts.map((loadout) => {
    const mine = rows.filter((r) => r.loadout === loadout);
    const rd = ranks(mine.map((r) => r.difficulty));
    const rg = ranks(mine.map((r) => r.danger.value));
    const disagreements = mine
      .map((r, i) => ({
        monster: r.monster,
        difficulty: r.difficulty,
        danger: r.danger.value,
        rankGap: (rd[i] as number) - (rg[i] as number),
      }))
      .filter((d) => d.rankGap !== 0)
      .sort((a, b) => Math.abs(b.rankGap) - Math.abs(a.rankGap) || (a.monster < b.monster ? -1 : 1))
      .slice(0, DISAGREEMENTS);
    return {
      loadout,
      monsters: mine.length,
      spearman: spearman(
        mine.map((r) => r.difficulty),
        mine.map((r) => r.danger.value),
      ),
      disagreements,
    };
  });
  return {
    rows,
    correlations,
    loadouts,
    fights: part.sweep.fights,
    turnLimit: part.sweep.turnLimit,
    complete: part.results.length === part.cells,
  };
}

/** Rows by danger, highest first (ties by monster id, then loadout order). */
export function byDanger(rows: readonly Row[], loadouts: readonly string[]): Row[] {
  return [...rows].sort(
    (a, b) =>
      b.danger.value - a.danger.value ||
      (a.monster < b.monster ? -1 : a.monster > b.monster ? 1 : 0) ||
      loadouts.indexOf(a.loadout) - loadouts.indexOf(b.loadout),
  );
}
