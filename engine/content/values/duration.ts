/**
 * CDDA duration values: a plain number counts turns (1 turn = 1 second); a string is one or more
 * `<number> <unit>` terms ("5 m", "1 h 30 m", "24h20m"). Results are whole seconds.
 */
const UNIT_SECONDS: Readonly<Record<string, number>> = {
  t: 1,
  turn: 1,
  turns: 1,
  s: 1,
  sec: 1,
  second: 1,
  seconds: 1,
  m: 60,
  min: 60,
  minute: 60,
  minutes: 60,
  h: 3600,
  hour: 3600,
  hours: 3600,
  d: 86400,
  day: 86400,
  days: 86400,
  w: 604800,
  week: 604800,
  weeks: 604800,
};

const TERM = /\s*([+-]?\d+(?:\.\d+)?)\s*([A-Za-z]+)\s*/y;

export type DurationParse = { ok: true; seconds: number } | { ok: false; message: string };

export function parseDuration(value: unknown): DurationParse {
  if (typeof value === "number") {
    return Number.isFinite(value)
      ? { ok: true, seconds: Math.round(value) }
      : { ok: false, message: "not a finite number" };
  }
  if (typeof value !== "string")
    return {
      ok: false,
      message: `expected a duration (a number of turns or a string such as "5 m"), got ${describe(value)}`,
    };
  const text = value.trim();
  if (text === "") return { ok: false, message: 'expected a duration such as "5 m", got an empty string' };
  let total = 0;
  let pos = 0;
  TERM.lastIndex = 0;
  while (pos < text.length) {
    TERM.lastIndex = pos;
    const m = TERM.exec(text);
    if (!m)
      return {
        ok: false,
        message: `cannot read ${describe(value)} as a duration: expected terms "<number> <unit>" with units ${Object.keys(UNIT_SECONDS).join("/")}`,
      };
    const unit = UNIT_SECONDS[(m[2] ?? "").toLowerCase()];
    if (unit === undefined)
      return { ok: false, message: `unknown duration unit ${describe(m[2])} in ${describe(value)}` };
    total += Number(m[1]) * unit;
    pos = TERM.lastIndex;
  }
  return { ok: true, seconds: Math.round(total) };
}

/** A value for a message: JSON, shortened to `width` characters. */
export function describe(value: unknown, width = 60): string {
  if (value === undefined) return "nothing";
  // JSON.stringify writes a number past a double's range (1e400 in a file) as null.
  if (typeof value === "number" && !Number.isFinite(value))
    return Number.isNaN(value) ? "NaN" : `${value > 0 ? "a number" : "a negative number"} too large for a double`;
  // Decided before stringifying, so that the text never depends on the stack of the thread that
  // made it (a helper thread's stack is smaller than the main thread's).
  if (nestedDeeperThan(value, SHOWN_DEPTH)) return `a value nested more than ${SHOWN_DEPTH} levels deep`;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > width ? `${text.slice(0, width - 3)}...` : text;
}

/** Values nested deeper than this are named, not shown. */
const SHOWN_DEPTH = 100;

/** Iterative, and it stops at the first branch past the limit: any depth, any size. */
function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: { v: unknown; depth: number }[] = [{ v: value, depth: 1 }];
  while (stack.length > 0) {
    const { v, depth } = stack.pop() as { v: unknown; depth: number };
    if (v === null || typeof v !== "object") continue;
    if (depth > limit) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push({ v: child, depth: depth + 1 });
  }
  return false;
}
