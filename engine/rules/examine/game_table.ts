/**
 * The real game's examine actions beyond B2, by name: one module each in ./game. A name still
 * pending (content/kinds/examine/names.ts GAME_EXAMINE_PENDING) never reaches this table: it loads
 * as an unknown name and acts as `none`; its entry here is `pending` until its module lands.
 */
import type { GameExamineName } from "../../content/kinds/examine/names.js";
import { none } from "./actions/none.js";
import type { ExamineHandler } from "./table.js";

const pending: ExamineHandler = none;

export const GAME: { readonly [N in GameExamineName]: ExamineHandler } = {
  arcfurnace_full: pending,
  atm: pending,
  cardreader_fp: pending,
  cardreader_robofac: pending,
  change_appearance: pending,
  clear_overgrown: pending,
  compost_empty: pending,
  compost_full: pending,
  curtains: pending,
  cvdmachine: pending,
  deployed_furniture: pending,
  door_peephole: pending,
  fireplace: pending,
  flower_dahlia: pending,
  flower_marloss: pending,
  fvat_empty: pending,
  fvat_full: pending,
  gunsafe_el: pending,
  harvest_furn: pending,
  harvest_furn_nectar: pending,
  harvest_ter: pending,
  harvest_ter_nectar: pending,
  harvested_plant: pending,
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
  tree_hickory: pending,
  tree_maple: pending,
  tree_maple_tapped: pending,
  tree_marloss: pending,
  vending: pending,
  workbench: pending,
  workout: pending,
};
