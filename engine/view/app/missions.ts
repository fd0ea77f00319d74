/**
 * Camp runs: a button per completed mission, named by the mission's display name (its
 * `blueprint_name`, as the game's mission menu shows it), that shows the camp's map right after
 * it (the frame the page builder marked: the first at or after the turn the mission completed).
 */
import type { MissionMark } from "../types.js";
import { esc } from "./dom.js";

export function renderMissions(marks: readonly MissionMark[]): string {
  if (marks.length === 0) return "";
  const buttons = marks.map(
    (m) =>
      `<button data-frame="${m.frame}" data-mission="${esc(m.mission)}" title="The map of camp ${esc(m.camp)} after ${esc(m.mission)}">${esc(m.name)}</button>`,
  );
  return `<span class="label">Camp after each mission:</span> ${buttons.join(" ")}`;
}
