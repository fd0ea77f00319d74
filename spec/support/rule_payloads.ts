/**
 * Checks a rule event's data against what the catalogue (engine/sim/rule_events.ts) declares for
 * its name: no member it does not list (unless it is open), every required member there, each of
 * the declared type. The compiler checks the emitters' object literals; this checks what the
 * engine really emits, spreads and built-up records included.
 */
import { RULE_EVENTS, type RuleFieldType, type RuleName } from "../../engine/sim/rule_events.js";

function hasType(v: unknown, type: RuleFieldType): boolean {
  switch (type) {
    case "string":
      return typeof v === "string";
    case "string|null":
      return typeof v === "string" || v === null;
    case "number":
      return typeof v === "number";
    case "boolean":
      return typeof v === "boolean";
    case "position":
      return Array.isArray(v) && v.length === 3 && v.every((n) => typeof n === "number");
    case "numbers":
      return Array.isArray(v) && v.every((n) => typeof n === "number");
    case "strings":
      return Array.isArray(v) && v.every((n) => typeof n === "string");
    case "json":
      return v !== undefined;
  }
}

/** What is wrong with this data for this rule event: one line a problem. */
export function ruleDataProblems(name: RuleName, data: { readonly [member: string]: unknown }): string[] {
  const spec: { readonly [member: string]: string } = RULE_EVENTS[name].data;
  const problems: string[] = [];
  for (const key of Object.keys(data))
    if (!Object.hasOwn(spec, key) && !("*" in spec)) problems.push(`${name}: member ${key} is not declared`);
  for (const [key, declared] of Object.entries(spec)) {
    if (key === "*") continue;
    const optional = declared.endsWith("?");
    const type = (optional ? declared.slice(0, -1) : declared) as RuleFieldType;
    if (!(key in data)) {
      if (!optional) problems.push(`${name}: required member ${key} is missing`);
    } else if (!hasType(data[key], type))
      problems.push(`${name}: member ${key} is not a ${type}: ${JSON.stringify(data[key])}`);
  }
  return problems;
}
