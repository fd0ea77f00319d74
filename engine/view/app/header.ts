/** The page's head: what the run is, its seed and content fingerprint, and how to run it again. */
import type { ViewMeta } from "../types.js";
import { esc } from "./dom.js";

export function renderHeader(meta: ViewMeta): string {
  const check =
    meta.check.length > 0
      ? `<div class="check${meta.check.some((l) => l.includes("replay matches")) ? " ok" : " bad"}" data-field="check">${meta.check.map(esc).join("<br>")}</div>`
      : "";
  const failures =
    meta.failures.length > 0
      ? `<div class="check bad" data-field="failures"><b>${meta.failures.length} expectation(s) failed:</b><br>${meta.failures.map(esc).join("<br>")}</div>`
      : "";
  return `<h1>${esc(meta.name)}</h1>
<p class="description">${esc(meta.description)}</p>
<dl class="facts">
<dt>seed</dt><dd data-field="seed">${esc(meta.seed)}</dd>
<dt>content</dt><dd data-field="fingerprint"><code>${esc(meta.contentFingerprint)}</code></dd>
<dt>engine</dt><dd>${esc(meta.engineVersion)}</dd>
<dt>${meta.source === "recording" ? "recording" : "scenario"}</dt><dd><code>${esc(meta.file)}</code>${meta.source === "recording" ? ` (scenario <code>${esc(meta.scenarioFile)}</code>)` : ""}</dd>
<dt>re-run</dt><dd data-field="commands">${meta.commands.map((c) => `<code class="command">${esc(c)}</code>`).join(" ")}</dd>
</dl>${check}${failures}`;
}
