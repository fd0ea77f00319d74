/**
 * English for the story: a verb that agrees with "you", "a" or "an" by the sound of the next word,
 * "1 turn" but "2 turns". The engine's events keep the game's text exactly as the game would print
 * it (recordings compare it); these fix what a person reads, where the text is told.
 */

/** The plain form of a third-person verb: "gains" -> "gain", "dies" -> "die", "is" -> "are". */
export function plainVerb(verb: string): string {
  const irregular: { readonly [v: string]: string } = { is: "are", was: "were", has: "have", does: "do", goes: "go" };
  const known = irregular[verb];
  if (known !== undefined) return known;
  // "dies", "lies", "ties" keep their e; "tries", "flies" end in y.
  if (/[^aeiou]ies$/.test(verb)) return verb.length <= 4 ? verb.slice(0, -1) : `${verb.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z)es$/.test(verb)) return verb.slice(0, -2);
  if (verb.endsWith("s") && !verb.endsWith("ss")) return verb.slice(0, -1);
  return verb;
}

/** `subject` and the verb (given in the third person) agreeing with it: "you gain", "rex gains". */
export function agree(subject: string, verb: string): string {
  return `${subject} ${subject.toLowerCase() === "you" ? plainVerb(verb) : verb}`;
}

/** "1 turn", "3 turns"; the plural is the noun + s unless given. */
export function count(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}

/** Letters whose names start with a vowel sound: an FM radio, an MRE, but a UFO. */
const VOWEL_NAMED_LETTERS = new Set("AEFHILMNORSX");

/** "a" or "an" before `word`, by its sound as far as spelling tells it. */
export function indefinite(word: string): "a" | "an" {
  const letters = /^[A-Za-z]+/.exec(word)?.[0] ?? "";
  // "an 8", "an 11", "an 18"; other numbers start with a consonant sound.
  if (letters === "") return /^(8|11\b|18\b)/.test(word) ? "an" : "a";
  // A single letter or an acronym is read letter by letter: "an X-ray", "an ATM", "an MRE", "a UFO".
  if (letters.length === 1 || letters === letters.toUpperCase())
    return VOWEL_NAMED_LETTERS.has(letters[0]?.toUpperCase() ?? "") ? "an" : "a";
  const w = letters.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(w)) return "an";
  if (/^(uni|use|usu|uti|ura|ure|uro|eu|ewe|one\b|once|ubiq)/.test(w)) return "a";
  return /^[aeiou]/.test(w) ? "an" : "a";
}

/**
 * Game text made to read right: "a ATM" -> "an ATM", "1 units" -> "1 unit", and a sentence the
 * engine built around a creature's name that is "you" ("you stumbles." -> "You stumble.").
 */
export function tidyText(text: string): string {
  let out = text.replace(/\b(a|an|A|An)( +)([A-Za-z0-9][\w-]*)/g, (whole, art: string, space: string, word: string) => {
    const want = indefinite(word);
    if (want === art.toLowerCase()) return whole;
    // Only a word that clearly takes the other article is changed ("a or b" is left alone).
    if (/^(or|and|of|to|in|on|at|is|it|if|as)$/i.test(word)) return whole;
    const fixed = art[0] === "A" ? `${want[0]?.toUpperCase()}${want.slice(1)}` : want;
    return `${fixed}${space}${word}`;
  });
  out = out.replace(
    /\b1 (units|turns|charges|pieces|items|times|tiles|moves|points|seconds|minutes|hours|days)\b/g,
    (_w, noun: string) => `1 ${noun.slice(0, -1)}`,
  );
  // The engine's own sentences start with the creature's name; the player's is "you", in lower case
  // (the game's own text says "You ..." and is left alone).
  out = out.replace(
    /(^|[.!?] +)you ([a-z]+)\b/g,
    (_w, before: string, verb: string) => `${before}You ${plainVerb(verb)}`,
  );
  // The same after a clause ("m is 13 tiles away; you throws ..."), in lower case.
  out = out.replace(
    /([;:,] +)you ([a-z]+)\b/g,
    (_w, before: string, verb: string) => `${before}you ${plainVerb(verb)}`,
  );
  return out;
}

/**
 * An action's description (`${who} gets 1 pear`, written for a third person) agreeing with its
 * subject when that is "you": "you get 1 pear", "you examine ...", "you wait 5 turns".
 */
export function agreeSubject(text: string): string {
  return text.replace(/^(you|You) ([a-z]+)\b/, (_w, you: string, verb: string) => `${you} ${plainVerb(verb)}`);
}

/** The plural of an English noun phrase by spelling: "pear" -> "pears", "box" -> "boxes", "berry" -> "berries", "bag of nails" -> "bags of nails". */
export function pluralNoun(noun: string): string {
  const of = / (of|with|for|in) /.exec(noun);
  if (of?.index !== undefined) return `${pluralNoun(noun.slice(0, of.index))}${noun.slice(of.index)}`;
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/** A JSON value told in words: `{"robot":"copbot","target":"dan"}` -> "robot copbot, target dan"; a list -> "a, b, c". */
export function plainValue(v: unknown): string {
  if (v === null || v === undefined) return "nothing";
  if (typeof v === "string") return v;
  if (typeof v !== "object") return String(v);
  if (Array.isArray(v)) return v.length === 0 ? "none" : `(${v.map(plainValue).join(", ")})`;
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o);
  if (keys.length === 3 && ["x", "y", "z"].every((k) => typeof o[k] === "number"))
    return `(${o["x"]}, ${o["y"]}, ${o["z"]})`;
  if (keys.length === 0) return "nothing";
  return keys.map((k) => `${words(k)} ${plainValue(o[k])}`).join(", ");
}

/** An identifier in words: "copbot_warning" -> "copbot warning", "bodyPart" -> "body part". */
export function words(id: string): string {
  return id.replace(/_/g, " ").replace(/([a-z])([A-Z])/g, (_w, a: string, b: string) => `${a} ${b.toLowerCase()}`);
}
