// covers: E-0 (problems name file, JSON path and line), G-18 (files and folders), G-15 (unit strings),
// ROB-depth-content and ROB-numbers (the text scan that decides which files are walked)
import { expect } from "chai";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readRoots } from "../../engine/content/json/read.js";
import { SILENT } from "../../engine/content/problems.js";
import { makeLocator } from "../../engine/content/json/locate.js";
import { scanText } from "../../engine/content/json/text.js";
import { appendPath, splitPath } from "../../engine/content/json/path.js";
import { loadInline } from "../support/load.js";
import { parseMass, parseVolume } from "../../engine/content/values/units.js";
import { parseText } from "../../engine/content/values/translation.js";
import { tempDir } from "../support/files.js";

describe("JSON paths and line lookup", () => {
  it("[E-0] builds and splits paths with plain keys, odd keys and indexes", () => {
    let p = "$";
    for (const s of [3, "object", "place_nested", 0, "copy-from", "//~", 'a"b']) p = appendPath(p, s);
    expect(p).to.equal('$[3].object.place_nested[0]["copy-from"]["//~"]["a\\"b"]');
    expect(splitPath(p)).to.deep.equal([3, "object", "place_nested", 0, "copy-from", "//~", 'a"b']);
  });

  it("[E-0] finds the line of a nested member, skipping strings that look like JSON", () => {
    const text = [
      "[",
      '  { "type": "x", "id": "a", "s": "tricky ] } \\" [ {" },',
      "  {",
      '    "type": "y",',
      '    "object": {',
      '      "rows": [',
      '        "ab",',
      '        "cd"',
      "      ]",
      "    }",
      "  }",
      "]",
    ].join("\n");
    const locate = makeLocator(text);
    expect(locate([0])).to.equal(2);
    expect(locate([1])).to.equal(3);
    expect(locate([1, "object"])).to.equal(5);
    expect(locate([1, "object", "rows", 1])).to.equal(8);
    // A member that does not exist points at the deepest existing ancestor.
    expect(locate([1, "object", "missing"])).to.equal(5);
  });
});

describe("value forms", () => {
  it("[G-15] reads mass and volume unit strings", () => {
    expect(parseMass("40750 g")).to.deep.equal({ ok: true, value: 40750 });
    expect(parseMass("4 kg")).to.deep.equal({ ok: true, value: 4000 });
    expect(parseVolume("150 L")).to.deep.equal({ ok: true, value: 150000 });
    expect(parseVolume("250 ml")).to.deep.equal({ ok: true, value: 250 });
    expect(parseMass("heavy").ok).to.equal(false);
  });

  it("[G-15] reads translation objects and plain strings as text", () => {
    expect(parseText("zombie")).to.deep.equal({ ok: true, text: "zombie" });
    expect(parseText({ str: "zombie", str_pl: "zombies" })).to.deep.equal({ ok: true, text: "zombie" });
    expect(parseText({ str_sp: "sheep" })).to.deep.equal({ ok: true, text: "sheep" });
    expect(parseText({ ctxt: "x" }).ok).to.equal(false);
  });
});

describe("extend on a map member", () => {
  it("[G-17] extend adds members to an inherited object (a monster's armor) instead of making it a list", () => {
    const r = loadInline([
      { type: "MONSTER", abstract: "armored_base", name: "base", hp: 10, armor: { bash: 2 } },
      {
        type: "MONSTER",
        id: "armored_child",
        "copy-from": "armored_base",
        name: "child",
        extend: { armor: { cut: 3 } },
      },
    ]);
    expect(r.errors()).to.deep.equal([]);
    expect(r.content.monster.get("armored_child")?.armor).to.deep.equal({ bash: 2, cut: 3 });
  });
});

describe("decoded mapgen values are shared and read-only", () => {
  it("[A3-nest-symbols] two chunks without nested symbols share one frozen empty map; equal plain ids share one frozen value", () => {
    const chunk = (id: string): unknown => ({
      type: "mapgen",
      method: "json",
      nested_mapgen_id: id,
      object: { mapgensize: [1, 1], rows: ["."], terrain: { ".": "t_floor" } },
    });
    const r = loadInline([chunk("ps_a"), chunk("ps_b")]);
    const a = r.content.nested_mapgen.get("ps_a")?.object;
    const b = r.content.nested_mapgen.get("ps_b")?.object;
    expect(a && b, "both chunks load").to.be.ok;
    if (!a || !b) return;
    expect(Object.keys(a.nested)).to.deep.equal([]);
    expect(a.nested).to.equal(b.nested);
    expect(Object.isFrozen(a.nested)).to.equal(true);
    expect(() => {
      (a.nested as Record<string, unknown>)["x"] = [];
    }, "a write to the shared map is refused, not shared with every chunk").to.throw(TypeError);
    expect(a.terrain["."]).to.deep.equal({ kind: "id", id: "t_floor" });
    expect(a.terrain["."]).to.equal(b.terrain["."]);
    expect(Object.isFrozen(a.terrain["."])).to.equal(true);
  });
});

describe("the text scan for depth and large numbers", () => {
  it("[ROB-depth-content] skips strings (escaped quotes and backslashes too) and finds the first place past 200 levels", () => {
    const deep = `${"[".repeat(201)}${"]".repeat(201)}`;
    // Brackets inside strings never count, whatever escapes precede the closing quote.
    const inStrings = `{"a": "${"[".repeat(300)}\\\\", "b": "\\"${"{".repeat(300)}\\""}`;
    expect(scanText(inStrings).deep).to.equal(-1);
    expect(scanText(`{"a": "x\\\\"}, ${deep}`).deep).to.equal(`{"a": "x\\\\"}, `.length + 200);
    expect(scanText(`{"s": "\\"]]]]"}`.concat(deep)).deep).to.be.greaterThan(0);
  });

  it("[ROB-numbers] flags number literals of ten digits or with an exponent, outside strings only", () => {
    expect(scanText('{"a": 123456789, "b": 1.123456789012, "c": "12345678901 1e9"}').bigNumber).to.equal(false);
    expect(scanText('{"a": 1234567890}').bigNumber).to.equal(true);
    expect(scanText('{"a": -2147483648.5}').bigNumber).to.equal(true);
    expect(scanText('{"a": [1, 99.9e8]}').bigNumber).to.equal(true);
    expect(scanText('{"a": 5E-3}').bigNumber).to.equal(true);
  });

  it("[ROB-numbers] a number past the limit written with a small exponent (99.9e8) is refused like 9990000000", () => {
    const r = loadInline({
      "n.json": '[{"type":"monster_attack","attack_type":"melee","id":"att","accuracy":99.9e8}]',
    });
    expect(r.errors().map((p) => `${p.path}: ${p.message}`)).to.deep.equal([
      "$[0].accuracy: refused: 9990000000 is out of range: numbers in content are at most ±2147483647; the object at $[0] is not loaded",
    ]);
  });
});

describe("reading a folder's files", () => {
  it("[G-18] counts a file's bytes without its byte-order mark, and reads files larger than the read buffer", () => {
    const dir = tempDir("cdda-read-");
    try {
      const small = '[{"type":"x","id":"é"}]';
      // Past the 1 MiB buffer the reader starts with.
      const large = `[${Array.from({ length: 40_000 }, (_, i) => `{"type":"x","id":"id_${i}","pad":"${"a".repeat(20)}"}`).join(",")}]`;
      writeFileSync(join(dir, "a.json"), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(small)]));
      writeFileSync(join(dir, "b.json"), large);
      const ids: unknown[] = [];
      const r = readRoots([{ path: dir, base: false }], SILENT, (raw) => ids.push(raw.json["id"]));
      expect(r.bytes).to.equal(Buffer.byteLength(small) + Buffer.byteLength(large));
      expect(r.objects).to.equal(40_001);
      expect(ids[0]).to.equal("é");
      expect(ids[40_000]).to.equal("id_39999");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
