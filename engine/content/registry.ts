/**
 * The loaded content: one read-only table per kind. Content never changes during a run and is not
 * part of the world state; the world refers to it by id. Tables iterate in load order.
 */
import type { At } from "./problems.js";

export interface Entry<T> {
  /**
   * Decoded on first access for tolerant projections (see KindDef.lazy); such a value is undefined
   * when the object failed to decode or to inherit (the table's readers leave it out).
   */
  readonly value: T;
  readonly id: string;
  readonly at: At;
  /** Loaded as base content (e.g. the core game under a mod): not counted, problems not shown. */
  readonly base: boolean;
  /** Decoded on first access (a tolerant projection): not checked, not in subcounts. */
  readonly lazy?: boolean;
}

export class ContentTable<T> {
  private readonly byId = new Map<string, Entry<T>[]>();
  /** `get`'s answers so far: a run asks for the same few types millions of times. */
  private readonly inForce = new Map<string, T>();
  private count = 0;
  private ownCount = 0;
  private pending: (() => void) | undefined;
  /** For a partial table: the ids its unread files define, computed on the first miss. */
  private unread: (() => ReadonlySet<string>) | undefined;
  private unreadIds: ReadonlySet<string> | undefined;
  private elsewhere: ((id: string) => boolean) | undefined;

  /**
   * Ids this table may also be defined by in files a validation left unparsed (EOCs defined inline
   * inside items, mutations, ...): `has` answers true for them; nothing is decoded.
   */
  alsoDefinedBy(lookup: (id: string) => boolean): void {
    this.elsewhere = lookup;
  }

  /**
   * Defers filling the table: `fill` runs once, before the first read (the kind's files are read
   * only when something needs them). A partial table (`unreadIds` given) already holds the
   * objects its rules apply to; `fill` adds tolerant projections only, so `has`, `peek` and
   * `checkedValues` answer without it.
   */
  fillOnFirstRead(fill: () => void, unreadIds?: () => ReadonlySet<string>): void {
    this.pending = fill;
    this.unread = unreadIds;
    this.inForce.clear();
  }

  /** True while the table waits for its first read and holds nothing yet. */
  get deferred(): boolean {
    return this.pending !== undefined && this.unread === undefined;
  }

  /** True while the table holds only some of its objects (see fillOnFirstRead). */
  get partial(): boolean {
    return this.pending !== undefined && this.unread !== undefined;
  }

  private ready(): void {
    const fill = this.pending;
    if (!fill) return;
    this.pending = undefined;
    fill();
  }

  add(entry: Entry<T>): Entry<T> | undefined {
    this.inForce.delete(entry.id);
    const list = this.byId.get(entry.id);
    this.count++;
    if (!entry.base) this.ownCount++;
    if (list) {
      list.push(entry);
      return list[list.length - 2];
    }
    this.byId.set(entry.id, [entry]);
    return undefined;
  }

  /** The definition in force: the last one loaded. */
  get(id: string): T | undefined {
    const known = this.inForce.get(id);
    // The first read of an id apart: `get` is inlined into most rules, so its body stays small.
    return known !== undefined ? known : this.firstGet(id);
  }

  private firstGet(id: string): T | undefined {
    this.ready();
    const list = this.byId.get(id);
    const value = list ? list[list.length - 1]?.value : undefined;
    if (value !== undefined) this.inForce.set(id, value);
    return value;
  }

  entry(id: string): Entry<T> | undefined {
    this.ready();
    const list = this.byId.get(id);
    return list ? list[list.length - 1] : undefined;
  }

  /** Every definition of an id, in load order (weighted alternatives for nested mapgen). */
  all(id: string): readonly T[] {
    this.ready();
    const out: T[] = [];
    for (const e of this.byId.get(id) ?? []) if (e.value !== undefined) out.push(e.value);
    return out;
  }

  allEntries(id: string): readonly Entry<T>[] {
    this.ready();
    return this.byId.get(id) ?? [];
  }

  has(id: string): boolean {
    if (this.byId.has(id)) return true;
    if (this.partial && this.unread) return (this.unreadIds ??= this.unread()).has(id);
    this.ready();
    return this.byId.has(id) || this.elsewhere?.(id) === true;
  }

  /**
   * The definition in force among the objects read so far; a partial table reads no more (a
   * later definition in an unread file, which could only be a tolerant projection, is not seen).
   */
  peek(id: string): T | undefined {
    if (!this.partial) this.ready();
    const list = this.byId.get(id);
    return list ? list[list.length - 1]?.value : undefined;
  }

  /** Every definition read so far, duplicates included; nothing more is read. */
  loadedEntries(): Entry<T>[] {
    const out: Entry<T>[] = [];
    for (const list of this.byId.values()) out.push(...list);
    return out;
  }

  /** Every definition loaded as base content (the core game under a mod), read so far. */
  baseValues(): T[] {
    const out: T[] = [];
    for (const list of this.byId.values()) for (const e of list) if (e.base && e.value !== undefined) out.push(e.value);
    return out;
  }

  ids(): string[] {
    this.ready();
    return [...this.byId.keys()];
  }

  /**
   * The definition in force for every id, in first-load order. A tolerant projection that failed
   * to decode or to inherit (its copy-from names nothing) has no value and is left out, as `get`
   * leaves it.
   */
  values(): T[] {
    this.ready();
    const out: T[] = [];
    for (const list of this.byId.values()) {
      const last = list[list.length - 1];
      if (last && last.value !== undefined) out.push(last.value);
    }
    return out;
  }

  /** The definitions in force that were decoded at load (strict objects, not tolerant projections). */
  checkedValues(): T[] {
    // A partial table's unread objects would all be tolerant projections.
    if (!this.partial) this.ready();
    const out: T[] = [];
    for (const list of this.byId.values()) {
      const last = list[list.length - 1];
      if (last && !last.lazy) out.push(last.value);
    }
    return out;
  }

  /** The entry in force for every id; one whose tolerant object failed (no value) is left out. */
  entries(): Entry<T>[] {
    this.ready();
    const out: Entry<T>[] = [];
    for (const list of this.byId.values()) {
      const last = list[list.length - 1];
      if (last && last.value !== undefined) out.push(last);
    }
    return out;
  }

  /** Every definition, duplicates included; those without a value (see `values`) left out. */
  everyEntry(): Entry<T>[] {
    this.ready();
    const out: Entry<T>[] = [];
    for (const list of this.byId.values()) for (const e of list) if (e.value !== undefined) out.push(e);
    return out;
  }

  /**
   * Every definition read so far replaced by `finish` of it: a kind finished once everything is
   * loaded (monster types take their species' attributes). Lazy entries are decoded now.
   */
  finishEach(finish: (value: T) => T): void {
    this.inForce.clear();
    for (const [id, list] of this.byId)
      this.byId.set(
        id,
        list.map((e) => (e.value === undefined ? e : { ...e, value: finish(e.value) })),
      );
  }

  /** Objects decoded (duplicates included). */
  get size(): number {
    this.ready();
    return this.count;
  }

  /** Objects decoded from the user's own inputs (base content excluded). */
  get ownSize(): number {
    this.ready();
    return this.ownCount;
  }
}
