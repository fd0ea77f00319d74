/** Every creature in a list with its symbol, name and hit points: a bar, and the numbers. */
import type { Shown } from "./creatures.js";
import { esc } from "./dom.js";

export function renderRoster(creatures: readonly Shown[], selected: string | undefined): string {
  const rows = creatures.map((c) => {
    const share = c.hpMax > 0 ? Math.max(0, Math.min(1, c.hp / c.hpMax)) : 0;
    const hue = Math.round(share * 120);
    const state = c.dead ? "dead" : `${c.hp}/${c.hpMax} hp`;
    const p = c.creature.pos;
    return `<li class="roster-row${c.dead ? " dead" : ""}${selected === c.id ? " selected" : ""}" data-roster="${esc(c.id)}" data-hp="${c.hp}" data-x="${p.x}" data-y="${p.y}" data-z="${p.z}">
<span class="sym" style="color:${c.colors.fg}">${esc(c.dead ? "%" : c.symbol)}</span>
<span class="who">${esc(c.id)}<small>${c.name !== c.id ? ` ${esc(c.name)}` : ""}</small></span>
<span class="bar"><span style="width:${(share * 100).toFixed(1)}%;background:hsl(${hue} 80% 45%)"></span></span>
<span class="hp">${esc(state)}</span>
<span class="pos">${p.x},${p.y},${p.z}</span></li>`;
  });
  return `<ul class="roster">${rows.join("")}</ul>`;
}
