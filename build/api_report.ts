/**
 * The public API's report: every name engine/index.ts exports, values and types, one a line with
 * its kind. `make api-report` writes spec/package/api.txt; spec/package/api.spec.ts fails when the
 * exports differ from it, so the public surface changes only on purpose.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const API_REPORT_FILE = `${ROOT}spec/package/api.txt`;

export function apiReport(): string {
  const index = `${ROOT}engine/index.ts`;
  const program = ts.createProgram([index], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    noEmit: true,
    types: ["node"],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(index);
  const symbol = source ? checker.getSymbolAtLocation(source) : undefined;
  if (!symbol) throw new Error("engine/index.ts has no module symbol");
  const lines = checker.getExportsOfModule(symbol).map((s) => {
    const target = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
    const f = target.flags;
    const kind =
      f & ts.SymbolFlags.Function
        ? "function"
        : f & ts.SymbolFlags.Class
          ? "class"
          : f & ts.SymbolFlags.Variable
            ? "const"
            : f & ts.SymbolFlags.Interface
              ? "interface"
              : f & ts.SymbolFlags.TypeAlias
                ? "type"
                : "other";
    return `${kind} ${s.getName()}`;
  });
  const name = (line: string): string => line.slice(line.indexOf(" ") + 1);
  return `${lines.sort((a, b) => (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0)).join("\n")}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeFileSync(API_REPORT_FILE, apiReport());
