/**
 * The helper thread of a split validation (see parts.ts): parses the files the main thread sends
 * as they come, then registers and checks the helper's kinds, reports back, and answers the main
 * side's references to its kinds.
 */
import { SILENT } from "../problems.js";
import { setFlagsFromString } from "node:v8";
import { parentPort, workerData } from "node:worker_threads";
import { FileText } from "../json/file_text.js";
import { visitText } from "../json/read.js";
import type { RawObject } from "../json/types.js";
import { collectProblems } from "../problems.js";
import { Reading } from "../load/reading.js";
import type { Tables } from "../load/register/index.js";
import { answerRefs, resolvesIn } from "../load/check.js";
import { emptyTables, registerAndCheck } from "../load/phases.js";
import type { FromHelper, HelperData, ToHelper } from "./messages.js";
import { helperHolds } from "./parts.js";

const port = parentPort;
// Set only now: set before this thread started, they would have made its start-up compile Node's
// built-in modules without their code cache (see ValidateOptions.jitFlags).
const { jitFlags } = (workerData ?? {}) as HelperData;
if (port && jitFlags !== undefined) setFlagsFromString(jitFlags);
if (port) {
  const problems = collectProblems();
  const theirs: RawObject[] = [];
  const reading = new Reading(problems, helperHolds, (raw) => theirs.push(raw));
  let skippedFiles = 0;
  let tables: Tables | undefined;
  const send = (m: FromHelper): void => port.postMessage(m);

  const onMessage = (m: ToHelper): void => {
    if (m.type === "file") {
      // A file read whole is the helper's to report on; otherwise the main thread reports on it.
      const text = FileText.ofOwnBytes(m.bytes).text;
      if (m.whole) {
        if (visitText(text, m.file, m.ordinal, m.base, problems, reading.visit) < 0) skippedFiles++;
      } else {
        // visitHeld reads mentionsEocs only for a reading that holds EOCs.
        visitText(text, m.file, m.ordinal, m.base, SILENT, reading.visitHeld, helperHolds("effect_on_condition"));
      }
      return;
    }
    if (m.type === "end") {
      reading.takeOver(m);
      send({
        type: "read",
        objects: theirs,
        problems: problems.list.splice(0),
        ownObjects: reading.ownObjects,
        skippedFiles,
        skippedTypes: [...reading.skippedTypes],
      });
      theirs.length = 0;
      const registered = registerAndCheck(reading, problems, helperHolds);
      tables = registered.tables;
      send({
        type: "done",
        problems: problems.list.splice(0),
        pending: registered.pending,
        kinds: [...registered.kinds()],
      });
      return;
    }
    const held = tables ?? emptyTables();
    answerRefs(m.pending, problems, (k, id) => resolvesIn(held[k], id));
    send({ type: "answers", problems: problems.list.splice(0) });
    port.close();
  };

  port.on("message", (m: ToHelper) => {
    try {
      onMessage(m);
    } catch (e) {
      send({ type: "failed", message: e instanceof Error ? e.message : String(e) });
      port.close();
    }
  });
}
