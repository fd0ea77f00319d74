/** The little DOM the page needs: escaping text for HTML and finding elements that must be there. */

export function esc(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`the page has no #${id}`);
  return el as T;
}

/** A JSON value as short text for a person: long text cut with an ellipsis. */
export function short(value: unknown, width = 80): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length <= width ? text : `${text.slice(0, width - 1)}…`;
}
