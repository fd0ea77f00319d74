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
  return out;
}
