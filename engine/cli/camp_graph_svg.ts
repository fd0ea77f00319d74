/**
 * The camp upgrade graph as a picture (`cdda-sim camp --graph svg`): laid out by Graphviz's dot
 * (compiled to WebAssembly, @hpcc-js/wasm-graphviz: no binary to install, no network), from a DOT
 * made for reading rather than for tools: a feature many missions provide or use is an oval of its
 * own, excludes are red dashed lines that do not pull the ranks, boxes hold the full name and id,
 * and a legend explains the marks. `--graph dot` stays the complete graph for other tools.
 */
import type { Graphviz } from "@hpcc-js/wasm-graphviz";
import type { PathGraph } from "../rules/camp/graph.js";

/** Graphviz knows DejaVu Sans's widths, so boxes fit the text as a browser draws it with that font. */
const FONT = "DejaVu Sans";
/** Fonts of the same widths (Bitstream Vera) or a little wider (Verdana), for viewers without it. */
const FONT_STACK = "DejaVu Sans,Bitstream Vera Sans,Verdana,sans-serif";

const quote = (s: string): string => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
const html = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function nodeLabel(name: string, id: string): string {
  return `<<FONT POINT-SIZE="12">${html(name)}</FONT><BR/><FONT POINT-SIZE="10" COLOR="#555555">${html(id)}</FONT>>`;
}

/**
 * A feature that many missions provide or use gets a node of its own (an oval): N providers and M
 * users are then N + M arrows, not N × M. Other features label the one arrow they stand for.
 */
function featureNodes(g: PathGraph): Set<string> {
  const providers = new Map<string, Set<string>>();
  const users = new Map<string, Set<string>>();
  for (const e of g.edges) {
    (providers.get(e.feature) ?? providers.set(e.feature, new Set()).get(e.feature))?.add(e.from);
    (users.get(e.feature) ?? users.set(e.feature, new Set()).get(e.feature))?.add(e.to);
  }
  const out = new Set<string>();
  for (const [f, p] of providers) if (p.size >= 2 || (users.get(f)?.size ?? 0) >= 3) out.add(f);
  return out;
}

/** The DOT the picture is laid out from (a reading aid: `cdda-sim camp --graph dot` is the full graph). */
export function drawingDot(g: PathGraph): string {
  const never = new Set(g.neverAvailable);
  const resultOf = new Map(g.missions.map((m) => [m.id, m.result]));
  const hubs = featureNodes(g);
  const lines = [
    "digraph camp {",
    "  rankdir=LR; ranksep=0.5; nodesep=0.12;",
    `  graph [fontname=${quote(FONT)}, fontsize=11];`,
    `  node [shape=box, style="rounded,filled", fillcolor="#eef0ff", color="#444466", fontname=${quote(FONT)}, margin="0.12,0.06"];`,
    `  edge [color="#777777", fontname=${quote(FONT)}, fontsize=9, fontcolor="#555555", arrowsize=0.8];`,
  ];
  for (const m of g.missions) {
    const style =
      m.id === g.start
        ? ', fillcolor="#d9f2d9", penwidth=2'
        : never.has(m.id)
          ? ', style="rounded,filled,dashed", fillcolor="#fde8e8"'
          : "";
    lines.push(`  ${quote(m.id)} [label=${nodeLabel(m.blueprint?.name ?? m.id, m.id)}${style}];`);
  }
  const featureNode = (f: string): string => quote(`feature ${f}`);
  for (const f of [...hubs].sort())
    lines.push(
      `  ${featureNode(f)} [label=${quote(f)}, shape=ellipse, style=filled, fillcolor="#fff6d5", color="#b8a060", fontsize=10, margin="0.04,0.02"];`,
    );
  const seen = new Set<string>();
  const once = (line: string): void => {
    if (seen.has(line)) return;
    seen.add(line);
    lines.push(line);
  };
  for (const e of g.edges) {
    const from = quote(e.from);
    const to = quote(e.to);
    const exclude = e.kind === "excludes" ? ', color="#cc3333", style=dashed, arrowhead=tee, constraint=false' : "";
    if (hubs.has(e.feature)) {
      once(`  ${from} -> ${featureNode(e.feature)} [color="#b8a060"];`);
      once(`  ${featureNode(e.feature)} -> ${to} [tooltip=${quote(`${e.kind} ${e.feature}`)}${exclude}];`);
    } else {
      // Labels on excludes (which do not rank their ends) land on each other: their feature is in the tooltip.
      const label = e.kind === "excludes" || e.feature === resultOf.get(e.from) ? "" : `, label=${quote(e.feature)}`;
      once(`  ${from} -> ${to} [tooltip=${quote(`${e.kind} ${e.feature}`)}${label}${exclude}];`);
    }
  }
  lines.push(...legend(g));
  lines.push("}");
  return `${lines.join("\n")}\n`;
}

/** A framed key: what boxes, ovals, colours and arrows mean. */
function legend(g: PathGraph): string[] {
  const n = (id: string, label: string, extra = ""): string =>
    `    ${quote(`legend ${id}`)} [label=${quote(label)}, fontsize=10${extra}];`;
  const e = (a: string, b: string, extra: string): string =>
    `    ${quote(`legend ${a}`)} -> ${quote(`legend ${b}`)} [fontsize=9${extra}];`;
  const feature = ', shape=ellipse, style=filled, fillcolor="#fff6d5", color="#b8a060"';
  return [
    "  subgraph cluster_legend {",
    `    label=${quote(`legend (${g.missions.length} missions from ${g.start})`)}; labeljust=l; style=rounded; color="#999999"; fontsize=10;`,
    n("start", "start mission", ', fillcolor="#d9f2d9", penwidth=2'),
    n("mission", "mission name\nmission id"),
    n("never", "never available", ', style="rounded,filled,dashed", fillcolor="#fde8e8"'),
    n("p1", "mission"),
    n("f", "feature", feature),
    n("r1", "mission"),
    n("p2", "mission"),
    n("r2", "mission"),
    n("x1", "feature or mission"),
    n("x2", "mission"),
    e("start", "mission", ", style=invis"),
    e("mission", "never", ", style=invis"),
    e("p1", "f", ', color="#b8a060", label="provides"'),
    e("f", "r1", ', label="required by"'),
    e("p2", "r2", ', label="feature it provides\n(none: the mission)"'),
    e("x1", "x2", ', color="#cc3333", style=dashed, arrowhead=tee, label="excludes\\n(the feature: hover)"'),
    "  }",
  ];
}

let graphviz: Promise<Graphviz> | undefined;

/**
 * Graphviz in WebAssembly writes its warnings with the console.error it finds when it loads. Its
 * path planner complains when it falls back to a plainer curve for an edge ("triangulation
 * failed"): noise for a reader of the picture, which comes out whole, so it is not passed on.
 */
function load(): Promise<Graphviz> {
  const error = console.error;
  console.error = () => {};
  // Imported when first needed: the package decodes its WebAssembly as it loads, a cost every other
  // command would pay at start-up.
  return import("@hpcc-js/wasm-graphviz")
    .then((m) => m.Graphviz.load())
    .finally(() => {
      console.error = error;
    });
}

/** The picture as SVG text (Graphviz's own output, with a font list that keeps the boxes' widths). */
export async function campGraphSvg(g: PathGraph): Promise<string> {
  graphviz ??= load();
  const svg = (await graphviz).dot(drawingDot(g), "svg");
  return svg.replace(new RegExp(`font-family="${FONT}"`, "g"), `font-family="${FONT_STACK}"`);
}
