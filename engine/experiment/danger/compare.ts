/**
 * `--compare base.json`: the change in danger per monster and loadout between a base sweep and
 * this one. Each cell in both is tested with Welch's t-test on the per-fight danger (the two sweeps
 * use the same seeds, so an unchanged monster gives the very same fights and a difference of
 * exactly 0); the p-values of every cell compared form one family, adjusted by Holm (default:
 * the chance of flagging even one unchanged cell is at most α) or by Benjamini–Hochberg (the
 * expected share of wrong flags is at most α). A cell is deadlier or safer when its adjusted
 * p-value is at most α.
 */
import type { Row } from "./summary.js";
import { adjust, type Control, welch } from "./significance.js";

export interface CellChange {
  readonly monster: string;
  readonly loadout: string;
  /** Danger (0..100) in the base and now. */
  readonly before: number;
  readonly after: number;
  readonly difference: number;
  readonly p: number;
  readonly adjusted: number;
  readonly verdict: "deadlier" | "safer" | "same";
}

export interface Comparison {
  readonly control: Control;
  readonly alpha: number;
  readonly changes: readonly CellChange[];
  /** Cells only in one sweep (monsters added or removed, loadouts renamed). */
  readonly onlyBase: readonly string[];
  readonly onlyNow: readonly string[];
  /** Why the two sweeps do not compare like for like, when they do not (fights, seed, arena, turn limit). */
  readonly caveats: readonly string[];
}

const key = (r: Pick<Row, "monster" | "loadout">): string => `${r.monster}\u0000${r.loadout}`;
const label = (r: Pick<Row, "monster" | "loadout">): string => `${r.monster} (${r.loadout})`;

export interface SweepShape {
  readonly fights: number;
  readonly seed: string;
  readonly arena: string;
  readonly night: boolean;
  readonly turnLimit: number;
}

export function compare(
  base: readonly Row[],
  now: readonly Row[],
  shapes: { readonly base: SweepShape; readonly now: SweepShape },
  control: Control,
  alpha: number,
): Comparison {
  const before = new Map(base.map((r) => [key(r), r]));
  const pairs: { b: Row; a: Row }[] = [];
  const onlyNow: string[] = [];
  for (const r of now) {
    const b = before.get(key(r));
    if (b) pairs.push({ b, a: r });
    else onlyNow.push(label(r));
  }
  const inNow = new Set(now.map(key));
  const onlyBase = base.filter((r) => !inNow.has(key(r))).map(label);
  const tests = pairs.map(({ b, a }) => welch(b.dangerMoments, a.dangerMoments));
  const adjusted = adjust(
    tests.map((t) => t.p),
    control,
  );
  const changes = pairs.map(({ b, a }, i) => {
    const t = tests[i] as ReturnType<typeof welch>;
    const adj = adjusted[i] as number;
    return {
      monster: a.monster,
      loadout: a.loadout,
      before: b.danger.value,
      after: a.danger.value,
      difference: t.difference * 100,
      p: t.p,
      adjusted: adj,
      verdict:
        adj <= alpha && t.difference !== 0
          ? t.difference > 0
            ? ("deadlier" as const)
            : ("safer" as const)
          : ("same" as const),
    };
  });
  const caveats: string[] = [];
  const s = shapes;
  if (s.base.seed !== s.now.seed)
    caveats.push(`the seeds differ (${s.base.seed} and ${s.now.seed}): unchanged monsters will differ by luck`);
  if (s.base.fights !== s.now.fights) caveats.push(`the fights per cell differ (${s.base.fights} and ${s.now.fights})`);
  if (s.base.arena !== s.now.arena || s.base.night !== s.now.night) caveats.push("the arenas differ");
  if (s.base.turnLimit !== s.now.turnLimit)
    caveats.push(
      `the turn limits differ (${s.base.turnLimit} and ${s.now.turnLimit}): the danger scores are not on one scale`,
    );
  return { control, alpha, changes, onlyBase, onlyNow, caveats };
}
