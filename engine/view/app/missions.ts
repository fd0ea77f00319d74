/**
 * Camp runs: a button per completed mission, named by the mission's display name (its
 * `blueprint_name`, as the game's mission menu shows it), that shows the camp's map right after
 * it (the first frame at or after the turn the mission completed, within its step).
 */
import { esc } from "./dom.js";
import type { Timeline } from "./timeline.js";

export interface MissionMark {
  readonly mission: string;
  /** The display name (the mission id in recordings made before missions carried one). */
  readonly name: string;
  readonly camp: string;
  readonly frame: number;
}

export function campMissions(timeline: Timeline): MissionMark[] {
  const marks: MissionMark[] = [];
  timeline.steps.forEach((step, i) => {
    const [first, lastFrame] = timeline.stepRange(i);
    for (const e of step.events) {
      if (e.type !== "rule" || e.name !== "mission_completed") continue;
      let frame = first;
      while (frame < lastFrame && timeline.frames[frame]!.turn < e.turn) frame++;
      const mission = String(e.data["mission"] ?? "?");
      marks.push({ mission, name: String(e.data["name"] ?? mission), camp: String(e.data["camp"] ?? "?"), frame });
    }
  });
  return marks;
}

export function renderMissions(marks: readonly MissionMark[]): string {
  if (marks.length === 0) return "";
  const buttons = marks.map(
    (m) =>
      `<button data-frame="${m.frame}" data-mission="${esc(m.mission)}" title="The map of camp ${esc(m.camp)} after ${esc(m.mission)}">${esc(m.name)}</button>`,
  );
  return `<span class="label">Camp after each mission:</span> ${buttons.join(" ")}`;
}
