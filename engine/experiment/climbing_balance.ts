/**
 * The balance question of issue 6: how often does a fresh character (str 8, dex 8, dry, healthy,
 * unloaded, rested) slip with each climbing aid? For every aid usable for climbing down, a
 * one-story ledge is set up where the aid's condition holds (the flag, trait or item given to the
 * character; flagged furniture or terrain, or a vehicle, one level below), and `n` descents with it
 * are run, each from its own seed. The rate is compared with the formula (slip.ts), with the
 * weight of an item aid carried counted in the load (so a chalk pouch of 150 g adds 0.03 points).
 */
import type { Content } from "../content/load.js";
import type { ClimbingAid } from "../content/kinds/climbing/types.js";
import { step } from "../step/step.js";
import { defaultCharacter } from "../scenario/character.js";
import { seedState } from "../world/rng.js";
import type { Character, Tile, World } from "../world/types.js";
import { aidsInDetectionOrder, defaultAid } from "../rules/climbing/conditions.js";
import { menuAtLedge } from "../rules/climbing/menu.js";
import { scanLedge } from "../rules/climbing/ledge.js";
import { FRESH_CHARACTER, slipChance, slipInputs } from "../rules/climbing/slip.js";

export interface AidRate {
  readonly aid: string;
  readonly slipChanceMod: number;
  /** The formula's chance per story, in percent, clamped to 0..100. */
  readonly expected: number;
  readonly descents: number;
  readonly slips: number;
  /** Why the aid could not be measured (never offered at such a ledge, no furniture with its flag, ...). */
  readonly skipped?: string;
}

function ledgeWorld(floor: string, air: string, below: Tile, who: Character): World {
  return {
    schema: "cdda-sim/world@1",
    turn: 0,
    seed: "balance",
    rng: seedState("balance"),
    settings: { trigdist: false, startDay: 0 },
    map: {
      width: 2,
      height: 1,
      levels: [
        { z: -1, rows: [[{ ter: floor }, below]] },
        { z: 0, rows: [[{ ter: floor }, { ter: air }]] },
      ],
    },
    characters: { you: who },
    monsters: {},
    camps: {},
    vars: {},
    nextId: 1,
  };
}

/** Candidate set-ups in which the aid's condition holds. */
function setups(content: Content, aid: ClimbingAid, floor: string): { who: Character; below: Tile }[] {
  const base = defaultCharacter("you", { x: 0, y: 0, z: 0 });
  const flag = aid.condition.flag;
  switch (aid.condition.type) {
    case "character":
      return [{ who: { ...base, flags: [flag] }, below: { ter: floor } }];
    case "trait":
      return [{ who: { ...base, traits: [flag] }, below: { ter: floor } }];
    case "item":
      return [{ who: { ...base, inventory: [{ id: flag, count: 1 }] }, below: { ter: floor } }];
    case "veh":
      return [{ who: base, below: { ter: floor, veh: "balance_vehicle" } }];
    case "special":
      return [{ who: base, below: { ter: floor } }];
    case "ter_furn": {
      const out: { who: Character; below: Tile }[] = [];
      const furns = content.furniture
        .values()
        .filter((f) => f.flags.includes(flag))
        .sort((a, b) => a.flags.length - b.flags.length || (a.id < b.id ? -1 : 1));
      for (const f of furns.slice(0, 20)) out.push({ who: base, below: { ter: floor, furn: f.id } });
      const ters = content.terrain
        .values()
        .filter((t) => t.flags.includes(flag) && t.moveCost > 0)
        .sort((a, b) => (a.id < b.id ? -1 : 1));
      for (const t of ters.slice(0, 20)) out.push({ who: base, below: { ter: t.id } });
      return out;
    }
  }
}

/** Slip rates per aid over `n` seeded one-story descents each. */
export function slipRates(content: Content, n: number, options: { floor?: string; air?: string } = {}): AidRate[] {
  const floor = options.floor ?? "t_floor";
  const air = options.air ?? "t_open_air";
  const aids = [defaultAid(content), ...aidsInDetectionOrder(content).filter((a) => a.id !== defaultAid(content).id)];
  const out: AidRate[] = [];
  for (const aid of aids) {
    const clamp = (p: number): number => Math.min(100, Math.max(0, p));
    let expected = clamp(slipChance(FRESH_CHARACTER, aid.slipChanceMod));
    let world: World | undefined;
    for (const s of setups(content, aid, floor)) {
      const w = ledgeWorld(floor, air, s.below, s.who);
      const ledge = scanLedge(content, w.map, { x: 1, y: 0, z: 0 });
      if (!ledge) continue;
      const entry = menuAtLedge(content, w.map, s.who, ledge).entries.find((e) => e.aid === aid.id);
      if (entry?.enabled) {
        world = w;
        // the aid's own item counts towards the load
        expected = clamp(slipChance(slipInputs(content, s.who), aid.slipChanceMod));
        break;
      }
    }
    if (!world) {
      out.push({
        aid: aid.id,
        slipChanceMod: aid.slipChanceMod,
        expected,
        descents: 0,
        slips: 0,
        skipped:
          aid.condition.type === "special"
            ? "special: never applicable"
            : "never offered at a one-story ledge for a fresh character (a safer non-deploying aid, or default, is chosen)",
      });
      continue;
    }
    let slips = 0;
    for (let i = 0; i < n; i++) {
      const w = { ...world, rng: seedState(`balance-${aid.id}-${i}`) };
      const r = step(w, { type: "descend", who: "you", dir: "e", aid: aid.id, confirm: true }, content);
      if (r.events.some((e) => e.type === "rule" && e.name === "slip")) slips++;
    }
    out.push({ aid: aid.id, slipChanceMod: aid.slipChanceMod, expected, descents: n, slips });
  }
  return out;
}

/** The rates as a Markdown table. */
export function ratesTable(rates: readonly AidRate[]): string {
  const lines = ["| aid | slip_chance_mod | formula | measured (slips / descents) |", "|---|---:|---:|---:|"];
  for (const r of rates) {
    const measured =
      r.descents > 0
        ? `${((100 * r.slips) / r.descents).toFixed(2)} % (${r.slips} / ${r.descents})`
        : `— (${r.skipped})`;
    lines.push(`| ${r.aid} | ${r.slipChanceMod} | ${r.expected.toFixed(2)} % | ${measured} |`);
  }
  return lines.join("\n");
}
