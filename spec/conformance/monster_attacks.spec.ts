// Conformance (issue 7): every real monster can be spawned next to a character and use each of its
// JSON special attacks (forced ready), then fight a few turns, without an exception or a
// runtime error. covers: issue 7 (every real attack runs); the D-rules themselves are checked in spec/rules/monsters
import { expect } from "chai";
import { produce } from "immer";
import { HOOKS } from "../../engine/step/areas.js";
import { attacksOf, callAttack } from "../../engine/rules/monsters/dispatch.js";
import { makeSim } from "../../engine/sim/context.js";
import type { SimEvent } from "../../engine/sim/events.js";
import { tick } from "../../engine/step/step.js";
import { openDice } from "../../engine/world/rng.js";
import type { World } from "../../engine/world/types.js";
import { loadReal, REAL_DATA, requireRealData } from "../support/load.js";
import { testWorld } from "../support/world.js";

const ROWS = ["###########", ...Array.from({ length: 9 }, () => "#.........#"), "###########"];

describe(`conformance: every real monster uses each of its JSON attacks (${REAL_DATA})`, function () {
  this.timeout(600000);

  requireRealData("monster attack conformance");

  it("[issue7-real-attacks] (skipped without real data) each JSON attack of each real monster runs against a character without an error", () => {
    const content = loadReal().content;
    const problems: string[] = [];
    const eocGaps = new Set<string>();
    let monsters = 0;
    let calls = 0;
    let performed = 0;
    for (const id of content.monster.ids().sort()) {
      const type = content.monster.get(id);
      if (!type) continue;
      let base: World;
      try {
        base = testWorld(content, {
          rows: ROWS,
          seed: id,
          characters: [{ id: "you", pos: { x: 5, y: 5, z: 0 } }],
          monsters: [{ type: id, id: "m", pos: { x: 6, y: 5, z: 0 }, attitude: "hostile" }],
        }).world;
      } catch (e) {
        problems.push(`${id}: spawn threw ${String(e)}`);
        continue;
      }
      monsters++;
      const events: SimEvent[] = [];
      let w = base;
      try {
        w = produce(base, (d) => {
          const dice = openDice(d.rng);
          const sim = makeSim(d, content, dice, events, base, HOOKS);
          for (const a of attacksOf(type, sim)) {
            if (a.attack.kind === "hardcoded") continue;
            const m = sim.world.monsters["m"];
            if (!m || m.dead) break;
            calls++;
            if (callAttack(sim, "m", "you", a)) performed++;
            const c = sim.world.characters["you"];
            if (c?.dead) break;
          }
          d.rng = dice.state();
        });
        // Then a few ordinary turns with every attack ready again.
        w = produce(w, (d) => {
          const m = d.monsters["m"];
          if (m) m.readyAt = {};
        });
        events.push(...tick(w, content, 3).events);
      } catch (e) {
        problems.push(
          `${id}: ${e instanceof Error ? (e.stack ?? e.message).split("\n").slice(0, 4).join(" | ") : String(e)}`,
        );
        continue;
      }
      for (const e of events) {
        if (e.type !== "runtime_error") continue;
        // An EOC of a spell that needs a form or a value the engine lacks says so and stops that
        // EOC (REAL-spell-eoc, docs/world.md); anything else is a defect.
        if (e.rule === "D6-spell-run" && /not supported|not modelled/.test(e.text)) eocGaps.add(id);
        else problems.push(`${id}: runtime error: ${e.text}`);
      }
    }
    expect(problems, problems.slice(0, 20).join("\n")).to.have.length(0);
    // The real spells' EOC forms the interpreter lacks (mapgen_update, u_spawn_monster,
    // u_cast_spell, sleepiness, radiation, ...) reach a handful of monsters, not a horde.
    expect(eocGaps.size, [...eocGaps].join(" ")).to.be.below(20);
    expect(monsters).to.be.greaterThan(1000);
    expect(calls).to.be.greaterThan(500);
    expect(performed).to.be.greaterThan(100);
  });
});
