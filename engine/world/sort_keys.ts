/**
 * Sorts indexes into `keys` in place by their keys' UTF-16 code units (the keys are distinct, so the
 * order is the one Array.prototype.sort gives). The hash and the change list sort a record's
 * members with it: an insertion sort, since a record has few members and a step changes fewer,
 * where a sort calling a comparator was a tenth of a step's change list.
 */
export function sortByKeys(order: number[], keys: readonly string[]): void {
  if (order.length > 32) {
    order.sort((x, y) => ((keys[x] as string) < (keys[y] as string) ? -1 : 1));
    return;
  }
  for (let i = 1; i < order.length; i++) {
    const at = order[i] as number;
    const key = keys[at] as string;
    let j = i - 1;
    while (j >= 0 && (keys[order[j] as number] as string) > key) {
      order[j + 1] = order[j] as number;
      j--;
    }
    order[j + 1] = at;
  }
}
