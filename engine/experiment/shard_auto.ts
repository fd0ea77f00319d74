/**
 * `--shard auto`: the shard a job is, from the environment its scheduler gives it. Every scheduler
 * numbers from 0 here; the shard spec (`i/n`) is 1-based. Variables are read from the record given
 * (the CLI passes process.env), so this stays a pure function.
 *
 *   CDDA_SIM_SHARD_INDEX, CDDA_SIM_SHARD_COUNT   set by hand or by a CI matrix (GitHub Actions:
 *                                                from strategy.job-index and strategy.job-total)
 *   JOB_COMPLETION_INDEX + CDDA_SIM_SHARD_COUNT  a Kubernetes Indexed Job (the count is the Job's
 *                                                `completions`, which Kubernetes does not export)
 *   SLURM_ARRAY_TASK_ID, _MIN, _MAX, _COUNT      a SLURM job array with step 1 (--array=0-7, 1-8)
 */
import type { ShardSpec } from "./shard.js";

export type Env = Readonly<Record<string, string | undefined>>;

export type AutoShard =
  | { readonly ok: true; readonly shard: ShardSpec; readonly source: string }
  | { readonly ok: false; readonly message: string };

export const SHARD_INDEX_VAR = "CDDA_SIM_SHARD_INDEX";
export const SHARD_COUNT_VAR = "CDDA_SIM_SHARD_COUNT";

const fail = (message: string): AutoShard => ({ ok: false, message: `--shard auto: ${message}` });

/** A whole number from a variable, or why not. */
function whole(env: Env, name: string, min: number): number | string {
  const text = env[name];
  if (text === undefined || text.trim() === "") return `${name} is not set`;
  if (!/^\d+$/.test(text.trim()) || Number(text) < min)
    return `${name} must be a whole number >= ${min}, got ${JSON.stringify(text)}`;
  return Number(text);
}

function shardOf(index: number | string, count: number | string, source: string): AutoShard {
  if (typeof index === "string") return fail(index);
  if (typeof count === "string") return fail(count);
  if (index >= count)
    return fail(`${source}: the index ${index} is not below the count ${count} (indices run from 0 to count - 1)`);
  return { ok: true, shard: { index: index + 1, count }, source };
}

export function autoShard(env: Env): AutoShard {
  if (env[SHARD_INDEX_VAR] !== undefined)
    return shardOf(
      whole(env, SHARD_INDEX_VAR, 0),
      whole(env, SHARD_COUNT_VAR, 1),
      `${SHARD_INDEX_VAR}/${SHARD_COUNT_VAR}`,
    );
  if (env["JOB_COMPLETION_INDEX"] !== undefined) {
    if (env[SHARD_COUNT_VAR] === undefined)
      return fail(
        `a Kubernetes Indexed Job (JOB_COMPLETION_INDEX is set) needs ${SHARD_COUNT_VAR}, set in the pod template to the Job's completions`,
      );
    return shardOf(
      whole(env, "JOB_COMPLETION_INDEX", 0),
      whole(env, SHARD_COUNT_VAR, 1),
      `Kubernetes Indexed Job (JOB_COMPLETION_INDEX/${SHARD_COUNT_VAR})`,
    );
  }
  if (env["SLURM_ARRAY_TASK_ID"] !== undefined) return slurm(env);
  return fail(
    `no scheduler found: set ${SHARD_INDEX_VAR} (0-based) and ${SHARD_COUNT_VAR} (in GitHub Actions from strategy.job-index and strategy.job-total), or run as a Kubernetes Indexed Job (JOB_COMPLETION_INDEX, with ${SHARD_COUNT_VAR}) or a SLURM job array (SLURM_ARRAY_TASK_ID)`,
  );
}

function slurm(env: Env): AutoShard {
  const id = whole(env, "SLURM_ARRAY_TASK_ID", 0);
  const min = whole(env, "SLURM_ARRAY_TASK_MIN", 0);
  const count = whole(env, "SLURM_ARRAY_TASK_COUNT", 1);
  if (typeof id === "string") return fail(id);
  if (typeof min === "string") return fail(min);
  if (typeof count === "string") return fail(count);
  const step = env["SLURM_ARRAY_TASK_STEP"];
  const max = env["SLURM_ARRAY_TASK_MAX"];
  // Shards are numbered without gaps: --array=1-8 is shards 1..8, --array=0-14:2 would leave holes.
  if ((step !== undefined && step.trim() !== "1") || (max !== undefined && Number(max) - min + 1 !== count))
    return fail(
      `the SLURM job array must be one range with step 1 (such as --array=0-${count - 1}); got SLURM_ARRAY_TASK_MIN=${min}, SLURM_ARRAY_TASK_MAX=${max ?? "?"}, SLURM_ARRAY_TASK_STEP=${step ?? "1"}, SLURM_ARRAY_TASK_COUNT=${count}`,
    );
  if (id < min) return fail(`SLURM_ARRAY_TASK_ID ${id} is below SLURM_ARRAY_TASK_MIN ${min}`);
  return shardOf(
    id - min,
    count,
    "SLURM job array (SLURM_ARRAY_TASK_ID - SLURM_ARRAY_TASK_MIN, SLURM_ARRAY_TASK_COUNT)",
  );
}
