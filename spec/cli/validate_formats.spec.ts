/**
 * `validate --format sarif|github` (issue 21, item 2). IDs introduced here:
 *   CI-sarif    --format sarif prints one SARIF 2.1.0 log: a result per problem listed, with its
 *               rule (the requirement ID), level, message (JSON path, object, message), file
 *               relative to the working directory and line; the exit status is validate's own
 *   CI-github   --format github prints one GitHub Actions workflow command per problem listed
 *               (::error / ::warning file=...,line=...,title=...::message), escaped as GitHub
 *               requires, then the counts; the exit status is validate's own
 *   CI-format-usage  an unknown --format, or --json with another format, is a usage error (exit 2)
 *   CI-sarif-schema  the SARIF log is valid against the official SARIF 2.1.0 JSON schema (as shipped
 *               by @microsoft/jest-sarif, lib/schemas/sarif-2.1.0-rtm.5.json), formats included:
 *               file URIs are percent-encoded relative references
 */
import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import Ajv04 from "ajv-draft-04";
import addFormats from "ajv-formats";
import type { Log } from "sarif";
import { githubCommand } from "../../engine/cli/problem_formats.js";
import { PROJECT_ROOT } from "../support/load.js";
import { tempDir, writeJson } from "../support/files.js";

function cli(cwd: string, ...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [join(PROJECT_ROOT, "bin", "cdda-sim.js"), ...args], { encoding: "utf8", cwd });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A mod repository with one bad climbing aid (an error) and a monster without hp (a warning). */
function repo(): string {
  const dir = tempDir("cdda-sim-ci-");
  mkdirSync(join(dir, "MyMod"));
  const objects = [
    {
      type: "climbing_aid",
      id: "mod_aid",
      condition: { type: "bogus", flag: "x" },
      down: { menu_text: "a", confirm_text: "b" },
    },
    { type: "MONSTER", id: "mod_mon", name: "m" },
  ];
  writeFileSync(join(dir, "MyMod", "content.json"), JSON.stringify(objects, null, 2));
  return dir;
}

/** The official SARIF 2.1.0 schema, from the npm package that ships it, compiled with its formats checked. */
function sarifSchemaErrors(): (log: unknown) => string[] {
  const file = createRequire(import.meta.url).resolve("@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json");
  const schema = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  // CommonJS packages: the class and the plugin are their `default`. The schema's `language`
  // pattern is written for JavaScript's plain (non-unicode) regular expressions.
  const ajv = new Ajv04.default({ allErrors: true, strict: false, unicodeRegExp: false });
  addFormats.default(ajv);
  const validate = ajv.compile(schema);
  return (log) =>
    validate(log)
      ? []
      : (validate.errors ?? []).map(
          (e: { instancePath: string; message?: string }) => `${e.instancePath} ${e.message ?? ""}`,
        );
}

describe("cdda-sim validate --format sarif|github", function () {
  this.timeout(60_000);

  it("[CI-sarif] prints a SARIF 2.1.0 log with each problem's rule, level, file and line; exit 1 on errors", () => {
    const dir = repo();
    const r = cli(dir, "validate", "--format", "sarif", "MyMod");
    expect(r.code, r.stderr).to.equal(1);
    const log = JSON.parse(r.stdout) as Log;
    expect(log.version).to.equal("2.1.0");
    const run = log.runs[0];
    expect(run?.tool.driver.name).to.equal("cdda-sim");
    const results = run?.results ?? [];
    const error = results.find((x) => x.ruleId === "C-cond-F-type");
    expect(error?.level).to.equal("error");
    expect(error?.message.text).to.contain('$[0].condition.type (climbing_aid "mod_aid")');
    const where = error?.locations?.[0]?.physicalLocation;
    expect(where?.artifactLocation?.uri).to.equal("MyMod/content.json");
    expect(where?.region?.startLine).to.equal(6);
    const warning = results.find((x) => x.ruleId === "X-42");
    expect(warning?.level).to.equal("warning");
    const rules = run?.tool.driver.rules?.map((x) => x.id) ?? [];
    for (const x of results) expect(rules[x.ruleIndex ?? -1]).to.equal(x.ruleId);
    expect(sarifSchemaErrors()(log)).to.deep.equal([]);
  });

  it("[CI-sarif-schema] file names with spaces, '#' and '%' give encoded URIs, and the log meets the official schema", () => {
    const dir = tempDir("cdda-sim-ci-names-");
    const names = ["My Mod/bad file.json", "My Mod/odd#100%.json"];
    mkdirSync(join(dir, "My Mod"));
    for (const n of names) writeJson(dir, n, [{ type: "MONSTER", id: `m_${n.length}`, name: "m" }]);
    const r = cli(dir, "validate", "--format", "sarif", "My Mod");
    expect(r.code, r.stderr).to.equal(0);
    const log = JSON.parse(r.stdout) as Log;
    const uris = (log.runs[0]?.results ?? []).map(
      (x) => x.locations?.[0]?.physicalLocation?.artifactLocation?.uri ?? "",
    );
    expect([...new Set(uris)].sort()).to.deep.equal(["My%20Mod/bad%20file.json", "My%20Mod/odd%23100%25.json"]);
    expect(uris.map(decodeURIComponent).sort()).to.include.members(names);
    expect(sarifSchemaErrors()(log)).to.deep.equal([]);
  });

  it("[CI-github] prints one workflow command per problem, then the counts; exit 1 on errors", () => {
    const dir = repo();
    const r = cli(dir, "validate", "--format", "github", "MyMod");
    expect(r.code, r.stderr).to.equal(1);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines[0]).to.match(
      /^::error file=MyMod\/content\.json,line=6,col=7,title=cdda-sim C-cond-F-type::\$\[0\]\.condition\.type \(climbing_aid "mod_aid"\): .* \[C-cond-F-type\]$/,
    );
    expect(lines.some((l) => l.startsWith("::warning file=MyMod/content.json,line="))).to.equal(true);
    expect(lines.at(-1)).to.equal("cdda-sim validate: 1 error(s), 1 warning(s).");
  });

  it("[CI-github] escapes what would end a property or the command", () => {
    const line = githubCommand(
      { severity: "warning", file: "a,b:c%.json", path: "$[0]", rule: "G-6", message: "two\nlines 100%", line: 3 },
      "/",
    );
    expect(line).to.equal("::warning file=a%2Cb%3Ac%25.json,line=3,title=cdda-sim G-6::$[0]: two%0Alines 100%25 [G-6]");
  });

  it("[CI-format-usage] rejects an unknown format and --json with another format (exit 2)", () => {
    const dir = repo();
    const bad = cli(dir, "validate", "--format", "xml", "MyMod");
    expect(bad.code).to.equal(2);
    expect(bad.stderr).to.contain('--format takes one of text, json, sarif, github, got "xml"');
    const both = cli(dir, "validate", "--json", "--format", "github", "MyMod");
    expect(both.code).to.equal(2);
    expect(both.stderr).to.contain("--json and --format github contradict each other");
  });
});
