/** CDDA unit strings: mass ("40750 g", "4 kg") in grams, volume ("150 L", "250 ml") in millilitres. */
import { describe } from "./duration.js";
export type UnitParse = { ok: true; value: number } | { ok: false; message: string };

const MASS: Readonly<Record<string, number>> = { mg: 0.001, g: 1, kg: 1000 };
const VOLUME: Readonly<Record<string, number>> = { ml: 1, mL: 1, l: 1000, L: 1000 };
const LENGTH: Readonly<Record<string, number>> = { mm: 1, cm: 10, m: 1000, km: 1000000 };
/** Vitamin masses in micrograms ("420 μg", "10 mg 420 μg", "938 mcg", "188 ug"). */
const MICROGRAMS: Readonly<Record<string, number>> = { μg: 1, µg: 1, mcg: 1, ug: 1, mg: 1e3, g: 1e6 };
const TERM = /\s*([+-]?\d+(?:\.\d+)?)\s*([A-Za-zμµ]+)\s*/y;

function parseUnits(value: unknown, table: Readonly<Record<string, number>>, what: string): UnitParse {
  if (typeof value === "number")
    return Number.isFinite(value) ? { ok: true, value } : { ok: false, message: `not a finite ${what}` };
  if (typeof value !== "string")
    return {
      ok: false,
      message: `expected a ${what} (a number or a string such as "${Object.keys(table)[1]}"), got ${describe(value)}`,
    };
  let total = 0;
  let pos = 0;
  const text = value.trim();
  if (text === "") return { ok: false, message: `expected a ${what}, got an empty string` };
  while (pos < text.length) {
    TERM.lastIndex = pos;
    const m = TERM.exec(text);
    const factor = m ? table[m[2] ?? ""] : undefined;
    if (!m || factor === undefined)
      return {
        ok: false,
        message: `cannot read ${describe(value)} as a ${what}; units: ${Object.keys(table).join(", ")}`,
      };
    total += Number(m[1]) * factor;
    pos = TERM.lastIndex;
  }
  return { ok: true, value: total };
}

export const parseMass = (v: unknown): UnitParse => parseUnits(v, MASS, "mass");
export const parseVolume = (v: unknown): UnitParse => parseUnits(v, VOLUME, "volume");
export const parseLength = (v: unknown): UnitParse => parseUnits(v, LENGTH, "length");
export const parseMicrograms = (v: unknown): UnitParse => parseUnits(v, MICROGRAMS, "vitamin mass");
