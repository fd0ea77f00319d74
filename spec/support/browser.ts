/**
 * A real browser for the viewer's spec: Debian's headless Chromium (package `chromium`), driven by
 * playwright-core, which never downloads a browser. The network is closed: every request that is
 * not the page's own file is refused and remembered, so a spec can assert there were none.
 */
import { existsSync, rmSync } from "node:fs";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { tempDir } from "./files.js";

export const CHROMIUM = process.env["CDDA_SIM_CHROMIUM"] ?? "/usr/bin/chromium";

export const INSTALL_HINT =
  "install it with: apt-get update && apt-get install -y --no-install-recommends chromium " +
  "(or set CDDA_SIM_CHROMIUM to a Chromium binary); .ci/run installs it when it is missing";

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface Browser {
  readonly context: BrowserContext;
  /** URLs the pages asked for beyond file:// ones (refused). */
  readonly foreignRequests: string[];
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/** Throws, saying how to install it, when the browser is not there: the spec fails rather than skips. */
export async function launchBrowser(viewport = { width: 1400, height: 1000 }): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`the viewer's browser spec needs Chromium at ${CHROMIUM}; ${INSTALL_HINT}`);
  const profile = tempDir("cdda-sim-chromium-");
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport,
    offline: true,
  });
  const foreignRequests: string[] = [];
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith("file://")) return route.continue();
    foreignRequests.push(url);
    return route.abort();
  });
  return {
    context,
    foreignRequests,
    newPage: () => context.newPage(),
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
