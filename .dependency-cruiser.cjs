/**
 * The engine's layers, bottom to top. A module may import its own layer and the layers below it,
 * never one above; `make lint` runs this check (npx depcruise engine bench --config).
 *
 *   world, content      plain data: the world state and its helpers; loading and decoding content
 *   sim                 the kernel a reducer works with: the Sim context, events, hooks, creature,
 *                       item and terrain helpers, variables, math; it calls nothing above it
 *   mechanics           the game's shared rules every area uses: effects, fields, senses, fight,
 *                       EOC, mood, gravity, damage
 *   rules               the areas (camp, examine, climbing, monsters, fight), each on its own
 *   step                the reducers: step, tick, a turn, a monster's turn, the core actions, the
 *                       ordered list of areas
 *   scenario            scenario files, set-up, runs, expectations, recordings, replays
 *   experiment          experiments over seeds and variants, workers, shards
 *   view                the replay viewer: a run's frames and page data, the HTML page, and its
 *                       front end (view/app, bundled for the browser)
 *   cli                 the cdda-sim command
 *   engine/index.ts     the public API, on top of everything
 */
const LAYERS = ["world|content", "sim", "mechanics", "rules", "step", "scenario", "experiment", "view", "cli"];
const above = (i) => LAYERS.slice(i + 1).join("|");
const AREAS = ["camp", "examine", "climbing", "monsters", "fight"];

module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      severity: "error",
      comment:
        "Modules import in one direction only, types included: files that need each other's types share a types module (engine/sim/kernel.ts).",
      from: {},
      to: { circular: true },
    },
    ...LAYERS.slice(0, -1).map((layer, i) => ({
      name: `layer-${layer.replace("|", "-")}`,
      severity: "error",
      comment: `engine/${layer} sits below ${above(i)}: import downwards only (docs/architecture.md).`,
      from: { path: `^engine/(${layer})/` },
      to: { path: `^engine/(${above(i)})/|^engine/index\\.ts$` },
    })),
    {
      name: "world-content-apart",
      severity: "error",
      comment: "The world state and the content loader are independent bottom layers.",
      from: { path: "^engine/world/" },
      to: { path: "^engine/content/" },
    },
    {
      name: "content-world-apart",
      severity: "error",
      comment: "The world state and the content loader are independent bottom layers.",
      from: { path: "^engine/content/" },
      to: { path: "^engine/world/" },
    },
    ...AREAS.map((area) => ({
      name: `area-${area}-alone`,
      severity: "error",
      comment: "An area reaches another only through sim.hooks (engine/sim/hooks.ts).",
      from: { path: `^engine/rules/${area}/` },
      to: { path: `^engine/rules/(${AREAS.filter((a) => a !== area).join("|")})/` },
    })),
    {
      name: "public-api-only-from-outside",
      severity: "error",
      comment: "engine/index.ts is for library users; the engine's own modules import each other directly.",
      from: { path: "^engine/" },
      to: { path: "^engine/index\\.ts$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".js"] },
  },
};
