/**
 * Mods load as the game loads them. IDs introduced here (the real game's loader, REAL):
 *   REAL-mod-order          dependencies first (dda is the core data), a folder of mods in
 *                           dependency order, a folder named and also reached as a dependency read once
 *   REAL-mod-path           a modinfo's `path` names where the mod's content is (the game's own dda mod)
 *   REAL-mod-interactions   `mod_interactions/<mod>` loads only when that mod is loaded too, after
 *                           every mod, and never as part of its own mod
 *   REAL-mod-core-stub      a `dda` mod whose `path` names a folder that does not exist (a mods
 *                           folder copied out of the game) is no core: the documented list goes on
 *                           (data/json beside, $CDDA_CORE_DATA, ../shared/...) and says which core it used
 *   REAL-mod-ident          a modinfo naming the mod by the old `ident` and no `id` (the game refuses
 *                           it) is an error saying to rename it; the mod still loads with its
 *                           dependencies (the core), so the other checks stay meaningful
 *   REAL-mod-file           a file named alone that sits in a mod folder gets a note naming the mod
 *                           and saying to name its folder (a file alone loads without dependencies)
 */
import { expect } from "chai";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { loadContent } from "../../engine/content/load.js";
import { isCoreData, planRoots } from "../../engine/content/mods.js";
import { tempDir, writeJson } from "../support/files.js";

function write(root: string, file: string, value: unknown): void {
  mkdirSync(join(root, file, ".."), { recursive: true });
  writeJson(root, file, value);
}

const modinfo = (id: string, dependencies: string[], extra: Record<string, unknown> = {}) => [
  { type: "MOD_INFO", id, name: id, dependencies, ...extra },
];

/** A tree like the game's data/: json/ (the core), mods/dda (pointing at it), and two mods. */
function tree(): string {
  const root = tempDir("cdda-sim-mods-");
  for (const f of ["body_parts.json", "effects.json", "field_type.json"]) write(root, `json/${f}`, []);
  write(root, "mods/dda/modinfo.json", modinfo("dda", [], { core: true, path: "../../json" }));
  write(root, "mods/Base/modinfo.json", modinfo("base_mod", ["dda"]));
  write(root, "mods/Top/modinfo.json", modinfo("top_mod", ["dda", "base_mod"]));
  return root;
}

const nowhere = (): string[] => [];

describe("mods load as the game loads them", () => {
  it("[G-3][REAL-mod-order] loads dda and sibling dependencies first, as base content", () => {
    const root = tree();
    const plan = planRoots([join(root, "mods/Top")], [], () => [join(root, "json")]);
    expect(plan.roots.map((r) => [r.path, r.base])).to.deep.equal([
      [join(root, "json"), true],
      [join(root, "mods/Base"), true],
      [join(root, "mods/Top"), false],
    ]);
    expect(plan.baseFolders).to.deep.equal([join(root, "json"), join(root, "mods/Base")]);
    expect(plan.missing).to.deep.equal([]);
  });

  it("[G-3][REAL-mod-order] a folder of mods loads each mod after what it depends on, the core once", () => {
    const root = tree();
    const plan = planRoots([join(root, "mods")], [], nowhere);
    expect(plan.roots.map((r) => [r.path, r.base])).to.deep.equal([
      [join(root, "json"), false],
      [join(root, "mods/Base"), false],
      [join(root, "mods/Top"), false],
    ]);
    expect(plan.missing).to.deep.equal([]);
  });

  it("[G-3][REAL-mod-order] the core named with a mod is read once, whichever comes first and wherever the mod is", () => {
    const root = tree();
    // A copy of a mod away from the core: the automatic lookup would find another core.
    const away = tempDir("cdda-sim-away-");
    write(away, "MyMod/modinfo.json", modinfo("my_mod", ["dda"]));
    write(away, "MyMod/monsters.json", []);
    const elsewhere = (): string[] => [tempDir("cdda-sim-other-core-")];
    for (const inputs of [
      [join(root, "json"), join(away, "MyMod")],
      [join(away, "MyMod"), join(root, "json")],
    ]) {
      const plan = planRoots(inputs, [], elsewhere);
      expect(plan.roots.map((r) => [r.path, r.base])).to.deep.equal([
        [join(root, "json"), false],
        [join(away, "MyMod"), false],
      ]);
    }
    expect(isCoreData(join(root, "json"))).to.equal(true);
    expect(isCoreData(join(root, "mods/Top"))).to.equal(false);
  });

  it("[REAL-mod-path] the game's dda mod names its content with `path`: naming it loads the core data", () => {
    const root = tree();
    const plan = planRoots([join(root, "mods/dda"), join(root, "mods/Base")], [], nowhere);
    expect(plan.roots.map((r) => r.path)).to.deep.equal([join(root, "json"), join(root, "mods/Base")]);
  });

  it("[REAL-mod-ident][G-3] an old modinfo's ident: an error naming the file and the rename; the core still loads", () => {
    const root = tree();
    write(root, "mods/Old/modinfo.json", [{ type: "MOD_INFO", ident: "old_mod", name: "Old", dependencies: ["dda"] }]);
    const plan = planRoots([join(root, "mods/Old")], [], nowhere);
    expect(plan.roots.map((r) => r.path)).to.deep.equal([join(root, "mods/dda/../../json"), join(root, "mods/Old")]);
    expect(plan.missing).to.have.length(1);
    expect(plan.missing[0])
      .to.contain(join(root, "mods/Old/modinfo.json"))
      .and.contain('rename "ident" to "id"')
      .and.contain('"old_mod"');
    // A modinfo with both keeps its id and says nothing.
    write(root, "mods/Both/modinfo.json", [{ type: "MOD_INFO", id: "both", ident: "x", dependencies: ["dda"] }]);
    expect(planRoots([join(root, "mods/Both")], [], nowhere).missing).to.deep.equal([]);
  });

  it("[REAL-mod-file] a file of a mod named alone: a note names its mod and says to name the folder", () => {
    const root = tree();
    write(root, "mods/Top/sub/monsters.json", []);
    const file = join(root, "mods/Top/sub/monsters.json");
    const plan = planRoots([file], [], nowhere);
    expect(plan.roots).to.deep.equal([{ path: file, base: false }]);
    expect(plan.notes).to.have.length(1);
    expect(plan.notes[0]).to.contain("the mod top_mod").and.contain(join(root, "mods/Top"));
    expect(planRoots([join(root, "json/effects.json")], [], nowhere).notes).to.deep.equal([]);
  });

  it("[G-3] an explicit --base replaces the automatic dda lookup; a missing dependency is reported", () => {
    const root = tree();
    const plan = planRoots([join(root, "mods/Top")], [join(root, "json")], nowhere);
    expect(plan.roots[0]).to.deep.equal({ path: join(root, "json"), base: true });
    const lonely = tempDir("cdda-sim-lonely-");
    write(lonely, "Solo/modinfo.json", modinfo("solo", ["dda", "absent_mod"]));
    const r = planRoots([join(lonely, "Solo")], [], () => [join(lonely, "nowhere")]);
    expect(r.missing.join("\n")).to.contain("core game data").and.contain('"absent_mod"');
  });

  it("[REAL-mod-interactions] mod_interactions/<mod> loads after every mod and only with that mod; its objects win", () => {
    const root = tree();
    write(root, "mods/Base/monsters.json", [{ type: "MONSTER", id: "m_shared", name: "plain", hp: 10 }]);
    write(root, "mods/Top/monsters.json", [{ type: "MONSTER", id: "m_top", name: "top", hp: 10 }]);
    // Base's file for when Top is loaded: it copies from Top's monster, which loads earlier.
    write(root, "mods/Base/mod_interactions/top_mod/monsters.json", [
      { type: "MONSTER", id: "m_shared", "copy-from": "m_top", name: "changed by Top" },
    ]);
    write(root, "mods/Base/mod_interactions/absent_mod/monsters.json", [
      { type: "MONSTER", id: "m_never", name: "x", hp: 1 },
    ]);

    const withTop = planRoots([join(root, "mods/Base"), join(root, "mods/Top")], [], nowhere);
    expect(withTop.roots.map((r) => r.path)).to.deep.equal([
      join(root, "json"),
      join(root, "mods/Base"),
      join(root, "mods/Top"),
      join(root, "mods/Base/mod_interactions/top_mod"),
    ]);
    const loaded = loadContent(withTop.roots);
    expect(loaded.problems.filter((p) => p.severity === "error")).to.deep.equal([]);
    // An interaction folder redefines its mod's objects on purpose: no "defined again" warning.
    expect(loaded.problems.filter((p) => p.rule === "G-7")).to.deep.equal([]);
    expect(loaded.content.monster.get("m_shared")?.name).to.equal("changed by Top");
    expect(loaded.content.monster.has("m_never")).to.equal(false);

    const alone = planRoots([join(root, "mods/Base")], [], nowhere);
    expect(alone.roots.map((r) => r.path)).to.deep.equal([join(root, "json"), join(root, "mods/Base")]);
    const baseOnly = loadContent(alone.roots);
    expect(baseOnly.problems.filter((p) => p.severity === "error")).to.deep.equal([]);
    expect(baseOnly.content.monster.get("m_shared")?.name).to.equal("plain");
  });

  it("[REAL-mod-core-stub] a dda stub pointing at a missing core falls through the documented list and says which core", () => {
    const game = tree();
    // A mods folder copied out of the game: mods/dda still points at ../../json, which is not there.
    const copy = tempDir("cdda-sim-copied-mods-");
    write(copy, "mods/dda/modinfo.json", modinfo("dda", [], { core: true, path: "../../json" }));
    write(copy, "mods/MyMod/modinfo.json", modinfo("my_mod", ["dda"]));
    const fallback = (): string[] => [join(copy, "json"), join(game, "json")];
    for (const inputs of [[join(copy, "mods/MyMod")], [join(copy, "mods")]]) {
      const plan = planRoots(inputs, [], fallback);
      expect(plan.missing).to.deep.equal([]);
      expect(plan.roots.map((r) => r.path)).to.not.include(join(copy, "mods/dda"));
      expect(plan.roots[0]).to.deep.equal({ path: join(game, "json"), base: true });
      const said = plan.notes.join("\n");
      expect(said).to.contain(`points at ${join(copy, "json")}, which does not exist`);
      expect(said).to.contain(`loading ${join(game, "json")} as base content (the core data)`);
    }
    // Nothing further down the list: the mod says it needs the core, never loads the stub as one.
    const none = planRoots([join(copy, "mods/MyMod")], [], () => []);
    expect(none.roots.map((r) => r.path)).to.deep.equal([join(copy, "mods/MyMod")]);
    expect(none.missing.join("\n")).to.contain("needs the core game data").and.contain("does not exist");
  });
});
