/**
 * docs/events.md as text, from the rule-event catalogue (engine/sim/rule_events.ts): the page is
 * written by `make docs` and a spec checks that it is current, so the docs never drift from what
 * the engine emits.
 */
import { RULE_EVENTS, RULE_NAMES, type RuleArea } from "./rule_events.js";

const AREA_TITLES: Readonly<Record<RuleArea, string>> = {
  camp: "Faction camps",
  climbing: "Climbing",
  examine: "Examine actions",
  fight: "Characters fighting",
  monsters: "Monsters",
};

export function eventsDoc(): string {
  const out = [
    "# Rule events",
    "",
    "<!-- Written by `make docs` from engine/sim/rule_events.ts; spec/sim/rule_events.spec.ts checks it is current. -->",
    "",
    "Besides the general event types (`message`, `sound`, `moved`, `attack`, `damaged`, `died`,",
    "`effect_added`, ...: docs/scenarios.md), the engine reports what a rule did as a `rule` event",
    'with a `name` and a `data` object. A scenario expects one with `{"event": "rule", "where":',
    '{"name": "slip", "data": {"aid": "rope_30"}}}`; a name or a data member not listed here is a load',
    "error that suggests the closest one.",
    "",
    "Data members: `position` is `[x, y, z]`; `json` is any JSON (lists, tables); a member marked",
    "`?` is left out by some emitters; `*` means further members of that type (an NPC decision's",
    "figures).",
    "",
  ];
  for (const area of Object.keys(AREA_TITLES) as RuleArea[]) {
    out.push(`## ${AREA_TITLES[area]}`, "", "| name | what happened | data |", "| --- | --- | --- |");
    for (const name of RULE_NAMES) {
      const info = RULE_EVENTS[name];
      if (info.area === area) out.push(`| \`${name}\` | ${info.meaning} | ${dataDoc(info.data)} |`);
    }
    out.push("");
  }
  return out.join("\n");
}

/** A data declaration as the page shows it: `who` string, `chance` number, ... */
function dataDoc(data: { readonly [member: string]: string }): string {
  const members = Object.keys(data);
  if (members.length === 0) return "none";
  return members.map((m) => `\`${m}\` ${(data[m] ?? "").replace("|", "\\|")}`).join(", ");
}
