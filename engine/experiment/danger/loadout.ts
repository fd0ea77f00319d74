/**
 * Survivor loadouts of a danger sweep: a small JSON file naming each survivor and the character it
 * is — stats, skills, worn and wielded items, carried ammo, and whatever else a scenario's character
 * may say (an `ai` member once survivors fight for themselves). The character object is decoded
 * with the scenario format's own codec (engine/scenario/format.ts), so a loadout can say exactly
 * what a scenario can, and its problems name the loadout file and the JSON path inside it.
 *
 *   { "loadouts": [ { "name": "civilian", "description": "...", "character": { "worn": [...] } } ] }
 */
import { isLeft } from "fp-ts/lib/Either.js";
import * as t from "io-ts";
import { strictObject } from "../../content/codec/kit.js";
import { readJsonFile } from "../../content/json/read.js";
import { isJsonObject } from "../../content/json/types.js";
import { describe } from "../../content/values/duration.js";
import { decodeScenario } from "../../scenario/format.js";
import type { CharacterSpec } from "../../scenario/types.js";
import type { Json } from "../../world/types.js";
import { type ExperimentProblem, pathOf } from "../format.js";

export interface Loadout {
  /** `name`: shown in reports; unique within the file. */
  readonly name: string;
  /** `description`: what survivor it stands for. */
  readonly description: string;
  /** `character`: the character as the file writes it (without `id` and `pos`, which the arena gives). */
  readonly character: { readonly [member: string]: Json };
}

/** Where a loadout's character stands and what it is called in the arena. */
export const SURVIVOR_ID = "survivor";

const nonEmptyName = new t.Type<string, string, unknown>(
  "a non-empty name",
  (u): u is string => typeof u === "string" && u.length > 0,
  (u, c) =>
    typeof u === "string" && u.trim().length > 0
      ? t.success(u)
      : t.failure(u, c, `expected a non-empty name, got ${describe(u)}`),
  t.identity,
);

const characterObject = new t.Type<{ [member: string]: Json }, unknown, unknown>(
  "a character object",
  (u): u is { [member: string]: Json } => isJsonObject(u),
  (u, c) => {
    if (!isJsonObject(u))
      return t.failure(u, c, `expected a character object ({stats, skills, worn, ...}), got ${describe(u)}`);
    for (const member of ["id", "pos"])
      if (Object.hasOwn(u, member))
        return t.failure(
          u,
          t.appendContext(c, member, t.unknown, u[member]),
          `a loadout's character has no "${member}": the arena names the survivor "${SURVIVOR_ID}" and places it`,
        );
    return t.success(u as { [member: string]: Json });
  },
  t.identity,
);

const loadoutCodec = strictObject(
  "a loadout ({name, description, character})",
  { name: nonEmptyName, character: characterObject },
  { description: t.string },
);

const fileCodec = strictObject(
  "a loadouts file ({loadouts: [...]})",
  { loadouts: t.array(loadoutCodec) },
  { description: t.string },
);

export type LoadoutsDecode =
  | { readonly ok: true; readonly loadouts: readonly Loadout[] }
  | { readonly ok: false; readonly problems: readonly ExperimentProblem[] };

/**
 * Decodes a parsed loadouts file: the shape with io-ts, then every character through the scenario
 * format (placed in a one-tile world), problems re-pathed into the loadout file.
 */
export function decodeLoadouts(raw: unknown, file: string): LoadoutsDecode {
  const r = fileCodec.decode(raw);
  if (isLeft(r))
    return {
      ok: false,
      problems: r.left.map((e) => ({
        file,
        path: pathOf(e),
        message:
          e.message ?? `expected ${e.context[e.context.length - 1]?.type.name ?? "a value"}, got ${describe(e.value)}`,
      })),
    };
  const problems: ExperimentProblem[] = [];
  if (r.right.loadouts.length === 0)
    problems.push({ file, path: "$.loadouts", message: "a loadouts file needs at least one loadout" });
  const seen = new Map<string, number>();
  r.right.loadouts.forEach((l, i) => {
    const first = seen.get(l.name);
    if (first !== undefined)
      problems.push({
        file,
        path: `$.loadouts[${i}].name`,
        message: `the name ${JSON.stringify(l.name)} is already used by $.loadouts[${first}]`,
      });
    else seen.set(l.name, i);
    problems.push(...characterProblems(l.character, file, `$.loadouts[${i}].character`));
  });
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    loadouts: r.right.loadouts.map((l) => ({ name: l.name, description: l.description ?? "", character: l.character })),
  };
}

/** Reads and decodes a loadouts file; never throws on bad input. */
export function readLoadouts(file: string): LoadoutsDecode {
  const read = readJsonFile(file, "a loadouts file");
  if (!read.ok) return { ok: false, problems: [{ file, path: "$", message: read.message }] };
  return decodeLoadouts(read.value, file);
}

const PROBE_PATH = "$.world.characters[0]";

/** The scenario codec's verdict on a character, its paths moved to where the character is written. */
function characterProblems(
  character: { readonly [member: string]: Json },
  file: string,
  at: string,
): ExperimentProblem[] {
  const probe = {
    name: "loadout",
    content: [],
    world: { levels: [{ rows: ["."] }], characters: [{ ...character, id: SURVIVOR_ID, pos: [0, 0] }] },
    steps: [],
  };
  const d = decodeScenario(probe, file);
  if (d.ok) return [];
  return d.problems.map((p) => ({
    file,
    path: p.path.startsWith(PROBE_PATH) ? `${at}${p.path.slice(PROBE_PATH.length)}` : at,
    message: p.message,
  }));
}

/** The character spec of a loadout, standing at `pos`. */
export function survivorSpec(l: Loadout, pos: { x: number; y: number; z: number }): CharacterSpec {
  const probe = {
    name: "loadout",
    content: [],
    world: { levels: [{ rows: ["."] }], characters: [{ ...l.character, id: SURVIVOR_ID, pos: [pos.x, pos.y, pos.z] }] },
    steps: [],
  };
  const d = decodeScenario(probe, "loadout");
  const spec = d.ok ? d.scenario.world.characters[0] : undefined;
  if (!spec) throw new Error(`loadout ${JSON.stringify(l.name)} was not checked before use`);
  return spec;
}
