/** What every attack performer gets, and what it answers (D1-cooldown: performed or not). */
import type { AttackData } from "../../content/kinds/monsters/attack_types.js";
import type { Sim } from "../../sim/context.js";

export interface AttackCall<A extends AttackData = AttackData> {
  readonly sim: Sim;
  readonly monsterId: string;
  /** The monster's current target, if it has one. */
  readonly targetId: string | undefined;
  /** The attack's key on the monster (events name it). */
  readonly key: string;
  readonly attack: A;
}

/**
 * true: the attack was performed (a miss, a failed grab or a loud failure included), so its
 * cooldown restarts; false: its preconditions failed and the next attack is tried.
 */
export type Performer<A extends AttackData = AttackData> = (call: AttackCall<A>) => boolean;
