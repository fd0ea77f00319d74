// covers: G-18 (which files validation parses: content/triage.ts reads `"type"` and `copy-from`
// values, and whether EOCs are mentioned, from a file's bytes without decoding it; every answer
// must be the one the same search of the text gives, or files would be routed or left unread
// differently)
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { FileText } from "../../engine/content/json/file_text.js";
import { MENTIONS_EOCS } from "../../engine/content/json/inline_eocs.js";
import { listJsonFiles } from "../../engine/content/json/read.js";
import { triage, typesIn } from "../../engine/content/triage.js";
import { hasRealData, REAL_DATA } from "../support/load.js";

/** What the regex of content/triage.ts finds in a text (written out here, not taken from the code). */
function byRegex(text: string, key: string): string[] {
  const re = new RegExp(`"${key}"\\s*:\\s*"([^"\\\\]*)"`, "g");
  return [...text.matchAll(re)].map((m) => m[1] as string);
}

const bytesOf = (text: string): FileText => FileText.ofBytes(Buffer.from(text, "utf8"));

const SAMPLES = [
  '[{"type": "MONSTER", "id": "a"}, {"type":"terrain"}]',
  '[{ "type"\t:\n "recipe" , "copy-from" :"x_y", "result": "é" }]',
  // A value with an escape is not read (the regex needs a closing quote before any backslash).
  '[{"type": "a\\"b", "type": "c"}]',
  // "type" as a value, then as a key; a key with no string value; an unfinished one at the end.
  '[{"id": "type", "type": 3, "x": {"type": "nested"}}, {"type": "last"',
  '{"type": "ünïcödé", "name": "\u{1F600}", "type" :"x"}',
  '\u{feff}[{"type": "after_bom"}]',
  '"type""type": "twice"',
  "",
];

describe("reading a file's bytes without decoding it (validation's triage)", () => {
  it("[G-18] finds the same type and copy-from values as the regex over the text", () => {
    for (const text of SAMPLES) {
      const src = bytesOf(text);
      expect(src.stringValues("type"), text).to.deep.equal(byRegex(text, "type"));
      expect(src.stringValues("copy-from"), text).to.deep.equal(byRegex(text, "copy-from"));
      expect([...typesIn(src)], text).to.deep.equal([...typesIn(text)]);
    }
  });

  it("[G-18] leaves it to the text when a non-ASCII space may stand between a key and its value", () => {
    // U+00A0 and U+2028 are whitespace to a regex's \s, and several bytes in UTF-8.
    for (const text of ['[{"type":\u00a0"MONSTER"}]', '[{"type"\u2028: "terrain"}]']) {
      expect(bytesOf(text).stringValues("type"), text).to.equal(undefined);
      expect([...typesIn(bytesOf(text))], text).to.deep.equal([...typesIn(text)]);
      expect(byRegex(text, "type").length, text).to.equal(1);
    }
  });

  it("[G-18] says whether EOCs are mentioned as the case-insensitive regex does", () => {
    const cases: [string, boolean][] = [
      ['{"effect_on_conditions": []}', true],
      ['{"x": "EFFECT_ON_CONDITION"}', true],
      ['{"x": "Effect_On_Condition"}', true],
      ['{"x": "effect-on-condition"}', false],
      ['{"x": "EoC_thing"}', true],
      ['{"x": "geocache"}', true],
      ['{"x": "eo c", "y": "effect_on_conditio"}', false],
      ['{"x": "ÉOC"}', false],
      ["eoc", true],
      ["eo", false],
    ];
    for (const [text, expected] of cases) {
      expect(bytesOf(text).mentionsEocs(), text).to.equal(expected);
      expect(MENTIONS_EOCS.test(text), text).to.equal(expected);
    }
  });

  it("[G-18] decodes its text on demand without a byte-order mark, and searches bytes as the text", () => {
    const src = bytesOf('\u{feff}[{"type": "construction_blueprint"}]');
    expect(src.includes('"construction_blueprint"')).to.equal(true);
    expect(src.includes('"update_mapgen_id"')).to.equal(false);
    expect(src.text).to.equal('[{"type": "construction_blueprint"}]');
    expect(FileText.ofText("[1]").text).to.equal("[1]");
  });

  it("[G-18] on every file of the game's data: the same triage from bytes as from text", function () {
    if (!hasRealData()) {
      console.log(`      (skipped: no real data at ${REAL_DATA})`);
      this.skip();
    }
    this.timeout(120_000);
    let mentioning = 0;
    for (const file of listJsonFiles(REAL_DATA)) {
      const bytes = readFileSync(file);
      const text = bytes.toString("utf8");
      const src = FileText.ofBytes(bytes);
      expect(triage(src), file).to.deep.equal(triage(text));
      expect(src.mentionsEocs(), file).to.equal(MENTIONS_EOCS.test(text));
      if (MENTIONS_EOCS.test(text)) mentioning++;
    }
    // Both answers occur (the game's EOC files and its item files).
    expect(mentioning).to.be.greaterThan(100);
  });
});
