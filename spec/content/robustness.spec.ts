// covers: E-0 (bad input never throws; every problem names file, JSON path and rule), G-17 (no prototype pollution)
import { expect } from "chai";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { listJsonFiles } from "../../engine/content/json/read.js";
import { loadContent } from "../../engine/content/load.js";
import { openDice, seedState, type Dice } from "../../engine/world/rng.js";
import { expectLocated, loadInline, PROJECT_ROOT, show } from "../support/load.js";
import { LONG } from "../support/long.js";
import { tempDir } from "../support/files.js";

type J = null | boolean | number | string | J[] | { [k: string]: J };

/** Our own content, as the starting point for mutations. */
function ownContent(): J[] {
  const out: J[] = [];
  for (const f of listJsonFiles(join(PROJECT_ROOT, "content"))) {
    const v = JSON.parse(readFileSync(f, "utf8")) as J;
    if (Array.isArray(v)) out.push(...v);
    else out.push(v);
  }
  return out;
}

const ODD_VALUES: J[] = [
  null,
  true,
  -1,
  0,
  1.5,
  1e308,
  "",
  "x",
  "5 parsecs",
  [],
  [[]],
  {},
  JSON.parse('{"__proto__": {"polluted": true}}') as J,
  [null, -3],
  { str: 5 },
];

/** Replaces one randomly chosen value somewhere inside `v` (or a member name) with something odd. */
function mutate(v: J, d: Dice, depth = 0): J {
  if (Array.isArray(v)) {
    if (v.length === 0 || d.oneIn(6)) return d.pick(ODD_VALUES) ?? null;
    const i = d.int(0, v.length - 1);
    const copy = [...v];
    copy[i] = mutate(v[i] as J, d, depth + 1);
    return copy;
  }
  if (v !== null && typeof v === "object") {
    const keys = Object.keys(v);
    if (keys.length === 0 || d.oneIn(6)) return d.pick(ODD_VALUES) ?? null;
    const key = d.pick(keys) as string;
    const copy: { [k: string]: J } = { ...v };
    const roll = d.int(0, 4);
    if (roll === 0) delete copy[key];
    else if (roll === 1)
      Object.defineProperty(copy, d.pick(["__proto__", "constructor", "prototype", "//", "copy-from"]) as string, {
        value: d.pick(ODD_VALUES) ?? null,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else copy[key] = mutate(v[key] as J, d, depth + 1);
    return copy;
  }
  return d.pick(ODD_VALUES) ?? null;
}

describe("robustness: no content makes the loader throw", function () {
  this.timeout(120000);

  // 50 batches in make test; 150 in the long tier (.ci/run).
  const BATCHES = LONG ? 150 : 50;
  it(`[E-0][G-17] ${BATCHES} seeded batches of mutated objects load with every problem located and named`, () => {
    const base = ownContent();
    expect(base.length).to.be.greaterThan(50);
    const d = openDice(seedState("robustness"));
    let errorsSeen = 0;
    for (let batch = 0; batch < BATCHES; batch++) {
      const objects = base.map((o) => (d.oneIn(3) ? mutate(o, d) : o));
      const r = loadInline(objects);
      errorsSeen += r.errors().length;
      for (const p of r.problems) expectLocated(p);
    }
    expect(({} as { polluted?: unknown }).polluted).to.equal(undefined);
    // The mutations must actually exercise the error paths.
    expect(errorsSeen, "errors reported across batches").to.be.greaterThan(BATCHES);
  });

  it("[E-0][G-15] a value nested 20,000 levels deep is a located problem, in validation and in a full load", () => {
    let deep = '"x"';
    for (let i = 0; i < 20000; i++) deep = `[${deep}]`;
    const dir = tempDir("cdda-sim-deep-");
    writeFileSync(
      join(dir, "deep.json"),
      `[{"type": "MONSTER", "id": "deep_m", "name": "d", "hp": 5, "flags": ${deep}}]`,
    );
    for (const skipUncheckedFiles of [false, true]) {
      const r = loadContent([dir], { skipUncheckedFiles });
      const errors = r.problems.filter((p) => p.severity === "error");
      expect(
        errors.map((p) => `${p.path} ${p.id ?? ""}`),
        show(r.problems),
      ).to.deep.equal(["$[0].flags deep_m"]);
    }
  });

  it("[G-18] a stray non-object among objects is an error at its index; the objects around it still load", () => {
    const r = loadInline([{ type: "mutation", id: "trait_a" }, 5, { type: "mutation", id: "trait_b" }]);
    expect(r.errors("G-18").map((p) => p.path)).to.deep.equal(["$[1]"]);
    expect(r.content.mutation.has("trait_a") && r.content.mutation.has("trait_b")).to.equal(true);
  });
});
