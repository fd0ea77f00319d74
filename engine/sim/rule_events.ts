/**
 * Every rule event the engine emits, by name: the area it belongs to, what it means in one line a
 * person can read, and the members of its `data` with their types. The `rule` event is typed by
 * this table: emitting a name it lacks, a data member it does not list, or a member of the wrong
 * type does not compile. A scenario expectation naming an unknown event or data member is a load
 * error that suggests the closest (engine/scenario/format.ts); the story and docs/events.md read
 * their wording from here. Adding a rule event: add its line here, in alphabetical order.
 */
import type { Json } from "../world/types.js";

/** Which part of the engine emits the event. */
export type RuleArea = "camp" | "climbing" | "examine" | "fight" | "monsters";

/**
 * How a data member is written: a position is `[x, y, z]`; `json` is any JSON (lists of objects,
 * tables). A trailing `?` marks a member some emitters leave out.
 */
export type RuleFieldType =
  | "string"
  | "string|null"
  | "number"
  | "boolean"
  | "position"
  | "numbers"
  | "strings"
  | "json";
export type RuleFieldSpec = RuleFieldType | `${RuleFieldType}?`;

export interface RuleEventInfo {
  readonly area: RuleArea;
  /** What happened, as a sentence without its subject's name: "a blow was blocked". */
  readonly meaning: string;
  /** The members of the event's `data`. */
  readonly data: { readonly [member: string]: RuleFieldSpec };
}

export const RULE_EVENTS = {
  absorbed: {
    area: "monsters",
    meaning: "an eater monster absorbed an item or creature and grew (ABSORB_ITEMS, ABSORB_MEAT)",
    data: { who: "string", ml: "number?", hp: "number", moves: "number?", item: "string?" },
  },
  acidsplash: {
    area: "monsters",
    meaning: "a hit on an ACIDSPLASH monster sprayed acid back at the attacker",
    data: { monster: "string", attacker: "string", drops: "number", acid: "number" },
  },
  activity_done: {
    area: "examine",
    meaning: "an activity ran its time out and its examine action finishes it",
    data: { who: "string", activity: "string", action: "string", turns: "number" },
  },
  activity_interrupted: {
    area: "examine",
    meaning: "an activity stopped early: the character was hurt, saw a hostile, or its work moved away",
    data: { turns: "number", movesLeft: "number", by: "string?", who: "string", activity: "string", reason: "string" },
  },
  activity_started: {
    area: "examine",
    meaning: "an examine action set the character to an activity that takes turns",
    data: { who: "string", activity: "string", action: "string", pos: "position", turns: "number" },
  },
  aimed: {
    area: "fight",
    meaning: "a character spent moves aiming its gun, lowering its recoil (Character::aim_per_move)",
    data: {
      who: "string",
      target: "string",
      gun: "string",
      moves: "number",
      before: "number",
      after: "number",
      reason: "string",
    },
  },
  alert: {
    area: "monsters",
    meaning: "a robot raised its alert state (PHOTOGRAPH and kin)",
    data: { by: "string", target: "string" },
  },
  angered: {
    area: "monsters",
    meaning: "a monster's anger rose past the point where it turns hostile",
    data: { who: "string", anger: "number?" },
  },
  appearance_changed: {
    area: "examine",
    meaning: "a mirror or similar changed the character's appearance",
    data: { action: "string", pos: "position", group: "string", from: "strings", to: "string" },
  },
  appearance_choices: {
    area: "examine",
    meaning: "the appearance menu listed its choices",
    data: { action: "string", pos: "position", group: "string", options: "strings" },
  },
  appliance_placed: {
    area: "examine",
    meaning: "furniture was converted into a placed appliance",
    data: { action: "string", pos: "position", item: "string", vehicle: "string" },
  },
  ate: {
    area: "monsters",
    meaning: "a monster ate food or an item it found",
    data: { who: "string", item: "string" },
  },
  atm_card_bought: {
    area: "examine",
    meaning: "an ATM sold a cash card",
    data: { action: "string", pos: "position", cents: "number" },
  },
  atm_deposit: {
    area: "examine",
    meaning: "money was deposited at an ATM",
    data: { action: "string", pos: "position", cents: "number" },
  },
  atm_menu: {
    area: "examine",
    meaning: "an ATM listed its options",
    data: { action: "string", pos: "position", balance: "number", cards: "number", offered: "json", option: "string" },
  },
  atm_refused: {
    area: "examine",
    meaning: "an ATM refused the chosen transaction",
    data: { action: "string", pos: "position", option: "string" },
  },
  atm_transfer: {
    area: "examine",
    meaning: "money moved between cash cards at an ATM",
    data: { action: "string", pos: "position", cents: "number" },
  },
  atm_withdraw: {
    area: "examine",
    meaning: "money was withdrawn at an ATM",
    data: { action: "string", pos: "position", cents: "number" },
  },
  attitude: {
    area: "monsters",
    meaning: "a monster's stance towards characters changed (attack, follow, ignore, flee)",
    data: { was: "string?", who: "string", stance: "string" },
  },
  autoclave_done: {
    area: "examine",
    meaning: "an autoclave finished its cycle",
    data: { action: "string", pos: "position", items: "strings", unpacked: "number" },
  },
  autoclave_progress: {
    area: "examine",
    meaning: "an autoclave reported how long its cycle still runs",
    data: { action: "string", pos: "position", elapsed: "number", left: "number" },
  },
  autoclave_started: {
    area: "examine",
    meaning: "an autoclave started a cycle",
    data: { action: "string", pos: "position", water: "number", cycleStart: "number" },
  },
  autodoc_blood_analysis: {
    area: "examine",
    meaning: "an autodoc analysed its patient's blood",
    data: { action: "string", pos: "position", patient: "string" },
  },
  autodoc_menu: {
    area: "examine",
    meaning: "an autodoc listed its operations",
    data: { action: "string", pos: "position", patient: "string", couch: "position", options: "json" },
  },
  autodoc_radiation_scan: {
    area: "examine",
    meaning: "an autodoc scanned its patient for radiation",
    data: { action: "string", pos: "position", patient: "string" },
  },
  autodoc_treated: {
    area: "examine",
    meaning: "an autodoc treated its patient",
    data: { action: "string", pos: "position", patient: "string", treated: "number" },
  },
  bash_cone: {
    area: "monsters",
    meaning: "a shriek or blast bashed the tiles in its cone",
    data: { attacker: "string", strength: "number", radius: "number", creatures: "strings", broken: "strings" },
  },
  bio_op: {
    area: "monsters",
    meaning: "a monster performed a bionic operation on its victim",
    data: { attack: "string", by: "string", target: "string" },
  },
  block: {
    area: "monsters",
    meaning: "a blow was blocked",
    data: {
      bodyPart: "string?",
      who: "string",
      with: "string",
      incoming: "number",
      score: "number",
      through: "number",
      blocked: "number",
    },
  },
  bulletin_board: {
    area: "examine",
    meaning: "a bulletin board opened the camp it belongs to",
    data: { action: "string", pos: "position", camp: "string" },
  },
  callblobs: {
    area: "monsters",
    meaning: "a blob brain called blobs to guard it",
    data: { brain: "string", guarding: "strings", attacking: "strings" },
  },
  camp_expanded: {
    area: "camp",
    meaning: "a camp gained an expansion",
    data: { camp: "string", expansion: "string", type: "string", name: "string", terrain: "string" },
  },
  camp_feature_gained: {
    area: "camp",
    meaning: "a camp gained a feature (a well, a kitchen, ...)",
    data: { camp: "string", expansion: "string", feature: "string" },
  },
  camp_founded: {
    area: "camp",
    meaning: "a camp was founded",
    data: { camp: "string", baseType: "string", name: "string", terrain: "string", omt: "numbers" },
  },
  camp_missions: {
    area: "camp",
    meaning: "a camp listed the missions it offers",
    data: {
      camp: "string",
      radioRange: "number",
      water: "boolean",
      pantry: "boolean",
      food: "number?",
      foodVitamins: "json?",
      foodSpoils: "json?",
      expansionSlots: "number",
      expansions: "number",
      list: "json",
    },
  },
  card_accepted: {
    area: "examine",
    meaning: "a card reader accepted a card",
    data: { action: "string", pos: "position", card: "string", consumed: "boolean" },
  },
  card_redundant: {
    area: "examine",
    meaning: "a card reader had nothing left to open",
    data: { action: "string", pos: "position" },
  },
  cards_charged: {
    area: "examine",
    meaning: "cash cards were charged",
    data: { action: "string", pos: "position", who: "string", cents: "number", balance: "number" },
  },
  cards_credited: {
    area: "examine",
    meaning: "cash cards were credited",
    data: { action: "string", pos: "position", who: "string", cents: "number", balance: "number" },
  },
  charges_used: {
    area: "examine",
    meaning: "charges of an item were used up",
    data: { who: "string", item: "string", charges: "number", action: "string?", pos: "position?" },
  },
  climb_cost: {
    area: "climbing",
    meaning: "the moves a descent cost",
    data: {
      who: "string",
      aid: "string",
      story: "number",
      kcal: "number",
      thirst: "number",
      pain: "number",
      damage: "number",
    },
  },
  climb_declined: {
    area: "climbing",
    meaning: "the character declined a climbing aid",
    data: { who: "string", aid: "string" },
  },
  climb_menu: {
    area: "climbing",
    meaning: "the climbing menu at a ledge, with the aid chosen",
    data: { edge: "json", height: "number", target: "string", entries: "json", chosen: "string?", who: "string" },
  },
  climb_prompt: {
    area: "climbing",
    meaning: "the confirmation a climbing aid asks for",
    data: {
      who: "string",
      aid: "string",
      slipChance: "number",
      risk: "string",
      fallsAtLeast: "number",
      easyClimbBackUp: "boolean",
      shown: "boolean",
      text: "string",
    },
  },
  climbed: {
    area: "climbing",
    meaning: "a character climbed down a ledge",
    data: { who: "string", aid: "string", stories: "number", height: "number" },
  },
  compacted: {
    area: "examine",
    meaning: "a recycle compactor compacted its metal",
    data: { action: "string", pos: "position", metal: "string", input: "number", recovered: "number", made: "json" },
  },
  container_filled: {
    area: "examine",
    meaning: "a container was filled with a liquid",
    data: { action: "string", pos: "position", item: "string", count: "number", added: "number", full: "boolean" },
  },
  copbot_warning: {
    area: "monsters",
    meaning: "a police robot warned its target",
    data: { robot: "string", target: "string" },
  },
  corporate: {
    area: "monsters",
    meaning: "a corporate monster spoke its lines",
    data: { who: "string" },
  },
  corpse_damaged: {
    area: "monsters",
    meaning: "a monster damaged a corpse",
    data: { corpse: "string", by: "string", damage: "number", destroyed: "boolean" },
  },
  corpse_left: {
    area: "monsters",
    meaning: "a dead monster left its corpse or broken remains on its tile",
    data: { monster: "string", item: "string", x: "number", y: "number", z: "number" },
  },
  crafting_not_simulated: {
    area: "examine",
    meaning: "a workbench was used for crafting, which is not simulated",
    data: { action: "string", pos: "position", pseudoItem: "string?", option: "string", furniture: "string" },
  },
  crop_eaten: {
    area: "monsters",
    meaning: "a monster ate a crop",
    data: { by: "string", pos: "json" },
  },
  curtains_menu: {
    area: "examine",
    meaning: "curtains offered to open, close or tear down",
    data: { action: "string", pos: "position", option: "string", peek: "boolean" },
  },
  curtains_outside: {
    area: "examine",
    meaning: "curtains cannot be worked from outside",
    data: { action: "string", pos: "position" },
  },
  cvd_missing: {
    area: "examine",
    meaning: "a CVD machine lacks what coating needs",
    data: { action: "string", pos: "position", item: "string", qty: "number", missing: "strings" },
  },
  dance_over: {
    area: "monsters",
    meaning: "a dancing monster's dance ended",
    data: { jackson: "string", dancers: "strings" },
  },
  death_drops: {
    area: "monsters",
    meaning: "a dying monster's death_drops item group spawned into its corpse or onto its tile",
    data: {
      monster: "string",
      note: "string?",
      items: "strings?",
      into: "string?",
      x: "number?",
      y: "number?",
      z: "number?",
    },
  },
  deployed: {
    area: "climbing",
    meaning: "a climbing aid or robot was deployed",
    data: {
      who: "string?",
      aid: "string?",
      furniture: "string?",
      pos: "json?",
      story: "number?",
      robot: "string?",
      ammo: "string?",
      hack: "string|null?",
    },
  },
  despawned: {
    area: "examine",
    meaning: "a card reader's guards were taken away",
    data: { action: "string", pos: "position", monster: "string", type: "string" },
  },
  dialogue: {
    area: "examine",
    meaning: "dialogue was opened, which is not simulated",
    data: { who: "string", topic: "json", npc: "string?" },
  },
  diamond_coated: {
    area: "examine",
    meaning: "a CVD machine coated an item with diamond",
    data: { action: "string", pos: "position", item: "string", qty: "number" },
  },
  disappeared: {
    area: "monsters",
    meaning: "a monster vanished from the map",
    data: { who: "string" },
  },
  drank: {
    area: "examine",
    meaning: "a character drank a liquid from a tile or container",
    data: { action: "string", pos: "position", who: "string", item: "string", units: "number", thirst: "numbers" },
  },
  drank_from_well: {
    area: "camp",
    meaning: "a thirsty follower drank from a camp's well",
    data: { who: "string", camp: "string", thirstBefore: "number" },
  },
  elevator: {
    area: "examine",
    meaning: "an elevator moved its load between levels",
    data: { action: "string", pos: "position", from: "number", to: "number", riders: "strings" },
  },
  emitted: {
    area: "monsters",
    meaning: "a field was emitted and spread from a place (an emit: a gasbag's death cloud)",
    data: { emit: "string", field: "string", tiles: "number", x: "number", y: "number", z: "number" },
  },
  eoc: {
    area: "monsters",
    meaning: "an effect on condition ran",
    data: { id: "string", u: "string", npc: "json", condition: "boolean?" },
  },
  examine: {
    area: "examine",
    meaning: "a terrain or furniture was examined",
    data: { who: "string", pos: "position", source: "string", id: "string", action: "string" },
  },
  explosion: {
    area: "monsters",
    meaning: "something exploded",
    data: {
      by: "string",
      pos: "json?",
      radius: "number?",
      kind: "string?",
      x: "number?",
      y: "number?",
      z: "number?",
      power: "number?",
      factor: "number?",
      fire: "boolean?",
      tiles: "number?",
    },
  },
  face_accepted: {
    area: "examine",
    meaning: "a face reader accepted the character",
    data: { action: "string", pos: "position", opened: "number" },
  },
  fall: {
    area: "monsters",
    meaning: "a creature fell to the level below and was hurt",
    data: { who: "string", from: "json", to: "json", stories: "number", why: "string", damage: "number" },
  },
  fence_slip_check: {
    area: "examine",
    meaning: "climbing a chain fence rolled for a slip",
    data: { action: "string", pos: "position", who: "string", percent: "number", slipped: "boolean" },
  },
  fertilized: {
    area: "examine",
    meaning: "a plant was fertilised",
    data: { action: "string", pos: "position", seed: "string", fertilizer: "string", planted: "number" },
  },
  fire_empty: {
    area: "fight",
    meaning: "a gun was fired with no ammunition",
    data: { who: "string", gun: "string" },
  },
  fire_put_out: {
    area: "examine",
    meaning: "a fire was put out",
    data: { action: "string", pos: "position", tool: "string" },
  },
  fire_started: {
    area: "examine",
    meaning: "a fire was started",
    data: { action: "string", pos: "position", tool: "string" },
  },
  fire_suppressed: {
    area: "monsters",
    meaning: "a fungal monster suppressed a fire",
    data: { by: "string", tiles: "number" },
  },
  flower_picked: {
    area: "examine",
    meaning: "a flower was picked",
    data: { action: "string", pos: "position", id: "string", root: "boolean?" },
  },
  food_distributed: {
    area: "camp",
    meaning: "food was distributed to a camp's larder",
    data: { vitamins: "json?", camp: "string", kcal: "number", food: "number", taken: "json", left: "json" },
  },
  food_spoiled: {
    area: "camp",
    meaning: "food in a camp's larder spoiled",
    data: { camp: "string", kcal: "number", vitamins: "json", food: "number" },
  },
  foraged: {
    area: "examine",
    meaning: "a shrub was foraged",
    data: { action: "string", pos: "position", moves: "number", found: "string|null", season: "string" },
  },
  formblob: {
    area: "monsters",
    meaning: "a blob formed or grew (FORMBLOB)",
    data: { blob: "string", did: "string" },
  },
  fuel_bought: {
    area: "examine",
    meaning: "fuel was paid for at a pump",
    data: { action: "string", pos: "position", litres: "number", cents: "number", pump: "number" },
  },
  fuel_pumped: {
    area: "examine",
    meaning: "fuel was pumped",
    data: { action: "string", pos: "position", item: "string", units: "number" },
  },
  fuel_refunded: {
    area: "examine",
    meaning: "unpumped fuel was refunded",
    data: { action: "string", pos: "position", units: "number", cents: "number" },
  },
  fuel_spilled: {
    area: "examine",
    meaning: "fuel spilled on the ground",
    data: { action: "string", pos: "position", item: "string", units: "number" },
  },
  fungal_fortify: {
    area: "monsters",
    meaning: "a fungal fortification grew",
    data: { by: "string", hedgerows: "number" },
  },
  fungalized: {
    area: "monsters",
    meaning: "fungal spores turned a monster into its fungal form",
    data: { who: "string", into: "string", x: "number", y: "number", z: "number" },
  },
  furniture_reloaded: {
    area: "examine",
    meaning: "furniture was loaded with ammunition or fuel",
    data: { action: "string", pos: "position", item: "string", count: "number", pseudoItem: "string|null" },
  },
  furniture_taken_down: {
    area: "examine",
    meaning: "furniture was taken down into an item",
    data: { action: "string", pos: "position", item: "string" },
  },
  furniture_unloaded: {
    area: "examine",
    meaning: "furniture was unloaded",
    data: { action: "string", pos: "position", items: "json" },
  },
  fuse_lit: {
    area: "monsters",
    meaning: "a monster lit a fuse",
    data: { who: "string", explodesAt: "number" },
  },
  fused: {
    area: "monsters",
    meaning: "two monsters fused into one",
    data: { who: "string", absorbed: "string", hp: "number" },
  },
  gambled: {
    area: "examine",
    meaning: "a slot machine paid out (or not)",
    data: { action: "string", pos: "position", plays: "number", won: "number", spent: "number" },
  },
  gate_closed: {
    area: "examine",
    meaning: "gate controls closed a gate",
    data: { action: "string", pos: "position", gate: "string", tiles: "number", blocked: "number" },
  },
  gate_opened: {
    area: "examine",
    meaning: "gate controls opened a gate",
    data: { action: "string", pos: "position", gate: "string", tiles: "number", blocked: "number" },
  },
  gibbed: {
    area: "monsters",
    meaning: "a pulverised monster splattered gibs and blood around",
    data: {
      monster: "string",
      gibs: "number",
      field: "string|null",
      blood: "string|null",
      x: "number",
      y: "number",
      z: "number",
    },
  },
  grab_break: {
    area: "monsters",
    meaning: "a grabbed character tried to break free",
    data: {
      escape: "number",
      roll: "number",
      broke: "boolean",
      grabber: "string?",
      bodyPart: "string?",
      who: "string",
      effect: "string",
    },
  },
  grabbed: {
    area: "monsters",
    meaning: "a monster grabbed its target",
    data: { who: "string", by: "string" },
  },
  group_morale: {
    area: "monsters",
    meaning: "a GROUP_MORALE monster took heart from its kin in sight",
    data: { monster: "string", allies: "number", morale: "number" },
  },
  gun_approximated: {
    area: "monsters",
    meaning: "a monster gun fired with a simplified ballistics model",
    data: { gun: "string", missing: "string" },
  },
  gun_targeting: {
    area: "monsters",
    meaning: "a monster gun spent time targeting",
    data: { attacker: "string", target: "string", cost: "number" },
  },
  hack: {
    area: "examine",
    meaning: "a character tried to hack a device",
    data: {
      action: "string",
      pos: "position",
      success: "boolean?",
      chance: "number?",
      tool: "string?",
      level: "number?",
      roll: "number?",
      result: "string?",
    },
  },
  harvested: {
    area: "examine",
    meaning: "a plant was harvested",
    data: { action: "string", pos: "position", seed: "string", fruit: "string", count: "number", seeds: "number" },
  },
  healed: {
    area: "monsters",
    meaning: "a monster was healed",
    data: { who: "string", amount: "number" },
  },
  heartbeat: {
    area: "monsters",
    meaning: "a monster's heartbeat was heard",
    data: { heart: "string", tilesChanged: "number", spawned: "string|null" },
  },
  intercom_silent: {
    area: "examine",
    meaning: "an intercom did not answer",
    data: { action: "string", pos: "position", npcClass: "string" },
  },
  keg_filled: {
    area: "examine",
    meaning: "a keg was filled",
    data: { action: "string", pos: "position", item: "string", count: "number", full: "boolean?", added: "number?" },
  },
  kiln_fired: {
    area: "examine",
    meaning: "a kiln was fired",
    data: { action: "string", pos: "position", volume: "number", loss: "number", unfinished: "number" },
  },
  ledge_jump: {
    area: "examine",
    meaning: "a character jumped down from a ledge",
    data: { action: "string", pos: "position", from: "position", to: "position" },
  },
  ledge_jump_refused: {
    area: "examine",
    meaning: "jumping down from a ledge was refused",
    data: { action: "string", pos: "position", to: "position" },
  },
  ledge_menu: {
    area: "examine",
    meaning: "the ledge's examine menu listed its choices",
    data: { action: "string", pos: "position", option: "string" },
  },
  ledge_no_climb: {
    area: "examine",
    meaning: "there is nothing to climb down at a ledge",
    data: { action: "string", pos: "position", reason: "string" },
  },
  liquid_placed: {
    area: "examine",
    meaning: "a liquid was placed on a tile",
    data: { action: "string", pos: "position", item: "string", count: "number" },
  },
  lock_picked: {
    area: "examine",
    meaning: "a lock was picked",
    data: { action: "string", pos: "position", result: "string", ok: "boolean" },
  },
  maple_tap: {
    area: "examine",
    meaning: "a tapped maple was examined",
    data: { action: "string", pos: "position", option: "string", sap: "number", container: "string|null" },
  },
  marloss_nectar: {
    area: "examine",
    meaning: "marloss nectar was drunk",
    data: { action: "string", pos: "position", who: "string" },
  },
  melee_roll: {
    area: "fight",
    meaning: "the roll of a character's melee attack",
    data: { attacker: "string", target: "string", hitspread: "number", moves: "number", crit: "boolean?" },
  },
  menu: {
    area: "examine",
    meaning: "a station listed its options",
    data: { action: "string", pos: "position", option: "string" },
  },
  mission_assigned: {
    area: "camp",
    meaning: "an effect on condition assigned a mission",
    data: { who: "string", mission: "string" },
  },
  mission_completed: {
    area: "camp",
    meaning: "a camp mission was completed",
    data: {
      camp: "string",
      expansion: "string",
      mission: "string",
      name: "string",
      result: "string",
      options: "json",
      tilesChanged: "number",
      resources: "strings",
    },
  },
  mission_finished: {
    area: "camp",
    meaning: "an effect on condition finished a mission",
    data: { who: "string", mission: "string", outcome: "string" },
  },
  mission_started: {
    area: "camp",
    meaning: "a camp mission was started",
    data: {
      kcal: "number?",
      food: "number?",
      camp: "string",
      expansion: "string",
      mission: "string",
      options: "json",
      duration: "number",
      ends: "number",
      used: "json",
    },
  },
  monster_bash: {
    area: "monsters",
    meaning: "a monster bashed an obstacle on its way",
    data: { who: "string", at: "json", strength: "number", outcome: "string" },
  },
  monster_changed: {
    area: "monsters",
    meaning: "a monster turned into another kind",
    data: { who: "string", from: "string", to: "string" },
  },
  morale: {
    area: "monsters",
    meaning: "a character's morale changed",
    data: {
      who: "string",
      morale: "string?",
      bonus: "number?",
      maxBonus: "number?",
      kind: "string?",
      amount: "number?",
    },
  },
  mutated: {
    area: "monsters",
    meaning: "a character was mutated",
    data: { who: "string", trait: "string" },
  },
  mycus_path: {
    area: "monsters",
    meaning: "a fungal path grew",
    data: { who: "string", by: "string" },
  },
  nanofab_missing: {
    area: "examine",
    meaning: "a nanofabricator lacks what it needs",
    data: { action: "string", pos: "position", item: "string", qty: "number", missing: "strings" },
  },
  nanofab_no_table: {
    area: "examine",
    meaning: "a nanofabricator has no table to work on",
    data: { action: "string", pos: "position" },
  },
  nanofabricated: {
    area: "examine",
    meaning: "a nanofabricator made an item",
    data: { action: "string", pos: "position", item: "string", template: "string", qty: "number" },
  },
  nectar_drunk: {
    area: "examine",
    meaning: "nectar was drunk from a plant",
    data: { action: "string", pos: "position", who: "string", kcal: "number" },
  },
  no_longer_friendly: {
    area: "monsters",
    meaning: "a robot stopped being friendly",
    data: { who: "string" },
  },
  not_plantable: {
    area: "examine",
    meaning: "a seed could not be planted: the tile lacks the soil it needs",
    data: { action: "string", pos: "position", seed: "string", needs: "string" },
  },
  nothing_to_harvest: {
    area: "examine",
    meaning: "a plant had nothing to harvest",
    data: { action: "string", pos: "position", id: "string", season: "string" },
  },
  npc_decision: {
    area: "fight",
    meaning: "a survivor driven by the NPC behaviour chose what to do, and why",
    data: { who: "string", action: "string", reason: "string", target: "string?", "*": "json" },
  },
  overgrown_cleared: {
    area: "examine",
    meaning: "overgrowth was cleared",
    data: { action: "string", pos: "position", id: "string", base: "string|null" },
  },
  pay_gas_menu: {
    area: "examine",
    meaning: "a gas pump listed its options",
    data: {
      action: "string",
      pos: "position",
      fuel: "string",
      pumps: "number",
      selectedPump: "number",
      tank: "position",
      tankUnits: "number",
      discount: "number",
      pricePerLitre: "number",
      hack: "boolean",
      option: "string",
    },
  },
  peek: {
    area: "examine",
    meaning: "a character peeked through a gap or window",
    data: { action: "string", pos: "position", from: "position", characters: "strings", monsters: "strings" },
  },
  peephole_menu: {
    area: "examine",
    meaning: "a door peephole listed its options",
    data: { action: "string", pos: "position", option: "string" },
  },
  peephole_outside: {
    area: "examine",
    meaning: "a door peephole cannot be used from outside",
    data: { action: "string", pos: "position" },
  },
  picked: {
    area: "examine",
    meaning: "something was picked from a plant",
    data: { action: "string", pos: "position", item: "string", count: "number" },
  },
  pit_covered: {
    area: "examine",
    meaning: "a pit was covered",
    data: { action: "string", pos: "position", terrain: "string" },
  },
  pit_uncovered: {
    area: "examine",
    meaning: "a covered pit was uncovered",
    data: { action: "string", pos: "position", terrain: "string" },
  },
  plant_harvested: {
    area: "examine",
    meaning: "a plant's harvest was taken",
    data: { action: "string", pos: "position", id: "string", list: "string", season: "string", drops: "json" },
  },
  planted: {
    area: "examine",
    meaning: "a seed was planted",
    data: { action: "string", pos: "position", seed: "string", furniture: "string" },
  },
  plants_regrown: {
    area: "examine",
    meaning: "harvested plants regrew",
    data: { turn: "number", count: "number" },
  },
  poisoned_water: {
    area: "examine",
    meaning: "the water drunk was poisoned",
    data: { action: "string", pos: "position", who: "string", poison: "number" },
  },
  poppy_sleep: {
    area: "examine",
    meaning: "a poppy's scent made the character sleepy",
    data: { action: "string", pos: "position", who: "string" },
  },
  pried_open: {
    area: "examine",
    meaning: "a lock was pried open",
    data: { action: "string", pos: "position", result: "string", ok: "boolean" },
  },
  process_done: {
    area: "examine",
    meaning: "a station finished its process",
    data: {
      action: "string",
      pos: "position",
      product: "string?",
      count: "number?",
      from: "string?",
      results: "json?",
    },
  },
  process_progress: {
    area: "examine",
    meaning: "a station reported its process's progress",
    data: { action: "string", pos: "position", left: "number", time: "number" },
  },
  process_started: {
    area: "examine",
    meaning: "a station started a process",
    data: {
      action: "string",
      pos: "position",
      furniture: "string",
      start: "number",
      item: "string?",
      count: "number?",
      volume: "number?",
      loss: "number?",
      charcoal: "number?",
      fire: "string?",
    },
  },
  projectile: {
    area: "fight",
    meaning: "a projectile's flight and where it struck",
    data: {
      attacker: "string",
      target: "string",
      range: "number",
      outcome: "string",
      missed_by: "number",
      end: "position?",
      multiplier: "number?",
      aimed_at: "string?",
    },
  },
  pull: {
    area: "monsters",
    meaning: "a monster pulled its target towards it",
    data: { attacker: "string", target: "string", steps: "number" },
  },
  pull_weapon: {
    area: "monsters",
    meaning: "a monster pulled its target's weapon away",
    data: { by: "string", target: "string", pulled: "boolean", item: "string?" },
  },
  pump_selected: {
    area: "examine",
    meaning: "a gas pump was chosen",
    data: { action: "string", pos: "position", pump: "number" },
  },
  raised: {
    area: "monsters",
    meaning: "a revive spell raised a corpse at once",
    data: { who: "string", by: "string" },
  },
  recoil: {
    area: "fight",
    meaning: "a character's shots kicked its aim back up by the gun's recoil",
    data: { who: "string", gun: "string", shots: "number", kick: "number", before: "number", after: "number" },
  },
  regenerated: {
    area: "monsters",
    meaning: "a monster regenerated hit points",
    data: { who: "string", hp: "number" },
  },
  reload: {
    area: "fight",
    meaning:
      "a character reloaded a gun (loaded its own rounds, or a magazine: swapped in, refilled, loaded and inserted)",
    data: {
      magazine: "string?",
      how: "string?",
      who: "string",
      gun: "string",
      ammo: "string",
      rounds: "number",
      loaded: "number",
      moves: "number",
    },
  },
  requirement_used: {
    area: "examine",
    meaning: "an examine action used up what it required",
    data: { action: "string", pos: "position", components: "json", tools: "json" },
  },
  return_fire: {
    area: "monsters",
    meaning: "a monster returned fire at a shooter",
    data: { monster: "string", attacker: "string" },
  },
  revived: {
    area: "monsters",
    meaning: "a dead monster came back to life",
    data: { who: "string", monster: "string", hp: "number?", speed: "number?", by: "string?" },
  },
  riotbot: {
    area: "monsters",
    meaning: "a riot robot acted",
    data: { robot: "string", branch: "string", target: "string" },
  },
  robot_weapon: {
    area: "monsters",
    meaning: "a robot used a weapon",
    data: { robot: "string", weapon: "string", target: "string|null" },
  },
  rubble_cleared: {
    area: "examine",
    meaning: "rubble was cleared",
    data: { action: "string", pos: "position", turns: "number", dig: "number" },
  },
  safe_attempt: {
    area: "examine",
    meaning: "a safe was tried",
    data: { action: "string", pos: "position", lucky: "boolean" },
  },
  safe_cracked: {
    area: "examine",
    meaning: "a safe was cracked",
    data: { action: "string", pos: "position", minutes: "number" },
  },
  safe_hacked: {
    area: "examine",
    meaning: "an electronic safe was hacked",
    data: { action: "string", pos: "position" },
  },
  safe_opened: {
    area: "examine",
    meaning: "a safe was opened",
    data: { action: "string", pos: "position", to: "string" },
  },
  sap_produced: {
    area: "examine",
    meaning: "a tapped tree produced sap",
    data: { action: "string", pos: "position", units: "number", seconds: "number", kept: "boolean" },
  },
  science: {
    area: "monsters",
    meaning: "a science robot acted",
    data: { robot: "string", attack: "string" },
  },
  searchlight: {
    area: "monsters",
    meaning: "a searchlight swept the area",
    data: { robot: "string", spot: "json" },
  },
  seatbelt_held: {
    area: "monsters",
    meaning: "a seatbelt held its wearer in place",
    data: { attacker: "string", target: "string" },
  },
  seatbelt_torn: {
    area: "monsters",
    meaning: "a seatbelt was torn",
    data: { target: "string", damage: "number" },
  },
  shelter_taken_down: {
    area: "examine",
    meaning: "a shelter was taken down",
    data: { action: "string", pos: "position", removed: "number" },
  },
  sign_read: {
    area: "examine",
    meaning: "a sign was read",
    data: { action: "string", pos: "position", text: "string" },
  },
  sign_written: {
    area: "examine",
    meaning: "a sign was written on",
    data: { action: "string", pos: "position", text: "string", previous: "string" },
  },
  slime_split: {
    area: "monsters",
    meaning: "a dead slime split into smaller slimes, sharing its speed",
    data: { who: "string", into: "strings", speeds: "numbers", absorbedBy: "string|null" },
  },
  slip: {
    area: "climbing",
    meaning: "a character slipped while climbing down",
    data: { who: "string", aid: "string", story: "number", chance: "number" },
  },
  slot_play: {
    area: "examine",
    meaning: "a slot machine was played",
    data: { action: "string", pos: "position", who: "string", prize: "number" },
  },
  sped_up: {
    area: "monsters",
    meaning: "a monster was sped up",
    data: { who: "string", by: "number" },
  },
  spell_cast: {
    area: "monsters",
    meaning: "a monster cast a spell",
    data: {
      caster: "string",
      spell: "string",
      effect: "string",
      target: "string",
      level: "number",
      x: "number?",
      y: "number?",
      z: "number?",
    },
  },
  split: {
    area: "monsters",
    meaning: "a monster split in two",
    data: { who: "string", copy: "string" },
  },
  spores: {
    area: "examine",
    meaning: "a fungus released spores",
    data: { action: "string", pos: "position", infected: "number", converted: "number" },
  },
  stray_shot: {
    area: "fight",
    meaning: "a shot that missed its target hit another creature on its path",
    data: {
      range: "number?",
      outcome: "string?",
      missed_by: "number?",
      multiplier: "number?",
      aimed_at: "string?",
      attacker: "string",
      target: "string",
    },
  },
  structure_taken_down: {
    area: "examine",
    meaning: "a portable structure was taken down",
    data: { action: "string", pos: "position", item: "string", tiles: "number" },
  },
  swarm_crowded: {
    area: "monsters",
    meaning: "a SWARMS monster found its kin too close and wandered off",
    data: { monster: "string", x: "number", y: "number", z: "number" },
  },
  switch_flipped: {
    area: "examine",
    meaning: "a switch was flipped",
    data: { action: "string", pos: "position", colours: "strings", swapped: "number" },
  },
  temple_opening: {
    area: "examine",
    meaning: "a temple pedestal opened the way",
    data: { action: "string", pos: "position" },
  },
  thrown: {
    area: "monsters",
    meaning: "a monster threw its target",
    data: { who: "string", by: "string", tiles: "number" },
  },
  timer_fired: {
    area: "examine",
    meaning: "a scheduled examine timer went off",
    data: { event: "string", wyrms: "number?", opened: "number?" },
  },
  timer_scheduled: {
    area: "examine",
    meaning: "an examine timer was scheduled",
    data: { event: "string", at: "number" },
  },
  trait_added: {
    area: "examine",
    meaning: "an effect on condition added a trait",
    data: { who: "string", trait: "string" },
  },
  tree_dug_up: {
    area: "examine",
    meaning: "a tree was dug up",
    data: { action: "string", pos: "position", roots: "number", moves: "number" },
  },
  tree_tapped: {
    area: "examine",
    meaning: "a tree was tapped",
    data: { action: "string", pos: "position", spile: "string", container: "string|null" },
  },
  upgraded: {
    area: "monsters",
    meaning: "a monster upgraded into a stronger kind",
    data: { who: "string", by: "string", from: "string", to: "string", distance: "number" },
  },
  vended: {
    area: "examine",
    meaning: "a vending machine sold an item",
    data: { action: "string", pos: "position", item: "string", count: "number", price: "number" },
  },
  vending_menu: {
    area: "examine",
    meaning: "a vending machine listed its goods",
    data: { action: "string", pos: "position", money: "number", goods: "json" },
  },
  weakpoint: {
    area: "fight",
    meaning: "a hit on a monster found one of its weak points (weakpoints, weakpoint_sets)",
    data: {
      crit: "boolean?",
      attacker: "string",
      target: "string",
      weakpoint: "string",
      attack: "string",
      skill: "number",
    },
  },
  wear: {
    area: "fight",
    meaning: "a character put on an item",
    data: { who: "string", item: "string" },
  },
  wield: {
    area: "fight",
    meaning: "a character wielded an item",
    data: { put_away: "string?", who: "string", item: "string|null" },
  },
  workout: {
    area: "examine",
    meaning: "a character worked out on exercise equipment",
    data: { action: "string", pos: "position", minutes: "number", trains: "strings" },
  },
  wyrms: {
    area: "examine",
    meaning: "a wyrm pedestal woke the wyrms",
    data: { action: "string", pos: "position", spawned: "number" },
  },
  zapback: {
    area: "monsters",
    meaning: "an electric monster shocked its melee attacker",
    data: { monster: "string", attacker: "string", amount: "number" },
  },
  zapback_insulated: {
    area: "monsters",
    meaning: "an attacker's insulation stopped an electric shock",
    data: { monster: "string", attacker: "string", by: "string" },
  },
} as const satisfies { readonly [name: string]: RuleEventInfo };

/** The name of a rule event the engine emits. */
export type RuleName = keyof typeof RULE_EVENTS;

export const RULE_NAMES: readonly RuleName[] = Object.keys(RULE_EVENTS).sort() as RuleName[];

export function isRuleName(name: string): name is RuleName {
  return Object.hasOwn(RULE_EVENTS, name);
}

/** The TypeScript type of each field type. */
interface FieldTypes {
  string: string;
  "string|null": string | null;
  number: number;
  boolean: boolean;
  position: readonly number[];
  numbers: readonly number[];
  strings: readonly string[];
  json: Json;
}

type Spec<N extends RuleName> = (typeof RULE_EVENTS)[N]["data"];
type Required<S> = { [K in keyof S as K extends "*" ? never : S[K] extends `${string}?` ? never : K]: S[K] };
type Optional<S> = { [K in keyof S as K extends "*" ? never : S[K] extends `${string}?` ? K : never]: S[K] };
type Open<S> = "*" extends keyof S ? { readonly [member: string]: Json } : unknown;
type Field<F> = F extends `${infer B extends RuleFieldType}?`
  ? FieldTypes[B]
  : F extends RuleFieldType
    ? FieldTypes[F]
    : never;

/** The `data` of the rule event of this name. */
export type RuleData<N extends RuleName> = { readonly [K in keyof Required<Spec<N>>]: Field<Spec<N>[K]> } & {
  readonly [K in keyof Optional<Spec<N>>]?: Field<Spec<N>[K]>;
} & Open<Spec<N>>;
