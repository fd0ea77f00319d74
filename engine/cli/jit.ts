/**
 * JIT settings for short, one-shot commands. V8 optimises a function once it has run a fixed
 * amount of bytecode; in a run of half a second over thousands of differently shaped objects
 * that means compiling (on the only other core of a small machine, beside the garbage collector)
 * many functions that then run a few more milliseconds, or deoptimise. Raising the threshold
 * keeps optimisation for the truly hot loops only. Measured with `make bench` (validate on the
 * real data: about 650 -> 520 ms on two cores); simulations are long runs and keep the defaults.
 */
import { setFlagsFromString } from "node:v8";

/** Bytecode budget between optimisation checks: V8's default is 67,584 (Node 20). */
const SHORT_RUN_INTERRUPT_BUDGET = 1_000_000;

let tuned = false;

/** Applies the settings once per process; call before the work starts. */
export function tuneForShortRun(): void {
  if (tuned) return;
  tuned = true;
  setFlagsFromString(`--interrupt-budget=${SHORT_RUN_INTERRUPT_BUDGET}`);
}
