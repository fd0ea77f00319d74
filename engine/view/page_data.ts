/**
 * The page's data from a run, built as the run streams (a RunObserver): each step's frames are
 * made when it ends (a tick run again turn by turn, engine/view/frames.ts), each frame's changes
 * since the one before and its events go into the open chunk, and a chunk that has grown past
 * CHUNK_BYTES is compressed and closed; the next chunk starts with a keyframe, the whole world of
 * its first frame. Only the open chunk and the compressed ones are held, so a page of ten thousand
 * turns is built in the memory of a few worlds, and it opens fast: the page unpacks a chunk only
 * when the slider reaches it.
 */
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Content } from "../content/load.js";
import { worldJson } from "../scenario/record.js";
import { type RunObserver, type StepOutcome, type StepStart, tellRun } from "../scenario/run.js";
import type { RunResult } from "../scenario/types.js";
import type { SimEvent } from "../sim/events.js";
import { diff, diffLines, type StateChange } from "../world/diff.js";
import { canonicalJson, hashJson } from "../world/hash.js";
import type { World } from "../world/types.js";
import { type Frame, tickTurnByTurn, turnsOf } from "./frames.js";
import { looksCollector } from "./looks.js";
import {
  type Chunk,
  type ChunkData,
  type FrameView,
  type MissionMark,
  type StepView,
  VIEW_FORMAT,
  type ViewData,
  type ViewMeta,
} from "./types.js";

/** Most lines of a step's state diff kept (a camp's map update changes hundreds of tiles). */
export const DIFF_LINES = 300;

/** A chunk is closed once its frames' changes and events pass this many bytes of JSON. */
export const CHUNK_BYTES = 400_000;

/** A page whose chunks together stay under this many bytes of JSON keeps them uncompressed. */
export const SMALL_PAGE = 1_000_000;

/** A step's events are kept (for a step shown as one frame) up to this many. */
const KEEP_EVENTS = 20_000;

interface OpenChunk {
  readonly first: number;
  readonly keyframe: World;
  changes: StateChange[][];
  events: SimEvent[][];
  diffs: Record<string, string[]>;
  bytes: number;
}

/** Where the builder stood at a step's start, to go back to when the step's turns do not check. */
interface Checkpoint {
  readonly chunks: number;
  readonly closedBytes: number;
  readonly open: OpenChunk | undefined;
  readonly frames: number;
  readonly changes: number;
  readonly bytes: number;
  readonly previous: World | undefined;
  readonly missions: number;
}

export class PageBuilder implements RunObserver {
  private readonly chunks: Chunk[] = [];
  /** The JSON bytes of the closed chunks; past SMALL_PAGE every chunk is compressed. */
  private closedBytes = 0;
  private open: OpenChunk | undefined;
  private readonly frames: FrameView[] = [];
  private readonly steps: StepView[] = [];
  private readonly missions: MissionMark[] = [];
  private readonly eventTypes = new Set<string>();
  private previous: World | undefined;
  private readonly looks;
  /** The step's events as the run told them: hashed, and kept up to KEEP_EVENTS. */
  private stepHash = createHash("sha256");
  private stepEvents: SimEvent[] | undefined = [];
  private stepEventCount = 0;

  constructor(private readonly content: Content) {
    this.looks = looksCollector(content);
  }

  start(initial: World): void {
    this.addFrame({ step: -1, turn: initial.turn, world: initial, events: [] });
  }

  stepStart(_s: StepStart): void {
    this.stepHash = createHash("sha256");
    this.stepEvents = [];
    this.stepEventCount = 0;
  }

  event(e: SimEvent): void {
    this.stepHash.update(canonicalJson(e));
    this.stepEventCount++;
    if (this.stepEvents && this.stepEvents.length < KEEP_EVENTS) this.stepEvents.push(e);
    else this.stepEvents = undefined;
  }

  stepEnd(s: StepOutcome): void {
    const firstFrame = this.frames.length;
    let note: string | undefined;
    const turns = turnsOf(s.action as { type: string; turns?: number } | undefined, s.refused);
    if (turns > 0) {
      const mark = this.checkpoint();
      const rerun = createHash("sha256");
      const last = tickTurnByTurn(
        s.index,
        s.before,
        turns,
        this.content,
        (f) => this.addFrame(f),
        (e) => rerun.update(canonicalJson(e)),
      );
      if (hashJson(last) !== hashJson(s.world) || rerun.digest("hex") !== this.stepHash.digest("hex")) {
        this.restore(mark);
        note = "this tick is shown as one frame: running it one turn at a time did not give the same world and events";
      } else if (turns > 600) {
        note = `a tick of ${turns} turns: only the turns where something happened are shown`;
      }
    }
    if (this.frames.length === firstFrame) {
      if (this.stepEvents === undefined && this.stepEventCount > 0)
        note = `${note ?? ""}${note ? "; " : ""}its ${this.stepEventCount} events are too many to keep on the page`;
      this.addFrame({ step: s.index, turn: s.world.turn, world: s.world, events: this.stepEvents ?? [] });
    }
    // The step's last frame is in the open chunk (a chunk closes only when a frame is added).
    const lines = diffLines(worldJson(s.before), worldJson(s.world), {
      before: "before",
      after: "after",
      limit: DIFF_LINES,
    });
    if (this.open) {
      this.open.diffs[String(s.index)] = lines;
      this.open.bytes += JSON.stringify(lines).length;
    }
    this.steps.push({
      index: s.index,
      label: s.label,
      ...(s.action !== undefined ? { action: s.action } : {}),
      ...(s.refused !== undefined ? { refused: s.refused } : {}),
      eventCount: this.stepEventCount,
      expectations: s.expectations.map((e) => ({ passed: e.passed, message: e.message })),
      turnBefore: s.before.turn,
      turnAfter: s.world.turn,
      firstFrame,
      lastFrame: this.frames.length - 1,
      ...(note !== undefined ? { note } : {}),
    });
  }

  /** The labels of the steps so far (to name a failed expectation's step). */
  labelOf(step: number): string | undefined {
    return this.steps[step]?.label;
  }

  /** The page's data, once the run is over. */
  finish(meta: ViewMeta): ViewData {
    this.close();
    return {
      format: VIEW_FORMAT,
      meta,
      looks: this.looks.looks,
      steps: this.steps,
      frames: this.frames,
      chunks: this.chunks,
      eventTypes: [...this.eventTypes].sort(),
      missions: this.missions,
    };
  }

  private addFrame(f: Frame): void {
    if (this.open && this.open.bytes > CHUNK_BYTES) this.close();
    const index = this.frames.length;
    this.frames.push({ step: f.step, turn: f.turn });
    this.looks.add(f.world);
    const events = [...f.events];
    for (const e of events) {
      this.eventTypes.add(e.type);
      if (e.type === "rule" && e.name === "mission_completed") {
        const mission = String(e.data["mission"] ?? "?");
        this.missions.push({
          mission,
          name: String(e.data["name"] ?? mission),
          camp: String(e.data["camp"] ?? "?"),
          frame: index,
        });
      }
    }
    if (!this.open) {
      this.open = { first: index, keyframe: f.world, changes: [[]], events: [events], diffs: {}, bytes: 0 };
    } else {
      const changes = diff(worldJson(this.previous as World), worldJson(f.world));
      this.open.changes.push(changes);
      this.open.events.push(events);
      this.open.bytes += JSON.stringify(changes).length + JSON.stringify(events).length;
    }
    this.previous = f.world;
  }

  private close(): void {
    const open = this.open;
    if (!open) return;
    const data: ChunkData = {
      keyframe: open.keyframe,
      changes: open.changes,
      events: open.events,
      diffs: open.diffs,
    };
    const text = JSON.stringify(data);
    this.closedBytes += text.length;
    const small = this.closedBytes <= SMALL_PAGE;
    if (!small)
      for (const [i, c] of this.chunks.entries())
        if (c.data) this.chunks[i] = { first: c.first, count: c.count, gzip: pack(JSON.stringify(c.data)) };
    this.chunks.push({ first: open.first, count: open.changes.length, ...(small ? { data } : { gzip: pack(text) }) });
    this.open = undefined;
  }

  private checkpoint(): Checkpoint {
    return {
      chunks: this.chunks.length,
      closedBytes: this.closedBytes,
      open: this.open,
      frames: this.frames.length,
      changes: this.open?.changes.length ?? 0,
      bytes: this.open?.bytes ?? 0,
      previous: this.previous,
      missions: this.missions.length,
    };
  }

  /** Back to a checkpoint: the frames added since (and the chunks they closed) are dropped. */
  private restore(c: Checkpoint): void {
    this.chunks.length = c.chunks;
    this.closedBytes = c.closedBytes;
    this.open = c.open;
    if (this.open) {
      this.open.changes.length = c.changes;
      this.open.events.length = c.changes;
      this.open.bytes = c.bytes;
    }
    this.frames.length = c.frames;
    this.previous = c.previous;
    this.missions.length = c.missions;
  }
}

function pack(json: string): string {
  return gzipSync(json, { level: 9 }).toString("base64");
}

/** The page's data of a run held in memory (short runs: the danger report's samples, tests). */
export function pageData(run: RunResult, content: Content, meta: ViewMeta): ViewData {
  const builder = new PageBuilder(content);
  tellRun(run, builder);
  return builder.finish(meta);
}
