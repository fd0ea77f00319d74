/**
 * The side panel's selection: a creature's state (hit points per body part, effects, grabs,
 * inventory, cooldowns, the rest of its state as JSON) or a tile's (terrain, furniture, fields,
 * items, trap, per-tile state).
 */
import type { Character, Effect, ItemStack, Monster, Tile, World } from "../../world/types.js";
import type { Looks } from "../types.js";
import type { Shown } from "./creatures.js";
import { esc } from "./dom.js";

function section(name: string, title: string, body: string): string {
  return `<section class="sub" data-section="${name}"><h4>${esc(title)}</h4>${body}</section>`;
}

function list(items: readonly string[], empty: string): string {
  return items.length === 0
    ? `<p class="none">${esc(empty)}</p>`
    : `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;
}

function stack(s: ItemStack, looks: Looks): string {
  const name = looks.item[s.id] ?? s.id;
  const extra = [
    s.count !== 1 ? `×${s.count}` : "",
    s.charges !== undefined ? `${s.charges} charges` : "",
    s.flags && s.flags.length > 0 ? s.flags.join(" ") : "",
  ].filter((x) => x !== "");
  const inside =
    s.contents && s.contents.length > 0 ? ` holding ${s.contents.map((c) => stack(c, looks)).join(", ")}` : "";
  return `${esc(name)} <small>${esc(s.id)}${extra.length > 0 ? ` · ${esc(extra.join(", "))}` : ""}</small>${inside}`;
}

function effect(e: Effect, looks: Looks): string {
  const name = looks.effect[e.id] ?? e.id;
  const parts = [
    e.bodyPart !== undefined ? `on ${e.bodyPart}` : "",
    `intensity ${e.intensity}`,
    e.permanent ? "permanent" : `${e.duration} turns left`,
    e.source !== undefined ? `from ${e.source}` : "",
  ].filter((x) => x !== "");
  return `<span data-effect="${esc(e.id)}">${esc(name)}</span> <small>${esc(parts.join(", "))}</small>`;
}

function heldBy(world: World, id: string): string[] {
  return Object.keys(world.monsters)
    .sort()
    .filter((m) => world.monsters[m]!.grabbing.includes(id) && !world.monsters[m]!.dead);
}

function bodyTable(c: Character): string {
  const rows = Object.entries(c.body).map(([part, b]) => {
    const share = b.hpMax > 0 ? Math.max(0, Math.min(1, b.hp / b.hpMax)) : 0;
    return `<tr data-part="${esc(part)}"><td>${esc(part)}</td><td class="num">${b.hp}/${b.hpMax}</td><td><span class="bar"><span style="width:${(share * 100).toFixed(1)}%;background:hsl(${Math.round(share * 120)} 80% 45%)"></span></span></td></tr>`;
  });
  return `<table class="body">${rows.join("")}</table>`;
}

function characterDetails(c: Character, looks: Looks): string {
  const carried = [
    ...(c.wielded ? [`wielded: ${stack(c.wielded, looks)}`] : []),
    ...c.worn.map((s) => `worn: ${stack(s, looks)}`),
    ...c.inventory.map((s) => stack(s, looks)),
  ];
  const stats = `str ${c.stats.str} · dex ${c.stats.dex} · int ${c.stats.int} · per ${c.stats.per}`;
  const needs = `pain ${c.pain} · thirst ${c.thirst} · kcal ${c.kcal} · stamina ${c.stamina}/${c.staminaMax}${c.blood !== undefined ? ` · blood ${c.blood}` : ""}${c.sleepiness ? ` · sleepiness ${c.sleepiness}` : ""}${Object.keys(
    c.vitamins ?? {},
  )
    .sort()
    .map((v) => ` · ${v} ${c.vitamins?.[v]}`)
    .join("")}`;
  const skills = Object.entries(c.skills)
    .map(([k, v]) => `${k} ${v}`)
    .join(" · ");
  return [
    section("hp", "Hit points", bodyTable(c)),
    section("inventory", "Inventory", list(carried, "carries nothing")),
    section("stats", "Stats", `<p>${esc(stats)}</p><p>${esc(needs)}</p>${skills ? `<p>${esc(skills)}</p>` : ""}`),
  ].join("");
}

function monsterDetails(m: Monster, world: World, looks: Looks): string {
  const cooldowns = Object.entries(m.readyAt).map(([key, at]) => {
    const left = at - world.turn;
    return `${esc(key)} <small>${left > 0 ? `ready in ${left} turn(s)` : "ready"}</small>`;
  });
  const ammo = Object.entries(m.ammo).map(([id, n]) => `${esc(looks.item[id] ?? id)} <small>${n} round(s)</small>`);
  const hpMax = Math.max(looks.monster[m.type]?.hp ?? m.hp, m.hp);
  const mood = [
    `attitude ${m.attitude}`,
    m.stance !== undefined ? `stance ${m.stance}` : m.pinned ? "attitude pinned" : "",
    m.aggro !== undefined ? (m.aggro ? "aggro on characters" : "no aggro on characters") : "",
    m.target !== undefined ? `target ${m.target}` : "no target",
    m.anger !== undefined ? `anger ${m.anger}` : "",
    m.morale !== undefined ? `morale ${m.morale}` : "",
    m.wander ? `drawn to ${m.wander.pos.x},${m.wander.pos.y},${m.wander.pos.z} for ${m.wander.turns} turn(s)` : "",
  ].filter((x) => x !== "");
  return [
    section("hp", "Hit points", `<p><span data-field="hp">${m.hp}</span>/${hpMax}</p>`),
    section("mood", "Mood", `<p>${esc(mood.join(" · "))}</p>`),
    section("cooldowns", "Special attacks", list(cooldowns, "none")),
    ...(ammo.length > 0 ? [section("ammo", "Ammo", list(ammo, "none"))] : []),
  ].join("");
}

export function renderCreaturePanel(shown: Shown, world: World, looks: Looks): string {
  const c = shown.creature;
  const isCharacter = shown.kind === "character";
  const head = `<h3><span class="sym" style="color:${shown.colors.fg}">${esc(shown.symbol)}</span> <span data-field="name">${esc(shown.name)}</span> <small>${esc(shown.id)}${isCharacter ? "" : ` · ${esc((c as Monster).type)}`}</small></h3>
<p class="facts"><span data-field="status">${shown.dead ? "dead" : `${shown.hp}/${shown.hpMax} hp`}</span> · at ${c.pos.x},${c.pos.y},${c.pos.z} · moves ${c.moves}</p>`;
  const grabbing = isCharacter ? [] : (c as Monster).grabbing;
  const holders = heldBy(world, shown.id);
  const grabs = [...grabbing.map((g) => `holds <b>${esc(g)}</b>`), ...holders.map((h) => `held by <b>${esc(h)}</b>`)];
  const details = isCharacter ? characterDetails(c as Character, looks) : monsterDetails(c as Monster, world, looks);
  return [
    head,
    details,
    section(
      "effects",
      "Effects",
      list(
        c.effects.map((e) => effect(e, looks)),
        "no effects",
      ),
    ),
    section("grabs", "Grabs", list(grabs, "no grabs")),
    `<details><summary>All of its state (JSON)</summary><pre>${esc(JSON.stringify(c, null, 1))}</pre></details>`,
  ].join("");
}

export function renderTilePanel(tile: Tile, at: { x: number; y: number; z: number }, looks: Looks): string {
  const rows = [
    `terrain: ${esc(looks.terrain[tile.ter]?.name ?? tile.ter)} <small>${esc(tile.ter)}</small>`,
    ...(tile.furn !== undefined
      ? [`furniture: ${esc(looks.furniture[tile.furn]?.name ?? tile.furn)} <small>${esc(tile.furn)}</small>`]
      : []),
    ...(tile.trap !== undefined ? [`trap: ${esc(tile.trap)}`] : []),
    ...(tile.veh !== undefined ? [`vehicle: ${esc(tile.veh)}`] : []),
    ...(tile.fields ?? []).map(
      (f) =>
        `field: ${esc(looks.field[f.id]?.name ?? f.id)} <small>${esc(f.id)} · intensity ${f.intensity}${f.duration !== undefined ? ` · ${f.duration} turns left` : ""}</small>`,
    ),
    ...(tile.items ?? []).map((s) => `item: ${stack(s, looks)}`),
  ];
  return [
    `<h3>Tile ${at.x},${at.y},${at.z}</h3>`,
    list(rows, ""),
    tile.state
      ? `<details open><summary>Tile state</summary><pre>${esc(JSON.stringify(tile.state, null, 1))}</pre></details>`
      : "",
  ].join("");
}
