/**
 * The member catalogue against what the game's loaders read beyond its own data, and older
 * games' forms (engine/content/catalogue/extra.ts, renamed.ts, refs.ts). Found on the real mod
 * My_Sweet_Cataclysm, whose harvest `leftovers`, mutation `anger_relations` and `mod_tileset`
 * were called unknown while its monster groups' `default`, its items' `rot_spawn` and its mapgen's
 * `place_monsters` went unchecked. IDs introduced here:
 *   MOD-loader-members  a member a loader of the game reads though no core object uses it (harvest
 *                     `leftovers`; mutation `anger_relations`, `ignored_by`, `can_only_eat`,
 *                     `can_only_heal_with`, ...; monster group `override`, `freq_total`, ...; start
 *                     location `city_sizes`; a monster's `bash_skill`; a species' `placate_triggers`;
 *                     item slot members, terrain and furniture, effect type, profession, scenario,
 *                     the recipe types each by its own branch, construction, spell, vehicle part,
 *                     bionic, martial art, NPC and NPC class members; a technique's counter and
 *                     requirement members, an enchantment's hit effects, mutations and modifiers,
 *                     a transform's traps, a sealed item group, damage-type, overmap-terrain EOCs,
 *                     a teachable proficiency, fault, item-category, morale, skill, disease and
 *                     weather members, palette placings and mission members; a snippet's weight,
 *                     name and examine effect, a faction's trust, a mutation category's `wip`,
 *                     trait-group entries and groups, trait migrations to a proficiency or variant,
 *                     harvest-drop success messages, a score's description, a move mode's mech
 *                     power, ammo-effect chances, migration charges, an NPC class's altruism
 *                     bonus, a city building's overmap-special members, a conduct's achievement
 *                     members, a monster blacklist's categories and species, and a
 *                     monster_attack's leap, spell and gun actor members), and a
 *                     type src/init.cpp registers that no core file uses (WORLD_OPTION, EXTERNAL_OPTION, option_slider,
 *                     bionic_migration, MONSTER_WHITELIST, skill_boost, city, region_overlay,
 *                     ITEM_BLACKLIST, TRAIT_BLACKLIST, sound_effect, sound_effect_preload, playlist)
 *                     with its loader's members, is no warning, and a type whose loader lets unread
 *                     members be (`mod_tileset`) is a type with any members; a misspelt member
 *                     beside them still is a MOD-unknown-member warning
 *   MOD-retired-member  a member an older game read and nothing replaces (a material's `edible` and
 *                     `reinforces`, a
 *                     mutation category's `iv_message`) is a MOD-unknown-member warning saying so
 *   MOD-old-member    a member the game still reads under its old name, asking for the new one (a
 *                     monster group's `name` as its id), is a MOD-old-member warning naming the new
 *                     name, not "reads no member"; the group is known by it to references
 *   MOD-refs-spawns   a monster group's `default` and `new_monster_group_id`, a harvest entry's
 *                     `drop` (an item, or an item group for a `bionic_group` entry) and its
 *                     `leftovers`, an item's `rot_spawn` (`group`, `monster`, or an older game's
 *                     group id alone), a mapgen's `place_monsters` groups and `place_monster`
 *                     monsters and groups, a field type's `immune_mtypes` and `wandering_field` and a mutation's
 *                     `ignored_by` and `anger_relations` species are references: an id no loaded
 *                     file defines is a MOD-unknown-id warning with did-you-mean
 */
import { expect } from "chai";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { lintFiles } from "../../engine/content/catalogue/lint.js";
import { collectProblems } from "../../engine/content/problems.js";
import { tempDir } from "../support/files.js";
import { REAL_DATA } from "../support/load.js";

/** Lints one file of our own objects; references are checked against that file's ids only. */
function lint(objects: unknown[]): { rule: string; path: string; message: string }[] {
  const dir = tempDir("cdda-sim-loaders-");
  const file = join(dir, "mod.json");
  writeFileSync(file, JSON.stringify(objects, null, 2));
  const sink = collectProblems();
  lintFiles([file], [file], sink);
  return sink.list.map((p) => ({ rule: p.rule ?? "", path: p.path ?? "", message: p.message }));
}

const monster = (id: string, extra: Record<string, unknown> = {}) => ({
  type: "MONSTER",
  id,
  name: "a toffee",
  species: ["TOFFEE"],
  ...extra,
});
const species = { type: "SPECIES", id: "TOFFEE" };
const item = (id: string, extra: Record<string, unknown> = {}) => ({ type: "GENERIC", id, name: id, ...extra });

describe("members the loaders read beyond the core data (MOD-loader-members)", () => {
  it("[MOD-loader-members][MOD-unknown-member] harvest leftovers, mutation relations, group and start-location members pass; a typo beside them does not", () => {
    const found = lint([
      item("toffee_scrap"),
      item("toffee_meat"),
      species,
      {
        type: "harvest",
        id: "toffee_harvest",
        leftovers: "toffee_scrap",
        butchery_requirements: "default",
        entries: [{ drop: "toffee_meat", type: "flesh", mass_ratio: 0.5 }],
        leftover: "toffee_scrap",
      },
      {
        type: "mutation",
        id: "TOFFEE_SKIN",
        name: "toffee skin",
        description: "sticky",
        points: 1,
        ignored_by: ["TOFFEE"],
        anger_relations: [["TOFFEE", 10]],
        can_only_eat: ["junk"],
        can_only_heal_with: ["bandage"],
        can_heal_with: ["bandage"],
        spells_learned: [],
      },
      { type: "monstergroup", id: "GROUP_TOFFEE", override: true, auto_total: true, freq_total: 100, monsters: [] },
      { type: "start_location", id: "sloc_toffee", name: "toffee", terrain: ["field"], city_sizes: [0, 8] },
      monster("mon_toffee", { bash_skill: 4, speed_description: "speed_description_DEFAULT" }),
      { type: "SPECIES", id: "FUDGE", placate_triggers: ["PLAYER_CLOSE"] },
    ]);
    const members = found.filter((p) => p.rule === "MOD-unknown-member");
    expect(members.map((p) => p.path)).to.deep.equal(["$[3].leftover"]);
    expect(members[0]?.message).to.contain('did you mean "leftovers"?');
  });

  it("[MOD-loader-members][MOD-unknown-type] a mod_tileset is a type of the game, whatever members its sprites take", () => {
    const found = lint([
      { type: "mod_tileset", compatibility: ["SOME_TILESET"], "tiles-new": [{ file: "toffee.png", tiles: [] }] },
      { type: "mod_tileset_x" },
    ]);
    expect(found.map((p) => [p.rule, p.path])).to.deep.equal([["MOD-unknown-type", "$[1].type"]]);
    expect(found[0]?.message).to.contain('did you mean "mod_tileset"?');
  });
});

describe("members the loaders read beyond the core data, second pass (MOD-loader-members)", () => {
  /** The MOD-unknown-member warnings of a lint, as [path, message]. */
  const unknownMembers = (objects: unknown[]): [string, string][] =>
    lint(objects)
      .filter((p) => p.rule === "MOD-unknown-member")
      .map((p) => [p.path, p.message]);

  it("[MOD-loader-members][MOD-unknown-member] item slots (gunmod, comestible, book, engine, battery, artifact) pass; a typo beside them does not", () => {
    const found = unknownMembers([
      item("toffee_sight", {
        type: "ITEM",
        subtypes: ["GUNMOD"],
        aim_speed: 3,
        reload_modifier: -10,
        min_str_required_mod: 1,
        capacity_multiplier: 2,
        min_dexterity: 6,
        degradation_multiplier: 0.5,
        relaod_modifier: -10,
      }),
      item("toffee_bar", { type: "COMESTIBLE", monotony_penalty: 0, consumption_effect_on_conditions: [] }),
      item("toffee_manual", { type: "BOOK", scannable: false }),
      item("toffee_motor", { type: "ENGINE", displacement: 90 }),
      item("toffee_cell", { type: "BATTERY", max_capacity: "10 kJ" }),
      item("toffee_charm", { type: "ITEM", subtypes: ["ARTIFACT"], active_effects: [], charge_info: {}, moves: 50 }),
    ]);
    expect(found.map(([path]) => path)).to.deep.equal(["$[0].relaod_modifier"]);
    expect(found[0]?.[1]).to.contain('did you mean "reload_modifier"?');
  });

  it("[MOD-loader-members][MOD-unknown-member] map, effect, profession, scenario, construction, spell, vehicle part, bionic, style and NPC members pass; typos beside them do not", () => {
    const found = unknownMembers([
      {
        type: "terrain",
        id: "t_toffee",
        name: "toffee floor",
        description: "sticky",
        bgcolor: "brown",
        bgcolour: "brown",
      },
      {
        type: "furniture",
        id: "f_toffee",
        name: "toffee chair",
        description: "sticky",
        boltcut: {},
        curtain_transform: "f_toffee",
      },
      {
        type: "effect_type",
        id: "toffee_rush",
        reduced_desc: ["calmer"],
        death_msg: "Too sweet.",
        chance_kill_resist: [[1, 100]],
      },
      {
        type: "profession",
        id: "toffee_maker",
        name: "toffee maker",
        description: "sweet",
        points: 0,
        spells: [],
        CBMs: [],
        no_bonus: "toffee_bar",
        forbidden_traits: [],
      },
      {
        type: "scenario",
        id: "toffee_world",
        name: "toffee world",
        description: "sweet",
        hobbies: [],
        whitelist_hobbies: false,
        blacklist_professions: true,
      },
      { type: "construction", id: "constr_toffee", group: "toffee", explain_failure: "standard" },
      {
        type: "SPELL",
        id: "toffee_bolt",
        name: "toffee bolt",
        description: "sticky",
        learn_spells: {},
        min_dot: 1,
        max_dot: 2,
        teachable: false,
      },
      { type: "vehicle_part", id: "toffee_seat", folding_tools: [], cargo_weight_modifier: 50 },
      {
        type: "bionic",
        id: "bio_toffee",
        name: "toffee gland",
        description: "sweet",
        learned_spells: {},
        stat_bonus: [],
        power_trickle: "1 kJ",
        learned_spell: {},
      },
      {
        type: "martial_art",
        id: "style_toffee",
        name: "toffee fist",
        description: "sticky",
        onhit_eocs: [],
        weapons: [],
        strictly_unarmed: true,
        onhit_eoc: [],
      },
      {
        type: "npc",
        id: "toffee_seller",
        class: "NC_TOFFEE",
        talk_mug: "TALK_TOFFEE",
        "<hungry>": "<toffee>",
        snip_bye: "Sweet.",
      },
      {
        type: "npc_class",
        id: "NC_TOFFEE",
        name: "toffee seller",
        job_description: "sells toffee",
        spells: [],
        mutation_rounds: {},
      },
    ]);
    expect(found.map(([path]) => path)).to.deep.equal(["$[0].bgcolour", "$[8].learned_spell", "$[9].onhit_eoc"]);
    expect(found[0]?.[1]).to.contain('did you mean "bgcolor"?');
    expect(found[1]?.[1]).to.contain('did you mean "learned_spells"?');
    expect(found[2]?.[1]).to.contain('did you mean "onhit_eocs"?');
  });

  it("[MOD-loader-members][MOD-unknown-member] each recipe type takes the members its branch of the recipe loader reads, and no other", () => {
    const found = unknownMembers([
      {
        type: "recipe",
        result: "toffee_bar",
        category: "CC_FOOD",
        subcategory: "CSC_FOOD_OTHER",
        activity_level: "LIGHT_EXERCISE",
        obsolete: false,
        result_eocs: [],
        sealed: true,
        practice_data: {},
      },
      {
        type: "uncraft",
        result: "toffee_bar",
        activity_level: "LIGHT_EXERCISE",
        never_learn: true,
        container: "toffee_tin",
        subcategory: "CSC_FOOD_OTHER",
      },
      {
        type: "practice",
        id: "prac_toffee",
        name: "toffee",
        category: "CC_PRACTICE",
        subcategory: "CSC_PRACTICE_FOOD",
        activity_level: "LIGHT_EXERCISE",
        practice_data: {},
        decomp_learn: 1,
        result: "toffee_bar",
      },
      {
        type: "nested_category",
        id: "nest_toffee",
        name: "toffee",
        category: "CC_FOOD",
        subcategory: "CSC_FOOD_OTHER",
        activity_level: "NO_EXERCISE",
        nested_category_data: [],
        skills_required: [],
        autolearn: true,
      },
    ]);
    // A recipe reads no practice_data, an uncraft no subcategory, a practice no result (the game
    // throws on it), a nested category no autolearn (likewise).
    expect(found.map(([path]) => path)).to.deep.equal([
      "$[0].practice_data",
      "$[1].subcategory",
      "$[2].result",
      "$[3].autolearn",
    ]);
  });
});

describe("members the loaders read beyond the core data, third pass (MOD-loader-members)", () => {
  /** The MOD-unknown-member warnings of a lint, as [path, message]. */
  const unknownMembers = (objects: unknown[]): [string, string][] =>
    lint(objects)
      .filter((p) => p.rule === "MOD-unknown-member")
      .map((p) => [p.path, p.message]);

  it("[MOD-loader-members][MOD-unknown-member] a technique's counter and requirement members and an enchantment's hit effects, mutations and modifiers pass; typos beside them do not", () => {
    const found = unknownMembers([
      {
        type: "technique",
        id: "tec_toffee_counter",
        name: "Toffee Counter",
        messages: ["You stick %s", "<npcname> sticks %s"],
        dodge_counter: true,
        required_buffs_any: ["buff_toffee"],
        forbidden_buffs_any: ["buff_fudge"],
        required_char_flags: ["STICKY"],
        required_char_flags_all: ["STICKY"],
        forbidden_char_flags: ["SLIPPERY"],
        req_flags: ["TOFFEE_WEAPON"],
        strictly_unarmed: true,
        weapon_damage_requirements: [{ type: "bash", min: 2 }],
        flags: ["TOFFEE_TECH"],
        dodge_countr: true,
      },
      {
        type: "enchantment",
        id: "ench_toffee",
        has: "WORN",
        condition: "ALWAYS",
        mutations: ["TOFFEE_SKIN"],
        hit_you_effect: [{ id: "toffee_bolt" }],
        hit_me_effect: [{ id: "toffee_bolt" }],
        skills: [{ value: "melee", add: 1 }],
        encumbrance_modifier: [{ part: "torso", add: -2 }],
        melee_damage_bonus: [{ type: "bash", add: 1 }],
        incoming_damage_mod: [{ type: "cut", multiply: -0.1 }],
        incoming_damage_mod_post_absorbed: [{ type: "heat", add: 1 }],
        mutation: ["TOFFEE_SKIN"],
      },
    ]);
    expect(found.map(([path]) => path)).to.deep.equal(["$[0].dodge_countr", "$[1].mutation"]);
    expect(found[0]?.[1]).to.contain('did you mean "dodge_counter"?');
    expect(found[1]?.[1]).to.contain('did you mean "mutations"?');
  });

  it("[MOD-loader-members][MOD-unknown-member] transform traps, sealed groups, damage-type EOCs, teachable proficiencies, fault messages, category spawn rates, permanent morale, skills kept or untaught, disease body parts, weather durations, terrain EOCs, palette placings and mission members pass; typos beside them do not", () => {
    const found = unknownMembers([
      { type: "ter_furn_transform", id: "toffee_melt", trap: [{ result: "tr_toffee", valid_trap: ["tr_fudge"] }] },
      { type: "item_group", id: "toffee_tin", subtype: "collection", sealed: false, items: [] },
      {
        type: "damage_type",
        id: "toffee_damage",
        name: "sticky",
        onhit_eocs: ["EOC_TOFFEE"],
        ondamage_eocs: ["EOC_TOFFEE"],
      },
      {
        type: "proficiency",
        id: "prof_toffee",
        name: "toffee pulling",
        description: "stretch it",
        can_learn: true,
        category: "prof_food",
        teachable: false,
        teachabel: false,
      },
      {
        type: "fault",
        id: "fault_toffee_gum",
        name: "gummed",
        description: "full of toffee",
        message: "Toffee gums it up.",
        armor_mod: [{ damage_id: "cut", add: -1 }],
      },
      {
        type: "ITEM_CATEGORY",
        id: "toffees",
        name_header: "TOFFEE",
        name_noun: "toffee",
        sort_rank: 10,
        spawn_rate: 0.5,
      },
      { type: "morale_type", id: "morale_toffee", text: "Ate toffee", permanent: true },
      {
        type: "skill",
        id: "toffee_pulling",
        name: "toffee pulling",
        description: "stretching",
        display_category: "display_crafting",
        sort_rank: 99,
        obsolete: true,
        teachable: false,
      },
      {
        type: "disease_type",
        id: "toffee_fever",
        min_duration: "1 h",
        max_duration: "2 h",
        min_intensity: 1,
        max_intensity: 2,
        symptoms: "toffee_rush",
        affected_bodyparts: ["head"],
      },
      {
        type: "weather_type",
        id: "toffee_rain",
        name: "toffee rain",
        duration_min: "10 minutes",
        duration_max: "1 hour",
      },
      {
        type: "overmap_terrain",
        id: "toffee_shop",
        name: "toffee shop",
        sym: "T",
        color: "brown",
        see_cost: "low",
        entry_eoc: "EOC_TOFFEE",
        exit_eoc: "EOC_TOFFEE",
        exit_eco: "EOC_TOFFEE",
      },
      {
        type: "palette",
        id: "toffee_palette",
        rubble: { r: { rubble_type: "f_rubble" } },
        graffiti: { g: { text: "toffee" } },
        translate: { t: { from: "t_floor", to: "t_toffee" } },
        zones: { z: { type: "LOOT_UNSORTED" } },
        faction_owner_character: { f: { id: "toffee_guild" } },
      },
      {
        type: "mission_definition",
        id: "MISSION_TOFFEE",
        name: "Fetch toffee",
        goal: "MGOAL_FIND_ITEM_GROUP",
        difficulty: 1,
        value: 100,
        item_group: "toffee_tin",
        required_container: "jar_glass_sealed",
        remove_container: true,
        empty_container: "jar_glass",
      },
    ]);
    expect(found.map(([path]) => path)).to.deep.equal(["$[3].teachabel", "$[10].exit_eco"]);
    expect(found[0]?.[1]).to.contain('did you mean "teachable"?');
    expect(found[1]?.[1]).to.contain('did you mean "exit_eoc"?');
  });

  it("[MOD-loader-members][MOD-unknown-member] real core objects (a technique, an enchantment, a morale type, a weather type) with the new members added lint clean", function () {
    const files = ["techniques.json", "enchantments.json", "morale_types.json", "weather_type.json"].map((f) =>
      join(REAL_DATA, f),
    );
    if (!files.every((f) => existsSync(f))) {
      process.stdout.write(`\n  conformance SKIPPED: no real data at ${REAL_DATA}\n`);
      this.skip();
    }
    const first = (file: string, type: string): Record<string, unknown> => {
      const all = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>[];
      const found = all.find((o) => o.type === type && typeof o.id === "string" && o.abstract === undefined);
      if (found === undefined) throw new Error(`no ${type} in ${file}`);
      return found;
    };
    const [techniques, enchantments, morale, weather] = files as [string, string, string, string];
    const found = unknownMembers([
      { ...first(techniques, "technique"), dodge_counter: true, required_buffs_any: [], forbidden_char_flags: [] },
      { ...first(enchantments, "enchantment"), mutations: [], hit_you_effect: [], incoming_damage_mod: [] },
      { ...first(morale, "morale_type"), permanent: true },
      { ...first(weather, "weather_type"), duration_min: "5 minutes", duration_max: "1 hour" },
    ]);
    expect(found).to.deep.equal([]);
  });
  it("[MOD-loader-members][MOD-unknown-member] snippet entry members, faction trust, a category in the works, trait-group entries, trait migrations, harvest successes, score descriptions, mech power, ammo-effect chances, migration charges, the NPC altruism bonus, a city building's special members, a conduct's achievement members and a monster blacklist's categories and species pass; typos beside them do not", () => {
    const found = unknownMembers([
      {
        type: "snippet",
        category: "<toffee_lore>",
        id: "toffee_lore_one",
        text: "Toffee remembers.",
        name: "sticky memory",
        weight: 3,
        effect_on_examine: { u_message: "It is still sticky." },
      },
      {
        type: "faction",
        id: "toffee_guild",
        name: "The Toffee Guild",
        likes_u: 0,
        respects_u: 0,
        trusts_u: 5,
        trust_u: 5,
        known_by_u: false,
        size: 10,
        power: 10,
        wealth: 100,
        description: "They pull toffee.",
      },
      {
        type: "mutation_category",
        id: "TOFFEE",
        name: "Toffee",
        threshold_mut: "THRESH_TOFFEE",
        mutagen_message: "You feel sticky.",
        wip: true,
      },
      {
        type: "trait_group",
        id: "toffee_traits",
        subtype: "collection",
        entries: [{ trait: "TOFFEE_SKIN", prob: 50 }],
        groups: ["toffee_more_traits"],
      },
      { type: "TRAIT_MIGRATION", id: "OLD_TOFFEE", trait: "TOFFEE_SKIN", variant: "amber" },
      { type: "TRAIT_MIGRATION", id: "OLDER_TOFFEE", proficiency: "prof_toffee" },
      {
        type: "harvest_drop_type",
        id: "toffee_chunk",
        msg_butcher_success: "You cut the toffee.",
        msg_dissect_success: "You find toffee inside.",
        msg_fielddress_success: "You clean the toffee.",
      },
      { type: "score", id: "score_toffee", statistic: "num_toffees", description: "%s toffees pulled" },
      {
        type: "movement_mode",
        id: "toffee_crawl",
        character: "t",
        name: "toffee crawl",
        panel_char: "T",
        exertion_level: "LIGHT_EXERCISE",
        change_good_none: "You crawl.",
        change_good_animal: "Your steed crawls.",
        change_good_mech: "Your mech crawls.",
        move_type: "prone",
        mech_power_use: 3,
      },
      { type: "ammo_effect", id: "TOFFEE_SPLASH", trigger_chance: 50, foamcrete_build: false },
      { type: "MIGRATION", id: "toffee_old", replace: "toffee", charges: 3, sealed: false, seald: false },
      {
        type: "npc_class",
        id: "NC_TOFFEE",
        name: "toffee puller",
        job_description: "Pulls toffee.",
        bonus_altruism: { rng: [0, 2] },
      },
      {
        type: "city_building",
        id: "toffee_shop_building",
        locations: ["land"],
        overmaps: [{ point: [0, 0, 0], overmap: "toffee_shop_north" }],
        rotate: false,
        spawns: { group: "GROUP_TOFFEE", population: [1, 2], radius: [1, 2] },
        occurrences: [0, 1],
      },
      {
        type: "conduct",
        id: "conduct_no_toffee",
        name: "Toffee-free",
        description: "Never eat toffee.",
        manually_given: false,
        time_constraint: { since: "game_start", is: "<=", target: "7 days" },
        requirements: [{ event_statistic: "num_toffees_eaten", is: "<=", target: 0 }],
      },
      { type: "MONSTER_BLACKLIST", categories: ["CANDY"], species: ["TOFFEE"], monster: ["mon_toffee"] },
    ]);
    expect(found.map(([path]) => path)).to.deep.equal([
      "$[1].trust_u",
      "$[10].seald",
      "$[12].occurrences",
      "$[14].monster",
    ]);
    expect(found[0]?.[1]).to.contain('did you mean "trusts_u"?');
    expect(found[1]?.[1]).to.contain('did you mean "sealed"?');
  });

  it("[MOD-loader-members][MOD-unknown-member] a monster_attack takes the members of the actor its attack_type names (leap, spell, gun, melee); a typo beside them does not", () => {
    const found = unknownMembers([
      {
        type: "monster_attack",
        id: "toffee_hop",
        attack_type: "leap",
        cooldown: 5,
        max_range: 4,
        min_range: 2,
        min_consider_range: 1,
        allow_no_target: true,
        prefer_leap: true,
        ignore_dest_danger: false,
        message: "The %s hops!",
        self_effects: [{ id: "toffee_rush", duration: 5 }],
      },
      {
        type: "monster_attack",
        id: "toffee_spell",
        attack_type: "spell",
        cooldown: 10,
        spell_data: { id: "toffee_bolt", min_level: 1 },
        monster_message: "%1$s flings toffee at %3$s!",
        monster_mesage: "typo",
      },
      {
        type: "monster_attack",
        id: "toffee_gun",
        attack_type: "gun",
        cooldown: 1,
        gun_type: "toffee_launcher",
        ammo_type: "toffee_ball",
        fake_skills: [["gun", 2]],
        ranges: [[0, 10, "DEFAULT"]],
        max_ammo: 10,
        require_targeting_player: false,
        targeting_sound: "Sticky beep.",
      },
      {
        type: "monster_attack",
        id: "toffee_smear",
        attack_type: "melee",
        attack_chance: 50,
        self_effects_ondmg: [{ id: "toffee_rush", duration: 5 }],
      },
    ]);
    expect(found.map(([path]) => path)).to.deep.equal(["$[1].monster_mesage"]);
    expect(found[0]?.[1]).to.contain('did you mean "monster_message"?');
  });

  it("[MOD-loader-members][MOD-unknown-member] real core objects (a snippet, a faction, a city building, an NPC class) with the new members added lint clean", function () {
    const files = [
      "npcs/hints.json",
      "npcs/factions.json",
      "overmap/multitile_city_buildings.json",
      "npcs/classes.json",
    ].map((f) => join(REAL_DATA, f));
    if (!files.every((f) => existsSync(f))) {
      process.stdout.write(`\n  conformance SKIPPED: no real data at ${REAL_DATA}\n`);
      this.skip();
    }
    const first = (file: string, type: string): Record<string, unknown> => {
      const all = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>[];
      const found = all.find((o) => o.type === type && o.abstract === undefined);
      if (found === undefined) throw new Error(`no ${type} in ${file}`);
      return found;
    };
    const [snippets, factions, buildings, classes] = files as [string, string, string, string];
    const found = unknownMembers([
      { ...first(snippets, "snippet"), weight: 2 },
      { ...first(factions, "faction"), trusts_u: 10 },
      {
        ...first(buildings, "city_building"),
        rotate: false,
        spawns: { group: "GROUP_ZOMBIE", population: [1, 2], radius: [1, 2] },
      },
      { ...first(classes, "npc_class"), bonus_altruism: { constant: 1 } },
    ]);
    expect(found).to.deep.equal([]);
  });
});

describe("types the game registers that the core data never uses (MOD-loader-members)", () => {
  it("[MOD-loader-members][MOD-unknown-type][MOD-unknown-member] options, migrations, white- and blacklists, skill boosts, cities and sounds are types with their loaders' members; a misspelt type is not", () => {
    const found = lint([
      { type: "WORLD_OPTION", options: ["TOFFEE_RAIN"] },
      { type: "EXTERNAL_OPTION", name: "TOFFEE_SPEED", stype: "float", value: 1.5, info: "how fast toffee sets" },
      { type: "option_slider", id: "toffee_slider", name: "toffee", default: 1, levels: [] },
      { type: "bionic_migration", from: "bio_toffee_old", to: "bio_toffee" },
      { type: "MONSTER_WHITELIST", mode: "EXCLUSIVE", monsters: ["mon_toffee"], species: ["TOFFEE"] },
      {
        type: "skill_boost",
        stat: "toffee",
        skills_practice: [],
        skills_knowledge: [],
        coefficient: 1,
        skill_offset: 0,
        scaling_power: 1,
        max_stat: 4,
      },
      {
        type: "city",
        id: "toffee_town",
        database_id: 1,
        name: "Toffee Town",
        population: 300,
        pos_om: [0, 0],
        pos: [10, 10],
      },
      { type: "ITEM_BLACKLIST", whitelist: false, items: ["toffee_bar"] },
      { type: "TRAIT_BLACKLIST", traits: ["TOFFEE_SKIN"] },
      { type: "sound_effect", id: "toffee_crunch", variant: "default", volume: 50, files: ["crunch.ogg"] },
      { type: "playlist", playlists: [] },
      { type: "region_overlay", regions: ["all"], weather: {} },
      { type: "ITEM_BLACKLST", items: [] },
      { type: "TRAIT_BLACKLIST", trait: [] },
    ]).filter((p) => p.rule === "MOD-unknown-type" || p.rule === "MOD-unknown-member");
    expect(found.map((p) => [p.rule, p.path])).to.deep.equal([
      ["MOD-unknown-type", "$[12].type"],
      ["MOD-unknown-member", "$[13].trait"],
    ]);
    expect(found[0]?.message).to.contain('did you mean "ITEM_BLACKLIST"?');
    expect(found[1]?.message).to.contain('did you mean "traits"?');
  });

  it("[MOD-loader-members][MOD-unknown-type][MOD-unknown-member] the core settings files (real data/core: external options, world option sliders) lint clean", function () {
    const core = join(REAL_DATA, "..", "core");
    const files = ["external_options.json", "world_option_sliders.json"].map((f) => join(core, f));
    if (!files.every((f) => existsSync(f))) {
      process.stdout.write(`\n  conformance SKIPPED: no data/core beside ${REAL_DATA}\n`);
      this.skip();
    }
    const sink = collectProblems();
    lintFiles(files, undefined, sink);
    const found = sink.list.filter((p) => p.rule === "MOD-unknown-type" || p.rule === "MOD-unknown-member");
    expect(found.map((p) => `${p.path} ${p.message}`)).to.deep.equal([]);
    // Something was checked: both files hold objects of the two types.
    const text = files.map((f) => readFileSync(f, "utf8")).join("\n");
    expect(text).to.match(/"type": *"EXTERNAL_OPTION"/);
    expect(text).to.match(/"type": *"option_slider"/);
  });
});

describe("older games' members (MOD-renamed-member, MOD-retired-member, MOD-old-member)", () => {
  it("[MOD-renamed-member][MOD-unknown-member] ident, a material's <damage>_resist, a start location's target, an item's rot_spawn_chance and a faction's food_supply name today's form", () => {
    const found = lint([
      { type: "material", ident: "toffee", name: "toffee", bash_resist: 1, fire_resist: 0, elec_resist: 2 },
      { type: "profession", ident: "toffee_maker", name: "toffee maker" },
      { type: "scenario", ident: "toffee_world", name: "toffee world" },
      { type: "start_location", ident: "sloc_candy", name: "candy", target: "field" },
      { type: "COMESTIBLE", id: "toffee_egg", name: "egg", rot_spawn: "GROUP_TOFFEE", rot_spawn_chance: 5 },
      { type: "faction", id: "toffee_guild", name: "toffee guild", food_supply: 100 },
    ]).filter((p) => p.rule === "MOD-unknown-member");
    const by = new Map(found.map((p) => [p.path, p.message]));
    expect(by.get("$[0].ident")).to.contain('(renamed: today the game reads "id")');
    expect(by.get("$[0].bash_resist")).to.contain('(renamed: today the game reads "resist": { "bash": ... })');
    expect(by.get("$[0].fire_resist")).to.contain('"resist": { "heat": ... }');
    expect(by.get("$[0].elec_resist")).to.contain('"resist": { "electric": ... }');
    expect(by.get("$[1].ident")).to.contain('today the game reads "id"');
    expect(by.get("$[2].ident")).to.contain('today the game reads "id"');
    expect(by.get("$[3].ident")).to.contain('today the game reads "id"');
    expect(by.get("$[3].target")).to.contain('today the game reads "terrain": [ ... ]');
    expect(by.get("$[4].rot_spawn_chance")).to.contain('"rot_spawn": { "group": ..., "chance": ... }');
    expect(by.get("$[5].food_supply")).to.contain('today the game reads "fac_food_supply" (calories and vitamins');
    expect(found).to.have.length(10);
  });

  it("[MOD-renamed-member][MOD-unknown-member] an item's old slot objects (relic_data, brewable, compostable, milling) name today's subtype", () => {
    const found = lint([
      item("toffee_charm", { relic_data: { passive_effects: [] } }),
      item("toffee_mash", { type: "COMESTIBLE", brewable: {}, compostable: {}, milling: {} }),
    ]).filter((p) => p.rule === "MOD-unknown-member");
    const by = new Map(found.map((p) => [p.path, p.message]));
    expect(by.get("$[0].relic_data")).to.contain(
      '(renamed: today the game reads "subtypes": [ "ARTIFACT" ] with the slot\'s members at the item\'s top level)',
    );
    expect(by.get("$[1].brewable")).to.contain('"subtypes": [ "BREWABLE" ]');
    expect(by.get("$[1].compostable")).to.contain('"subtypes": [ "COMPOSTABLE" ]');
    expect(by.get("$[1].milling")).to.contain('"subtypes": [ "MILLING" ]');
    expect(found).to.have.length(4);
  });

  it("[MOD-retired-member][MOD-unknown-member] a material's edible and reinforces and a mutation category's IV message say nothing replaces them", () => {
    const found = lint([
      { type: "material", id: "toffee", name: "toffee", edible: true, reinforces: true },
      { type: "mutation_category", id: "TOFFEE", name: "toffee", iv_message: "sticky", iv_min_mutations: 1 },
    ]).filter((p) => p.rule === "MOD-unknown-member");
    expect(found.map((p) => p.path)).to.deep.equal([
      "$[0].edible",
      "$[0].reinforces",
      "$[1].iv_message",
      "$[1].iv_min_mutations",
    ]);
    for (const p of found) expect(p.message).to.contain("today nothing replaces it: drop it");
  });

  it("[MOD-old-member][MOD-renamed-member] a monster group named by name is read by it, with a warning asking for id; beside an id, name is unread", () => {
    const found = lint([
      monster("mon_toffee"),
      species,
      { type: "monstergroup", name: "GROUP_TOFFEE_EGG", default: "mon_toffee" },
      { type: "monstergroup", id: "GROUP_TOFFEE", name: "GROUP_OTHER", default: "mon_toffee" },
      item("toffee_egg", { rot_spawn: { group: "GROUP_TOFFEE_EGG", chance: 50 } }),
    ]);
    expect(found.map((p) => [p.rule, p.path])).to.deep.equal([
      ["MOD-old-member", "$[2].name"],
      ["MOD-unknown-member", "$[3].name"],
    ]);
    expect(found[0]?.message).to.equal(
      'the game still reads "name" as the id of objects of type monstergroup, but renamed it: write "id"',
    );
    expect(found[1]?.message).to.contain('(renamed: today the game reads "id")');
  });
});

describe("references of spawns, harvests and fields (MOD-refs-spawns)", () => {
  it("[MOD-refs-spawns][MOD-unknown-id] names each missing monster, group, item and species; the defined ones pass", () => {
    const found = lint([
      monster("mon_toffee"),
      species,
      item("toffee_meat"),
      { type: "item_group", id: "toffee_cbms", items: [] },
      { type: "monstergroup", id: "GROUP_TOFFEE", default: "mon_tofee", new_monster_group_id: "GROUP_TOFFEEE" },
      { type: "monstergroup", id: "GROUP_EMPTY", default: "mon_null" },
      {
        type: "harvest",
        id: "toffee_harvest",
        leftovers: "toffee_crumbs",
        entries: [
          { drop: "toffee_meet", type: "flesh" },
          { drop: "toffee_cbms", type: "bionic_group" },
          { drop: "toffee_cbm", type: "bionic_group" },
        ],
      },
      item("toffee_egg", { rot_spawn: { group: "GROUP_TOFFE", chance: 50 } }),
      item("toffee_chick", { rot_spawn: { monster: "mon_toffe" } }),
      item("toffee_roe", { rot_spawn: "GROUP_TOFEE" }),
      {
        type: "mapgen",
        om_terrain: ["toffee_field"],
        object: {
          place_monsters: [{ monster: "GROUP_TOFFE", x: 1, y: 1 }, { monster: "GROUP_TOFFEE" }],
          place_monster: [{ monster: "mon_toffe", x: 2, y: 2 }, { group: "GROUP_TOFFE" }, { monster: "mon_toffee" }],
        },
      },
      {
        type: "field_type",
        id: "fd_toffee",
        immune_mtypes: ["mon_toffe", "mon_toffee"],
        wandering_field: "fd_tofee",
      },
      {
        type: "mutation",
        id: "TOFFEE_SKIN",
        name: "toffee skin",
        description: "sticky",
        points: 1,
        ignored_by: ["TOFFE"],
        anger_relations: [
          ["TOFFEE", 5],
          ["TOFEE", 10],
        ],
      },
    ]).filter((p) => p.rule === "MOD-unknown-id");
    expect(found.map((p) => [p.path, p.message])).to.deep.equal([
      ["$[4].default", 'no MONSTER has the id "mon_tofee" (did you mean "mon_toffee"?)'],
      ["$[4].new_monster_group_id", 'no monstergroup has the id "GROUP_TOFFEEE" (did you mean "GROUP_TOFFEE"?)'],
      ["$[6].leftovers", 'no item has the id "toffee_crumbs"'],
      ["$[6].entries[0].drop", 'no item has the id "toffee_meet" (did you mean "toffee_meat"?)'],
      ["$[6].entries[2].drop", 'no item_group has the id "toffee_cbm" (did you mean "toffee_cbms"?)'],
      ["$[7].rot_spawn.group", 'no monstergroup has the id "GROUP_TOFFE" (did you mean "GROUP_TOFFEE"?)'],
      ["$[8].rot_spawn.monster", 'no MONSTER has the id "mon_toffe" (did you mean "mon_toffee"?)'],
      ["$[9].rot_spawn", 'no monstergroup has the id "GROUP_TOFEE" (did you mean "GROUP_TOFFEE"?)'],
      [
        "$[10].object.place_monsters[0].monster",
        'no monstergroup has the id "GROUP_TOFFE" (did you mean "GROUP_TOFFEE"?)',
      ],
      ["$[10].object.place_monster[0].monster", 'no MONSTER has the id "mon_toffe" (did you mean "mon_toffee"?)'],
      [
        "$[10].object.place_monster[1].group",
        'no monstergroup has the id "GROUP_TOFFE" (did you mean "GROUP_TOFFEE"?)',
      ],
      ["$[11].immune_mtypes[0]", 'no MONSTER has the id "mon_toffe" (did you mean "mon_toffee"?)'],
      ["$[11].wandering_field", 'no field_type has the id "fd_tofee" (did you mean "fd_toffee"?)'],
      ["$[12].ignored_by[0]", 'no SPECIES has the id "TOFFE" (did you mean "TOFFEE"?)'],
      ["$[12].anger_relations[1][0]", 'no SPECIES has the id "TOFEE" (did you mean "TOFFEE"?)'],
    ]);
  });
});
