/**
 * The world state: plain JSON data only (no classes, Maps, Sets, functions or undefined holes),
 * so that it can be hashed, saved, diffed and replayed. Reducers never mutate it; they return a
 * new world that shares every unchanged part with the old one (immer).
 *
 * Content is not part of the world: the world names content by id (terrain, furniture, items,
 * monster types, effects, ...). The shape is documented in docs/world.md.
 */
import type { RngState } from "./rng.js";

/** A JSON value as stored in the world. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/** A tile position: x is the column, y the row, z the level (0 ground, negative below). */
export interface Point {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

export interface ItemStack {
  /** Item type id (content). */
  readonly id: string;
  readonly count: number;
  /** Charges (ammo, liquids in units, tool charges); absent for items counted by number. */
  readonly charges?: number;
  /** Per-item flags (e.g. FILTHY, NO_STERILE) beyond the item type's own. */
  readonly flags?: readonly string[];
  /** Free per-item data (spawn overmap tile of an ID card, planting time, ...). */
  readonly vars?: { readonly [key: string]: Json };
  /**
   * What a crafted item was made of, as the game keeps it: a food's calories and vitamins come from
   * its components (shared among `recipeCharges`) unless its type has NUTRIENT_OVERRIDE.
   */
  readonly components?: readonly ItemStack[];
  /** How many items the craft that made this one gave (the game's recipe_charges); default 1. */
  readonly recipeCharges?: number;
  /** Items inside this one: an item group's container and what it spawned in it. */
  readonly contents?: readonly ItemStack[];
}

export interface Field {
  /** Field type id (fd_acid, fd_fire, ...). */
  readonly id: string;
  readonly intensity: number;
  /** Turns left; absent: lasts until it decays or is removed. */
  readonly duration?: number;
  /**
   * The turn the field was placed or last lost intensity to its half-life: its age (the game's
   * field age) is the turns since. Kept as a turn so that ageing writes nothing; absent: turn 0.
   */
  readonly since?: number;
}

export interface Tile {
  /** Terrain id. */
  readonly ter: string;
  /** Furniture id; absent: none (f_null). */
  readonly furn?: string;
  readonly items?: readonly ItemStack[];
  /** A vehicle part marker: the vehicle's id; climbing aids of type veh see any vehicle. */
  readonly veh?: string;
  readonly fields?: readonly Field[];
  readonly trap?: string;
  /** Per-tile state of examine actions and the like (an activated card reader, a planted seed). */
  readonly state?: { readonly [key: string]: Json };
}

/**
 * One z-level. Tiles are stored row by row (`rows[y][x]`), so changing one tile copies one row
 * and the list of rows, never the whole level.
 */
export interface Level {
  readonly z: number;
  readonly rows: readonly (readonly Tile[])[];
}

export interface GameMap {
  readonly width: number;
  readonly height: number;
  /** Levels in ascending z order; a z with no level is open air above and rock below. */
  readonly levels: readonly Level[];
}

/** An effect on a creature (content `effect_type` id), optionally on one body part. */
export interface Effect {
  readonly id: string;
  readonly bodyPart?: string;
  readonly intensity: number;
  /** Turns left. A permanent effect keeps its duration and never runs out. */
  readonly duration: number;
  readonly permanent?: boolean;
  /** Who caused it (a grab's grabber, for targeted grab removal). */
  readonly source?: string;
}

export interface BodyPartState {
  readonly hp: number;
  readonly hpMax: number;
  /** Relative chance to be hit by a regular attack roll (the game's hit_size). */
  readonly hitSize: number;
  /** Body part flags the rules ask about (UPPER_LIMB, BIONIC_LIMB, ...). */
  readonly flags: readonly string[];
}

export interface Stats {
  readonly str: number;
  readonly dex: number;
  readonly int: number;
  readonly per: number;
}

export type Attitude = "hostile" | "neutral" | "friendly";

/**
 * What a monster that is not friendly does about the characters it sees, as the game's
 * monster::attitude names it (src/monster.cpp): attack them, keep its distance (follow: it backs
 * off within 4 tiles), ignore them, or flee.
 */
export type Stance = "attack" | "follow" | "ignore" | "flee";

export interface Character {
  readonly id: string;
  readonly name: string;
  /** The player (messages use the `_u` texts) rather than an NPC. */
  readonly isPlayer: boolean;
  /** Followers at a camp drink from its well, NPCs join fights on the player's side. */
  readonly faction: "player" | "follower" | "other";
  readonly pos: Point;
  readonly stats: Stats;
  readonly skills: { readonly [skill: string]: number };
  readonly proficiencies: readonly string[];
  /** Body part id to hit points. */
  readonly body: { readonly [bodyPart: string]: BodyPartState };
  readonly effects: readonly Effect[];
  readonly inventory: readonly ItemStack[];
  readonly wielded?: ItemStack;
  readonly worn: readonly ItemStack[];
  /** Trait (mutation) ids. */
  readonly traits: readonly string[];
  /** Character flags (from traits, bionics, effects) the rules ask about. */
  readonly flags: readonly string[];
  readonly kcal: number;
  readonly thirst: number;
  readonly pain: number;
  readonly stamina: number;
  readonly staminaMax: number;
  /** The game's cardio accumulator (cardio_acc): sets the stamina pool and its recovery; absent: 1,000. */
  readonly cardio?: number;
  /** The movement mode's id (`movement_mode` data: walk, run, crouch); absent: walk. */
  readonly moveMode?: string;
  /**
   * Blood lost, as the game's `blood` vitamin counts it: 0 (or absent) is a full body, down to
   * -50000, where the character bleeds to death.
   */
  readonly blood?: number;
  /**
   * Levels of the other vitamins an effect on condition set (`u_vitamin('redcells')`), by vitamin id;
   * absent or missing: 0. Each follows its vitamin's rate and gives its deficiency or excess effect
   * (engine/mechanics/effects/vitamins.ts).
   */
  readonly vitamins?: { readonly [vitamin: string]: number };
  /**
   * The game's sleepiness (fatigue), as an effect on condition set it (`u_val('sleepiness')`, 0 to
   * 1200 in the real data's spells); absent: 0. Shown in the story's status line and the viewer;
   * its consequences in the game (focus, falling asleep from exhaustion) are not modelled
   * (REAL-sleepiness).
   */
  readonly sleepiness?: number;
  /** Body part id to wetness (0 dry .. 100 soaked). */
  readonly wetness: { readonly [bodyPart: string]: number };
  /** Grams carried, when a scenario pins it; otherwise computed from the inventory. */
  readonly carriedWeight?: number;
  /** Grams the character can carry without penalty. */
  readonly carryCapacity: number;
  readonly speed: number;
  readonly moves: number;
  /**
   * Dodges tried since the character's turn began (absent: none); with its one dodge a turn used,
   * a character meets every further blow with no dodge (the game's dodges_left, counted up).
   */
  readonly dodgesUsed?: number;
  readonly size: "tiny" | "small" | "medium" | "large" | "huge";
  readonly bodytype: string;
  readonly dead?: boolean;
  /**
   * Blocks tried since the character's turn began (absent: none); one a turn, as the game's
   * blocks_left (src/melee.cpp Character::block_hit).
   */
  readonly blocksUsed?: number;
  /**
   * Who decides what the character does: absent (scripted), only the scenario's steps; "npc", the
   * game's NPC combat behaviour each turn (engine/rules/fight/npc/, docs/survivors.md).
   */
  readonly ai?: "npc";
  /** The NPC's personality as the game reads it in fights (npc_personality; each -10..10, default 0). */
  readonly personality?: NpcPersonality;
  /**
   * The character's aim as the game's Character::recoil: arc minutes of linear dispersion its next
   * shot carries, lowered by aiming and raised by each shot (engine/mechanics/fight/aim.ts); absent:
   * MAX_RECOIL (3000), as after a step, a wield or a reload.
   */
  readonly recoil?: number;
  /** What an NPC remembers between its turns (the game's mem_combat); absent until it first acts. */
  readonly npcMemory?: NpcMemory;
  /**
   * The activity the character is busy with (the game's player_activity): each turn its moves go
   * on it until it is done or something interrupts it (engine/rules/examine/activity.ts).
   */
  readonly activity?: CharacterActivity;
}

/** An examine action that takes time, running over turns (the game's player_activity). */
export interface CharacterActivity {
  /** What the character is doing: clear_rubble, lockpicking, ... */
  readonly name: string;
  /** The examine action that finishes it (a B2 name or an actor type), and its tile. */
  readonly action: string;
  readonly pos: Point;
  /** The player's answers the action was given; it finishes with the same. */
  readonly answers: { readonly [key: string]: Json };
  /** Moves the whole activity takes, and the moves still to spend (moves_total, moves_left). */
  readonly movesTotal: number;
  readonly movesLeft: number;
  /** The turn it began. */
  readonly since: number;
  /** Hostile monsters the character saw at its last check (the game's mostseen), by id. */
  readonly seen: readonly string[];
  /** The character's hit points (all parts) at its last check: fewer means it was hurt. */
  readonly hp: number;
}

export interface NpcPersonality {
  readonly aggression: number;
  readonly bravery: number;
}

export interface NpcMemory {
  /** The game's mem_combat.panic: grows each time it decides to run, falls when things go well. */
  readonly panic: number;
  /** The turn up to which it runs away (the game's npc_run_away effect); absent: not running. */
  readonly runUntil?: number;
  /** The creature it fought last. */
  readonly target?: string;
}

export interface Monster {
  readonly id: string;
  /** Monster type id (content). */
  readonly type: string;
  readonly pos: Point;
  readonly hp: number;
  readonly moves: number;
  readonly attitude: Attitude;
  readonly effects: readonly Effect[];
  /**
   * Per special attack key: the turn from which it may be used again. Keeping the turn rather than
   * a countdown means no per-turn work; the turns left are `max(0, readyAt - turn)` (cooldowns.ts).
   */
  readonly readyAt: { readonly [attackKey: string]: number };
  /** Ammo item id to rounds left (gun attacks). */
  readonly ammo: { readonly [ammo: string]: number };
  /** Ids of creatures this monster holds in a grab. */
  readonly grabbing: readonly string[];
  /** The creature it is after, when it has picked one. */
  readonly target?: string;
  /**
   * Where a sound it heard draws it, and for how many more turns (the game's wander position and
   * wander turns): with no target in sight it walks there.
   */
  readonly wander?: { readonly pos: Point; readonly turns: number };
  /**
   * Where it last saw its target (the game's monster goal, set_dest): with no target in sight and
   * no sound to follow it walks there, and forgets it on arrival or when it cannot get closer.
   */
  readonly goal?: Point;
  /**
   * The game's anger and morale, once something changed them (absent: the type's `aggression`
   * and `morale`). A neutral monster whose anger reaches 10 turns hostile; a hostile one whose
   * morale falls below 0 flees (engine/mechanics/mood.ts).
   */
  readonly anger?: number;
  readonly morale?: number;
  /**
   * The game's aggro_character once it differs from the type's `aggro_character` (absent: the
   * type's): an angry monster attacks characters only while it is set (engine/mechanics/attitude.ts).
   */
  readonly aggro?: boolean;
  /**
   * Set when the monster was given its attitude (a scenario's, a spawn action's, an attack's
   * offspring): the game's attitude rule does not move it. Absent: `attitude` and `stance` follow
   * the game's rule from anger, morale, hit points and aggro each turn.
   */
  readonly pinned?: true;
  /** Its stance towards characters by the game's rule (absent while pinned or friendly). */
  readonly stance?: Stance;
  /**
   * The route it follows to `goal`, the steps still ahead (engine/rules/monsters/walk.ts): found
   * when plain steps towards the goal fail, kept while the goal stays and the next step is good.
   */
  readonly route?: { readonly goal: Point; readonly steps: readonly Point[] };
  /** Free per-monster state of hardcoded attacks (targeting timers, counters, ...). */
  readonly vars?: { readonly [key: string]: Json };
  /** The turn a summoned monster vanishes (a summon spell's duration; absent: it stays). */
  readonly expiresAt?: number;
  readonly dead?: boolean;
}

/** A faction camp; its details belong to the camp rules (engine/rules/camp). */
export interface Camp {
  readonly id: string;
  readonly [key: string]: Json;
}

export interface Settings {
  /** Euclidean rather than Chebyshev distances where the rules say so (leaps). */
  readonly trigdist: boolean;
  /** Day of the year the run starts on (0 = first day of spring); seasons matter to plants. */
  readonly startDay: number;
  /**
   * Hour of the day at turn 0 (absent: 8, the game's default start time); with `startDay` it sets
   * the clock that sunlight follows (engine/mechanics/senses/light.ts).
   */
  readonly startHour?: number;
}

export interface World {
  readonly schema: "cdda-sim/world@1";
  /** Turns since the start (one turn is one second). */
  readonly turn: number;
  /** The seed the run started from, as given (kept so that a run can always be repeated). */
  readonly seed: string;
  readonly rng: RngState;
  readonly settings: Settings;
  readonly map: GameMap;
  /** By id; iterate in sorted id order (engine/world/creatures.ts). */
  readonly characters: { readonly [id: string]: Character };
  readonly monsters: { readonly [id: string]: Monster };
  readonly camps: { readonly [id: string]: Camp };
  /** Global variables (effect-on-condition variables, scenario bookkeeping). */
  readonly vars: { readonly [name: string]: Json };
  /** Next number for generated ids (spawned monsters). */
  readonly nextId: number;
  /** Effects on condition put off by a `run_eocs` with `time_in_future`, in the order queued (REAL-eoc-queue). */
  readonly queuedEocs?: readonly QueuedEoc[];
}

/** An effect on condition that runs at the start of a later turn (the game's queued EOCs). */
export interface QueuedEoc {
  /** The turn it runs in. */
  readonly turn: number;
  /** The `run_eocs` entry as written: an EOC id or an inline EOC. */
  readonly eoc: Json;
  /** Its `u` talker. */
  readonly u: string;
  /** Its `npc` talker, or null. */
  readonly npc: string | null;
  /** The context variables it was queued with. */
  readonly context: { readonly [name: string]: Json };
  /** The requirement ids its runtime errors name, when not the examine action's (a spell's EOC). */
  readonly rules?: { readonly run: string; readonly content: string };
}
