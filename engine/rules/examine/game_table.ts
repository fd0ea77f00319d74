/**
 * The real game's examine actions beyond B2, by name: one module each in ./game. A name still
 * pending (content/kinds/examine/names.ts GAME_EXAMINE_PENDING) never reaches this table: it loads
 * as an unknown name and acts as `none`; its entry here is `pending` until its module lands.
 */
import type { GameExamineName } from "../../content/kinds/examine/names.js";
import { none } from "./actions/none.js";
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

const pending: ExamineHandler = none;

export const GAME: { readonly [N in GameExamineName]: ExamineHandler } = {
  arcfurnace_full: arcfurnaceFull,
  atm: pending,
  cardreader_fp: pending,
  cardreader_robofac: pending,
  change_appearance: changeAppearance,
  clear_overgrown: pending,
  compost_empty: compostEmpty,
  compost_full: compostFull,
  curtains: pending,
  cvdmachine: pending,
  deployed_furniture: deployedFurniture,
  door_peephole: pending,
  fireplace: fireplace,
  flower_dahlia: pending,
  flower_marloss: pending,
  fvat_empty: fvatEmpty,
  fvat_full: fvatFull,
  gunsafe_el: pending,
  harvest_furn: pending,
  harvest_furn_nectar: pending,
  harvest_ter: pending,
  harvest_ter_nectar: pending,
  harvested_plant: pending,
  intercom: pending,
  intercom_balthazar: pending,
  keg: keg,
  kiln_empty: kilnEmpty,
  kiln_full: kilnFull,
  ledge: pending,
  nanofab: pending,
  open_safe: pending,
  pay_gas: pending,
  quern_examine: quernExamine,
  reload_furniture: reloadFurniture,
  sign: pending,
  smoker_options: smokerOptions,
  stook_empty: stookEmpty,
  stook_full: stookFull,
  tree_hickory: pending,
  tree_maple: pending,
  tree_maple_tapped: pending,
  tree_marloss: pending,
  vending: pending,
  workbench: workbench,
  workout: workout,
};
