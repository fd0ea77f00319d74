/**
 * The kernel's types in one module: what a reducer works with (`Sim`), how an action kind plugs
 * in (`ActionKind`), and the areas' hooks. They refer to each other (a Sim carries the hooks, a
 * hook receives the Sim), so they live together; context.ts, hooks.ts and action.ts hold the code
 * and re-export these names, and none of them imports another for a type.
 */
import type { Draft } from "immer";
import type * as t from "io-ts";
import type { Content } from "../content/load.js";
import type { Dice } from "../world/rng.js";
import type { Direction } from "../world/grid.js";
import type { Character, GameMap, Monster, Point, Tile, World } from "../world/types.js";
import type { EventTold, SimEvent, SoundEvent } from "./events.js";
import type { RuleData } from "./rule_events.js";
import type { SightGrid } from "./sight_grid.js";

/** The climbing menu as its rule event carries it (less who opened it and what was chosen). */
export type ClimbMenuData = Omit<RuleData<"climb_menu">, "who" | "chosen">;

export interface Sim {
  readonly world: Draft<World>;
  readonly content: Content;
  readonly dice: Dice;
  /** The areas' hooks (engine/step/areas.ts): how one area's rules reach another's without importing it. */
  readonly hooks: Hooks;
  /**
   * Records an event. The object passed becomes the event (the turn is added to it), so pass a
   * fresh one: every caller writes a literal. Copying it instead cost more than the rest of a
   * short run, since events of many shapes make each copy a slow, generic one. A literal that ends
   * with `turn: sim.world.turn` is kept as it is (no store of its own for the turn added after).
   */
  emit(event: EventTold): void;
  /**
   * Does the step's sink keep events of this type? A rule may skip building an event nothing
   * keeps (a danger sweep's sink counts only damage): emit such events anyway when their making
   * has effects (sounds are heard whatever the sink keeps).
   */
  keeps(type: SimEvent["type"]): boolean;
  /** Who was relocated (other than by falling) since the last call, in order, each once. */
  takeMoved(): readonly string[];
  /** The sounds made since the last call (the turn's sounds, which monsters hear at its end). */
  takeSounds(): readonly SoundEvent[];
  /** Stops the action; nothing it changed is kept. */
  refuse(reason: string): never;
  /** Is a living creature standing there? (An index kept current by `relocate`, spawns and deaths.) */
  occupied(p: Point): boolean;
  /**
   * Moves a creature to a tile and reports it (`how`: walk, dragged, pulled, thrown, fell, ...).
   * Every rule that moves a creature goes through here, so the occupancy index stays true.
   */
  relocate(id: string, to: Point, how: string): void;
  /**
   * The map to read. Reading through the draft would wrap every row and tile it passes in a proxy;
   * until a rule changes a tile (through `editTile`), the map of the world the step started from is
   * the same map and far cheaper to read.
   */
  map(): GameMap;
  /** Changes one tile; every tile write goes through here. */
  editTile(p: Point, change: (tile: Draft<Tile>) => void): boolean;
  /** Lines of sight on the map as it is now, made on first use and kept true by `editTile`. */
  sight(): SightGrid;
  /** Character and monster ids in sorted order (cached for the step; spawns keep it current). */
  characterIds(): readonly string[];
  monsterIds(): readonly string[];
  /**
   * The ids of `monsterIds` that may be alive: every living monster, and those dead since the list
   * was made (a scan still checks `dead`). Made again after a death or an arrival, when next asked.
   */
  monstersAlive(): readonly string[];
  /**
   * Where the monsters of `monstersAlive` stand, x, y and z of the i-th at 3i, 3i + 1 and 3i + 2,
   * kept true by `relocate`: a scan over every monster tests distances on these numbers and reads
   * a monster only when it is near enough to matter. Never write it.
   */
  monsterPlaces(): Float64Array;
  /**
   * A monster as it is now, for reading only. Reading `world.monsters[id]` makes a draft of the
   * monster (immer drafts on read); scans over every monster each turn (who is near, who can be
   * seen) then cost more than the turn itself. This gives the monster's current copy when it has
   * been drafted (its members read without traps), and otherwise the unchanged object, making
   * nothing. Never write through it.
   */
  peekMonster(id: string): Readonly<Monster> | undefined;
  /** `peekMonster` for characters: the character as it is now, for reading only. */
  peekCharacter(id: string): Readonly<Character> | undefined;
  /** Tells the index that a creature appeared or died (spawnMonster and kill call it). */
  noteArrival(p: Point): void;
  noteDeparture(p: Point): void;
  /**
   * How many creatures have arrived in this step so far (noteArrival). A creature's record held
   * since the count was read is still `world.monsters[id]` while the count stays: only an arrival
   * puts a new record in (a spawn may be given the id of a monster in the world, and replace it).
   */
  arrivals(): number;
}

export interface ActionKind<A extends { readonly type: string }> {
  readonly type: A["type"];
  /** Decodes the whole action object (type included), with every default applied. */
  readonly codec: t.Decoder<unknown, A>;
  /** What the action does, in a few words, for the story of a run. */
  describe(action: A): string;
  /** Applies the action to the drafted world; `sim.refuse` leaves the world unchanged. */
  run(sim: Sim, action: A): void;
  /**
   * The character whose action this is, when it is one (a move, an examine, a descent, an
   * attack): its `run` spends that character's moves, and the step then lets the world's turns
   * pass until the character can act again, as the game does (engine/step/step.ts).
   */
  actor?(action: A): string;
}

/** Runs once per turn after creatures have acted (timers, camp work, thirsty followers). */
export type TurnHook = (sim: Sim) => void;

/**
 * Lets a monster try its special attacks against its target. Returns true when it used one (its
 * moves were spent), false when none applied, so it falls back to plain melee or movement.
 * `monster`, when given, is the monster's own record, `world.monsters[monsterId]` as it is now:
 * a look-up by id is spared (the monster's turn asks on every action).
 */
export type SpecialAttackHook = (
  sim: Sim,
  monsterId: string,
  targetId: string | undefined,
  monster?: Draft<Monster>,
) => boolean;

/** Runs when a creature is hit in melee or by a projectile (defensive specials, D1). */
export type WhenHitHook = (sim: Sim, victimId: string, attackerId: string, ranged: boolean, damage: number) => void;

/** What the camp area offers other areas: the bulletin board (B2) asks which camp a tile belongs to. */
export interface CampDirectory {
  /** The camp whose overmap tiles hold this point, if any (lowest id first). */
  campAt(sim: Sim, pos: Point): string | undefined;
  /** Opens that camp's mission list for `who`. */
  open(sim: Sim, campId: string, who: string): void;
}

/** The climbing menu at a ledge as plain JSON, or why there is none. */
export type LedgeMenu =
  | { readonly ok: true; readonly entries: number; readonly data: ClimbMenuData }
  | { readonly ok: false; readonly reason: string };

/**
 * What the climbing area offers other areas: examining a ledge (the game's `ledge` action) opens
 * its menu, and a step into a ledge is refused with that menu spelled out (C-menu-trigger).
 */
export interface LedgeClimbing {
  /** Refuses `who`'s step to `to` (in direction `dir`) when it is a ledge, naming the menu's choices. */
  refuseStep(sim: Sim, who: string, to: Point, dir: Direction): void;
  /** The climbing menu `who` sees at the ledge in direction `dir`. */
  menu(sim: Sim, who: string, dir: Direction): LedgeMenu;
  /** Climbs down that ledge with the chosen aid (an id or hotkey), as the `descend` action does. */
  descend(sim: Sim, who: string, dir: Direction, choice: { readonly aid?: string; readonly confirm: boolean }): void;
}

/**
 * How creatures answer what happens to them, from the mechanics floor (engine/mechanics/mood.ts):
 * the kernel's damage helper reports a hurt or a death here, so the kernel calls nothing above it.
 */
export interface CreatureReactions {
  /**
   * A monster was hurt by `dealt` and lives: its own HURT trigger and its friends' FRIEND_ATTACKED;
   * `source` is the damage's source (a creature id or a cause).
   */
  hurt(sim: Sim, id: string, dealt: number, source: string): void;
  /** A monster died: its friends see it (FRIEND_DIED). */
  died(sim: Sim, id: string): void;
}

/**
 * A monster's whole turn: moves, target, specials, melee or a step (the monsters area). `monster`,
 * when given, is its record, `world.monsters[monsterId]` as it is now, and no character has its id
 * (the turn loop gives it when it knows both: a look-up by id is spared).
 */
export type MonsterTurnHook = (sim: Sim, monsterId: string, monster?: Draft<Monster>) => void;

/** A character's own turn when something other than the scenario decides it (the fight area's NPC behaviour). */
export type CharacterTurnHook = (sim: Sim, characterId: string) => void;

/** What holds a character in place: grabs (the monsters area, D4-R-attempt). */
export interface Restraints {
  /** Before a step costing `stepCost`: false when the character is held (the moves go on the struggle). */
  onMove(sim: Sim, who: string, stepCost: number): boolean;
  /** Each turn a character waits: it tries to break free. */
  onWait(sim: Sim, who: string): void;
}

/** What one area hooks into the turn loop. */
export interface AreaHooks {
  readonly name: string;
  readonly turn?: readonly TurnHook[];
  readonly specialAttacks?: SpecialAttackHook;
  readonly whenHit?: WhenHitHook;
  readonly camps?: CampDirectory;
  readonly ledges?: LedgeClimbing;
  readonly monsterTurn?: MonsterTurnHook;
  readonly characterTurn?: CharacterTurnHook;
  readonly activityTurn?: CharacterTurnHook;
  readonly restraints?: Restraints;
  /** A monster died (after its friends saw it): what its death leaves (the monsters area). */
  readonly monsterDied?: MonsterDiedHook;
  /** Casts a spell at a place, as an EOC's `u_cast_spell` does (the monsters area). */
  readonly castSpell?: CastSpellHook;
}

/**
 * Casts the spell `spellId` from `caster` at `at`, at `level`: false when no spell has that id.
 * The monsters area casts it as it casts a death spell (rules/monsters/death_spell.ts).
 */
export type CastSpellHook = (sim: Sim, caster: string, spellId: string, at: Point, level: number) => boolean;

/** What happens where a monster died, `cause` as `kill` was given it (a killer's id, an effect, ...). */
export type MonsterDiedHook = (sim: Sim, id: string, cause: string) => void;

/** One area of the engine: its hooks and its action kinds, one per action `type` of its union `A`. */
export interface Area<A extends { readonly type: string } = never> extends AreaHooks {
  readonly actions: { readonly [T in A["type"]]: ActionKind<Extract<A, { type: T }>> };
}

/** The areas' hooks composed, in area order, and the clock the step layer provides. */
export interface Hooks {
  /** One turn of the world (engine/step/turn.ts): actions that let time pass call it through `passTurn`. */
  readonly passTurn: TurnHook;
  readonly turn: readonly TurnHook[];
  readonly specialAttacks: readonly SpecialAttackHook[];
  readonly whenHit: readonly WhenHitHook[];
  readonly camps: CampDirectory | undefined;
  readonly ledges: LedgeClimbing | undefined;
  readonly monsterTurn: MonsterTurnHook;
  readonly characterTurn: CharacterTurnHook;
  /** A turn of the activity a character holds (the examine area's timed actions). */
  readonly activityTurn: CharacterTurnHook;
  readonly restraints: Restraints;
  readonly reactions: CreatureReactions;
  readonly monsterDied: readonly MonsterDiedHook[];
  readonly castSpell: CastSpellHook;
}
