/**
 * The event log of the current step: one line per event, for a person, with its turn; events of
 * the turn on the slider stand out and those still to come within the step are dimmed. Types can
 * be hidden with the filter above the log.
 */
import { stripColorTags } from "../../scenario/color_tags.js";
import { agree, count, tidyText } from "../../scenario/grammar.js";
import type { SimEvent } from "../../sim/events.js";
import type { Point } from "../../world/types.js";
import { esc, short } from "./dom.js";

function at(p: Point): string {
  return `${p.x},${p.y},${p.z}`;
}

/** An event as a line: the common kinds in words, any other as its fields. */
export function describeEvent(e: SimEvent): string {
  switch (e.type) {
    case "message":
      return stripColorTags(tidyText(e.text));
    case "attack":
      return `${e.attacker} → ${e.target}: ${e.attack}, ${e.outcome}${e.bodyPart !== undefined ? ` (${e.bodyPart})` : ""}${e.damage > 0 ? `, ${e.damage} damage` : ""}`;
    case "damaged":
      return `${e.who}: ${e.amount} ${e.damageType} damage${e.bodyPart !== undefined ? ` to the ${e.bodyPart}` : ""}${e.source !== undefined ? ` (from ${e.source})` : ""}`;
    case "moved":
      return `${e.who} ${e.how} ${at(e.from)} → ${at(e.to)}`;
    case "armor":
      return `${e.who}'s ${e.item} stops ${e.stopped} ${e.damageType} (${e.bodyPart})`;
    case "died":
      return `${agree(e.who, "dies")} (${e.cause})`;
    case "effect_added":
      return `${agree(e.who, "gains")} ${e.effect}${e.bodyPart !== undefined ? ` on the ${e.bodyPart}` : ""} (intensity ${e.intensity}, ${count(e.duration, "turn")})`;
    case "effect_removed":
      return `${agree(e.who, "loses")} ${e.effect}${e.bodyPart !== undefined ? ` on the ${e.bodyPart}` : ""} (${e.reason})`;
    case "refused":
      return `${e.action} refused: ${e.reason}`;
    case "effect_blocked":
      return `${agree(e.who, "does")} not get ${e.effect} (${e.reason})`;
    case "sound":
      return `${e.description} (volume ${e.volume} at ${at(e.pos)}${e.source !== undefined ? `, from ${e.source}` : ""})`;
    case "spawned":
      return `${e.who} appears: ${e.monster} at ${at(e.pos)}`;
    case "tile_changed": {
      const parts = [
        e.terrain ? `terrain ${e.terrain.from} → ${e.terrain.to}` : "",
        e.furniture ? `furniture ${e.furniture.from ?? "none"} → ${e.furniture.to ?? "none"}` : "",
      ].filter((p) => p !== "");
      return `${at(e.pos)}: ${parts.join(", ")}`;
    }
    case "items_added":
    case "items_removed":
      return `${e.type === "items_added" ? "+" : "−"}${e.count} ${e.item} ${e.who !== undefined ? `(${e.who})` : e.pos ? `at ${at(e.pos)}` : ""}`;
    case "debug":
    case "runtime_error":
      return e.text;
    case "rule":
      return `${e.name} ${short(e.data, 120)}`;
    default:
      // Every engine event has its line above; an event this page does not know shows as data.
      return short(e as unknown, 140);
  }
}

export function renderFilter(types: readonly string[], hidden: ReadonlySet<string>): string {
  return types
    .map(
      (t) =>
        `<label><input type="checkbox" data-filter-type="${esc(t)}"${hidden.has(t) ? "" : " checked"}> ${esc(t)}</label>`,
    )
    .join("");
}

export function renderLog(events: readonly SimEvent[], turn: number, hidden: ReadonlySet<string>): string {
  const shown = events.filter((e) => !hidden.has(e.type));
  if (shown.length === 0)
    return `<p class="none">${events.length === 0 ? "No events in this step." : "Every event of this step is filtered out."}</p>`;
  const rows = shown.map((e) => {
    const when = e.turn === turn ? " now" : e.turn > turn ? " later" : "";
    return `<li class="event${when}" data-type="${esc(e.type)}" data-turn="${e.turn}" title="${esc(JSON.stringify(e))}"><span class="turn">${e.turn}</span><span class="type">${esc(e.type)}</span><span class="text">${esc(describeEvent(e))}</span></li>`;
  });
  const count =
    shown.length === events.length ? `${events.length} event(s)` : `${shown.length} of ${events.length} event(s)`;
  return `<p class="count">${count}</p><ol class="events">${rows.join("")}</ol>`;
}
