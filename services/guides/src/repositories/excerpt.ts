/**
 * What a library card shows of a guide's description: three lines at most (the card clamps them), so the list
 * sends the start of the description instead of all of it. Descriptions may hold 5,000 characters; a page of 24
 * sent whole could weigh over 100 kB on a phone's connection for 24 × 3 lines of text.
 */

/**
 * Characters kept: three full lines of the widest card (a single column just under two cards' width, about 75
 * characters a line at the card's text size), so the clamp, not the excerpt, still decides where the text stops.
 */
export const excerptMax = 240;

/**
 * Three ASCII dots, not "…": one character outside Latin-1 makes the whole page's JSON a two-byte string in V8,
 * and stringifying and encoding a page then took about half as long again (the card's clamp draws its own "…"
 * at the end of the third line, where the text is cut on screen).
 */
const ellipsis = '...';

/** An excerpt ending this close to the limit ends at a word boundary; farther, the long word itself is cut. */
const wordBoundaryWithin = 40;

/**
 * The description with its runs of white space made single spaces (as the card shows them); when longer than
 * `excerptMax` characters, its start up to the last whole word, without a trailing comma, stop or dash, and "...".
 */
export function descriptionExcerpt(description: string): string {
  const text = description.replace(/\s+/gu, ' ').trim();
  const chars = Array.from(text);
  if (chars.length <= excerptMax) return text;
  const head = chars.slice(0, excerptMax).join('');
  const space = chars[excerptMax] === ' ' ? head.length : head.lastIndexOf(' ');
  const kept = space >= head.length - wordBoundaryWithin ? head.slice(0, space) : head;
  return `${kept.replace(/[\s.,;:!?…–—-]+$/u, '')}${ellipsis}`;
}
