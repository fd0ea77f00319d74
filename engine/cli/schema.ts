/** `cdda-sim schema [-o file]`: the JSON Schema of the content kinds cdda-sim models, for editors and CI. */
import { writeFileAtomic } from "../content/json/write.js";
import { contentSchema } from "../content/schema/document.js";
import { existsSync } from "node:fs";
import { type IdIndex, indexIds } from "../content/catalogue/ids.js";
import { listJsonFiles } from "../content/json/read.js";
import { planRoots } from "../content/mods.js";
import { OUT_OPTION, parseCommand, repeatable, single, UsageError } from "./args.js";
import { coreDataCandidates } from "./paths.js";

export const SCHEMA_HELP = `Usage: cdda-sim schema [--content <file|folder>]... [-o <file>]

Writes the JSON Schema (draft 2020-12) of CDDA content files as cdda-sim reads them, generated from
its codecs: climbing aids, terrain and furniture with their examine actions, monsters and their
special attacks, monster_attack, upgrade missions, recipe groups, update and nested mapgen,
palettes, effects on condition and gates. A member the loader does not know is flagged; action
names, hardcoded attack ids and condition types are offered for completion; descriptions name the
requirement IDs in brackets. Objects of other kinds are accepted unchecked. See docs/schema.md for
the VS Code set-up.

With --content, the ids those files and folders define (a mod's dependencies found as validate
finds them) are offered for completion where a member names a monster, an item, a terrain, a
furniture, a monster group or an item group (copy-from, upgrades.into, death_drops, item group
entries, monster group members, open/close/transforms_into, bash results). Another id is still
accepted: validate checks references.

Options:
  --content <path>  content whose ids to offer (repeatable)
  -o, --out <file>  write the schema to this file (default: standard output)
  -h, --help        show this help

Exit status: 0 when written, 2 for a usage error or a file that cannot be written.`;

export function schemaCommand(argv: readonly string[]): number {
  const args = parseCommand(argv, [OUT_OPTION, ...repeatable("content")], SCHEMA_HELP);
  if (!args) return 0;
  if (args.positionals.length > 0)
    throw new UsageError(`schema takes no file arguments, got ${args.positionals.join(" ")}`);
  const content = args.values.get("content") ?? [];
  let ids: IdIndex | undefined;
  if (content.length > 0) {
    for (const c of content) if (!existsSync(c)) throw new UsageError(`--content ${c}: no such file or folder`);
    const plan = planRoots(content, [], (mod) => coreDataCandidates(mod.path));
    for (const m of plan.missing) process.stderr.write(`cdda-sim schema: ${m}\n`);
    ids = indexIds(plan.roots.flatMap((r) => listJsonFiles(r.path, r.skip ?? [])));
  }
  const text = `${JSON.stringify(contentSchema(ids ? { ids } : {}), null, 2)}\n`;
  const out = single(args, "out");
  if (out === undefined) {
    process.stdout.write(text);
    return 0;
  }
  try {
    writeFileAtomic(out, text);
  } catch (e) {
    process.stderr.write(`cdda-sim schema: cannot write ${out}: ${(e as Error).message}\n`);
    return 2;
  }
  process.stdout.write(`Wrote the content schema to ${out}.\n`);
  return 0;
}
