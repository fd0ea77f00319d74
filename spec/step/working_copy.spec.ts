/**
 * Long ticks on a working copy of the world (engine/world/working_copy.ts) instead of immer drafts.
 * IDs introduced here (engine behaviour beyond the specification):
 *   ENG-working-copy   a step writes a private copy of the world in place (the map shared, a tile
 *                      copied when written); the world and the events it gives are exactly those
 *                      immer's drafts give, whatever the action, its input is untouched, and what
 *                      it returns is frozen
 *   ENG-kept-copy      a step's working copy is kept for the next step from the world it returns
 *                      (handed out once, never after a `set` or a step told it is the last): it
 *                      equals that world, holds no object twice, shares no writable object with
 *                      any world, and a run of steps gives the same worlds and events as one on a
 *                      new copy each step
 */
import { expect } from "chai";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { loadContent, type Content } from "../../engine/content/load.js";
import { createWorld } from "../../engine/scenario/setup.js";
import type { Scenario, WorldSetup } from "../../engine/scenario/types.js";
import { step } from "../../engine/step/step.js";
import { ACTION_TYPES, type Action } from "../../engine/step/actions/index.js";
import { loadScenario } from "../../engine/scenario/load.js";
import { initialWorld } from "../../engine/scenario/run.js";
import {
  detachedCopy,
  freezeAll,
  keepWorkingCopy,
  settle,
  takeWorkingCopy,
  workingCopy,
} from "../../engine/world/working_copy.js";
import { hashJson } from "../../engine/world/hash.js";
import type { World } from "../../engine/world/types.js";
import { hasRealData, PROJECT_ROOT, realContentOrSkip } from "../support/load.js";
import { walledRoom } from "../support/world.js";

const ours = loadContent([join(PROJECT_ROOT, "content", "base"), join(PROJECT_ROOT, "content", "monsters")]).content;

/** Two survivors and eight monsters of the given types in a walled room of 30 x 30. */
function arena(content: Content, types: readonly string[], seed: string, attitude?: "hostile"): World {
  return inWalledRoom(30, content, seed, {
    characters: [
      { id: "you", pos: { x: 15, y: 2, z: 0 } },
      { id: "zed", pos: { x: 5, y: 20, z: 0 } },
    ],
    monsters: types.map((type, i) => ({
      type,
      id: `m${i}`,
      pos: { x: 2 + i * 3, y: 10 + (i % 3) * 4, z: 0 },
      ...(attitude ? { attitude } : {}),
    })),
  });
}

/** A world set up as a scenario's: these characters and monsters in a walled room `size` square. */
function inWalledRoom(
  size: number,
  content: Content,
  seed: string,
  who: Pick<WorldSetup, "characters" | "monsters">,
): World {
  const built = createWorld(
    { levels: [{ z: 0, rows: walledRoom(size), legend: {} }], ...who },
    content,
    seed,
    "spec/working_copy",
  );
  if (!built.ok) throw new Error(built.problems.map((p) => p.message).join("; "));
  return built.world;
}

function isDeepFrozen(v: unknown): boolean {
  if (typeof v !== "object" || v === null) return true;
  return Object.isFrozen(v) && Object.values(v).every(isDeepFrozen);
}

/** Every object and array reachable in a value. */
function objectsOf(v: unknown, into = new Set<object>()): Set<object> {
  if (typeof v !== "object" || v === null || into.has(v)) return into;
  into.add(v);
  for (const x of Object.values(v)) objectsOf(x, into);
  return into;
}

/**
 * Objects the step made that are reachable twice in its world (an alias a write in place would
 * reach from both ends). Parts shared with the input (frozen, never written in place) are not
 * counted: the input's own map may well hold one tile object in many places.
 */
function aliases(v: unknown, input: Set<object>, seen = new Set<object>()): number {
  if (typeof v !== "object" || v === null || input.has(v)) return 0;
  if (seen.has(v)) return 1;
  seen.add(v);
  let n = 0;
  for (const x of Object.values(v)) n += aliases(x, input, seen);
  return n;
}

/** Ticks the world both ways; the differences found, as text (none expected). */
function compare(content: Content, w: World, turns: number): string[] {
  return compareAction(content, w, { type: "tick", turns }).differences;
}

/** Applies an action both ways: the differences found, as text (none expected), and immer's result. */
function compareAction(
  content: Content,
  w: World,
  action: Action,
  free?: boolean,
): { differences: string[]; world: World; refused: boolean } {
  const before = JSON.stringify(w);
  const options = free ? { free } : {};
  const drafts = step(w, action, content, { ...options, writes: "immer" });
  const copy = step(w, action, content, { ...options, writes: "copy" });
  const out: string[] = [];
  if (drafts.refused !== copy.refused) out.push(`refused: ${drafts.refused} and ${copy.refused}`);
  if (JSON.stringify(w) !== before) out.push("the input changed");
  if (hashJson(drafts.world) !== hashJson(copy.world)) out.push("the worlds differ");
  if (JSON.stringify(drafts.events) !== JSON.stringify(copy.events))
    out.push(`the events differ (${drafts.events.length} and ${copy.events.length})`);
  if (!isDeepFrozen(copy.world)) out.push("the copy's world is not frozen");
  const twice = aliases(copy.world, objectsOf(w));
  if (twice > 0) out.push(`the copy's world holds ${twice} objects twice`);
  return { differences: out, world: drafts.world, refused: drafts.refused !== undefined };
}

/**
 * The types in rooms of eight, the next room starting `stride` types on (wrapping round), each
 * ticked `turns` turns both ways: the differences found, each named by its room's types.
 */
function compareRooms(
  content: Content,
  types: readonly string[],
  stride: number,
  turns: number,
  seed: string,
): string[] {
  const failures: string[] = [];
  for (let k = 0; k < types.length; k += stride) {
    const mix = Array.from({ length: 8 }, (_, i) => types[(k + i) % types.length] as string);
    for (const d of compare(content, arena(content, mix, `${seed}-${k}`), turns))
      failures.push(`${mix.join(",")}: ${d}`);
  }
  return failures;
}

/**
 * Carries out labelled actions one after another from `start`, each both ways (compareAction):
 * the kinds carried out (not refused) go into `used`, the differences, labelled, into `failures`.
 */
function compareSteps(
  content: Content,
  start: World,
  steps: readonly { readonly label: string; readonly action: Action; readonly free?: boolean }[],
  used: Set<string>,
  failures: string[],
): void {
  let w = start;
  for (const { label, action, free } of steps) {
    const r = compareAction(content, w, action, free);
    if (!r.refused) used.add(action.type);
    for (const d of r.differences) failures.push(`${label} (${action.type}): ${d}`);
    w = r.world;
  }
}

/** The scenarios of scenarios/demo and scenarios/examine, loaded, by file name. */
function demoAndExamineScenarios(): { file: string; scenario: Scenario; content: Content }[] {
  return ["demo", "examine"].flatMap((dir) =>
    readdirSync(join(PROJECT_ROOT, "scenarios", dir))
      .filter((f) => f.endsWith(".json"))
      .sort()
      .map((f) => {
        const file = join(PROJECT_ROOT, "scenarios", dir, f);
        const loaded = loadScenario(file);
        if (!loaded.ok) throw new Error(`${file}: ${loaded.problems.map((p) => p.message).join("; ")}`);
        return { file, scenario: loaded.scenario, content: loaded.content };
      }),
  );
}

/** A survivor with a shotgun, a machete, a rock and jeans, and a zombie, in a walled room of the real data. */
function gunRoom(real: Parameters<typeof inWalledRoom>[1], name: string): ReturnType<typeof inWalledRoom> {
  return inWalledRoom(15, real, name, {
    characters: [
      {
        id: "you",
        pos: { x: 7, y: 10, z: 0 },
        inventory: ["remington_870", "machete", "rock", "jeans"]
          .map((id) => ({ id, count: 1 }))
          .concat({ id: "shot_00", count: 10 }),
      },
    ],
    monsters: [{ type: "mon_zombie", id: "zed", pos: { x: 7, y: 5, z: 0 }, attitude: "hostile" }],
  });
}

/** The gunRoom's survivor gears up: the jeans on, the shotgun wielded and loaded. */
const GEAR_UP: readonly Action[] = [
  { type: "wear", who: "you", item: "jeans" },
  { type: "wield", who: "you", item: "remington_870" },
  { type: "reload", who: "you" },
];

describe("steps on a working copy", function () {
  this.timeout(120000);

  it("[ENG-working-copy] every monster of our content, eight to a room for 300 turns: the same world and events as immer's", () => {
    const types = ours.monster.values().map((m) => m.id);
    expect(types.length).to.be.greaterThan(50);
    expect(compareRooms(ours, types, 4, 300, "copy")).to.deep.equal([]);
  });

  it("[ENG-working-copy] (skipped without real data) real core monsters with special attacks, 80 turns: the same as immer's", function () {
    if (!hasRealData()) this.skip();
    const real = realContentOrSkip(this);
    const types = real.monster
      .values()
      .filter((m) => m.specialAttacks.length > 0)
      .map((m) => m.id);
    // Eight to a room, each type in one room.
    expect(compareRooms(real, types, 8, 80, "real")).to.deep.equal([]);
  });

  it("[ENG-working-copy] (real data for the fight's actions) every action kind, every step of the demo and examine scenarios and a fight's gear: the same world, events and refusals as immer's", function () {
    const used = new Set<string>();
    const failures: string[] = [];
    for (const { file, scenario, content } of demoAndExamineScenarios()) {
      const steps = scenario.steps.flatMap((s, i) =>
        s.action ? [{ label: `${file} step ${i}`, action: s.action, free: s.free }] : [],
      );
      compareSteps(content, initialWorld(scenario, content), steps, used, failures);
    }
    if (hasRealData()) {
      const real = realContentOrSkip(this);
      const start = gunRoom(real, "every-action");
      const actions: Action[] = [
        ...GEAR_UP,
        { type: "aim", who: "you", target: "zed", moves: 20 },
        { type: "fire", who: "you", target: "zed" },
        { type: "throw", who: "you", item: "rock", target: "zed" },
        { type: "wield", who: "you", item: "machete" },
        { type: "give_item", who: "you", item: "rock", count: 2 },
        { type: "spawn_monster", monster: "mon_zombie", pos: { x: 3, y: 3, z: 0 }, id: "zed2" },
        { type: "set", path: "/characters/you/stamina", value: 5000 },
        { type: "set", path: "/map/levels/0/rows/3/4/ter", value: "t_dirt" },
        { type: "wait", who: "you", turns: 2 },
        { type: "move", who: "you", dir: "n" },
        { type: "tick", turns: 1 },
        { type: "tick", turns: 3 },
        { type: "attack", who: "you", target: "zed" },
        { type: "move", who: "you", dir: "n" },
        { type: "attack", who: "you", target: "zed" },
        { type: "tick", turns: 30 },
      ];
      const steps = actions.map((action, i) => ({ label: `fight action ${i}`, action }));
      compareSteps(real, start, steps, used, failures);
    }
    expect(failures).to.deep.equal([]);
    // Every kind of action was carried out (not refused) at least once by one of them.
    const expected = hasRealData() ? ACTION_TYPES : ACTION_TYPES.filter((t) => used.has(t));
    expect([...used].sort()).to.deep.equal([...expected]);
  });

  it("[ENG-working-copy] the copy shares nothing with its input and holds no object twice; a member named __proto__ stays a member", () => {
    const shared = { x: 1, y: 2, z: 0 };
    const input = freezeAll({ a: shared, b: [shared, { c: "d" }], e: JSON.parse('{"__proto__": {"f": 1}}') as object });
    const copy = detachedCopy(input);
    expect(copy).to.deep.equal(input);
    expect(copy.a).to.not.equal(input.a);
    expect(copy.a).to.not.equal(copy.b[0]);
    expect(Object.getPrototypeOf(copy.e)).to.equal(Object.prototype);
    expect(Object.keys(copy.e)).to.deep.equal(["__proto__"]);
    copy.a.x = 5;
    expect(copy.b[0]).to.deep.equal({ x: 1, y: 2, z: 0 });
  });

  it("[ENG-working-copy] an event told mid-tick keeps what it said when later turns move the creature it names", () => {
    const w = arena(ours, ["sim_scrap_hound"], "events", "hostile");
    const r = step(w, { type: "tick", turns: 40 }, ours);
    const moves = r.events.filter((e) => e.type === "moved" && e.who === "m0");
    expect(moves.length).to.be.greaterThan(3);
    // Each step starts where the one before ended, and goes somewhere: had the events held the
    // monster's live position, they would all name where it stands at the end.
    for (let i = 1; i < moves.length; i++) {
      const [a, b] = [moves[i - 1], moves[i]];
      if (a?.type !== "moved" || b?.type !== "moved") throw new Error("not a move");
      expect(b.from).to.deep.equal(a.to);
      expect(b.to).to.not.deep.equal(b.from);
    }
    expect(isDeepFrozen(r.world)).to.equal(true);
  });

  it("[ENG-working-copy] no object an event holds is an object of the world a long tick returns", () => {
    const r = step(
      arena(
        ours,
        ours.monster
          .values()
          .slice(0, 8)
          .map((m) => m.id),
        "identity",
        "hostile",
      ),
      { type: "tick", turns: 200 },
      ours,
    );
    const inWorld = new Set<object>();
    const collect = (v: unknown): void => {
      if (typeof v !== "object" || v === null) return;
      inWorld.add(v);
      for (const x of Object.values(v)) collect(x);
    };
    collect(r.world);
    let shared = 0;
    const scan = (v: unknown): void => {
      if (typeof v !== "object" || v === null) return;
      if (inWorld.has(v)) shared++;
      for (const x of Object.values(v)) scan(x);
    };
    expect(r.events.length).to.be.greaterThan(100);
    for (const e of r.events) scan(e);
    expect(shared).to.equal(0);
  });
});

/** What is wrong with the copy a step kept from `world`, as text (none expected); it is used up. */
function keptCopyProblems(world: World): string[] {
  const kept = takeWorkingCopy(world);
  const out: string[] = [];
  if (JSON.stringify(kept) !== JSON.stringify(world)) out.push("the kept copy differs from its world");
  const inWorld = objectsOf(world);
  const seen = new Set<object>();
  const walk = (v: unknown, path: string): void => {
    if (typeof v !== "object" || v === null) return;
    if (path === "/map") return;
    if (Object.isFrozen(v)) out.push(`${path} is frozen`);
    if (inWorld.has(v)) out.push(`${path} is the world's own`);
    if (seen.has(v)) out.push(`${path} is held twice`);
    seen.add(v);
    for (const [k, x] of Object.entries(v)) walk(x, `${path}/${k}`);
  };
  walk(kept, "");
  if ((kept as World).map !== world.map) out.push("the kept copy's map is not its world's");
  return out;
}

/** Runs the actions from `w` on kept copies and on new ones: the differences, as text (none expected). */
function compareRuns(content: Content, w: World, actions: readonly Action[]): string[] {
  const out: string[] = [];
  let kept = w;
  let fresh = w;
  actions.forEach((a, i) => {
    const k = step(kept, a, content, { writes: "copy" });
    const f = step(fresh, a, content, { writes: "fresh" });
    if (k.refused !== f.refused) out.push(`action ${i} (${a.type}): refused ${k.refused} and ${f.refused}`);
    if (hashJson(k.world) !== hashJson(f.world)) out.push(`action ${i} (${a.type}): the worlds differ`);
    if (JSON.stringify(k.events) !== JSON.stringify(f.events)) out.push(`action ${i} (${a.type}): the events differ`);
    if (!isDeepFrozen(k.world)) out.push(`action ${i} (${a.type}): the world is not frozen`);
    kept = k.world;
    fresh = f.world;
  });
  return out;
}

describe("a step's working copy kept for the next", function () {
  this.timeout(120000);

  it("[ENG-kept-copy] every monster of our content, eight to a room, 150 one-turn steps: the same worlds and events as on a new copy each step", () => {
    const types = ours.monster.values().map((m) => m.id);
    const failures: string[] = [];
    const ticks: Action[] = Array.from({ length: 150 }, () => ({ type: "tick", turns: 1 }));
    for (let k = 0; k < types.length; k += 8) {
      const mix = Array.from({ length: 8 }, (_, i) => types[(k + i) % types.length] as string);
      for (const d of compareRuns(ours, arena(ours, mix, `kept-${k}`, "hostile"), ticks))
        failures.push(`${mix.join(",")}: ${d}`);
    }
    expect(failures).to.deep.equal([]);
  });

  it("[ENG-kept-copy] every step of the demo and examine scenarios and a fight's actions: the same worlds, events and refusals as on a new copy each step", function () {
    const failures: string[] = [];
    let steps = 0;
    for (const { file, scenario, content } of demoAndExamineScenarios()) {
      const actions = scenario.steps.flatMap((s) => (s.action && !s.free ? [s.action] : []));
      steps += actions.length;
      for (const d of compareRuns(content, initialWorld(scenario, content), actions)) failures.push(`${file}: ${d}`);
    }
    expect(steps).to.be.greaterThan(50);
    if (hasRealData()) {
      const real = realContentOrSkip(this);
      const start = gunRoom(real, "kept-actions");
      const actions: Action[] = [
        ...GEAR_UP,
        { type: "tick", turns: 1 },
        { type: "fire", who: "you", target: "zed" },
        { type: "throw", who: "you", item: "rock", target: "zed" },
        { type: "set", path: "/characters/you/body/torso/hitSize", value: 1 },
        { type: "wield", who: "you", item: "machete" },
        { type: "spawn_monster", monster: "mon_zombie", pos: { x: 3, y: 3, z: 0 }, id: "zed2" },
        { type: "move", who: "you", dir: "n" },
        { type: "attack", who: "you", target: "zed" },
        { type: "tick", turns: 1 },
        { type: "attack", who: "you", target: "nobody" },
        { type: "tick", turns: 30 },
      ];
      for (const d of compareRuns(real, start, actions)) failures.push(`fight: ${d}`);
    }
    expect(failures).to.deep.equal([]);
  });

  it("[ENG-kept-copy] the kept copy equals its world, holds no object twice and nothing frozen or the world's but the map; a second step from a world copies afresh", () => {
    let w = arena(ours, ["sim_scrap_hound", "sim_scrap_hound", "sim_scrap_hound"], "kept-shape", "hostile");
    const problems: string[] = [];
    for (let i = 0; i < 60; i++) {
      const next = step(w, { type: "tick", turns: 1 }, ours).world;
      // Every fifth world is checked (which uses its kept copy up) and then stepped on a new one.
      if (i % 5 === 4) problems.push(...keptCopyProblems(next).map((p) => `step ${i}: ${p}`));
      w = next;
    }
    expect(problems).to.deep.equal([]);
    // Used up: the world has no kept copy left, and a copy of it is a new one.
    const again = takeWorkingCopy(w);
    expect(again).to.deep.equal(JSON.parse(JSON.stringify(w)));
    expect(objectsOf(again).has(w.characters)).to.equal(false);
    // A `set` keeps none.
    const set = step(w, { type: "set", path: "/characters/you/stamina", value: 10 }, ours).world;
    const copied = takeWorkingCopy(set);
    expect(copied.characters).to.not.equal(undefined);
    const r = step(set, { type: "tick", turns: 1 }, ours).world;
    expect(keptCopyProblems(r)).to.deep.equal([]);
  });

  it("[ENG-kept-copy] settling a copy that holds an object twice or a frozen part: the world as shareUnchanged gives it, and a kept copy with a part of its own for each", () => {
    const prev = freezeAll({
      map: { levels: [] },
      a: { x: 1, y: 2 },
      b: { x: 5, y: 6 },
      list: [1, 2, 3],
      gone: 1,
    });
    const copy = workingCopy(prev) as unknown as Record<string, unknown>;
    // A rule's alias, and a part of the input put back into the copy as it is (frozen).
    copy["b"] = copy["a"];
    copy["list"] = prev.list;
    delete copy["gone"];
    const { world, next } = settle(copy as unknown as typeof prev, prev);
    expect(world).to.deep.equal({ map: { levels: [] }, a: { x: 1, y: 2 }, b: { x: 1, y: 2 }, list: [1, 2, 3] });
    expect(world.a).to.equal(prev.a);
    expect(world.list).to.equal(prev.list);
    expect(world).to.not.equal(prev);
    expect(isDeepFrozen(world)).to.equal(true);
    const kept = next as unknown as Record<string, { x: number }>;
    expect(kept["a"]).to.not.equal(kept["b"]);
    expect(Object.isFrozen(kept["list"])).to.equal(false);
    expect(kept["list"]).to.not.equal(prev.list);
    expect(next).to.deep.equal(world);
    // Unchanged: the input itself.
    const same = settle(workingCopy(prev), prev);
    expect(same.world).to.equal(prev);
    // A member named __proto__ stays a member in both.
    const proto = freezeAll({ map: {}, e: JSON.parse('{"__proto__": {"f": 1}}') as object });
    const c2 = workingCopy(proto) as unknown as { e: Record<string, { f: number }> };
    (Object.getOwnPropertyDescriptor(c2.e, "__proto__")?.value as { f: number }).f = 2;
    const s2 = settle(c2 as unknown as typeof proto, proto);
    expect(Object.keys(s2.world.e)).to.deep.equal(["__proto__"]);
    expect(Object.getPrototypeOf(s2.world.e)).to.equal(Object.prototype);
    expect(JSON.stringify(s2.world.e)).to.equal('{"__proto__":{"f":2}}');
  });

  it("[ENG-kept-copy] a step told it is the last (StepOptions.last) keeps no copy: the same worlds and events as a step that keeps one, and as the steps after it", () => {
    let kept = arena(ours, ["sim_scrap_hound", "sim_scrap_hound", "sim_scrap_hound"], "kept-last", "hostile");
    let last = kept;
    const problems: string[] = [];
    for (let i = 0; i < 40; i++) {
      const k = step(kept, { type: "tick", turns: 1 }, ours);
      // Every third step is a last one: the step after it starts from a new copy.
      const l = step(last, { type: "tick", turns: 1 }, ours, i % 3 === 0 ? { last: true } : {});
      if (hashJson(k.world) !== hashJson(l.world)) problems.push(`step ${i}: the worlds differ`);
      if (JSON.stringify(k.events) !== JSON.stringify(l.events)) problems.push(`step ${i}: the events differ`);
      if (!isDeepFrozen(l.world)) problems.push(`step ${i}: the world is not frozen`);
      kept = k.world;
      last = l.world;
    }
    expect(problems).to.deep.equal([]);
  });

  it("[ENG-kept-copy] a kept copy in which a step put an object in two places, moved one, put in a frozen part and dropped a member: the world as shareUnchanged gives it, and a kept copy with a part of its own for each", () => {
    const prev = freezeAll({
      map: { levels: [] },
      a: { x: 1, y: 2 },
      b: { x: 5, y: 6 },
      list: [{ n: 1 }, { n: 2 }, { n: 3 }],
      r: { k: 1, gone: 2, p: { q: 1 } },
      s: { t: [1, 2] },
    });
    // A first step that changed nothing leaves a kept copy of `prev` itself.
    const first = settle(workingCopy(prev), prev);
    expect(first.world).to.equal(prev);
    keepWorkingCopy(prev, first.next);
    type Loose = Record<string, Record<string, unknown> & unknown[]>;
    const copy = takeWorkingCopy(prev) as unknown as Loose;
    copy["b"] = copy["a"] as never;
    const list = copy["list"] as unknown as { n: number }[];
    list.push(list[0] as { n: number });
    list.splice(1, 1);
    (copy["s"] as Record<string, unknown>)["t"] = prev.list[2];
    delete (copy["r"] as Record<string, unknown>)["gone"];
    const { world, next } = settle(copy as unknown as typeof prev, prev);
    const expected = {
      map: { levels: [] },
      a: { x: 1, y: 2 },
      b: { x: 1, y: 2 },
      list: [{ n: 1 }, { n: 3 }, { n: 1 }],
      r: { k: 1, p: { q: 1 } },
      s: { t: { n: 3 } },
    };
    expect(world).to.deep.equal(expected);
    expect(isDeepFrozen(world)).to.equal(true);
    expect(world.a).to.equal(prev.a);
    expect(world.r.p).to.equal(prev.r.p);
    expect(next).to.deep.equal(world);
    const inWorld = objectsOf(world);
    const seen = new Set<object>();
    const walk = (v: unknown, path: string): void => {
      if (typeof v !== "object" || v === null || path === "/map") return;
      expect(Object.isFrozen(v), `${path} frozen`).to.equal(false);
      expect(inWorld.has(v), `${path} the world's`).to.equal(false);
      expect(seen.has(v), `${path} held twice`).to.equal(false);
      seen.add(v);
      for (const [k, x] of Object.entries(v)) walk(x, `${path}/${k}`);
    };
    walk(next, "");
    // A second step on the kept copy: a write in place reaches only the place written.
    keepWorkingCopy(world, next);
    const again = takeWorkingCopy(world) as unknown as Loose;
    (again["a"] as Record<string, unknown>)["x"] = 9;
    ((again["list"] as unknown as { n: number }[])[0] as { n: number }).n = 7;
    ((again["s"] as Record<string, unknown>)["t"] as { n: number }).n = 8;
    const second = settle(again as unknown as typeof prev, world);
    expect(second.world).to.deep.equal({
      ...expected,
      a: { x: 9, y: 2 },
      list: [{ n: 7 }, { n: 3 }, { n: 1 }],
      s: { t: { n: 8 } },
    });
    expect(second.world.b).to.equal(world.b);
    expect(second.world.r).to.equal(world.r);
    expect(second.next).to.deep.equal(second.world);
  });
});
