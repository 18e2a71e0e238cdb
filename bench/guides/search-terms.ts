/**
 * 1,000 different search terms for the uncached search scenario, built the way visitors type: one word or
 * the start of one, two words of one title in either order and any case, two words of different titles
 * (often no guide has both), and words no title has. The same list on every run.
 */
import { generateGuides } from '../../services/guides/src/generator/generate-guides';
import { createRandom } from '../../services/guides/src/generator/random';
import { normalizedWords } from '../../services/guides/src/repositories/title-search';

export function searchTerms(count = 1000): string[] {
  const random = createRandom(4242);
  const titles = generateGuides({ count: 500, category: 'all', seed: 777 }).map((guide) =>
    normalizedWords(guide.title).filter((word) => word.length >= 3),
  );
  const start = (word: string) => word.slice(0, random.int(Math.min(3, word.length), word.length));
  const cased = (word: string) => (random.chance(0.3) ? word.toUpperCase() : word);
  const terms = new Set<string>();
  while (terms.size < count) {
    const words = random.pick(titles);
    const kind = random.next();
    if (kind < 0.35) terms.add(cased(start(random.pick(words))));
    else if (kind < 0.7) {
      const [a, b] = random.sample(words, 2);
      terms.add(random.chance(0.5) ? `${cased(start(a))} ${start(b)}` : `${start(b)} ${cased(start(a))}`);
    } else if (kind < 0.85) terms.add(`${random.pick(words)} ${random.pick(random.pick(titles))}`);
    else
      terms.add(
        `${random.pick(words)} ${String.fromCharCode(113 + random.int(0, 9))}x${random.int(100, 999)}zq`,
      );
  }
  return [...terms];
}
