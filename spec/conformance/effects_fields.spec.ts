/**
 * Conformance of effects and fields on the real game data (issue 16): every `effect_type` and
 * `field_type` of the core data decodes, and the real definitions act as the game's do on a small
 * world (REAL-effect-*, REAL-field-*; the IDs are introduced in spec/mechanics/effects.spec.ts and
 * spec/mechanics/fields.spec.ts).
 */
import { expect } from "chai";
import { produce } from "immer";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Content } from "../../engine/content/load.js";
import { makeSim } from "../../engine/sim/context.js";
import { addEffect } from "../../engine/mechanics/effects/add.js";
import { HOOKS } from "../../engine/step/areas.js";
import { tick } from "../../engine/step/step.js";
import { openDice } from "../../engine/world/rng.js";
import type { Field, World } from "../../engine/world/types.js";
import { beforeReal, REAL_DATA } from "../support/load.js";
import { testWorld } from "../support/world.js";

function idsOfType(type: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith(".json")) {
        const text = readFileSync(p, "utf8");
        if (!text.includes(`"${type}"`)) continue;
        const json: unknown = JSON.parse(text);
        for (const o of Array.isArray(json) ? json : [json])
          if (o && typeof o === "object" && (o as { type?: unknown }).type === type) {
            const id = (o as { id?: unknown }).id;
            if (typeof id === "string") out.push(id);
          }
      }
    }
  };
  walk(REAL_DATA);
  return out;
}

describe("conformance: effects and fields of the real data", function () {
  this.timeout(120000);
  let c: Content;

  beforeReal((real) => (c = real));

  it("[REAL-effect-add][REAL-field-decay] every effect_type and field_type of the core data decodes", () => {
    const effects = idsOfType("effect_type");
    const fields = idsOfType("field_type");
    expect(effects.length).to.be.greaterThan(300);
    expect(fields.length).to.be.greaterThan(40);
    expect(effects.filter((id) => c.effect_type.get(id) === undefined)).to.deep.equal([]);
    expect(fields.filter((id) => (c.field_type.get(id)?.levels.length ?? 0) < 1)).to.deep.equal([]);
  });

  const world = (fields: readonly { x: number; field: Field }[] = []): World =>
    produce(
      testWorld(c, { rows: ["#######", "#.....#", "#######"], characters: [{ id: "you", pos: { x: 2, y: 1, z: 0 } }] })
        .world,
      (d) => {
        for (const f of fields) {
          const tile = d.map.levels[0]?.rows[1]?.[f.x];
          if (tile) (tile as { fields?: Field[] }).fields = [f.field];
        }
      },
    );

  it("[REAL-effect-bleed] the real `bleed` at its longest is intensity 40 and drains 40 units of blood a turn", () => {
    const w = produce(world(), (d) => {
      const sim = makeSim(d, c, openDice(d.rng), [], undefined, HOOKS);
      addEffect(sim, "you", { id: "bleed", bodyPart: "hand_l", duration: 100000 });
    });
    const bleed = w.characters["you"]?.effects.find((e) => e.id === "bleed");
    expect(bleed).to.include({ intensity: 40, duration: 2400, bodyPart: "arm_l" });
    expect(tick(w, c, 1).world.characters["you"]?.blood).to.equal(-40);
  });

  it("[REAL-field-acid][REAL-field-effects][REAL-field-fire] real acid burns and corrodes, real tear gas gasses, real fire burns", () => {
    const acid = tick(world([{ x: 2, field: { id: "fd_acid", intensity: 2 } }]), c, 1);
    expect(acid.events.some((e) => e.type === "damaged" && e.who === "you" && e.damageType === "acid")).to.equal(true);
    expect(acid.world.characters["you"]?.effects.some((e) => e.id === "corroding")).to.equal(true);
    const gas = tick(world([{ x: 2, field: { id: "fd_tear_gas", intensity: 1 } }]), c, 1);
    expect(gas.world.characters["you"]?.effects.some((e) => e.id === "teargas")).to.equal(true);
    const fire = tick(world([{ x: 2, field: { id: "fd_fire", intensity: 1 } }]), c, 1);
    expect(fire.events.filter((e) => e.type === "damaged" && e.damageType === "heat").length).to.equal(4);
  });
});
