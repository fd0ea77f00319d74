/**
 * Problems in the forms CI systems show as annotations: SARIF 2.1.0 (GitHub code scanning, GitLab,
 * Azure DevOps, editors' SARIF viewers) and GitHub Actions workflow commands. Both carry what the
 * text form does: file, line, JSON path, object, severity, message and the requirement ID.
 */
import { isAbsolute, relative, sep } from "node:path";
import type { Log } from "sarif";
import type { Problem } from "../content/problems.js";

export const SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

/** A path as SARIF and GitHub want it: relative to the working directory (the repository root in CI), with `/`. */
export function reportPath(file: string, cwd: string): string {
  const rel = isAbsolute(file) ? relative(cwd, file) : file;
  return rel.split(sep).join("/");
}

/**
 * A file as a SARIF `artifactLocation.uri`: a relative URI reference (RFC 3986), so each path
 * segment percent-encoded (`My Mod/bad file.json` -> `My%20Mod/bad%20file.json`), which the SARIF
 * 2.1.0 schema's `uri-reference` format and code-scanning tools require.
 */
export function sarifUri(file: string, cwd: string): string {
  return reportPath(file, cwd).split("/").map(encodeURIComponent).join("/");
}

const who = (p: Problem): string => (p.id !== undefined ? ` (${p.kind ?? "object"} ${JSON.stringify(p.id)})` : "");

/** One SARIF log of one run of cdda-sim validate. */
export function sarifLog(problems: readonly Problem[], o: { readonly version: string; readonly cwd: string }): Log {
  const rules = [...new Set(problems.map((p) => p.rule))].sort();
  return {
    $schema: SARIF_SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "cdda-sim",
            version: o.version,
            rules: rules.map((id) => ({
              id,
              name: id,
              shortDescription: { text: `Requirement ${id} of the cdda-sim specification` },
            })),
          },
        },
        results: problems.map((p) => ({
          ruleId: p.rule,
          ruleIndex: rules.indexOf(p.rule),
          level: p.severity === "error" ? ("error" as const) : ("warning" as const),
          message: { text: `${p.path}${who(p)}: ${p.message}` },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: sarifUri(p.file, o.cwd) },
                ...(p.line !== undefined
                  ? { region: { startLine: p.line, ...(p.column !== undefined ? { startColumn: p.column } : {}) } }
                  : {}),
              },
              logicalLocations: [{ fullyQualifiedName: p.path, kind: "member" }],
            },
          ],
        })),
      },
    ],
  };
}

/** Property values of a workflow command escape what would end the property or the line. */
const escapeProperty = (s: string): string =>
  s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/:/g, "%3A").replace(/,/g, "%2C");
const escapeData = (s: string): string => s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");

/** `::error file=…,line=…,title=…::message`: GitHub Actions shows each as an annotation on the file. */
export function githubCommand(p: Problem, cwd: string): string {
  const props = [
    `file=${escapeProperty(reportPath(p.file, cwd))}`,
    ...(p.line !== undefined ? [`line=${p.line}`] : []),
    ...(p.line !== undefined && p.column !== undefined ? [`col=${p.column}`] : []),
    `title=${escapeProperty(`cdda-sim ${p.rule}`)}`,
  ];
  return `::${p.severity === "error" ? "error" : "warning"} ${props.join(",")}::${escapeData(`${p.path}${who(p)}: ${p.message} [${p.rule}]`)}`;
}
