/**
 * JIT and heap settings for short, one-shot commands. V8 optimises a function once it has run a fixed
 * amount of bytecode; in a run of half a second over thousands of differently shaped objects
 * that means compiling (on the only other core of a small machine, beside the garbage collector)
 * many functions that then run a few more milliseconds, or deoptimise. Raising the threshold
 * keeps optimisation for the truly hot loops only. Measured with `make bench` (validate on the
 * real data: about 650 -> 520 ms on two cores); simulations are long runs and keep the defaults.
 */

/** Bytecode budget between optimisation checks: V8's default is 67,584 (Node 20). */
const SHORT_RUN_INTERRUPT_BUDGET = 1_000_000;

/**
 * The young generation does not grow past its first semi-space (1 MB on 64-bit Node 20; V8
 * doubles it, up to 16 MB, when much survives a scavenge, as validation's kept objects do). On a
 * virtual machine where first touching a page of memory costs some 20 microseconds, the pages a
 * larger young generation and the copies into it touch cost more than the extra scavenges of a
 * small one: validate on the real data, both threads (2026-11-28, load 9-10, fresh processes in
 * turn): 47,000 -> 35,000 page faults, peak RSS 212 -> 164 MB, CPU of all threads about 2,300 ->
 * 2,000 ms. V8 reads this flag at each scavenge, so it works when set after start-up.
 */
const SHORT_RUN_HEAP = "--semi-space-growth-factor=1";

/**
 * The settings as V8 flags, for `setFlagsFromString`. Changing a flag also changes the hash V8
 * checks Node's built-in code cache against: every built-in module loaded afterwards is compiled
 * from its source. A worker thread loads dozens of them as it starts (about 55 ms more CPU for
 * validate's helper thread, 2026-11-28), so validation hands the flags to its helper thread to
 * set once it has started (content/split, ValidateOptions.jitFlags) rather than setting them first.
 * Never add the collector's threading flags (`--single-threaded-gc`, or `--no-concurrent-marking`
 * with the other parallel-collection flags): set while the heap runs, they made V8 abort at a full
 * collection (2026-11-28, docs/performance.md). The budget was measured again then: without it
 * validate took about 0.5 s more, V8's compiler threads about 1 s more CPU.
 */
export const SHORT_RUN_FLAGS = `--interrupt-budget=${SHORT_RUN_INTERRUPT_BUDGET} ${SHORT_RUN_HEAP}`;
