/**
 * `chainfence` (B2-chainfence): hop over onto the fence tile. Needs a working arm (arm_l or arm_r
 * above 0 hp) and a yes (answers.confirm). Cost: CLIMB_SIMPLE on the tile 100 with parkour
 * (proficiency prof_parkour) else 300; ARACHNID_ARMS_OK 75; INSECT_ARMS_OK 90; parkour 100;
 * otherwise 400 (800 with BADKNEES) with a slip check (SLIP_PERCENT): a slip spends the cost and
 * the examiner stays. The cost is divided by the obstacle-climb score (3 crawl + 2 grip + lift)/6,
 * taken here from the arms' and hands' hit points (1 for a healthy body).
 */
import { statOf } from "../../../mechanics/effects/status.js";
import { confirmed, hasTrait, rule, say, spend, tileOf, type ExamineCtx } from "../context.js";

/** Slip chance in percent for the plain hop: 10, +2 per point of dexterity below 10 (-2 above), +1 per 10 % wet hands; 0..100. */
export function slipPercent(dex: number, wetHands: number): number {
  return Math.min(100, Math.max(0, 10 + (10 - dex) * 2 + Math.floor(wetHands / 10)));
}

function climbScore(ctx: ExamineCtx): number {
  const ratio = (part: string): number => {
    const b = ctx.c.body[part];
    return b && b.hpMax > 0 ? b.hp / b.hpMax : 1;
  };
  const arms = (ratio("arm_l") + ratio("arm_r")) / 2;
  const hands = (ratio("hand_l") + ratio("hand_r")) / 2;
  const legs = (ratio("leg_l") + ratio("leg_r")) / 2;
  return Math.max(0.1, (3 * legs + 2 * hands + arms) / 6);
}

export function chainfence(ctx: ExamineCtx): void {
  const armOk = (ctx.c.body["arm_l"]?.hp ?? 1) > 0 || (ctx.c.body["arm_r"]?.hp ?? 1) > 0;
  if (!armOk) return say(ctx, "You can't climb over the fence without a working arm.");
  if (ctx.c.pos.x === ctx.pos.x && ctx.c.pos.y === ctx.pos.y && ctx.c.pos.z === ctx.pos.z)
    return say(ctx, "You are already on the fence.");
  if (!confirmed(ctx)) return say(ctx, "You decide not to climb the fence.");
  if (ctx.sim.occupied(ctx.pos)) return say(ctx, "Something is in the way.");
  const tile = tileOf(ctx);
  const simple = [
    tile?.furn ? ctx.sim.content.furniture.get(tile.furn) : undefined,
    ctx.sim.content.terrain.get(tile?.ter ?? ""),
  ].some((d) => d?.flags.includes("CLIMB_SIMPLE"));
  const parkour = ctx.c.proficiencies.includes("prof_parkour");
  let cost: number;
  let slipCheck = false;
  if (simple) cost = parkour ? 100 : 300;
  else if (hasTrait(ctx, "ARACHNID_ARMS_OK")) cost = 75;
  else if (hasTrait(ctx, "INSECT_ARMS_OK")) cost = 90;
  else if (parkour) cost = 100;
  else {
    cost = hasTrait(ctx, "BADKNEES") ? 800 : 400;
    slipCheck = true;
  }
  cost = Math.round(cost / climbScore(ctx));
  if (slipCheck) {
    const wet = Math.max(ctx.c.wetness["hand_l"] ?? 0, ctx.c.wetness["hand_r"] ?? 0);
    const pct = slipPercent(statOf(ctx.sim, ctx.c, "dex"), wet);
    const slipped = ctx.sim.dice.int(1, 100) <= pct;
    rule(ctx, "fence_slip_check", { who: ctx.who, percent: pct, slipped });
    if (slipped) {
      spend(ctx, cost);
      return say(ctx, "You slip while climbing and fall down.");
    }
  }
  spend(ctx, cost);
  ctx.sim.relocate(ctx.who, ctx.pos, "climbed");
  say(ctx, "You vault over the obstacle with ease.");
}
