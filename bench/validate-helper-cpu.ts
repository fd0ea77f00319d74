/**
 * Entered as validate's helper thread by bench/validate-threads.ts: runs the helper module named in
 * VALIDATE_HELPER (a file URL) and, each time the helper posts a message, writes the thread's own
 * CPU time so far (/proc/thread-self/stat, 10 ms ticks) to the file named in VALIDATE_HELPER_OUT:
 * the last figure is the helper's work up to its last answer. (An exit handler would miss the
 * runs where the main thread terminates the helper first.) The process's CPU time cannot tell the
 * helper from the main thread and the collector's threads.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { parentPort, type TransferListItem } from "node:worker_threads";

const helper = process.env["VALIDATE_HELPER"];
const out = process.env["VALIDATE_HELPER_OUT"];
if (helper === undefined || out === undefined || parentPort === null)
  throw new Error("run as validate's helper thread, with VALIDATE_HELPER and VALIDATE_HELPER_OUT set");
const port = parentPort;
const post = port.postMessage.bind(port);
port.postMessage = (value: unknown, transfer?: readonly TransferListItem[]): void => {
  const stat = readFileSync("/proc/thread-self/stat", "utf8");
  // Fields after the command name: utime and stime are the 12th and 13th (proc(5)).
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  writeFileSync(out, JSON.stringify({ cpuMs: (Number(fields[11]) + Number(fields[12])) * 10 }));
  post(value, transfer);
};
await import(helper);
