/** Dispatch from an attack kind to its member reader, plus the unknown-member check shared by all forms. */
import { isCommentKey } from "../../inherit.js";
import type { AttackKind, JsonAttack } from "./attack_types.js";
import { readGun } from "./gun.js";
import { readLeap } from "./leap.js";
import { readMelee } from "./melee.js";
import type { ObjectReader } from "../../codec/reader.js";
import { readSpellAttack } from "./spell.js";

/** Reads an attack of `kind` over `base` (a definition for by-id overrides; undefined for a new attack). */
export function readAttack(kind: AttackKind, r: ObjectReader, base: JsonAttack | undefined): JsonAttack {
  switch (kind) {
    case "melee":
    case "bite":
      return readMelee(r, kind, base && (base.kind === "melee" || base.kind === "bite") ? base : undefined);
    case "gun":
      return readGun(r, base && base.kind === "gun" ? base : undefined);
    case "spell":
      return readSpellAttack(r, base && base.kind === "spell" ? base : undefined);
    case "leap":
      return readLeap(r, base && base.kind === "leap" ? base : undefined);
  }
}

/** Members that select or name an attack rather than configure it. */
export const ATTACK_IDENTITY_MEMBERS: ReadonlySet<string> = new Set(["type", "attack_type", "id"]);

/** G-6: members the attack's kind does not read are ignored with a warning. */
export function warnUnreadMembers(r: ObjectReader, kind: string): void {
  for (const k of r.unread()) {
    if (isCommentKey(k) || ATTACK_IDENTITY_MEMBERS.has(k)) continue;
    r.warn(k, "G-6", `unknown member ${JSON.stringify(k)} of a ${kind} attack is ignored`);
  }
}
