/** `make bench`: time to load the real data and walk every camp path (base types and expansions). */
import { loadContent } from "../engine/content/load.js";
import { CAMP_TYPES_GROUP, EXPANSIONS_GROUP } from "../engine/content/kinds/recipe_group.js";
import { walkPath } from "../engine/rules/camp/walk.js";

const dir = process.argv[2] ?? "../shared/cdda/data/json";
const t0 = performance.now();
const { content } = loadContent([dir], { noLines: true });
const t1 = performance.now();
const starts = [CAMP_TYPES_GROUP, EXPANSIONS_GROUP].flatMap(
  (g) => content.recipe_group.get(g)?.recipes.map((e) => e.id) ?? [],
);
let missions = 0;
let errors = 0;
for (const id of starts) {
  const r = walkPath(content, id);
  missions += r.steps.length;
  errors += r.errors.length;
}
const t2 = performance.now();
process.stdout.write(
  `camp walk: loaded in ${Math.round(t1 - t0)} ms; walked ${starts.length} paths, ${missions} missions, ${errors} errors in ${Math.round(t2 - t1)} ms\n`,
);
