/** The real game's examine actions beyond B2 (B1-string, REAL), by name: one module each in ./game. */
import type { GameExamineName } from "../../content/kinds/examine/names.js";
import { clearOvergrown } from "./game/clear_overgrown.js";
import { flowerDahlia } from "./game/flower_dahlia.js";
import { flowerMarloss } from "./game/flower_marloss.js";
import { harvestFurn } from "./game/harvest_furn.js";
import { harvestFurnNectar } from "./game/harvest_furn_nectar.js";
import { harvestTer } from "./game/harvest_ter.js";
import { harvestTerNectar } from "./game/harvest_ter_nectar.js";
import { harvestedPlant } from "./game/harvested_plant.js";
import { treeHickory } from "./game/tree_hickory.js";
import { treeMaple } from "./game/tree_maple.js";
import { treeMapleTapped } from "./game/tree_maple_tapped.js";
import { treeMarloss } from "./game/tree_marloss.js";
import type { ExamineHandler } from "./table.js";
import { arcfurnaceFull } from "./game/arcfurnace_full.js";
import { changeAppearance } from "./game/change_appearance.js";
import { compostEmpty } from "./game/compost_empty.js";
import { compostFull } from "./game/compost_full.js";
import { deployedFurniture } from "./game/deployed_furniture.js";
import { fireplace } from "./game/fireplace.js";
import { fvatEmpty } from "./game/fvat_empty.js";
import { fvatFull } from "./game/fvat_full.js";
import { keg } from "./game/keg.js";
import { kilnEmpty } from "./game/kiln_empty.js";
import { kilnFull } from "./game/kiln_full.js";
import { quernExamine } from "./game/quern_examine.js";
import { reloadFurniture } from "./game/reload_furniture.js";
import { smokerOptions } from "./game/smoker_options.js";
import { stookEmpty } from "./game/stook_empty.js";
import { stookFull } from "./game/stook_full.js";
import { workbench } from "./game/workbench.js";
import { workout } from "./game/workout.js";
import { atm } from "./game/atm.js";
import { cardreaderFp } from "./game/cardreader_fp.js";
import { cardreaderRobofac } from "./game/cardreader_robofac.js";
import { curtains } from "./game/curtains.js";
import { cvdmachine } from "./game/cvdmachine.js";
import { doorPeephole } from "./game/door_peephole.js";
import { gunsafeEl } from "./game/gunsafe_el.js";
import { intercom } from "./game/intercom.js";
import { intercomBalthazar } from "./game/intercom_balthazar.js";
import { ledge } from "./game/ledge.js";
import { nanofab } from "./game/nanofab.js";
import { openSafe } from "./game/open_safe.js";
import { payGas } from "./game/pay_gas.js";
import { sign } from "./game/sign.js";
import { vending } from "./game/vending.js";

export const GAME: { readonly [N in GameExamineName]: ExamineHandler } = {
  arcfurnace_full: arcfurnaceFull,
  atm,
  cardreader_fp: cardreaderFp,
  cardreader_robofac: cardreaderRobofac,
  change_appearance: changeAppearance,
  clear_overgrown: clearOvergrown,
  compost_empty: compostEmpty,
  compost_full: compostFull,
  curtains,
  cvdmachine,
  deployed_furniture: deployedFurniture,
  door_peephole: doorPeephole,
  fireplace: fireplace,
  flower_dahlia: flowerDahlia,
  flower_marloss: flowerMarloss,
  fvat_empty: fvatEmpty,
  fvat_full: fvatFull,
  gunsafe_el: gunsafeEl,
  harvest_furn: harvestFurn,
  harvest_furn_nectar: harvestFurnNectar,
  harvest_ter: harvestTer,
  harvest_ter_nectar: harvestTerNectar,
  harvested_plant: harvestedPlant,
  intercom,
  intercom_balthazar: intercomBalthazar,
  keg: keg,
  kiln_empty: kilnEmpty,
  kiln_full: kilnFull,
  ledge,
  nanofab,
  open_safe: openSafe,
  pay_gas: payGas,
  quern_examine: quernExamine,
  reload_furniture: reloadFurniture,
  sign,
  smoker_options: smokerOptions,
  stook_empty: stookEmpty,
  stook_full: stookFull,
  tree_hickory: treeHickory,
  tree_maple: treeMaple,
  tree_maple_tapped: treeMapleTapped,
  tree_marloss: treeMarloss,
  vending,
  workbench: workbench,
  workout: workout,
};
