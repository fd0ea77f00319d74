/**
 * `{"type": "examine", "who": id, "pos": [x, y, z], "answers": {...}}`: a character examines its
 * own tile or a neighbouring one (B1-trigger). The answers to the game's questions travel in the
 * action (G-16); each has a documented default (docs/examine.md): confirm (yes), option, amount,
 * item, floor, hack (yes).
 */
import * as t from "io-ts";
import { integer, nonNegativeInteger } from "../../content/codec/common.js";
import type { ExamineAnswers } from "./context.js";
import { examineTile } from "./run.js";
import type { Point } from "../../world/types.js";
import { point, worldId } from "../../sim/codecs.js";
import type { ActionKind } from "../../sim/action.js";

export interface ExamineAction {
  readonly type: "examine";
  readonly who: string;
  readonly pos: Point;
  readonly answers?: ExamineAnswers;
}

const answerMembers = t.partial({
  confirm: t.boolean,
  option: t.string,
  amount: nonNegativeInteger,
  item: t.string,
  floor: integer,
  hack: t.boolean,
});
const ANSWER_KEYS = Object.keys(answerMembers.props);

/** The answers; an unknown member is an error (a typo must not silently fall back to a default). */
const answers = new t.Type<ExamineAnswers, ExamineAnswers, unknown>(
  "examine answers {confirm?, option?, amount?, item?, floor?, hack?}",
  (u): u is ExamineAnswers => answerMembers.is(u),
  (u, c) => {
    if (typeof u === "object" && u !== null && !Array.isArray(u)) {
      const extra = Object.keys(u).find((k) => !ANSWER_KEYS.includes(k));
      if (extra !== undefined)
        return t.failure(u, c, `unknown answer "${extra}"; answers are ${ANSWER_KEYS.join(", ")}`);
    }
    return answerMembers.validate(u, c) as t.Validation<ExamineAnswers>;
  },
  t.identity,
);

/** The answers as words: "amount 3, confirm yes". */
function answerWords(answers: object): string {
  const word = (v: unknown): string =>
    v === true ? "yes" : v === false ? "no" : typeof v === "object" && v !== null ? JSON.stringify(v) : String(v);
  return Object.entries(answers)
    .map(([k, v]) => `${k.replace(/_/g, " ")} ${word(v)}`)
    .join(", ");
}

export const examineKind: ActionKind<ExamineAction> = {
  type: "examine",
  codec: t.intersection([t.type({ type: t.literal("examine"), who: worldId, pos: point }), t.partial({ answers })]),
  actor: (a) => a.who,
  describe: (a) =>
    `${a.who} examines ${a.pos.x},${a.pos.y},${a.pos.z}${a.answers && Object.keys(a.answers).length > 0 ? ` (answering ${answerWords(a.answers)})` : ""}`,
  run(sim, a) {
    examineTile(sim, a.who, a.pos, a.answers ?? {});
  },
};
