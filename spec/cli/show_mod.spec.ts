/**
 * `cdda-sim show` on a mod's objects (engine/cli/show.ts, show_fight.ts and the mentions of
 * engine/content/catalogue/origins.ts). Found on the real mod My_Sweet_Cataclysm. IDs introduced
 * here:
 *   MOD-show-set-points  "Referred to by" lists an `id` nested in another object, as a mapgen's
 *                        `set` point names the furniture or terrain it places (the object's own id
 *                        stays no mention): the mod's chocolate mound, placed by its overmap
 *                        locations' mapgen, showed as referred to by nothing
 *   MOD-show-unnamed     an object without an id that refers to the one shown is named by what
 *                        identifies it (a mapgen's `om_terrain`, an older game's `ident`), else by its
 *                        line, never "?"; a monster group named by its old `name` is found by it
 *   MOD-show-did-you-mean  show of an id no object has names the closest id (of the `--type` given)
 *   MOD-show-no-room     show of a monster in content without the floor and wall of the survivor's
 *                        room (a mod shown without the core data) says so in show's terms, not a
 *                        scenario's "define it in the legend"
 *   MOD-show-finished    show of a monster says what the game changes after loading: its species'
 *                        flags, triggers and blood, each monster adjustment that reaches it (file
 *                        and line), and the hp, speed, flags and triggers it fights with, which its
 *                        JSON does not show (the hp of Dark Days of the Dead's zombies, five times
 *                        their JSON's, was nowhere to be seen)
 */
import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { measureFight } from "../../engine/cli/show_fight.js";
import { ObjectIndex } from "../../engine/content/catalogue/origins.js";
import { loadInline, PROJECT_ROOT } from "../support/load.js";
import { tempDir } from "../support/files.js";

/** One file of our own objects in a new folder (no modinfo: no core data is loaded with it). */
function folder(objects: unknown[]): { dir: string; file: string } {
  const dir = tempDir("cdda-sim-show-");
  const file = join(dir, "things.json");
  writeFileSync(file, JSON.stringify(objects, null, 2));
  return { dir, file };
}

const furniture = { type: "furniture", id: "f_fudge_heap", name: "fudge heap", description: "x", symbol: "#" };
const fudgeMonster = {
  type: "MONSTER",
  id: "mon_fudge",
  name: "fudge",
  description: "x",
  hp: 10,
  speed: 100,
  symbol: "f",
};

describe("show on a mod's objects", function () {
  this.timeout(120_000);

  it("[MOD-show-set-points][MOD-show-unnamed] a mapgen's set point refers to the furniture it places, named by its om_terrain", () => {
    const { file } = folder([
      furniture,
      {
        type: "mapgen",
        om_terrain: ["fudge_field", "fudge_field_2"],
        object: { fill_ter: "t_dirt", rows: [], set: [{ point: "furniture", id: "f_fudge_heap", x: 1, y: 1 }] },
      },
      { type: "profession", ident: "fudge_maker", name: "fudge maker", items: { both: ["f_fudge_heap"] } },
      { type: "palette", furniture: { F: "f_fudge_heap" } },
    ]);
    const mentions = new ObjectIndex([file]).mentions("f_fudge_heap");
    expect(mentions.map((m) => [m.byType, m.by, m.path, m.line])).to.deep.equal([
      ["mapgen", 'om_terrain "fudge_field" ...', "$[1].object.set[0].id", 21],
      ["profession", 'ident "fudge_maker"', "$[2].items.both[0]", 34],
      ["palette", "(line 38)", "$[3].furniture.F", 41],
    ]);
  });

  it("[MOD-show-unnamed][MOD-old-member] a monster group named by its old name is found by it", () => {
    const { file } = folder([{ type: "monstergroup", name: "GROUP_FUDGE", default: "mon_fudge" }]);
    const shown = new ObjectIndex([file]).explain("GROUP_FUDGE");
    expect(shown?.type).to.equal("monstergroup");
    expect(shown?.resolved["default"]).to.equal("mon_fudge");
  });

  it("[MOD-show-did-you-mean] an unknown id names the closest id, of the type asked for", () => {
    const { dir } = folder([
      furniture,
      { type: "terrain", id: "t_fudge_heap", name: "fudge floor", description: "x", symbol: "." },
    ]);
    const show = (...args: string[]) =>
      spawnSync(process.execPath, [join(PROJECT_ROOT, "bin", "cdda-sim.js"), "show", "--no-fight", ...args, dir], {
        encoding: "utf8",
        cwd: PROJECT_ROOT,
      });
    const r = show("f_fudge_hep");
    expect(r.status).to.equal(1);
    expect(r.stderr).to.equal('cdda-sim show: no object has the id "f_fudge_hep" (did you mean "f_fudge_heap"?)\n');
    const typed = show("--type", "terrain", "f_fudge_hep");
    expect(typed.stderr).to.equal(
      'cdda-sim show: no object of type terrain has the id "f_fudge_hep" (did you mean "t_fudge_heap"?)\n',
    );
  });

  it("[MOD-show-no-room][MOD-show-fight] a monster in content without floor and wall: the missing terrains named, the core data asked for", () => {
    const { content, errors } = loadInline({ "mod.json": [{ ...fudgeMonster, color: "brown" }] });
    expect(errors()).to.deep.equal([]);
    const figures = measureFight(content, "mon_fudge", 1, 1);
    expect(figures).to.equal(
      'the content loaded has no terrain t_floor or t_wall to build the survivor\'s room from; load the core data with the mod (name data/json beside it, or depend on "dda" in its modinfo.json)',
    );
  });

  it("[MOD-show-finished] a monster shows its species' attributes, the adjustments that reach it and the values it fights with", () => {
    const { dir } = folder([
      { type: "SPECIES", id: "FUDGE", fear_triggers: ["FIRE"], flags: ["FUDGY"] },
      { ...fudgeMonster, species: "FUDGE" },
      { type: "monster_adjustment", species: "FUDGE", stat: { name: "hp", modifier: 3 } },
    ]);
    const r = spawnSync(
      process.execPath,
      [join(PROJECT_ROOT, "bin", "cdda-sim.js"), "show", "--no-fight", "mon_fudge", dir],
      { encoding: "utf8", cwd: dir },
    );
    expect(r.status).to.equal(0);
    const after = r.stdout.slice(r.stdout.indexOf("After loading"));
    expect(after.split("\n").slice(0, 5)).to.deep.equal([
      "After loading (the game adds its species' attributes, then a mod's monster adjustments):",
      "  species FUDGE adds flags FUDGY; fear_triggers FIRE",
      "  monster_adjustment things.json:22: species FUDGE: hp x 3",
      "  so it fights with hp 30, speed 100, bleed_rate 100, vision_night 1",
      "  flags: FUDGY",
    ]);
  });
});
