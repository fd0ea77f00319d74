/**
 * Examine actions that take time run over turns, as the game's player_activity does
 * (src/player_activity.cpp, src/activity_actor.cpp, src/game.cpp; CleverRaven/Cataclysm-DDA master
 * as stored for the `search` tool in 2025): the character holds the activity; each turn its moves
 * go on it (moves_left falls by the moves it has); when none are left the action runs again to
 * finish (its effect applies then, not at the start). Before each turn's work the game's
 * distractions are checked, and any one ends the activity early (the character's answer to the
 * game's "stop?" query is taken as yes: no one is there to ignore it):
 *
 * - `hurt` (distraction_type::attacked, Character::on_hurt): it lost hit points since the last check;
 * - `spotted` (hostile_spotted_far, game::mon_info_update): it sees more hostile monsters than at
 *   the last check (the game's newseen > mostseen), named by the nearest new one;
 * - `dangerously_close` (hostile_spotted_near, game::is_hostile_very_close(true)): a hostile
 *   monster it sees is within DANGEROUS_PROXIMITY (5) tiles and can reach it (it moves) or attacks
 *   from afar (a special attack); the game asks a route, we take any mover as able to reach.
 *
 * A hostile monster is one whose attitude is hostile and whose stance is to attack or to follow
 * (monster::attitude_to: MATT_ATTACK and MATT_FOLLOW are HOSTILE). "Sees" is a clear line of sight
 * on its level, as the NPC behaviour's (the game's view distance and light are not applied).
 */
import { castDraft, type Draft } from "immer";
import type { Sim } from "../../sim/context.js";
import { canSee } from "../../sim/terrain.js";
import { distance } from "../../world/grid.js";
import type { Character, CharacterActivity, Json, Monster, Point } from "../../world/types.js";

/** The game's DANGEROUS_PROXIMITY: a hostile this close stops an activity. */
export const DANGEROUS_PROXIMITY = 5;

/** Is the monster hostile to characters (monster::attitude_to HOSTILE)? */
function hostile(m: Readonly<Monster>): boolean {
  return m.attitude === "hostile" && m.stance !== "flee" && m.stance !== "ignore";
}

/** Hostile monsters the character sees now, nearest first (ties by id). */
export function hostilesInView(sim: Sim, c: Readonly<Character>): { id: string; dist: number }[] {
  const out: { id: string; dist: number }[] = [];
  for (const id of sim.monsterIds()) {
    const m = sim.peekMonster(id);
    if (!m || m.dead || m.pos.z !== c.pos.z || !hostile(m)) continue;
    if (!canSee(sim.content, sim.map(), c.pos, m.pos)) continue;
    out.push({ id, dist: distance(c.pos, m.pos) });
  }
  return out.sort((a, b) => a.dist - b.dist || (a.id < b.id ? -1 : 1));
}

/** Its hit points over every part. */
export function totalHp(c: Readonly<Character>): number {
  let hp = 0;
  for (const part of Object.keys(c.body)) hp += c.body[part]?.hp ?? 0;
  return hp;
}

/** Sets the examiner to an activity of `seconds` and lets it work the moves it has this turn. */
/** What starting an activity reads of an examine (context.ts's ExamineCtx, which calls this). */
export interface ActivityStart {
  readonly sim: Sim;
  readonly who: string;
  readonly c: Draft<Character>;
  readonly pos: Point;
  /** The examine action run again when the activity completes, with the same answers. */
  readonly action: string;
  readonly answers: object;
}

export function startActivity(ctx: ActivityStart, name: string, seconds: number): void {
  const moves = Math.max(0, Math.round(seconds * 100));
  const c: Draft<Character> = ctx.c;
  const seen = hostilesInView(ctx.sim, c).map((h) => h.id);
  const activity: CharacterActivity = {
    name,
    action: ctx.action,
    pos: { x: ctx.pos.x, y: ctx.pos.y, z: ctx.pos.z },
    answers: { ...(ctx.answers as { readonly [key: string]: Json }) },
    movesTotal: moves,
    movesLeft: moves,
    since: ctx.sim.world.turn,
    seen,
    hp: totalHp(c),
  };
  c.activity = castDraft(activity);
  ctx.sim.emit({
    type: "rule",
    name: "activity_started",
    data: { who: ctx.who, activity: name, action: ctx.action, pos: [ctx.pos.x, ctx.pos.y, ctx.pos.z], turns: seconds },
  });
  // The game's process_activity works it in the turn it is assigned, with the moves left.
  ctx.sim.hooks.activityTurn(ctx.sim, ctx.who);
}
