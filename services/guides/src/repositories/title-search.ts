/**
 * Title search from an index: every word of a title contributes its normalised prefixes ("dryer" →
 * d, dr, dry, drye, dryer) to `titlePrefixes`, a multikey index; a search asks for guides holding a
 * prefix for each of its words (`$all`), so "dryer belt" and "Belt DRYER" find the same titles,
 * "secheuse" finds "Sécheuse", and "dryers" finds "Dryer". The words of the guide's category count as
 * words of its title, so "hvac" finds the HVAC guides and "hvac thermostat" the HVAC guides on
 * thermostats. No query scans titles, whatever the size of the library.
 */

/** Longer words index their first 24 characters; a longer search word is cut to the same length. */
export const maxPrefixLength = 24;
/** A search uses at most this many words (the first ones). */
export const maxSearchWords = 8;

/** Lower case, accents removed (NFKD without combining marks). */
function normalized(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

function splitWords(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
}

/** Single letters joined by dots, as a brand's or a body's initials are written: "a.o.", "u.s.a", "g.e." */
const initials = /(?<![\p{L}\p{N}.])(?:\p{L}\.)+\p{L}(?![\p{L}\p{N}])\.?/gu;

function joinInitials(text: string): string {
  return text.replace(initials, (written) => written.replaceAll('.', ''));
}

/**
 * Lower case, accents removed (NFKD without combining marks), split on anything but letters and digits; initials
 * written with dots are one word ("A.O. Smith" → `ao smith`), so a search for "A.O." is not a search for every title
 * with a word starting with "a" and one starting with "o".
 */
export function normalizedWords(text: string): string[] {
  return splitWords(joinInitials(normalized(text)));
}

/** A title's words: those `normalizedWords` gives, and the letters of its initials alone too ("a", "o"). */
function titleWords(text: string): string[] {
  const lowered = normalized(text);
  const joined = joinInitials(lowered);
  return joined === lowered ? splitWords(lowered) : [...splitWords(joined), ...splitWords(lowered)];
}

/**
 * The distinct prefixes of every word of the texts given (a title, then its category). Initials give both forms:
 * "A.O. Smith" is found by "A.O.", "AO" and "a o smith" alike.
 */
export function titlePrefixes(...texts: string[]): string[] {
  const prefixes = new Set<string>();
  for (const word of texts.flatMap(titleWords)) {
    const chars = Array.from(word).slice(0, maxPrefixLength);
    for (let length = 1; length <= chars.length; length++) prefixes.add(chars.slice(0, length).join(''));
  }
  return [...prefixes];
}

/** What a guide stores in `titlePrefixes`: the prefixes of its title's words and of its category's. */
export function searchPrefixes(guide: { title: string; category: string }): string[] {
  return titlePrefixes(guide.title, guide.category);
}

/** A plural search word is cut back to this many characters at the fewest (`pies` stays `pies`). */
const minStemLength = 3;

/**
 * A search word in the plural as the start its singular shares: "washers" → "washer", "switches" → "switch",
 * "batteries" → "batter". A search word is matched as the start of a title's word, so the stem finds the singular
 * and the plural alike. Words ending in "ss", "us" or "is" (glass, status, axis) are left whole, and so is a word
 * the cut would leave shorter than three characters.
 */
export function singularStem(word: string): string {
  const cut = (length: number) =>
    Array.from(word).length - length >= minStemLength ? word.slice(0, word.length - length) : word;
  if (word.endsWith('ies')) return cut(3);
  if (/(?:s|x|z|ch|sh)es$/.test(word)) return cut(2);
  if (/[^su]s$/.test(word) && !word.endsWith('is')) return cut(1);
  return word;
}

/**
 * The words of a search as index keys (each cut to its singular's start, `singularStem`), longest first (a longer prefix is usually the rarer one, which a
 * database that starts from the first `$all` value appreciates); empty when it has no letter or digit.
 */
export function searchTerms(search: string | undefined): string[] {
  if (!search) return [];
  const terms = normalizedWords(search)
    .slice(0, maxSearchWords)
    .map((word) => Array.from(singularStem(word)).slice(0, maxPrefixLength).join(''));
  return [...new Set(terms)].sort((a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0));
}
