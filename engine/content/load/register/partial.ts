/**
 * A kind with rules whose set-aside files hold only tolerant projections (KindDef.deferredText,
 * such as recipe files without an upgrade mission): the objects read are registered and checked
 * now; the set-aside files are read when a copy-from needs them, when one of them copies a checked
 * object (the copy is checked too), or on the table's first full read.
 */
import type { RawObject } from "../../json/types.js";
import { type Json, type JsonObject, own, setOwn } from "../../json/types.js";
import { isCommentKey } from "../../inherit.js";
import { type ProblemSink, SILENT } from "../../problems.js";
import { KINDS } from "../../kinds/index.js";
import { defaultIds, type KindDef } from "../../kinds/kind.js";
import type { Family, RegisterContext, Resolve } from "./context.js";
import { kindOf } from "./context.js";
import { registerLazy, registerNow } from "./one_object.js";

export const partialFamily = {
  name: "partial",
  applies: (fam: Family): boolean => fam.later !== undefined && fam.kinds.some((k) => !KINDS[k].lazy),
  register(ctx: RegisterContext, fam: Family): void {
    const { name, def, objects } = fam;
    const later = fam.later ?? [];
    const problems = ctx.problems;
    const registerKinds = (raws: readonly RawObject[] | undefined, resolve: Resolve): void => {
      for (const k of fam.kinds) {
        const mine = raws ? raws.filter((r) => kindOf(r) === k) : (ctx.reading.byKind.get(k) ?? []);
        registerNow(KINDS[k] as KindDef<unknown>, ctx.tables[k], mine, resolve, (raw) => ctx.sinkFor(raw));
      }
    };
    let extra: RawObject[] | undefined;
    const readLater = (): RawObject[] => (extra ??= ctx.readLater(later, fam.kinds));
    let reduced: { objects: RawObject[]; whole: boolean } | undefined;
    /**
     * The set-aside objects with only what ids and copy-from resolution read (see
     * reduceForInheritance): the parsed objects die young instead of being kept. `whole` when
     * they are the full objects (already read, or a numeric operator needs inherited values).
     */
    const readReduced = (): { objects: RawObject[]; whole: boolean } => {
      if (extra) return { objects: extra, whole: true };
      if (reduced) return reduced;
      const out: RawObject[] = [];
      let whole = false;
      ctx.readLater(later, fam.kinds, (raw) => {
        const json = reduceForInheritance(raw.json, def);
        if (json === undefined) whole = true;
        else out.push({ ...raw, json });
      });
      reduced = whole ? { objects: readLater(), whole: true } : { objects: out, whole: false };
      return reduced;
    };
    const resolve = ctx.resolverFor(
      name,
      def,
      objects,
      readLater,
      undefined,
      later.filter((f) => f.base).map((f) => f.file),
    );
    const idsOf = def.idsOf ?? defaultIds;
    const checked = new Set<string>();
    for (const raw of objects) {
      const r = resolve(raw);
      if (!r || def.deferred?.(r.json) !== false) continue;
      for (const id of idsOf(r.json)) checked.add(id);
      const abstract = own(raw.json, "abstract");
      if (typeof abstract === "string") checked.add(abstract);
    }
    if (later.some((f) => f.copyFrom?.some((id) => checked.has(id)))) {
      // Rare: read everything and register it in load order, as a full load would.
      const known = new Set(objects);
      const all = [...objects, ...readLater().filter((r) => !known.has(r))];
      registerKinds(all, ctx.resolverFor(name, def, all));
      return;
    }
    registerKinds(undefined, resolve);
    // A full load resolves every object's copy-from and reports what fails (G-17): so does this,
    // reading the set-aside files when one of them holds a copy-from (abstract templates are
    // resolved only through their children, as registerNow does).
    if (later.some((f) => (f.copyFrom?.length ?? 0) > 0)) {
      const unread = readReduced();
      // Reduced objects resolve apart from the loaded ones; only their own problems are reported
      // (those of the loaded objects come from `resolve`, once).
      const unreadFiles = new Set(later.filter((f) => !f.base).map((f) => f.file));
      const theirs: ProblemSink = {
        error: (at, rule, msg) => (unreadFiles.has(at.file) ? problems.error(at, rule, msg) : undefined),
        warn: (at, rule, msg) => (unreadFiles.has(at.file) ? problems.warn(at, rule, msg) : undefined),
      };
      const resolveUnread = unread.whole
        ? resolve
        : ctx.resolverFor(name, def, [...objects, ...unread.objects], undefined, theirs);
      for (const raw of unread.objects) {
        if (own(raw.json, "copy-from") === undefined) continue;
        if (typeof own(raw.json, "abstract") === "string" && own(raw.json, "id") === undefined) continue;
        resolveUnread(raw);
      }
    }
    let filled = false;
    const fill = (): void => {
      if (filled) return;
      filled = true;
      for (const raw of readLater()) {
        const k = kindOf(raw);
        if (k !== undefined) registerLazy(ctx.tables[k], KINDS[k] as KindDef<unknown>, raw, resolve);
      }
    };
    // `has` needs only the ids of the set-aside files: read them without keeping their objects.
    const unreadIds = (): ReadonlySet<string> => {
      const ids = new Set<string>();
      const objs = readReduced().objects;
      // Only an object whose ids are inherited (a copy without its own result) needs resolving.
      let resolveAll: Resolve | undefined;
      for (const raw of objs) {
        let objectIds = idsOf(raw.json);
        if (objectIds.length === 0) {
          resolveAll ??= ctx.resolverFor(name, def, [...objects, ...objs], undefined, SILENT);
          objectIds = idsOf(resolveAll(raw)?.json ?? raw.json);
        }
        for (const id of objectIds) ids.add(id);
      }
      return ids;
    };
    for (const k of fam.kinds) ctx.tables[k].fillOnFirstRead(fill, unreadIds);
  },
};

/** Members resolving ids and copy-from reads whatever the kind: the loader's own. */
const INHERITANCE_MEMBERS: ReadonlySet<string> = new Set(["type", "id", "abstract", "copy-from", "extend", "delete"]);

/**
 * What inheritance reads of an object, for resolving the unread objects of a partial kind:
 * its identity (KindDef.idMembers), copy-from, abstract, extend and delete (which only ask whether
 * a member exists: every member the kind knows does, so only unknown members are kept besides).
 * Undefined when the object uses relative or proportional, which need the inherited values.
 */
function reduceForInheritance(json: JsonObject, def: KindDef<unknown>): JsonObject | undefined {
  if (own(json, "relative") !== undefined || own(json, "proportional") !== undefined) return undefined;
  const ids = def.idMembers;
  const out: JsonObject = {};
  for (const key of Object.keys(json)) {
    if (
      INHERITANCE_MEMBERS.has(key) ||
      ids?.includes(key) ||
      (def.members !== undefined && !def.members.has(key) && !isCommentKey(key))
    )
      setOwn(out, key, json[key] as Json);
  }
  return out;
}
