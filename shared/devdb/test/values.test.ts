import { ObjectId } from 'bson';
import { keyOf } from '../src/values';

describe('keyOf', () => {
  it('keeps the type tag and the whole value, however the key is built', () => {
    const id = new ObjectId('6b0822d79293a3c0193acb75');
    expect(keyOf(id)).toBe('o6b0822d79293a3c0193acb75');
    expect(keyOf('dryer')).toBe('sdryer');
    expect(keyOf('a title longer than twelve characters')).toBe('sa title longer than twelve characters');
  });

  it('tells an id from a string of the same text, and short from long strings', () => {
    const hex = '6b0822d79293a3c0193acb75';
    expect(keyOf(new ObjectId(hex))).not.toBe(keyOf(hex));
    expect(new Set(['abcdefghijk', 'abcdefghijkl', 'abcdefghijklm'].map(keyOf)).size).toBe(3);
  });
});
