/** The plain strategy: every object of the family was read; resolve, decode and register them all now. */
import { KINDS } from "../../kinds/index.js";
import type { KindDef } from "../../kinds/kind.js";
import type { Family, RegisterContext } from "./context.js";
import { registerNow } from "./one_object.js";

export const wholeFamily = {
  name: "whole",
  applies: (fam: Family): boolean => fam.later === undefined,
  register(ctx: RegisterContext, fam: Family): void {
    const resolve = ctx.resolverFor(fam.name, fam.def, fam.objects);
    for (const k of fam.kinds) {
      registerNow(KINDS[k] as KindDef<unknown>, ctx.tables[k], ctx.reading.byKind.get(k) ?? [], resolve, (raw) =>
        ctx.sinkFor(raw),
      );
    }
  },
};
