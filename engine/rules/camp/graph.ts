/**
 * The upgrade graph of a camp path for designers (A7, A1-R4b): which missions belong to a base
 * type's path, the requires/provides/excludes edges between them, which can ever become
 * available, features required but provided by nothing, and the graph as Mermaid and DOT (the SVG picture is
 * engine/cli/camp_graph_svg.ts, laid out by Graphviz).
 */
import type { Content } from "../../content/load.js";
import type { Recipe } from "../../content/kinds/recipe.js";
import { allMissions, findMission } from "./availability.js";

export interface Edge {
  readonly from: string;
  readonly to: string;
  readonly kind: "requires" | "excludes";
  /** The feature the edge is about. */
  readonly feature: string;
}

export interface PathGraph {
  readonly start: string;
  /** Missions of the path, start first, then by id. */
  readonly missions: readonly Recipe[];
  readonly edges: readonly Edge[];
  /** Missions whose requirements can be met (ignoring excludes), in a valid order. */
  readonly reachable: readonly string[];
  readonly neverAvailable: readonly string[];
  /** Feature id -> missions requiring it, for features no loaded mission provides. */
  readonly unprovided: { readonly [feature: string]: readonly string[] };
  /** Layer of each reachable mission (longest requires chain from the start). */
  readonly depth: { readonly [mission: string]: number };
}

function provided(r: Recipe): { id: string; amount: number }[] {
  return [...(r.blueprint?.provides ?? []), { id: r.result, amount: 1 }];
}

export function pathGraph(content: Content, startId: string): PathGraph | undefined {
  const start = findMission(content, startId);
  if (!start) return undefined;
  const all = allMissions(content);
  const providers = new Map<string, Recipe[]>();
  for (const m of all) for (const p of provided(m)) providers.set(p.id, [...(providers.get(p.id) ?? []), m]);
  // Path membership: missions connected to the start through required features.
  const features = new Set(provided(start).map((p) => p.id));
  const members = new Set<string>([start.id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const m of all) {
      if (members.has(m.id)) continue;
      if ((m.blueprint?.requires ?? []).some((q) => features.has(q.id))) {
        members.add(m.id);
        for (const p of provided(m)) features.add(p.id);
        grew = true;
      }
    }
  }
  const missions = [start, ...all.filter((m) => m.id !== start.id && members.has(m.id))];
  // Reachability (monotone, excludes ignored): tallies summed as missions complete.
  const tally = new Map<string, number>();
  const add = (m: Recipe): void => {
    for (const p of provided(m)) tally.set(p.id, (tally.get(p.id) ?? 0) + p.amount);
  };
  add(start);
  const depth: Record<string, number> = { [start.id]: 0 };
  const reachable: string[] = [start.id];
  const done = new Set([start.id]);
  grew = true;
  while (grew) {
    grew = false;
    for (const m of missions) {
      if (done.has(m.id)) continue;
      const need = new Map<string, number>();
      for (const q of m.blueprint?.requires ?? []) need.set(q.id, (need.get(q.id) ?? 0) + q.amount);
      if ([...need].every(([id, n]) => (tally.get(id) ?? 0) >= n)) {
        done.add(m.id);
        reachable.push(m.id);
        let d = 0;
        for (const id of need.keys())
          for (const p of providers.get(id) ?? [])
            if (done.has(p.id) && p.id !== m.id) d = Math.max(d, (depth[p.id] ?? 0) + 1);
        depth[m.id] = d;
        add(m);
        grew = true;
      }
    }
  }
  const edges: Edge[] = [];
  for (const m of missions) {
    for (const q of m.blueprint?.requires ?? [])
      for (const p of providers.get(q.id) ?? [])
        if (members.has(p.id) && p.id !== m.id) edges.push({ from: p.id, to: m.id, kind: "requires", feature: q.id });
    for (const x of m.blueprint?.excludes ?? [])
      for (const p of providers.get(x.id) ?? [])
        if (members.has(p.id) && p.id !== m.id) edges.push({ from: p.id, to: m.id, kind: "excludes", feature: x.id });
  }
  const unprovided: Record<string, string[]> = {};
  for (const m of missions) {
    if (m.id === start.id) continue;
    for (const q of m.blueprint?.requires ?? []) if (!providers.has(q.id)) (unprovided[q.id] ??= []).push(m.id);
  }
  return {
    start: start.id,
    missions,
    edges,
    reachable,
    neverAvailable: missions.filter((m) => !done.has(m.id)).map((m) => m.id),
    unprovided,
    depth,
  };
}

const label = (m: Recipe): string => `${m.blueprint?.name ?? m.id}`;
const esc = (s: string): string => s.replace(/"/g, "'");

export function toMermaid(g: PathGraph): string {
  const ids = new Map(g.missions.map((m, i) => [m.id, `m${i}`]));
  const lines = ["flowchart TD"];
  for (const m of g.missions) lines.push(`  ${ids.get(m.id)}["${esc(label(m))}<br/>${esc(m.id)}"]`);
  for (const e of g.edges) {
    const f = ids.get(e.from);
    const t = ids.get(e.to);
    if (e.kind === "requires")
      lines.push(
        `  ${f} -->${e.feature === e.from || g.missions.find((m) => m.id === e.from)?.result === e.feature ? "" : `|${esc(e.feature)}|`} ${t}`,
      );
    else lines.push(`  ${f} -.-x|excludes ${esc(e.feature)}| ${t}`);
  }
  for (const id of g.neverAvailable) lines.push(`  style ${ids.get(id)} stroke-dasharray: 5 5`);
  return `${lines.join("\n")}\n`;
}

export function toDot(g: PathGraph): string {
  const lines = ["digraph camp {", "  rankdir=TB;", '  node [shape=box, fontname="sans-serif"];'];
  for (const m of g.missions)
    lines.push(
      `  "${esc(m.id)}" [label="${esc(label(m))}\\n${esc(m.id)}"${g.neverAvailable.includes(m.id) ? ", style=dashed" : ""}];`,
    );
  for (const e of g.edges) {
    const res = g.missions.find((m) => m.id === e.from)?.result;
    if (e.kind === "requires")
      lines.push(`  "${esc(e.from)}" -> "${esc(e.to)}"${e.feature === res ? "" : ` [label="${esc(e.feature)}"]`};`);
    else
      lines.push(
        `  "${esc(e.from)}" -> "${esc(e.to)}" [style=dashed, color=red, arrowhead=tee, label="excludes ${esc(e.feature)}"];`,
      );
  }
  lines.push("}");
  return `${lines.join("\n")}\n`;
}
