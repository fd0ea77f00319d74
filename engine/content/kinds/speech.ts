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

type SpeechTable = { everyEntry(): Iterable<{ value: Speech }> };

/** Lines by speaker, built once per loaded table (content does not change after loading). */
const BY_SPEAKER = new WeakMap<SpeechTable, Map<string, Speech[]>>();

/** The lines a monster may say, in load order. */
export function speechFor(table: SpeechTable, monsterId: string): readonly Speech[] {
  let index = BY_SPEAKER.get(table);
  if (!index) {
    index = new Map();
    for (const e of table.everyEntry())
      for (const who of e.value.speakers) {
        const lines = index.get(who);
        if (!lines) index.set(who, [e.value]);
        else if (lines[lines.length - 1] !== e.value) lines.push(e.value);
      }
    BY_SPEAKER.set(table, index);
  }
  return index.get(monsterId) ?? [];
}
