/**
 * The JSON Schema of content (issue 21, item 1). IDs introduced here:
 *   CI-schema-cli       `cdda-sim schema [-o file]` writes the schema generated from the codecs: draft
 *                       draft-07, the same bytes every time, compiled by Ajv without complaint
 *   CI-schema-real      every object of the real core data of a judged type validates (the loader
 *                       accepts them all, so must the schema)
 *   CI-schema-own       every object of our own content/ validates
 *   CI-schema-bad       the bad inputs of our content specs that a schema can see (shapes, required
 *                       members, enums, unknown members the loader warns about, G-6) fail it, and
 *                       each is reported by the loader too; the good objects beside them pass both.
 *                       Cross-object rules (references G-4, hotkeys shared between aids, flags of
 *                       the furniture an aid deploys, ...) are beyond a schema and stay with validate
 *   CI-schema-members   each judged kind's schema lists exactly the members its loader knows
 *   CI-schema-editor    an editor using the schema (VS Code's own JSON language service) flags a
 *                       typo'd member in a mod file and completes examine_action names
 *   MOD-schema-ids      `cdda-sim schema --content <dirs>`: the members naming a monster, item,
 *                       terrain or furniture (copy-from, upgrades.into, item group entries,
 *                       open/transforms_into, ...) complete the ids those folders define, in VS
 *                       Code's JSON service; an id they lack is still accepted
 */
import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import AjvDraft07 from "ajv";
import type { ValidateFunction } from "ajv";
import { getLanguageService, TextDocument } from "vscode-json-languageservice";
import { contentSchema, JUDGED_TYPES } from "../../engine/content/schema/document.js";
import { KINDS } from "../../engine/content/kinds/index.js";
import { MONSTER_MEMBERS } from "../../engine/content/kinds/monsters/monster_members.js";
import { TOP_MEMBERS } from "../../engine/content/kinds/climbing/members.js";
import { HARDCODED_EXAMINE_NAMES } from "../../engine/content/kinds/examine/names.js";
import { LOADER_MEMBERS } from "../../engine/content/inherit.js";
import { hasRealData, loadInline, PROJECT_ROOT, REAL_DATA, show } from "../support/load.js";
import { indexIds } from "../../engine/content/catalogue/ids.js";
import { listJsonFiles } from "../../engine/content/json/read.js";
import { tempDir } from "../support/files.js";

type Obj = Record<string, unknown>;
type Schema = Record<string, unknown>;

const schema = contentSchema();
const Ajv = AjvDraft07 as unknown as typeof AjvDraft07.default;
const validate: ValidateFunction = new Ajv({ allErrors: true }).compile(schema);

function jsonFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...jsonFiles(path));
    else if (name.endsWith(".json")) out.push(path);
  }
  return out;
}

/** Objects of judged types under `dir`, with where they are. */
function judgedObjects(dir: string): { file: string; object: Obj }[] {
  const out: { file: string; object: Obj }[] = [];
  for (const file of jsonFiles(dir)) {
    const text = readFileSync(file, "utf8");
    if (!JUDGED_TYPES.some((t) => text.includes(`"${t}"`))) continue;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      continue; // validate reports syntax errors; not the schema's business
    }
    for (const object of Array.isArray(data) ? data : [data]) {
      if (object && typeof object === "object" && JUDGED_TYPES.includes((object as Obj)["type"] as string))
        out.push({ file, object: object as Obj });
    }
  }
  return out;
}

const errorsOf = (v: ValidateFunction): string =>
  (v.errors ?? []).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`).join("\n");

describe("content JSON Schema", function () {
  this.timeout(120_000);

  it("[CI-schema-cli] `cdda-sim schema -o` writes the generated draft-07 schema, the same every time", () => {
    const out = join(tempDir("cdda-sim-schema-"), "cdda.schema.json");
    const r = spawnSync(process.execPath, [join(PROJECT_ROOT, "bin", "cdda-sim.js"), "schema", "-o", out], {
      encoding: "utf8",
    });
    expect(r.status, r.stderr).to.equal(0);
    const written = readFileSync(out, "utf8");
    expect(JSON.parse(written)).to.deep.equal(schema);
    expect(written).to.equal(`${JSON.stringify(contentSchema(), null, 2)}\n`);
    expect(schema["$schema"]).to.equal("http://json-schema.org/draft-07/schema#");
    const help = spawnSync(process.execPath, [join(PROJECT_ROOT, "bin", "cdda-sim.js"), "schema", "--help"], {
      encoding: "utf8",
    });
    expect(help.status).to.equal(0);
    expect(help.stdout).to.contain("Usage: cdda-sim schema");
    const bad = spawnSync(process.execPath, [join(PROJECT_ROOT, "bin", "cdda-sim.js"), "schema", "--bogus"], {
      encoding: "utf8",
    });
    expect(bad.status).to.equal(2);
    expect(bad.stderr).to.contain("unknown option --bogus");
  });

  it("[CI-schema-real] Ajv accepts every real core object of the judged types", function () {
    if (!hasRealData()) {
      console.log(`      (skipped: no real data at ${REAL_DATA})`);
      this.skip();
    }
    const objects = judgedObjects(REAL_DATA);
    const counts: Record<string, number> = {};
    const failures: string[] = [];
    for (const { file, object } of objects) {
      const type = object["type"] as string;
      counts[type] = (counts[type] ?? 0) + 1;
      if (!validate(object) && failures.length < 5)
        failures.push(`${file} ${String(object["id"] ?? object["abstract"])}:\n${errorsOf(validate)}`);
    }
    expect(failures, failures.join("\n\n")).to.have.length(0);
    for (const type of ["climbing_aid", "terrain", "furniture", "MONSTER", "monster_attack", "recipe_group", "mapgen"])
      expect(counts[type] ?? 0, type).to.be.greaterThan(0);
    expect(objects.length).to.be.greaterThan(10_000);
  });

  it("[CI-schema-own] every object of our own content/ validates", () => {
    const objects = judgedObjects(join(PROJECT_ROOT, "content"));
    expect(objects.length).to.be.greaterThan(20);
    for (const { file, object } of objects) expect(validate(object), `${file}\n${errorsOf(validate)}`).to.equal(true);
  });

  describe("[CI-schema-bad] the bad inputs of our content specs fail the schema and the loader alike", () => {
    const aid = (over: Obj = {}, down: Obj = {}, condition: Obj = {}): Obj => ({
      type: "climbing_aid",
      id: "spec_aid",
      condition: { type: "ter_furn", flag: "SOME_FLAG", ...condition },
      down: { menu_text: "Go down.", confirm_text: "Go down?", ...down },
      ...over,
    });
    const ter = (over: Obj): Obj => ({ type: "terrain", id: "t_spec", name: "spec", ...over });
    const mon = (over: Obj): Obj => ({ type: "MONSTER", id: "mon_spec", name: "spec", hp: 10, ...over });
    const attack = (over: Obj): Obj => ({ type: "monster_attack", id: "spec_attack", ...over });
    const reader = (over: Obj): Obj =>
      ter({
        examine_action: {
          type: "cardreader",
          flags: ["SCIENCE_CARD"],
          success_msg: "Yes.",
          redundant_msg: "Already.",
          terrain_changes: { t_door_metal_locked: "t_door_metal_c" },
          ...over,
        },
      });
    const mission = (over: Obj): Obj => ({
      type: "recipe",
      result: "spec_mission",
      category: "CC_BUILDING",
      subcategory: "CSC_BUILDING_BASES",
      construction_blueprint: "spec_update",
      blueprint_name: "spec",
      time: "1 h",
      ...over,
    });

    const good: [string, Obj][] = [
      ["a minimal climbing aid", aid()],
      ["a deploying aid", aid({}, { deploy_furn: "f_spec", menu_cant: "No.", menu_hotkey: "r" })],
      ["an item aid using one", aid({}, {}, { type: "item", flag: "rope_30", uses: 1 })],
      ["a terrain with a documented action", ter({ examine_action: "toilet" })],
      ["a terrain with an undocumented action (a warning)", ter({ examine_action: "teleport" })],
      ["a cardreader", reader({})],
      [
        "a monster with every attack form",
        mon({ special_attacks: [["SHRIEK", 10], { type: "bite", cooldown: 5 }, { id: "spec_attack" }] }),
      ],
      ["a melee monster_attack", attack({ attack_type: "melee", cooldown: 5, min_mul: 0.5 })],
    ];
    /** [what, object, the loader's rule (an error, or a G-6 warning)]. */
    const bad: [string, Obj, string][] = [
      ["slip_chance_mod 1.5", aid({ slip_chance_mod: 1.5 }), "C-F-slip_chance_mod"],
      ["slip_chance_mod a string", aid({ slip_chance_mod: "-5" }), "C-F-slip_chance_mod"],
      ["condition a string", aid({ condition: "ter_furn" }), "C-F-condition"],
      ["down an array", aid({ down: [] }), "C-F-down"],
      ["condition.type bogus", aid({}, {}, { type: "bogus" }), "C-cond-F-type"],
      ["an item condition without uses", aid({}, {}, { type: "item", flag: "rope" }), "C-cond-uses-required"],
      ["uses on a trait condition", aid({}, {}, { type: "trait", flag: "WINGS", uses: 1 }), "C-cond-uses-forbidden"],
      [
        "range on an item condition",
        aid({}, {}, { type: "item", flag: "rope", uses: 1, range: 2 }),
        "C-cond-range-forbidden",
      ],
      ["a two-letter hotkey", aid({}, { menu_hotkey: "ab" }), "C-down-F-menu_hotkey"],
      ["deploy_furn without menu_cant", aid({}, { deploy_furn: "f_x", menu_hotkey: "r" }), "E-4a"],
      ["deploy_furn without menu_hotkey", aid({}, { deploy_furn: "f_x", menu_cant: "No." }), "E-4b"],
      ["a negative cost", aid({}, { cost: { pain: -1 } }), "C-cost-default"],
      ["a typo at the top of an aid", aid({ slip_chance: 3 }), "G-6"],
      ["a typo inside down", aid({}, { max_heigth: 2 }), "G-6"],
      ["a typo inside cost", aid({}, { cost: { kcals: 3 } }), "G-6"],
      ["flags that are not strings", ter({ flags: [1] }), "G-15"],
      ["a typo at the top of a terrain", ter({ examin_action: "toilet" }), "G-6"],
      ["an actor of another type", ter({ examine_action: { type: "vending" } }), "B1-object"],
      ["an actor without a type", ter({ examine_action: { item: "x" } }), "B1-object"],
      ["an examine_action that is a number", ter({ examine_action: 3 }), "B1-object"],
      [
        "an appliance_convert without item",
        ter({ examine_action: { type: "appliance_convert" } }),
        "B3-appliance_convert-F-item",
      ],
      [
        "a typo inside an actor",
        ter({ examine_action: { type: "appliance_convert", item: "x", furn_sett: "f" } }),
        "G-6",
      ],
      ["a cardreader with a non-boolean consume_card", reader({ consume_card: "yes" }), "B3-cardreader-F-consume_card"],
      ["a cardreader without flags", reader({ flags: undefined }), "B3-cardreader-F-flags"],
      ["a cardreader with empty flags", reader({ flags: [] }), "B3-cardreader-F-flags"],
      ["a cardreader with omt_allowed_radius -1", reader({ omt_allowed_radius: -1 }), "B3-cardreader-omt-negative"],
      ["a typo at the top of a monster", mon({ sped: 100 }), "G-6"],
      ["special_attacks not an array", mon({ special_attacks: "SHRIEK" }), "D1-F-special_attacks"],
      ["a bare-number attack entry", mon({ special_attacks: [5] }), "D1-F-special_attacks"],
      ["an attack entry {}", mon({ special_attacks: [{}] }), "D1-kind"],
      ["an attack of kind laser", mon({ special_attacks: [{ type: "laser" }] }), "D1-types"],
      ["a negative cooldown", mon({ special_attacks: [{ type: "bite", cooldown: -1 }] }), "D1-cooldown"],
      ["a typo inside an inline attack", mon({ special_attacks: [{ type: "bite", cooldwn: 3 }] }), "G-6"],
      [
        "a typo inside a grab_data",
        mon({ special_attacks: [{ type: "melee", grab: true, grab_data: { drag_distnce: 1 } }] }),
        "G-6",
      ],
      ["special_when_hit with an unknown defense", mon({ special_when_hit: ["FOO", 50] }), "D1-when_hit-ids"],
      ["special_when_hit with chance 101", mon({ special_when_hit: ["ZAPBACK", 101] }), "D1-when_hit-chance"],
      ["an unknown attack_type", attack({ attack_type: "laser" }), "D1-types"],
      [
        "a bite with infection_chance 150",
        attack({ attack_type: "bite", infection_chance: 150 }),
        "D3-bite-F-infection_chance",
      ],
      ["a negative move cost", attack({ attack_type: "melee", move_cost: -5 }), "D3-F-move_cost"],
      ["a non-boolean blockable", attack({ attack_type: "melee", blockable: "no" }), "D3-F-blockable"],
      ["a typo inside a melee attack", attack({ attack_type: "melee", acuracy: 3 }), "G-6"],
      [
        "a drag_deviation of -1",
        attack({ attack_type: "melee", grab: true, grab_data: { drag_deviation: -1 } }),
        "D4-F-drag_deviation",
      ],
      ["a spell attack without spell_data", attack({ attack_type: "spell" }), "D6-spell-F-spell_data"],
      ["a typo in an upgrade mission", mission({ blueprint_provids: [] }), "G-6"],
      ["a feature without id", mission({ blueprint_provides: [{ amount: 1 }] }), "A1-F-blueprint_provides"],
      ["a typo inside blueprint_needs", mission({ blueprint_needs: { tme: "1 h" } }), "G-6"],
      [
        "a recipe group without recipes",
        { type: "recipe_group", id: "spec_group", building_type: "NONE" },
        "A5-F-recipes",
      ],
      [
        "a recipe group entry without description",
        { type: "recipe_group", id: "spec_group", recipes: [{ id: "x" }] },
        "A5-entry-object",
      ],
      [
        "a typo in a recipe group",
        { type: "recipe_group", id: "spec_group", recipes: [], buildng_type: "NONE" },
        "G-6",
      ],
    ];

    for (const [what, object] of good) {
      it(`accepts ${what}`, () => {
        expect(validate(object), errorsOf(validate)).to.equal(true);
      });
    }
    for (const [what, object, rule] of bad) {
      it(`rejects ${what} [${rule}]`, () => {
        expect(validate(object), `the schema accepts ${JSON.stringify(object)}`).to.equal(false);
        const loaded = loadInline([object]);
        const flagged = loaded.problems.filter((p) => p.rule === rule && (p.severity === "error" || p.rule === "G-6"));
        expect(flagged, `the loader: ${show(loaded.problems)}`).to.not.have.length(0);
      });
    }
  });

  it("[CI-schema-members] each judged kind's schema lists exactly the members its loader knows", () => {
    const defs = schema["definitions"] as Record<string, Schema>;
    const props = (def: string): string[] =>
      Object.keys((defs[def] as Schema)["properties"] as Schema).filter((m) => !LOADER_MEMBERS.has(m) || m === "type");
    const known = (members: Iterable<string>): string[] =>
      [...members].filter((m) => !LOADER_MEMBERS.has(m) || m === "type");
    const same = (def: string, members: Iterable<string>): void => {
      expect(props(def).sort(), def).to.deep.equal([...new Set([...known(members), "id", "type"])].sort());
    };
    same("climbing_aid", TOP_MEMBERS);
    same("monster", MONSTER_MEMBERS);
    for (const kind of [
      "terrain",
      "furniture",
      "recipe_group",
      "update_mapgen",
      "nested_mapgen",
      "palette",
      "gate",
    ] as const)
      same(kind, KINDS[kind].members ?? []);
    same("upgrade_mission", KINDS.recipe.members ?? []);
    same("effect_on_condition", KINDS.effect_on_condition.members ?? []);
  });

  describe("[CI-schema-editor] in an editor (VS Code's JSON language service)", () => {
    const service = getLanguageService({});
    service.configure({
      validate: true,
      schemas: [{ uri: "cdda-sim://content.schema.json", fileMatch: ["*.json"], schema }],
    });

    it("flags a typo'd member of a mod file, at the member", async () => {
      const text = JSON.stringify(
        [
          {
            type: "climbing_aid",
            id: "mod_aid",
            condition: { type: "special", flag: "" },
            down: { menu_text: "a", confirm_text: "b", max_heigth: 2 },
          },
        ],
        null,
        2,
      );
      const doc = TextDocument.create("file:///mod/climbing.json", "json", 1, text);
      const diagnostics = await service.doValidation(doc, service.parseJSONDocument(doc));
      const at = diagnostics.map((d) => `${doc.getText(d.range)}: ${d.message}`);
      expect(
        at.some((d) => d.startsWith('"max_heigth"')),
        at.join("\n"),
      ).to.equal(true);
    });

    it("accepts the same file without the typo", async () => {
      const text = JSON.stringify([
        {
          type: "climbing_aid",
          id: "mod_aid",
          condition: { type: "special", flag: "" },
          down: { menu_text: "a", confirm_text: "b", max_height: 2 },
        },
      ]);
      const doc = TextDocument.create("file:///mod/climbing.json", "json", 1, text);
      expect(await service.doValidation(doc, service.parseJSONDocument(doc))).to.have.length(0);
    });

    it("completes examine_action with the documented action names", async () => {
      const text = '[{ "type": "terrain", "id": "t_mod", "examine_action": "" }]';
      const doc = TextDocument.create("file:///mod/terrain.json", "json", 1, text);
      const offset = text.indexOf('""') + 1;
      const list = await service.doComplete(doc, doc.positionAt(offset), service.parseJSONDocument(doc));
      const labels = (list?.items ?? []).map((i) => i.label.replace(/"/g, ""));
      for (const name of HARDCODED_EXAMINE_NAMES) expect(labels, name).to.include(name);
    });

    it("[MOD-schema-tuples] completes the attack id of an [id, cooldown] pair, alone, beside others and with a math cooldown", async () => {
      for (const text of [
        '[{ "type": "MONSTER", "id": "m", "special_attacks": [["", 10]] }]',
        '[{ "type": "MONSTER", "id": "m", "copy-from": "mon_zombie", "special_attacks": [{ "id": "bite" }, ["", 10]] }]',
        '[{ "type": "MONSTER", "id": "m", "special_attacks": [["", { "math": ["1 + 2"] }]] }]',
      ]) {
        const doc = TextDocument.create("file:///mod/monsters.json", "json", 1, text);
        const offset = text.indexOf('""') + 1;
        const list = await service.doComplete(doc, doc.positionAt(offset), service.parseJSONDocument(doc));
        const labels = (list?.items ?? []).map((i) => i.label.replace(/"/g, ""));
        expect(labels, text).to.include.members(["SHRIEK", "SMASH", "GRAZE"]);
      }
    });

    it("[MOD-schema-catalogue] flags a misspelt member of an item, an item group and a spell, kinds cdda-sim does not model", async () => {
      const text = JSON.stringify(
        [
          { type: "ITEM", id: "i", subtypes: ["TOOL"], wieght: "1 g" },
          { type: "item_group", id: "g", entires: [] },
          { type: "SPELL", id: "s", damage_typ: "heat" },
        ],
        null,
        2,
      );
      const doc = TextDocument.create("file:///mod/items.json", "json", 1, text);
      const diagnostics = await service.doValidation(doc, service.parseJSONDocument(doc));
      const flagged = diagnostics.map((d) => doc.getText(d.range));
      expect(flagged).to.include.members(['"wieght"', '"entires"', '"damage_typ"']);
    });
  });

  describe("[MOD-schema-ids] ids of loaded content completed in an editor", function () {
    this.timeout(120_000);
    const complete = async (service: ReturnType<typeof getLanguageService>, text: string): Promise<string[]> => {
      const doc = TextDocument.create("file:///mod/objects.json", "json", 1, text);
      const offset = text.indexOf('""') + 1;
      const list = await service.doComplete(doc, doc.positionAt(offset), service.parseJSONDocument(doc));
      return (list?.items ?? []).map((i) => i.label.replace(/"/g, ""));
    };

    it("[MOD-schema-ids] the real core data's monster, item, terrain and furniture ids are offered where a member names them", async function () {
      if (!hasRealData()) this.skip();
      const withIds = contentSchema({ ids: indexIds(listJsonFiles(REAL_DATA)) });
      const service = getLanguageService({});
      service.configure({
        validate: true,
        schemas: [{ uri: "cdda-sim://ids.schema.json", fileMatch: ["*.json"], schema: withIds }],
      });
      const cases: [string, string][] = [
        ['[{ "type": "MONSTER", "id": "m", "copy-from": "" }]', "mon_zombie"],
        ['[{ "type": "MONSTER", "id": "m", "upgrades": { "into": "" } }]', "mon_zombie_brute"],
        ['[{ "type": "monstergroup", "id": "g", "monsters": [{ "monster": "" }] }]', "mon_zombie"],
        ['[{ "type": "item_group", "id": "g", "entries": [{ "item": "" }] }]', "rock"],
        ['[{ "type": "terrain", "id": "t", "open": "" }]', "t_door_o"],
        ['[{ "type": "furniture", "id": "f", "copy-from": "" }]', "f_chair"],
      ];
      for (const [text, id] of cases) expect(await complete(service, text), text).to.include(id);
      // Terrain ids are not offered for a monster, nor monster ids for a terrain.
      expect(await complete(service, cases[4]![0])).not.to.include("mon_zombie");
      // An id the folders lack (a mod's own) is accepted.
      const doc = TextDocument.create(
        "file:///mod/m.json",
        "json",
        1,
        '[{ "type": "MONSTER", "id": "m", "copy-from": "mon_my_own" }]',
      );
      const problems = await service.doValidation(doc, service.parseJSONDocument(doc));
      expect(problems.map((p) => p.message)).to.deep.equal([]);
    });

    it("[MOD-schema-ids] without --content no id list is written; with it, the command writes them", () => {
      expect(
        Object.keys((contentSchema() as { definitions?: object }).definitions ?? {}).filter((k) =>
          k.startsWith("ids_"),
        ),
      ).to.deep.equal([]);
      const r = spawnSync(
        process.execPath,
        [
          join(PROJECT_ROOT, "bin", "cdda-sim.js"),
          "schema",
          "--content",
          join(PROJECT_ROOT, "content", "monsters"),
          "--content",
          join(PROJECT_ROOT, "content", "base"),
        ],
        { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
      );
      expect(r.status, r.stderr).to.equal(0);
      const written = JSON.parse(r.stdout) as { definitions: Record<string, { anyOf: { enum?: string[] }[] }> };
      expect(written.definitions["ids_MONSTER"]?.anyOf[0]?.enum).to.include("sim_scrap_hound");
      const bad = spawnSync(
        process.execPath,
        [join(PROJECT_ROOT, "bin", "cdda-sim.js"), "schema", "--content", "no/such/dir"],
        {
          encoding: "utf8",
        },
      );
      expect(bad.status).to.equal(2);
      expect(bad.stderr).to.contain("--content no/such/dir: no such file or folder");
    });
  });
});
