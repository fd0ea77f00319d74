/**
 * Hardcoded special attack ids (D2), the extra hardcoded ids of the real game (D2-R3) and the
 * defensive attack ids of `special_when_hit` (D1-when_hit-ids).
 */

/** The 91 ids of the spec's D2 table (D2-R2). */
export const D2_IDS = [
  "ABSORB_ITEMS",
  "ABSORB_MEAT",
  "ACID",
  "ACID_ACCURATE",
  "ACID_BARF",
  "BIO_OP_BIOJUTSU",
  "BIO_OP_DISARM",
  "BIO_OP_IMPALE",
  "BIO_OP_TAKEDOWN",
  "BLOW_WHISTLE",
  "BOOMER_GLOW",
  "BOOMER",
  "BRANDISH",
  "BREATHE",
  "CALLBLOBS",
  "CHICKENBOT",
  "COPBOT",
  "DANCE",
  "DARKMAN",
  "DERMATIK",
  "DISAPPEAR",
  "DOGTHING",
  "EAT_CARRION",
  "EAT_CROP",
  "EAT_FOOD",
  "EVOLVE_KILL_STRIKE",
  "FEAR_PARALYZE",
  "FLAMETHROWER",
  "FLESH_GOLEM",
  "FLESH_TENDRIL",
  "FORMBLOB",
  "FUNGUS",
  "FUNGUS_BIG_BLOSSOM",
  "FUNGUS_BRISTLE",
  "FUNGUS_CORPORATE",
  "FUNGUS_FORTIFY",
  "FUNGUS_GROWTH",
  "FUNGUS_HAZE",
  "FUNGUS_INJECT",
  "FUNGUS_SPROUT",
  "FUNGAL_TRAIL",
  "GENE_STING",
  "GENERATOR",
  "GRENADIER",
  "GRENADIER_ELITE",
  "GROWPLANTS",
  "GROW_VINE",
  "HOWL",
  "IMPALE",
  "JACKSON",
  "KAMIKAZE",
  "LEECH_SPAWNER",
  "LONGSWIPE",
  "LUNGE",
  "MON_LEECH_EVOLUTION",
  "MULTI_ROBOT",
  "NONE",
  "PAID_BOT",
  "PARA_STING",
  "PARROT",
  "PARROT_AT_DANGER",
  "PHOTOGRAPH",
  "PLANT",
  "PULL_METAL_WEAPON",
  "RATKING",
  "RATTLE",
  "RESURRECT",
  "RIOTBOT",
  "SCIENCE",
  "SEARCHLIGHT",
  "SHOCKING_REVEAL",
  "SHOCKSTORM",
  "SHRIEK",
  "SHRIEK_ALERT",
  "SHRIEK_STUN",
  "SLIMESPRING",
  "SMASH",
  "SPIT_SAP",
  "SPLIT",
  "STARE",
  "STRETCH_ATTACK",
  "STRETCH_BITE",
  "SUICIDE",
  "TAZER",
  "TENTACLE",
  "TINDALOS_TELEPORT",
  "TRIFFID_GROWTH",
  "TRIFFID_HEARTBEAT",
  "UPGRADE",
  "VINE",
  "ZOMBIE_FUSE",
] as const;

/** A D2 hardcoded attack id: every one has a handler, which the compiler checks (rules/monsters/hardcoded/index.ts). */
export type HardcodedAttackId = (typeof D2_IDS)[number];

/** Hardcoded ids the real core data uses beyond D2 (D2-R3): accepted, warned about, inert until implemented. */
export const REAL_EXTRA_IDS: readonly string[] = [
  "GRAZE",
  "BROWSE",
  "ASSIST",
  "CHECK_UP",
  "DEPART",
  "OPERATE",
  "SPEAKER",
];

const D2: ReadonlySet<string> = new Set(D2_IDS);
const EXTRA = new Set(REAL_EXTRA_IDS);

export type HardcodedStatus = "d2" | "real-extra" | "unknown-upper" | "not-hardcoded";

/**
 * How an attack id that names no `monster_attack` reads as a hardcoded attack (D1-old-ids):
 * a D2 id, a real extra id, an unknown UPPER_SNAKE_CASE id (inert, warned), or a dangling reference.
 */
export function hardcodedStatus(id: string): HardcodedStatus {
  if (D2.has(id)) return "d2";
  if (EXTRA.has(id)) return "real-extra";
  if (/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/.test(id)) return "unknown-upper";
  return "not-hardcoded";
}

/** Defensive attacks of `special_when_hit` (D1-when_hit-ids; RETURN_FIRE is real data). */
export const WHEN_HIT_IDS: readonly string[] = ["ACIDSPLASH", "NONE", "ZAPBACK", "RETURN_FIRE"];
export type WhenHitId = "ACIDSPLASH" | "NONE" | "ZAPBACK" | "RETURN_FIRE";
