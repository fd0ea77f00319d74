/**
 * Loaded with `node --import` in front of the cdda-sim command by bench/measure_cli.ts: when the
 * process ends it writes its peak resident memory to standard error, so the bench measures the
 * real command, not a stand-in.
 */
process.on("exit", () => {
  process.stderr.write(`\nmax-rss-kb ${process.resourceUsage().maxRSS}\n`);
});
