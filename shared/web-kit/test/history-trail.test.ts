import { historyEntryKey, previousEntryPath, recordHistoryEntry } from '../src';

describe('history trail', () => {
  beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '');
  });

  it('names the entry a page was pushed from, and keeps it when that page is replaced', () => {
    recordHistoryEntry('a', '/repair-guides', 'POP');
    recordHistoryEntry('b', '/repair-guide/g1', 'PUSH', 'a');
    recordHistoryEntry('c', '/auth?returnTo=%2Frepair-guide%2Fg1', 'PUSH', 'b');
    expect(previousEntryPath('c')).toBe('/repair-guide/g1');
    expect(previousEntryPath('b')).toBe('/repair-guides');
    // A replace takes the place of its entry, and so its predecessor.
    recordHistoryEntry('d', '/repair-guide/g2', 'REPLACE', 'c');
    expect(previousEntryPath('d')).toBe('/repair-guide/g1');
    // Back and Forward change nothing known about an entry.
    recordHistoryEntry('b', '/repair-guide/g1', 'POP', 'd');
    expect(previousEntryPath('b')).toBe('/repair-guides');
  });

  it('knows nothing behind the first page of a visit, or of an entry never recorded', () => {
    recordHistoryEntry('a', '/auth', 'POP');
    expect(previousEntryPath('a')).toBeUndefined();
    expect(previousEntryPath('unknown')).toBeUndefined();
  });

  it('gives the first entry of a document (router key "default") a key of its own that lasts in history.state', () => {
    const key = historyEntryKey('default');
    expect(key).not.toBe('default');
    expect(historyEntryKey('default')).toBe(key);
    expect((window.history.state as { trailKey: string }).trailKey).toBe(key);
    expect(historyEntryKey('x1y2')).toBe('x1y2');
  });

  it('keeps entries whose keys are digits in the order they were visited, dropping the oldest past 100', () => {
    for (let i = 0; i < 105; i++)
      recordHistoryEntry(String(1000 - i), `/page/${i}`, 'PUSH', i ? String(1001 - i) : undefined);
    expect(previousEntryPath(String(1000 - 104))).toBe('/page/103');
    // The five oldest entries are gone: the sixth knows its path but no longer what was behind it.
    expect(previousEntryPath(String(1000 - 5))).toBeUndefined();
    expect(previousEntryPath(String(1000 - 6))).toBe('/page/5');
  });

  it('works without storage (refused or full): nothing is known, nothing throws', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => recordHistoryEntry('a', '/x', 'PUSH', 'b')).not.toThrow();
    expect(previousEntryPath('a')).toBeUndefined();
    setItem.mockRestore();
  });
});
