/**
 * The camp graph's picture as a browser draws it (issue 21, item 5; the other checks of the SVG are
 * in spec/cli/camp_graph.spec.ts, with the IDs):
 *   OUT-camp-svg-fit      as Chromium draws it, every box holds its text; a screenshot of the real
 *                         modular field camp is left in out/screenshots/camp_modular_field.png
 */
import { expect } from "chai";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { campGraphSvg } from "../../engine/cli/camp_graph_svg.js";
import { pathGraph } from "../../engine/rules/camp/graph.js";
import { type Browser, launchBrowser } from "../support/browser.js";
import { PROJECT_ROOT, realContentOrSkip } from "../support/load.js";

const FIELD_CAMP = "faction_base_modular_hub_field_0";
const SCREENSHOTS = join(PROJECT_ROOT, "out", "screenshots");

describe("the camp graph's SVG in Chromium", function () {
  this.timeout(120_000);
  let browser: Browser | undefined;
  after(async () => {
    await browser?.close();
  });

  it("[OUT-camp-svg-fit] every box holds its text as the browser draws it; a screenshot of the field camp", async function () {
    const content = realContentOrSkip(this);
    const g = pathGraph(content, FIELD_CAMP);
    if (!g) throw new Error(`${FIELD_CAMP} is not in the real data`);
    const svg = await campGraphSvg(g);
    mkdirSync(SCREENSHOTS, { recursive: true });
    const file = join(SCREENSHOTS, "camp_modular_field.svg");
    writeFileSync(file, svg);
    browser = await launchBrowser();
    const page = await browser.newPage();
    await page.goto(pathToFileURL(file).href);
    // In the page: each node's text boxes against its shape's box, in the SVG's own units.
    const misfits = await page.evaluate(() => {
      const out: string[] = [];
      for (const node of Array.from(document.querySelectorAll("g.node"))) {
        const shape = node.querySelector("path, polygon, ellipse") as SVGGraphicsElement | null;
        if (!shape) continue;
        const box = shape.getBBox();
        for (const text of Array.from(node.querySelectorAll("text"))) {
          const t = text.getBBox();
          if (t.x < box.x || t.x + t.width > box.x + box.width || t.y < box.y || t.y + t.height > box.y + box.height)
            out.push(`${node.querySelector("title")?.textContent}: "${text.textContent}"`);
        }
      }
      return out;
    });
    expect(misfits).to.deep.equal([]);
    const size = await page.evaluate(() => {
      const s = document.querySelector("svg") as SVGSVGElement;
      return { width: Math.ceil(s.width.baseVal.value), height: Math.ceil(s.height.baseVal.value) };
    });
    await page.setViewportSize(size);
    await page.screenshot({ path: join(SCREENSHOTS, "camp_modular_field.png"), timeout: 60_000 });
  });
});
