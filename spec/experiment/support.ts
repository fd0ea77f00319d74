/** Writes a scenario and an experiment into a fresh temporary folder (content from the project). */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../support/load.js";
import { tempDir, writeJson } from "../support/files.js";

export function writeExperiment(scenario: unknown, experiment: unknown): { dir: string; file: string } {
  const dir = tempDir("cdda-sim-exp-");
  writeJson(dir, "scenario.json", scenario, 1);
  const file = join(dir, "experiment.json");
  writeFileSync(file, JSON.stringify({ scenario: "scenario.json", ...(experiment as object) }, null, 1));
  return { dir, file };
}

/** One play at the slot machine with exactly $10: outcomes follow the closed-form odds. */
export const ONE_PLAY = {
  name: "one play",
  content: [join(PROJECT_ROOT, "content", "base"), join(PROJECT_ROOT, "content", "examine")],
  seed: 1,
  world: {
    levels: [
      {
        z: 0,
        rows: ["#####", "#.$.#", "#####"],
        legend: { $: { terrain: "t_floor", furniture: "ex_f_slot_machine" } },
      },
    ],
    characters: [{ id: "you", pos: [1, 1], inventory: [{ id: "cash", count: 10 }] }],
  },
  steps: [{ do: { type: "examine", who: "you", pos: [2, 1], answers: { amount: 1 } } }],
};

export const SLOT_METRICS = [
  { name: "prize", type: "sum", event: "rule", where: { name: "slot_play" }, field: "/data/prize" },
  { name: "money back", type: "rate", event: "rule", where: { name: "slot_play", "/data/prize": 10 } },
  { name: "any win", type: "count", event: "rule", where: { name: "gambled", "/data/won": 0 } },
];
