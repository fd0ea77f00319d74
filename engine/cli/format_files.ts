/** `cdda-sim format [--check] <file|folder>...`: write JSON files in the game's style (tools/format). */
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { listJsonFiles } from "../content/json/read.js";
import { StyleSyntaxError, styleJson } from "../content/json/style.js";
import { flags, parseCommand, UsageError } from "./args.js";

export const FORMAT_HELP = `Usage: cdda-sim format [--check] <file|folder>...

Rewrites CDDA JSON files in the style of the game's own formatter (tools/format), which the game's
CI enforces, byte for byte: two-space indents, an array or object on one line when it fits in 120
bytes, arrays under rows, blueprint and picture one element a line, numbers as the game prints
them. Folders are searched for .json files. A file listing file names (a vendored index.json)
is not content and is left alone.

Options:
  --check     change nothing: list the files that are not in the style, exit 1 if any
  -h, --help  show this help

Exit status: 0 when every file is (now) in the style; 1 with --check when some are not; 2 for a
usage error or a file that is not JSON (named with its line and column).`;

/** A vendored list of file names (the game generates these; they are not content and not styled). */
function isFileList(text: string): boolean {
  return /^\s*\[\s*("[^"]*"\s*,?\s*)*\]\s*$/.test(text) && !text.includes("{");
}

export function formatCommand(argv: readonly string[]): number {
  const args = parseCommand(argv, flags("check"), FORMAT_HELP);
  if (!args) return 0;
  if (args.positionals.length === 0) throw new UsageError("format needs at least one file or folder");
  const check = args.flags.has("check");
  const files: string[] = [];
  for (const p of args.positionals) {
    let dir: boolean;
    try {
      dir = statSync(p).isDirectory();
    } catch {
      throw new UsageError(`no such file or folder: ${p}`);
    }
    files.push(...(dir ? listJsonFiles(p) : [p]));
  }
  let differ = 0;
  let broken = 0;
  let styled = 0;
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    if (isFileList(text)) continue;
    let out: string;
    try {
      out = styleJson(text);
    } catch (e) {
      if (!(e instanceof StyleSyntaxError)) throw e;
      const before = text.slice(0, e.offset).split("\n");
      process.stderr.write(
        `${file}:${before.length}:${(before[before.length - 1]?.length ?? 0) + 1}: error: not JSON: ${e.message}\n`,
      );
      broken++;
      continue;
    }
    styled++;
    if (out === text) continue;
    differ++;
    if (check) process.stdout.write(`${file}: not in the game's JSON style\n`);
    else {
      writeFileSync(file, out);
      process.stdout.write(`${file}: formatted\n`);
    }
  }
  const verb = check ? "not in the style" : "formatted";
  process.stdout.write(
    `cdda-sim format: ${styled} file(s) read, ${differ} ${verb}${broken > 0 ? `, ${broken} not JSON` : ""}.\n`,
  );
  if (broken > 0) return 2;
  return check && differ > 0 ? 1 : 0;
}
