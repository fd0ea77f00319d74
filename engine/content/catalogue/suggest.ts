/** "Did you mean": the closest of some names to a misspelt one, when close enough to be a typo. */
export function closest(word: string, names: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  const lower = word.toLowerCase();
  for (const n of names) {
    if (Math.abs(n.length - word.length) >= bestDistance) continue;
    const d = distance(lower, n.toLowerCase(), bestDistance);
    if (d < bestDistance) {
      best = n;
      bestDistance = d;
    }
  }
  return best;
}

/** Edit distance (insert, delete, substitute, swap of neighbours), giving up at `limit`. */
function distance(a: string, b: string, limit: number): number {
  const prev2: number[] = new Array(b.length + 1).fill(0);
  let prev: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur: number[] = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, (prev2[j - 2] ?? 0) + 1);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin >= limit) return limit;
    prev2.splice(0, prev2.length, ...prev);
    prev = cur;
  }
  return prev[b.length] ?? limit;
}

/** ` (did you mean "x"?)`, or nothing. */
export function didYouMean(word: string, names: Iterable<string>): string {
  const c = closest(word, names);
  return c === undefined ? "" : ` (did you mean ${JSON.stringify(c)}?)`;
}
