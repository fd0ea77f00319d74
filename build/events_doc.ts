// Writes docs/events.md from the rule-event catalogue (make docs).
import { writeFileSync } from "node:fs";
import { eventsDoc } from "../engine/sim/events_doc.js";

writeFileSync(new URL("../docs/events.md", import.meta.url), eventsDoc());
