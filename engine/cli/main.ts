/** The `cdda-sim` command: dispatches to one sub-command; usage errors exit 2 without a stack trace. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { UsageError } from "./args.js";
import { projectRoot } from "./paths.js";

const HELP = `cdda-sim: a headless, deterministic simulation engine for CDDA-style JSON content
(faction camp upgrades, examine actions, climbing aids, monster special attacks).

Usage: cdda-sim <command> [options]

Commands:
  validate <file|folder>...   load content, summarise it, list every problem
  run <scenario.json>         run a scenario, tell its story, check its expectations
  record <scenario.json> -o <recording.json>
                              run a scenario and write a recording of it
  replay <recording.json>...  re-run recordings; name the first step that differs
  view <recording|scenario> -o <page.html>
                              one self-contained HTML page to watch a run in a browser
  camp <content>... --base-type <id> [--graph mermaid|dot|svg] [--walk]
                              a camp path: reachability report, upgrade graph, walk
  experiment <file> | merge   balance experiments: seeded runs per variant, statistics, charts
  danger <content>... | merge how dangerous every monster is, per survivor loadout, with reports
  schema [-o <file>]          the JSON Schema of the content kinds, for editors and CI
  lsp [folder...]             a language server over stdio (diagnostics, definitions, hover, completion)
  show <id> [content...]      one object resolved: members with their origins, who refers to it, figures
  format [--check] <file|folder>...
                              write JSON in the game's style (tools/format); --check lists the rest
  help [command]              show help for a command

Run "cdda-sim <command> --help" for the options of a command.`;

type Command = (argv: readonly string[]) => number | Promise<number>;

/**
 * Each command's module is imported when it is asked for: a command then loads only what it uses
 * (`--help` and a usage error load nearly nothing, `validate` never loads the language server).
 */
const COMMANDS: Readonly<Record<string, () => Promise<Command>>> = {
  validate: () => import("./validate.js").then((m) => m.validateCommand),
  run: () => import("./run.js").then((m) => m.runCommand),
  record: () => import("./record.js").then((m) => m.recordCommand),
  replay: () => import("./replay.js").then((m) => m.replayCommand),
  view: () => import("./view.js").then((m) => m.viewCommand),
  camp: () => import("./camp.js").then((m) => m.campCommand),
  experiment: () => import("./experiment.js").then((m) => m.experimentCommand),
  danger: () => import("./danger.js").then((m) => m.dangerCommand),
  schema: () => import("./schema.js").then((m) => m.schemaCommand),
  format: () => import("./format_files.js").then((m) => m.formatCommand),
  show: () => import("./show.js").then((m) => m.showCommand),
  lsp: () => import("./lsp.js").then((m) => m.lspCommand),
};

export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === "-h" || command === "--help") {
    process.stdout.write(`${HELP}\n`);
    return command === undefined ? 2 : 0;
  }
  if (command === "--version" || command === "-V") {
    const pkg = JSON.parse(readFileSync(join(projectRoot(), "package.json"), "utf8")) as { version: string };
    process.stdout.write(`cdda-sim ${pkg.version}\n`);
    return 0;
  }
  if (command === "help") {
    const target = rest[0];
    const load = target !== undefined && Object.hasOwn(COMMANDS, target) ? COMMANDS[target] : undefined;
    if (load) return (await load())(["--help"]);
    process.stdout.write(`${HELP}\n`);
    return target === undefined ? 0 : 2;
  }
  const load = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!load) {
    process.stderr.write(`cdda-sim: unknown command ${JSON.stringify(command)}\n\n${HELP}\n`);
    return 2;
  }
  try {
    return await (await load())(rest);
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`cdda-sim ${command}: ${e.message}\nRun "cdda-sim ${command} --help" for usage.\n`);
      return 2;
    }
    // A bug, not bad input: say so plainly, with the stack only on request.
    process.stderr.write(`cdda-sim ${command}: internal error: ${(e as Error).message}\n`);
    if (process.env["CDDA_SIM_DEBUG"]) process.stderr.write(`${(e as Error).stack ?? ""}\n`);
    return 3;
  }
}

// A closed pipe (`cdda-sim validate ... | head`) is the reader's choice, not an error.
process.stdout.on("error", (e: NodeJS.ErrnoException) => {
  if (e.code === "EPIPE") process.exit(0);
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`cdda-sim: internal error: ${String(e)}\n`);
    process.exitCode = 3;
  },
);
