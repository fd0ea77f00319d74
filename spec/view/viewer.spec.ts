/**
 * The viewer in a real browser (issue 22): the demo recordings' pages, opened from files in
 * Debian's headless Chromium (spec/support/browser.ts; the spec fails, saying how to install it,
 * when the browser is missing). Screenshots for people go to out/screenshots/. IDs introduced here
 * (issue 22, "VIEW"; the page's data and the command are spec/view/page.spec.ts):
 *   VIEW-open       every demo page opens from a file with no error and no request beyond the
 *                   file, in under a second, and stays under 3 MB
 *   VIEW-slider     the slider and the play and step buttons move over steps and turns: in the
 *                   arena the hounds close in and the survivor's hit points fall
 *   VIEW-map        every level is drawn with the content's symbols, creatures on top; camp runs
 *                   show the camp's map after each mission
 *   VIEW-panel      clicking a creature shows its state (hit points, effects, grabs, inventory);
 *                   clicking a tile shows the tile; the step's state diff is beside it
 *   VIEW-log        the event log shows the current step's events and filters them by type
 *   VIEW-meta       the page shows the seed, the content fingerprint and the commands that re-run it
 *   VIEW-chunks     a long run's page (issue 36): its frames in compressed chunks, each unpacked
 *                   when the slider reaches it; any frame drawn is the run's world at that turn,
 *                   the log shows the step's events around it
 *   REAL-camp-legend  a camp's map has a legend of its symbols (the viewer's and `camp --walk`'s),
 *                   and the mission buttons carry the mission's display name (blueprint_name)
 */
import { expect } from "chai";
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import type { Page } from "playwright-core";
import { ASSET_DIR, readViewerAssets, viewerHtml } from "../../engine/view/html.js";
import { viewOfRecording, viewOfScenario } from "../../engine/view/sources.js";
import { unpackPage } from "../../engine/view/page_read.js";
import { loadScenario } from "../../engine/scenario/load.js";
import { runScenario } from "../../engine/scenario/run.js";
import { buildViewerApp } from "../../build/view_app.js";
import { type Browser, launchBrowser } from "../support/browser.js";
import { PROJECT_ROOT } from "../support/load.js";
import { tempDir } from "../support/files.js";

const DEMOS = ["arena", "bestiary", "camp", "climbing", "examine", "monsters"] as const;
const PAGES = join(PROJECT_ROOT, "out", "view-spec");
const SCREENSHOTS = join(PROJECT_ROOT, "out", "screenshots");

interface RosterRow {
  readonly id: string;
  readonly hp: number;
  readonly x: number;
  readonly y: number;
}

async function open(browser: Browser, name: string): Promise<{ page: Page; errors: string[]; openedMs: number }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.goto(pathToFileURL(join(PAGES, `${name}.html`)).href);
  await page.waitForSelector("body[data-ready=true]", { timeout: 10_000 });
  const openedMs = Number(await page.getAttribute("body", "data-opened-ms"));
  return { page, errors, openedMs };
}

async function slideTo(page: Page, frame: number): Promise<void> {
  await page.$eval(
    "#frame-slider",
    (el, value) => {
      const slider = el as HTMLInputElement;
      slider.value = String(value);
      slider.dispatchEvent(new Event("input", { bubbles: true }));
    },
    frame,
  );
}

async function body(page: Page, name: "frame" | "step" | "turn"): Promise<number> {
  return Number(await page.getAttribute("body", `data-${name}`));
}

async function roster(page: Page): Promise<Map<string, RosterRow>> {
  const rows = await page.$$eval("[data-roster]", (els) =>
    els.map((el) => {
      const d = (el as HTMLElement).dataset;
      return { id: d["roster"] ?? "", hp: Number(d["hp"]), x: Number(d["x"]), y: Number(d["y"]) };
    }),
  );
  return new Map(rows.map((r) => [r.id, r]));
}

function distance(a: RosterRow, b: RosterRow): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

describe("the viewer in a real browser", function () {
  this.timeout(60_000);
  let browser: Browser | undefined;
  const opened: { name: string; kb: number; ms: number }[] = [];

  before(async function () {
    this.timeout(120_000);
    buildViewerApp();
    const assets = readViewerAssets(join(PROJECT_ROOT, ASSET_DIR));
    if (!assets.ok) throw new Error(assets.message);
    mkdirSync(PAGES, { recursive: true });
    mkdirSync(SCREENSHOTS, { recursive: true });
    for (const name of DEMOS) {
      // Named as a person at the project's root would type it, so the page shows that path.
      const recording = relative(
        process.cwd(),
        join(PROJECT_ROOT, "scenarios", "recordings", `${name}.recording.json`),
      );
      const built = viewOfRecording(recording, { engineVersion: "0.1.0" });
      if (!built.ok) throw new Error(built.message);
      writeFileSync(join(PAGES, `${name}.html`), viewerHtml(built.data, assets.assets));
    }
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    if (opened.length > 0)
      writeFileSync(
        join(SCREENSHOTS, "open-times.txt"),
        `${opened.map((o) => `${o.name}: ${o.kb} KB, opened in ${o.ms} ms`).join("\n")}\n`,
      );
  });

  const the = (): Browser => {
    if (!browser) throw new Error("the browser did not start");
    return browser;
  };

  it("[VIEW-open] every demo recording's page opens from its file: no error, nothing fetched, under 1 s and 3 MB", async () => {
    for (const name of DEMOS) {
      const { page, errors, openedMs } = await open(the(), name);
      const bytes = statSync(join(PAGES, `${name}.html`)).size;
      opened.push({ name, kb: Math.round(bytes / 1024), ms: openedMs });
      expect(errors, name).to.deep.equal([]);
      expect(openedMs, `${name} opened in ${openedMs} ms`).to.be.lessThan(1000);
      expect(bytes, name).to.be.lessThan(3 * 1024 * 1024);
      expect(await page.locator("section.level").count(), name).to.be.greaterThan(0);
      await page.close();
    }
    expect(the().foreignRequests).to.deep.equal([]);
  });

  it("[VIEW-chunks] a 2,000-turn fight's page: compressed chunks, unpacked as the slider reaches them, each frame the run's world", async function () {
    this.timeout(300_000);
    const dir = tempDir("cdda-sim-long-view-");
    const file = join(dir, "long.json");
    const scenario = (turns: number) => ({
      name: "a long fight",
      seed: "long-view",
      content: [join(PROJECT_ROOT, "content", "base"), join(PROJECT_ROOT, "content", "monsters")],
      world: {
        levels: [{ z: 0, rows: ["#########", "#.......#", "#.......#", "#.......#", "#########"] }],
        characters: [{ id: "you", pos: [4, 2] }],
        monsters: [
          { id: "rex", type: "sim_scrap_hound", pos: [1, 1], attitude: "hostile" },
          { id: "fang", type: "sim_scrap_hound", pos: [7, 3], attitude: "hostile" },
        ],
      },
      steps: [
        { do: { type: "set", path: "/characters/you/body/torso/hp", value: 1e9 }, free: true },
        { do: { type: "set", path: "/characters/you/body/head/hp", value: 1e9 }, free: true },
        { tick: turns },
      ],
    });
    writeFileSync(file, JSON.stringify(scenario(2000)));
    const loaded = loadScenario(file);
    if (!loaded.ok) throw new Error("the long fight does not load");
    const built = viewOfScenario(file, loaded, { engineVersion: "test" });
    if (!built.ok) throw new Error(built.message);
    const data = built.data;
    expect(data.chunks.length).to.be.greaterThan(2);
    expect(data.chunks.every((c) => c.gzip !== undefined && c.data === undefined)).to.equal(true);
    const assets = readViewerAssets(join(PROJECT_ROOT, ASSET_DIR));
    if (!assets.ok) throw new Error(assets.message);
    writeFileSync(join(PAGES, "long.html"), viewerHtml(data, assets.assets));
    const { page, errors } = await open(the(), "long");
    // The survivor's hit points (summed over body parts) at a turn, from a run of the scenario up to it.
    const hpAt = (turn: number): number => {
      const upTo = join(dir, `upto_${turn}.json`);
      writeFileSync(upTo, JSON.stringify(scenario(turn - data.steps[2]!.turnBefore)));
      const l = loadScenario(upTo);
      if (!l.ok) throw new Error("does not load");
      const world = runScenario(l.scenario, l.content).steps.at(-1)!.world;
      return Object.values(world.characters["you"]!.body).reduce((sum, part) => sum + part.hp, 0);
    };
    const last = data.frames.length - 1;
    const unpacked = unpackPage(data);
    for (const frame of [last, Math.floor(last / 2), data.chunks[1]!.first, data.steps[2]!.firstFrame]) {
      await slideTo(page, frame);
      await page.waitForFunction(
        (f) => document.body.dataset["frame"] === String(f) && document.body.dataset["loading"] === undefined,
        frame,
        { timeout: 20_000 },
      );
      const turn = await body(page, "turn");
      expect(turn).to.equal(data.frames[frame]!.turn);
      expect((await roster(page)).get("you")!.hp, `frame ${frame}, turn ${turn}`).to.equal(hpAt(turn));
      // The log holds this turn's events, as the page's data has them (a long tick's frames are the turns with events).
      const now = unpacked.events[frame]!.filter((e) => e.turn === turn).length;
      expect(now, `frame ${frame}`).to.be.greaterThan(0);
      expect(await page.locator(`#events li.event[data-turn="${turn}"]`).count(), `frame ${frame}`).to.equal(now);
    }
    expect(errors).to.deep.equal([]);
    await shot(page, "long");
    await page.close();
  });

  it("[VIEW-slider][VIEW-map] the arena: the pit, the hounds closing in as the slider moves, the survivor's hit points falling", async () => {
    const { page } = await open(the(), "arena");
    const last = Number(await page.getAttribute("#frame-slider", "max"));
    expect(last).to.equal(39);
    // The pit: walls all round, floor inside, drawn with the content's symbols.
    const top = await page.$$eval('section.level[data-z="0"] .row:first-child .cell', (els) =>
      els.map((e) => e.textContent).join(""),
    );
    expect(top).to.equal("#########");
    expect(await page.getAttribute('.cell[data-x="2"][data-y="2"]', "title")).to.contain("floor");

    const start = await roster(page);
    const you0 = start.get("you")!;
    expect(you0.hp).to.equal(600);
    expect(distance(start.get("rex")!, you0)).to.equal(3);
    expect(distance(start.get("fang")!, you0)).to.equal(3);
    expect(await page.locator('.cell.creature[data-creature="rex"]').textContent()).to.equal("S");
    await shot(page, "arena-1-start");

    let hp = you0.hp;
    const hpSeen: number[] = [];
    for (let frame = 1; frame <= last; frame++) {
      await slideTo(page, frame);
      expect(await body(page, "frame")).to.equal(frame);
      const now = await roster(page);
      const you = now.get("you")!;
      expect(you.hp, `frame ${frame}`).to.be.at.most(hp);
      hp = you.hp;
      hpSeen.push(hp);
      if (frame === 2) {
        expect(distance(now.get("rex")!, you)).to.equal(1);
        expect(distance(now.get("fang")!, you)).to.equal(1);
        await shot(page, "arena-2-closed-in");
      }
      if (frame === 20) await shot(page, "arena-3-fighting");
    }
    expect(hp).to.be.lessThan(600);
    expect(new Set(hpSeen).size, "hit points fall over many frames").to.be.greaterThan(5);
    // The survivor is selected from the start: the panel shows the end of the recorded run, where
    // the two hounds have killed him (one dodge a turn: the second bite of a turn meets none), and
    // his body parts.
    expect(await page.textContent('#panel [data-field="status"]')).to.equal("dead");
    expect(await page.locator("#panel table.body tr").count()).to.be.greaterThan(5);
    await shot(page, "arena-4-end");
    await page.close();
  });

  it("[VIEW-slider] step and turn buttons, keys and play move over steps and the turns inside ticks", async () => {
    const { page } = await open(the(), "arena");
    const click = (act: string): Promise<void> => page.click(`button[data-act="${act}"]`);
    expect(await body(page, "step")).to.equal(-1);
    for (let i = 0; i < 5; i++) await click("next-step");
    // After step 5 ("the hounds close in", 5 turns): the world after it.
    expect(await body(page, "step")).to.equal(4);
    const turn = await body(page, "turn");
    expect(await page.textContent("#status")).to.contain("Step 5 of 6: the hounds close in");
    await click("next-turn");
    expect(await body(page, "step")).to.equal(5);
    expect(await body(page, "turn")).to.equal(turn + 1);
    await click("prev-step");
    expect(await body(page, "turn")).to.equal(turn);
    await page.keyboard.press("End");
    expect(await body(page, "frame")).to.equal(39);
    await page.keyboard.press("Home");
    expect(await body(page, "frame")).to.equal(0);
    await page.selectOption("#speed", "50");
    await click("play");
    await page.waitForFunction(() => Number(document.body.dataset["frame"]) >= 3, undefined, { timeout: 5000 });
    await click("play");
    const paused = await body(page, "frame");
    await page.waitForTimeout(200);
    expect(await body(page, "frame")).to.equal(paused);
    await page.close();
  });

  it("[VIEW-panel] clicking a monster shows its state; clicking a tile shows the tile; the step's diff is beside them", async () => {
    const { page } = await open(the(), "arena");
    await slideTo(page, 25);
    await page.click('.cell.creature[data-creature="rex"]');
    expect(await page.textContent('#panel [data-field="name"]')).to.equal("scrap hound");
    expect(await page.textContent("#panel h3 small")).to.contain("rex");
    expect(await page.textContent('#panel [data-field="status"]')).to.match(/^\d+\/40 hp$/);
    for (const section of ["hp", "mood", "cooldowns", "effects", "grabs"])
      expect(await page.locator(`#panel [data-section="${section}"]`).count(), section).to.equal(1);
    expect(await page.textContent('#panel [data-section="mood"]')).to.contain("target you");
    expect(await page.getAttribute('.cell[data-creature="rex"]', "class")).to.contain("selected");
    expect(await page.locator('#diff li:has-text("/characters/you/body/")').count()).to.be.greaterThan(0);
    await page.click('.cell[data-x="4"][data-y="3"]');
    expect(await page.textContent("#panel")).to.contain("terrain: grass");
    await page.click('[data-roster="you"]');
    expect(await page.textContent('#panel [data-section="inventory"]')).to.contain("carries nothing");
    expect(await page.textContent('#panel [data-section="effects"]')).to.match(/Rattled|no effects/);
    await page.close();
  });

  it("[VIEW-panel] a grab shows on both sides: the monster holds, the character is held (the monsters demo)", async () => {
    const { page } = await open(the(), "monsters");
    await slideTo(page, 10);
    await page.click('[data-roster="lurker"]');
    expect(await page.textContent('#panel [data-section="grabs"]')).to.contain("holds bob");
    await page.click('.cell.creature[data-creature="bob"]');
    expect(await page.textContent('#panel [data-section="grabs"]')).to.contain("held by lurker");
    expect(await page.locator('#panel [data-section="effects"] [data-effect="grabbed"]').count()).to.be.greaterThan(0);
    await shot(page, "monsters-grab");
    await page.close();
  });

  it("[VIEW-log] the event log shows the current step's events, now and later marked, and filters them by type", async () => {
    const { page } = await open(the(), "arena");
    await slideTo(page, 20);
    const turn = await body(page, "turn");
    const types = await page.$$eval("#events li.event", (els) => els.map((e) => (e as HTMLElement).dataset["type"]));
    expect(new Set(types)).to.include.members(["attack", "message", "damaged"]);
    const turns = await page.$$eval("#events li.event", (els) =>
      els.map((e) => Number((e as HTMLElement).dataset["turn"])),
    );
    expect(Math.min(...turns)).to.equal(8);
    // The log shows the whole step the slider is in: its events end where the recording's do (the
    // hounds' last step or effect running out, after the survivor's death).
    const recorded = JSON.parse(
      readFileSync(join(PROJECT_ROOT, "scenarios", "recordings", "arena.recording.json"), "utf8"),
    ) as {
      steps: { events: { type: string; who?: string; turn?: number }[] }[];
    };
    const first = Math.min(...turns);
    const shown = recorded.steps.find((s) => s.events.some((e) => e.turn === first));
    expect(shown, `a recorded step holds turn ${first}`).to.not.equal(undefined);
    expect(Math.max(...turns)).to.equal(Math.max(...(shown?.events ?? []).map((e) => e.turn ?? 0)));
    expect(await page.locator(`#events li.event.now[data-turn="${turn}"]`).count()).to.be.greaterThan(0);
    expect(await page.locator("#events li.event.later").count()).to.be.greaterThan(0);
    const all = types.length;
    const filterTypes = await page.$$eval("#filter input[data-filter-type]", (els) =>
      els.map((e) => (e as HTMLElement).dataset["filterType"] ?? ""),
    );
    expect(filterTypes).to.include.members(["attack", "moved", "damaged"]);
    for (const type of filterTypes)
      if (type !== "attack") await page.uncheck(`#filter input[data-filter-type="${type}"]`);
    const filtered = await page.$$eval("#events li.event", (els) => els.map((e) => (e as HTMLElement).dataset["type"]));
    expect(filtered.length).to.be.greaterThan(0).and.lessThan(all);
    expect(new Set(filtered)).to.deep.equal(new Set(["attack"]));
    expect(await page.textContent("#events .count")).to.equal(`${filtered.length} of ${all} event(s)`);
    // The filter holds when the step changes (to the survivor's first step north), and undoes.
    await slideTo(page, 2);
    expect(await page.locator('#events li.event:not([data-type="attack"])').count()).to.equal(0);
    await page.check('#filter input[data-filter-type="moved"]');
    expect(await page.locator('#events li.event[data-type="moved"]').count()).to.be.greaterThan(0);
    await shot(page, "arena-log-filtered");
    await page.close();
  });

  it("[VIEW-map][REAL-camp-legend] the camp: a button per completed mission, named by its display name, shows the camp's map right after it, with a legend", async () => {
    const { page } = await open(the(), "camp");
    const missions = await page.$$eval("#missions button[data-mission]", (els) =>
      els.map((e) => (e as HTMLElement).dataset["mission"]),
    );
    expect(missions).to.include.members(["faction_base_camp_1", "faction_base_camp_3", "faction_base_camp_15"]);
    expect(await page.textContent('#missions button[data-mission="faction_base_camp_3"]')).to.equal("bookshelves");
    const bookshelf = '.cell[data-x="17"][data-y="4"][data-z="0"]';
    await page.click('#missions button[data-mission="faction_base_camp_2"]');
    expect(await page.getAttribute(bookshelf, "title")).not.to.contain("bookshelf");
    await page.click('#missions button[data-mission="faction_base_camp_3"]');
    expect(await page.getAttribute(bookshelf, "title")).to.contain("bookshelf");
    expect(await page.textContent("#status")).to.contain("faction_base_camp_3");
    const legend = await page.$$eval("#legend li", (els) => els.map((e) => e.textContent ?? ""));
    expect(legend.some((l) => l.includes("bookshelf (furniture)"))).to.equal(true);
    expect(legend.some((l) => l.includes("canvas wall (furniture)"))).to.equal(true);
    expect(await page.locator("#events li.event", { hasText: "mission_completed" }).count()).to.equal(1);
    await shot(page, "camp-after-bookshelves");
    await page.close();
  });

  it("[VIEW-map] the climbing demo draws each of its three levels", async () => {
    const { page } = await open(the(), "climbing");
    expect(await page.$$eval("section.level", (els) => els.map((e) => (e as HTMLElement).dataset["z"]))).to.deep.equal([
      "0",
      "-1",
      "-2",
    ]);
    await page.keyboard.press("End");
    await shot(page, "climbing-end");
    await page.close();
  });

  it("[VIEW-meta] the page shows the seed, the content fingerprint and the commands that re-run it", async () => {
    const { page } = await open(the(), "arena");
    const recording = JSON.parse(
      readFileSync(join(PROJECT_ROOT, "scenarios", "recordings", "arena.recording.json"), "utf8"),
    ) as { seed: string; contentFingerprint: string };
    expect(await page.textContent('[data-field="seed"]')).to.equal(recording.seed);
    expect(await page.textContent('[data-field="fingerprint"]')).to.equal(recording.contentFingerprint);
    const commands = await page.$$eval("code.command", (els) => els.map((e) => e.textContent));
    expect(commands[0]).to.match(/^npx cdda-sim replay .*arena\.recording\.json$/);
    expect(commands[1]).to.match(/^npx cdda-sim run .*arena\.json --seed arena-1$/);
    expect(await page.textContent('[data-field="check"]')).to.contain("replay matches");
    await page.close();
  });
});
