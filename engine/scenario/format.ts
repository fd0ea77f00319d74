/**
 * Scenario files decoded with io-ts into `Scenario` (engine/scenario/types.ts). Objects are strict:
 * a member the format does not know is an error (a typo such as "expcet" would otherwise silently
 * check nothing); `//`-prefixed members are comments. Every problem names the file and the JSON
 * path of the offending member, and decoding collects them all. The format is documented for
 * people in docs/scenarios.md.
 */
import { type FileProblem, formatFileProblem } from "../content/problems.js";
import * as t from "io-ts";
import { describe } from "../content/values/duration.js";
import { isLeft } from "fp-ts/lib/Either.js";
import { basename, extname } from "node:path";
import { decodeAt } from "../content/codec/decode.js";
import {
  integer,
  intInRange,
  mass,
  nonNegativeInteger,
  positiveInteger,
  withDefault,
} from "../content/codec/common.js";
import { define, mapDecoded, strictObject } from "../content/codec/kit.js";
import { isJsonObject, type JsonObject } from "../content/json/types.js";
import { ACTION_TYPES, actionKind, decodeAction, type Action } from "../step/actions/index.js";
import { json, point, RESERVED_KEYS } from "../sim/codecs.js";
import type { EventType } from "../sim/events.js";
import { parsePointer } from "../world/pointer.js";
import { pointerProblem } from "../world/shape.js";
import type { Effect, ItemStack, Json, Settings } from "../world/types.js";
import type {
  CharacterSpec,
  Comparison,
  EndedExpectation,
  EventExpectation,
  Expectation,
  LevelSpec,
  MonsterSpec,
  Scenario,
  ScenarioStep,
  StateExpectation,
  TileSpec,
  WorldSetup,
} from "./types.js";
import { didYouMean } from "../content/catalogue/suggest.js";
import { isRuleName, RULE_EVENTS, RULE_NAMES } from "../sim/rule_events.js";

/** A problem with a scenario file: `scenarios/x.json: $.world.levels[0].rows[2]: row is 6 wide, expected 5`. */
export type ScenarioProblem = FileProblem;

export const formatScenarioProblem: (p: ScenarioProblem) => string = formatFileProblem;

export type ScenarioDecode =
  | { readonly ok: true; readonly scenario: Scenario }
  | { readonly ok: false; readonly problems: readonly ScenarioProblem[] };

/**
 * Every event type, so that an expectation naming a misspelt type is an error rather than a check
 * that silently counts nothing. The mapped type makes the compiler insist on every member of the
 * event union: a new event type must be added here.
 */
const EVENT_TYPES: { readonly [T in EventType]: true } = {
  message: true,
  sound: true,
  debug: true,
  runtime_error: true,
  refused: true,
  moved: true,
  attack: true,
  damaged: true,
  armor: true,
  died: true,
  effect_added: true,
  effect_removed: true,
  effect_blocked: true,
  spawned: true,
  tile_changed: true,
  items_added: true,
  items_removed: true,
  rule: true,
};
export const KNOWN_EVENT_TYPES: readonly string[] = Object.keys(EVENT_TYPES).sort();

/** Keys that would reach an object's prototype if used as ids or member names. */

const isComment = (key: string): boolean => key.startsWith("//");
const has = (o: JsonObject, key: string): boolean => Object.hasOwn(o, key) && o[key] !== undefined;

const show = (value: unknown): string => describe(value);

function fail<A>(value: unknown, c: t.Context, message: string): t.Validation<A> {
  return t.failure(value, c, message);
}

/** `{name: value}` with names that are safe object keys. */
function dictionary<A>(
  name: string,
  codec: t.Type<A, unknown, unknown>,
): t.Type<{ readonly [key: string]: A }, unknown, unknown> {
  return new t.Type<{ readonly [key: string]: A }, unknown, unknown>(
    name,
    (u): u is { readonly [key: string]: A } => isJsonObject(u),
    (u, c) => {
      if (!isJsonObject(u)) return fail(u, c, `expected ${name}, got ${show(u)}`);
      const errors: t.ValidationError[] = [];
      const out: Record<string, A> = {};
      for (const key of Object.keys(u)) {
        if (isComment(key)) continue;
        const ctx = t.appendContext(c, key, codec, u[key]);
        if (RESERVED_KEYS.has(key)) {
          errors.push({ value: u[key], context: ctx, message: `${JSON.stringify(key)} cannot be used as a name` });
          continue;
        }
        const r = codec.validate(u[key], ctx);
        if (isLeft(r)) errors.push(...r.left);
        else define(out, key, r.right);
      }
      return errors.length > 0 ? t.failures(errors) : t.success(out);
    },
    t.identity,
  );
}

/** Views a decoder of a narrower (mutable) shape as one of the contract's readonly type. */
function viewAs<T>(): <X extends T>(codec: t.Type<X, unknown, unknown>) => t.Type<T, unknown, unknown> {
  return (codec) =>
    new t.Type<T, unknown, unknown>(
      codec.name,
      (u): u is T => codec.is(u),
      (u, c) => codec.validate(u, c),
      t.identity,
    );
}

function nonEmptyArray<A>(codec: t.Type<A, unknown, unknown>, what: string): t.Type<readonly A[], unknown, unknown> {
  const list = t.array(codec);
  return new t.Type<readonly A[], unknown, unknown>(
    `list of ${what}`,
    (u): u is readonly A[] => Array.isArray(u),
    (u, c) => (Array.isArray(u) && u.length === 0 ? fail(u, c, `needs at least one ${what}`) : list.validate(u, c)),
    t.identity,
  );
}

const id = new t.Type<string, string, unknown>(
  "id (a non-empty string)",
  (u): u is string => typeof u === "string" && u.length > 0,
  (u, c) => {
    if (typeof u !== "string" || u.length === 0)
      return fail(u, c, `expected an id (a non-empty string), got ${show(u)}`);
    if (RESERVED_KEYS.has(u)) return fail(u, c, `${JSON.stringify(u)} cannot be used as an id`);
    return t.success(u);
  },
  t.identity,
);

const nonNegativeNumber = new t.Type<number, number, unknown>(
  "number >= 0",
  (u): u is number => typeof u === "number" && Number.isFinite(u) && u >= 0,
  (u, c) =>
    typeof u === "number" && Number.isFinite(u) && u >= 0
      ? t.success(u)
      : fail(u, c, `expected a number >= 0, got ${show(u)}`),
  t.identity,
);

const finite = new t.Type<number, number, unknown>(
  "number",
  (u): u is number => typeof u === "number" && Number.isFinite(u),
  (u, c) =>
    typeof u === "number" && Number.isFinite(u) ? t.success(u) : fail(u, c, `expected a number, got ${show(u)}`),
  t.identity,
);

/** A run's seed: text, or a number read as its text (experiment files take the same). */
export const seedCodec = new t.Type<string, string, unknown>(
  "seed (a string or a number)",
  (u): u is string => typeof u === "string",
  (u, c) =>
    typeof u === "string"
      ? t.success(u)
      : typeof u === "number" && Number.isFinite(u)
        ? t.success(String(u))
        : fail(u, c, `expected a seed (a string or a number), got ${show(u)}`),
  t.identity,
);

const attitude = t.keyof({ hostile: null, neutral: null, friendly: null }, "attitude (hostile, neutral, friendly)");

const itemStack: t.Type<ItemStack, unknown, unknown> = new t.Type<ItemStack, unknown, unknown>(
  "item ({id, count})",
  (u): u is ItemStack => isJsonObject(u),
  (u, c): t.Validation<ItemStack> =>
    strictObject(
      "an item ({id, count})",
      { id, count: withDefault(positiveInteger, 1) },
      {
        charges: nonNegativeInteger,
        flags: t.array(t.string),
        vars: dictionary("variables", json),
        components: t.array(t.recursion<ItemStack, unknown, unknown>("item", () => itemStack)),
        recipeCharges: positiveInteger,
        contents: t.array(t.recursion<ItemStack, unknown, unknown>("item", () => itemStack)),
      },
    ).validate(typeof u === "string" ? { id: u } : u, c),
  t.identity,
);

/**
 * An effect; without a duration it is permanent. Written for a creature or a legend; the world
 * stores intensity and duration always.
 */
const effect = mapDecoded(
  "effect",
  strictObject(
    "an effect ({id, intensity, duration})",
    { id, intensity: withDefault(positiveInteger, 1) },
    { bodyPart: t.string, duration: positiveInteger, permanent: t.boolean, source: t.string },
  ),
  (e, c, u): t.Validation<Effect> => {
    if (e.permanent === false && e.duration === undefined) {
      return fail(u, c, 'an effect that is not permanent needs a "duration" (turns)');
    }
    const permanent = e.permanent ?? e.duration === undefined;
    return t.success({
      id: e.id,
      ...(e.bodyPart !== undefined ? { bodyPart: e.bodyPart } : {}),
      intensity: e.intensity,
      duration: e.duration ?? 0,
      ...(permanent ? { permanent: true } : {}),
      ...(e.source !== undefined ? { source: e.source } : {}),
    });
  },
);

const field = strictObject(
  "a field ({id, intensity, duration})",
  { id, intensity: withDefault(positiveInteger, 1) },
  { duration: positiveInteger },
);

/** A legend entry: a tile description, or just a terrain id. */
const tileSpec = new t.Type<TileSpec, unknown, unknown>(
  "tile ({terrain, furniture, items, ...} or a terrain id)",
  (u): u is TileSpec => isJsonObject(u),
  (u, c) =>
    strictObject(
      "a tile ({terrain, furniture, items, ...})",
      { terrain: id },
      {
        furniture: id,
        items: t.array(itemStack),
        vehicle: id,
        trap: id,
        fields: t.array(field),
        state: dictionary("tile state", json),
      },
    ).validate(typeof u === "string" ? { terrain: u } : u, c),
  t.identity,
);

const levelSpec = viewAs<LevelSpec>()(
  strictObject(
    "a level ({z, rows, legend})",
    {
      z: withDefault(integer, 0),
      rows: nonEmptyArray(t.string, "row"),
      legend: withDefault(dictionary("legend", tileSpec), {}),
    },
    {},
  ),
);

const stats = strictObject(
  "stats ({str, dex, int, per})",
  {},
  { str: nonNegativeInteger, dex: nonNegativeInteger, int: nonNegativeInteger, per: nonNegativeInteger },
);

const characterSpec = viewAs<CharacterSpec>()(
  strictObject(
    "a character",
    { id, pos: point },
    {
      name: t.string,
      isPlayer: t.boolean,
      faction: t.keyof({ player: null, follower: null, other: null }, "faction (player, follower, other)"),
      stats,
      skills: dictionary("skills", nonNegativeInteger),
      proficiencies: t.array(t.string),
      hp: dictionary("hit points per body part", nonNegativeInteger),
      effects: t.array(effect),
      inventory: t.array(itemStack),
      wielded: itemStack,
      worn: t.array(itemStack),
      loadout: t.array(itemStack),
      traits: t.array(id),
      flags: t.array(t.string),
      kcal: nonNegativeInteger,
      thirst: integer,
      pain: nonNegativeInteger,
      stamina: nonNegativeInteger,
      staminaMax: positiveInteger,
      cardio: positiveInteger,
      moveMode: t.string,
      wetness: dictionary("wetness per body part", nonNegativeNumber),
      carriedWeight: mass,
      carryCapacity: mass,
      speed: positiveInteger,
      ai: t.keyof({ npc: null }, 'ai ("npc"; leave it out for a scripted character)'),
      personality: strictObject(
        "personality ({aggression, bravery})",
        {},
        { aggression: intInRange(-10, 10), bravery: intInRange(-10, 10) },
      ),
    },
  ),
);

const monsterSpec = viewAs<MonsterSpec>()(
  strictObject(
    "a monster",
    { type: id, pos: point },
    {
      id,
      attitude,
      hp: positiveInteger,
      effects: t.array(effect),
      cooldowns: dictionary("cooldowns per attack", nonNegativeInteger),
      ammo: dictionary("ammo per item", nonNegativeInteger),
    },
  ),
);

const hourOfDay = intInRange(0, 23);

const settings = viewAs<Partial<Settings>>()(
  strictObject("settings", {}, { trigdist: t.boolean, startDay: nonNegativeInteger, startHour: hourOfDay }),
);

const worldSetup = viewAs<WorldSetup>()(
  strictObject(
    "a world ({levels, characters, monsters, ...})",
    {
      levels: nonEmptyArray(levelSpec, "level"),
      characters: withDefault(t.array(characterSpec), []),
      monsters: withDefault(t.array(monsterSpec), []),
    },
    { settings, camps: dictionary("camps", json), vars: dictionary("variables", json) },
  ),
);

const STATE_OPS = ["equals", "notEquals", "includes", "lt", "lte", "gt", "gte", "exists"] as const;
const COUNT_OPS = ["equals", "notEquals", "lt", "lte", "gt", "gte"] as const;
type CountOp = (typeof COUNT_OPS)[number];

function comparisonOf(op: (typeof STATE_OPS)[number], value: unknown): Comparison {
  switch (op) {
    case "equals":
    case "notEquals":
    case "includes":
      return { op, value: value as Json };
    case "exists":
      return { op, value: value as boolean };
    default:
      return { op, value: value as number };
  }
}

const stateExpectation = mapDecoded(
  "a state expectation",
  strictObject(
    "a state expectation",
    { state: t.string },
    {
      equals: json,
      notEquals: json,
      includes: json,
      lt: finite,
      lte: finite,
      gt: finite,
      gte: finite,
      exists: t.boolean,
      note: t.string,
    },
  ),
  (e, c, u): t.Validation<StateExpectation> => {
    if (parsePointer(e.state) === undefined) {
      return fail(
        e.state,
        t.appendContext(c, "state", t.string, e.state),
        `a state path is a JSON pointer starting with "/" (e.g. "/characters/you/pain"), got ${show(e.state)}`,
      );
    }
    // A misspelt member would read as absent: `exists: false` would pass and every other test fail
    // with "found undefined". The world's documented shape (engine/world/shape.ts) says so first.
    const nowhere = pointerProblem(parsePointer(e.state) ?? []);
    if (nowhere)
      return fail(
        e.state,
        t.appendContext(c, "state", t.string, e.state),
        `${show(e.state)} addresses nothing: ${nowhere}`,
      );
    const comparisons = STATE_OPS.filter((op) => e[op] !== undefined).map((op) => comparisonOf(op, e[op]));
    if (comparisons.length === 0)
      return fail(u, c, `a state expectation needs at least one of ${STATE_OPS.join(", ")}`);
    return t.success({ kind: "state", path: e.state, comparisons, ...(e.note !== undefined ? { note: e.note } : {}) });
  },
);

const eventType = new t.Type<string, string, unknown>(
  "event type",
  (u): u is string => typeof u === "string",
  (u, c) =>
    typeof u === "string" && Object.hasOwn(EVENT_TYPES, u)
      ? t.success(u)
      : fail(
          u,
          c,
          `unknown event type ${show(u)}${didYouMean(String(u), KNOWN_EVENT_TYPES)}; known: ${KNOWN_EVENT_TYPES.join(", ")}`,
        ),
  t.identity,
);

/** A count: a number (exactly that many) or comparisons such as {"gte": 2, "lt": 5}. */
const count = new t.Type<readonly Comparison[], unknown, unknown>(
  "count",
  (u): u is readonly Comparison[] => Array.isArray(u),
  (u, c) => {
    if (typeof u === "number")
      return nonNegativeInteger.is(u)
        ? t.success([{ op: "equals", value: u }])
        : fail(u, c, `expected a count (an integer >= 0), got ${show(u)}`);
    const shape: Record<CountOp, typeof nonNegativeInteger> = {
      equals: nonNegativeInteger,
      notEquals: nonNegativeInteger,
      lt: nonNegativeInteger,
      lte: nonNegativeInteger,
      gt: nonNegativeInteger,
      gte: nonNegativeInteger,
    };
    const r = strictObject('a count (a number, or comparisons such as {"gte": 1})', {}, shape).validate(u, c);
    if (isLeft(r)) return r;
    const found = r.right as Partial<Record<CountOp, number>>;
    const out: Comparison[] = [];
    for (const op of COUNT_OPS) {
      const v = found[op];
      if (v !== undefined) out.push({ op, value: v });
    }
    return out.length > 0 ? t.success(out) : fail(u, c, `a count needs at least one of ${COUNT_OPS.join(", ")}`);
  },
  t.identity,
);

const eventExpectation = mapDecoded(
  "an event expectation",
  strictObject(
    "an event expectation",
    {
      event: eventType,
      where: withDefault(dictionary("event fields", json), {}),
      scope: withDefault(t.keyof({ step: null, run: null }, "scope (step or run)"), "step" as const),
    },
    { count, note: t.string },
  ),
  (e, c): t.Validation<EventExpectation> => {
    // A rule event's name is one of the catalogue's (engine/sim/rule_events.ts): a misspelt one
    // would never match, and the expectation would fail (or, with a count of 0, pass) for nothing.
    const name = e.where["name"];
    if (e.event === "rule" && name !== undefined && (typeof name !== "string" || !isRuleName(name)))
      return fail(
        name,
        t.appendContext(t.appendContext(c, "where", t.unknown), "name", t.unknown),
        `unknown rule event ${show(name)}${typeof name === "string" ? didYouMean(name, RULE_NAMES) : ""}; the rule events are listed in docs/events.md`,
      );
    // Its data members too: a misspelt one never matches, as silently as a misspelt name.
    const data = e.where["data"];
    if (e.event === "rule" && typeof name === "string" && isRuleName(name) && isJsonObject(data)) {
      const members: { readonly [member: string]: string } = RULE_EVENTS[name].data;
      const known = Object.keys(members);
      if (!("*" in members))
        for (const key of Object.keys(data))
          if (!Object.hasOwn(members, key))
            return fail(
              data[key],
              t.appendContext(
                t.appendContext(t.appendContext(c, "where", t.unknown), "data", t.unknown),
                key,
                t.unknown,
              ),
              `the rule event ${show(name)} has no data member ${show(key)}${didYouMean(key, known)}; its members: ${known.join(", ") || "none"} (docs/events.md)`,
            );
    }
    return t.success({
      kind: "event",
      type: e.event,
      where: e.where,
      count: e.count ?? [{ op: "gte", value: 1 }],
      scope: e.scope,
      ...(e.note !== undefined ? { note: e.note } : {}),
    });
  },
);

/** `{"ended": "until" | "limit", "turns"?: count}`: how a `tick` step with `until` ended. */
const endedExpectation = mapDecoded(
  "an ended expectation",
  strictObject(
    "an ended expectation",
    {
      ended: t.keyof({ until: null, limit: null }, 'ended ("until": its condition held; "limit": its turns ran out)'),
    },
    { turns: count, note: t.string },
  ),
  (e): t.Validation<EndedExpectation> =>
    t.success({
      kind: "ended",
      how: e.ended,
      turns: e.turns ?? [],
      ...(e.note !== undefined ? { note: e.note } : {}),
    }),
);

/** A state or an event expectation, by the one of the two keys `u` has; undefined with neither or both. */
function stateOrEvent(u: JsonObject, c: t.Context): t.Validation<StateExpectation | EventExpectation> | undefined {
  const isState = has(u, "state");
  if (isState === has(u, "event")) return undefined;
  return isState ? stateExpectation.validate(u, c) : eventExpectation.validate(u, c);
}

/** A step's `until`: a state or an event expectation, the condition that ends its tick. */
const untilCondition = new t.Type<StateExpectation | EventExpectation, unknown, unknown>(
  "an until condition",
  (u): u is StateExpectation | EventExpectation => isJsonObject(u),
  (u, c) => {
    const decoded = isJsonObject(u) ? stateOrEvent(u, c) : undefined;
    if (decoded) return decoded;
    return fail(
      u,
      c,
      'until needs "state" (a JSON pointer test) or "event" (an event of this step), as an expectation',
    );
  },
  t.identity,
);

const expectation = new t.Type<Expectation, unknown, unknown>(
  "an expectation",
  (u): u is Expectation => isJsonObject(u),
  (u, c) => {
    if (!isJsonObject(u))
      return fail(u, c, `expected an expectation ({"state": ...} or {"event": ...}), got ${show(u)}`);
    if (has(u, "state") && has(u, "event")) return fail(u, c, 'an expectation checks "state" or "event", not both');
    const decoded = stateOrEvent(u, c);
    if (decoded) return decoded;
    if (has(u, "ended")) return endedExpectation.validate(u, c);
    return fail(
      u,
      c,
      'an expectation needs "state" (a JSON pointer into the world), "event" (an event type) or "ended" (how a tick with until ended)',
    );
  },
  t.identity,
);

/**
 * An action, decoded by the action kinds themselves (engine/sim/actions) so that every kind added
 * later is accepted here without change. On failure the kind's own codec is run again in this
 * file's context, so its problems carry full JSON paths.
 */
const action = new t.Type<Action, unknown, unknown>(
  "an action",
  (u): u is Action => isJsonObject(u),
  (u, c) => {
    const r = decodeAction(u);
    if (r.ok) return t.success(r.action);
    if (r.excess && r.excess.length > 0) {
      // A misspelt member is named where it is, with the members that are allowed there.
      return t.failures(
        r.excess.map((e) => {
          let at = c;
          for (const k of [...e.at, e.key]) at = t.appendContext(at, String(k), t.unknown, undefined);
          return {
            value: undefined,
            context: at,
            message: `unknown member ${JSON.stringify(e.key)} (allowed: ${e.known.join(", ")})`,
          };
        }),
      );
    }
    if (!isJsonObject(u)) return fail(u, c, `expected an action (an object with a "type"), got ${show(u)}`);
    const type = u["type"];
    if (type === undefined) {
      return fail(
        type,
        t.appendContext(c, "type", t.string, type),
        `required member is missing (the action's type: ${ACTION_TYPES.join(", ")})`,
      );
    }
    if (typeof type !== "string" || !ACTION_TYPES.includes(type)) {
      return fail(
        type,
        t.appendContext(c, "type", t.string, type),
        r.problems[0] ?? `unknown action type ${show(type)}`,
      );
    }
    // The kind is known: its codec (reached through a stand-in of the right type) names the member.
    const kindCodec = actionKind({ type } as unknown as Action).codec;
    // An unnamed context entry lets the path skip the kind codec's own intersection branches.
    const again = kindCodec.validate(u, t.appendContext(c, "", kindCodec as t.Decoder<unknown, unknown> as t.Mixed, u));
    return isLeft(again) ? again : fail(u, c, r.problems.join("; "));
  },
  t.identity,
);

/** A step: `{"do": action}`, the shorthand `{"tick": n}`, or only checks; each may have expectations. */
const step = new t.Type<ScenarioStep, unknown, unknown>(
  "a step",
  (u): u is ScenarioStep => isJsonObject(u),
  (u, c) => {
    if (!isJsonObject(u))
      return fail(u, c, `expected a step ({"do": action, "expect": [...]} or {"tick": n}), got ${show(u)}`);
    if (has(u, "do") && has(u, "tick")) return fail(u, c, 'a step has "do" or "tick", not both');
    if (has(u, "until") && !has(u, "tick"))
      return fail(u, c, 'until goes with "tick" (the most turns to wait), e.g. {"tick": 100, "until": {...}}');
    const r = strictObject(
      "a step",
      { expect: withDefault(t.array(expectation), []) },
      { do: action, tick: positiveInteger, until: untilCondition, label: t.string, free: t.boolean },
    ).validate(u, c);
    if (isLeft(r)) return r;
    const s = r.right;
    const act: Action | undefined = s.do ?? (s.tick !== undefined ? { type: "tick", turns: s.tick } : undefined);
    return t.success({
      ...(s.label !== undefined ? { label: s.label } : {}),
      ...(act ? { action: act } : {}),
      ...(s.free === true ? { free: true } : {}),
      ...(s.until !== undefined ? { until: s.until } : {}),
      expect: s.expect,
    });
  },
  t.identity,
);

const scenarioFile = strictObject(
  "a scenario ({name, content, seed, world, steps})",
  {
    content: t.array(t.string),
    world: worldSetup,
    steps: withDefault(t.array(step), []),
    seed: withDefault(seedCodec, "0"),
  },
  { name: t.string, description: t.string },
);

/** Decodes a parsed scenario file; `file` is kept in the scenario (content paths are relative to it). */
export function decodeScenario(raw: unknown, file: string): ScenarioDecode {
  const problems: ScenarioProblem[] = [];
  const sink = {
    error: (at: { file: string; path: string }, _rule: string, message: string): void =>
      void problems.push({ file: at.file, path: at.path, message }),
    warn: (at: { file: string; path: string }, _rule: string, message: string): void =>
      void problems.push({ file: at.file, path: at.path, message }),
  };
  const decoded = decodeAt(scenarioFile, raw, { at: { file, path: "$" }, sink, rules: {} });
  if (!decoded || problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    scenario: {
      file,
      name: decoded.name ?? basename(file, extname(file)),
      description: decoded.description ?? "",
      content: decoded.content,
      seed: decoded.seed,
      world: decoded.world,
      steps: decoded.steps,
    },
  };
}
