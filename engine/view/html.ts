/**
 * The page: one HTML file holding its style, its script (the front end in engine/view/app,
 * bundled by `make build` into dist/view) and its data. A content security policy forbids every
 * fetch, so the page works from a file, offline, and leaks nothing when shared.
 */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { DATA_ELEMENT, type ViewData } from "./types.js";

export interface ViewerAssets {
  readonly script: string;
  readonly style: string;
}

/** Where `make build` writes the bundled front end, under the project root. */
export const ASSET_DIR = join("dist", "view");
export const SCRIPT_FILE = "app.js";
export const STYLE_FILE = "app.css";

export type AssetsRead = { ok: true; assets: ViewerAssets; builtAt: number } | { ok: false; message: string };

export function readViewerAssets(dir: string): AssetsRead {
  try {
    const scriptPath = join(dir, SCRIPT_FILE);
    return {
      ok: true,
      assets: { script: readFileSync(scriptPath, "utf8"), style: readFileSync(join(dir, STYLE_FILE), "utf8") },
      builtAt: statSync(scriptPath).mtimeMs,
    };
  } catch (e) {
    return {
      ok: false,
      message: `the viewer's script is not built (${dir}: ${(e as NodeJS.ErrnoException).code ?? String(e)}); run "make build"`,
    };
  }
}

const POLICY = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:";

export function viewerHtml(data: ViewData, assets: ViewerAssets): string {
  const shell = viewerShell(`${data.meta.name} — cdda-sim`, assets);
  return `${shell.before}${viewerDataJson(data)}${shell.after}`;
}

/** The page's data as it stands inside its element: "<" never appears raw, so nothing in it can close the element. */
export function viewerDataJson(data: ViewData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/**
 * The page around its data: what comes before and after the data's JSON. A page holding many runs
 * (the danger report) keeps one shell and builds a viewer page per run in the browser.
 */
export function viewerShell(title: string, assets: ViewerAssets): { readonly before: string; readonly after: string } {
  const before = [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${POLICY}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="generator" content="cdda-sim view">`,
    `<title>${escapeHtml(title)}</title>`,
    `<style>${assets.style}</style>`,
    "</head>",
    "<body>",
    '<div id="app"><p class="loading">Loading the run…</p></div>',
    `<script type="application/json" id="${DATA_ELEMENT}">`,
  ].join("\n");
  const after = [
    "</script>",
    `<script>${assets.script.replace(/<\/script/gi, "<\\/script")}</script>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
  return { before, after };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : "&quot;"));
}
