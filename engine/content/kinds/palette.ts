/** PLACEHOLDER: replaced by the area's full codec. */
import * as t from "io-ts";
import { minimalKind } from "./minimal.js";

export interface Palette {
  readonly id: string;
}

export const paletteKind = minimalKind<Palette>({ kind: "palette", label: "palettes", codec: t.type({ id: t.string }) });
