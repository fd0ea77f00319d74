/** `cdda-sim schema [-o file]`: the JSON Schema of the content kinds cdda-sim models, for editors and CI. */
import { writeFileAtomic } from "../content/json/write.js";
import { contentSchema } from "../content/schema/document.js";
import { parseArgs, single, UsageError } from "./args.js";

export const SCHEMA_HELP = `Usage: cdda-sim schema [-o <file>]

Writes the JSON Schema (draft 2020-12) of CDDA content files as cdda-sim reads them, generated from
its codecs: climbing aids, terrain and furniture with their examine actions, monsters and their
special attacks, monster_attack, upgrade missions, recipe groups, update and nested mapgen,
palettes, effects on condition and gates. A member the loader does not know is flagged; action
names, hardcoded attack ids and condition types are offered for completion; descriptions name the
requirement IDs in brackets. Objects of other kinds are accepted unchecked. See docs/schema.md for
the VS Code set-up.

Options:
  -o, --out <file>  write the schema to this file (default: standard output)
  -h, --help        show this help

Exit status: 0 when written, 2 for a usage error or a file that cannot be written.`;

export function schemaCommand(argv: readonly string[]): number {
  const args = parseArgs(argv, [
    { name: "out", alias: "o", value: "one" },
    { name: "help", alias: "h" },
  ]);
  if (args.flags.has("help")) {
    process.stdout.write(`${SCHEMA_HELP}\n`);
    return 0;
  }
  if (args.positionals.length > 0)
    throw new UsageError(`schema takes no file arguments, got ${args.positionals.join(" ")}`);
  const text = `${JSON.stringify(contentSchema(), null, 2)}\n`;
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
