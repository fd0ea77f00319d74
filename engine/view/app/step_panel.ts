/** What the current step is: its label, action, expectations, notes, and the state it changed. */
import type { StepView } from "../types.js";
import { esc } from "./dom.js";

export function renderStep(step: StepView | undefined, stepCount: number): string {
  if (!step)
    return `<h3>Before the first step</h3><p>The world as the scenario sets it up (${stepCount} step(s) follow).</p>`;
  const turns =
    step.turnAfter === step.turnBefore ? `at turn ${step.turnAfter}` : `turns ${step.turnBefore + 1}–${step.turnAfter}`;
  const expectations = step.expectations.map(
    (e) => `<li class="${e.passed ? "pass" : "fail"}">${e.passed ? "✓" : "✗"} ${esc(e.message)}</li>`,
  );
  return [
    `<h3>Step ${step.index + 1} of ${stepCount}: ${esc(step.label)}</h3>`,
    `<p>${esc(turns)}</p>`,
    step.action ? `<pre class="action">${esc(JSON.stringify(step.action))}</pre>` : "<p>No action: checks only.</p>",
    step.refused !== undefined ? `<p class="refused">Refused: ${esc(step.refused)}</p>` : "",
    step.note !== undefined ? `<p class="note">${esc(step.note)}</p>` : "",
    expectations.length > 0 ? `<ul class="expectations">${expectations.join("")}</ul>` : "",
  ].join("");
}

export function renderDiff(step: StepView | undefined, diff: readonly string[]): string {
  if (!step) return `<p class="none">Nothing has happened yet.</p>`;
  if (diff.length === 0) return `<p class="none">The step changed nothing.</p>`;
  return `<ol class="diff">${diff.map((l) => `<li>${esc(l)}</li>`).join("")}</ol>`;
}
