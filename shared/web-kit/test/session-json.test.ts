import {
  forgetSessionJson,
  isStoredRecord,
  readSessionJson,
  writeSessionJson,
} from '../src/storage/session-json';

describe('session JSON', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  it('reads back what it kept, and nothing once forgotten', () => {
    expect(writeSessionJson('draft', { title: 'Dryer belt', steps: [1, 2] })).toBe(true);
    expect(readSessionJson('draft')).toEqual({ title: 'Dryer belt', steps: [1, 2] });
    expect(forgetSessionJson('draft')).toBe(true);
    expect(readSessionJson('draft')).toBeUndefined();
    expect(sessionStorage.getItem('draft')).toBeNull();
  });

  it('forgets the key when given undefined', () => {
    writeSessionJson('draft', 'kept');
    writeSessionJson('draft', undefined);
    expect(sessionStorage.length).toBe(0);
  });

  it('finds nothing in a value that is not JSON', () => {
    sessionStorage.setItem('draft', '{not json');
    expect(readSessionJson('draft')).toBeUndefined();
  });

  it('neither throws when storage refuses, and the write says so', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(writeSessionJson('draft', { title: 'x' })).toBe(false);
    expect(readSessionJson('draft')).toBeUndefined();
  });

  it('tells a plain object from arrays, null and values', () => {
    expect(isStoredRecord({ a: 1 })).toBe(true);
    expect(isStoredRecord([1])).toBe(false);
    expect(isStoredRecord(null)).toBe(false);
    expect(isStoredRecord('text')).toBe(false);
  });
});
