/*
 * Searching typed text (names, addresses) the way an office worker types it: without the accents. A stored "Ñandú",
 * "Łukasz" or "Đặng Thị" is found by "nandu", "lukasz" or "dang thi", and "Müller" by "muller" (and the other way
 * round), with no second copy of the text to keep: each letter of the search becomes the class of every Latin letter
 * that is written with it (`u` → `[uùúûüũūŭůűųưụủứừửữự…]`).
 */

/** Letters that do not decompose into a base letter and a mark, but are read as one. */
const readAs: Record<string, string> = { ł: 'l', đ: 'd', ø: 'o', ħ: 'h', ŧ: 't', ı: 'i', ŀ: 'l', ð: 'd' };

/** The base letter of a lower-case letter: `ü` → `u`, `ặ` → `a`, `ł` → `l`. */
function baseLetter(letter: string): string {
  return readAs[letter] ?? letter.normalize('NFKD').replace(/\p{M}/gu, '');
}

/**
 * Every Latin letter (Latin-1, Extended-A and -B, Extended Additional), lower-cased, by its base letter. Made on the
 * first search, not when the contracts load (pages import this module and never search).
 */
let variantsByBase: Map<string, Set<string>> | undefined;
function variants(): Map<string, Set<string>> {
  if (variantsByBase) return variantsByBase;
  variantsByBase = new Map();
  for (const [from, to] of [
    [0x00c0, 0x024f],
    [0x1e00, 0x1eff],
  ]) {
    for (let code = from; code <= to; code++) {
      const letter = String.fromCodePoint(code).toLowerCase();
      const base = baseLetter(letter);
      if (base.length !== 1 || !/[a-z]/.test(base) || base === letter) continue;
      if (!variantsByBase.has(base)) variantsByBase.set(base, new Set([base]));
      variantsByBase.get(base)!.add(letter);
    }
  }
  return variantsByBase;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Text folded for comparing: lower case, accents removed from Latin letters (other scripts are left as written). */
export function foldAccents(text: string): string {
  return [...text.toLowerCase()]
    .map((c) => {
      const base = baseLetter(c);
      return base.length === 1 && /[a-z]/.test(base) ? base : c;
    })
    .join('');
}

/**
 * The regular-expression source that finds `text` in lower-cased stored text whatever the accents on either side:
 * a letter matches itself and each accented form of it; anything else matches itself literally.
 */
export function accentInsensitiveSource(text: string): string {
  return [...foldAccents(text)]
    .map((c) => {
      const forms = variants().get(c);
      return forms ? `[${[...forms].join('')}]` : escapeRegex(c);
    })
    .join('');
}
