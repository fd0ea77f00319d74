/**
 * `make bench`, replay and viewer part (issue 36): the standard arena (50 hounds on a 48x48 map,
 * as bench/arena.ts) for 10,000 turns in one tick, recorded; then `cdda-sim replay` and
 * `cdda-sim view` of that recording, each in its own process with its peak resident memory; the
 * page's size; and how long the page takes to open in headless Chromium (navigation to its first
 * drawing), when Chromium is there. Targets: a page under 10 MB that opens in under 2 s; replay
 * and view in memory bounded by a few worlds and the largest step, not by the recording's size.
 * BENCH_VIEW_TURNS changes the turns.
 */
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { measureCli, ROOT } from "./measure_cli.js";

const TURNS = Number(process.env["BENCH_VIEW_TURNS"] ?? 10_000);
const CHROMIUM = process.env["CDDA_SIM_CHROMIUM"] ?? "/usr/bin/chromium";
const SIZE = 48;
const dir = mkdtempSync(join(tmpdir(), "cdda-sim-view-bench-"));

function scenario(): string {
  const file = join(dir, "arena.json");
  const rows = [
    "#".repeat(SIZE),
    ...Array.from({ length: SIZE - 2 }, () => `#${".".repeat(SIZE - 2)}#`),
    "#".repeat(SIZE),
  ];
  writeFileSync(
    file,
    JSON.stringify({
      name: `the arena, ${TURNS} turns`,
      seed: "arena-bench",
      content: [join(ROOT, "content", "base"), join(ROOT, "content", "monsters")],
      world: {
        levels: [{ z: 0, rows }],
        characters: [{ id: "you", pos: [24, 2] }],
        monsters: Array.from({ length: 50 }, (_, i) => ({
          type: "sim_scrap_hound",
          id: `hound${String(i).padStart(2, "0")}`,
          pos: [2 + (i % 10) * 4, 10 + Math.floor(i / 10) * 7],
          attitude: "hostile",
        })),
      },
      steps: [
        { do: { type: "set", path: "/characters/you/body/torso/hp", value: 1e9 }, free: true },
        { do: { type: "set", path: "/characters/you/body/head/hp", value: 1e9 }, free: true },
        { tick: TURNS },
      ],
    }),
  );
  return file;
}

/** Milliseconds from navigation to the page's first drawing (its data-opened-ms), best of three. */
async function openMs(page: string): Promise<number | undefined> {
  if (!existsSync(CHROMIUM)) return undefined;
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 3; i++) {
      const tab = await browser.newPage();
      await tab.goto(pathToFileURL(page).href);
      await tab.waitForSelector("body[data-ready=true]", { timeout: 120_000 });
      best = Math.min(best, Number(await tab.getAttribute("body", "data-opened-ms")));
      await tab.close();
    }
    return best;
  } finally {
    await browser.close();
  }
}

process.stderr.write(`bench view: the arena, 50 hounds, ${TURNS} turns in one tick\n`);
const file = scenario();
const recording = join(dir, "arena.recording.json");
const page = join(dir, "arena.html");
const lines: string[] = [];
const rec = measureCli(["record", file, "-o", recording]);
const recMb = (statSync(recording, { throwIfNoEntry: false })?.size ?? 0) / 1e6;
lines.push(
  `view bench, record: ${(rec.ms / 1000).toFixed(1)} s   peak RSS ${rec.rssMb.toFixed(0)} MB   recording ${recMb.toFixed(0)} MB${rec.ok ? "" : "   FAILED"}`,
);
const rep = measureCli(["replay", recording]);
lines.push(
  `view bench, replay: ${(rep.ms / 1000).toFixed(1)} s   peak RSS ${rep.rssMb.toFixed(0)} MB${rep.ok ? "" : "   FAILED"}`,
);
const view = measureCli(["view", recording, "-o", page]);
const pageMb = (statSync(page, { throwIfNoEntry: false })?.size ?? 0) / 1e6;
lines.push(
  `view bench, view:   ${(view.ms / 1000).toFixed(1)} s   peak RSS ${view.rssMb.toFixed(0)} MB   page ${pageMb.toFixed(1)} MB (target < 10 MB: ${pageMb < 10 ? "OK" : "OVER TARGET"})${view.ok ? "" : "   FAILED"}`,
);
const opened = view.ok ? await openMs(page) : undefined;
lines.push(
  opened === undefined
    ? `view bench, open: not measured (no Chromium at ${CHROMIUM})`
    : `view bench, open in headless Chromium: ${opened} ms (target < 2000 ms: ${opened < 2000 ? "OK" : "OVER TARGET"})`,
);
rmSync(dir, { recursive: true, force: true });
process.stdout.write(`${lines.join("\n")}\n`);
