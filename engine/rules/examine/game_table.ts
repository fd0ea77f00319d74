/**
 * The real game's examine actions beyond B2, by name: one module each in ./game. A name still
 * pending (content/kinds/examine/names.ts GAME_EXAMINE_PENDING) never reaches this table: it loads
 * as an unknown name and acts as `none`; its entry here is `pending` until its module lands.
 */
import type { GameExamineName } from "../../content/kinds/examine/names.js";
import { none } from "./actions/none.js";
import type { ExamineHandler } from "./table.js";
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

const pending: ExamineHandler = none;

export const GAME: { readonly [N in GameExamineName]: ExamineHandler } = {
  arcfurnace_full: pending,
  atm,
  cardreader_fp: cardreaderFp,
  cardreader_robofac: cardreaderRobofac,
  change_appearance: pending,
  clear_overgrown: pending,
  compost_empty: pending,
  compost_full: pending,
  curtains,
  cvdmachine,
  deployed_furniture: pending,
  door_peephole: doorPeephole,
  fireplace: pending,
  flower_dahlia: pending,
  flower_marloss: pending,
  fvat_empty: pending,
  fvat_full: pending,
  gunsafe_el: gunsafeEl,
  harvest_furn: pending,
  harvest_furn_nectar: pending,
  harvest_ter: pending,
  harvest_ter_nectar: pending,
  harvested_plant: pending,
  intercom,
  intercom_balthazar: intercomBalthazar,
  keg: pending,
  kiln_empty: pending,
  kiln_full: pending,
  ledge,
  nanofab,
  open_safe: openSafe,
  pay_gas: payGas,
  quern_examine: pending,
  reload_furniture: pending,
  sign,
  smoker_options: pending,
  stook_empty: pending,
  stook_full: pending,
  tree_hickory: pending,
  tree_maple: pending,
  tree_maple_tapped: pending,
  tree_marloss: pending,
  vending,
  workbench: pending,
  workout: pending,
};
