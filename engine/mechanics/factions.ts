/**
 * Monster factions as the game relates them (src/monfaction.cpp): a faction's own `hate`,
 * `neutral`, `friendly` and `by_mood` lists, itself friendly unless it says otherwise, and every
 * relation it does not state taken from its base faction (absent: the root faction ""). A relation
 * to a faction it names nowhere is its relation to that faction's base, and so on up to the root:
 * the root lists itself `by_mood`, so unrelated factions judge each other by mood.
 * What a monster makes of it (monster::attitude_to): friendly and neutral factions are never
 * attacked, a hated one always, one by mood while the monster's anger is 10 or more and its
 * morale not negative. Friendly monsters (pets) count as the faction "player".
 * Simplified: without any faction data (content with no MONSTER_FACTION) or for a faction no
 * faction data names, monsters leave each other alone.
 */
import type { Content } from "../content/load.js";
import type { MonsterFaction } from "../content/kinds/monster_faction.js";
import type { Monster } from "../world/types.js";
import type { Monster as MonsterType } from "../content/kinds/monster.js";
import { ATTACK_ANGER } from "../sim/stance.js";

export type FactionRelation = "friendly" | "neutral" | "hate" | "by_mood";

const ROOT = "";
/** The faction the game files a friendly monster under. */
const PETS = "player";

interface Relations {
  /** Each faction's relations, its own over its bases'. */
  readonly table: Map<string, Map<string, FactionRelation>>;
  /** Each faction's base ("" for the root itself). */
  readonly base: Map<string, string>;
  /** factionRelation's answers so far, by from and to ("" for none). */
  readonly answers: Map<string, Map<string, FactionRelation | "">>;
  /**
   * relationToType's answers so far, by from and the other's monster type ("" for none), for
   * the monster table `typesOf` (another content's types may name other factions).
   */
  byType: Map<string, Map<string, FactionRelation | "">>;
  typesOf: Content["monster"] | undefined;
}

type FactionTable = Content["monster_faction"];
const CACHE = new WeakMap<FactionTable, Relations>();

function ownRelations(f: MonsterFaction): Map<string, FactionRelation> {
  const own = new Map<string, FactionRelation>();
  // The game's load order: by mood, then neutral, then friendly, then hate (a later list wins).
  for (const n of f.byMood) own.set(n, "by_mood");
  for (const n of f.neutral) own.set(n, "neutral");
  for (const n of f.friendly) own.set(n, "friendly");
  for (const n of f.hate) own.set(n, "hate");
  if (!own.has(f.name)) own.set(f.name, "friendly");
  return own;
}

function build(factions: FactionTable): Relations {
  const defs = new Map<string, MonsterFaction>();
  for (const f of factions.values()) defs.set(f.name, f);
  // Factions only named in another's lists exist too, as children of the root.
  const names = new Set(defs.keys());
  for (const f of defs.values()) for (const n of [...f.byMood, ...f.neutral, ...f.friendly, ...f.hate]) names.add(n);
  const base = new Map<string, string>();
  for (const n of names) base.set(n, n === ROOT ? ROOT : (defs.get(n)?.base ?? ROOT));
  const table = new Map<string, Map<string, FactionRelation>>();
  const resolve = (n: string, seen: Set<string>): Map<string, FactionRelation> => {
    const done = table.get(n);
    if (done) return done;
    const def = defs.get(n);
    const own = def ? ownRelations(def) : new Map<string, FactionRelation>([[n, "friendly"]]);
    const b = base.get(n) ?? ROOT;
    if (b !== n && !seen.has(b)) {
      seen.add(n);
      for (const [k, v] of resolve(b, seen)) if (!own.has(k)) own.set(k, v);
    }
    table.set(n, own);
    return own;
  };
  for (const n of [...names].sort()) resolve(n, new Set());
  return { table, base, answers: new Map(), byType: new Map(), typesOf: undefined };
}

function relationsOf(content: Content): Relations {
  const factions = content.monster_faction;
  let r = CACHE.get(factions);
  if (!r) {
    r = build(factions);
    CACHE.set(factions, r);
  }
  return r;
}

/** How faction `from` regards faction `to` (undefined: no faction data names one of them). */
export function factionRelation(content: Content, from: string, to: string): FactionRelation | undefined {
  // Asked for every pair of monsters every turn: each pair's answer is kept (and the look-up alone
  // is inlined into the target scans, the first answer for a pair apart).
  const hit = relationsOf(content).answers.get(from)?.get(to);
  if (hit !== undefined) return hit === NO_RELATION ? undefined : hit;
  return firstRelation(content, from, to);
}

function firstRelation(content: Content, from: string, to: string): FactionRelation | undefined {
  const r = relationsOf(content);
  let known = r.answers.get(from);
  if (!known) r.answers.set(from, (known = new Map()));
  const answer = findRelation(r, from, to);
  known.set(to, answer ?? NO_RELATION);
  return answer;
}

const NO_RELATION = "";

/**
 * How faction `from` regards monsters of a type that are not friendly (the type's
 * `default_faction`; undefined: no such type, or no faction data names one of them), as a look-up
 * by type. A target scan asks this for every monster in sight: the answers are kept by type.
 */
export function relationsToTypes(content: Content, from: string): (type: string) => FactionRelation | undefined {
  const r = relationsOf(content);
  if (r.typesOf !== content.monster) {
    r.byType = new Map();
    r.typesOf = content.monster;
  }
  let known = r.byType.get(from);
  if (!known) r.byType.set(from, (known = new Map()));
  const answers = known;
  return (type) => {
    const hit = answers.get(type);
    if (hit !== undefined) return hit === NO_RELATION ? undefined : hit;
    const theirs = content.monster.get(type)?.defaultFaction;
    const answer = theirs === undefined ? undefined : factionRelation(content, from, theirs);
    answers.set(type, answer ?? NO_RELATION);
    return answer;
  };
}

/** How faction `from` regards a friendly monster (a pet: the faction "player"). */
export function relationToPets(content: Content, from: string): FactionRelation | undefined {
  return factionRelation(content, from, PETS);
}

function findRelation({ table, base }: Relations, from: string, to: string): FactionRelation | undefined {
  const mine = table.get(from);
  if (!mine || !base.has(to)) return undefined;
  let other = to;
  for (let hops = 0; hops < 64; hops++) {
    const found = mine.get(other);
    if (found) return found;
    const up = base.get(other) ?? ROOT;
    if (up === other) break;
    other = up;
  }
  // The game's fallback when no relation is found.
  return "friendly";
}

/**
 * A monster's faction: "player" for a friendly one, else its type's `default_faction`. `type`: its
 * type's definition when the caller holds it (absent: looked up).
 */
export function factionOf(content: Content, m: Readonly<Monster>, type?: MonsterType): string | undefined {
  if (m.attitude === "friendly") return PETS;
  return (type ?? content.monster.get(m.type))?.defaultFaction;
}

/** Is the monster angry enough, and unafraid, to attack a faction it judges by mood? */
export function moodToFight(anger: number, morale: number): boolean {
  return anger >= ATTACK_ANGER && morale >= 0;
}

/**
 * Can this monster be hostile to any monster at all? A friendly one, or one whose faction the
 * faction data knows (a quick answer before looking at every monster each turn).
 */
export function mayFightMonsters(
  sim: { readonly content: Content },
  m: Readonly<Monster>,
  type?: MonsterType,
): boolean {
  if (m.attitude === "friendly") return true;
  const faction = factionOf(sim.content, m, type);
  return faction !== undefined && relationsOf(sim.content).table.has(faction);
}
