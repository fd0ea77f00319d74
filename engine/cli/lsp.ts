/**
 * `cdda-sim lsp`: a language server over stdio for CDDA JSON (the ecosystem's library,
 * vscode-languageserver). As the modder types: the catalogue's diagnostics (members and ids the
 * game does not know) and, on open and save, validate's own; go-to-definition and references for
 * ids across the core data and mods (a mod's copy-from to the core's file and line); hover with the
 * resolved object; completion of ids by what the member names.
 */
import { fileURLToPath, pathToFileURL } from "node:url";
import { getLocation, type Location as JsonLocation } from "jsonc-parser";
import {
  CompletionItemKind,
  createConnection,
  DiagnosticSeverity,
  type Diagnostic,
  type Location,
  ProposedFeatures,
  TextDocuments,
  TextDocumentSyncKind,
} from "vscode-languageserver/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { GAME_HARDCODED_ATTACKS } from "../content/catalogue/attacks.js";
import { lintRoots } from "../content/catalogue/named.js";
import { idsOf, ObjectIndex } from "../content/catalogue/origins.js";
import { namespaceOf } from "../content/catalogue/refs.js";
import { listJsonFiles, type ReadRoot } from "../content/json/read.js";
import { makePositionLocator } from "../content/json/locate.js";
import { splitPath } from "../content/json/path.js";
import { planRoots } from "../content/mods.js";
import type { Problem } from "../content/problems.js";
import { validateContent } from "../content/split/validate.js";
import { flags, parseCommand } from "./args.js";
import { coreDataCandidates } from "./paths.js";

export const LSP_HELP = `Usage: cdda-sim lsp [--stdio] [folder...]

A language server for CDDA JSON over standard input and output, for any editor with a language
server client (docs/lsp.md: VS Code and Neovim). The content is the workspace folder (a mod loads
after what it depends on; the core data is found as validate finds it), or the folders named.

It gives: diagnostics as you type (members and ids the game does not know, with did-you-mean) and,
on open and save, every problem validate reports for the file; go-to-definition and
find-references for ids across the core data and mods (a copy-from goes to the parent's file and
line); hover with the object resolved (copy-from, extend, delete, overrides); completion of ids.

Options:
  --stdio     talk over standard input and output (the default; accepted for editors that pass it)
  -h, --help  show this help`;

/** Which namespace of ids a member names, by the member's name (completion). */
const MEMBER_NAMESPACE: Readonly<Record<string, string>> = {
  harvest: "harvest",
  dissect: "harvest",
  species: "SPECIES",
  material: "material",
  item: "ITEM",
  result: "ITEM",
  group: "item_group",
  death_drops: "item_group",
  run_eocs: "effect_on_condition",
  effect_on_conditions: "effect_on_condition",
  u_add_effect: "effect_type",
  npc_add_effect: "effect_type",
  into: "MONSTER",
  into_group: "monstergroup",
  monster: "MONSTER",
  zombify_into: "MONSTER",
  burn_into: "MONSTER",
  fungalize_into: "MONSTER",
  terrain: "terrain",
  furniture: "furniture",
  special_attacks: "monster_attack",
};

export function lspCommand(argv: readonly string[]): number | Promise<number> {
  const args = parseCommand(argv, flags("stdio", "node-ipc"), LSP_HELP);
  if (!args) return 0;
  return serve(args.positionals);
}

function serve(folders: readonly string[]): Promise<number> {
  const connection = createConnection(ProposedFeatures.all, process.stdin, process.stdout);
  const documents = new TextDocuments(TextDocument);
  let roots: ReadRoot[] = [];
  let files: string[] = [];
  let index: ObjectIndex | undefined;
  const loaderProblems = new Map<string, Problem[]>();

  const texts = (): Map<string, string> => {
    const m = new Map<string, string>();
    for (const d of documents.all()) if (d.uri.startsWith("file:")) m.set(fileURLToPath(d.uri), d.getText());
    return m;
  };
  const currentIndex = (): ObjectIndex => {
    index ??= new ObjectIndex(files, texts());
    return index;
  };

  connection.onInitialize((params) => {
    const named = folders.length > 0 ? [...folders] : [];
    if (named.length === 0) {
      for (const f of params.workspaceFolders ?? []) named.push(fileURLToPath(f.uri));
      if (named.length === 0 && params.rootUri) named.push(fileURLToPath(params.rootUri));
    }
    const plan = planRoots(named, [], (mod) => coreDataCandidates(mod.path));
    roots = plan.roots;
    files = roots.flatMap((r) => listJsonFiles(r.path, r.skip ?? []));
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Full,
        definitionProvider: true,
        referencesProvider: true,
        hoverProvider: true,
        completionProvider: { triggerCharacters: ['"'] },
      },
      serverInfo: { name: "cdda-sim" },
    };
  });

  const publish = (doc: TextDocument): void => {
    if (!doc.uri.startsWith("file:")) return;
    const file = fileURLToPath(doc.uri);
    const text = doc.getText();
    const lint = lintRoots(
      roots.map((r) => r),
      new Map([[file, text]]),
    ).filter((p) => p.file === file);
    const all = [...(loaderProblems.get(file) ?? []).filter((p) => !lint.some((l) => l.path === p.path)), ...lint];
    const locate = makePositionLocator(text);
    const diagnostics: Diagnostic[] = all.map((p) => {
      const at = locate(splitPath(p.path));
      const line = (at?.line ?? p.line ?? 1) - 1;
      const character = (at?.column ?? 1) - 1;
      return {
        range: {
          start: { line, character },
          end: { line, character: character + memberLength(text, doc, line, character) },
        },
        severity: p.severity === "error" ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
        code: p.rule,
        source: "cdda-sim",
        message: p.message,
      };
    });
    void connection.sendDiagnostics({ uri: doc.uri, diagnostics });
  };

  const validateAll = async (): Promise<void> => {
    const result = await validateContent(roots, { noLines: true });
    loaderProblems.clear();
    for (const p of result.problems) {
      const l = loaderProblems.get(p.file) ?? [];
      l.push(p);
      loaderProblems.set(p.file, l);
    }
  };

  documents.onDidOpen(async (e) => {
    index = undefined;
    publish(e.document);
    await validateAll();
    publish(e.document);
  });
  documents.onDidChangeContent((e) => {
    index = undefined;
    publish(e.document);
  });
  documents.onDidSave(async (e) => {
    index = undefined;
    await validateAll();
    publish(e.document);
  });

  /** The string under the cursor and where it sits (member path). */
  const stringAt = (
    uri: string,
    line: number,
    character: number,
  ): { value: string; where: JsonLocation } | undefined => {
    const doc = documents.get(uri);
    if (!doc) return undefined;
    const where = getLocation(doc.getText(), doc.offsetAt({ line, character }));
    const node = where.previousNode;
    if (node?.type !== "string" || typeof node.value !== "string") return undefined;
    return { value: node.value, where };
  };
  const locationOf = (file: string, path: string): Location => {
    const pos = currentIndex().position(file, path, []);
    const line = (pos?.line ?? 1) - 1;
    const character = (pos?.column ?? 1) - 1;
    return { uri: pathToFileURL(file).href, range: { start: { line, character }, end: { line, character } } };
  };

  connection.onDefinition((p) => {
    const s = stringAt(p.textDocument.uri, p.position.line, p.position.character);
    if (!s) return [];
    const here = fileURLToPath(p.textDocument.uri);
    const top = s.where.path[0];
    const defs = currentIndex()
      .definitions(s.value)
      .filter((d) => !(d.file === here && d.path === (typeof top === "number" ? `$[${top}]` : "$")));
    return defs.map((d) => locationOf(d.file, d.path));
  });

  connection.onReferences((p) => {
    const s = stringAt(p.textDocument.uri, p.position.line, p.position.character);
    if (!s) return [];
    return currentIndex()
      .mentions(s.value, 1000)
      .map((m) => {
        const line = (m.line ?? 1) - 1;
        const character = (m.column ?? 1) - 1;
        return { uri: pathToFileURL(m.file).href, range: { start: { line, character }, end: { line, character } } };
      });
  });

  connection.onHover((p) => {
    const s = stringAt(p.textDocument.uri, p.position.line, p.position.character);
    if (!s) return null;
    const e = currentIndex().explain(s.value);
    if (!e) return null;
    const lines = Object.entries(e.resolved).map(([k, v]) => {
      const o = e.origins[k]?.[0];
      const from = o && o.how !== "own" ? `  // ${o.how} ${o.from}` : "";
      const value = JSON.stringify(v) ?? "";
      return `"${k}": ${value.length > 80 ? `${value.slice(0, 77)}...` : value}${from}`;
    });
    return {
      contents: {
        kind: "markdown",
        value: [
          `**${e.type} ${e.id}**${e.parents.length > 0 ? ` (copy-from ${idsOf(e.parents[0]?.json ?? {})[0] ?? "?"})` : ""}`,
          "```jsonc",
          ...lines,
          "```",
        ].join("\n"),
      },
    };
  });

  connection.onCompletion((p) => {
    const doc = documents.get(p.textDocument.uri);
    if (!doc) return [];
    const where = getLocation(doc.getText(), doc.offsetAt(p.position));
    const member = [...where.path].reverse().find((x): x is string => typeof x === "string");
    if (member === undefined || where.isAtPropertyKey) return [];
    const idx = currentIndex();
    let namespace = Object.hasOwn(MEMBER_NAMESPACE, member) ? MEMBER_NAMESPACE[member] : undefined;
    if (member === "copy-from" || member === "looks_like") {
      const top = where.path[0];
      const own = idx.objects.find(
        (d) => d.file === fileURLToPath(p.textDocument.uri) && d.path === (typeof top === "number" ? `$[${top}]` : "$"),
      );
      namespace = own ? namespaceOf(own.json["type"] as string) : undefined;
    }
    if (namespace === undefined) return [];
    const ids = new Set<string>();
    for (const d of idx.objects)
      if (namespaceOf(d.json["type"] as string) === namespace) for (const id of idsOf(d.json)) ids.add(id);
    if (namespace === "monster_attack") for (const id of GAME_HARDCODED_ATTACKS) ids.add(id);
    return [...ids].sort().map((label) => ({ label, kind: CompletionItemKind.Reference, detail: namespace }));
  });

  documents.listen(connection);
  connection.listen();
  return new Promise<number>((resolve) => {
    connection.onExit(() => resolve(0));
  });
}

/** The length of the member name or value token at a position, for a diagnostic's range. */
function memberLength(text: string, doc: TextDocument, line: number, character: number): number {
  const offset = doc.offsetAt({ line, character });
  const m = /^"(?:[^"\\]|\\.)*"|^[^\s,\]}]+/.exec(text.slice(offset, offset + 200));
  return m ? m[0].length : 1;
}
