/** The examine-action vocabulary (B1-B3) for the simulation: types, names and helpers. */
export * from "./types.js";
export * from "./names.js";
export { CARDREADER_DEFAULTS } from "./cardreader.js";
export { unknownExamineNames, type UnknownExamineUse } from "./unknown_names.js";
export type { MapDataCommon, HarvestEntry, LiquidSource, BashInfo, DeconstructInfo, PryingInfo } from "./map_data.js";
