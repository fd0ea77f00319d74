/**
 * Tolerant kinds (items, traits, ...: KindDef.lazy) with files set aside: nothing checks them at
 * load, so the family is read, resolved and registered when something first reads one of its tables.
 */
import { KINDS } from "../../kinds/index.js";
import type { KindDef } from "../../kinds/kind.js";
import type { Family, RegisterContext } from "./context.js";
import { kindOf } from "./context.js";
import { registerLazy } from "./one_object.js";

export const onFirstRead = {
  name: "on first read",
  applies: (fam: Family): boolean => fam.later !== undefined && fam.kinds.every((k) => KINDS[k].lazy),
  register(ctx: RegisterContext, fam: Family): void {
    const later = fam.later ?? [];
    const objects = fam.objects;
    let filled = false;
    const fill = (): void => {
      if (filled) return;
      filled = true;
      ctx.readLater(later, fam.kinds, (raw) => objects.push(raw));
      const resolve = ctx.resolverFor(fam.name, fam.def, objects);
      for (const raw of objects) {
        const k = kindOf(raw);
        if (k !== undefined) registerLazy(ctx.tables[k], KINDS[k] as KindDef<unknown>, raw, resolve);
      }
    };
    for (const k of fam.kinds) ctx.tables[k].fillOnFirstRead(fill);
  },
};
