/**
 * The danger sweep's report as one self-contained HTML page: the table of every monster and
 * loadout (sortable by any column, filterable by text and loadout), the correlation of the game's
 * static difficulty with the measured danger, the comparison with a base sweep, a plot per metric
 * (the metric against the static difficulty, one colour per loadout, 95 % intervals as whiskers),
 * and per monster a sample fight that opens in the replay viewer inside the page (the viewer's own
 * script, kept once; each fight's page is put together in the browser from it and the fight's
 * data). The content security policy allows no fetch: the page works offline, from a file.
 */
import type { Comparison } from "../experiment/danger/compare.js";
import type { SweepMeta } from "../experiment/danger/part.js";
import { byDanger, type Estimate, type Row, type Summary } from "../experiment/danger/summary.js";
import { escapeHtml, type ViewerAssets, viewerDataJson, viewerShell } from "./html.js";
import type { ViewData } from "./types.js";

export interface DangerPageInput {
  readonly title: string;
  readonly sweep: SweepMeta;
  readonly summary: Summary;
  readonly comparison?: Comparison;
  /** Sample fights by monster id. */
  readonly samples: ReadonlyMap<string, ViewData>;
  readonly assets: ViewerAssets;
  /** Said above the table (why some monsters have no sample, say). */
  readonly notes: readonly string[];
}

const POLICY = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:";

const COLOURS = ["#c0392b", "#2471a3", "#1e8449", "#b9770e", "#7d3c98", "#117a65"];

interface PlotMetric {
  readonly name: string;
  readonly pick: (r: Row) => Estimate;
  readonly scale: number;
}

const PLOTS: readonly PlotMetric[] = [
  { name: "danger (0..100)", pick: (r) => r.danger, scale: 1 },
  { name: "survivor death rate (%)", pick: (r) => r.death, scale: 100 },
  { name: "monster kill rate (%)", pick: (r) => r.kill, scale: 100 },
  { name: "turns to decide", pick: (r) => r.turns, scale: 1 },
  { name: "damage taken per turn", pick: (r) => r.takenPerTurn, scale: 1 },
  { name: "damage dealt per turn", pick: (r) => r.dealtPerTurn, scale: 1 },
];

const n = (x: number): string => (Math.round(x * 10) / 10).toString();

/** One metric against the static difficulty (log scale), a dot and a whisker per cell. */
function plot(p: PlotMetric, rows: readonly Row[], loadouts: readonly string[]): string {
  const W = 640;
  const H = 260;
  const L = 48;
  const B = 34;
  const maxD = Math.max(1, ...rows.map((r) => r.difficulty));
  const vals = rows.flatMap((r) => {
    const e = p.pick(r);
    return [e.value, e.high ?? e.value].map((v) => v * p.scale);
  });
  const maxY = Math.max(1e-9, ...vals);
  const x = (d: number): number => L + ((W - L - 10) * Math.log10(1 + d)) / Math.log10(1 + maxD);
  const y = (v: number): number => H - B - ((H - B - 10) * v) / maxY;
  const parts: string[] = [];
  for (const r of rows) {
    const e = p.pick(r);
    const c = COLOURS[loadouts.indexOf(r.loadout) % COLOURS.length];
    const cx = n(x(r.difficulty));
    if (e.low !== undefined && e.high !== undefined)
      parts.push(
        `<line x1="${cx}" x2="${cx}" y1="${n(y(e.low * p.scale))}" y2="${n(y(e.high * p.scale))}" stroke="${c}" stroke-opacity="0.35"/>`,
      );
    parts.push(
      `<circle cx="${cx}" cy="${n(y(e.value * p.scale))}" r="2.5" fill="${c}"><title>${escapeHtml(`${r.monster} (${r.loadout}): ${(e.value * p.scale).toFixed(2)}, static ${r.difficulty}`)}</title></circle>`,
    );
  }
  const legend = loadouts
    .map(
      (l, i) =>
        `<text x="${L + 8 + i * 110}" y="14" fill="${COLOURS[i % COLOURS.length]}" font-size="11">● ${escapeHtml(l)}</text>`,
    )
    .join("");
  return [
    `<figure class="plot"><figcaption>${escapeHtml(p.name)} against the static difficulty</figcaption>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeHtml(p.name)}">`,
    `<line x1="${L}" y1="${H - B}" x2="${W - 10}" y2="${H - B}" stroke="#888"/><line x1="${L}" y1="10" x2="${L}" y2="${H - B}" stroke="#888"/>`,
    `<text x="${L - 4}" y="${n(y(maxY))}" text-anchor="end" font-size="10">${n(maxY)}</text><text x="${L - 4}" y="${H - B}" text-anchor="end" font-size="10">0</text>`,
    `<text x="${L}" y="${H - 18}" font-size="10">0</text><text x="${W - 10}" y="${H - 18}" text-anchor="end" font-size="10">${maxD}</text>`,
    `<text x="${(W + L) / 2}" y="${H - 4}" text-anchor="middle" font-size="11">static difficulty (log scale)</text>`,
    legend,
    ...parts,
    "</svg></figure>",
  ].join("");
}

/** The rows as the page's script reads them: plain numbers, the comparison's verdict beside each. */
function tableData(s: Summary, c: Comparison | undefined, samples: ReadonlyMap<string, ViewData>): object[] {
  const change = new Map((c?.changes ?? []).map((x) => [`${x.monster}\u0000${x.loadout}`, x]));
  return byDanger(s.rows, s.loadouts).map((r) => {
    const x = change.get(`${r.monster}\u0000${r.loadout}`);
    return {
      monster: r.monster,
      name: r.name,
      loadout: r.loadout,
      static: r.difficulty,
      danger: r.danger.value,
      dangerLow: r.danger.low ?? null,
      dangerHigh: r.danger.high ?? null,
      death: r.death.value,
      deathLow: r.death.low ?? null,
      deathHigh: r.death.high ?? null,
      kill: r.kill.value,
      fled: r.fled.value,
      timeout: r.timeout.value,
      turns: r.turns.value,
      taken: r.takenPerTurn.value,
      dealt: r.dealtPerTurn.value,
      change: x ? { difference: x.difference, adjusted: x.adjusted, verdict: x.verdict } : null,
      sample: samples.has(r.monster),
    };
  });
}

const STYLE = `
body{font:14px/1.4 system-ui,sans-serif;margin:1.5em;color:#222}
h1{font-size:1.4em}h2{font-size:1.15em;margin-top:1.6em}
table{border-collapse:collapse;font-size:13px}th,td{padding:2px 8px;border-bottom:1px solid #ddd;text-align:right;white-space:nowrap}
th{cursor:pointer;background:#f3f3f3;position:sticky;top:0}th.sorted-asc::after{content:" ▲"}th.sorted-desc::after{content:" ▼"}
td.id,th.id{text-align:left}tr.deadlier td{background:#fde2e2}tr.safer td{background:#e0f3e5}
.ci{color:#777;font-size:11px}.controls{margin:.6em 0}.controls input{width:18em}
.plots{display:flex;flex-wrap:wrap;gap:12px}figure.plot{margin:0}figcaption{font-size:12px;color:#444}
#viewer{position:fixed;inset:3%;background:#fff;border:2px solid #444;box-shadow:0 0 24px #0006;display:none;flex-direction:column;z-index:10}
#viewer.open{display:flex}#viewer iframe{flex:1;border:0;width:100%}#viewer header{padding:4px 8px;background:#eee;display:flex;justify-content:space-between}
button.watch{font-size:11px}
`;

const SCRIPT = `
(function(){
  var data = JSON.parse(document.getElementById("danger-data").textContent);
  var shell = JSON.parse(document.getElementById("viewer-shell").textContent);
  var rows = data.rows, sortKey = "danger", sortDir = -1;
  var body = document.querySelector("#cells tbody");
  var filter = document.getElementById("filter"), only = document.getElementById("loadout");
  function pct(x){ return (x*100).toFixed(1) + " %"; }
  function ci(lo, hi, f){ return lo === null || hi === null ? "" : '<span class="ci">' + f(lo) + ".." + f(hi) + "</span>"; }
  function esc(s){ return String(s).replace(/[&<>"]/g, function(c){ return {"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;"}[c]; }); }
  function render(){
    var text = filter.value.trim().toLowerCase(), l = only.value;
    var shown = rows.filter(function(r){
      return (l === "" || r.loadout === l) && (text === "" || (r.monster + " " + r.name).toLowerCase().indexOf(text) >= 0);
    });
    shown.sort(function(a, b){
      var x = a[sortKey], y = b[sortKey];
      if (sortKey === "change") { x = a.change ? a.change.difference : 0; y = b.change ? b.change.difference : 0; }
      if (typeof x === "string") return sortDir * x.localeCompare(y);
      return sortDir * ((x === null ? -Infinity : x) - (y === null ? -Infinity : y)) || a.monster.localeCompare(b.monster);
    });
    body.innerHTML = shown.map(function(r){
      var c = r.change;
      return '<tr data-monster="' + esc(r.monster) + '" data-loadout="' + esc(r.loadout) + '"' + (c && c.verdict !== "same" ? ' class="' + c.verdict + '"' : "") + ">" +
        '<td class="id">' + esc(r.monster) + '</td><td class="id">' + esc(r.name) + '</td><td class="id">' + esc(r.loadout) + "</td>" +
        '<td class="danger">' + r.danger.toFixed(1) + " " + ci(r.dangerLow, r.dangerHigh, function(x){ return x.toFixed(1); }) + "</td>" +
        "<td>" + pct(r.death) + " " + ci(r.deathLow, r.deathHigh, function(x){ return (x*100).toFixed(1); }) + "</td>" +
        "<td>" + pct(r.kill) + "</td><td>" + pct(r.fled) + "</td><td>" + pct(r.timeout) + "</td>" +
        "<td>" + r.turns.toFixed(1) + "</td><td>" + r.taken.toFixed(2) + "</td><td>" + r.dealt.toFixed(2) + "</td>" +
        '<td class="static">' + r.static + "</td>" +
        "<td>" + (c ? (c.difference >= 0 ? "+" : "") + c.difference.toFixed(1) + " (p " + c.adjusted.toPrecision(2) + ")" : "") + "</td>" +
        "<td>" + (r.sample ? '<button class="watch" data-monster="' + esc(r.monster) + '">watch</button>' : "") + "</td></tr>";
    }).join("");
    document.getElementById("shown").textContent = shown.length + " of " + rows.length + " rows";
    document.querySelectorAll("#cells th").forEach(function(th){
      th.classList.toggle("sorted-asc", th.dataset.key === sortKey && sortDir > 0);
      th.classList.toggle("sorted-desc", th.dataset.key === sortKey && sortDir < 0);
    });
  }
  document.querySelectorAll("#cells th[data-key]").forEach(function(th){
    th.addEventListener("click", function(){
      var k = th.dataset.key;
      if (k === sortKey) sortDir = -sortDir; else { sortKey = k; sortDir = (k === "monster" || k === "name" || k === "loadout") ? 1 : -1; }
      render();
    });
  });
  filter.addEventListener("input", render);
  only.addEventListener("change", render);
  var viewer = document.getElementById("viewer"), frame = viewer.querySelector("iframe");
  body.addEventListener("click", function(e){
    var b = e.target.closest ? e.target.closest("button.watch") : null;
    if (!b) return;
    var m = b.dataset.monster, el = document.getElementById("sample-" + data.samples[m]);
    if (!el) return;
    frame.srcdoc = shell.before + el.textContent + shell.after;
    viewer.querySelector("h3").textContent = "sample fight: " + m;
    viewer.classList.add("open");
  });
  document.getElementById("close-viewer").addEventListener("click", function(){ viewer.classList.remove("open"); frame.srcdoc = ""; });
  render();
})();
`;

/** "</" never appears raw in an element's JSON, so nothing inside can close it. */
const inScript = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");

export function dangerPageHtml(input: DangerPageInput): string {
  const { summary: s, sweep, comparison: c } = input;
  const samples = [...input.samples.entries()];
  const sampleIndex = Object.fromEntries(samples.map(([m], i) => [m, i]));
  const data = { rows: tableData(s, c, input.samples), samples: sampleIndex };
  const shell = viewerShell("sample fight — cdda-sim", input.assets);
  const corr = s.correlations
    .map(
      (x) =>
        `<li><b>${escapeHtml(x.loadout)}</b>: Spearman's ρ = <span class="rho">${x.spearman === undefined ? "-" : x.spearman.toFixed(3)}</span> over ${x.monsters} monsters; most at odds: ${x.disagreements
          .slice(0, 5)
          .map(
            (d) =>
              `${escapeHtml(d.monster)} (static ${d.difficulty}, danger ${d.danger.toFixed(1)}, ${d.rankGap > 0 ? "overrated" : "underrated"} by ${Math.abs(d.rankGap).toFixed(0)} ranks)`,
          )
          .join("; ")}</li>`,
    )
    .join("");
  const comparison = c
    ? `<h2>Compared with the base</h2><p>${c.changes.length} cells tested with Welch's t-test on the danger; ${c.control === "holm" ? "Holm's step-down (family-wise error rate)" : "Benjamini–Hochberg (false discovery rate)"} at α = ${c.alpha}: <b>${c.changes.filter((x) => x.verdict === "deadlier").length} deadlier</b>, <b>${c.changes.filter((x) => x.verdict === "safer").length} safer</b> (marked in the table).${c.caveats.map((w) => ` Caveat: ${escapeHtml(w)}.`).join("")}</p>`
    : "";
  const loadoutOptions = s.loadouts.map((l) => `<option>${escapeHtml(l)}</option>`).join("");
  const head = [
    ["monster", "monster", "id"],
    ["name", "name", "id"],
    ["loadout", "loadout", "id"],
    ["danger", "danger (95 % CI)", ""],
    ["death", "death rate", ""],
    ["kill", "kill rate", ""],
    ["fled", "fled", ""],
    ["timeout", "time-out", ""],
    ["turns", "turns", ""],
    ["taken", "taken/turn", ""],
    ["dealt", "dealt/turn", ""],
    ["static", "static difficulty", ""],
    ["change", "change (adj. p)", ""],
  ]
    .map(([k, label, cls]) => `<th data-key="${k}"${cls ? ` class="${cls}"` : ""}>${label}</th>`)
    .join("");
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${POLICY}">`,
    '<meta name="generator" content="cdda-sim danger">',
    `<title>${escapeHtml(input.title)}</title><style>${STYLE}</style></head><body>`,
    `<h1>${escapeHtml(input.title)}</h1>`,
    `<p>${sweep.monsters.length} monsters × ${sweep.loadouts.length} loadouts (${sweep.loadouts.map((l) => `<b>${escapeHtml(l.name)}</b>: ${escapeHtml(l.description)}`).join("; ")}), ${sweep.fights} fights each, seed <code>${escapeHtml(sweep.seed)}</code>, ${escapeHtml(sweep.arena)} arena${sweep.night ? " at night" : ""}, at most ${sweep.turnLimit} turns a fight. Content: ${sweep.content.map((p) => `<code>${escapeHtml(p)}</code>`).join(", ")}. The danger score runs from 0 to 100: a death counts 50 to 100 (the quicker, the more), a survival up to 50 by the share of hit points lost (docs/danger.md).</p>`,
    ...input.notes.map((x) => `<p class="note">${escapeHtml(x)}</p>`),
    `<h2>Static difficulty and measured danger</h2><ul id="correlation">${corr}</ul>`,
    comparison,
    '<h2>Every monster</h2><div class="controls">',
    '<input id="filter" type="search" placeholder="filter by monster id or name"> ',
    `<select id="loadout"><option value="">every loadout</option>${loadoutOptions}</select> <span id="shown"></span></div>`,
    `<table id="cells"><thead><tr>${head}<th>sample</th></tr></thead><tbody></tbody></table>`,
    '<h2>Plots</h2><div class="plots">',
    ...PLOTS.map((p) => plot(p, s.rows, s.loadouts)),
    "</div>",
    '<div id="viewer"><header><h3></h3><button id="close-viewer">close</button></header><iframe title="sample fight"></iframe></div>',
    `<script type="application/json" id="danger-data">${inScript(data)}</script>`,
    `<script type="application/json" id="viewer-shell">${inScript(shell)}</script>`,
    ...samples.map(([, v], i) => `<script type="application/json" id="sample-${i}">${viewerDataJson(v)}</script>`),
    `<script>${SCRIPT}</script>`,
    "</body></html>",
    "",
  ].join("\n");
}
