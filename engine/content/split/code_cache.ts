/**
 * Running the helper thread's code as a script with a V8 code cache (see helper_start.ts). Node 20
 * keeps no compiled code for a module it loads; a script compiled with `cachedData` skips parsing
 * and compiling what the cache holds. Measured as a prototype (2026-11-28, docs/performance.md):
 * the helper reached its first message in 55-58 ms of CPU against 81-96 for the ES module bundle.
 * A cache V8 does not accept (another Node, other V8 flags, a changed script) is ignored and the
 * script compiled as usual: the cache changes how soon the helper starts, never what it does.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { Script } from "node:vm";

/** A CommonJS module's code as Node wraps it, so that it runs as a function of its module. */
function wrapped(code: string): string {
  return `(function (exports, require, module, __filename, __dirname) { ${code}\n});`;
}

function compile(file: string, cachedData: Buffer | undefined): Script {
  return new Script(wrapped(readFileSync(file, "utf8")), {
    filename: file,
    ...(cachedData ? { cachedData } : {}),
  });
}

type ModuleFunction = (
  exports: object,
  require: NodeJS.Require,
  module: { exports: object },
  file: string,
  dir: string,
) => void;

function run(script: Script, file: string): void {
  const module = { exports: {} };
  (script.runInThisContext() as ModuleFunction)(module.exports, createRequire(file), module, file, dirname(file));
}

/** Runs a CommonJS bundle with the code cache in `cacheFile` when there is one; says whether V8 used it. */
export function runCached(file: string, cacheFile: string): { readonly cacheUsed: boolean } {
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const script = compile(file, cachedData);
  run(script, file);
  return { cacheUsed: cachedData !== undefined && script.cachedDataRejected === false };
}

/**
 * Runs a CommonJS bundle compiled without a cache and returns what takes its code cache as of the
 * moment it is called. V8 compiles most functions on their first call, and a cache holds the
 * functions compiled when it is taken: taken after a whole run, it spares the next run compiling
 * them too, not only the top level.
 */
export function runForCache(file: string): () => Buffer {
  const script = compile(file, undefined);
  run(script, file);
  return () => script.createCachedData();
}

/**
 * Writes the code cache of a CommonJS bundle, taken after its top level has run (so it holds the
 * functions that ran too). For the helper thread's code on a main thread, that top level finds no
 * parent port and does nothing more.
 */
export function writeCodeCache(file: string, cacheFile: string): void {
  writeFileSync(cacheFile, runForCache(file)());
}
