/**
 * The real game's examine actions beyond B2, by name: one module each in ./game. A name still
 * pending (content/kinds/examine/names.ts GAME_EXAMINE_PENDING) never reaches this table: it loads
 * as an unknown name and acts as `none`; its entry here is `pending` until its module lands.
 */
import type { GameExamineName } from "../../content/kinds/examine/names.js";
import { none } from "./actions/none.js";
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

const pending: ExamineHandler = none;

export const GAME: { readonly [N in GameExamineName]: ExamineHandler } = {
  arcfurnace_full: pending,
  atm: pending,
  cardreader_fp: pending,
  cardreader_robofac: pending,
  change_appearance: pending,
  clear_overgrown: clearOvergrown,
  compost_empty: pending,
  compost_full: pending,
  curtains: pending,
  cvdmachine: pending,
  deployed_furniture: pending,
  door_peephole: pending,
  fireplace: pending,
  flower_dahlia: flowerDahlia,
  flower_marloss: flowerMarloss,
  fvat_empty: pending,
  fvat_full: pending,
  gunsafe_el: pending,
  harvest_furn: harvestFurn,
  harvest_furn_nectar: harvestFurnNectar,
  harvest_ter: harvestTer,
  harvest_ter_nectar: harvestTerNectar,
  harvested_plant: harvestedPlant,
  intercom: pending,
  intercom_balthazar: pending,
  keg: pending,
  kiln_empty: pending,
  kiln_full: pending,
  ledge: pending,
  nanofab: pending,
  open_safe: pending,
  pay_gas: pending,
  quern_examine: pending,
  reload_furniture: pending,
  sign: pending,
  smoker_options: pending,
  stook_empty: pending,
  stook_full: pending,
  tree_hickory: treeHickory,
  tree_maple: treeMaple,
  tree_maple_tapped: treeMapleTapped,
  tree_marloss: treeMarloss,
  vending: pending,
  workbench: pending,
  workout: pending,
};
