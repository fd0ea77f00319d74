#!/usr/bin/env node
// Launcher: runs the compiled CLI when dist/ is up to date with engine/ (or when there are no
// sources, as in an installed package), else the TypeScript sources through tsx, so `npx cdda-sim`
// never runs stale code in a checkout. The compiled CLI is the one-file bundle (dist/bundle/cli.js,
// build/cli_bundle.ts: a start-up in a third of the time), else the compiled modules.
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bundle = join(root, "dist", "bundle", "cli.js");
const compiled = existsSync(bundle) ? bundle : join(root, "dist", "engine", "cli", "main.js");
const stamp = join(root, "dist", ".build-stamp");

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith(".ts")) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function compiledIsFresh() {
  if (!existsSync(compiled)) return false;
  const sources = join(root, "engine");
  if (!existsSync(sources)) return true;
  if (!existsSync(stamp)) return false;
  return statSync(stamp).mtimeMs >= newestSource(sources);
}

if (compiledIsFresh()) {
  await import(pathToFileURL(compiled).href);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import(pathToFileURL(join(root, "engine", "cli", "main.ts")).href);
}
