/** Value forms specific to climbing aids. */
import * as t from "io-ts";
import { describe } from "../../values/duration.js";

const isHotkey = (u: unknown): u is string => typeof u === "string" && u.length === 1 && u.charCodeAt(0) < 128;

/** `menu_hotkey`: exactly one ASCII character (C-down-F-menu_hotkey). */
export const hotkey = new t.Type<string, string, unknown>(
  "a string of exactly one ASCII character",
  isHotkey,
  (u, c) =>
    isHotkey(u)
      ? t.success(u)
      : t.failure(u, c, `menu_hotkey must be a string of exactly one ASCII character, got ${describe(u)}`),
  t.identity,
);

/** An object member (condition, down, cost); other shapes fail with a message naming the member. */
export function objectNamed(
  member: string,
): t.Type<Readonly<Record<string, unknown>>, Readonly<Record<string, unknown>>, unknown> {
  const is = (u: unknown): u is Readonly<Record<string, unknown>> =>
    typeof u === "object" && u !== null && !Array.isArray(u);
  return new t.Type<Readonly<Record<string, unknown>>, Readonly<Record<string, unknown>>, unknown>(
    "object",
    is,
    (u, c) =>
      is(u)
        ? t.success(u)
        : t.failure(
            u,
            c,
            u === undefined
              ? `required member ${JSON.stringify(member)} is missing (expected an object)`
              : `${member} must be an object, got ${describe(u)}`,
          ),
    t.identity,
  );
}
