/**
 * `pay_gas` (REAL-examine-pay_gas; src/iexamine.cpp iexamine::pay_gas and its helpers): an
 * AutoGas console. Its pumps are the t_gas_pump(_a) (gasoline) or t_diesel_pump(_a) (diesel)
 * terrains within 12 tiles, numbered in row order (the last one found names the fuel); its tank
 * is the nearest f_/t_gas_tank (f_/t_diesel_tank) within 24 tiles holding a liquid (else the
 * first empty one). No pump, no tank, or an empty tank: a failure message and nothing else.
 * The selected pump (1-based in messages) is the console's tile state `selectedPump`.
 *
 * The price per litre in cents falls with the best discount card carried (GAS_DISCOUNT items
 * with a DISCOUNT_VALUE_<n> flag): 1400, 1320, 1200, 1000. answers.option:
 *
 * - `menu` (default): only the `pay_gas_menu` rule event (fuel, pumps, selected pump, price).
 * - `buy`: answers.amount litres (default the most the cards and the tank allow) move from the
 *   tank onto the selected pump, paid from the cash cards; 5 seconds. The fuel is then pumped
 *   with the pump's own `gaspump` examine.
 * - `choose_pump`: answers.amount (1-based) becomes the selected pump; it turns on (its `_a`
 *   terrain) and the other pumps of the fuel turn off.
 * - `refund` (a cash card needed): the fuel on the selected pump goes back to the tank and its
 *   price at the lowest rate (1000 cents a litre) goes onto the cards; 5 seconds.
 * - `hack` (offered to a literate examiner with a hacking tool): the hack of misc_common.ts; on
 *   success the whole tank goes onto the selected pump.
 *
 * Fuel is counted in the engine's liquid units (UNITS_PER_LITRE a litre, as gaspump counts).
 */
import type { Point } from "../../../world/types.js";
import { UNITS_PER_LITRE } from "./gaspump.js";
import {
  around,
  copy,
  dropAt,
  hasTrait,
  liquidsOn,
  rule,
  say,
  setTerrain,
  setTileState,
  spend,
  stackFlags,
  takeFromTile,
  tileOf,
  carried,
  type ExamineCtx,
} from "../context.js";
import { canHack, cardBalance, cardCount, chargeCards, creditCards, hack, money, rlDist } from "./misc_common.js";

export const PUMP_RADIUS = 12;
export const TANK_RADIUS = 24;
/** Cents per litre by discount level 0..3 (getGasPricePerLiter). */
export const PRICES = [1400, 1320, 1200, 1000] as const;
export const SELECTED_PUMP = "selectedPump";

type Fuel = "gasoline" | "diesel";
const PUMPS: Readonly<Record<Fuel, readonly [string, string]>> = {
  gasoline: ["t_gas_pump", "t_gas_pump_a"],
  diesel: ["t_diesel_pump", "t_diesel_pump_a"],
};
const TANKS: Readonly<Record<Fuel, readonly [string, string]>> = {
  gasoline: ["f_gas_tank", "t_gas_tank"],
  diesel: ["f_diesel_tank", "t_diesel_tank"],
};

interface Station {
  readonly fuel: Fuel;
  /** Every pump of either fuel, in row order (getGasPumpByNumber counts them all). */
  readonly pumps: readonly Point[];
  readonly tank: Point | undefined;
}

function fuelOfPump(ter: string): Fuel | undefined {
  if ((PUMPS.gasoline as readonly string[]).includes(ter)) return "gasoline";
  if ((PUMPS.diesel as readonly string[]).includes(ter)) return "diesel";
  return undefined;
}

function station(ctx: ExamineCtx): Station | undefined {
  let fuel: Fuel | undefined;
  const pumps: Point[] = [];
  for (const p of around(ctx, ctx.pos, PUMP_RADIUS)) {
    const f = fuelOfPump(tileOf(ctx, p)?.ter ?? "");
    if (!f) continue;
    fuel = f;
    pumps.push(p);
  }
  if (!fuel) return undefined;
  let tank: Point | undefined;
  let best = Number.POSITIVE_INFINITY;
  for (const p of around(ctx, ctx.pos, TANK_RADIUS)) {
    const t = tileOf(ctx, p);
    if (!t || !(TANKS[fuel].includes(t.furn ?? "") || TANKS[fuel].includes(t.ter))) continue;
    const d = rlDist(ctx, p, ctx.pos);
    if (d >= best) continue;
    tank ??= p;
    if (liquidsOn(ctx, p).length > 0) {
      best = d;
      tank = p;
    }
  }
  return { fuel, pumps, tank };
}

function discount(ctx: ExamineCtx): number {
  let best = 0;
  for (const s of carried(ctx)) {
    const flags = stackFlags(ctx.sim, s);
    if (!flags.includes("GAS_DISCOUNT")) continue;
    for (const f of flags) {
      const m = /^DISCOUNT_VALUE_(\d+)$/.exec(f);
      if (m) best = Math.max(best, Number(m[1]));
    }
  }
  return best;
}

function selected(ctx: ExamineCtx, count: number): number {
  const v = tileOf(ctx)?.state?.[SELECTED_PUMP];
  return typeof v === "number" && v >= 0 && v < count ? v : 0;
}

/** Moves `units` of the tank's first liquid onto `to`; false when the tank holds less. */
function moveFuel(ctx: ExamineCtx, from: Point, to: Point, units: number): boolean {
  const liquid = liquidsOn(ctx, from)[0];
  if (!liquid || liquid.count < units || units <= 0) return false;
  takeFromTile(ctx, from, liquid.id, units);
  dropAt(ctx, to, { id: liquid.id, count: units });
  return true;
}

export function payGas(ctx: ExamineCtx): void {
  const illiterate = hasTrait(ctx, "ILLITERATE");
  if (illiterate) say(ctx, "You're illiterate, and can't read the screen.");
  const st = station(ctx);
  if (!st || st.pumps.length === 0) return say(ctx, "Failure!  No pumps found!");
  if (!st.tank) return say(ctx, `Failure!  No ${st.fuel} tank found!`);
  const tank = st.tank;
  const tankUnits = liquidsOn(ctx, tank)[0]?.count ?? 0;
  if (tankUnits === 0) return say(ctx, `This station is out of ${st.fuel}.  We apologize for the inconvenience.`);
  const pumpIndex = selected(ctx, st.pumps.length);
  const pump = st.pumps[pumpIndex] as Point;
  const level = Math.min(3, discount(ctx));
  const price = PRICES[level] ?? PRICES[0];
  const option = ctx.answers.option ?? "menu";
  rule(ctx, "pay_gas_menu", {
    fuel: st.fuel,
    pumps: st.pumps.length,
    selectedPump: pumpIndex + 1,
    tank: [tank.x, tank.y, tank.z],
    tankUnits,
    discount: level,
    pricePerLitre: price,
    hack: canHack(ctx),
    option,
  });
  switch (option) {
    case "menu":
      return;
    case "choose_pump": {
      const n = Math.floor(ctx.answers.amount ?? pumpIndex + 1) - 1;
      if (n < 0 || n >= st.pumps.length) return say(ctx, `There is no pump ${n + 1}.`);
      setTileState(ctx, ctx.pos, SELECTED_PUMP, n);
      // turnOnSelectedPump: only pumps of the station's fuel are switched, counted among themselves.
      let k = 0;
      for (const p of st.pumps) {
        const ter = tileOf(ctx, p)?.ter ?? "";
        if (fuelOfPump(ter) !== st.fuel) continue;
        setTerrain(ctx, p, k++ === n ? PUMPS[st.fuel][1] : PUMPS[st.fuel][0]);
      }
      return rule(ctx, "pump_selected", { pump: n + 1 });
    }
    case "buy": {
      const cash = cardBalance(ctx);
      if (cash < price) return say(ctx, "Not enough money, please refill your cash card.");
      const most = Math.min(Math.floor(cash / price), Math.floor(tankUnits / UNITS_PER_LITRE));
      const litres = Math.min(most, Math.floor(ctx.answers.amount ?? most));
      if (litres <= 0) return;
      if (!moveFuel(ctx, tank, pump, litres * UNITS_PER_LITRE)) return;
      ctx.sim.emit({ type: "sound", description: "Glug Glug Glug", volume: 6, pos: copy(ctx.c.pos), source: ctx.who });
      chargeCards(ctx, litres * price);
      rule(ctx, "fuel_bought", { litres, cents: litres * price, pump: pumpIndex + 1 });
      say(ctx, `Your cash cards now hold ${money(cardBalance(ctx))}.`);
      return spend(ctx, 500);
    }
    case "refund": {
      if (cardCount(ctx) === 0) return say(ctx, "You do not have a cash card to refund money!");
      const fuel = liquidsOn(ctx, pump)[0];
      if (!fuel) return say(ctx, "Unable to refund, no fuel in pump.");
      const units = fuel.count;
      takeFromTile(ctx, pump, fuel.id, units);
      dropAt(ctx, tank, { id: fuel.id, count: units });
      ctx.sim.emit({ type: "sound", description: "Glug Glug Glug", volume: 6, pos: copy(ctx.c.pos), source: ctx.who });
      const cents = Math.floor((units * (PRICES[3] as number)) / UNITS_PER_LITRE);
      creditCards(ctx, cents);
      rule(ctx, "fuel_refunded", { units, cents });
      say(ctx, `Your cash cards now hold ${money(cardBalance(ctx))}.`);
      return spend(ctx, 500);
    }
    case "hack": {
      if (!canHack(ctx)) return say(ctx, "The console offers no way to hack it.");
      if (hack(ctx) !== "success") return;
      if (moveFuel(ctx, tank, pump, tankUnits)) {
        say(ctx, "You hack the terminal and route all available fuel to your pump!");
        ctx.sim.emit({
          type: "sound",
          description: "Glug Glug Glug Glug Glug Glug Glug Glug Glug",
          volume: 6,
          pos: copy(ctx.pos),
          source: ctx.who,
        });
      } else say(ctx, "Nothing happens.");
      return;
    }
    default:
      say(
        ctx,
        `The console offers menu, buy, choose_pump, refund, hack; ${JSON.stringify(option)} is not one of them.`,
      );
  }
}
