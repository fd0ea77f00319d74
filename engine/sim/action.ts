/** How an action kind plugs in: its io-ts codec, a one-line description for the story, its reducer (engine/sim/kernel.ts). */
export type { ActionKind } from "./kernel.js";
