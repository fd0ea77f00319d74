/**
 * `workout` (REAL-examine-workout; the game's iexamine.cpp workout, which starts the workout
 * activity on an exercise machine, treadmill or punching bag): answers.amount is the session's
 * length in minutes (default 30; the game asks from a menu), a timed activity paid in moves while
 * the world goes on. The machine's WORKOUT_ARMS / WORKOUT_LEGS flag names what is trained (rule
 * event `workout`). A character with no stamina left is too tired to start. The game's exercise
 * (activity level, stamina drain and rest breaks, pain from straining) is not modelled: the
 * session spends the examiner's time and nothing else (docs/examine.md).
 */
import { activity, type ExamineCtx, rule, say } from "../context.js";

export const DEFAULT_WORKOUT_MINUTES = 30;

export function workout(ctx: ExamineCtx): void {
  const minutes = ctx.answers.amount ?? DEFAULT_WORKOUT_MINUTES;
  if (minutes <= 0) return say(ctx, "Never mind.");
  if (ctx.c.stamina <= 0) return say(ctx, "You are too tired to exercise.");
  const flags = ctx.def.flags;
  const body = [
    ...(flags.includes("WORKOUT_ARMS") ? ["arms"] : []),
    ...(flags.includes("WORKOUT_LEGS") ? ["legs"] : []),
  ];
  if (!ctx.finishing) say(ctx, "You start your workout session.");
  if (!activity(ctx, "workout", minutes * 60)) return;
  rule(ctx, "workout", { minutes, trains: body });
  say(ctx, "You finish your workout session.");
}
