/**
 * Field processing writes in place what it made itself earlier in the same step (issue 37,
 * engine/mechanics/fields/process.ts): the lists and fields a turn's decay and spread made on a
 * working copy are counted down and spread in place on later turns of the step. IDs introduced
 * here (engine behaviour beyond the specification):
 *   ENG-fields-in-place  a long tick over spreading and decaying gases, fire and blood gives the
 *                        same world and events on a working copy as through immer's drafts, in one
 *                        piece or in many, and as one-turn steps; the input world is not changed
 */
import { expect } from "chai";
import type { Content } from "../../engine/content/load.js";
import { step } from "../../engine/step/step.js";
import { hashJson } from "../../engine/world/hash.js";
import type { Field, World } from "../../engine/world/types.js";
import { realContentOrSkip } from "../support/load.js";
import { testWorld, walledRoom } from "../support/world.js";

/** A walled room with gases, fire and blood on some tiles (fields with and without a countdown). */
function gassed(content: Content): World {
  const w = testWorld(content, { rows: walledRoom(14, 10), seed: "fields-in-place" }).world;
  const put: [number, number, Field[]][] = [
    [3, 3, [{ id: "fd_tindalos_gas", intensity: 3, since: 0 }]],
    [
      4,
      3,
      [
        { id: "fd_smoke", intensity: 3, since: 0 },
        { id: "fd_toxic_gas", intensity: 3, since: 0 },
      ],
    ],
    [8, 5, [{ id: "fd_fire", intensity: 2, since: 0 }]],
    [
      9,
      6,
      [
        { id: "fd_blood", intensity: 1, since: 0 },
        { id: "fd_smoke", intensity: 2, since: 0, duration: 9 },
      ],
    ],
    [10, 2, [{ id: "fd_toxic_gas", intensity: 3, since: 0, duration: 30 }]],
  ];
  const rows = w.map.levels[0]?.rows.map((row, y) =>
    row.map((tile, x) => {
      const f = put.find(([px, py]) => px === x && py === y);
      return f ? { ...tile, fields: f[2] } : tile;
    }),
  );
  return { ...w, map: { ...w.map, levels: [{ z: 0, rows: rows ?? [] }] } };
}

/** One-turn steps: the world after them and their events. */
function steps(content: Content, w: World, n: number, writes: "copy" | "immer"): { world: World; events: string } {
  let now = w;
  const events: unknown[] = [];
  for (let i = 0; i < n; i++) {
    const r = step(now, { type: "tick", turns: 1 }, content, { writes });
    now = r.world;
    events.push(...r.events);
  }
  return { world: now, events: JSON.stringify(events) };
}

const fieldTileCount = (x: World): number =>
  x.map.levels[0]?.rows.reduce((n, row) => n + row.filter((t) => (t.fields?.length ?? 0) > 0).length, 0) ?? 0;

describe("fields written in place within a step", () => {
  it("[ENG-fields-in-place] a 60-turn tick of gases gives the same world and events on a working copy as through drafts; the input stays", function () {
    const content = realContentOrSkip(this);
    const w = gassed(content);
    const before = JSON.stringify(w);
    const tick = { type: "tick", turns: 60 } as const;
    const drafts = step(w, tick, content, { writes: "immer" });
    const copy = step(w, tick, content, { writes: "copy" });
    expect(JSON.stringify(w)).to.equal(before);
    // The gases did spread: more tiles hold fields than at the start.
    expect(fieldTileCount(drafts.world)).to.be.greaterThan(fieldTileCount(w));
    expect(hashJson(copy.world)).to.equal(hashJson(drafts.world));
    expect(JSON.stringify(copy.events)).to.equal(JSON.stringify(drafts.events));
  });

  it("[ENG-fields-in-place] in pieces of 7 turns and as one-turn steps, working copy and drafts agree too", function () {
    const content = realContentOrSkip(this);
    const w = gassed(content);
    const before = JSON.stringify(w);
    const tick = { type: "tick", turns: 60 } as const;
    const drafts = step(w, tick, content, { writes: "immer", tickPiece: 7 });
    const copy = step(w, tick, content, { writes: "copy", tickPiece: 7 });
    expect(hashJson(copy.world)).to.equal(hashJson(drafts.world));
    expect(JSON.stringify(copy.events)).to.equal(JSON.stringify(drafts.events));
    const a = steps(content, w, 30, "immer");
    const b = steps(content, w, 30, "copy");
    expect(hashJson(b.world)).to.equal(hashJson(a.world));
    expect(b.events).to.equal(a.events);
    expect(JSON.stringify(w)).to.equal(before);
  });
});
