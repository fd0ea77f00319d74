/**
 * Issue 6's balance question: the slip rate per climbing aid for a fresh character (str 8, dex 8,
 * unloaded, rested) over N seeded one-story descents each (default 10,000), on our content and,
 * when present, on the real game data. Usage: node dist/bench/climbing_balance.js [N] [content folders...]
 */
import { join } from "node:path";
import { loadContent } from "../engine/content/load.js";
import { ratesTable, slipRates } from "../engine/experiment/climbing_balance.js";

const args = process.argv.slice(2);
const n = args[0] !== undefined && /^\d+$/.test(args[0]) ? Number(args.shift()) : 10000;
const sets =
  args.length > 0
    ? [args]
    : [
        ["content/base", "content/climbing"],
        [process.env["CDDA_DATA"] ?? join("..", "shared", "cdda", "data", "json")],
      ];
for (const roots of sets) {
  const loaded = loadContent(roots);
  if (loaded.content.climbing_aid.size === 0) {
    console.log(`${roots.join(" + ")}: no climbing aids loaded`);
    continue;
  }
  console.log(`\n${roots.join(" + ")}: ${n} one-story descents per aid, fresh character (slip base 6.25 %)\n`);
  console.log(ratesTable(slipRates(loaded.content, n)));
}
