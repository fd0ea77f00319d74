import { fields } from "../codec/fields.js";
import { decodeAt } from "../codec/decode.js";
import { integer, stringOrStrings, text } from "../codec/common.js";
import { warnUnknownMembers } from "../codec/decode.js";
import type { KindDef } from "./kind.js";

export interface Speech {
  /** `speaker`: monster ids that may say this line (REAL: always an array; a single string is accepted). */
  readonly speakers: readonly string[];
  /** JSON `sound`. */
  readonly sound: string;
  /** JSON `volume`. */
  readonly volume: number;
}

const codec = fields({ speaker: stringOrStrings, sound: text, volume: integer });
const MEMBERS: ReadonlySet<string> = new Set(["speaker", "sound", "volume", "id"]);

export const speechKind: KindDef<Speech> = {
  kind: "speech",
  label: "speech lines",
  rules: { "": "D2-PARROT" },
  duplicates: "replace",
  anonymous: true,
  idsOf: () => [],
  decode(json, ctx) {
    warnUnknownMembers(json, MEMBERS, ctx);
    const o = decodeAt(codec, json, ctx);
    return o && { speakers: o.speaker, sound: o.sound, volume: o.volume };
  },
};

/** The lines a monster may say, in load order. */
export function speechFor(table: { everyEntry(): Iterable<{ value: Speech }> }, monsterId: string): readonly Speech[] {
  const out: Speech[] = [];
  for (const e of table.everyEntry()) if (e.value.speakers.includes(monsterId)) out.push(e.value);
  return out;
}
