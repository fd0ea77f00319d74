/**
 * The records of the living monsters kept by alive list (engine/mechanics/alive_records.ts), which
 * the target pick and the friends of a hurt monster read instead of looking each monster up by id
 * (issue 37). IDs introduced here (engine behaviour beyond the specification):
 *   ENG-alive-records    on a working copy, aliveRecords gives for each id of monstersAlive the
 *                        very record sim.peekMonster gives, after moves, hurts, deaths, spawns and
 *                        a change of type between reads; through immer's drafts it gives nothing
 */
import { expect } from "chai";
import { type Draft, produce } from "immer";
import { aliveRecords } from "../../engine/mechanics/alive_records.js";
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

/** The first id whose kept record is not the one peekMonster gives ("" when all agree). */
function mismatch(sim: Sim): string {
  const ids = sim.monstersAlive();
  const records = aliveRecords(sim, ids);
  expect(records, "records on a working copy").to.not.equal(undefined);
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as string;
    const kept = records?.[i];
    const now = sim.peekMonster(id);
    if (kept !== now || kept?.type !== now?.type || kept?.hp !== now?.hp) return id;
  }
  return "";
}

describe("alive records (engine/mechanics/alive_records.ts)", () => {
  it("[ENG-alive-records] the kept records are peekMonster's after moves, hurts, deaths, spawns and a change of type", function () {
    const content = realContentOrSkip(this);
    const w = world(content);
    const sim = makeSim(workingCopy(w) as Draft<World>, content, openDice(w.rng), [], undefined, HOOKS);
    let s = 5;
    const next = (n: number): number => {
      s = (s * 1103515245 + 12345) % 2147483648;
      return Math.floor((s / 2147483648) * n);
    };
    let checks = 0;
    for (let round = 0; round < 60; round++) {
      const ids = sim.monstersAlive().filter((id) => sim.peekMonster(id)?.dead !== true);
      const pick = ids[next(ids.length)] as string;
      const m = sim.world.monsters[pick] as Draft<World["monsters"][string]>;
      const what = next(10);
      if (what < 4) sim.relocate(pick, { x: next(FIELD_W), y: next(FIELD_H), z: 0 }, "walk");
      else if (what < 6) m.hp -= 1;
      else if (what < 7) m.type = m.type === "mon_zombie" ? "mon_zombie_fat" : "mon_zombie";
      else if (what < 9 && ids.length > 3) kill(sim, pick, "spec");
      else spawnMonster(sim, "mon_zombie", { x: next(FIELD_W), y: next(FIELD_H), z: 0 });
      if (round % 3 === 2) continue;
      expect(mismatch(sim), `round ${round}`).to.equal("");
      checks++;
    }
    expect(checks).to.equal(40);
  });

  it("[ENG-alive-records] through immer's drafts nothing is kept", function () {
    const content = realContentOrSkip(this);
    const w = world(content);
    let records: unknown = "unset";
    inDrafts(() =>
      produce(w, (draft) => {
        const sim = makeSim(draft, content, openDice(draft.rng), [], undefined, HOOKS);
        records = aliveRecords(sim, sim.monstersAlive());
      }),
    );
    expect(records).to.equal(undefined);
  });
});
