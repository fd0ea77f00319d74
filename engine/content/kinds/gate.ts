/**
 * Gate definitions, which `controls_gate` (B2-controls_gate) looks up by the controller terrain's
 * id: which terrain is the closed gate (`door`), which the open one (`floor`), which walls hold
 * it, the messages, and the cost. Shape and defaults as in the real loader (src/gates.cpp):
 * `door` and `floor` are required, an empty `walls` list matches any WALL-flagged terrain.
 */
import * as t from "io-ts";
import { fields } from "../codec/fields.js";
import { isJsonObject, own } from "../json/types.js";
import { decodeAt, warnUnknownMembers } from "../codec/decode.js";
import { integer, text, withDefault } from "../codec/common.js";
import type { KindDef } from "./kind.js";
import { optional } from "./examine/field.js";

export interface GateMessages {
  /** JSON `pull`. */
  readonly pull: string | undefined;
  /** JSON `open`. */
  readonly open: string | undefined;
  /** JSON `close`. */
  readonly close: string | undefined;
  /** JSON `fail`. */
  readonly fail: string | undefined;
}

export interface Gate {
  /** `id`: the controller terrain id. */
  readonly id: string;
  /** `door`: terrain of a closed gate tile. */
  readonly door: string;
  /** `floor`: terrain of an open gate tile. */
  readonly floor: string;
  /** `walls`: terrain the gate hangs from; empty: any terrain with the WALL flag. */
  readonly walls: readonly string[];
  /** JSON `messages`. */
  readonly messages: GateMessages;
  /** `moves`: moves the pulling activity costs. */
  readonly moves: number;
  /** `bashing_damage`: damage dealt to what is in the way when the gate closes. */
  readonly bashingDamage: number;
}

const MEMBERS: ReadonlySet<string> = new Set([
  "type",
  "id",
  "door",
  "floor",
  "walls",
  "messages",
  "moves",
  "bashing_damage",
]);
const MESSAGE_MEMBERS: ReadonlySet<string> = new Set(["pull", "open", "close", "fail"]);

const optionalText = optional(text);

const gateCodec = fields({
  id: t.string,
  door: t.string,
  floor: t.string,
  walls: withDefault(t.readonlyArray(t.string), []),
  messages: withDefault(fields({ pull: optionalText, open: optionalText, close: optionalText, fail: optionalText }), {
    pull: undefined,
    open: undefined,
    close: undefined,
    fail: undefined,
  }),
  moves: withDefault(integer, 0),
  bashing_damage: withDefault(integer, 0),
});

export const gateKind: KindDef<Gate> = {
  kind: "gate",
  label: "gates",
  rules: { "": "B2-controls_gate", id: "G-1" },
  duplicates: "replace",
  members: MEMBERS,
  decode(json, ctx) {
    const messages = own(json, "messages");
    if (isJsonObject(messages)) warnUnknownMembers(messages, MESSAGE_MEMBERS, ctx, ["messages"]);
    const o = decodeAt(gateCodec, json, ctx);
    if (!o) return undefined;
    return {
      id: o.id,
      door: o.door,
      floor: o.floor,
      walls: o.walls,
      messages: { pull: o.messages.pull, open: o.messages.open, close: o.messages.close, fail: o.messages.fail },
      moves: o.moves,
      bashingDamage: o.bashing_damage,
    };
  },
};
