/**
 * `cdda-sim lsp` driven as an editor's client would drive it (issue 34, item 4). IDs introduced here:
 *   MOD-lsp-diagnostics  on open and as the modder types: the catalogue's warnings (a misspelt
 *                        member) at the member's line and column, and validate's own problems
 *   MOD-lsp-definition   go-to-definition from a mod's copy-from to the core file and line
 *   MOD-lsp-references   find-references lists the objects that name an id
 *   MOD-lsp-hover        hover shows the object resolved, with its copy-from parent
 *   MOD-lsp-completion   completion offers ids of the kind the member names (copy-from: the
 *                        object's own type; special_attacks: attack ids)
 */
import { expect } from "chai";
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  createMessageConnection,
  type MessageConnection,
  StreamMessageReader,
  StreamMessageWriter,
} from "vscode-jsonrpc/node";
import { hasRealData, PROJECT_ROOT, REAL_DATA } from "../support/load.js";

const MOD = join(PROJECT_ROOT, "spec", "fixtures", "modder", "typo_mod");
const MONSTERS = join(MOD, "monsters.json");

interface Diag {
  range: { start: { line: number; character: number } };
  message: string;
  code: string;
}

/** Where `token` starts, plus `into` characters, on the first line of the mod's monsters.json holding `lineHas`. */
function positionOf(lineHas: string, token: string, into: number): { line: number; character: number } {
  const lines = readFileSync(MONSTERS, "utf8").split("\n");
  const line = lines.findIndex((l) => l.includes(lineHas));
  return { line, character: (lines[line] ?? "").indexOf(token) + into };
}
const COPY_FROM = '"copy-from": "mon_zombie"';

describe("cdda-sim lsp, driven as a client", function () {
  this.timeout(300_000);
  let server: ChildProcess;
  let rpc: MessageConnection;
  const diagnostics: Diag[][] = [];

  before(async function () {
    if (!hasRealData()) this.skip();
    server = spawn(process.execPath, [join(PROJECT_ROOT, "bin", "cdda-sim.js"), "lsp", "--stdio"], {
      env: { ...process.env, CDDA_CORE_DATA: REAL_DATA },
      stdio: ["pipe", "pipe", "inherit"],
    });
    if (!server.stdout || !server.stdin) throw new Error("no pipes");
    rpc = createMessageConnection(new StreamMessageReader(server.stdout), new StreamMessageWriter(server.stdin));
    rpc.onNotification("textDocument/publishDiagnostics", (p: { uri: string; diagnostics: Diag[] }) => {
      if (p.uri === pathToFileURL(MONSTERS).href) diagnostics.push(p.diagnostics);
    });
    rpc.listen();
    await rpc.sendRequest("initialize", {
      processId: process.pid,
      rootUri: pathToFileURL(MOD).href,
      workspaceFolders: [{ uri: pathToFileURL(MOD).href, name: "typo_mod" }],
      capabilities: {},
    });
    await rpc.sendNotification("initialized", {});
    await rpc.sendNotification("textDocument/didOpen", {
      textDocument: {
        uri: pathToFileURL(MONSTERS).href,
        languageId: "json",
        version: 1,
        text: readFileSync(MONSTERS, "utf8"),
      },
    });
  });

  after(async () => {
    if (!rpc) return;
    await rpc.sendRequest("shutdown");
    await rpc.sendNotification("exit");
    rpc.dispose();
    server.kill();
  });

  const uri = pathToFileURL(MONSTERS).href;
  /** Asks the server `method` about a position in the mod's monsters.json. */
  const ask = async <R>(method: string, position: { line: number; character: number }, extra = {}): Promise<R> =>
    (await rpc.sendRequest(method, { textDocument: { uri }, position, ...extra })) as R;
  const until = async (ok: () => boolean): Promise<void> => {
    for (let i = 0; i < 1200 && !ok(); i++) await new Promise((r) => setTimeout(r, 100));
  };

  it("[MOD-lsp-diagnostics] publishes the misspelt member at its line and column, and validate's attack-id warning", async () => {
    await until(() => diagnostics.some((d) => d.some((x) => x.message.includes("SHREIK"))));
    const last = diagnostics[diagnostics.length - 1] ?? [];
    const typo = last.find((d) => d.code === "MOD-unknown-member");
    expect(typo?.range.start).to.deep.equal({ line: 6, character: 4 });
    expect(typo?.message).to.contain('did you mean "special_when_hit"');
    expect(last.some((d) => d.message.includes("SHREIK") && d.message.includes("SHRIEK"))).to.equal(true);
  });

  it("[MOD-lsp-diagnostics] follows the text as it is typed: fixing the typo clears it", async () => {
    const fixed = readFileSync(MONSTERS, "utf8").replace("specil_when_hit", "special_when_hit");
    const before = diagnostics.length;
    await rpc.sendNotification("textDocument/didChange", {
      textDocument: { uri, version: 2 },
      contentChanges: [{ text: fixed }],
    });
    await until(() => diagnostics.length > before);
    const last = diagnostics[diagnostics.length - 1] ?? [];
    expect(last.filter((d) => d.code === "MOD-unknown-member")).to.deep.equal([]);
  });

  it("[MOD-lsp-definition] goes from a mod's copy-from to the core file and line", async () => {
    const locations = await ask<{ uri: string; range: { start: { line: number } } }[]>(
      "textDocument/definition",
      positionOf(COPY_FROM, '"mon_zombie"', 3),
    );
    expect(locations).to.have.length.at.least(1);
    const core = locations[0];
    const file = fileURLToPath(core?.uri ?? "");
    expect(file).to.match(/data\/json\/monsters\/zed-classic\.json$/);
    const coreLines = readFileSync(file, "utf8").split("\n");
    // The object's opening line, just before its "id": "mon_zombie".
    const around = coreLines.slice(core?.range.start.line ?? 0, (core?.range.start.line ?? 0) + 3).join("\n");
    expect(around).to.contain('"id": "mon_zombie"');
  });

  it("[MOD-lsp-references] lists the objects that name an id", async () => {
    const refs = await ask<{ uri: string }[]>("textDocument/references", positionOf(COPY_FROM, '"mon_zombie"', 3), {
      context: { includeDeclaration: false },
    });
    expect(refs.length).to.be.greaterThan(10);
    expect(refs.some((r) => r.uri.includes("monstergroups"))).to.equal(true);
  });

  it("[MOD-lsp-hover] shows the object resolved with its parent", async () => {
    const hover = await ask<{ contents: { value: string } }>(
      "textDocument/hover",
      positionOf(COPY_FROM, '"mon_zombie"', 3),
    );
    expect(hover.contents.value).to.contain("MONSTER mon_zombie");
    expect(hover.contents.value).to.contain("copy-from mon_zombie_base");
    expect(hover.contents.value).to.contain('"hp"');
  });

  it("[MOD-lsp-completion] completes copy-from with monster ids and special_attacks with attack ids", async () => {
    const items = await ask<{ label: string }[]>("textDocument/completion", positionOf(COPY_FROM, '"mon_zombie"', 1));
    const labels = items.map((i) => i.label);
    expect(labels).to.include.members(["mon_zombie", "mon_zombie_brute"]);
    expect(labels).not.to.include("knife_combat");
    const attacks = await ask<{ label: string }[]>("textDocument/completion", positionOf("SHREIK", '"SHREIK"', 1));
    expect(attacks.map((i) => i.label)).to.include.members(["SHRIEK", "bite_humanoid"]);
  });
});
