/**
 * A descent with a climbing aid (C-climb-sequence, C-slip-per-story, C-slip-outcome,
 * C-down-F-*, C-cost-*, C-cond-F-uses, S-12), run inside the `descend` action:
 *
 * 1. The menu (a `climb_menu` rule event) and the player's choice: by aid id or hotkey; with one
 *    entry it may be omitted (C-menu-trigger); a greyed entry is refused (C-menu-greyed, E-5).
 * 2. The danger prompt (a `climb_prompt` rule event, and a message when shown): the risk band of
 *    the expected slip chance, the stories one would fall at least, whether climbing back up is
 *    easy (`easy_climb_back_up` >= the drop), then `confirm_text`. It is skipped only when the
 *    climb is perfectly safe and easy to climb back; otherwise `confirm: false` declines, which
 *    changes nothing but the events.
 * 3. The climb: 200 moves (the game's 1 s + 1 s x fall_mod, with fall_mod 1); the character steps
 *    onto the edge; `msg_before`; then for each story up to min(drop, max_height) one slip roll with
 *    the real chance (slip.ts) plus `slip_chance_mod`. A slip ends the climb: the character falls
 *    the rest of the drop (fall.ts), furniture already deployed stays, no `msg_after`, no items
 *    used. Otherwise the character goes one level down, `deploy_furn` is placed there, and the
 *    story's `cost` is paid.
 * 4. After a descent without a slip: the `uses` items are consumed, `msg_after` is logged, and the
 *    character falls any height the aid did not cover.
 *
 * Costs: the SPEC's rule, once per story climbed with the aid (C-down-F-cost, C-cost-stories).
 * REAL DIFFERS: the game charges kcal, thirst, pain and torso damage once per climb, after a
 * descent without a slip.
 */
import type { Content } from "../../content/load.js";
import type { ClimbingAid } from "../../content/kinds/climbing/types.js";
import type { Direction } from "../../world/grid.js";
import type { Sim } from "../../sim/context.js";
import { applyDamage, character } from "../../sim/creature_state.js";
import { countOf, removeFromInventory } from "../../sim/items.js";
import type { Point } from "../../world/types.js";
import { defaultAid } from "./conditions.js";
import { fall } from "./fall.js";
import { expand } from "./ledge.js";
import { describeEntries, ledgeNextTo, menuAtLedge, menuData, pointJson, type ClimbMenuEntry } from "./menu.js";
import { riskBand, rollSlip, rolledSlipChance, slipChance, slipInputs } from "./slip.js";

/** Moves a descent takes (the game's 1 s + 1 s x fall_mod, fall_mod 1). */
export const DESCENT_MOVES = 200;

export interface DescentChoice {
  /** The menu choice: an aid id or its hotkey. */
  readonly aid?: string;
  /** The answer to the danger prompt (asked unless the climb is perfectly safe and easy to climb back). */
  readonly confirm: boolean;
}

function aidById(content: Content, id: string): ClimbingAid {
  return content.climbing_aid.get(id) ?? defaultAid(content);
}

function pick(
  sim: Sim,
  entries: readonly ClimbMenuEntry[],
  wanted: string | undefined,
  options: string,
): ClimbMenuEntry {
  if (entries.length === 0) sim.refuse("no climbing aid can be used at this ledge");
  if (wanted === undefined) {
    if (entries.length === 1) return entries[0] as ClimbMenuEntry;
    sim.refuse(`choose a climbing aid with "aid" (an id or a hotkey); the menu offers: ${options}`);
  }
  const byId = entries.find((e) => e.aid === wanted);
  if (byId) return byId;
  const byKey = entries.filter((e) => e.hotkey === wanted);
  if (byKey.length === 1) return byKey[0] as ClimbMenuEntry;
  if (byKey.length > 1)
    sim.refuse(
      `hotkey ${JSON.stringify(wanted)} is shared by ${byKey.map((e) => e.aid).join(" and ")}; name the aid by id`,
    );
  return sim.refuse(`${JSON.stringify(wanted)} is not in the climbing menu here; it offers: ${options}`);
}

function consume(sim: Sim, who: string, item: string, count: number): number {
  const draft = sim.world.characters[who];
  if (!draft || count <= 0) return 0;
  let taken = removeFromInventory(draft.inventory, item, count);
  if (taken < count) taken += removeFromInventory(draft.worn, item, count - taken);
  if (taken < count && draft.wielded?.id === item) {
    const w = draft.wielded;
    const take = Math.min(w.count, count - taken);
    taken += take;
    if (w.count - take <= 0) delete draft.wielded;
    else w.count -= take;
  }
  return taken;
}

function payCost(sim: Sim, who: string, aid: ClimbingAid, story: number): void {
  const cost = aid.down.cost;
  if (cost.kcal === 0 && cost.thirst === 0 && cost.pain === 0 && cost.damage === 0) return;
  const c = sim.world.characters[who];
  if (!c || c.dead) return;
  c.kcal -= cost.kcal;
  c.thirst += cost.thirst;
  c.pain += cost.pain;
  sim.emit({
    type: "rule",
    name: "climb_cost",
    data: { who, aid: aid.id, story, kcal: cost.kcal, thirst: cost.thirst, pain: cost.pain, damage: cost.damage },
  });
  if (cost.damage > 0) applyDamage(sim, who, cost.damage, "pure", "torso", `climbing:${aid.id}`);
}

export function runDescent(sim: Sim, who: string, dir: Direction, choice: DescentChoice): void {
  const c = character(sim, who);
  const found = ledgeNextTo(sim.content, sim.map(), c, dir);
  if (!found.ok) sim.refuse(found.reason);
  const ledge = found.ledge;
  const menu = menuAtLedge(sim.content, sim.map(), c, ledge);
  const entry = pick(sim, menu.entries, choice.aid, describeEntries(menu));
  if (!entry.enabled) sim.refuse(`${entry.aid} is greyed out here: ${entry.text}`);
  for (let z = ledge.edge.z; z >= ledge.bottom.z; z--) {
    const p: Point = { x: ledge.edge.x, y: ledge.edge.y, z };
    if (sim.occupied(p)) sim.refuse(`a creature is in the way at ${p.x},${p.y},${p.z}`);
  }
  const aid = aidById(sim.content, entry.aid);
  const down = aid.down;
  const target = menu.target;
  sim.emit({ type: "rule", name: "climb_menu", data: { who, ...menuData(menu), chosen: entry.aid } });

  // The danger prompt (C-climb-sequence, C-down-F-easy_climb_back_up, C-down-F-confirm_text).
  const expected = slipChance(slipInputs(sim.content, c), aid.slipChanceMod);
  const risk = riskBand(expected, down.maxHeight >= ledge.height);
  const fallsAtLeast = Math.max(0, ledge.height - down.maxHeight);
  const easy = down.easyClimbBackUp >= ledge.height;
  const shown = !(risk === "perfectly safe" && easy);
  const text = [
    `Climbing down looks ${risk}.`,
    ...(fallsAtLeast > 0
      ? [`You will fall at least ${fallsAtLeast} ${fallsAtLeast === 1 ? "story" : "stories"}.`]
      : []),
    easy ? "You should easily be able to climb back up." : "You may have problems climbing back up.",
    expand(down.confirmText, target),
  ].join(" ");
  sim.emit({
    type: "rule",
    name: "climb_prompt",
    data: { who, aid: aid.id, slipChance: expected, risk, fallsAtLeast, easyClimbBackUp: easy, shown, text },
  });
  if (shown) {
    sim.emit({ type: "message", text, about: who });
    if (!choice.confirm) {
      sim.emit({ type: "message", text: "You step back from the ledge.", about: who });
      sim.emit({ type: "rule", name: "climb_declined", data: { who, aid: aid.id } });
      return;
    }
  }

  // The climb.
  c.moves -= DESCENT_MOVES;
  sim.relocate(who, ledge.edge, "climbed");
  if (down.msgBefore !== undefined) sim.emit({ type: "message", text: expand(down.msgBefore, target), about: who });
  const stories = Math.min(ledge.height, down.maxHeight);
  for (let story = 1; story <= stories; story++) {
    const now = sim.world.characters[who];
    if (!now || now.dead) return;
    const chance = rolledSlipChance(sim.dice, slipInputs(sim.content, now), aid.slipChanceMod);
    if (rollSlip(sim.dice, chance)) {
      if (chance >= 100)
        sim.emit({ type: "message", text: "Climbing is impossible in your current state.", about: who });
      sim.emit({ type: "message", text: "You slip while climbing and fall down.", about: who });
      sim.emit({ type: "rule", name: "slip", data: { who, aid: aid.id, story, chance } });
      fall(sim, who, ledge.height - (story - 1), "slip");
      return;
    }
    const to: Point = { x: now.pos.x, y: now.pos.y, z: now.pos.z - 1 };
    sim.relocate(who, to, "climbed");
    if (down.deployFurn !== undefined) {
      const furn = down.deployFurn;
      sim.editTile(to, (t) => {
        t.furn = furn;
      });
      sim.emit({ type: "tile_changed", pos: to, furniture: { from: null, to: furn } });
      sim.emit({
        type: "rule",
        name: "deployed",
        data: { who, aid: aid.id, furniture: furn, pos: pointJson(to), story },
      });
    }
    payCost(sim, who, aid, story);
  }

  const after = sim.world.characters[who];
  if (!after || after.dead) return;
  if (aid.condition.type === "item" && (aid.condition.uses ?? 0) > 0) {
    const item = aid.condition.flag;
    const wanted = Math.min(
      aid.condition.uses ?? 0,
      countOf([...after.inventory, ...after.worn, ...(after.wielded ? [after.wielded] : [])], item),
    );
    const used = consume(sim, who, item, wanted);
    if (used > 0) sim.emit({ type: "items_removed", who, item, count: used });
  }
  if (down.msgAfter !== undefined) sim.emit({ type: "message", text: expand(down.msgAfter, target), about: who });
  sim.emit({ type: "rule", name: "climbed", data: { who, aid: aid.id, stories, height: ledge.height } });
  if (ledge.height > stories) fall(sim, who, ledge.height - stories, "remaining_height");
}
