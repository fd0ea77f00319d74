/** Translatable text: a plain string or `{str, str_pl?, str_sp?, ctxt?, //~?}`. */
import { isJsonObject } from "../json/types.js";
import { describe } from "./duration.js";

export type TextParse = { ok: true; text: string } | { ok: false; message: string };

export function parseText(value: unknown): TextParse {
  if (typeof value === "string") return { ok: true, text: value };
  if (isJsonObject(value)) {
    const str = value["str"] ?? value["str_sp"];
    if (typeof str === "string") return { ok: true, text: str };
    return { ok: false, message: 'a translation object needs a string "str" (or "str_sp")' };
  }
  return { ok: false, message: `expected text (a string or a translation object), got ${describe(value)}` };
}
