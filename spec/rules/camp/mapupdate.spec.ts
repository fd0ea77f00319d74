// covers: A3-upd-place, A3-upd-local, A3-upd-set, A3-upd-z, A3-upd-bounds, A3-upd-choice, A3-nest-symbols,
// A3-shared, A1-F-construction_blueprint, A4-R0, A4-R2a, A4-R2b, A4-R2c, A4-R3a, A4-R3c, A4-persist, G-7
import { expect } from "chai";
import type { Content } from "../../../engine/content/load.js";
import type { MapgenObject } from "../../../engine/content/kinds/camp/mapgen_object.js";
import { findMission, missionEntries, missionParameters } from "../../../engine/rules/camp/availability.js";
import { applyObject, type Canvas } from "../../../engine/mechanics/mapgen/apply.js";
import { openDice, seedState } from "../../../engine/world/rng.js";
import type { World } from "../../../engine/world/types.js";
import { emptyMapgenObject } from "../../support/mapgen.js";
import { beforeCamp, camp, center, complete, founded, ok, refused } from "./support.js";

function changed(a: World, b: World, z = 0): [number, number][] {
  const out: [number, number][] = [];
  const la = a.map.levels.find((l) => l.z === z);
  const lb = b.map.levels.find((l) => l.z === z);
  lb?.rows.forEach((row, y) =>
    row.forEach((t, x) => {
      if (JSON.stringify(t) !== JSON.stringify(la?.rows[y]?.[x])) out.push([x, y]);
    }),
  );
  return out;
}

const furnAt = (w: World, x: number, y: number, z = 0): string | undefined =>
  w.map.levels.find((l) => l.z === z)?.rows[y]?.[x]?.furn;
const terAt = (w: World, x: number, y: number, z = 0): string | undefined =>
  w.map.levels.find((l) => l.z === z)?.rows[y]?.[x]?.ter;

describe("map updates (A3) and parameters (A4)", function () {
  this.timeout(20000);
  let c: Content;
  beforeCamp((camp) => (c = camp));

  it("[A3-upd-place][A3-upd-local][A1-F-construction_blueprint][A3-nest-symbols] the 6x6 tent at (15,3) changes only x 15-20, y 3-8; spaces leave tiles alone", () => {
    const w0 = founded(c);
    const w1 = complete(c, w0, "faction_base_camp_1");
    const cells = changed(w0, w1);
    expect(cells.length).to.be.greaterThan(0);
    for (const [x, y] of cells) {
      expect(x).to.be.within(15, 20);
      expect(y).to.be.within(3, 8);
    }
    expect(furnAt(w1, 16, 4)).to.equal("f_fbc_canvas_wall");
    expect(terAt(w1, 17, 5)).to.equal("t_grass"); // a space in the tent's rows
    expect(furnAt(w0, 10, 10)).to.equal("f_fbc_survey_stake");
    expect(furnAt(w0, 11, 10)).to.equal(undefined);
  });

  it("[A3-upd-set] a set line writes its tiles", () => {
    let w = founded(c);
    for (let i = 1; i <= 4; i++) w = complete(c, w, `faction_base_camp_${i}`);
    w = complete(c, w, "faction_base_camp_13");
    for (let x = 1; x <= 22; x++) expect(terAt(w, x, 1)).to.equal("t_fbc_palisade");
    for (let y = 1; y <= 22; y++) expect(terAt(w, 1, y)).to.equal("t_fbc_palisade");
    expect(terAt(w, 2, 2)).to.equal("t_grass");
  });

  it("[A3-upd-z] a roof chunk with z 1 changes only the level above", () => {
    let w = founded(c);
    for (const i of [1, 2, 3, 4, 6, 8]) w = complete(c, w, `faction_base_camp_${i}`);
    const w2 = complete(c, w, "faction_base_camp_10");
    expect(changed(w, w2, 0)).to.have.length(0);
    expect(terAt(w2, 9, 15, 1)).to.equal("t_fbc_thatch_roof");
    expect(terAt(w2, 0, 0, 1)).to.equal("t_open_air");
  });

  it("[A3-upd-place][REAL-camp-items] place_items spawns its item group onto the tile", () => {
    let w = founded(c);
    for (const i of [1, 2, 3, 4, 6, 8, 10, 11]) w = complete(c, w, `faction_base_camp_${i}`);
    expect(w.map.levels[0]?.rows[17]?.[11]?.items?.map((s) => s.id)).to.deep.equal(["fbc_cookware"]);
  });

  const canvas = (log: Map<string, string>): Canvas => ({
    setTerrain: (x, y, z, id) => void log.set(`${x},${y},${z}`, id),
    setFurniture: (x, y, z, id) => void log.set(`f${x},${y},${z}`, id ?? "none"),
    setTrap: () => undefined,
    addItem: () => undefined,
  });

  /** An object placing one nested chunk, weighted from `chunks`, at (x, 0). */
  const nestedAt = (chunks: MapgenObject["placeNested"][number]["chunks"], x = 0): MapgenObject => ({
    ...emptyMapgenObject(),
    placeNested: [
      {
        chunks,
        elseChunks: [],
        x: { min: x, max: x },
        y: { min: 0, max: 0 },
        z: 0,
        repeat: { min: 1, max: 1 },
        condition: {},
      },
    ],
  });

  /** What applying `obj` with the dice of `seed` writes, keyed as canvas() logs it. */
  const applied = (obj: MapgenObject, seed: number): Map<string, string> => {
    const log = new Map<string, string>();
    applyObject({ content: c, dice: openDice(seedState(seed)), params: {}, notes: [] }, canvas(log), obj, 0, 0, 0);
    return log;
  };

  it("[A3-upd-bounds] a 6x6 chunk at (20,0) writes only columns 20-23", () => {
    const log = applied(nestedAt([{ value: { kind: "id", id: "fbc_kitchen_floor" }, weight: 100 }], 20), 1);
    const xs = [...log.keys()].map((k) => Number(k.split(",")[0]));
    expect(Math.min(...xs)).to.equal(20);
    expect(Math.max(...xs)).to.equal(23);
    expect(log.size).to.equal(4 * 6);
  });

  it("[A3-upd-choice] a weighted chunk list [a, [b, 300]] picks b about 3 times as often as a; the same seed picks the same", () => {
    const obj = nestedAt([
      { value: { kind: "id", id: "fbc_radio_mast" }, weight: 100 },
      { value: { kind: "id", id: "fbc_bookshelves" }, weight: 300 },
    ]);
    const N = 2000;
    let b = 0;
    const pickFor = (seed: number): string => applied(obj, seed).get("f0,0,0") ?? "";
    for (let s = 0; s < N; s++) if (pickFor(s) === "f_fbc_bookshelf") b++;
    // p = 0.75; 4.4 standard deviations of the binomial proportion (false failure < 1e-5).
    const sd = Math.sqrt((0.75 * 0.25) / N);
    expect(b / N).to.be.within(0.75 - 4.4 * sd, 0.75 + 4.4 * sd);
    expect(pickFor(7)).to.equal(pickFor(7));
  });

  it("[G-7][A3-shared] a nested id with two definitions picks by weight (1000 : 250)", () => {
    const obj = nestedAt([{ value: { kind: "id", id: "fbc_bed" }, weight: 100 }]);
    const N = 2000;
    let m = 0;
    for (let s = 0; s < N; s++) if (applied(obj, s).get("f0,0,0") === "f_fbc_straw_mattress") m++;
    const p = 250 / 1250;
    const sd = Math.sqrt((p * (1 - p)) / N);
    expect(m / N).to.be.within(p - 4.4 * sd, p + 4.4 * sd);
  });

  it("[A4-R2b] a parametric mission without a choice, or with an unknown option, is refused naming the options", () => {
    let w = founded(c);
    for (let i = 1; i <= 4; i++) w = complete(c, w, `faction_base_camp_${i}`);
    const why = refused(
      w,
      { type: "camp_start_mission", camp: "base", expansion: "center", mission: "faction_base_camp_15", options: {} },
      c,
    );
    expect(why).to.include("fbc_palette_canvas (canvas tent)").and.include("fbc_palette_hide (hide tent)");
    expect(
      refused(
        w,
        {
          type: "camp_start_mission",
          camp: "base",
          expansion: "center",
          mission: "faction_base_camp_15",
          options: { fbc_tent_cloth: "silk" },
        },
        c,
      ),
    ).to.match(/not an option/);
    ok(
      w,
      {
        type: "camp_start_mission",
        camp: "base",
        expansion: "center",
        mission: "faction_base_camp_15",
        options: { fbc_tent_cloth: "fbc_palette_hide" },
      },
      c,
    );
  });

  it("[A4-R0][A4-R2c][A4-persist] two choices from the same state give different tiles; the record keeps the choice", () => {
    let w = founded(c);
    for (let i = 1; i <= 4; i++) w = complete(c, w, `faction_base_camp_${i}`);
    const canvasW = complete(c, w, "faction_base_camp_15", { fbc_tent_cloth: "fbc_palette_canvas" });
    const hideW = complete(c, w, "faction_base_camp_15", { fbc_tent_cloth: "fbc_palette_hide" });
    expect(furnAt(canvasW, 4, 16)).to.equal("f_fbc_canvas_wall");
    expect(furnAt(hideW, 4, 16)).to.equal("f_fbc_hide_wall");
    expect(furnAt(hideW, 5, 19)).to.equal("f_fbc_hide_flap");
    expect(center(hideW).completed.at(-1)).to.include({ mission: "faction_base_camp_15" });
    expect(center(hideW).completed.at(-1)?.options).to.deep.equal({ fbc_tent_cloth: "fbc_palette_hide" });
    const wellDirt = complete(c, w, "faction_base_camp_12", { fbc_ground: "t_dirt" });
    const wellGrass = complete(c, w, "faction_base_camp_12", { fbc_ground: "t_grass" });
    expect(terAt(wellDirt, 16, 10)).to.equal("t_dirt");
    expect(terAt(wellGrass, 16, 10)).to.equal("t_grass");
  });

  it("[A4-R3a][A4-R3c][A4-R2a] the menu offers one entry per option, named with blueprint_parameter_names", () => {
    let w = founded(c);
    for (let i = 1; i <= 4; i++) w = complete(c, w, `faction_base_camp_${i}`);
    const entries = missionEntries(c, camp(w), center(w)).filter((e) => e.mission === "faction_base_camp_15");
    expect(entries.map((e) => e.name)).to.deep.equal([
      "[B] Upgrade Camp southwest tent (canvas tent)",
      "[B] Upgrade Camp southwest tent (hide tent)",
    ]);
    // Weights 1 and 3 in the distribution do not change the options (A4-R2a).
    expect(
      missionParameters(c, findMission(c, "faction_base_camp_15") ?? (undefined as never))[0]?.options.map((o) => o.id),
    ).to.deep.equal(["fbc_palette_canvas", "fbc_palette_hide"]);
    const names = missionEntries(c, camp(w), center(w)).map((e) => e.blueprintName);
    expect(names).to.deep.equal([...names].sort());
  });
});
