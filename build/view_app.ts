/**
 * Bundles the viewer's front end (engine/view/app) into dist/view/app.js and app.css, which
 * `cdda-sim view` inlines into every page. Run by `make build`; the browser spec runs it too, so
 * that it never tests a stale bundle.
 */
import { buildSync } from "esbuild";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

export function buildViewerApp(root: string = ROOT): void {
  const app = join(root, "engine", "view", "app");
  buildSync({
    entryPoints: [
      { in: join(app, "main.ts"), out: "app" },
      { in: join(app, "style.css"), out: "app" },
    ],
    outdir: join(root, "dist", "view"),
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    charset: "utf8",
    legalComments: "none",
    logLevel: "warning",
  });
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) buildViewerApp();
