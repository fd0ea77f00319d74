/**
 * The story as a modder reads it (issue 21, item 5). IDs introduced here:
 *   OUT-story-damage      the default story (without --verbose) has a line for every hit that hurts:
 *                         bites, smashes, guns, spells, acid: who, how much, of what type, where,
 *                         from whom
 *   OUT-grammar-you       a verb agrees with "you" (you gain, you die, you take, you are), in the
 *                         story's own lines and in engine sentences built around the name "you"
 *   OUT-grammar-article   "a" or "an" by the sound of the next word (an ATM, an hour, a UFO, a uniform)
 *   OUT-grammar-plural    1 turn, 1 unit; 2 turns
 *   OUT-color-tags        the game's colour tags (<color_x>…</color>, <good>, <bad>, <info>) are
 *                         stripped from the text; with colour (a terminal) they are ANSI escapes;
 *                         `cdda-sim run` colours only when standard output is a terminal
 *   OUT-map-glyphs        terrain and furniture draw with the content's own symbol where it is free,
 *                         a character of their own otherwise (the game's #-walls, underbrush, beds and
 *                         braziers are four characters), the same one for the whole story
 *   OUT-map-legend        each map character is named in a legend, once per story (later maps name
 *                         only what is new), with the game's own symbol when a stand-in replaces it
 *   OUT-story-death-last  a death is told after the blow that caused it (its attack, its message or
 *                         the attacker's, its damage, rule events naming the dead, of that turn), as
 *                         the game prints it, though the engine says it first
 *   OUT-map-fields        a tile's field draws over its items, furniture and terrain (under a
 *                         creature) with its intensity level's symbol, the highest priority of
 *                         several; the legend names it
 */
import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { produce } from "immer";
import { describeEvent } from "../../engine/cli/story.js";
import { drawLevel } from "../../engine/scenario/draw.js";
import { contentGlyph, GlyphTable } from "../../engine/scenario/glyphs.js";
import { agree, count, tidyText } from "../../engine/scenario/grammar.js";
import type { SimEvent } from "../../engine/sim/events.js";
import { loadInline, PROJECT_ROOT, realContentOrSkip } from "../support/load.js";
import { testWorld } from "../support/world.js";

const run = (file: string, ...args: string[]) =>
  spawnSync(process.execPath, [join(PROJECT_ROOT, "bin", "cdda-sim.js"), "run", file, ...args], {
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "" },
  });

const line = (e: SimEvent, verbose = false, color = false): string | undefined => describeEvent(e, verbose, color);

describe("the story's text", function () {
  this.timeout(120_000);

  it("[OUT-story-damage] the default story tells the damage of bites, smashes, guns, spells and acid", () => {
    const out = ["monsters", "bestiary"].map((name) => {
      const r = run(join(PROJECT_ROOT, "scenarios", "demo", `${name}.json`));
      expect(r.status, r.stderr).to.be.oneOf([0, 1]);
      return r.stdout;
    });
    const story = out.join("\n");
    // One damage line per damaged event, in the player's words for "you".
    expect(story).to.match(/turn \d+: you take \d+ (cut|stab|bash) damage on the \w+ \(from \w+\)/);
    // The sentry's gun fires its real nail (stab) since guns fire their ammo's damage.
    for (const type of ["bash", "cut", "stab", "electric", "acid"])
      expect(story, type).to.match(new RegExp(`turn \\d+: \\w+ takes? \\d+ ${type} damage`));
    expect(line({ type: "damaged", who: "zed", amount: 7, damageType: "bash", source: "you", turn: 3 })).to.equal(
      "zed takes 7 bash damage (from you)",
    );
    expect(
      line({ type: "damaged", who: "you", amount: 3, damageType: "cut", bodyPart: "arm_l", source: "ghoul", turn: 3 }),
    ).to.equal("you take 3 cut damage on the left arm (from ghoul)");
  });

  it("[OUT-grammar-you] verbs agree with you: gain, die, take, lose, are; others keep the s", () => {
    const at = { turn: 1 };
    expect(line({ ...at, type: "effect_added", who: "you", effect: "bite", intensity: 1, duration: 10 })).to.equal(
      "you gain bite (intensity 1, 10 turns)",
    );
    expect(line({ ...at, type: "effect_added", who: "rex", effect: "bite", intensity: 1, duration: 10 })).to.equal(
      "rex gains bite (intensity 1, 10 turns)",
    );
    expect(line({ ...at, type: "died", who: "you", cause: "zed" })).to.equal("you die (zed)");
    expect(line({ ...at, type: "died", who: "zed", cause: "you" })).to.equal("zed dies (you)");
    expect(line({ ...at, type: "effect_removed", who: "you", effect: "grabbed", reason: "removed" })).to.equal(
      "you lose grabbed (removed)",
    );
    expect(line({ ...at, type: "effect_blocked", who: "you", effect: "bite", reason: "immune" }, true)).to.equal(
      "you are not affected by bite (immune)",
    );
    expect(agree("you", "tries")).to.equal("you try");
    expect(agree("you", "dies")).to.equal("you die");
    expect(agree("you", "passes")).to.equal("you pass");
    // Engine sentences around a creature called "you"; the game's own "You ..." is left as it is.
    expect(tidyText("you stumbles.")).to.equal("You stumble.");
    expect(tidyText("you is held in place.")).to.equal("You are held in place.");
    expect(tidyText("The ghoul lunges. you drinks from the camp well.")).to.equal(
      "The ghoul lunges. You drink from the camp well.",
    );
    expect(tidyText("You pass out!")).to.equal("You pass out!");
    expect(line({ ...at, type: "message", text: "you stumbles." })).to.equal("You stumble.");
  });

  it("[OUT-grammar-article] a or an by the next word's sound", () => {
    expect(tidyText("That is a ATM.")).to.equal("That is an ATM.");
    expect(tidyText("That is a oak tree.")).to.equal("That is an oak tree.");
    expect(tidyText("A apple falls; an pistol fires.")).to.equal("An apple falls; a pistol fires.");
    expect(tidyText("It takes a hour.")).to.equal("It takes an hour.");
    // Left alone: they are right, or not an article before a word.
    for (const ok of ["a UFO", "a uniform", "an MRE", "a one-way door", "option a or b", "a European"])
      expect(tidyText(ok), ok).to.equal(ok);
    expect(line({ type: "message", text: "That is a ATM.", turn: 0 })).to.equal("That is an ATM.");
  });

  it("[OUT-grammar-plural] one turn, one unit; more take the plural", () => {
    expect(tidyText("You fill your container with 1 units of water.")).to.equal(
      "You fill your container with 1 unit of water.",
    );
    expect(tidyText("You fill your container with 11 units of water.")).to.equal(
      "You fill your container with 11 units of water.",
    );
    expect(count(1, "turn")).to.equal("1 turn");
    expect(count(2, "turn")).to.equal("2 turns");
    expect(
      line({ type: "effect_added", who: "you", effect: "zombie_virus", intensity: 1, duration: 1, turn: 0 }),
    ).to.equal("you gain zombie_virus (intensity 1, 1 turn)");
  });

  it("[OUT-color-tags] colour tags stripped, or ANSI colours on a terminal; run colours only a terminal", () => {
    const text = "You feel <color_light_red>very</color> <bad>sick</bad>, <good>but alive</good>.";
    expect(line({ type: "message", text, turn: 0 })).to.equal("You feel very sick, but alive.");
    expect(line({ type: "message", text, turn: 0 }, false, true)).to.equal(
      "You feel \x1b[91mvery\x1b[0m \x1b[91msick\x1b[0m, \x1b[92mbut alive\x1b[0m.",
    );
    // Nested: closing the inner tag returns to the outer colour.
    expect(line({ type: "message", text: "<color_red>a <info>b</info> c</color>", turn: 0 }, false, true)).to.equal(
      "\x1b[31ma \x1b[96mb\x1b[0m\x1b[31m c\x1b[0m",
    );
    // `<color>` alone is a snippet category, not a tag.
    expect(line({ type: "message", text: "pick a <color>", turn: 0 })).to.equal("pick a <color>");
    const demo = join(PROJECT_ROOT, "scenarios", "demo", "examine.json");
    const piped = run(demo);
    expect(piped.stdout).to.not.contain("\x1b[");
    if (existsSync("/usr/bin/script")) {
      const tty = spawnSync(
        "/usr/bin/script",
        ["-qec", `"${process.execPath}" "${join(PROJECT_ROOT, "bin", "cdda-sim.js")}" run "${demo}"`, "/dev/null"],
        { encoding: "utf8", env: { ...process.env, NO_COLOR: "" } },
      );
      expect(tty.stdout).to.contain("\x1b[");
    }
  });

  it("[OUT-map-glyphs][OUT-map-legend] the real game's wall, underbrush, bed and brazier: four characters, each in the legend", function () {
    const content = realContentOrSkip(this);
    const base = testWorld(content, { rows: ["######", "#....#", "######"] }).world;
    const world = produce(base, (d) => {
      const row = d.map.levels[0]?.rows[1];
      if (!row) throw new Error("no row");
      row[1] = { ter: "t_underbrush" };
      row[2] = { ter: "t_underbrush" };
      row[3] = { ter: "t_floor", furn: "f_bed" };
      row[4] = { ter: "t_floor", furn: "f_brazier" };
    });
    for (const id of ["t_underbrush", "t_wall"]) expect(content.terrain.has(id), id).to.equal(true);
    const glyphs = new GlyphTable();
    const d = drawLevel(world, content, 0, { glyphs });
    if (!d) throw new Error("no level 0");
    const middle = [...(d.rows[1] ?? "")];
    const chars = [middle[0], middle[1], middle[3], middle[4]];
    expect(new Set(chars).size, d.rows.join("\n")).to.equal(4);
    // The commonest kind (the wall) keeps the content's "#"; the others get stand-ins, named.
    expect(d.rows[0]).to.equal("######");
    expect(d.legend).to.include("# wall (t_wall)");
    for (const [id, name] of [
      ["t_underbrush", "underbrush"],
      ["f_bed", "bed"],
      ["f_brazier", "brazier"],
    ])
      expect(d.legend.find((x) => x.includes(`(${id}`))).to.match(
        new RegExp(`^[^#] ${name} \\(${id}; the game draws it #\\)$`),
      );
    // The same table draws the same characters next time, even when the underbrush is gone.
    const later = produce(world, (w) => {
      const row = w.map.levels[0]?.rows[1];
      if (row) row[1] = row[2] = { ter: "t_floor" };
    });
    const again = drawLevel(later, content, 0, { glyphs });
    expect([...(again?.rows[1] ?? "")][3]).to.equal(middle[3]);
    // In colour, each character has the content's colour (the bed is magenta, 35).
    const coloured = drawLevel(world, content, 0, { color: true });
    expect(coloured?.rows[1]).to.contain("\x1b[35m");
  });

  it("[OUT-map-legend] the story names each character once: all at the start, then only what is new", () => {
    const r = run(join(PROJECT_ROOT, "scenarios", "demo", "examine.json"));
    expect(r.status, r.stderr).to.equal(0);
    const lines = r.stdout.split("\n");
    const start = lines.findIndex((l) => l.startsWith("  legend: "));
    expect(start, r.stdout.slice(0, 2000)).to.be.greaterThan(0);
    expect(lines[start]).to.contain("# wall (t_wall)");
    const legend = lines.slice(
      start,
      lines.findIndex((l, i) => i > start && l.startsWith("Step ")),
    );
    expect(legend.join(" ")).to.contain(". floor (t_floor)");
    expect(r.stdout).to.contain("also on the map: : covered pit (t_pit_covered; the game draws it #)");
    expect(r.stdout.match(/\(t_pit_covered/g)?.length).to.equal(1);
    // The map rows draw the floor with "." and the odd shrine tile with its own character.
    const map = lines.slice(lines.indexOf("map z=0 at the start:") + 1, start - 1);
    expect(map.join("\n")).to.match(/#@\.{10}"#/);
  });

  it("[OUT-map-glyphs] a map of our own content: every kind a character of its own", () => {
    const r = loadInline(
      [
        { type: "terrain", id: "s_a", name: "a stone", symbol: "#", color: "red" },
        { type: "terrain", id: "s_b", name: "b stone", symbol: "#", color: "blue" },
        { type: "furniture", id: "s_f", name: "a chair", symbol: "#", color: "brown" },
      ],
      { base: [join(PROJECT_ROOT, "content", "base")] },
    );
    const world = produce(testWorld(r.content, { rows: ["...."] }).world, (d) => {
      const row = d.map.levels[0]?.rows[0];
      if (!row) throw new Error("no row");
      row[0] = { ter: "s_a" };
      row[1] = { ter: "s_b" };
      row[2] = { ter: "s_a", furn: "s_f" };
    });
    const d = drawLevel(world, r.content, 0);
    const chars = [...(d?.rows[0] ?? "")];
    expect(new Set(chars).size).to.equal(4);
    expect(d?.legend).to.have.length(4);
    // The game's line-drawing names draw as its ASCII mode draws them.
    expect(["LINE_XOXO", "LINE_OXOX", "LINE_XXXX"].map(contentGlyph)).to.deep.equal(["|", "-", "+"]);
  });

  it("[OUT-map-fields] a field draws over the tile, the higher priority of two, and the legend names it", () => {
    const r = loadInline(
      [
        { type: "field_type", id: "fd_s_low", intensity_levels: [{ name: "low mist", sym: "~" }], priority: 1 },
        {
          type: "field_type",
          id: "fd_s_high",
          intensity_levels: [
            { name: "thin web", sym: "^" },
            { name: "thick web", sym: "W" },
          ],
          priority: 5,
        },
      ],
      { base: [join(PROJECT_ROOT, "content", "base")] },
    );
    const world = produce(testWorld(r.content, { rows: ["...."] }).world, (d) => {
      const row = d.map.levels[0]?.rows[0];
      if (!row) throw new Error("no row");
      row[1] = { ter: "t_floor", fields: [{ id: "fd_s_low", intensity: 1 }] };
      row[2] = {
        ter: "t_floor",
        fields: [
          { id: "fd_s_low", intensity: 1 },
          { id: "fd_s_high", intensity: 2 },
        ],
      };
    });
    const d = drawLevel(world, r.content, 0);
    expect(d?.rows[0]).to.equal(".~W.");
    expect(d?.legend).to.include("~ low mist (fd_s_low)");
    expect(d?.legend).to.include("W thick web (fd_s_high)");
  });

  it("[OUT-story-death-last] the survivor's death is told after the hit that killed it", () => {
    const r = run(join(PROJECT_ROOT, "scenarios", "demo", "arena.json"));
    expect(r.status, r.stderr).to.equal(0);
    const lines = r.stdout.split("\n");
    const death = lines.findIndex((l) => /turn \d+: you die \(/.test(l));
    expect(death, r.stdout.slice(-3000)).to.be.greaterThan(0);
    const turn = /turn (\d+):/.exec(lines[death] ?? "")?.[1];
    const hit = lines.findIndex((l) => l.startsWith(`  turn ${turn}: The scrap hound hits the survivor`));
    expect(hit, r.stdout.slice(-3000)).to.be.greaterThan(0);
    expect(death).to.be.greaterThan(hit);
  });

  it("[OUT-story-death-last] (skipped without real data) a monster the survivor kills dies after the survivor's hit is told", function () {
    realContentOrSkip(this);
    const r = run(join(PROJECT_ROOT, "scenarios", "real", "npc_machete_spider.json"));
    expect(r.status, r.stderr).to.equal(0);
    const lines = r.stdout.split("\n");
    const death = lines.findIndex((l) => /turn \d+: spider dies \(you\)/.test(l));
    const hit = lines.findIndex((l) => /turn \d+: You (critically )?hit the giant jumping spider/.test(l));
    expect(hit, r.stdout.slice(0, 3000)).to.be.greaterThan(0);
    expect(death, r.stdout.slice(0, 3000)).to.be.greaterThan(hit);
  });
});
