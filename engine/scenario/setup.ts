/**
 * A scenario's world set-up becomes the initial World: levels drawn as rows with a legend,
 * characters with documented defaults, monsters spawned the way the game spawns them (seeded
 * starting cooldowns), camps and variables copied. Every id is checked against the loaded content
 * and every position against the map; all problems are collected, each with its JSON path.
 */
import { castDraft, type Draft } from "immer";
import { freezeAll, workingCopy } from "../world/working_copy.js";
import type { Content } from "../content/load.js";
import { joinPath, type PathSegment } from "../content/json/path.js";
import { resolveAttacks } from "../content/kinds/monsters/special_attacks.js";
import { makeSim } from "../sim/context.js";
import { HOOKS } from "../step/areas.js";
import type { SimEvent } from "../sim/events.js";
import { spawnMonster } from "../sim/spawn.js";
import { moveCost } from "../sim/terrain.js";
import { HUMAN_ANATOMY } from "../world/anatomy.js";
import { pointKey } from "../world/grid.js";
import { openDice, seedState } from "../world/rng.js";
import type { Camp, Character, Effect, GameMap, ItemStack, Level, Point, Tile, World } from "../world/types.js";
import { staminaMaxFor } from "../mechanics/fight/stamina.js";
import { CHARACTER_DEFAULTS, carryCapacityFor, defaultBody } from "./character.js";
import { applyLoadout } from "./loadout.js";
import type { ScenarioProblem } from "./format.js";
import type { CharacterSpec, LevelSpec, MonsterSpec, TileSpec, WorldSetup } from "./types.js";

/** Symbols every scenario may draw with, as long as the content defines these terrains (content/base does). */
export const DEFAULT_LEGEND: { readonly [symbol: string]: string } = {
  ".": "t_floor",
  "#": "t_wall",
  '"': "t_grass",
  " ": "t_open_air",
  R: "t_rock",
};

export type WorldBuild =
  | { readonly ok: true; readonly world: World }
  | { readonly ok: false; readonly problems: readonly ScenarioProblem[] };

/** Builds the initial world; `file` names the scenario file in problems. */
export function createWorld(setup: WorldSetup, content: Content, seed: string, file: string): WorldBuild {
  const problems: ScenarioProblem[] = [];
  const report = (segments: readonly PathSegment[], message: string): void =>
    void problems.push({ file, path: joinPath("$.world", segments), message });
  const ids = new IdChecks(content, report);

  const map = buildMap(setup.levels, ids, report);
  const occupied = new Map<string, string>();
  const place = (segments: readonly PathSegment[], who: string, pos: Point): void => {
    if (!map) return;
    const where = `${pos.x},${pos.y},${pos.z}`;
    const level = map.levels.find((l) => l.z === pos.z);
    if (!level)
      return report(
        segments,
        `${where} is on level z=${pos.z}, which the scenario does not draw (levels: ${map.levels.map((l) => l.z).join(", ")})`,
      );
    if (pos.x < 0 || pos.y < 0 || pos.x >= map.width || pos.y >= map.height) {
      return report(segments, `${where} is outside the map (x 0..${map.width - 1}, y 0..${map.height - 1})`);
    }
    const tile = level.rows[pos.y]?.[pos.x] as Tile;
    if (ids.tileKnown(tile) && moveCost(content, map, pos) <= 0) {
      return report(
        segments,
        `${where} cannot be stood on (${tile.ter}${tile.furn ? ` with ${tile.furn}` : ""} blocks movement)`,
      );
    }
    const other = occupied.get(pointKey(pos));
    if (other !== undefined) return report(segments, `${who} would share ${where} with ${other}`);
    occupied.set(pointKey(pos), who);
  };

  const taken = new Map<string, string>();
  const claim = (segments: readonly PathSegment[], id: string, what: string): void => {
    const before = taken.get(id);
    if (before !== undefined)
      report(
        segments,
        `id ${JSON.stringify(id)} is already used by ${before}; every character and monster needs its own`,
      );
    else taken.set(id, what);
  };

  const characters: Record<string, Character> = {};
  const players = setup.characters.filter((c, i) => c.isPlayer ?? i === 0).length;
  if (players > 1) report(["characters"], `${players} characters are the player; at most one may be ("isPlayer")`);
  setup.characters.forEach((spec, i) => {
    claim(["characters", i, "id"], spec.id, `character ${i}`);
    place(["characters", i, "pos"], `character ${JSON.stringify(spec.id)}`, spec.pos);
    const c = buildCharacter(spec, i, content, ids, (segments, message) =>
      report(["characters", i, ...segments], message),
    );
    if (c)
      Object.defineProperty(characters, spec.id, { value: c, enumerable: true, writable: true, configurable: true });
  });

  setup.monsters.forEach((spec, i) => {
    if (spec.id !== undefined) claim(["monsters", i, "id"], spec.id, `monster ${i}`);
    place(
      ["monsters", i, "pos"],
      spec.id !== undefined ? `monster ${JSON.stringify(spec.id)}` : `monster ${i} (${spec.type})`,
      spec.pos,
    );
    checkMonster(spec, content, ids, (segments, message) => report(["monsters", i, ...segments], message));
  });

  const camps: Record<string, Camp> = {};
  for (const key of Object.keys(setup.camps ?? {}).sort()) {
    const value = setup.camps?.[key];
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      report(["camps", key], `a camp is an object, got ${JSON.stringify(value)}`);
      continue;
    }
    const own = (value as { readonly id?: unknown }).id;
    if (own !== undefined && own !== key)
      report(["camps", key, "id"], `the camp's id ${JSON.stringify(own)} differs from its key ${JSON.stringify(key)}`);
    Object.defineProperty(camps, key, {
      value: { ...value, id: key },
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }

  if (problems.length > 0 || !map) return { ok: false, problems };

  const base: World = {
    schema: "cdda-sim/world@1",
    turn: 0,
    seed,
    rng: seedState(seed),
    settings: {
      trigdist: setup.settings?.trigdist ?? false,
      startDay: setup.settings?.startDay ?? 0,
      ...(setup.settings?.startHour !== undefined ? { startHour: setup.settings.startHour } : {}),
    },
    map,
    characters,
    monsters: {},
    camps,
    vars: { ...(setup.vars ?? {}) },
    nextId: 1,
  };
  // Monsters enter through the engine's own spawn, with the world's dice, so starting cooldowns
  // are rolled exactly as a monster spawned during the run would roll them.
  const explicit = new Set(setup.monsters.flatMap((m) => (m.id !== undefined ? [m.id] : [])));
  // On a working copy, as a step runs (step/step.ts): an experiment builds a world per run, and
  // immer's drafts and deep freeze cost a third of a short run.
  const draft = workingCopy(base) as Draft<World>;
  const dice = openDice(draft.rng);
  const events: SimEvent[] = [];
  const sim = makeSim(draft, content, dice, events, undefined, HOOKS);
  for (const spec of setup.monsters) {
    // A generated id never takes one a later monster of the scenario names.
    while (spec.id === undefined && explicit.has(`m${draft.nextId}`)) draft.nextId++;
    const id = spawnMonster(sim, spec.type, spec.pos, {
      ...(spec.id !== undefined ? { id: spec.id } : {}),
      ...(spec.attitude !== undefined ? { attitude: spec.attitude } : {}),
      ...(spec.hp !== undefined ? { hp: spec.hp } : {}),
    });
    const m = draft.monsters[id];
    if (!m) continue;
    if (spec.effects) m.effects = castDraft(spec.effects.map((e) => ({ ...e })));
    for (const key of Object.keys(spec.cooldowns ?? {}).sort())
      m.readyAt[key] = draft.turn + (spec.cooldowns?.[key] ?? 0);
    for (const key of Object.keys(spec.ammo ?? {}).sort()) m.ammo[key] = spec.ammo?.[key] ?? 0;
  }
  draft.rng = dice.state();
  const world = freezeAll(draft as World);
  return { ok: true, world };
}

type Report = (segments: readonly PathSegment[], message: string) => void;

/** Checks ids against the content, naming what is loaded when one is missing. */
class IdChecks {
  constructor(
    private readonly content: Content,
    private readonly report: (segments: readonly PathSegment[], message: string) => void,
  ) {}

  private check(
    table: { has(id: string): boolean },
    what: string,
    id: string,
    segments: readonly PathSegment[],
    report: Report = this.report,
  ): boolean {
    if (table.has(id)) return true;
    report(segments, `no ${what} ${JSON.stringify(id)} is loaded; check the id and the scenario's "content"`);
    return false;
  }

  /** A check of one kind's ids; `what` names the kind in the problem. */
  private of(
    table: (c: Content) => { has(id: string): boolean },
    what: string,
  ): (id: string, at: readonly PathSegment[], r?: Report) => boolean {
    return (id, at, r) => this.check(table(this.content), what, id, at, r);
  }

  terrain = this.of((c) => c.terrain, "terrain");
  furniture = this.of((c) => c.furniture, "furniture");
  item = this.of((c) => c.item, "item");
  monster = this.of((c) => c.monster, "monster type");
  trait = this.of((c) => c.mutation, "trait");
  effect = this.of((c) => c.effect_type, "effect type");
  field = this.of((c) => c.field_type, "field type");

  items(list: readonly ItemStack[] | undefined, at: readonly PathSegment[], r?: Report): void {
    list?.forEach((s, i) => this.item(s.id, [...at, i, "id"], r));
  }

  /** True when the tile's terrain and furniture are loaded (so its movement cost means something). */
  tileKnown(tile: Tile): boolean {
    return this.content.terrain.has(tile.ter) && (tile.furn === undefined || this.content.furniture.has(tile.furn));
  }
}

function buildMap(levels: readonly LevelSpec[], ids: IdChecks, report: Report): GameMap | undefined {
  const first = levels[0];
  if (!first) {
    report(["levels"], "a world needs at least one level");
    return undefined;
  }
  const width = [...(first.rows[0] ?? "")].length;
  const height = first.rows.length;
  if (width === 0) report(["levels", 0, "rows", 0], "the first row is empty; a level is at least one tile wide");
  let ok = width > 0;
  const seenZ = new Map<number, number>();
  const built: Level[] = [];
  levels.forEach((level, li) => {
    const at = (...more: PathSegment[]): PathSegment[] => ["levels", li, ...more];
    const before = seenZ.get(level.z);
    if (before !== undefined) {
      report(at("z"), `level z=${level.z} is drawn twice (also levels[${before}])`);
      ok = false;
    }
    seenZ.set(level.z, li);
    if (level.rows.length !== height) {
      report(
        at("rows"),
        `level has ${level.rows.length} rows, expected ${height} (every level is as large as the first)`,
      );
      ok = false;
    }
    const { legend, ok: legendOk } = legendOf(level, ids, (segments, message) => report(at(...segments), message));
    if (!legendOk) ok = false;
    const reported = new Set<string>();
    const rows: Tile[][] = [];
    level.rows.forEach((row, y) => {
      const symbols = [...row];
      if (symbols.length !== width) {
        report(at("rows", y), `row is ${symbols.length} wide, expected ${width}`);
        ok = false;
      }
      const tiles: Tile[] = [];
      symbols.forEach((symbol, x) => {
        const spec = legend.get(symbol);
        if (spec === undefined) {
          ok = false;
          if (reported.has(symbol)) return;
          reported.add(symbol);
          const fallback = DEFAULT_LEGEND[symbol];
          report(
            at("rows", y),
            fallback !== undefined
              ? `symbol ${JSON.stringify(symbol)} (column ${x}) means ${fallback} by default, but no terrain ${fallback} is loaded; load content/base or define ${JSON.stringify(symbol)} in the legend`
              : `symbol ${JSON.stringify(symbol)} (column ${x}) is not in the legend (defined: ${[...legend.keys()].map((s) => JSON.stringify(s)).join(", ") || "none"})`,
          );
          return;
        }
        tiles.push(tileOf(spec));
      });
      rows.push(tiles);
    });
    built.push({ z: level.z, rows });
  });
  if (!ok) return undefined;
  return { width, height, levels: built.sort((a, b) => a.z - b.z) };
}

/** The level's legend over the default one, and whether every entry names loaded content. */
function legendOf(level: LevelSpec, ids: IdChecks, report: Report): { legend: Map<string, TileSpec>; ok: boolean } {
  const legend = new Map<string, TileSpec>();
  for (const symbol of Object.keys(DEFAULT_LEGEND)) {
    const ter = DEFAULT_LEGEND[symbol] as string;
    // A default symbol is usable only when its terrain is loaded; otherwise drawing it is an error.
    if (ids.tileKnown({ ter })) legend.set(symbol, { terrain: ter });
  }
  let ok = true;
  for (const symbol of Object.keys(level.legend)) {
    const spec = level.legend[symbol] as TileSpec;
    const at = (...more: PathSegment[]): PathSegment[] => ["legend", symbol, ...more];
    if ([...symbol].length !== 1) {
      report(["legend", symbol], `a legend symbol is one character, got ${JSON.stringify(symbol)}`);
      ok = false;
    }
    ok = ids.terrain(spec.terrain, at("terrain"), report) && ok;
    if (spec.furniture !== undefined) ok = ids.furniture(spec.furniture, at("furniture"), report) && ok;
    spec.items?.forEach((s, i) => (ok = ids.item(s.id, at("items", i, "id"), report) && ok));
    spec.fields?.forEach((f, i) => (ok = ids.field(f.id, at("fields", i, "id"), report) && ok));
    // Kept even when bad, so the rows using it are not reported a second time.
    legend.set(symbol, spec);
  }
  return { legend, ok };
}

function tileOf(spec: TileSpec): Tile {
  return {
    ter: spec.terrain,
    ...(spec.furniture !== undefined ? { furn: spec.furniture } : {}),
    ...(spec.items && spec.items.length > 0 ? { items: spec.items.map((s) => ({ ...s })) } : {}),
    ...(spec.vehicle !== undefined ? { veh: spec.vehicle } : {}),
    ...(spec.fields && spec.fields.length > 0 ? { fields: spec.fields.map((f) => ({ ...f })) } : {}),
    ...(spec.trap !== undefined ? { trap: spec.trap } : {}),
    ...(spec.state !== undefined ? { state: { ...spec.state } } : {}),
  };
}

function buildCharacter(
  spec: CharacterSpec,
  index: number,
  content: Content,
  ids: IdChecks,
  report: Report,
): Character | undefined {
  const found = { n: 0 };
  const r: Report = (segments, message) => {
    found.n++;
    report(segments, message);
  };
  const body = defaultBody(content);
  const partNames = Object.keys(body);
  const anyPart = HUMAN_ANATOMY.map((p) => p.id);
  for (const part of Object.keys(spec.hp ?? {})) {
    const hp = spec.hp?.[part] ?? 0;
    const state = body[part];
    if (!state) r(["hp", part], `no body part ${JSON.stringify(part)} has hit points (parts: ${partNames.join(", ")})`);
    else if (hp > state.hpMax) r(["hp", part], `${hp} is more than the ${part}'s ${state.hpMax} hit points`);
    else body[part] = { ...state, hp };
  }
  for (const part of Object.keys(spec.wetness ?? {})) {
    if (!anyPart.includes(part))
      r(["wetness", part], `no body part ${JSON.stringify(part)} (parts: ${anyPart.join(", ")})`);
  }
  ids.items(spec.inventory, ["inventory"], r);
  ids.items(spec.worn, ["worn"], r);
  if (spec.wielded) ids.item(spec.wielded.id, ["wielded", "id"], r);
  ids.items(spec.loadout, ["loadout"], r);
  spec.traits?.forEach((id, i) => ids.trait(id, ["traits", i], r));
  checkEffects(spec.effects, ids, anyPart, r);
  // The game's pool for the character's cardio and athletics, unless the scenario pins it.
  const staminaMax =
    spec.staminaMax ??
    staminaMaxFor({ skills: spec.skills ?? {}, ...(spec.cardio !== undefined ? { cardio: spec.cardio } : {}) });
  if (spec.stamina !== undefined && spec.stamina > staminaMax) {
    r(["stamina"], `${spec.stamina} is more than the maximum of ${staminaMax}`);
  }
  if (spec.moveMode !== undefined && spec.moveMode !== "walk" && !content.movement_mode.has(spec.moveMode)) {
    const known = [...content.movement_mode.ids()].sort().join(", ") || "none in the content but walk";
    r(["moveMode"], `no movement mode ${JSON.stringify(spec.moveMode)} (movement_mode ids: ${known})`);
  }
  if (found.n > 0) return undefined;

  const stats = { ...CHARACTER_DEFAULTS.stats, ...(spec.stats ?? {}) };
  const kit = applyLoadout(content, spec.loadout ?? [], {
    wielded: spec.wielded,
    worn: spec.worn ?? [],
    inventory: spec.inventory ?? [],
  });
  return {
    id: spec.id,
    name: spec.name ?? spec.id,
    isPlayer: spec.isPlayer ?? index === 0,
    faction: spec.faction ?? "player",
    pos: { ...spec.pos },
    stats,
    skills: { ...(spec.skills ?? {}) },
    proficiencies: [...(spec.proficiencies ?? [])],
    body,
    effects: (spec.effects ?? []).map((e): Effect => ({ ...e })),
    inventory: [...kit.inventory],
    ...(kit.wielded ? { wielded: kit.wielded } : {}),
    worn: [...kit.worn],
    traits: [...(spec.traits ?? [])],
    flags: [...(spec.flags ?? [])],
    kcal: spec.kcal ?? CHARACTER_DEFAULTS.kcal,
    thirst: spec.thirst ?? CHARACTER_DEFAULTS.thirst,
    pain: spec.pain ?? CHARACTER_DEFAULTS.pain,
    stamina: spec.stamina ?? staminaMax,
    staminaMax,
    ...(spec.cardio !== undefined ? { cardio: spec.cardio } : {}),
    ...(spec.moveMode !== undefined && spec.moveMode !== "walk" ? { moveMode: spec.moveMode } : {}),
    wetness: { ...(spec.wetness ?? {}) },
    ...(spec.carriedWeight !== undefined ? { carriedWeight: spec.carriedWeight } : {}),
    carryCapacity: spec.carryCapacity ?? carryCapacityFor(stats.str),
    speed: spec.speed ?? CHARACTER_DEFAULTS.speed,
    // Ready to act, as the player is at the start of a turn.
    moves: spec.speed ?? CHARACTER_DEFAULTS.speed,
    size: "medium",
    bodytype: "human",
    ...(spec.ai === "npc" ? { ai: "npc" as const } : {}),
    ...(spec.personality
      ? { personality: { aggression: spec.personality.aggression ?? 0, bravery: spec.personality.bravery ?? 0 } }
      : {}),
  };
}

/** `parts`: the body parts an effect may sit on; undefined for monsters, which have none. */
function checkEffects(
  effects: readonly Effect[] | undefined,
  ids: IdChecks,
  parts: readonly string[] | undefined,
  r: Report,
): void {
  effects?.forEach((e, i) => {
    ids.effect(e.id, ["effects", i, "id"], r);
    if (e.bodyPart === undefined) return;
    if (!parts) r(["effects", i, "bodyPart"], "a monster's effects sit on the whole monster, not on a body part");
    else if (!parts.includes(e.bodyPart))
      r(["effects", i, "bodyPart"], `no body part ${JSON.stringify(e.bodyPart)} (parts: ${parts.join(", ")})`);
  });
}

function checkMonster(spec: MonsterSpec, content: Content, ids: IdChecks, r: Report): void {
  if (!ids.monster(spec.type, ["type"], r)) return;
  const def = content.monster.get(spec.type);
  if (def && spec.cooldowns) {
    const keys = resolveAttacks(def, content).map((a) => a.key);
    for (const key of Object.keys(spec.cooldowns)) {
      if (!keys.includes(key))
        r(
          ["cooldowns", key],
          `${spec.type} has no special attack ${JSON.stringify(key)} (its attacks: ${keys.join(", ") || "none"})`,
        );
    }
  }
  for (const ammo of Object.keys(spec.ammo ?? {})) ids.item(ammo, ["ammo", ammo], r);
  checkEffects(spec.effects, ids, undefined, r);
}
