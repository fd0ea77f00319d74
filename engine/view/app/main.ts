/**
 * The viewer page: reads the run from the page, unpacks the frames' worlds a chunk at a time as
 * the slider reaches them (timeline.ts), lays out the map,
 * the controls, the event log and the side panel, and redraws them when the frame or the
 * selection changes. Everything is in the page; nothing is fetched.
 */
import type { World } from "../../world/types.js";
import type { SimEvent } from "../../sim/events.js";
import { DATA_ELEMENT, type StepView, type ViewData } from "../types.js";
import { creaturesOf } from "./creatures.js";
import { byId, esc } from "./dom.js";
import { renderFilter, renderLog } from "./events.js";
import { renderHeader } from "./header.js";
import { renderLegend, renderMap, type Selection } from "./map.js";
import { renderMissions } from "./missions.js";
import { renderCreaturePanel, renderTilePanel } from "./panel.js";
import { renderRoster } from "./roster.js";
import { renderDiff, renderStep } from "./step_panel.js";
import { buildTimeline, type Timeline, type Unpacked } from "./timeline.js";

const LAYOUT = `<header id="meta"></header>
<nav id="controls">
  <button data-act="first" title="First frame (Home)">|◀</button>
  <button data-act="prev-step" title="The world after the previous step (PageUp)">◀◀ step</button>
  <button data-act="prev-turn" title="Previous frame (←)">◀ turn</button>
  <button data-act="play" id="play" title="Play or pause (space)">▶ play</button>
  <button data-act="next-turn" title="Next frame (→)">turn ▶</button>
  <button data-act="next-step" title="The world after the next step (PageDown)">step ▶▶</button>
  <button data-act="last" title="Last frame (End)">▶|</button>
  <input type="range" id="frame-slider" min="0" value="0" aria-label="frame">
  <label>speed <select id="speed"><option value="1000">1/s</option><option value="400" selected>2.5/s</option><option value="150">7/s</option><option value="50">20/s</option></select></label>
  <div id="status"></div>
</nav>
<div id="missions"></div>
<main>
  <div class="left">
    <div id="map"></div>
    <section id="legend"></section>
    <section><h2>Creatures</h2><div id="roster"></div></section>
    <section id="log"><h2>Events of this step</h2><div id="filter"></div><div id="events"></div></section>
  </div>
  <aside class="right">
    <section><h2>Selected</h2><div id="panel"></div></section>
    <section><h2>This step</h2><div id="step"></div></section>
    <section><h2>What the step changed</h2><div id="diff"></div></section>
  </aside>
</main>`;

function readData(): ViewData {
  const text = byId(DATA_ELEMENT).textContent ?? "";
  return JSON.parse(text) as ViewData;
}

/** Characters as large as the map's width allows: big for a small pit, small for a camp. */
function cellSize(world: World, width: number): number {
  const tiles = Math.max(1, ...world.map.levels.map((l) => l.rows[0]?.length ?? 1));
  return Math.max(9, Math.min(28, Math.floor((width - 20) / (tiles * 1.15))));
}

/** Scrolls the log to the first event of the current turn (within the log only, not the page). */
function scrollToNow(log: HTMLElement): void {
  const list = log.querySelector<HTMLElement>("ol.events");
  const now = list?.querySelector<HTMLElement>(".event.now") ?? list?.querySelector<HTMLElement>(".event.later");
  if (list && now) list.scrollTop = now.offsetTop - 4;
  else if (list) list.scrollTop = list.scrollHeight;
}

/** Most events the log lists at once (a long tick's chunk can hold tens of thousands). */
const LOG_WINDOW = 1500;

/** The events of a step that the unpacked chunk holds, around the current turn when they are many. */
function logEvents(
  timeline: Timeline,
  chunk: Unpacked,
  chunkIndex: number,
  step: StepView,
  turn: number,
): { events: SimEvent[]; note: string } {
  const c = timeline.chunks[chunkIndex]!;
  const from = Math.max(step.firstFrame, c.first);
  const to = Math.min(step.lastFrame, c.first + c.count - 1);
  let events: SimEvent[] = [];
  for (let f = from; f <= to; f++) events = events.concat(chunk.events[f - c.first] ?? []);
  const notes: string[] = [];
  if (from > step.firstFrame || to < step.lastFrame)
    notes.push(
      `turns ${timeline.frames[from]!.turn}–${timeline.frames[to]!.turn} of this step (${step.eventCount} event(s) in all)`,
    );
  if (events.length > LOG_WINDOW) {
    let now = events.findIndex((e) => e.turn >= turn);
    if (now < 0) now = events.length;
    const start = Math.max(0, Math.min(now - LOG_WINDOW / 2, events.length - LOG_WINDOW));
    notes.push(`${LOG_WINDOW} of ${events.length} event(s) around turn ${turn}`);
    events = events.slice(start, start + LOG_WINDOW);
  }
  return { events, note: notes.length > 0 ? `Showing ${notes.join("; ")}.` : "" };
}

async function start(): Promise<void> {
  const data = readData();
  const timeline = buildTimeline(data);
  const first = await timeline.load(0);
  const last = timeline.frames.length - 1;
  const allTypes = data.eventTypes;
  const missions = data.missions;
  // The player is selected first (else the first character), so the panel has something to show.
  const initial = first.worlds[0]!;
  const characters = Object.values(initial.characters).sort((a, b) => (a.id < b.id ? -1 : 1));
  const firstCharacter = (characters.find((c) => c.isPlayer) ?? characters[0])?.id;
  const state: { frame: number; selection: Selection; hidden: Set<string>; timer?: number } = {
    frame: 0,
    selection: firstCharacter !== undefined ? { creature: firstCharacter } : {},
    hidden: new Set(),
  };

  const app = byId("app");
  app.innerHTML = LAYOUT;
  byId("meta").innerHTML = renderHeader(data.meta);
  byId("missions").innerHTML = renderMissions(missions);
  const slider = byId<HTMLInputElement>("frame-slider");
  slider.max = String(last);

  const stepOf = (frame: number): number => timeline.frames[frame]!.step;

  function render(): void {
    const frame = timeline.frames[state.frame]!;
    const step = frame.step >= 0 ? timeline.steps[frame.step] : undefined;
    const chunkIndex = timeline.chunkOf(state.frame);
    const diffChunk = step ? timeline.chunkOf(step.lastFrame) : chunkIndex;
    const here = timeline.ready(chunkIndex);
    const there = timeline.ready(diffChunk);
    slider.value = String(state.frame);
    if (!here || !there) {
      // Unpacked in the background; drawn when it is there (if the slider is still on it).
      document.body.dataset["loading"] = "true";
      byId("status").textContent = `Unpacking turn ${frame.turn}…`;
      Promise.all([timeline.load(chunkIndex), timeline.load(diffChunk)]).then(render, failed);
      return;
    }
    delete document.body.dataset["loading"];
    // While playing, the next chunk is unpacked ahead.
    const chunk = timeline.chunks[chunkIndex]!;
    if (
      state.timer !== undefined &&
      state.frame > chunk.first + chunk.count / 2 &&
      chunkIndex + 1 < timeline.chunks.length
    )
      void timeline.load(chunkIndex + 1);
    const w = here.worlds[state.frame - chunk.first]!;
    const creatures = creaturesOf(w, data.looks);
    document.body.dataset["frame"] = String(state.frame);
    document.body.dataset["step"] = String(frame.step);
    document.body.dataset["turn"] = String(frame.turn);
    const where = step ? `Step ${step.index + 1} of ${timeline.steps.length}: ${step.label}` : "Before the first step";
    byId("status").innerHTML = `${esc(where)} · <b>turn ${frame.turn}</b> · frame ${state.frame + 1} of ${last + 1}`;
    const map = byId("map");
    map.style.setProperty("--cell", `${cellSize(w, map.clientWidth)}px`);
    map.innerHTML = renderMap(w, data.looks, creatures, state.selection);
    // A camp's map is large and dense: its symbols get a legend.
    byId("legend").innerHTML = Object.keys(w.camps).length > 0 ? renderLegend(w, data.looks) : "";
    byId("roster").innerHTML = renderRoster(creatures, state.selection.creature);
    byId("filter").innerHTML = renderFilter(allTypes, state.hidden);
    const log = byId("events");
    const shown = step ? logEvents(timeline, here, chunkIndex, step, frame.turn) : { events: [], note: "" };
    log.innerHTML = `${shown.note ? `<p class="note">${esc(shown.note)}</p>` : ""}${renderLog(shown.events, frame.turn, state.hidden)}`;
    scrollToNow(log);
    byId("step").innerHTML = renderStep(step, timeline.steps.length);
    byId("diff").innerHTML = renderDiff(step, step ? (there.diffs[String(step.index)] ?? []) : []);
    const selected = creatures.find((c) => c.id === state.selection.creature);
    const at = state.selection.tile;
    const tile = at ? w.map.levels.find((l) => l.z === at.z)?.rows[at.y]?.[at.x] : undefined;
    byId("panel").innerHTML = selected
      ? renderCreaturePanel(selected, w, data.looks)
      : tile && at
        ? renderTilePanel(tile, at, data.looks)
        : `<p class="none">Click a creature or a tile on the map.</p>`;
    byId("play").textContent = state.timer !== undefined ? "❚❚ pause" : "▶ play";
    for (const b of document.querySelectorAll<HTMLButtonElement>("#missions button[data-frame]"))
      b.classList.toggle("current", Number(b.dataset["frame"]) === state.frame);
  }

  function go(frame: number): void {
    state.frame = Math.max(0, Math.min(last, frame));
    if (state.frame === last) stop();
    render();
  }

  function stop(): void {
    if (state.timer !== undefined) window.clearInterval(state.timer);
    delete state.timer;
  }

  function play(): void {
    if (state.timer !== undefined) {
      stop();
      render();
      return;
    }
    if (state.frame === last) state.frame = 0;
    const speed = Number(byId<HTMLSelectElement>("speed").value);
    state.timer = window.setInterval(() => go(state.frame + 1), speed);
    render();
  }

  /** The last frame of the step before (or after) the current frame's step: the world after it. */
  function stepFrame(delta: -1 | 1): number {
    const current = stepOf(state.frame);
    const range = current >= 0 ? timeline.stepRange(current) : ([0, 0] as const);
    if (delta === 1) {
      const next = current + 1;
      if (state.frame < range[1] && current >= 0) return range[1];
      return next < timeline.steps.length ? timeline.stepRange(next)[1] : last;
    }
    const previous = current - 1;
    return previous >= 0 ? timeline.stepRange(previous)[1] : 0;
  }

  const actions: { readonly [act: string]: () => void } = {
    first: () => go(0),
    last: () => go(last),
    "prev-turn": () => go(state.frame - 1),
    "next-turn": () => go(state.frame + 1),
    "prev-step": () => go(stepFrame(-1)),
    "next-step": () => go(stepFrame(1)),
    play,
  };

  byId("controls").addEventListener("click", (e) => {
    const act = (e.target as HTMLElement).closest<HTMLElement>("[data-act]")?.dataset["act"];
    if (act !== undefined) actions[act]?.();
  });
  slider.addEventListener("input", () => go(Number(slider.value)));
  byId("speed").addEventListener("change", () => {
    if (state.timer === undefined) return;
    stop();
    play();
  });
  byId("missions").addEventListener("click", (e) => {
    const frame = (e.target as HTMLElement).closest<HTMLElement>("[data-frame]")?.dataset["frame"];
    if (frame !== undefined) go(Number(frame));
  });
  byId("map").addEventListener("click", (e) => {
    const cell = (e.target as HTMLElement).closest<HTMLElement>(".cell");
    if (!cell) return;
    const creature = cell.dataset["creature"];
    state.selection =
      creature !== undefined
        ? { creature }
        : { tile: { x: Number(cell.dataset["x"]), y: Number(cell.dataset["y"]), z: Number(cell.dataset["z"]) } };
    render();
  });
  byId("roster").addEventListener("click", (e) => {
    const id = (e.target as HTMLElement).closest<HTMLElement>("[data-roster]")?.dataset["roster"];
    if (id === undefined) return;
    state.selection = { creature: id };
    render();
  });
  byId("filter").addEventListener("change", (e) => {
    const type = (e.target as HTMLInputElement).dataset["filterType"];
    if (type === undefined) return;
    if ((e.target as HTMLInputElement).checked) state.hidden.delete(type);
    else state.hidden.add(type);
    render();
  });
  document.addEventListener("keydown", (e) => {
    // Inputs keep their own keys (the slider's arrows move it already).
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
    const keys: { readonly [key: string]: () => void } = {
      ArrowLeft: actions["prev-turn"]!,
      ArrowRight: actions["next-turn"]!,
      PageUp: actions["prev-step"]!,
      PageDown: actions["next-step"]!,
      Home: actions["first"]!,
      End: actions["last"]!,
      " ": play,
    };
    const act = keys[e.key];
    if (!act) return;
    e.preventDefault();
    act();
  });

  render();
  // How long the page took to open, for people and for the browser test.
  document.body.dataset["openedMs"] = String(Math.round(performance.now()));
  document.body.dataset["ready"] = "true";
}

function failed(e: unknown): void {
  const app = document.getElementById("app");
  if (app) app.innerHTML = `<p class="error">This page could not show the run: ${esc(String(e))}</p>`;
  // The browser's console (and the browser spec) sees it too.
  setTimeout(() => {
    throw e;
  });
}

start().catch(failed);
