/**
 * The modder's own files (issue 34): typos listed by default, objects explained, the game's style.
 * IDs introduced here:
 *   MOD-unknown-member  a member of an object in a named file (not base content, not the core
 *                       data) that no loader of the game reads is a warning listed by default,
 *                       at its line and column, with the closest member the type has
 *   MOD-unknown-type    an object type the game does not have is such a warning
 *   MOD-unknown-id      a reference (item group entries, a monster's harvest, an EOC's run_eocs,
 *                       ...) to an id no loaded file defines is such a warning; checked when the
 *                       core data is loaded (else the world of ids is not complete)
 *   MOD-strict          validate --strict exits 1 when a warning is listed (coverage notes never
 *                       count): the CI gate; every format (text, json, github, sarif) names the
 *                       member and its line and column
 *   MOD-format          cdda-sim format writes the game's tools/format style; --check lists the
 *                       files that differ and exits 1; a file that is not JSON exits 2
 *   MOD-show-origins    cdda-sim show names, for each member of the resolved object, the file and
 *                       line that set it, copy-from parents and extend/delete
 *   MOD-show-override   show on a mod's object names the mod's file for what it overrides, and
 *                       the definition it overrides
 *   MOD-show-fight      show on a monster measures its attacks against a default survivor
 *   MOD-show-plant      show on a terrain or furniture with harvest_by_season gives, per season,
 *                       the harvest list picking uses (a later entry naming the season wins;
 *                       HARVESTED gives nothing) and each entry's drops at survival 0 and 10
 *                       (base_num + level x scale_num, rounded, at most max); text and --json
 *   MOD-show-mission    show on a camp upgrade mission gives, per choice of its map options, its
 *                       time, food (kcal) and needs as the camp rules compute them; text and --json
 */
import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Log } from "sarif";
import { styleJson } from "../../engine/content/json/style.js";
import { hasRealData, PROJECT_ROOT, REAL_DATA } from "../support/load.js";
import { tempDir, writeJson } from "../support/files.js";

const MOD = join(PROJECT_ROOT, "spec", "fixtures", "modder", "typo_mod");

function cli(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [join(PROJECT_ROOT, "bin", "cdda-sim.js"), ...args], {
    encoding: "utf8",
    cwd: PROJECT_ROOT,
    env: { ...process.env, CDDA_CORE_DATA: REAL_DATA },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

interface SeasonFigures {
  readonly season: string;
  readonly harvest?: string;
  readonly drops: { item: string; drops: { survival: number; min: number; max: number }[] }[];
}

/** `show --json <id> <content>`'s seasons of a plant (the command must succeed). */
function showSeasons(id: string, content: string): SeasonFigures[] {
  const r = cli("show", "--json", id, content);
  expect(r.code, r.stderr).to.equal(0);
  return (JSON.parse(r.stdout) as { figures: { seasons: SeasonFigures[] } }).figures.seasons;
}

/** A folder (no modinfo, no core data): members are checked, references are not. */
function folder(objects: unknown[]): string {
  const dir = tempDir("cdda-sim-modder-");
  writeJson(dir, "things.json", objects, 2);
  return dir;
}

describe("the modder's own files", function () {
  this.timeout(300_000);

  describe("validate", () => {
    it("[MOD-unknown-member][MOD-unknown-type] lists a misspelt member and an unknown type by default, with line, column and did-you-mean", () => {
      const dir = folder([
        { type: "SPELL", id: "s", name: "s", description: "d", effect: "attack", shape: "blast", damage_typ: "heat" },
        { type: "item_grup", id: "g", items: [] },
      ]);
      const r = cli("validate", dir);
      expect(r.code, r.stderr).to.equal(0);
      expect(r.stdout).to.match(
        /things\.json:9:5: \$\[0\]\.damage_typ \(SPELL "s"\): warning: .*"damage_typ".*did you mean "damage_type".*\[MOD-unknown-member\]/,
      );
      expect(r.stdout).to.match(
        /things\.json:12:5: \$\[1\]\.type .*"item_grup".*did you mean "item_group".*\[MOD-unknown-type\]/,
      );
    });

    it("[MOD-strict] --strict fails on those warnings; without them it passes", () => {
      const bad = folder([{ type: "item_group", id: "g", subtype: "collection", entires: [] }]);
      expect(cli("validate", "--strict", bad).code).to.equal(1);
      const good = folder([{ type: "item_group", id: "g", subtype: "collection", entries: [] }]);
      const r = cli("validate", "--strict", good);
      expect(r.code, r.stdout).to.equal(0);
    });

    it("[MOD-unknown-member][MOD-unknown-id][MOD-strict] (skipped without real data) the typo'd monster copied from mon_zombie fails the gate in every format, both names with line and column", function () {
      if (!hasRealData()) this.skip();
      const text = cli("validate", "--strict", MOD);
      expect(text.code).to.equal(1);
      expect(text.stdout).to.match(/monsters\.json:7:5: \$\[0\]\.specil_when_hit .*did you mean "special_when_hit"/);
      expect(text.stdout).to.match(
        /monsters\.json:8:28: \$\[0\]\.special_attacks\[0\]\[0\] .*SHREIK.*did you mean "SHRIEK"/,
      );
      expect(text.stdout).not.to.match(/specil_when_hit.*\[G-6\]/);

      const json = cli("validate", "--json", "--strict", MOD);
      expect(json.code).to.equal(1);
      const problems = (
        JSON.parse(json.stdout) as { problems: { path: string; line: number; column: number; coverage?: boolean }[] }
      ).problems;
      const typo = problems.find((p) => p.path === "$[0].specil_when_hit");
      expect(typo).to.include({ line: 7, column: 5 });
      expect(typo?.coverage).to.equal(undefined);
      expect(problems.find((p) => p.path === "$[0].special_attacks[0][0]")).to.include({ line: 8, column: 28 });

      const github = cli("validate", "--format", "github", "--strict", MOD);
      expect(github.code).to.equal(1);
      expect(github.stdout).to.match(/::warning file=.*monsters\.json,line=7,col=5,.*specil_when_hit/);
      expect(github.stdout).to.match(/::warning file=.*monsters\.json,line=8,col=28,.*SHREIK/);

      const sarif = cli("validate", "--format", "sarif", "--strict", MOD);
      expect(sarif.code).to.equal(1);
      const results = (JSON.parse(sarif.stdout) as Log).runs[0]?.results ?? [];
      const regions = results
        .filter((x) => /specil_when_hit|SHREIK/.test(x.message.text ?? ""))
        .map((x) => x.locations?.[0]?.physicalLocation?.region);
      expect(regions).to.deep.include.members([
        { startLine: 7, startColumn: 5 },
        { startLine: 8, startColumn: 28 },
      ]);
    });

    it("[MOD-unknown-member][MOD-unknown-id] (skipped without real data) a misspelt member of an item, an item group, a spell and an EOC, and dangling ids, each get a warning", function () {
      if (!hasRealData()) this.skip();
      const r = cli("validate", "--max-warnings", "all", MOD);
      const expected: readonly (readonly [string, string])[] = [
        ["items.json:8:5", '"wieght"'],
        ["items.json:14:5", '"entires"'],
        ["items.json:15:18", '"knife_combta" (did you mean "knife_combat"?)'],
        ["items.json:15:46", '"sim_no_such_group"'],
        ["spells.json:12:5", '"damage_typ"'],
        ["spells.json:18:19", '"EOC_sim_no_such_eoc"'],
        ["spells.json:19:5", '"recurence"'],
      ];
      for (const [where, what] of expected)
        expect(r.stdout).to.match(new RegExp(`${where.replace(/\./g, "\\.")}: .*${what.replace(/[()?.]/g, "\\$&")}`));
      // The well-formed monster (a real harvest id) and the core's own ids raise nothing.
      expect(r.stdout).not.to.contain("mon_sim_good_zombie");
      expect(r.stdout).not.to.contain('"downed"');
    });

    it("[MOD-unknown-member] (skipped without real data) the core data named alone lists no catalogue warning", function () {
      if (!hasRealData()) this.skip();
      const r = cli("validate", "--json", REAL_DATA);
      const problems = (JSON.parse(r.stdout) as { problems: { rule: string }[] }).problems;
      expect(problems.filter((p) => p.rule.startsWith("MOD-"))).to.deep.equal([]);
    });
  });

  describe("format", () => {
    it("[MOD-format] writes the game's style: short collections on one line, long ones wrapped, rows one a line, numbers as the game prints them", () => {
      const input =
        '[{"type":"x","id":"a","list":[1,2,3],"obj":{"k":"v"},"rows":["ab","cd"],"f":1.50,"g":2.0,"long":["' +
        "a".repeat(60) +
        '","' +
        "b".repeat(60) +
        '"],"empty":[],"e":{}}]';
      const expected = [
        "[",
        "  {",
        '    "type": "x",',
        '    "id": "a",',
        '    "list": [ 1, 2, 3 ],',
        '    "obj": { "k": "v" },',
        '    "rows": [',
        '      "ab",',
        '      "cd"',
        "    ],",
        '    "f": 1.5,',
        '    "g": 2.0,',
        '    "long": [',
        `      "${"a".repeat(60)}",`,
        `      "${"b".repeat(60)}"`,
        "    ],",
        '    "empty": [  ],',
        '    "e": {  }',
        "  }",
        "]",
        "",
      ].join("\n");
      expect(styleJson(input)).to.equal(expected);
      expect(styleJson(expected)).to.equal(expected);
    });

    it("[MOD-format] --check lists a file not in the style and exits 1; format rewrites it; then --check passes", () => {
      const dir = folder([{ type: "x", id: "a", list: [1, 2] }]);
      const file = join(dir, "things.json");
      const check = cli("format", "--check", dir);
      expect(check.code).to.equal(1);
      expect(check.stdout).to.contain("things.json: not in the game's JSON style");
      expect(cli("format", dir).code).to.equal(0);
      expect(readFileSync(file, "utf8")).to.equal(
        '[\n  {\n    "type": "x",\n    "id": "a",\n    "list": [ 1, 2 ]\n  }\n]\n',
      );
      expect(cli("format", "--check", dir).code).to.equal(0);
    });

    it("[MOD-format] a file that is not JSON is named with its line and column, exit 2", () => {
      const dir = tempDir("cdda-sim-modder-");
      writeFileSync(join(dir, "bad.json"), '[\n  { "a": 1,, }\n]\n');
      const r = cli("format", "--check", dir);
      expect(r.code).to.equal(2);
      expect(r.stderr).to.match(/bad\.json:2:12: error: not JSON/);
    });

    it("[MOD-format] (skipped without real data) a sample of the real core data formats to itself, and one reformatted file is flagged", function () {
      if (!hasRealData()) this.skip();
      const sample = [
        "monsters/zed-classic.json",
        "items/tool/radio_tools.json",
        "ui/sidebar-mobile.json",
        "harvest.json",
      ];
      for (const f of sample) {
        const text = readFileSync(join(REAL_DATA, f), "utf8");
        expect(styleJson(text) === text, f).to.equal(true);
      }
      const dir = tempDir("cdda-sim-modder-");
      writeFileSync(
        join(dir, "harvest.json"),
        JSON.stringify(JSON.parse(readFileSync(join(REAL_DATA, "harvest.json"), "utf8")), null, 2),
      );
      expect(cli("format", "--check", dir).code).to.equal(1);
    });
  });

  describe("show", () => {
    it("[MOD-show-origins][MOD-show-fight] (skipped without real data) mon_zombie_brute: each member's origin, what refers to it, its attacks' odds", function () {
      if (!hasRealData()) this.skip();
      const r = cli("show", "--json", "mon_zombie_brute", REAL_DATA);
      expect(r.code, r.stderr).to.equal(0);
      const shown = JSON.parse(r.stdout) as {
        type: string;
        parents: { id: string }[];
        origins: Record<string, { file: string; line: number; how: string; from: string }[]>;
        referredToBy: { by: string }[];
        fight: { attacks: { attack: string; tries: number; hits: number }[]; turnsFought: number };
      };
      expect(shown.type).to.equal("MONSTER");
      expect(shown.parents[0]?.id).to.equal("mon_zombie_base");
      expect(shown.origins["hp"]?.[0]).to.include({ how: "own" });
      expect(shown.origins["hp"]?.[0]?.file).to.match(/monsters\/zed_misc\.json$/);
      expect(shown.origins["species"]?.[0]).to.include({ how: "copy-from", from: "mon_zombie_base" });
      expect(shown.origins["flags"]?.map((o) => o.how)).to.include.members(["copy-from", "extend", "delete"]);
      for (const origins of Object.values(shown.origins)) for (const o of origins) expect(o.line).to.be.a("number");
      expect(shown.referredToBy.map((m) => m.by)).to.include("GROUP_ZOMBIE_BRUTE");
      const melee = shown.fight.attacks.find((a) => a.attack === "melee");
      expect(melee?.tries).to.be.greaterThan(0);
      expect(melee?.hits).to.be.at.most(melee?.tries ?? 0);
      const textual = cli("show", "--no-fight", "mon_zombie_brute", REAL_DATA);
      expect(textual.stdout).to.match(/species .*copy-from mon_zombie_base \(.*zed-classic\.json:\d+\)/);
    });

    it("[MOD-show-override] (skipped without real data) a mod's object names the mod's file for what it sets and the core definition it overrides", function () {
      if (!hasRealData()) this.skip();
      const r = cli("show", "--json", "--no-fight", "mon_zombie_dog", MOD);
      const shown = JSON.parse(r.stdout) as {
        definition: { file: string };
        overrides: { file: string }[];
        origins: Record<string, { file: string; how: string }[]>;
      };
      expect(shown.definition.file).to.match(/typo_mod\/monsters\.json$/);
      expect(shown.overrides[0]?.file).to.match(/data\/json\/monsters\//);
      expect(shown.origins["hp"]?.[0]?.file).to.match(/typo_mod\/monsters\.json$/);
      expect(shown.origins["speed"]?.[0]?.file).to.match(/data\/json\/monsters\//);
    });

    it("[MOD-show-plant] a plant's harvest by season: the list in force each season (a later entry wins), drops at survival 0 and 10, nothing when HARVESTED", () => {
      const dir = tempDir("cdda-sim-show-plant-");
      writeFileSync(
        join(dir, "plants.json"),
        JSON.stringify([
          {
            type: "harvest",
            id: "berries_h",
            entries: [{ drop: "berry", base_num: [2, 4], scale_num: [0, 0.5], max: 6 }],
          },
          { type: "harvest", id: "late_h", entries: [{ drop: "berry", base_num: [1, 1] }] },
          {
            type: "ITEM",
            subtypes: ["COMESTIBLE"],
            id: "berry",
            name: { str: "berry" },
            weight: "1 g",
            volume: "1 ml",
          },
          {
            type: "terrain",
            id: "t_bush_test",
            name: "berry bush",
            symbol: "#",
            color: "green",
            move_cost: 0,
            examine_action: "harvest_ter",
            harvest_by_season: [
              { seasons: ["summer", "autumn"], id: "berries_h" },
              { seasons: ["autumn"], id: "late_h" },
            ],
          },
          {
            type: "terrain",
            id: "t_bush_test_picked",
            "copy-from": "t_bush_test",
            name: "picked bush",
            flags: ["HARVESTED"],
          },
        ]),
      );
      const seasons = showSeasons("t_bush_test", dir);
      expect(seasons.map((s) => s.harvest ?? null)).to.deep.equal([null, "berries_h", "late_h", null]);
      // base_num [2, 4] + 10 x scale_num [0, 0.5] = [2, 9], at most max 6.
      expect(seasons[1]!.drops[0]!.drops).to.deep.equal([
        { survival: 0, min: 2, max: 4 },
        { survival: 10, min: 2, max: 6 },
      ]);
      expect(seasons[2]!.drops[0]!.drops[0]).to.deep.equal({ survival: 0, min: 1, max: 1 });
      const text = cli("show", "t_bush_test", dir).stdout;
      expect(text).to.match(/summer\s+berries_h\s+berry \(berry\)\s+2–4\s+2–6/);
      expect(text).to.match(/winter\s+-\s+nothing \(no harvest list this season\)/);
      const picked = JSON.parse(cli("show", "--json", "t_bush_test_picked", dir).stdout) as {
        figures: { harvested: boolean; seasons: { drops: unknown[] }[] };
      };
      expect(picked.figures.harvested).to.equal(true);
      expect(picked.figures.seasons.every((s) => s.drops.length === 0)).to.equal(true);
    });

    it("[MOD-show-plant] (skipped without real data) the real walnut tree: walnuts in autumn only, as its harvest list gives them", function () {
      if (!hasRealData()) this.skip();
      const harvests = JSON.parse(readFileSync(join(REAL_DATA, "harvest.json"), "utf8")) as {
        id?: string;
        entries?: { drop: string; base_num?: [number, number]; scale_num?: [number, number] }[];
      }[];
      const walnut = harvests.find((h) => h.id === "walnut_harv")!.entries![0]!;
      const [b0, b1] = walnut.base_num ?? [1, 1];
      const [s0, s1] = walnut.scale_num ?? [0, 0];
      const seasons = showSeasons("t_tree_walnut", REAL_DATA);
      expect(seasons.filter((s) => s.harvest !== undefined).map((s) => s.season)).to.deep.equal(["autumn"]);
      const autumn = seasons.find((s) => s.season === "autumn")!;
      expect(autumn.drops[0]!.item).to.equal(walnut.drop);
      expect(autumn.drops[0]!.drops).to.deep.equal([
        { survival: 0, min: Math.round(b0), max: Math.round(b1) },
        { survival: 10, min: Math.round(b0 + 10 * s0), max: Math.round(b1 + 10 * s1) },
      ]);
    });

    it("[MOD-show-mission] (skipped without real data) a real camp mission: its time, food and needs, in text and JSON", function () {
      if (!hasRealData()) this.skip();
      const r = cli("show", "--json", "faction_base_modular_shelter_fireplace", REAL_DATA);
      expect(r.code, r.stderr).to.equal(0);
      const f = (
        JSON.parse(r.stdout) as {
          figures: {
            kind: string;
            name: string;
            exertion: string;
            options: { seconds: number; kcal: number; components: string[]; skills: [string, number][] }[];
          };
        }
      ).figures;
      // From the recipe's JSON: blueprint_name, activity_level, and its own pot component.
      expect(f).to.include({ kind: "mission", name: "build a fireplace", exertion: "MODERATE_EXERCISE" });
      expect(f.options).to.have.length(1);
      const o = f.options[0]!;
      expect(o.seconds).to.be.greaterThan(0);
      expect(o.kcal).to.be.greaterThan(0);
      expect(o.components.some((c) => /\bpot\b/.test(c) && /copper pot/.test(c) && /clay pot/.test(c))).to.equal(true);
      const text = cli("show", "faction_base_modular_shelter_fireplace", REAL_DATA).stdout;
      expect(text).to.contain('Camp mission "build a fireplace" (exertion MODERATE_EXERCISE):');
      expect(text).to.match(/\n {2}time: \d+ h( \d+ min)? of work\n {2}food: \d+ kcal\n/);
    });
  });
});
