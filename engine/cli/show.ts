/**
 * `cdda-sim show <id> [content...]`: one object as the game resolves it (copy-from, extend, delete,
 * relative, proportional, mod overrides), where each member came from, what refers to it, and for
 * a monster its attacks measured against a default survivor.
 */
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { listJsonFiles } from "../content/json/read.js";
import { loadContent } from "../content/load.js";
import { planRoots } from "../content/mods.js";
import { type Explained, idsOf, type Mention, ObjectIndex, type Origin } from "../content/catalogue/origins.js";
import { namespaceOf } from "../content/catalogue/refs.js";
import { didYouMean } from "../content/catalogue/suggest.js";
import { flags, parseCommand, single, UsageError, valued } from "./args.js";
import { table } from "./format.js";
import { coreDataCandidates } from "./paths.js";
import { type FightFigures, measureFight } from "./show_fight.js";
import { type Figures, figuresOf, figuresText } from "./show_figures.js";
import { type Finished, finishedOf, finishedText } from "./show_finish.js";

export const SHOW_HELP = `Usage: cdda-sim show [options] <id> [file|folder...]

Shows one object as the game resolves it: each member with its value and where it came from
(the file and line that set it; "copy-from <parent>" for an inherited member; extend, delete,
relative and proportional with the file that changed it), the definitions it overrides (a mod's
object over the core's), its copy-from chain, and every object that names its id. For a monster,
what the game adds after loading (its species' flags and triggers, a mod's monster adjustments)
and its attacks against a default survivor: the engine runs 20 fights of 30 turns (fixed seeds) and
counts each attack's tries, hits and damage. For a plant (terrain or furniture with
harvest_by_season), what picking gives in each season, at survival 0 and 10. For a camp upgrade
mission (a recipe with construction_blueprint), per choice of its map options: its time, the food
it costs, and its skills, qualities, tools and components.

Content: folders and files as for validate (a mod loads after what it depends on); without any,
the game's core data (found as validate finds it).

Options:
  --type <type>   the object's type, when several share the id (MONSTER, ITEM, terrain, ...)
  --json          print one JSON document
  --no-fight      skip the measured fight of a monster
  -h, --help      show this help

Exit status: 0 when found, 1 when no object has the id, 2 for a usage error.`;

export function showCommand(argv: readonly string[]): number {
  const args = parseCommand(argv, [...valued("type"), ...flags("json", "no-fight")], SHOW_HELP);
  if (!args) return 0;
  const [id, ...content] = args.positionals;
  if (id === undefined) throw new UsageError("show needs an id");
  // Without content: the core data, where validate finds it ($CDDA_CORE_DATA, ../shared/cdda/data/json).
  const core = coreDataCandidates(join(process.cwd(), "mod")).find((c) => existsSync(c));
  const named = content.length > 0 ? content : core !== undefined ? [core] : [];
  if (named.length === 0) throw new UsageError("show needs content: no core data found (name a folder)");
  const plan = planRoots(named, [], (mod) => coreDataCandidates(mod.path));
  for (const m of plan.missing) process.stderr.write(`cdda-sim show: ${m}\n`);
  const files = plan.roots.flatMap((r) => listJsonFiles(r.path, r.skip ?? []));
  const index = new ObjectIndex(files);
  const type = single(args, "type");
  const explained = index.explain(id, type);
  if (!explained) {
    const known = index.objects
      .filter((d) => type === undefined || namespaceOf(d.json["type"] as string) === namespaceOf(type))
      .flatMap((d) => idsOf(d.json));
    process.stderr.write(
      `cdda-sim show: no object${type ? ` of type ${type}` : ""} has the id ${JSON.stringify(id)}${didYouMean(id, known)}\n`,
    );
    return 1;
  }
  const mentions = index.mentions(id);
  let fight: FightFigures | string | undefined;
  let finished: Finished | undefined;
  if (explained.type === "MONSTER") {
    const loaded = loadContent(plan.roots, { noLines: true });
    finished = finishedOf(loaded.content, id);
    if (!args.flags.has("no-fight")) fight = measureFight(loaded.content, id);
  }
  // A plant's harvest by season, a camp mission's needs, time and food: from the loaded content.
  let figures: Figures | string | undefined;
  const resolved = explained.resolved as Record<string, unknown>;
  if (
    ((explained.type === "terrain" || explained.type === "furniture") && resolved["harvest_by_season"] !== undefined) ||
    (explained.type === "recipe" && resolved["construction_blueprint"] !== undefined)
  ) {
    const loaded = loadContent(plan.roots, { noLines: true });
    figures = figuresOf(loaded.content, explained.type, id);
  }
  const cwd = process.cwd();
  if (args.flags.has("json")) {
    const json = {
      ...(jsonOf(explained, mentions, fight) as object),
      ...(figures !== undefined ? { figures } : {}),
      ...(finished !== undefined ? { finished } : {}),
    };
    process.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
    return 0;
  }
  const rel = (f: string) => relative(cwd, f) || f;
  const text = textOf(explained, mentions, fight, rel);
  const more = [
    ...(figures === undefined ? [] : typeof figures === "string" ? [`Figures: ${figures}`] : figuresText(figures)),
    ...(finished === undefined ? [] : finishedText(finished, rel)),
  ];
  process.stdout.write(`${[text, ...(more.length > 0 ? ["", ...more] : [])].join("\n")}\n`);
  return 0;
}

function jsonOf(e: Explained, mentions: readonly Mention[], fight: FightFigures | string | undefined): unknown {
  const where = (d: { file: string; path: string }) => ({ file: d.file, path: d.path });
  return {
    id: e.id,
    type: e.type,
    definition: where(e.definition),
    overrides: e.overrides.map(where),
    parents: e.parents.map((d) => ({ ...where(d), id: d.json["id"] ?? d.json["abstract"] })),
    resolved: e.resolved,
    origins: e.origins,
    referredToBy: mentions,
    ...(fight === undefined ? {} : typeof fight === "string" ? { fightError: fight } : { fight }),
  };
}

function short(v: unknown, width = 60): string {
  const s = JSON.stringify(v) ?? "undefined";
  return s.length <= width ? s : `${s.slice(0, width - 3)}...`;
}

function textOf(
  e: Explained,
  mentions: readonly Mention[],
  fight: FightFigures | string | undefined,
  rel: (f: string) => string,
): string {
  const at = (o: { file: string; line?: number }) => `${rel(o.file)}${o.line !== undefined ? `:${o.line}` : ""}`;
  const out: string[] = [`${e.type} ${e.id}`, `  defined at ${at({ file: e.definition.file, line: lineOf(e) })}`];
  for (const o of e.overrides) out.push(`  overrides the definition in ${rel(o.file)} (${o.path})`);
  if (e.parents.length > 0)
    out.push(
      `  copy-from: ${e.parents.map((p) => `${String(p.json["id"] ?? p.json["abstract"])} (${rel(p.file)})`).join(" <- ")}`,
    );
  out.push("", "Members (value; where it came from):");
  const rows: string[][] = [];
  for (const [k, v] of Object.entries(e.resolved)) {
    const origins = e.origins[k] ?? [];
    rows.push([`  ${k}`, short(v), origins.map((o) => describeOrigin(o, at)).join("; ")]);
  }
  out.push(table(rows));
  out.push("", `Referred to by (${mentions.length}${mentions.length >= 200 ? "+" : ""}):`);
  if (mentions.length === 0) out.push("  nothing");
  for (const m of mentions.slice(0, 50)) out.push(`  ${m.byType} ${m.by}: ${at(m)} ${m.path}`);
  if (mentions.length > 50) out.push(`  ... and ${mentions.length - 50} more (--json lists them)`);
  if (typeof fight === "string") out.push("", `Attacks: not measured: ${fight}`);
  else if (fight) out.push("", ...fightText(fight));
  return out.join("\n");
}

function lineOf(e: Explained): number | undefined {
  const o = Object.values(e.origins)
    .flat()
    .find((x) => x.file === e.definition.file && x.how === "own");
  return o?.line;
}

function describeOrigin(o: Origin, at: (o: { file: string; line?: number }) => string): string {
  if (o.how === "own") return at(o);
  if (o.how === "copy-from") return `copy-from ${o.from} (${at(o)})`;
  return `${o.how} in ${o.from} (${at(o)})`;
}

function fightText(f: FightFigures): string[] {
  const pct = (a: number, b: number) => (b === 0 ? "-" : `${Math.round((100 * a) / b)}%`);
  const rows: string[][] = [["attack", "tries", "per turn", "hit", "damage/hit", "damage/turn"]];
  for (const a of f.attacks)
    rows.push([
      a.attack,
      String(a.tries),
      (a.tries / f.turnsFought).toFixed(2),
      pct(a.hits, a.tries),
      a.hits === 0 ? "-" : (a.damage / a.hits).toFixed(1),
      (a.damage / f.turnsFought).toFixed(2),
    ]);
  return [
    `Attacks against a default survivor (the engine's own fight: ${f.fights} fights of up to ${f.turns} turns, fixed seeds, ${f.turnsFought} turns fought):`,
    table(rows, new Set([1, 2, 3, 4, 5])),
    `Damage taken by the survivor: ${(f.damageTaken / f.turnsFought).toFixed(2)} per turn (all sources).`,
  ];
}
