/**
 * The experiment's progress line on a terminal: a bar with the runs done and the time left, kept
 * within the terminal's width (a line that wraps cannot be redrawn in place with `\r`, and every
 * redraw would scroll a new line). What gives way first: the bar narrows, then the label is cut
 * with an ellipsis, then the bar goes, then the time.
 */

export interface ProgressState {
  readonly label: string;
  readonly done: number;
  readonly total: number;
  /** Seconds since the start. */
  readonly elapsed: number;
  /** What is counted (default "runs"). */
  readonly unit?: string;
}

export function seconds(s: number): string {
  if (!Number.isFinite(s)) return "?";
  if (s < 60) return `${Math.ceil(s)} s`;
  const m = Math.floor(s / 60);
  return m < 60 ? `${m} min ${Math.round(s - m * 60)} s` : `${Math.floor(m / 60)} h ${m % 60} min`;
}

const BAR = 30;
const MIN_BAR = 10;
const MIN_LABEL = 8;

const length = (s: string): number => [...s].length;

function cut(s: string, width: number): string {
  if (width <= 0) return "";
  const chars = [...s];
  return chars.length <= width ? s : `${chars.slice(0, Math.max(0, width - 1)).join("")}…`;
}

/**
 * The line for a terminal `columns` wide, at most columns − 1 characters (a character in the last
 * column leaves some terminals' cursor on the next line).
 */
export function progressLine(p: ProgressState, columns: number): string {
  const room = Math.max(1, columns - 1);
  const share = p.total > 0 ? Math.min(1, p.done / p.total) : 1;
  const left = p.done > 0 ? (p.elapsed * (p.total - p.done)) / p.done : Number.POSITIVE_INFINITY;
  const counts = `${p.done}/${p.total} ${p.unit ?? "runs"}  ${Math.floor(share * 100)} %`;
  const time = p.done < p.total ? `about ${seconds(left)} left` : `done in ${seconds(p.elapsed)}`;
  const bar = (width: number): string => {
    const full = Math.round(share * width);
    return `[${"#".repeat(full)}${".".repeat(width - full)}]`;
  };
  const tail = `${counts}  ${time}`;
  // label + " " + [bar] + " " + tail
  const fixed = length(tail) + 4;
  const barWidth = Math.min(BAR, room - fixed - length(p.label));
  if (barWidth >= MIN_BAR) return `${p.label} ${bar(barWidth)} ${tail}`;
  const labelRoom = room - fixed - MIN_BAR;
  if (labelRoom >= MIN_LABEL) return `${cut(p.label, labelRoom)} ${bar(MIN_BAR)} ${tail}`;
  const noBar = room - length(tail) - 1;
  if (noBar >= MIN_LABEL) return `${cut(p.label, noBar)} ${tail}`;
  return cut(`${counts}  ${time}`, room);
}

/**
 * A progress bar with the time left on stderr, redrawn at most ten times a second on a terminal,
 * within its width; otherwise (or with `quiet`) one closing line (none when quiet).
 */
export function progressBar(
  total: number,
  label: string,
  quiet: boolean,
  unit = "runs",
): { add: (n: number) => void; end: () => void } {
  const tty = process.stderr.isTTY === true && !quiet;
  const start = Date.now();
  let done = 0;
  let drawn = 0;
  const draw = (): void => {
    // Read at every redraw: the terminal may have been resized since the last one.
    const columns = process.stderr.columns || process.stdout.columns || 80;
    const line = progressLine({ label, done, total, elapsed: (Date.now() - start) / 1000, unit }, columns);
    // Back to the line's start, the new line, then erase what a longer old line left.
    process.stderr.write(`\r${line}\x1b[K`);
  };
  return {
    add: (n) => {
      done += n;
      const now = Date.now();
      if (tty && (now - drawn > 100 || done >= total)) {
        drawn = now;
        draw();
      }
    },
    end: () => {
      if (tty) {
        draw();
        process.stderr.write("\n");
      } else if (!quiet) {
        process.stderr.write(`${label}: ${done} ${unit} in ${seconds((Date.now() - start) / 1000)}\n`);
      }
    },
  };
}
