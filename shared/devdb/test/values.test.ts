import { ObjectId } from 'bson';
import { compareValues, keyOf } from '../src/values';

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

describe('compareValues', () => {
  it('orders ids as their hex strings, equal ids as equal', () => {
    const hexes = [
      '00000000000000000000000f',
      '0000000000000000000000f0',
      '000000000000000000ff0000',
      '00000000000000ff00000000',
      '0000000000ff000000000000',
      '000000ff0000000000000000',
      '6b0822d79293a3c0193acb75',
      '6b0822d79293a3c0193acb76',
      'ff0000000000000000000000',
    ];
    const ids = [...hexes].reverse().map((hex) => new ObjectId(hex));
    ids.sort(compareValues);
    expect(ids.map((id) => id.toHexString())).toEqual(hexes);
    expect(compareValues(new ObjectId(hexes[6]), new ObjectId(hexes[6]))).toBe(0);
  });

  it('orders strings by code unit and dates by time, and keeps MongoDB type order between them', () => {
    expect(compareValues('dryer', 'dryers')).toBe(-1);
    expect(compareValues('Dryer', 'dryer')).toBe(-1);
    expect(compareValues('b', 'a')).toBe(1);
    expect(compareValues(new Date(2), new Date(1))).toBe(1);
    expect(compareValues(new Date(5), new Date(5))).toBe(0);
    // Numbers < strings < ids < dates, whichever side each is on.
    expect(compareValues(7, 'a')).toBe(-1);
    expect(compareValues('z', new ObjectId())).toBe(-1);
    expect(compareValues(new Date(0), new ObjectId())).toBe(1);
    expect(compareValues(new ObjectId(), new Date(0))).toBe(-1);
  });
});
