// Validation on two threads (engine/content/split): it must report exactly what a single-thread
// load reports, problem for problem and count for count, whichever thread read a file.
// New requirement ID (beyond the spec):
//   PERF-helper-jit-flags  the V8 flags validation is given (the CLI's short-run JIT settings) are in
//                          force once it is done, set by the helper thread after it started (so
//                          its start-up keeps Node's built-in code cache), or by the main thread
//                          when it validates alone.
import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { loadContent, emptyTables, type LoadOptions } from "../../engine/content/load.js";
import type { ReadRoot } from "../../engine/content/json/read.js";
import { tableView } from "../../engine/content/load/check.js";
import { HELPER_KINDS, helperHolds, routeOf, straddlingFamilies } from "../../engine/content/split/parts.js";
import { validateContent, type ValidationResult } from "../../engine/content/split/validate.js";
import { typesIn } from "../../engine/content/triage.js";
import { problemKeys, show, statsAsData } from "../support/load.js";
import { tempDir } from "../support/files.js";

function folder(files: Record<string, unknown>): string {
  const dir = tempDir("cdda-sim-split-");
  for (const [name, value] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), typeof value === "string" ? value : JSON.stringify(value, null, 2));
  }
  return dir;
}

async function compare(roots: readonly (string | ReadRoot)[], options: LoadOptions): Promise<ValidationResult> {
  const single = loadContent(roots, { ...options, noLines: true });
  const split = await validateContent(roots, { ...options, noLines: true });
  expect(split.threads, split.alone).to.equal(2);
  expect(problemKeys(split.problems), show(split.problems)).to.deep.equal(problemKeys(single.problems));
  expect(statsAsData(split.stats)).to.deep.equal(statsAsData(single.stats));
  return split;
}

/**
 * Files that take every way through the split: a file of the helper's kinds alone (with a main
 * kind's tolerant object, an unmodelled type seen there first, an object without a type), one
 * both threads read, a broken one, unread recipe files (one copying what does not exist), and
 * references that do not resolve, on one side and across (a recipe group's overmap terrain; since
 * terrain and furniture went to the helper, no main-side kind refers to a helper-side kind).
 */
const TRICKY = {
  "a/first_mapgen.json": [
    {
      type: "mapgen",
      nested_mapgen_id: "sp_chunk",
      object: { mapgensize: [1, 1], rows: ["."], terrain: { ".": "t_dirt" } },
    },
    {
      type: "mapgen",
      nested_mapgen_id: "sp_chunk",
      object: { mapgensize: [1, 1], rows: ["."], terrain: { ".": "t_grass" } },
    },
    { type: "palette", id: "sp_palette", terrain: { ".": "t_dirt" } },
    { type: "palette", id: "sp_palette", terrain: { ".": "t_grass" } },
    { type: "GENERIC", id: "sp_item_in_mapgen_file", name: "thing", weight: "1 g", volume: "1 ml" },
    { type: "monster_flag", id: "SP_FLAG" },
    { id: "sp_no_type" },
  ],
  "b_both.json": [
    {
      type: "recipe_group",
      id: "all_faction_base_expansions",
      building_type: "NONE",
      recipes: [{ id: "sp_no_such_terrain", description: "x", om_terrains: ["ANY"] }],
    },
    {
      type: "recipe_group",
      id: "sp_group_b",
      building_type: "COOK",
      recipes: [{ id: "sp_no_such_recipe", description: "x" }],
    },
    {
      type: "terrain",
      id: "t_sp_reader",
      name: "reader",
      symbol: "R",
      color: "white",
      move_cost: 0,
      examine_action: {
        type: "cardreader",
        flags: ["EX_LAB_CARD"],
        mapgen_id: "sp_no_such_update",
        query: false,
        success_msg: "ok",
        redundant_msg: "done",
      },
    },
    { type: "effect_on_condition", id: "sp_eoc", effect: [] },
    { type: "snippet", category: "sp_words", text: "first seen in a file both threads read" },
  ],
  "c_broken.json": '[{"type": "recipe", "result": "x", ',
  "d_monster_flags.json": [{ type: "monster_flag", id: "SP_FLAG_2" }],
  "e_recipes.json": [
    { type: "recipe", result: "sp_soup", category: "CC_FOOD", time: "5 m" },
    { type: "recipe", "copy-from": "sp_nothing_here", result: "sp_stew", category: "CC_FOOD", time: "5 m" },
  ],
  "f_not_content.json": ["a.json", "b.json"],
  "g_snippets.json": [{ type: "snippet", category: "sp_words", text: "counted from the text" }],
};

describe("validation on two threads: the same report as one (G-18, G-4)", function () {
  this.timeout(60000);

  it("[G-18] the project's content: same problems and counts, with and without --full", async () => {
    await compare(["content"], { skipUncheckedFiles: true });
    await compare(["content"], {});
  });

  it("[G-18][G-4][G-7][G-17][G-2][G-1][A5-R2] every way a file can go through the split, with the project's content as base", async () => {
    const extra = folder(TRICKY);
    for (const options of [{ skipUncheckedFiles: true }, {}]) {
      const r = await compare([{ path: "content", base: true }, extra], options);
      const rules = new Set(r.problems.map((p) => p.rule));
      // The fixture does reach what it is meant to: each of these comes from a different path.
      for (const rule of ["G-18", "G-4", "G-7", "G-17", "G-2", "G-1", "A5-R2"])
        expect(rules, `${rule} in ${show(r.problems)}`).to.include(rule);
      const refs = r.problems
        .filter((p) => p.rule === "G-4" || p.rule === "A5-R2")
        .map((p) => p.message)
        .join("\n");
      expect(refs).to.contain("sp_no_such_update").and.contain("sp_no_such_terrain").and.contain("sp_no_such_recipe");
      expect(r.stats.skippedTypes.get("monster_flag")).to.equal(2);
      const firstSnippet = r.problems.find((p) => p.rule === "G-2" && p.message.includes('"snippet"'));
      expect(firstSnippet?.file, "a skipped type is reported at its first object in load order").to.match(
        /b_both\.json$/,
      );
    }
  });

  it("[G-18] a folder given twice and as base: the same", async () => {
    const extra = folder(TRICKY);
    await compare([extra, { path: extra, base: true }], { skipUncheckedFiles: true });
  });

  it("[G-18] when the helper thread cannot start, the main thread validates alone and says why", async () => {
    const single = loadContent(["content"], { skipUncheckedFiles: true, noLines: true });
    const r = await validateContent(["content"], {
      skipUncheckedFiles: true,
      noLines: true,
      helper: new URL("file:///no/such/helper.js"),
    });
    expect(r.threads).to.equal(1);
    expect(r.alone).to.be.a("string").and.not.equal("");
    expect(problemKeys(r.problems)).to.deep.equal(problemKeys(single.problems));
    expect(statsAsData(r.stats)).to.deep.equal(statsAsData(single.stats));
  });

  it("[PERF-helper-jit-flags] the flags given are set, on two threads and on one", () => {
    // In a process of its own: a V8 flag, once set, stays set for the whole process.
    const entry = pathToFileURL(
      join(dirname(fileURLToPath(import.meta.url)), "../../engine/content/split/validate.ts"),
    );
    const script = join(tempDir("cdda-sim-jit-"), "jit.mjs");
    writeFileSync(
      script,
      `import { validateContent } from ${JSON.stringify(entry.href)};
      // The natives syntax parses only with --allow-natives-syntax: a flag whose effect code can see.
      const natives = () => { try { new Function("return %GetOptimizationStatus(natives)"); return true; } catch { return false; } };
      const before = natives();
      const alone = process.argv[2] === "alone" ? { helper: new URL("file:///no/such/helper.js") } : {};
      const r = await validateContent(["content"], { skipUncheckedFiles: true, noLines: true, jitFlags: "--allow-natives-syntax", ...alone });
      process.stdout.write(JSON.stringify({ before, after: natives(), threads: r.threads }));`,
    );
    for (const [mode, threads] of [
      ["split", 2],
      ["alone", 1],
    ] as const) {
      const run = spawnSync(process.execPath, ["--import", "tsx", script, mode], { encoding: "utf8" });
      expect(run.status, run.stderr).to.equal(0);
      expect(JSON.parse(run.stdout)).to.deep.equal({ before: false, after: true, threads });
    }
  });

  it("[G-18] every copy-from family lies on one side, and files go where their kinds are", () => {
    expect(straddlingFamilies()).to.deep.equal([]);
    expect(HELPER_KINDS.has("recipe")).to.equal(true);
    expect(routeOf(typesIn('[{"type": "MONSTER"}]'))).to.equal("main");
    expect(routeOf(typesIn('[{"type": "recipe"}, {"type": "GENERIC"}]'))).to.equal("helper");
    expect(routeOf(typesIn('[{"type": "mapgen"}, {"type": "MONSTER"}]'))).to.equal("both");
  });

  it("[G-4] a check reading a table of the other side's kinds fails loudly instead of seeing it empty", () => {
    const view = tableView(emptyTables(), helperHolds);
    expect(() => view.table("recipe")).not.to.throw();
    expect(() => view.table("monster")).to.throw(/other thread/);
  });
});

describe("validation on two threads: values nested deeply (issue 23)", function () {
  this.timeout(60000);

  it("[ROB-threads-deep][G-18] a value nested 5,000 levels deep gets the same message on either thread", async () => {
    // Written as text: the test's own JSON.stringify would overflow the stack on such a value.
    const deep = `${"[".repeat(5000)}"t_floor"${"]".repeat(5000)}`;
    const dir = folder({
      "camp.json": `[{"type": "mapgen", "method": "json", "update_mapgen_id": "deep_update",
        "object": {"rows": ["."], "terrain": {".": ${deep}}}}]`,
      "monster.json": `[{"type": "MONSTER", "id": "deep_m", "name": "d", "hp": 5, "flags": ${deep}}]`,
    });
    for (const skipUncheckedFiles of [true, false]) {
      const split = await compare([dir], { skipUncheckedFiles });
      const messages = split.problems.filter((p) => p.severity === "error").map((p) => p.message);
      expect(messages.length, show(split.problems)).to.be.greaterThanOrEqual(2);
      for (const m of messages) expect(m).to.not.contain("[[[[");
    }
  });
});
