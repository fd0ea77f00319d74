/**
 * `cdda-sim camp <content...> --base-type <id>`: for camp designers. Prints the reachability
 * report of a camp path (missions that can never become available, features required but
 * provided by nothing, excluded dead ends), the upgrade graph (`--graph mermaid|dot|svg`), and
 * with `--walk` completes every reachable mission in a valid order, drawing the camp after each.
 */
import { writeFileAtomic } from "../content/json/write.js";
import { loadContent } from "../content/load.js";
import { planRoots } from "../content/mods.js";
import { CAMP_TYPES_GROUP, EXPANSIONS_GROUP } from "../content/kinds/recipe_group.js";
import { pathGraph, toDot, toMermaid } from "../rules/camp/graph.js";
import { campGraphSvg } from "./camp_graph_svg.js";
import { walkPath, walkSummary } from "../rules/camp/walk.js";
import { flags, parseCommand, repeatable, single, UsageError, valued } from "./args.js";
import { coreDataCandidates } from "./paths.js";

export const CAMP_HELP = `Usage: cdda-sim camp [options] <file|folder>... --base-type <id>

Loads content and analyses one camp path: the start recipe of a camp type (all_faction_base_types)
or of an expansion (all_faction_base_expansions).

Options:
  --base-type <id>           the path's start recipe (without it: list the camp types and expansions)
  --graph mermaid|dot|svg    print the upgrade graph (requires/excludes edges) instead of the report;
                             svg is a picture laid out by Graphviz (bundled), with a legend
  --walk                     complete every reachable mission in a valid order, drawing the camp
                             after each with a legend of its symbols, and listing the items each
                             places (unlimited resources, first option of every parameter);
                             missions that walk excludes (alternatives) are each walked to on their
                             own and listed; any still not completed are listed with the reason
  --out <file>               write the output to a file instead of standard output
  --base <folder>            load as base content (repeatable)
  -h, --help                 show this help

Exit status: 0 when the path has no unreachable mission and the walk had no error, 1 otherwise,
2 on a usage error.`;

export async function campCommand(argv: readonly string[]): Promise<number> {
  const args = parseCommand(
    argv,
    [...valued("base-type", "graph", "out"), ...flags("walk"), ...repeatable("base")],
    CAMP_HELP,
  );
  if (!args) return 0;
  if (args.positionals.length === 0) throw new UsageError("camp needs at least one content file or folder");
  const graphKind = single(args, "graph");
  if (graphKind !== undefined && !["mermaid", "dot", "svg"].includes(graphKind))
    throw new UsageError(`--graph takes mermaid, dot or svg, got ${JSON.stringify(graphKind)}`);
  const plan = planRoots(args.positionals, args.values.get("base") ?? [], (mod) => coreDataCandidates(mod.path));
  const { content, problems } = loadContent(plan.roots, { noLines: true });
  const errors = problems.filter((p) => p.severity === "error").length;
  const out: string[] = [];
  const emit = (): void => {
    const text = out.join("\n") + (out.length ? "\n" : "");
    const file = single(args, "out");
    if (file !== undefined) writeFileAtomic(file, text);
    else process.stdout.write(text);
  };
  const baseType = single(args, "base-type");
  const starts = [CAMP_TYPES_GROUP, EXPANSIONS_GROUP].flatMap((g) =>
    (content.recipe_group.get(g)?.recipes ?? []).map((e) => ({ group: g, id: e.id, description: e.description })),
  );
  if (baseType === undefined) {
    out.push("Camp paths (give one with --base-type):");
    for (const s of starts)
      out.push(`  ${s.id}  ${s.description}${s.group === EXPANSIONS_GROUP ? "  (expansion)" : ""}`);
    emit();
    return 0;
  }
  const g = pathGraph(content, baseType);
  if (!g)
    throw new UsageError(
      `no upgrade mission ${JSON.stringify(baseType)} is loaded; known paths: ${starts.map((s) => s.id).join(", ") || "none"}`,
    );
  if (graphKind !== undefined) {
    out.push(
      (graphKind === "mermaid" ? toMermaid(g) : graphKind === "dot" ? toDot(g) : await campGraphSvg(g)).trimEnd(),
    );
    emit();
    return 0;
  }
  if (errors > 0) out.push(`note: the content has ${errors} load error(s); run cdda-sim validate for them`);
  out.push(`Camp path ${g.start}: ${g.missions.length} missions, ${g.reachable.length} reachable`);
  out.push(`Never available (${g.neverAvailable.length}):`);
  for (const id of g.neverAvailable) out.push(`  ${id}`);
  const unprovided = Object.keys(g.unprovided).sort();
  out.push(`Required but provided by nothing (${unprovided.length}):`);
  for (const f of unprovided) out.push(`  ${f}  (required by ${g.unprovided[f]?.join(", ")})`);
  const walk = walkPath(content, g.start, { draw: args.flags.has("walk") });
  out.push(
    `Excluded dead ends (${walk.excluded.length}): missions available at some point, then excluded by another's completion:`,
  );
  for (const id of walk.excluded) out.push(`  ${id}`);
  if (args.flags.has("walk")) {
    out.push("", `Walk (${walk.steps.length} missions):`);
    walk.steps.forEach((s, i) => {
      const opts = Object.entries(s.options)
        .map(([k, v]) => `${k}=${v}`)
        .join(", ");
      out.push(`${i + 1}. ${s.mission}  ${s.name}${opts ? `  (${opts})` : ""}${s.kcal ? `  ${s.kcal} kcal` : ""}`);
      if (s.items.length > 0) out.push(`   placed: ${s.items.map((x) => `${x.count} ${x.item}`).join(", ")}`);
      for (const r of s.drawing ?? []) out.push(`   ${r}`);
      if (s.legend && s.legend.length > 0) out.push("   legend:", ...s.legend.map((l) => `     ${l}`));
    });
  }
  if (args.flags.has("walk"))
    out.push(
      `Food for the walk: ${walk.steps.reduce((n, s) => n + s.kcal, 0)} kcal (time_to_food of each mission's work days, docs/areas.md "Camp food")`,
    );
  if (args.flags.has("walk") && walk.alternatives.length) {
    out.push(
      "",
      `Alternatives (${walk.alternatives.length}): missions the walk above excluded, each walked to on its own:`,
    );
    for (const a of walk.alternatives)
      out.push(`  ${a.mission}  ${a.name}  (via ${a.via.slice(1, -1).join(", ") || "the start"})`);
  }
  out.push("", `Skipped (${walk.skipped.length}): reachable missions no walk completed:`);
  for (const k of walk.skipped) out.push(`  ${k.mission}: ${k.reason}`);
  out.push(walkSummary(g.reachable, walk));
  for (const e of walk.errors) out.push(`error: ${e}`);
  emit();
  return g.neverAvailable.length > 0 || walk.errors.length > 0 ? 1 : 0;
}
