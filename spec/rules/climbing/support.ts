/** Worlds with several levels for the climbing specs, built through the scenario set-up (ids checked). */
import { expect } from "chai";
import { join } from "node:path";
import type { Content } from "../../../engine/content/load.js";
import { createWorld } from "../../../engine/scenario/setup.js";
import type { CharacterSpec, TileSpec } from "../../../engine/scenario/types.js";
import type { World } from "../../../engine/world/types.js";
import { loadInline, PROJECT_ROOT } from "../../support/load.js";

export interface LevelDrawing {
  readonly z: number;
  readonly rows: readonly string[];
  readonly legend?: { readonly [symbol: string]: TileSpec };
}

export function climbWorld(
  content: Content,
  levels: readonly LevelDrawing[],
  characters: readonly CharacterSpec[],
  seed = "climb",
): World {
  const built = createWorld(
    { levels: levels.map((l) => ({ z: l.z, rows: l.rows, legend: l.legend ?? {} })), characters, monsters: [] },
    content,
    seed,
    "spec",
  );
  if (!built.ok) throw new Error(built.problems.map((p) => `${p.path}: ${p.message}`).join("\n"));
  return built.world;
}

/** content/base and content/climbing, plus inline objects (aids, furniture, ...). */
export function ourContent(extra: unknown[] = []): Content {
  const base = ["base", "climbing"].map((d) => join(PROJECT_ROOT, "content", d));
  const r = loadInline({ "extra.json": extra }, { base });
  expect(r.errors(), JSON.stringify(r.errors(), null, 1)).to.have.length(0);
  return r.content;
}

/** A two-level cliff: you stand at (1,1,0) with open air to the east; z=-1 is floor. */
export const CLIFF_1: readonly LevelDrawing[] = [
  { z: -1, rows: ["#####", "#...#", "#####"] },
  { z: 0, rows: ["#####", "#.  #", "#####"] },
];
