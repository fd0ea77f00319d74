/**
 * References the member catalogue checks in a modder's files (engine/content/catalogue/refs.ts),
 * beyond those spec/cli/modder.spec.ts covers. ID introduced here:
 *   MOD-refs-attacks  a monster's spell attacks (`spell_data.id`, in `special_attacks` or in
 *                     `extend.special_attacks`), an attack's `eoc` and `effects` ids, the entries of
 *                     an inline `death_drops` group and a spell's `effect_str` (a monster or, with
 *                     SPAWN_GROUP, a monster group to summon, an effect to apply or remove, an emit,
 *                     an EOC, a terrain transform) are references: an id no loaded file defines is
 *                     a MOD-unknown-id warning at its own line and column, as the game's checks
 *                     report them (found on real Magiclysm monsters and spells, none of whose
 *                     missing spells, summons, effects or death-drop groups were reported before)
 *   MOD-refs-monster  a monster's `default_faction` (a MONSTER_FACTION's `name`, or a faction only
 *                     named in another faction's lists), `weakpoint_sets` and `families`
 *                     (proficiencies, as strings or `{proficiency}` objects) are references too:
 *                     the game refuses an invalid default faction when it finalises monster types
 *                     (found on real DinoMod monsters whose factions no file defines)
 *   MOD-refs-copy-from  the copy-from of an object cdda-sim reads leniently or not at all (a monster
 *                     faction, an effect type, ...) names an id or abstract id some file defines, or,
 *                     naming its own id, one another file defines first; else a MOD-unknown-id warning
 *                     (DinoMod's gator faction copied a gator no file defines; the loader's G-17 says it
 *                     for the kinds it decodes strictly, so the catalogue leaves those to it)
 *   MOD-weakpoint-members  the members of a weak point (in a monster's `weakpoints`, its
 *                     `extend.weakpoints` and a weakpoint_set's) and of its effects are checked
 *                     against what the game's versions read: a misspelt one is a MOD-unknown-member
 *                     warning with did-you-mean; an older version's member (`required_effects`,
 *                     `armor_offset`) is not (DinoMod's weak points went unchecked)
 *   MOD-renamed-member  a member the game once read and now reads under another name (a monster's
 *                     `melee_cut` and `armor_<damage type>`, an item's `bashing` and `cutting`)
 *                     is a MOD-unknown-member warning naming today's form, where the did-you-mean
 *                     named an unrelated member or nothing
 */
import { expect } from "chai";
import { tempDir, writeJson } from "../support/files.js";
import { lintFiles } from "../../engine/content/catalogue/lint.js";
import { collectProblems } from "../../engine/content/problems.js";

/** Lints one file of our own objects; references are checked against that file's ids only. */
function lint(
  objects: unknown[],
  rule = "MOD-unknown-id",
): { path: string; message: string; line: number | undefined }[] {
  const dir = tempDir("cdda-sim-refs-");
  const file = writeJson(dir, "mod.json", objects, 2);
  const sink = collectProblems();
  lintFiles([file], [file], sink);
  return sink.list
    .filter((p) => p.rule === rule)
    .map((p) => ({ path: p.path ?? "", message: p.message, line: p.line }));
}

const spellAttack = (id: string) => ({ type: "spell", spell_data: { id, min_level: 1 }, cooldown: 5 });

describe("references in monster attacks, death drops and spells (MOD-refs-attacks)", () => {
  const objects = [
    { type: "SPELL", id: "x_glow", name: "glow", description: "x", effect: "emit", effect_str: "x_light" },
    { type: "emit", id: "x_light", field: "fd_fire" },
    { type: "effect_type", id: "x_sting" },
    { type: "GENERIC", id: "x_wand", name: "wand", description: "x", weight: "100 g", volume: "100 ml" },
    {
      type: "MONSTER",
      id: "x_caster",
      name: "caster",
      description: "x",
      death_drops: {
        subtype: "collection",
        items: [
          { item: "x_wand", prob: 50 },
          { group: "x_no_group", prob: 10 },
        ],
      },
      special_attacks: [spellAttack("x_glow"), spellAttack("x_no_spell")],
      extend: {
        special_attacks: [
          {
            type: "monster_attack",
            attack_type: "melee",
            id: "x_poke",
            eoc: ["x_no_eoc"],
            effects: [{ id: "x_sting" }, { id: "x_no_effect" }],
          },
          spellAttack("x_no_spell_either"),
        ],
      },
    },
    { type: "SPELL", id: "x_call", name: "call", description: "x", effect: "summon", effect_str: "x_no_monster" },
    {
      type: "SPELL",
      id: "x_horde",
      name: "horde",
      description: "x",
      effect: "summon",
      effect_str: "x_no_horde",
      flags: ["SPAWN_GROUP"],
    },
    { type: "SPELL", id: "x_hex", name: "hex", description: "x", effect: "attack", effect_str: "x_no_hex" },
    { type: "SPELL", id: "x_plain", name: "plain", description: "x", effect: "attack", effect_str: "" },
    { type: "monster_attack", attack_type: "melee", id: "x_jab", eoc: ["x_no_jab_eoc"] },
  ];

  it("[MOD-refs-attacks][MOD-unknown-id] names each missing spell, EOC, effect, death-drop group, summon and hex; the defined ones pass", () => {
    const found = lint(objects);
    expect(found.map((f) => f.path).sort()).to.deep.equal(
      [
        "$[4].death_drops.items[1].group",
        "$[4].special_attacks[1].spell_data.id",
        "$[4].extend.special_attacks[0].eoc[0]",
        "$[4].extend.special_attacks[0].effects[1].id",
        "$[4].extend.special_attacks[1].spell_data.id",
        "$[5].effect_str",
        "$[6].effect_str",
        "$[7].effect_str",
        "$[9].eoc[0]",
      ].sort(),
    );
    const say = (path: string) => found.find((f) => f.path === path)?.message;
    expect(say("$[4].death_drops.items[1].group")).to.match(/no item_group has the id "x_no_group"/);
    expect(say("$[4].special_attacks[1].spell_data.id")).to.match(/no SPELL has the id "x_no_spell"/);
    expect(say("$[4].extend.special_attacks[0].eoc[0]")).to.match(/no effect_on_condition has the id "x_no_eoc"/);
    expect(say("$[4].extend.special_attacks[0].effects[1].id")).to.match(/no effect_type has the id "x_no_effect"/);
    expect(say("$[5].effect_str")).to.match(/no MONSTER has the id "x_no_monster"/);
    expect(say("$[6].effect_str")).to.match(/no monstergroup has the id "x_no_horde"/);
    expect(say("$[7].effect_str")).to.match(/no effect_type has the id "x_no_hex"/);
  });
});

describe("references of a monster's faction, weak points and families (MOD-refs-monster)", () => {
  it("[MOD-refs-monster][MOD-unknown-id] names a missing default faction, weak-point set and proficiency; defined and list-named ones pass", () => {
    const found = lint([
      { type: "MONSTER_FACTION", name: "x_pack", hate: ["x_prey"] },
      { type: "weakpoint_set", id: "x_wps", weakpoints: [] },
      { type: "proficiency", id: "x_prof", name: "p", description: "x" },
      { type: "MONSTER", id: "x_a", name: "a", description: "x", default_faction: "x_pack" },
      { type: "MONSTER", id: "x_b", name: "b", description: "x", default_faction: "x_prey" },
      {
        type: "MONSTER",
        id: "x_c",
        name: "c",
        description: "x",
        default_faction: "x_pakc",
        weakpoint_sets: ["x_wps", "x_no_wps"],
        families: ["x_prof", "x_no_prof", { proficiency: "x_no_prof_either" }],
      },
    ]);
    expect(found.map((f) => `${f.path} ${f.message}`)).to.deep.equal([
      '$[5].default_faction no MONSTER_FACTION has the id "x_pakc" (did you mean "x_pack"?)',
      '$[5].weakpoint_sets[1] no weakpoint_set has the id "x_no_wps"',
      '$[5].families[1] no proficiency has the id "x_no_prof" (did you mean "x_prof"?)',
      '$[5].families[2].proficiency no proficiency has the id "x_no_prof_either"',
    ]);
  });
});

describe("the members of weak points (MOD-weakpoint-members)", () => {
  it("[MOD-weakpoint-members][MOD-unknown-member] names misspelt weak point and effect members; older versions' members pass", () => {
    const point = (extra: Record<string, unknown>) => ({ id: "head", name: "the head", coverage: 5, ...extra });
    const found = lint(
      [
        {
          type: "weakpoint_set",
          id: "x_wps",
          weakpoints: [point({ coverge: 3, required_effects: ["downed"], armor_offset: { bash: 1 } })],
        },
        {
          type: "MONSTER",
          id: "x_m",
          name: "m",
          description: "x",
          weakpoints: [point({ effects: [{ effect: "stunned", chance: 10, duraton: [1, 2] }] })],
          extend: { weakpoints: [point({ is_head: true, armour_mult: { bash: 0.5 } })] },
        },
      ],
      "MOD-unknown-member",
    );
    expect(found.map((f) => `${f.path} ${f.message}`)).to.deep.equal([
      '$[0].weakpoints[0].coverge the game reads no member "coverge" in a weak point (did you mean "coverage"?)',
      '$[1].weakpoints[0].effects[0].duraton the game reads no member "duraton" in a weak point\'s effect (did you mean "duration"?)',
      '$[1].extend.weakpoints[0].armour_mult the game reads no member "armour_mult" in a weak point (did you mean "armor_mult"?)',
    ]);
  });
});

describe("copy-from of leniently read kinds (MOD-refs-copy-from)", () => {
  it("[MOD-refs-copy-from][MOD-unknown-id] a faction amending one no other file defines, and a copy of a missing parent, are named", () => {
    const dir = tempDir("cdda-sim-refs-");
    const core = writeJson(dir, "core.json", [
      { type: "MONSTER_FACTION", name: "wolf" },
      { type: "effect_type", abstract: "x_base_effect" },
    ]);
    const mod = writeJson(dir, "mod.json", [
      { type: "MONSTER_FACTION", name: "wolf", "copy-from": "wolf", hate: ["deer"] },
      { type: "MONSTER_FACTION", name: "gator", "copy-from": "gator", by_mood: ["bear"] },
      { type: "MONSTER_FACTION", name: "croc", "copy-from": "wolff" },
      { type: "effect_type", id: "x_sting", "copy-from": "x_base_effect" },
      { type: "MONSTER", id: "x_m", name: "m", description: "x", "copy-from": "x_no_monster" },
    ]);
    const sink = collectProblems();
    lintFiles([mod], [core, mod], sink);
    expect(sink.list.filter((p) => p.rule === "MOD-unknown-id").map((p) => `${p.path} ${p.message}`)).to.deep.equal([
      '$[1]["copy-from"] copy-from names the object\'s own id "gator", but no earlier MONSTER_FACTION defines it to amend',
      '$[2]["copy-from"] copy-from names "wolff", but no MONSTER_FACTION has that id or abstract id (did you mean "wolf"?)',
    ]);
  });
});

describe("members the game renamed (MOD-renamed-member)", () => {
  it("[MOD-renamed-member][MOD-unknown-member] names today's form of an older game's member; an unrelated armor_ word stays a plain warning", () => {
    const found = lint(
      [
        {
          type: "MONSTER",
          id: "x_m",
          name: "m",
          description: "x",
          melee_cut: 4,
          armor_bash: 3,
          armor_fire: 2,
          armor_xyz: 1,
        },
        { type: "GENERIC", id: "x_club", name: "club", bashing: 8, cutting: 2 },
        { type: "MONSTER", id: "x_n", "copy-from": "x_m", relative: { armor_cut: 2 } },
      ],
      "MOD-unknown-member",
    );
    expect(found.map((f) => `${f.path} ${f.message}`)).to.deep.equal([
      '$[0].melee_cut the game reads no member "melee_cut" in objects of type MONSTER (renamed: today the game reads "melee_damage": [ { "damage_type": "cut", "amount": ... } ])',
      '$[0].armor_bash the game reads no member "armor_bash" in objects of type MONSTER (renamed: today the game reads "armor": { "bash": ... })',
      '$[0].armor_fire the game reads no member "armor_fire" in objects of type MONSTER (renamed: today the game reads "armor": { "heat": ... })',
      '$[0].armor_xyz the game reads no member "armor_xyz" in objects of type MONSTER',
      '$[1].bashing the game reads no member "bashing" in objects of type GENERIC (renamed: today the game reads "melee_damage": { "bash": ... })',
      '$[1].cutting the game reads no member "cutting" in objects of type GENERIC (renamed: today the game reads "melee_damage": { "cut": ... })',
      '$[2].relative.armor_cut the game reads no member "armor_cut" in objects of type MONSTER (renamed: today the game reads "armor": { "cut": ... })',
    ]);
  });
});
