/**
 * A cell of a danger sweep is one monster against one loadout, fought N times, fight i from the
 * seed `<seed>#<i>` (the same seeds in every cell and every version of the content: common random
 * numbers, so a difference between two sweeps is the difference the change makes). A cell is run
 * by one thread from its first fight to its last, so its moments (Welford, in fight order) are the
 * same bits whichever worker or shard runs it; a sweep's result is the list of its cells.
 */
import { EMPTY, push, type Moments } from "../stats.js";
import { deriveSeed } from "../../world/rng.js";
import { type FightResult, type Outcome, runFight, type PreparedCell } from "./fight.js";

/** The counts one cell keeps: no fight is kept, only these. */
export interface CellResult {
  /** The cell's index in the sweep: monster index × loadouts + loadout index. */
  readonly index: number;
  readonly monster: string;
  readonly loadout: string;
  readonly fights: number;
  /** Fights per outcome. */
  readonly outcomes: { readonly [K in Outcome]: number };
  readonly turns: Moments;
  readonly taken: Moments;
  readonly dealt: Moments;
  readonly danger: Moments;
  /** Moments of taken + turns and dealt + turns per fight: the covariances of the per-turn ratios. */
  readonly takenPlusTurns: Moments;
  readonly dealtPlusTurns: Moments;
  /** The first fight (seed index 0): what the report's sample fight replays. */
  readonly sample: { readonly seed: string; readonly outcome: Outcome; readonly turns: number };
}

export function fightSeed(base: string, i: number): string {
  return deriveSeed(base, i);
}

/** Fights the cell `fights` times and keeps the counts. */
export function runCell(
  index: number,
  loadout: string,
  cell: PreparedCell,
  fights: number,
  seed: string,
  onFight?: () => void,
): CellResult {
  const outcomes: Record<Outcome, number> = { died: 0, killed: 0, fled: 0, timeout: 0 };
  let turns = EMPTY;
  let taken = EMPTY;
  let dealt = EMPTY;
  let danger = EMPTY;
  let takenPlusTurns = EMPTY;
  let dealtPlusTurns = EMPTY;
  let first: FightResult | undefined;
  for (let i = 0; i < fights; i++) {
    const r = runFight(cell, fightSeed(seed, i));
    first ??= r;
    outcomes[r.outcome]++;
    turns = push(turns, r.turns);
    taken = push(taken, r.taken);
    dealt = push(dealt, r.dealt);
    danger = push(danger, r.danger);
    takenPlusTurns = push(takenPlusTurns, r.taken + r.turns);
    dealtPlusTurns = push(dealtPlusTurns, r.dealt + r.turns);
    onFight?.();
  }
  return {
    index,
    monster: cell.monster,
    loadout,
    fights,
    outcomes,
    turns,
    taken,
    dealt,
    danger,
    takenPlusTurns,
    dealtPlusTurns,
    sample: {
      seed: fightSeed(seed, 0),
      outcome: first?.outcome ?? "timeout",
      turns: first?.turns ?? 0,
    },
  };
}
