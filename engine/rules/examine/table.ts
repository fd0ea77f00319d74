/** The hardcoded examine actions of B2, by name: one module each in ./actions. */
import type { HardcodedExamineName } from "../../content/kinds/examine/names.js";
import type { ExamineCtx } from "./context.js";
import { aggiePlant } from "./actions/aggie_plant.js";
import { autoclaveEmpty } from "./actions/autoclave_empty.js";
import { autoclaveFull } from "./actions/autoclave_full.js";
import { autodoc } from "./actions/autodoc.js";
import { bars } from "./actions/bars.js";
import { bulletinBoard } from "./actions/bulletin_board.js";
import { chainfence } from "./actions/chainfence.js";
import { controlsGate } from "./actions/controls_gate.js";
import { dirtmound } from "./actions/dirtmound.js";
import { elevator } from "./actions/elevator.js";
import { finiteWaterSource } from "./actions/finite_water_source.js";
import { flowerPoppy } from "./actions/flower_poppy.js";
import { fswitch } from "./actions/fswitch.js";
import { fungus } from "./actions/fungus.js";
import { gaspump } from "./actions/gaspump.js";
import { harvestPlantEx } from "./actions/harvest_plant_ex.js";
import { lockedObject } from "./actions/locked_object.js";
import { lockedObjectPickable } from "./actions/locked_object_pickable.js";
import { none } from "./actions/none.js";
import { pedestalTemple } from "./actions/pedestal_temple.js";
import { pedestalWyrm } from "./actions/pedestal_wyrm.js";
import { pit } from "./actions/pit.js";
import { pitCovered } from "./actions/pit_covered.js";
import { portableStructure } from "./actions/portable_structure.js";
import { recycleCompactor } from "./actions/recycle_compactor.js";
import { rubble } from "./actions/rubble.js";
import { safe } from "./actions/safe.js";
import { shelter } from "./actions/shelter.js";
import { shrubMarloss } from "./actions/shrub_marloss.js";
import { shrubWildveggies } from "./actions/shrub_wildveggies.js";
import { slotMachine } from "./actions/slot_machine.js";
import { toilet } from "./actions/toilet.js";
import { waterSource } from "./actions/water_source.js";

export type ExamineHandler = (ctx: ExamineCtx) => void;

export const HARDCODED: { readonly [N in HardcodedExamineName]: ExamineHandler } = {
  aggie_plant: aggiePlant,
  autodoc,
  autoclave_empty: autoclaveEmpty,
  autoclave_full: autoclaveFull,
  bars,
  bulletin_board: bulletinBoard,
  chainfence,
  controls_gate: controlsGate,
  dirtmound,
  elevator,
  finite_water_source: finiteWaterSource,
  flower_poppy: flowerPoppy,
  fswitch,
  fungus,
  gaspump,
  harvest_plant_ex: harvestPlantEx,
  locked_object: lockedObject,
  locked_object_pickable: lockedObjectPickable,
  none,
  pedestal_temple: pedestalTemple,
  pedestal_wyrm: pedestalWyrm,
  pit_covered: pitCovered,
  pit,
  portable_structure: portableStructure,
  recycle_compactor: recycleCompactor,
  rubble,
  safe,
  shelter,
  shrub_marloss: shrubMarloss,
  shrub_wildveggies: shrubWildveggies,
  slot_machine: slotMachine,
  toilet,
  water_source: waterSource,
};
