/**
 * The story of a run, for a person: each step with what happened turn by turn, the map where it
 * changed, and every expectation with its outcome.
 */
import type { Content } from "../content/load.js";
import type { SimEvent } from "../sim/events.js";
import { colorTagsToAnsi, stripColorTags } from "../scenario/color_tags.js";
import { type Drawing, drawLevel } from "../scenario/draw.js";
import { GlyphTable } from "../scenario/glyphs.js";
import { agree, count, plainValue, pluralNoun, tidyText, words } from "../scenario/grammar.js";
import { HUMAN_ANATOMY } from "../world/anatomy.js";
import type { RunObserver, RunSummary, StepOutcome, StepStart } from "../scenario/run.js";
import { castDraft } from "immer";
import { missionTable } from "./mission_table.js";
import { makeSim } from "../sim/context.js";
import { effectiveSpeed, sightRange } from "../mechanics/effects/status.js";
import { openDice } from "../world/rng.js";
import type { Effect, Point, World } from "../world/types.js";
import { monsterVision } from "../mechanics/senses/sight.js";

export interface StoryOptions {
  /** Only step headers and expectation results. */
  readonly quiet: boolean;
  /** Also every step of every creature and every attack roll. */
  readonly verbose: boolean;
  /** ANSI colours (a terminal): the game's colour tags and the map's colours; otherwise plain text. */
  readonly color?: boolean;
}

const where = (p: Point): string => `${p.x},${p.y},${p.z}`;

/**
 * What the story calls things the events name by id: items by their names (plural for a count
 * other than 1), body parts by theirs ("left leg"). Without content, ids made into words.
 */
export interface StoryNames {
  item(id: string, n: number): string;
  bodyPart(id: string): string;
}

const ANATOMY_NAMES = new Map(HUMAN_ANATOMY.map((b) => [b.id, b.name]));

export const PLAIN_NAMES: StoryNames = {
  item: (id, n) => (n === 1 ? words(id) : pluralNoun(words(id))),
  bodyPart: (id) => ANATOMY_NAMES.get(id) ?? words(id),
};

/** Names from the content: an item's `name` (and its plural), else as PLAIN_NAMES. */
export function contentNames(content: Content): StoryNames {
  return {
    item: (id, n) => {
      const item = content.item.get(id);
      if (!item) return PLAIN_NAMES.item(id, n);
      return n === 1 ? item.name : (item.namePlural ?? pluralNoun(item.name));
    },
    bodyPart: PLAIN_NAMES.bodyPart,
  };
}

/** A rule event's data in words, body parts and items by name. */
function ruleData(data: { readonly [key: string]: unknown }, names: StoryNames): string {
  return Object.entries(data)
    .map(([k, v]) => {
      const told =
        typeof v === "string" && /^(bodyPart|bodypart|body_part|part|bp)$/.test(k)
          ? names.bodyPart(v)
          : typeof v === "string" && /^(item|itemId)$/.test(k)
            ? names.item(v, 1)
            : v === true
              ? "yes"
              : v === false
                ? "no"
                : plainValue(v);
      return `${words(k)} ${told}`;
    })
    .join(", ");
}

/** A holder of items: a creature, or a tile told as such. */
const holder = (who: string | undefined, pos: Point | undefined): string =>
  who ?? (pos ? `the tile at ${where(pos)}` : "somewhere");

/** " from zed" when the damage has a source other than its victim. */
const from = (source: string | undefined, who: string): string =>
  source !== undefined && source !== who ? ` (from ${source})` : "";

/**
 * One line for an event, or undefined for events that a message already tells. Game text has its
 * articles and counts put right and its colour tags stripped, or made ANSI colours with `color`.
 */
export function describeEvent(
  e: SimEvent,
  verbose: boolean,
  color = false,
  names: StoryNames = PLAIN_NAMES,
): string | undefined {
  const on = (part: string | undefined): string => (part ? ` on the ${names.bodyPart(part)}` : "");
  switch (e.type) {
    case "message": {
      const text = tidyText(e.text);
      return color ? colorTagsToAnsi(text) : stripColorTags(text);
    }
    case "sound":
      return `sound at ${where(e.pos)}, volume ${e.volume}: ${stripColorTags(e.description)}`;
    case "debug":
      return `debug: ${e.text}`;
    case "runtime_error":
      return `runtime error: ${e.text}${e.rule ? ` [${e.rule}]` : ""}`;
    case "refused":
      return `refused (${e.action}): ${tidyText(e.reason)}`;
    case "moved":
      return verbose || e.how !== "walk"
        ? e.how === "walk"
          ? `${agree(e.who, "moves")} ${where(e.from)} -> ${where(e.to)}`
          : `${movedHow(e.who, e.how)} ${where(e.from)} -> ${where(e.to)}`
        : undefined;
    case "attack":
      return verbose
        ? `${e.attacker} ${e.attack} -> ${e.target}: ${e.outcome}${e.bodyPart ? ` (${names.bodyPart(e.bodyPart)})` : ""}, ${e.damage} damage`
        : undefined;
    // Every hit that hurts, whatever dealt it (bites, smashes, guns, spells, acid, falls).
    case "damaged":
      return `${agree(e.who, "takes")} ${e.amount} ${e.damageType} damage${on(e.bodyPart)}${from(e.source, e.who)}`;
    case "armor":
      return `${e.who === "you" ? "your" : `${e.who}'s`} ${names.item(e.item, 1)} stops ${e.stopped} ${e.damageType}${on(e.bodyPart)}`;
    case "died":
      return `${agree(e.who, "dies")} (${e.cause})`;
    case "effect_added":
      return `${agree(e.who, "gains")} ${e.effect}${on(e.bodyPart)} (intensity ${e.intensity}, ${count(e.duration, "turn")})`;
    case "effect_removed":
      return verbose || e.reason === "removed"
        ? `${agree(e.who, "loses")} ${e.effect}${on(e.bodyPart)} (${e.reason})`
        : undefined;
    case "effect_blocked":
      return verbose ? `${agree(e.who, "is")} not affected by ${e.effect} (${e.reason})` : undefined;
    case "spawned":
      return `${e.monster} appears at ${where(e.pos)} as ${e.who}`;
    case "tile_changed": {
      const parts: string[] = [];
      if (e.terrain) parts.push(`terrain ${e.terrain.from} -> ${e.terrain.to}`);
      if (e.furniture) parts.push(`furniture ${e.furniture.from ?? "none"} -> ${e.furniture.to ?? "none"}`);
      return `${where(e.pos)}: ${parts.join(", ")}`;
    }
    case "items_added":
    case "items_removed":
      return `${e.count} ${names.item(e.item, e.count)} ${e.type === "items_added" ? "added to" : "removed from"} ${holder(e.who, e.pos)}`;
    case "rule":
      // The mission list is a table, not one long line of JSON (issue 19 item 4).
      if (e.name === "camp_missions") return missionTable(e.data);
      if (e.name === "npc_decision") return npcDecisionLine(e.data);
      if (e.name.startsWith("activity_")) return activityLine(e.name, e.data);
      // A rule's data in words ("copbot warning: robot copbot, target dan"), not as JSON.
      return `${words(e.name)}${Object.keys(e.data).length ? `: ${ruleData(e.data, names)}` : ""}`;
  }
}

/** "you decide to pursue zed: zed is 3 tiles away" (or "bob decides ...") from an NPC's decision event. */
function npcDecisionLine(d: { readonly [key: string]: unknown }): string {
  const object =
    d["action"] === "wield" || d["action"] === "reload" ? d["item"] : d["action"] === "wait" ? undefined : d["target"];
  const target = typeof object === "string" ? ` ${object}` : "";
  const verb =
    d["action"] === "fire" || d["action"] === "aim"
      ? `${String(d["action"])} at`
      : d["action"] === "flee"
        ? "flee from"
        : String(d["action"]);
  return `${agree(String(d["who"]), "decides")} to ${verb}${target}: ${String(d["reason"])}`;
}

/** Why an activity stopped early, in words (engine/rules/examine/activity_turn.ts's reasons). */
const STOPPED_BY: { readonly [reason: string]: string } = {
  hurt: "hurt",
  spotted: "spotted",
  dangerously_close: "dangerously close:",
  moved_away: "no longer next to the work",
  changed: "the work is not there any more",
};

/** "you start to work: clear rubble (60 s)", "you stop working (clear rubble) after 14 turns: spotted z". */
function activityLine(name: string, d: { readonly [key: string]: unknown }): string {
  const who = String(d["who"]);
  const what = words(String(d["activity"]));
  const turns = typeof d["turns"] === "number" ? d["turns"] : 0;
  if (name === "activity_started") return `${agree(who, "starts")} to work: ${what} (${turns} s)`;
  if (name === "activity_done") return `${agree(who, "finishes")} the work (${what}) after ${count(turns, "turn")}`;
  const reason = String(d["reason"]);
  const by = typeof d["by"] === "string" ? ` ${d["by"]}` : "";
  const left = typeof d["movesLeft"] === "number" ? `; ${Math.ceil(d["movesLeft"] / 100)} s of work were left` : "";
  return `${agree(who, "stops")} working (${what}) after ${count(turns, "turn")}: ${STOPPED_BY[reason] ?? words(reason)}${by}${left}`;
}

/** Reasons that something else did to the creature: "you are thrown", not "you thrown". */
const DONE_TO = new Set(["thrown", "dragged", "pulled", "pushed"]);

/** How a creature was moved: most reasons are past tenses that read as they are ("you stumbled"); the stairs and the elevator take a verb. */
function movedHow(who: string, how: string): string {
  if (how === "stairs") return `${agree(who, "takes")} the stairs`;
  if (how === "elevator") return `${agree(who, "rides")} the elevator`;
  if (DONE_TO.has(how)) return `${agree(who, "is")} ${how}`;
  return `${who} ${how}`;
}

/**
 * Whether an event tells of the blow that killed `who`: the attack on it, a message about it or
 * about the blow's `attacker`, its damage, a rule event naming it (its corpse, the roll).
 */
function aboutCreature(e: SimEvent, who: string, attacker: string | undefined): boolean {
  if (e.type === "attack") return e.target === who;
  if (e.type === "message") return e.about === who || (attacker !== undefined && e.about === attacker);
  if (e.type === "damaged") return e.who === who;
  if (e.type === "rule") return Object.values(e.data).includes(who);
  return false;
}

/** Lines of a step's events, or none when the story is quiet. */
function eventLine(e: SimEvent, options: StoryOptions, names: StoryNames): string | undefined {
  if (options.quiet || e.type === "refused") return undefined;
  const line = describeEvent(e, options.verbose, options.color === true, names);
  return line === undefined ? undefined : `  turn ${e.turn}: ${line}`;
}

function stepHeader(index: number, label: string, from: number, to: number | undefined): string {
  const span =
    to === undefined
      ? `from turn ${from + 1}`
      : from === to || to === from + 1
        ? `turn ${to}`
        : `turns ${from + 1}-${to}`;
  return `Step ${index + 1}: ${label}  (${span})`;
}

/** Lines of at most this many characters for a map's legend. */
const LEGEND_WIDTH = 100;

/**
 * A map's rows, its creatures, and the legend of the characters not named before in this story
 * (the first map names every one; a later one only what is new on it).
 */
function mapLines(d: Drawing, glyphs: GlyphTable, indent: string, first: boolean): string[] {
  const out = d.rows.map((r) => `${indent}${r}`);
  if (d.key.length) out.push(`${indent}${d.key.join(", ")}`);
  const fresh = d.legend.filter((entry) => glyphs.firstTelling(entry));
  if (fresh.length === 0) return out;
  let line = `${indent}${first ? "legend" : "also on the map"}: `;
  for (const [i, entry] of fresh.entries()) {
    const piece = `${entry}${i < fresh.length - 1 ? "," : ""}`;
    if (line.length + piece.length > LEGEND_WIDTH && line.trim().endsWith(",")) {
      out.push(line.trimEnd());
      line = `${indent}  `;
    }
    line += `${piece} `;
  }
  out.push(line.trimEnd());
  return out;
}

/** What ends a step's story: refusal, status lines, changed maps, expectations. */
function stepEndLines(step: StepOutcome, content: Content, options: StoryOptions, glyphs: GlyphTable): string[] {
  const out: string[] = [];
  if (!options.quiet) {
    for (const line of statusLines(step.before, step.world, content)) out.push(`  ${line}`);
    for (const z of changedLevels(step.before, step.world)) {
      const d = drawLevel(step.world, content, z, { glyphs, color: options.color === true });
      if (!d) continue;
      out.push(`  map z=${z}:`, ...mapLines(d, glyphs, "    ", false));
    }
  }
  for (const r of step.expectations) out.push(`  ${r.passed ? "ok  " : "FAIL"} ${r.message}`);
  return out;
}

/** Lines of a step held back until it ends (its header names the turns it spanned); then streamed. */
const HELD_LINES = 2000;

/**
 * The story as a run streams: a step's lines are written when it ends, or, for a step that tells
 * more than a couple of thousand lines (a long tick), as they come under a header that names the
 * turn it started from. Call `finish` with the run's summary for the verdict.
 */
export class StoryWriter implements RunObserver {
  private held: string[] = [];
  private streaming = false;
  /** A death held back until the events of the blow that caused it are told. */
  private dying:
    | { readonly who: string; readonly turn: number; readonly line: string; readonly attacker?: string }
    | undefined;
  private current: StepStart | undefined;
  /** A kind keeps its map character for the whole story. */
  private readonly glyphs = new GlyphTable();
  private readonly names: StoryNames;

  constructor(
    private readonly content: Content,
    private readonly options: StoryOptions,
    private readonly write: (lines: readonly string[]) => void,
  ) {
    this.names = contentNames(content);
  }

  start(initial: World, seed: string, scenario?: { name: string; description: string }): void {
    const out: string[] = [];
    if (scenario) {
      out.push(`Scenario: ${scenario.name} (seed ${JSON.stringify(seed)})`);
      if (scenario.description) out.push(scenario.description);
    }
    if (!this.options.quiet) {
      for (const level of initial.map.levels) {
        const d = drawLevel(initial, this.content, level.z, {
          glyphs: this.glyphs,
          color: this.options.color === true,
        });
        if (!d) continue;
        out.push(`map z=${level.z} at the start:`, ...mapLines(d, this.glyphs, "  ", true));
      }
    }
    this.write(out);
  }

  stepStart(s: StepStart): void {
    this.current = s;
    this.held = [];
    this.streaming = false;
  }

  event(e: SimEvent): void {
    const line = eventLine(e, this.options, this.names);
    // The engine says a creature died as the damage lands, before the blow's own event and message;
    // the story tells the blow first, as the game prints it.
    const dying = this.dying;
    if (dying && !(e.turn === dying.turn && aboutCreature(e, dying.who, dying.attacker))) this.flushDeath();
    if (e.type === "died" && line !== undefined) {
      this.flushDeath();
      this.dying = { who: e.who, turn: e.turn, line };
      return;
    }
    // The blow's own message is about its attacker ("You critically hit the spider"); the attack
    // event itself is told only with --verbose.
    if (this.dying && e.type === "attack" && e.target === this.dying.who)
      this.dying = { ...this.dying, attacker: e.attacker };
    if (line !== undefined) this.tell(line);
  }

  private flushDeath(): void {
    const dying = this.dying;
    this.dying = undefined;
    if (dying) this.tell(dying.line);
  }

  private tell(line: string): void {
    if (this.streaming) {
      this.write([line]);
      return;
    }
    this.held.push(line);
    if (this.held.length >= HELD_LINES && this.current) {
      this.write([
        stepHeader(this.current.index, this.current.label, this.current.before.turn, undefined),
        ...this.held,
      ]);
      this.held = [];
      this.streaming = true;
    }
  }

  stepEnd(s: StepOutcome): void {
    this.flushDeath();
    const out = this.streaming ? [] : [stepHeader(s.index, s.label, s.before.turn, s.world.turn)];
    if (s.refused) out.push(`  REFUSED: ${tidyText(s.refused)}`);
    out.push(...this.held, ...stepEndLines(s, this.content, this.options, this.glyphs));
    this.held = [];
    this.current = undefined;
    this.write(out);
  }

  /** The verdict; a step the engine failed on is told with what was said before it. */
  finish(summary: RunSummary): void {
    this.flushDeath();
    const out: string[] = [];
    if (summary.error) {
      const e = summary.error;
      if (this.current && !this.streaming) out.push(stepHeader(e.step, e.label, this.current.before.turn, undefined));
      out.push(...this.held);
      out.push(
        `  ERROR: the engine failed on this step: ${e.message}`,
        "  (a state the engine cannot read, usually left by a `set` step before it; otherwise a bug:",
        "  please report it with the recording that `cdda-sim record` writes of this scenario)",
      );
      out.push(
        `The run stopped at step ${e.step + 1} of ${summary.scenario.steps.length}; the steps before it are told above.`,
      );
    }
    out.push(
      summary.failures.length === 0
        ? `All ${summary.expectations} expectation(s) met${summary.error ? " before the failed step" : ""}.`
        : `${summary.failures.length} of ${summary.expectations} expectation(s) FAILED:`,
    );
    for (const f of summary.failures) out.push(`  step ${f.step + 1}: ${f.message}`);
    this.write(out);
  }
}

function effectName(content: Content, e: Effect): string {
  const type = content.effect_type.get(e.id);
  const names = type?.names ?? [];
  const name = names[Math.min(e.intensity, names.length) - 1] || type?.name || e.id;
  const level = (type?.maxIntensity ?? 1) > 1 ? ` ${e.intensity}` : "";
  const part = e.bodyPart ? ` (${PLAIN_NAMES.bodyPart(e.bodyPart)})` : "";
  return `${name}${level}${part}`;
}

/**
 * A status line for each living creature whose effects (or blood) the step changed: its effects
 * by name and intensity, and what they make of it now (speed after effects, sight when cut).
 */
export function statusLines(before: World, after: World, content: Content): string[] {
  const out: string[] = [];
  // A reading context over the finished world: the status helpers only look.
  const sim = makeSim(castDraft(after), content, openDice(after.rng), []);
  const line = (id: string, effects: readonly Effect[], base: number, vision: number, extra: string[]): void => {
    const what = effects.map((e) => effectName(content, e));
    const speed = effectiveSpeed(sim, id, base);
    if (speed !== base) extra.push(`speed ${speed} of ${base}`);
    const sight = sightRange(sim, id, vision);
    if (sight !== vision) extra.push(`sees ${sight} tile${sight === 1 ? "" : "s"}`);
    out.push(
      `status ${id}: ${what.length > 0 ? what.join(", ") : "no effects"}${extra.length ? ` — ${extra.join(", ")}` : ""}`,
    );
  };
  for (const [id, c] of Object.entries(after.characters).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const old = before.characters[id];
    if (
      c.dead ||
      (old &&
        old.effects === c.effects &&
        old.blood === c.blood &&
        old.vitamins === c.vitamins &&
        old.sleepiness === c.sleepiness)
    )
      continue;
    const levels = [
      ...(c.blood !== undefined ? [`blood ${c.blood}`] : []),
      ...(c.sleepiness ? [`sleepiness ${c.sleepiness}`] : []),
      ...Object.keys(c.vitamins ?? {})
        .sort()
        .map((v) => `${v} ${c.vitamins?.[v]}`),
    ];
    line(id, c.effects, c.speed, Number.POSITIVE_INFINITY, levels);
  }
  for (const [id, m] of Object.entries(after.monsters).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const old = before.monsters[id];
    if (m.dead || (old ? old.effects === m.effects : m.effects.length === 0)) continue;
    const t = content.monster.get(m.type);
    line(id, m.effects, t?.speed ?? 100, monsterVision(t), []);
  }
  return out;
}

/** Levels whose tiles changed, or where a creature appeared, moved, left or died. */
export function changedLevels(before: World, after: World): number[] {
  const zs = new Set<number>();
  for (const level of after.map.levels) {
    const old = before.map.levels.find((l) => l.z === level.z);
    if (old !== level) zs.add(level.z);
  }
  const mark = (a: { pos: Point; dead?: boolean } | undefined, b: { pos: Point; dead?: boolean } | undefined): void => {
    if (a === b) return;
    if (a && b && a.pos.x === b.pos.x && a.pos.y === b.pos.y && a.pos.z === b.pos.z && a.dead === b.dead) return;
    if (a) zs.add(a.pos.z);
    if (b) zs.add(b.pos.z);
  };
  for (const id of new Set([...Object.keys(before.characters), ...Object.keys(after.characters)]))
    mark(before.characters[id], after.characters[id]);
  for (const id of new Set([...Object.keys(before.monsters), ...Object.keys(after.monsters)]))
    mark(before.monsters[id], after.monsters[id]);
  return [...zs].sort((a, b) => a - b);
}
