/**
 * The viewer's page data and the `cdda-sim view` command (issue 22), without a browser; the page
 * in a real browser is spec/view/viewer.spec.ts. IDs introduced here (issue 22, "VIEW"):
 *   VIEW-frames          a page has a frame before the first step, one per step, and one per turn
 *                        of a tick (of up to 600 turns; a longer tick keeps the turns where
 *                        something happened), checked against the run: the frames' changes rebuild
 *                        every step's world exactly
 *   VIEW-looks           tiles and monsters draw with the content's symbol and colour, items and
 *                        effects are named; only ids the run shows are kept
 *   VIEW-recording       a recording is replayed with the engine as it is now, and the page says
 *                        whether the replay matches the recording
 *   VIEW-selfcontained   one HTML file: its script, style and data inline, nothing fetched (a
 *                        content security policy forbids it), data that cannot close its element
 *   VIEW-cli             `cdda-sim view <recording|scenario> -o page.html`: help, usage errors
 *                        (exit 2, no stack), unreadable or wrong files named (exit 2)
 */
import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadScenario } from "../../engine/scenario/load.js";
import { worldJson } from "../../engine/scenario/record.js";
import { runScenario } from "../../engine/scenario/run.js";
import { ASSET_DIR, readViewerAssets, viewerHtml } from "../../engine/view/html.js";
import { EVERY_TURN_UP_TO } from "../../engine/view/frames.js";
import { unpackPage } from "../../engine/view/page_read.js";
import { viewOfRecording, viewOfScenario } from "../../engine/view/sources.js";
import type { ViewData } from "../../engine/view/types.js";
import { hashJson } from "../../engine/world/hash.js";
import type { Json } from "../../engine/world/types.js";
import { buildViewerApp } from "../../build/view_app.js";
import { PROJECT_ROOT } from "../support/load.js";
import { tempDir, writeJson } from "../support/files.js";

const DEMO = join(PROJECT_ROOT, "scenarios", "demo");
const RECORDINGS = join(PROJECT_ROOT, "scenarios", "recordings");

function cli(cwd: string, ...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [join(PROJECT_ROOT, "bin", "cdda-sim.js"), ...args], { encoding: "utf8", cwd });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function scenarioView(name: string): ViewData {
  const file = join(DEMO, `${name}.json`);
  const loaded = loadScenario(file);
  if (!loaded.ok) throw new Error(`${name} does not load`);
  const built = viewOfScenario(file, loaded, { engineVersion: "test" });
  if (!built.ok) throw new Error(built.message);
  return built.data;
}

/** Every frame's world, as the page rebuilds it. */
function frameWorlds(data: ViewData): readonly Json[] {
  return unpackPage(data).worlds;
}

describe("the viewer's page (cdda-sim view)", function () {
  this.timeout(120_000);

  before(() => buildViewerApp());

  it("[VIEW-frames] the arena: a frame before the steps, one per step, one per turn of its ticks; the changes rebuild every step's world", () => {
    const data = scenarioView("arena");
    const loaded = loadScenario(join(DEMO, "arena.json"));
    if (!loaded.ok) throw new Error("arena does not load");
    const run = runScenario(loaded.scenario, loaded.content);
    // 4 steps without time in ticks (look, 3 moves) + 5 + 30 turns, and the initial frame.
    expect(data.frames).to.have.length(1 + 4 + 5 + 30);
    expect(data.frames[0]).to.include({ step: -1, turn: 0 });
    expect(data.frames.filter((f) => f.step === 5).map((f) => f.turn)).to.deep.equal(
      Array.from({ length: 30 }, (_, i) => run.steps[4]!.world.turn + 1 + i),
    );
    const page = unpackPage(data);
    const worlds = page.worlds;
    run.steps.forEach((s, i) => {
      const next = data.steps[i + 1];
      const lastFrame = (next ? next.firstFrame : data.frames.length) - 1;
      expect(data.steps[i]!.lastFrame).to.equal(lastFrame);
      expect(hashJson(worlds[lastFrame]), `the world after step ${i + 1}`).to.equal(hashJson(worldJson(s.world)));
      expect(page.steps[i]!.events).to.deep.equal(s.events);
      expect(data.steps[i]!.eventCount).to.equal(s.events.length);
    });
    expect(
      page.steps[5]!.diff.some((l) => /^\/characters\/you\/body\/\w+\/hp: before 60 -> after \d+$/.test(l)),
    ).to.equal(true);
  });

  it("[VIEW-frames] a tick longer than 600 turns (the camp's 3 hours) keeps only the turns with events, and says so", () => {
    const data = scenarioView("camp");
    const long = data.steps.find((s) => s.action?.type === "tick")!;
    expect(long.turnAfter - long.turnBefore).to.be.greaterThan(EVERY_TURN_UP_TO);
    expect(long.note).to.contain("only the turns where something happened");
    const frames = data.frames.filter((f) => f.step === long.index);
    const eventTurns = new Set(unpackPage(data).steps[long.index]!.events.map((e) => e.turn));
    for (const f of frames) expect(eventTurns.has(f.turn) || f.turn === long.turnAfter).to.equal(true);
    const worlds = frameWorlds(data);
    const loaded = loadScenario(join(DEMO, "camp.json"));
    if (!loaded.ok) throw new Error("camp does not load");
    const run = runScenario(loaded.scenario, loaded.content);
    expect(hashJson(worlds.at(-1))).to.equal(hashJson(worldJson(run.steps.at(-1)!.world)));
  });

  it("[VIEW-looks] terrain, furniture and monsters draw as the content says; items and effects have names", () => {
    const arena = scenarioView("arena");
    expect(arena.looks.terrain["t_wall"]).to.deep.equal({ name: "wall", symbol: "#", color: "light_gray" });
    expect(arena.looks.terrain["t_floor"]).to.include({ symbol: ".", color: "cyan" });
    // Our hounds give no symbol or colour: the page falls back to a letter and the attitude.
    expect(arena.looks.monster["sim_scrap_hound"]).to.include({ name: "scrap hound", symbol: "", color: "" });
    expect(arena.looks.monster["sim_scrap_hound"]!.hp).to.be.greaterThan(0);
    expect(Object.keys(arena.looks.furniture)).to.deep.equal([]);
    const camp = scenarioView("camp");
    expect(camp.looks.furniture["f_fbc_bookshelf"]?.symbol).to.be.a("string").and.not.equal("");
    const examine = scenarioView("examine");
    expect(Object.keys(examine.looks.item).length).to.be.greaterThan(0);
  });

  it("[VIEW-recording] a recording is replayed now; the page keeps its seed and fingerprint and says the replay matches", () => {
    const file = join(RECORDINGS, "arena.recording.json");
    const built = viewOfRecording(file, { engineVersion: "0.1.0" });
    if (!built.ok) throw new Error(built.message);
    const recording = JSON.parse(readFileSync(file, "utf8")) as { seed: string; contentFingerprint: string };
    expect(built.data.meta).to.include({
      source: "recording",
      seed: recording.seed,
      contentFingerprint: recording.contentFingerprint,
    });
    expect(built.data.meta.check.join("\n")).to.contain("replay matches (6 step(s)");
    expect(built.data.meta.commands[0]).to.match(/^npx cdda-sim replay .*arena\.recording\.json$/);
    expect(built.data.meta.commands[1]).to.match(/^npx cdda-sim run .*scenarios\/demo\/arena\.json --seed arena-1$/);
  });

  it("[VIEW-recording] a recording whose content changed since shows the run as replayed, and where it diverges", () => {
    const dir = tempDir("cdda-sim-view-");
    cpSync(join(PROJECT_ROOT, "content"), join(dir, "content"), { recursive: true });
    cpSync(DEMO, join(dir, "scenarios", "demo"), { recursive: true });
    cpSync(RECORDINGS, join(dir, "scenarios", "recordings"), { recursive: true });
    const bestiary = join(dir, "content", "monsters", "bestiary.json");
    const monsters = JSON.parse(readFileSync(bestiary, "utf8")) as { id?: string; melee_dice_sides?: number }[];
    const hound = monsters.find((m) => m.id === "sim_scrap_hound")!;
    hound.melee_dice_sides = (hound.melee_dice_sides ?? 1) + 5;
    writeFileSync(bestiary, JSON.stringify(monsters));
    const built = viewOfRecording(join(dir, "scenarios", "recordings", "arena.recording.json"), {
      engineVersion: "0.1.0",
    });
    if (!built.ok) throw new Error(built.message);
    const check = built.data.meta.check.join("\n");
    expect(check).to.contain("warning: the content differs");
    expect(check).to.match(/replay diverges at step \d/);
  });

  it("[VIEW-selfcontained] the page inlines script, style and data, forbids fetching anything, and its data reads back", () => {
    const assets = readViewerAssets(join(PROJECT_ROOT, ASSET_DIR));
    if (!assets.ok) throw new Error(assets.message);
    const data = scenarioView("arena");
    const tricky: ViewData = {
      ...data,
      meta: { ...data.meta, description: "</script><script>alert(1)</script> & <b>" },
    };
    const html = viewerHtml(tricky, assets.assets);
    expect(html).to.contain(
      `content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:"`,
    );
    expect(html).not.to.match(/<(script|link|img|iframe)\b[^>]*\b(src|href)=/i);
    expect(html).not.to.match(/https?:\/\/(?!www\.w3\.org)/);
    expect(html.match(/<\/script>/g)).to.have.length(2);
    const json = /<script type="application\/json" id="cdda-sim-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? "null")).to.deep.equal(JSON.parse(JSON.stringify(tricky)));
  });

  it("[VIEW-selfcontained][G-9] the same input makes the same file, byte for byte (a page can be regenerated and compared)", () => {
    const assets = readViewerAssets(join(PROJECT_ROOT, ASSET_DIR));
    if (!assets.ok) throw new Error(assets.message);
    const file = join(RECORDINGS, "bestiary.recording.json");
    const page = (): string => {
      const built = viewOfRecording(file, { engineVersion: "0.1.0" });
      if (!built.ok) throw new Error(built.message);
      return viewerHtml(built.data, assets.assets);
    };
    expect(page()).to.equal(page());
  });

  describe("the command", () => {
    it("[VIEW-cli] --help says what it writes and how", () => {
      const r = cli(PROJECT_ROOT, "view", "--help");
      expect(r.code).to.equal(0);
      expect(r.stdout).to.contain("Usage: cdda-sim view [options] <recording.json | scenario.json> -o <page.html>");
      expect(cli(PROJECT_ROOT, "--help").stdout).to.contain("view <recording|scenario> -o <page.html>");
    });

    it("[VIEW-cli][E-0] usage errors exit 2 without a stack", () => {
      for (const args of [
        ["view"],
        ["view", "scenarios/demo/arena.json"],
        ["view", "a.json", "b.json", "-o", "x.html"],
        ["view", "scenarios/recordings/arena.recording.json", "--seed", "2", "-o", "x.html"],
        ["view", "--frobnicate"],
      ]) {
        const r = cli(PROJECT_ROOT, ...args);
        expect(r.code, args.join(" ")).to.equal(2);
        expect(r.stderr).to.contain('Run "cdda-sim view --help" for usage.');
        expect(r.stderr).not.to.contain("    at ");
      }
    });

    it("[VIEW-cli][E-0] a missing file, a file that is not JSON and a bad scenario are named, exit 2", () => {
      const dir = tempDir("cdda-sim-view-");
      writeFileSync(join(dir, "broken.json"), "{ not json");
      writeJson(dir, "odd.json", { name: "odd", steps: "none" });
      writeJson(dir, "old.json", { format: "cdda-sim-recording@0" });
      const missing = cli(dir, "view", "nothing.json", "-o", "x.html");
      expect(missing.code).to.equal(2);
      expect(missing.stderr).to.contain("nothing.json: no such file");
      const broken = cli(dir, "view", "broken.json", "-o", "x.html");
      expect(broken.code).to.equal(2);
      expect(broken.stderr).to.match(/broken\.json: not valid JSON at line 1/);
      const odd = cli(dir, "view", "odd.json", "-o", "x.html");
      expect(odd.code).to.equal(2);
      expect(odd.stderr).to.match(/odd\.json: \$\.\w+/);
      const old = cli(dir, "view", "old.json", "-o", "x.html");
      expect(old.code).to.equal(2);
      expect(old.stderr).to.contain('is a recording of format "cdda-sim-recording@0"');
      for (const r of [missing, broken, odd, old]) expect(r.stderr).not.to.contain("    at ");
    });

    it("[VIEW-cli] writes the page of a scenario and of a recording, creating the folder, and says where", () => {
      const dir = tempDir("cdda-sim-view-");
      const out = join(dir, "pages", "arena.html");
      const r = cli(PROJECT_ROOT, "view", join(DEMO, "arena.json"), "-o", out, "--seed", "other");
      expect(r.code, r.stderr).to.equal(0);
      expect(r.stdout).to.match(
        /^Wrote .*arena\.html: "arena", 6 step\(s\) in \d+ frame\(s\), \d+ KB\. Open it in a browser\.\n$/,
      );
      expect(readFileSync(out, "utf8")).to.contain('"seed":"other"');
      const rec = cli(PROJECT_ROOT, "view", join(RECORDINGS, "climbing.recording.json"), "-o", join(dir, "c.html"));
      expect(rec.code, rec.stderr).to.equal(0);
      expect(readFileSync(join(dir, "c.html"), "utf8")).to.contain("replay matches");
    });
  });
});
