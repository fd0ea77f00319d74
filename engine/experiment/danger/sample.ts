/**
 * A cell's sample fight as a scenario file: the arena with the loadout's survivor and the monster
 * placed where the sweep places them, the cell's first seed, and one tick of the turns that fight
 * took. Running it gives exactly the sweep's fight (spec/danger/fight.spec.ts), so the report can
 * open it in the viewer and a person can re-run it with `cdda-sim run`.
 */
import { resolve } from "node:path";
import type { Json } from "../../world/types.js";
import { arenaSetup, monsterSpec, SURVIVOR_POS, type ArenaKind } from "./arena.js";
import type { Outcome } from "./fight.js";
import { type Loadout, SURVIVOR_ID } from "./loadout.js";

export interface SampleFight {
  readonly monster: string;
  readonly loadout: Loadout;
  readonly seed: string;
  readonly turns: number;
  readonly outcome: Outcome;
}

export interface SampleSweep {
  readonly content: readonly string[];
  readonly arena: string;
  readonly night: boolean;
  readonly hostile: boolean;
}

/** The sample fight as the JSON of a scenario file (content paths made absolute). */
export function sampleScenario(sweep: SampleSweep, f: SampleFight): Json {
  const setup = arenaSetup(
    { kind: sweep.arena as ArenaKind, night: sweep.night },
    { id: SURVIVOR_ID, pos: SURVIVOR_POS },
  );
  const level = setup.levels[0];
  const m = monsterSpec(f.monster);
  return {
    name: `${f.monster} against ${f.loadout.name}`,
    description: `The first fight of the danger sweep's cell ${f.monster} against the loadout ${f.loadout.name}: ${f.outcome} after ${f.turns} turn(s).`,
    content: sweep.content.map((p) => resolve(p)),
    seed: f.seed,
    world: {
      settings: { startHour: setup.settings?.startHour ?? 12 },
      levels: level ? [{ z: level.z, rows: [...level.rows], legend: level.legend as unknown as Json }] : [],
      characters: [{ ...f.loadout.character, id: SURVIVOR_ID, pos: [SURVIVOR_POS.x, SURVIVOR_POS.y, SURVIVOR_POS.z] }],
      monsters: [
        {
          type: m.type,
          id: m.id ?? "monster",
          pos: [m.pos.x, m.pos.y, m.pos.z],
          ...(sweep.hostile ? { attitude: "hostile" } : {}),
        },
      ],
    },
    steps: f.turns > 0 ? [{ tick: f.turns, label: `the fight: ${f.outcome}` }] : [],
  };
}
