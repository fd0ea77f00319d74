/**
 * The world's one source of randomness: an Alea generator (seedrandom) whose whole state is four
 * JSON-safe numbers kept inside the world, so a run can be saved, hashed and replayed. A reducer
 * opens dice on the state, rolls, and writes the new state back; nothing else may roll.
 */
import seedrandom from "seedrandom";

export interface RngState {
  readonly c: number;
  readonly s0: number;
  readonly s1: number;
  readonly s2: number;
}

interface AleaPrng {
  (): number;
  state(): RngState;
}

type AleaFactory = (seed: string, options: { state: boolean | RngState }) => AleaPrng;
const alea = (seedrandom as unknown as { alea: AleaFactory }).alea;

export function seedState(seed: string | number): RngState {
  return { ...alea(String(seed), { state: true }).state() };
}

/** Derives the seed of run `index` of a batch from a base seed: stable across machines and workers. */
export function deriveSeed(base: string | number, index: number): string {
  return `${String(base)}#${index}`;
}

export interface Dice {
  /** A float in [0, 1). */
  float(): number;
  /** An integer in [lo, hi], both inclusive (the game's rng(lo, hi)). */
  int(lo: number, hi: number): number;
  /** A float in [lo, hi). */
  range(lo: number, hi: number): number;
  /** True with probability p (0..1). */
  chance(p: number): boolean;
  /** True with probability 1/n; n <= 1 always succeeds (the game's one_in). */
  oneIn(n: number): boolean;
  /** True with probability x/y (the game's x_in_y). */
  xInY(x: number, y: number): boolean;
  /** n dice of `sides` sides, summed (the game's dice()). */
  dice(n: number, sides: number): number;
  /** A uniformly chosen element; undefined for an empty list. */
  pick<T>(list: readonly T[]): T | undefined;
  /** An element chosen with probability proportional to its weight (weights <= 0 never chosen). */
  weighted<T>(list: readonly (readonly [T, number])[]): T | undefined;
  /** The generator's state after the rolls made so far. */
  state(): RngState;
}

/**
 * Dice on a state: Alea's step (seedrandom's lib/alea.js, the same numbers) run on the four numbers
 * directly. Restoring a state costs nothing; building seedrandom's generator for it hashed its
 * empty seed first, on every step of every run.
 */
export function openDice(state: RngState): Dice {
  // The three fractions live in a Float64Array: kept in the closure, each roll boxed a new number.
  const s = new Float64Array([state.s0, state.s1, state.s2]);
  let c = state.c;
  const float = (): number => {
    const t = 2091639 * (s[0] as number) + c * 2.3283064365386963e-10; // 2^-32
    s[0] = s[1] as number;
    s[1] = s[2] as number;
    c = t | 0;
    const next = t - c;
    s[2] = next;
    return next;
  };
  const int = (lo: number, hi: number): number => {
    const a = Math.ceil(Math.min(lo, hi));
    const b = Math.floor(Math.max(lo, hi));
    return a + Math.floor(float() * (b - a + 1));
  };
  return {
    float,
    int,
    range: (lo, hi) => lo + float() * (hi - lo),
    chance: (p) => (p >= 1 ? true : p <= 0 ? false : float() < p),
    oneIn: (n) => n <= 1 || float() * n < 1,
    xInY: (x, y) => (y <= 0 ? true : float() * y < x),
    dice: (n, sides) => {
      let total = 0;
      for (let i = 0; i < n; i++) total += sides >= 1 ? int(1, sides) : 0;
      return total;
    },
    pick: (list) => (list.length === 0 ? undefined : list[int(0, list.length - 1)]),
    weighted: (list) => {
      let total = 0;
      for (const [, w] of list) if (w > 0) total += w;
      if (total <= 0) return undefined;
      let roll = float() * total;
      for (const [item, w] of list) {
        if (w <= 0) continue;
        roll -= w;
        if (roll < 0) return item;
      }
      return list.filter(([, w]) => w > 0).at(-1)?.[0];
    },
    state: () => ({ c, s0: s[0] as number, s1: s[1] as number, s2: s[2] as number }),
  };
}
