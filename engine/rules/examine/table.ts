/**
 * Every examine action the engine runs, by its content name: one module each in ./actions. Where an
 * action came from is a field of its entry, not a folder: "specification" for the hardcoded names
 * of B2, "game" for the real game's names beyond them (B1-string, REAL).
 */
import type { GameExamineName, HardcodedExamineName } from "../../content/kinds/examine/names.js";
import type { ExamineCtx } from "./context.js";
import { aggiePlant } from "./actions/aggie_plant.js";
import { arcfurnaceFull } from "./actions/arcfurnace_full.js";
import { atm } from "./actions/atm.js";
import { autoclaveEmpty } from "./actions/autoclave_empty.js";
import { autoclaveFull } from "./actions/autoclave_full.js";
import { autodoc } from "./actions/autodoc.js";
import { bars } from "./actions/bars.js";
import { bulletinBoard } from "./actions/bulletin_board.js";
import { cardreaderFp } from "./actions/cardreader_fp.js";
import { cardreaderRobofac } from "./actions/cardreader_robofac.js";
import { chainfence } from "./actions/chainfence.js";
import { changeAppearance } from "./actions/change_appearance.js";
import { clearOvergrown } from "./actions/clear_overgrown.js";
import { compostEmpty } from "./actions/compost_empty.js";
import { compostFull } from "./actions/compost_full.js";
import { controlsGate } from "./actions/controls_gate.js";
import { curtains } from "./actions/curtains.js";
import { cvdmachine } from "./actions/cvdmachine.js";
import { deployedFurniture } from "./actions/deployed_furniture.js";
import { dirtmound } from "./actions/dirtmound.js";
import { doorPeephole } from "./actions/door_peephole.js";
import { elevator } from "./actions/elevator.js";
import { finiteWaterSource } from "./actions/finite_water_source.js";
import { fireplace } from "./actions/fireplace.js";
import { flowerDahlia } from "./actions/flower_dahlia.js";
import { flowerMarloss } from "./actions/flower_marloss.js";
import { flowerPoppy } from "./actions/flower_poppy.js";
import { fswitch } from "./actions/fswitch.js";
import { fungus } from "./actions/fungus.js";
import { fvatEmpty } from "./actions/fvat_empty.js";
import { fvatFull } from "./actions/fvat_full.js";
import { gaspump } from "./actions/gaspump.js";
import { gunsafeEl } from "./actions/gunsafe_el.js";
import { harvestFurn } from "./actions/harvest_furn.js";
import { harvestFurnNectar } from "./actions/harvest_furn_nectar.js";
import { harvestPlantEx } from "./actions/harvest_plant_ex.js";
import { harvestTer } from "./actions/harvest_ter.js";
import { harvestTerNectar } from "./actions/harvest_ter_nectar.js";
import { harvestedPlant } from "./actions/harvested_plant.js";
import { intercom } from "./actions/intercom.js";
import { intercomBalthazar } from "./actions/intercom_balthazar.js";
import { keg } from "./actions/keg.js";
import { kilnEmpty } from "./actions/kiln_empty.js";
import { kilnFull } from "./actions/kiln_full.js";
import { ledge } from "./actions/ledge.js";
import { lockedObject } from "./actions/locked_object.js";
import { lockedObjectPickable } from "./actions/locked_object_pickable.js";
import { nanofab } from "./actions/nanofab.js";
import { none } from "./actions/none.js";
import { openSafe } from "./actions/open_safe.js";
import { payGas } from "./actions/pay_gas.js";
import { pedestalTemple } from "./actions/pedestal_temple.js";
import { pedestalWyrm } from "./actions/pedestal_wyrm.js";
import { pit } from "./actions/pit.js";
import { pitCovered } from "./actions/pit_covered.js";
import { portableStructure } from "./actions/portable_structure.js";
import { quernExamine } from "./actions/quern_examine.js";
import { recycleCompactor } from "./actions/recycle_compactor.js";
import { reloadFurniture } from "./actions/reload_furniture.js";
import { rubble } from "./actions/rubble.js";
import { safe } from "./actions/safe.js";
import { shelter } from "./actions/shelter.js";
import { shrubMarloss } from "./actions/shrub_marloss.js";
import { shrubWildveggies } from "./actions/shrub_wildveggies.js";
import { sign } from "./actions/sign.js";
import { slotMachine } from "./actions/slot_machine.js";
import { smokerOptions } from "./actions/smoker_options.js";
import { stookEmpty } from "./actions/stook_empty.js";
import { stookFull } from "./actions/stook_full.js";
import { toilet } from "./actions/toilet.js";
import { treeHickory } from "./actions/tree_hickory.js";
import { treeMaple } from "./actions/tree_maple.js";
import { treeMapleTapped } from "./actions/tree_maple_tapped.js";
import { treeMarloss } from "./actions/tree_marloss.js";
import { vending } from "./actions/vending.js";
import { waterSource } from "./actions/water_source.js";
import { workbench } from "./actions/workbench.js";
import { workout } from "./actions/workout.js";

export type ExamineHandler = (ctx: ExamineCtx) => void;

/** Who named the action: the specification's list (B2), or the real game's data beyond it. */
export type ExamineSource = "specification" | "game";

export interface ExamineEntry {
  readonly run: ExamineHandler;
  readonly from: ExamineSource;
}

const spec = (run: ExamineHandler): ExamineEntry => ({ run, from: "specification" });
const game = (run: ExamineHandler): ExamineEntry => ({ run, from: "game" });

export const EXAMINE_ACTIONS: { readonly [N in HardcodedExamineName | GameExamineName]: ExamineEntry } = {
  aggie_plant: spec(aggiePlant),
  arcfurnace_full: game(arcfurnaceFull),
  atm: game(atm),
  autoclave_empty: spec(autoclaveEmpty),
  autoclave_full: spec(autoclaveFull),
  autodoc: spec(autodoc),
  bars: spec(bars),
  bulletin_board: spec(bulletinBoard),
  cardreader_fp: game(cardreaderFp),
  cardreader_robofac: game(cardreaderRobofac),
  chainfence: spec(chainfence),
  change_appearance: game(changeAppearance),
  clear_overgrown: game(clearOvergrown),
  compost_empty: game(compostEmpty),
  compost_full: game(compostFull),
  controls_gate: spec(controlsGate),
  curtains: game(curtains),
  cvdmachine: game(cvdmachine),
  deployed_furniture: game(deployedFurniture),
  dirtmound: spec(dirtmound),
  door_peephole: game(doorPeephole),
  elevator: spec(elevator),
  finite_water_source: spec(finiteWaterSource),
  fireplace: game(fireplace),
  flower_dahlia: game(flowerDahlia),
  flower_marloss: game(flowerMarloss),
  flower_poppy: spec(flowerPoppy),
  fswitch: spec(fswitch),
  fungus: spec(fungus),
  fvat_empty: game(fvatEmpty),
  fvat_full: game(fvatFull),
  gaspump: spec(gaspump),
  gunsafe_el: game(gunsafeEl),
  harvest_furn: game(harvestFurn),
  harvest_furn_nectar: game(harvestFurnNectar),
  harvest_plant_ex: spec(harvestPlantEx),
  harvest_ter: game(harvestTer),
  harvest_ter_nectar: game(harvestTerNectar),
  harvested_plant: game(harvestedPlant),
  intercom: game(intercom),
  intercom_balthazar: game(intercomBalthazar),
  keg: game(keg),
  kiln_empty: game(kilnEmpty),
  kiln_full: game(kilnFull),
  ledge: game(ledge),
  locked_object: spec(lockedObject),
  locked_object_pickable: spec(lockedObjectPickable),
  nanofab: game(nanofab),
  none: spec(none),
  open_safe: game(openSafe),
  pay_gas: game(payGas),
  pedestal_temple: spec(pedestalTemple),
  pedestal_wyrm: spec(pedestalWyrm),
  pit: spec(pit),
  pit_covered: spec(pitCovered),
  portable_structure: spec(portableStructure),
  quern_examine: game(quernExamine),
  recycle_compactor: spec(recycleCompactor),
  reload_furniture: game(reloadFurniture),
  rubble: spec(rubble),
  safe: spec(safe),
  shelter: spec(shelter),
  shrub_marloss: spec(shrubMarloss),
  shrub_wildveggies: spec(shrubWildveggies),
  sign: game(sign),
  slot_machine: spec(slotMachine),
  smoker_options: game(smokerOptions),
  stook_empty: game(stookEmpty),
  stook_full: game(stookFull),
  toilet: spec(toilet),
  tree_hickory: game(treeHickory),
  tree_maple: game(treeMaple),
  tree_maple_tapped: game(treeMapleTapped),
  tree_marloss: game(treeMarloss),
  vending: game(vending),
  water_source: spec(waterSource),
  workbench: game(workbench),
  workout: game(workout),
};
