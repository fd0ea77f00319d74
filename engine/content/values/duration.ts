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
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    // Only a value nested too deeply for the stack gets here; the problem still names its path.
    return "a value nested too deeply to show";
  }
  return text.length > width ? `${text.slice(0, width - 3)}...` : text;
}
