/** What the two threads of a split validation tell each other (structured-cloned plain data). */
import type { RawObject } from "../json/types.js";
import type { Problem } from "../problems.js";
import type { KindName } from "../kinds/index.js";
import type { PendingRef } from "../load/check.js";
import type { HandOver, SkippedType } from "../load/reading.js";
import type { KindStats } from "../load/stats.js";

/** What the helper thread is started with (its workerData). */
export interface HelperData {
  /** ValidateOptions.jitFlags: V8 flags the helper sets once it has started. */
  readonly jitFlags?: string;
}

/** Main to helper. */
export type ToHelper =
  /**
   * A file to parse; `whole`: the helper reports on all of it (route "helper"), else it keeps its
   * kinds only. Its bytes are transferred (FileText.ownBytes): the helper decodes them.
   */
  | {
      readonly type: "file";
      readonly file: string;
      readonly ordinal: number;
      readonly base: boolean;
      readonly bytes: Uint8Array;
      readonly whole: boolean;
    }
  /** Every file has been read: the files set aside for the helper's families, and their kinds' counts from text. */
  | ({ readonly type: "end" } & HandOver)
  /** The main side's references to the helper's kinds, for it to answer. */
  | { readonly type: "refs"; readonly pending: readonly PendingRef[] };

/** Helper to main. */
export type FromHelper =
  /** The files are parsed: what the main side needs from them before it registers. */
  | {
      readonly type: "read";
      /** Objects of the main side's kinds found in the files reported on whole. */
      readonly objects: readonly RawObject[];
      readonly problems: readonly Problem[];
      readonly ownObjects: number;
      readonly skippedFiles: number;
      readonly skippedTypes: readonly (readonly [string, SkippedType])[];
    }
  /** Registered and checked. */
  | {
      readonly type: "done";
      readonly problems: readonly Problem[];
      /** References to the main side's kinds, for it to answer. */
      readonly pending: readonly PendingRef[];
      readonly kinds: readonly (readonly [KindName, KindStats])[];
    }
  /** The main side's references answered: the problems of those that do not resolve. */
  | { readonly type: "answers"; readonly problems: readonly Problem[] }
  /** Something went wrong inside the helper: the main thread validates alone. */
  | { readonly type: "failed"; readonly message: string };
