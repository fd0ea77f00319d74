/** How an action kind plugs in: its io-ts codec, a one-line description for the story, its reducer. */
import type * as t from "io-ts";
import type { Sim } from "./context.js";

export interface ActionKind<A extends { readonly type: string }> {
  readonly type: A["type"];
  /** Decodes the whole action object (type included), with every default applied. */
  readonly codec: t.Decoder<unknown, A>;
  /** What the action does, in a few words, for the story of a run. */
  describe(action: A): string;
  /** Applies the action to the drafted world; `sim.refuse` leaves the world unchanged. */
  run(sim: Sim, action: A): void;
  /**
   * The character whose action this is, when it is one (a move, an examine, a descent, an
   * attack): its `run` spends that character's moves, and the step then lets the world's turns
   * pass until the character can act again, as the game does (engine/step/step.ts).
   */
  actor?(action: A): string;
}
