/**
 * `cdda-sim run --json` as the run streams: the same document a whole run would give (scenario,
 * file, seed, steps with their events and expectations, failures, the final world), written a
 * step and an event at a time so that a long run never holds its events.
 */
import type { RunObserver, RunSummary, StepOutcome } from "../scenario/run.js";
import type { SimEvent } from "../sim/events.js";
import type { Scenario } from "../scenario/types.js";

export class JsonRunWriter implements RunObserver {
  private steps = 0;
  private eventsInStep = 0;
  /** A step was begun and not ended (the engine failed on it). */
  private open = false;

  constructor(
    private readonly scenario: Scenario,
    private readonly write: (text: string) => void,
  ) {}

  start(_initial: unknown, seed: string): void {
    const s = this.scenario;
    this.write(
      `{\n  "scenario": ${JSON.stringify(s.name)},\n  "file": ${JSON.stringify(s.file)},\n  "seed": ${JSON.stringify(seed)},\n  "steps": [`,
    );
  }

  stepStart(s: { index: number; label: string }): void {
    this.write(
      `${this.steps > 0 ? "," : ""}\n    {"index": ${s.index}, "label": ${JSON.stringify(s.label)}, "events": [`,
    );
    this.eventsInStep = 0;
    this.open = true;
  }

  event(e: SimEvent): void {
    this.write(`${this.eventsInStep > 0 ? "," : ""}\n      ${JSON.stringify(e)}`);
    this.eventsInStep++;
  }

  stepEnd(s: StepOutcome): void {
    const refused = s.refused !== undefined ? `, "refused": ${JSON.stringify(s.refused)}` : "";
    this.write(
      `${this.eventsInStep > 0 ? "\n    " : ""}]${refused}, "turn": ${s.world.turn}, "expectations": ${JSON.stringify(s.expectations)}}`,
    );
    this.steps++;
    this.open = false;
  }

  finish(summary: RunSummary): void {
    // The step the engine failed on keeps the events it told, and is closed as it stands.
    if (this.open) this.write(`${this.eventsInStep > 0 ? "\n    " : ""}], "failed": true}`);
    const error = summary.error ? `,\n  "error": ${JSON.stringify(summary.error)}` : "";
    this.write(
      `${this.steps > 0 || this.open ? "\n  " : ""}],\n  "failures": ${JSON.stringify(summary.failures)}${error},\n  "world": ${JSON.stringify(summary.final)}\n}\n`,
    );
    this.open = false;
  }
}
