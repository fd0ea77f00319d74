// covers: A7-1, A7-2, A7-3, A7-4, A7-5, A7-6, A7-7, A7-order, A7-count, A7-features, A1-R1, A1-R2a,
// A1-R2b, A1-R2c, A1-R3a, A1-R3b, A1-R3c, A1-R3d, A1-R4a, A1-R4b, A1-complete, A5-R1a, A5-R1c, S-1, S-2,
// S-3, S-4, A1-time-use, A1-F-blueprint_resources
import { expect } from "chai";
import type { Content } from "../../../engine/content/load.js";
import { allMissions, availability, findMission } from "../../../engine/rules/camp/availability.js";
import { tick } from "../../../engine/step/step.js";
import type { World } from "../../../engine/world/types.js";
import { available, beforeCamp, camp, center, complete, founded, ok, refused } from "./support.js";

const n = (i: number): string => `faction_base_camp_${i}`;
/** Choices for the two parametric missions of the path (A4-R2b). */
const OPTIONS: Record<string, Record<string, string>> = {
  [n(12)]: { fbc_ground: "t_dirt" },
  [n(15)]: { fbc_tent_cloth: "fbc_palette_canvas" },
};
const completeN = (c: Content, w: World, id: string): World => complete(c, w, id, OPTIONS[id] ?? {});

describe("the A7 primitive field camp path", function () {
  this.timeout(20000);
  let c: Content;
  beforeCamp((camp) => (c = camp));

  it("[A7-count][A7-fixture] the path has 21 missions, camp_0 to camp_20, each once", () => {
    const ids = allMissions(c)
      .map((m) => m.id)
      .filter((id) => /^faction_base_camp_\d+$/.test(id));
    expect(ids.sort()).to.deep.equal(Array.from({ length: 21 }, (_, i) => n(i)).sort());
  });

  it("[A7-1][A5-R1c][A5-R1a] founding completes camp_0; camp_0 is never offered; camp_1 becomes available", () => {
    const w = founded(c);
    expect(center(w).provides[n(0)]).to.equal(1);
    expect(center(w).completed.map((m) => m.mission)).to.deep.equal([n(0)]);
    expect(available(c, w)).to.deep.equal([n(1)]);
    // Not only because it is complete: on a fresh expansion its unmeetable requirement keeps it out.
    const fresh = { ...center(w), provides: {}, completed: [], inProgress: [] };
    const camp0 = findMission(c, n(0));
    expect(camp0, "camp_0 is loaded").to.not.equal(undefined);
    const verdict = availability(camp0!, fresh, c);
    expect(verdict.available).to.equal(false);
    expect(verdict.available ? "" : verdict.reason).to.contain("not_an_upgrade");
  });

  it("[A7-2][A7-3][A7-4][A7-5] camp_1 to camp_4 come strictly in order", () => {
    let w = founded(c);
    for (let i = 1; i <= 4; i++) {
      expect(available(c, w)).to.include(n(i));
      if (i < 4) expect(available(c, w)).not.to.include(n(i + 1));
      w = completeN(c, w, n(i));
    }
  });

  it("[A7-6-tents][A7-6-kitchen][A7-6-well][A7-6-wall][A7-6-radio] after camp_4 the branch heads are all available", () => {
    let w = founded(c);
    for (let i = 1; i <= 4; i++) w = completeN(c, w, n(i));
    expect(available(c, w).sort()).to.deep.equal([5, 7, 9, 15, 18, 6, 12, 13, 19].map(n).sort());
    expect(available(c, w)).not.to.include(n(10));
    // Along the branches: completing the first opens the second; the third stays shut.
    for (const [done, opens, shut] of [
      [6, 8, 10],
      [8, 10, 14],
      [13, 14, 20],
      [19, 20, undefined],
    ] as const) {
      w = completeN(c, w, n(done));
      expect(available(c, w), `after ${n(done)}`).to.include(n(opens));
      if (shut !== undefined) expect(available(c, w), `after ${n(done)}`).not.to.include(n(shut));
    }
  });

  it("[A7-7][A1-R4b] camp_17 needs both camp_14 and camp_16", () => {
    let w = founded(c);
    for (const i of [1, 2, 3, 4, 13, 14]) w = completeN(c, w, n(i));
    expect(available(c, w)).not.to.include(n(17));
    for (const i of [6, 8, 10, 11]) w = completeN(c, w, n(i));
    expect(available(c, w)).not.to.include(n(17));
    w = completeN(c, w, n(16));
    expect(available(c, w)).to.include(n(17));
  });

  it("[A7-order][S-2][A1-R3b] two interleavings reach the same set; nothing is offered twice", () => {
    const order1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 18, 19, 20];
    const order2 = [1, 2, 3, 4, 19, 13, 6, 20, 8, 14, 18, 10, 12, 11, 7, 16, 9, 17, 5];
    const finals = [order1, order2].map((order) => {
      let w = founded(c);
      for (const i of order) {
        w = completeN(c, w, n(i));
        expect(available(c, w)).not.to.include(n(i));
      }
      return center(w)
        .completed.map((m) => m.mission)
        .sort();
    });
    expect(finals[0]).to.deep.equal(finals[1]);
  });

  it("[A1-R3c][S-3] a second start, or a start while in progress, is refused; completing before starting is refused", () => {
    let w = founded(c);
    expect(
      refused(w, { type: "camp_complete_mission", camp: "base", expansion: "center", mission: n(1), wait: false }, c),
    ).to.match(/not in progress/);
    w = ok(w, { type: "camp_start_mission", camp: "base", expansion: "center", mission: n(1), options: {} }, c).world;
    expect(available(c, w)).not.to.include(n(1));
    expect(
      refused(w, { type: "camp_start_mission", camp: "base", expansion: "center", mission: n(1), options: {} }, c),
    ).to.match(/in progress/);
    w = ok(w, { type: "camp_complete_mission", camp: "base", expansion: "center", mission: n(1), wait: true }, c).world;
    expect(
      refused(w, { type: "camp_start_mission", camp: "base", expansion: "center", mission: n(1), options: {} }, c),
    ).to.match(/already complete/);
  });

  it("[S-4] starting a mission at a camp that does not exist is refused", () => {
    const w = founded(c);
    expect(
      refused(w, { type: "camp_start_mission", camp: "nope", expansion: "center", mission: n(1), options: {} }, c),
    ).to.match(/no camp "nope"/);
  });

  it("[A1-time-use] completing before the duration is refused; afterwards it succeeds", () => {
    let w = founded(c);
    w = ok(w, { type: "camp_start_mission", camp: "base", expansion: "center", mission: n(1), options: {} }, c).world;
    const m = center(w).inProgress[0];
    expect(m?.duration).to.equal(3 * 3600);
    expect(
      refused(w, { type: "camp_complete_mission", camp: "base", expansion: "center", mission: n(1), wait: false }, c),
    ).to.match(/more/);
    w = tick(w, c, 3 * 3600 - 1).world;
    expect(
      refused(w, { type: "camp_complete_mission", camp: "base", expansion: "center", mission: n(1), wait: false }, c),
    ).to.match(/1 s more/);
    w = tick(w, c, 1).world;
    w = ok(
      w,
      { type: "camp_complete_mission", camp: "base", expansion: "center", mission: n(1), wait: false },
      c,
    ).world;
    expect(center(w).provides[n(1)]).to.equal(1);
  });

  it("[A1-time-use] with auto_complete the mission completes during ticks when its time is up", () => {
    let w = founded(c, { auto: true });
    w = ok(w, { type: "camp_start_mission", camp: "base", expansion: "center", mission: n(1), options: {} }, c).world;
    const before = tick(w, c, 3 * 3600 - 1);
    expect(center(before.world).inProgress).to.have.length(1);
    const r = tick(before.world, c, 1);
    expect(center(r.world).inProgress).to.have.length(0);
    expect(r.events.some((e) => e.type === "rule" && e.name === "mission_completed")).to.equal(true);
  });

  it("[A1-complete][A1-R3a][A1-F-blueprint_resources] completion applies the map, provides, the result and resources", () => {
    let w = founded(c);
    w = completeN(c, w, n(1));
    const r = ok(w, { type: "camp_start_mission", camp: "base", expansion: "center", mission: n(2), options: {} }, c);
    const done = ok(
      r.world,
      { type: "camp_complete_mission", camp: "base", expansion: "center", mission: n(2), wait: true },
      c,
    ).world;
    expect(done.map.levels[0]?.rows[13]?.[10]?.furn).to.equal("f_fbc_fire_ring");
    expect(center(done).provides["bed"]).to.equal(1);
    expect(center(done).provides[n(2)]).to.equal(1);
    expect(camp(done).inventory.resources).to.deep.equal(["fbc_fake_fire", "fbc_fake_fire"]);
  });

  it("[A1-R3d][A1-R2a] a result also listed in provides reaches a tally of 2; repeated provides add up", () => {
    let w = founded(c);
    for (let i = 1; i <= 4; i++) w = completeN(c, w, n(i));
    expect(center(w).provides["bed"]).to.equal(2);
    w = completeN(c, w, n(5));
    expect(center(w).provides["bed"]).to.equal(4);
    // camp_12 excludes water_well itself and provides it: the explicit exclude does not block its own start.
    expect(center(w).provides[n(5)]).to.equal(1);
  });
});
