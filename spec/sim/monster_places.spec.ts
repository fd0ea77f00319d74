/**
 * The step's kept positions of the living monsters (engine/sim/context.ts `monsterPlaces`), which
 * target scans read distances from instead of reading every monster (issue 37). IDs introduced
 * here (engine behaviour beyond the specification):
 *   ENG-monster-places   monsterPlaces holds, for each id of monstersAlive in order, where that
 *                        monster stands now: after moves (relocate), deaths, spawns and moves
 *                        between them, on a working copy and through immer's drafts
 */
import { expect } from "chai";
import { type Draft, produce } from "immer";
import { makeSim, type Sim } from "../../engine/sim/context.js";
import { kill } from "../../engine/sim/creature_state.js";
import { spawnMonster } from "../../engine/sim/spawn.js";
import { HOOKS } from "../../engine/step/areas.js";
import { inDrafts } from "../../engine/world/peek.js";
import { openDice } from "../../engine/world/rng.js";
import type { World } from "../../engine/world/types.js";
import { workingCopy } from "../../engine/world/working_copy.js";
import { realContentOrSkip } from "../support/load.js";
import { FIELD_H, FIELD_W, zombieField } from "../support/world.js";

const world = zombieField;

/** Where each listed monster stands by the index, against the monster itself ("" when they agree). */
function mismatch(sim: Sim): string {
  const ids = sim.monstersAlive();
  const places = sim.monsterPlaces();
  expect(places.length).to.equal(3 * ids.length);
  for (let i = 0; i < ids.length; i++) {
    const m = sim.peekMonster(ids[i] as string);
    const at = [places[3 * i], places[3 * i + 1], places[3 * i + 2]];
    if (!m || at[0] !== m.pos.x || at[1] !== m.pos.y || at[2] !== m.pos.z)
      return `${ids[i]}: index ${at.join(",")}, monster ${m ? `${m.pos.x},${m.pos.y},${m.pos.z}` : "absent"}`;
  }
  return "";
}

/** Moves, deaths and spawns in a fixed order, the index checked after each (read or not in between). */
function exercise(sim: Sim): { checks: number; alive: number } {
  let checks = 0;
  let s = 11;
  const next = (n: number): number => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return Math.floor((s / 2147483648) * n);
  };
  for (let round = 0; round < 60; round++) {
    const ids = sim.monstersAlive().filter((id) => sim.peekMonster(id)?.dead !== true);
    const pick = ids[next(ids.length)] as string;
    const what = next(10);
    if (what < 6) sim.relocate(pick, { x: next(FIELD_W), y: next(FIELD_H), z: 0 }, "walk");
    else if (what < 8 && ids.length > 3) kill(sim, pick, "spec");
    else spawnMonster(sim, "mon_zombie", { x: next(FIELD_W), y: next(FIELD_H), z: 0 });
    // Sometimes several changes pass before the index is read again.
    if (round % 3 === 2) continue;
    expect(mismatch(sim), `round ${round}`).to.equal("");
    checks++;
  }
  return { checks, alive: sim.monstersAlive().length };
}

describe("monster places (engine/sim/context.ts)", () => {
  it("[ENG-monster-places] the kept positions follow moves, deaths and spawns on a working copy", function () {
    const content = realContentOrSkip(this);
    const w = world(content);
    const sim = makeSim(workingCopy(w) as Draft<World>, content, openDice(w.rng), [], undefined, HOOKS);
    expect(mismatch(sim)).to.equal("");
    const { checks, alive } = exercise(sim);
    expect(checks).to.equal(40);
    expect(alive).to.be.greaterThan(3);
  });

  it("[ENG-monster-places] the kept positions follow moves, deaths and spawns through immer's drafts", function () {
    const content = realContentOrSkip(this);
    const w = world(content);
    let checks = 0;
    inDrafts(() =>
      produce(w, (draft) => {
        const sim = makeSim(draft, content, openDice(draft.rng), [], undefined, HOOKS);
        checks = exercise(sim).checks;
      }),
    );
    expect(checks).to.equal(40);
  });
});
