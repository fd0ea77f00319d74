/**
 * Shared by the specs of what a step keeps about its fields (glowing and burning tiles): field
 * writes in a fixed pseudo-random order, and the check that a kept list stays the one a fresh
 * step finds by scanning, on a working copy and through immer's drafts.
 */
import { expect } from "chai";
import { type Draft, produce } from "immer";
import type { Content } from "../../engine/content/load.js";
import { addField, removeField } from "../../engine/mechanics/fields/edit.js";
import { makeSim, type Sim } from "../../engine/sim/context.js";
import { HOOKS } from "../../engine/step/areas.js";
import { inDrafts } from "../../engine/world/peek.js";
import { openDice } from "../../engine/world/rng.js";
import type { World } from "../../engine/world/types.js";
import { workingCopy } from "../../engine/world/working_copy.js";

/** 80 field writes (adds of intensity 1-3 and removals of `ids`) on a 4 × 3 corner, `check` after each. */
export function fieldWrites(seed: number, ids: readonly string[]): (sim: Sim, check: (round: number) => void) => void {
  return (sim, check) => {
    let s = seed;
    const next = (n: number): number => {
      s = (s * 1103515245 + 12345) % 2147483648;
      return Math.floor((s / 2147483648) * n);
    };
    for (let round = 0; round < 80; round++) {
      const p = { x: next(4), y: next(3), z: 0 };
      const id = ids[next(ids.length)] as string;
      if (next(3) === 0) removeField(sim, p, id);
      else addField(sim, p, id, 1 + next(3));
      check(round);
    }
  };
}

/**
 * After every write, the list `keep` keeps (read by `listed`) is the one a second sim over the same
 * world finds by scanning: on a working copy, then through immer's drafts.
 */
export function expectKeptAsScanned(
  content: Content,
  w: World,
  keep: (sim: Sim) => unknown,
  listed: (sim: Sim) => string[],
  writes: (sim: Sim, check: (round: number) => void) => void,
): void {
  let rounds = 0;
  const copy = makeSim(workingCopy(w) as Draft<World>, content, openDice(w.rng), [], undefined, HOOKS);
  keep(copy);
  writes(copy, (round) => {
    const fresh = makeSim(copy.world, content, openDice(w.rng), [], undefined, HOOKS);
    expect(listed(copy), `round ${round}`).to.deep.equal(listed(fresh));
    rounds++;
  });
  expect(rounds).to.equal(80);
  expect(listed(copy).length).to.be.greaterThan(0);
  inDrafts(() =>
    produce(w, (draft) => {
      const sim = makeSim(draft, content, openDice(draft.rng), [], undefined, HOOKS);
      keep(sim);
      writes(sim, (round) => {
        const fresh = makeSim(draft, content, openDice(draft.rng), [], undefined, HOOKS);
        expect(listed(sim), `round ${round}`).to.deep.equal(listed(fresh));
      });
    }),
  );
}
