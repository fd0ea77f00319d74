/** Shared by the danger specs: a small sweep on our own content, with our own items as loadouts. */
import { tempDir as sharedTempDir, writeJson as writeSharedJson } from "../support/files.js";
import { join } from "node:path";
import type { SweepOptions } from "../../engine/experiment/danger/sweep.js";
import { ALL } from "../../engine/experiment/danger/select.js";
import { PROJECT_ROOT } from "../support/load.js";

export const OWN_CONTENT = ["base", "monsters", "fight"].map((d) => join(PROJECT_ROOT, "content", d));

/** Monsters of content/monsters that fight a survivor next to them when hostile. */
export const FIGHTERS = ["sim_scrap_hound", "sim_pouncer", "sim_pouncer_elder", "sim_ghoul"];

export const OWN_LOADOUTS = {
  loadouts: [
    { name: "bare", description: "no kit", character: {} },
    {
      name: "armoured",
      description: "a rebar club, a hide jacket, canvas trousers and a scrap helmet",
      character: { wielded: "sim_rebar_club", worn: ["sim_hide_jacket", "sim_canvas_trousers", "sim_scrap_helmet"] },
    },
  ],
};

export function tempDir(): string {
  return sharedTempDir("cdda-sim-danger-");
}

export function writeJson(dir: string, name: string, value: unknown): string {
  return writeSharedJson(dir, name, value, 1);
}

/** A small sweep on our content: the fighters, hostile, a few fights each. */
export function ownSweep(dir: string, over: Partial<SweepOptions> = {}): SweepOptions {
  return {
    content: OWN_CONTENT,
    loadouts: writeJson(dir, "loadouts.json", OWN_LOADOUTS),
    arena: "open",
    night: false,
    hostile: true,
    fights: 6,
    seed: "spec",
    turnLimit: 60,
    selection: { ...ALL, include: FIGHTERS },
    coreFolders: [],
    ...over,
  };
}
