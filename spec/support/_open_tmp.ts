import { pathToFileURL } from "node:url";
import { launchBrowser } from "./browser.js";
const browser = await launchBrowser();
for (const f of process.argv.slice(2)) {
  for (let k = 0; k < 3; k++) {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    const t0 = Date.now();
    await page.goto(pathToFileURL(f).href);
    await page.waitForSelector("body[data-ready=true]", { timeout: 60_000 });
    const ms = Date.now() - t0;
    console.log(f, "opened-ms attr", await page.getAttribute("body", "data-opened-ms"), "wall", ms, errors);
    await page.close();
  }
}
await browser.close();
