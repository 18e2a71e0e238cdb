import { descriptionExcerpt, excerptMax } from '../../src/repositories/excerpt';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i % 10}`).join(' ');

describe('a card excerpt of a description', () => {
  it('keeps a description that fits, with its white space made single spaces', () => {
    expect(descriptionExcerpt('Unplug the dryer.\n\n  Then   open the panel. ')).toBe(
      'Unplug the dryer. Then open the panel.',
    );
    const fits = 'x'.repeat(excerptMax);
    expect(descriptionExcerpt(fits)).toBe(fits);
  });

  it('cuts a longer one after its last whole word and ends it with an ellipsis', () => {
    const long = words(60); // "word0 word1 …", 6 characters a word with its space
    const excerpt = descriptionExcerpt(long);
    expect(excerpt.endsWith('...')).toBe(true);
    const kept = excerpt.slice(0, -3);
    expect(long.startsWith(`${kept} `)).toBe(true);
    expect(kept.length).toBeLessThanOrEqual(excerptMax);
    expect(kept.length).toBeGreaterThan(excerptMax - 6);
  });

  it('keeps the last word whole when the limit falls just after it', () => {
    const head = `${'a'.repeat(excerptMax - 6)} tail5`;
    expect(descriptionExcerpt(`${head} more words follow`)).toBe(`${head}...`);
  });

  it('drops a comma or stop left at the cut, not a closing bracket', () => {
    const base = 'b'.repeat(excerptMax - 20);
    expect(descriptionExcerpt(`${base} valve, ${'c'.repeat(40)}`)).toBe(`${base} valve...`);
    expect(descriptionExcerpt(`${base} (3/4 in) ${'c'.repeat(40)}`)).toBe(`${base} (3/4 in)...`);
  });

  it('cuts inside a word too long to end at, and never splits a character in two', () => {
    const emoji = '🔧'.repeat(excerptMax + 10);
    const excerpt = descriptionExcerpt(emoji);
    expect(Array.from(excerpt)).toHaveLength(excerptMax + 3);
    expect(excerpt).toBe(`${'🔧'.repeat(excerptMax)}...`);
    // With the u flag, only a lone half of a surrogate pair matches.
    expect(/[\uD800-\uDFFF]/u.test(excerpt)).toBe(false);
  });
});
