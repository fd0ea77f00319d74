/**
 * Numbers in content are bounded at load (issue 36, item 2).
 *
 * Requirement IDs introduced here:
 *   ROB-numbers-any      a number past ±2,147,483,647 (the game's 32-bit int) in any member, read
 *                        or not, refuses its object at the number's path; members named for
 *                        durations and food energy may reach 10^12; `//` comments are not judged
 *   ROB-numbers-members  every member of engine/content/bounds.ts: a number just outside its range
 *                        is an error at the member's path (and the object is not loaded), the ends
 *                        of the range are not; docs/guarantees.md lists the table
 *   ROB-numbers-lenient  a lenient member (one that falls back to its default when malformed, as
 *                        the game's loader does) still reports a number outside its range
 *   ROB-numbers-decoded  whatever extreme numbers the content holds, loading never throws, every
 *                        problem is located, and no decoded object holds a number that is not
 *                        finite or is past 10^12
 */
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isLeft } from "fp-ts/lib/Either.js";
import { NUMBER_BOUNDS, numberBoundsTable } from "../../engine/content/bounds.js";
import { nonNegativeInteger } from "../../engine/content/codec/common.js";
import { lenient } from "../../engine/content/codec/tolerant.js";
import { joinPath } from "../../engine/content/json/path.js";
import { listJsonFiles } from "../../engine/content/json/read.js";
import { KINDS } from "../../engine/content/kinds/index.js";
import type { LoadResult } from "../../engine/content/load.js";
import { openDice, seedState, type Dice } from "../../engine/world/rng.js";
import { errorLines, expectLocated, hasRealData, loadInline, PROJECT_ROOT, REAL_DATA, show } from "../support/load.js";
import { LONG } from "../support/long.js";

type J = null | boolean | number | string | J[] | { [k: string]: J };

const MONSTER = { type: "MONSTER", id: "m_a", name: "a", hp: 5 };
const errorsAt = (r: LoadResult, path: string): string[] =>
  r.problems.filter((p) => p.severity === "error" && p.path === path).map((p) => p.message);

describe("numbers in content are bounded at load (issue 36)", function () {
  this.timeout(120000);

  it("[ROB-numbers-any] a number past the game's int anywhere refuses its object; durations and kcal reach 10^12; comments are free", () => {
    const r = loadInline({
      "a.json": `[
{"type":"MONSTER","id":"m_a","name":"a","hp":5,"not_a_member":{"x":[1,3e9]}},
{"type":"MONSTER","id":"m_b","name":"b","hp":5,"vision_day":-1e308},
{"type":"SPELL","id":"sp","name":"s","description":"d","effect":"none","shape":"blast","valid_targets":["self"],"min_duration":99999999999,"max_duration":1000000000001},
{"type":"MONSTER","id":"m_c","name":"c","hp":5,"//isbn13":9780199552078,"//":{"n":1e300}},
{"type":"MONSTER","id":"m_d","name":"d","hp":2147483647}
]`,
    });
    expect(errorLines(r)).to.deep.equal([
      "$[0].not_a_member.x[1]: refused: 3000000000 is out of range: numbers in content are at most ±2147483647; the object at $[0] is not loaded",
      "$[1].vision_day: refused: -1e+308 is out of range: numbers in content are at most ±2147483647; the object at $[1] is not loaded",
      "$[2].max_duration: refused: 1000000000001 is out of range: numbers in content are at most ±1000000000000 (10^12); the object at $[2] is not loaded",
    ]);
    expect(r.content.monster.has("m_a")).to.equal(false);
    expect(r.content.monster.has("m_c")).to.equal(true);
    expect(r.content.monster.get("m_d")?.hp).to.equal(2147483647);
  });

  /** An object of `type` holding `value` at `pattern` (every `[]` one entry, every `*` member "x"). */
  function holding(type: string, pattern: string, value: number): { json: J; path: string } {
    const segments = pattern
      .replace(/^\*\*\./, "")
      .replace(/\[\]/g, ".[]")
      .split(".")
      .filter((s) => s !== "");
    let inner: J = value;
    const path: (string | number)[] = [];
    for (let i = segments.length - 1; i >= 0; i--) {
      const s = segments[i] as string;
      if (s === "[]") {
        inner = [inner];
        path.unshift(0);
      } else {
        const key = s === "*" ? "x" : s;
        inner = { [key]: inner };
        path.unshift(key);
      }
    }
    const base: { [k: string]: J } = { type, id: "x_obj", name: "x" };
    return { json: { ...base, ...(inner as { [k: string]: J }) }, path: joinPath("$[0]", path) };
  }

  it("[ROB-numbers-members] every bounded member refuses a number just outside its range at its path, and keeps its ends", () => {
    let checked = 0;
    for (const [type, members] of Object.entries(NUMBER_BOUNDS)) {
      for (const [pattern, bound] of Object.entries(members)) {
        // Past the top of a range that reaches the game's int, the bound on every number speaks first.
        const outsides = bound.max < 2147483647 ? [bound.min - 1, bound.max + 1] : [bound.min - 1];
        for (const outside of outsides) {
          const bad = holding(type, pattern, outside);
          const r = loadInline([bad.json]);
          const found = errorsAt(r, bad.path);
          expect(found, `${type} ${pattern} = ${outside}\n${show(r.problems)}`).to.have.length(1);
          expect(found[0]).to.match(/is out of range: .* from -?\d+ to \d+$/);
        }
        for (const end of [bound.min, Math.min(bound.max, 2147483647)]) {
          const ok = holding(type, pattern, end);
          expect(errorsAt(loadInline([ok.json]), ok.path), `${type} ${pattern} = ${end}`).to.deep.equal([]);
        }
        checked++;
      }
    }
    expect(checked).to.be.greaterThan(60);
  });

  it("[ROB-numbers-members] docs/guarantees.md lists exactly the bounded members", () => {
    const doc = readFileSync(join(PROJECT_ROOT, "docs", "guarantees.md"), "utf8");
    const section = doc.slice(doc.indexOf("## Bounded members"), doc.indexOf("## What a failing run"));
    const listed = section.split("\n").filter((l) => l.startsWith("| `"));
    expect(listed).to.deep.equal(numberBoundsTable());
  });

  it("[ROB-numbers-members] a bounded member of a template is refused where it is written; an item group's nested counts too", () => {
    const r = loadInline([
      { type: "MONSTER", abstract: "m_t", name: "t", hp: 5, vision_night: -1 },
      { type: "MONSTER", id: "m_c", "copy-from": "m_t" },
      {
        type: "item_group",
        id: "g",
        subtype: "collection",
        entries: [{ distribution: [{ item: "rock", count: [1, 20000] }] }],
      },
    ]);
    expect(
      r
        .errors()
        .filter((p) => /out of range/.test(p.message))
        .map((p) => `${p.path} ${p.id}`),
    ).to.deep.equal(["$[0].vision_night m_t", "$[2].entries[0].distribution[0].count[1] g"]);
  });

  it("[ROB-numbers-lenient] a lenient member falls back on a wrong form but fails on a number out of range", () => {
    const member = lenient(nonNegativeInteger, 7);
    const read = (u: unknown): string => {
      const r = member.decode(u);
      return isLeft(r) ? `fails: ${r.left.map((e) => e.message ?? "").join()}` : `reads ${String(r.right)}`;
    };
    expect([read(3), read("three"), read(null), read(-1), read(3e9)]).to.deep.equal([
      "reads 3",
      "reads 7",
      "reads 7",
      "fails: ",
      "fails: 3000000000 is out of range: numbers in content are at most ±2147483647",
    ]);
    // In a kind: a monster's `morale` is lenient; a word falls back to 0, the object loads.
    const r = loadInline([{ ...MONSTER, morale: "brave" }]);
    expect(r.errors()).to.deep.equal([]);
    expect(r.content.monster.get("m_a")?.morale).to.equal(0);
  });

  const EXTREMES: number[] = [1e308, -1e308, 2147483648, -2147483649, 1e12, -1, -1e9, 1e9, 0.5, -0.5, 10001, 1e-300];

  /** Sets one numeric leaf of `v`, chosen at random, to an extreme number; undefined when it has none. */
  function extreme(v: J, d: Dice): J | undefined {
    const leaves: (string | number)[][] = [];
    const walk = (x: J, path: (string | number)[]): void => {
      if (typeof x === "number") leaves.push(path);
      else if (Array.isArray(x)) x.forEach((c, i) => walk(c, [...path, i]));
      else if (x !== null && typeof x === "object")
        for (const k of Object.keys(x)) if (!k.startsWith("//")) walk(x[k] as J, [...path, k]);
    };
    walk(v, []);
    const at = d.pick(leaves);
    if (at === undefined) return undefined;
    const copy = structuredClone(v) as { [k: string]: J };
    let x: J = copy;
    for (const s of at.slice(0, -1)) x = (x as { [k: string]: J })[s] as J;
    (x as { [k: string]: J })[at[at.length - 1] as string] = d.pick(EXTREMES) as number;
    return copy;
  }

  /** The first number in a decoded value that is not finite or is past 10^12, with its path. */
  function wildNumber(v: unknown, path: string, seen: Set<object>): string | undefined {
    if (typeof v === "number") return Number.isFinite(v) && Math.abs(v) <= 1e12 ? undefined : `${path} = ${v}`;
    if (v === null || typeof v !== "object" || seen.has(v)) return undefined;
    seen.add(v);
    const entries = v instanceof Map ? [...v.entries()] : Object.entries(v);
    for (const [k, c] of entries) {
      const found = wildNumber(c, `${path}.${String(k)}`, seen);
      if (found) return found;
    }
    return undefined;
  }

  function samples(): J[] {
    const out: J[] = [];
    const roots = [join(PROJECT_ROOT, "content")];
    for (const root of roots)
      for (const f of listJsonFiles(root)) {
        const v = JSON.parse(readFileSync(f, "utf8")) as J;
        out.push(...(Array.isArray(v) ? v : [v]));
      }
    if (hasRealData()) {
      // A few objects of every modelled type from the real data, each with numbers of its own.
      const perType = new Map<string, number>();
      for (const f of listJsonFiles(REAL_DATA)) {
        let v: J;
        try {
          v = JSON.parse(readFileSync(f, "utf8")) as J;
        } catch {
          continue;
        }
        for (const o of Array.isArray(v) ? v : [v]) {
          if (o === null || typeof o !== "object" || Array.isArray(o) || typeof o["type"] !== "string") continue;
          if (o["copy-from"] !== undefined || !/[0-9]/.test(JSON.stringify(o))) continue;
          const n = perType.get(o["type"] as string) ?? 0;
          if (n >= 3) continue;
          perType.set(o["type"] as string, n + 1);
          out.push(o);
        }
      }
    }
    return out;
  }

  // 25 cases in make test; 400 in the long tier.
  const CASES = LONG ? 400 : 25;
  it(`[ROB-numbers-decoded][E-0] ${CASES} seeded cases of extreme numbers in every kind's members: located problems, no wild number decoded`, () => {
    const base = samples();
    const d = openDice(seedState("number-bounds"));
    let refused = 0;
    for (let i = 0; i < CASES; i++) {
      const objects = base.map((o) => (d.oneIn(4) ? (extreme(o, d) ?? o) : o));
      const r = loadInline(objects);
      refused += r.errors().length;
      for (const p of r.problems) {
        expectLocated(p);
        expect(p.message.length, p.message).to.be.at.most(500);
      }
      for (const kind of Object.keys(KINDS) as (keyof typeof KINDS)[]) {
        for (const entry of r.content[kind].everyEntry()) {
          const wild = wildNumber(entry.value, `${kind} ${entry.id}`, new Set());
          expect(wild, `case ${i}`).to.equal(undefined);
        }
      }
    }
    expect(refused, "the cases reach the bounds").to.be.greaterThan(CASES);
  });
});
