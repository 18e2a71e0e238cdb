import { formatCount, formatCountOf, formatNumber } from './format';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US');

const samples = [
  0, 1, 7, 42, 999, 1000, 1001, 1049, 1050, 1234, 9999, 9950, 10_000, 12_345, 99_949, 99_950, 123_456,
  999_949, 999_950, 1_000_000, 1_250_000, 12_345_678, 999_950_000, 1_000_000_000, 2_500_000_000_000,
];

describe('formatCount', () => {
  it.each(samples)('writes %d as en-US compact notation does', (value) => {
    expect(formatCount(value)).toBe(compact.format(value));
  });
});

describe('formatNumber', () => {
  it.each([...samples, 1234.5, -1234, -12])('writes %d with en-US digit grouping', (value) => {
    expect(formatNumber(value)).toBe(whole.format(value));
  });
});

describe('formatCountOf', () => {
  it.each([
    [0, '0 views'],
    [1, '1 view'],
    [2, '2 views'],
    [1520, '1,520 views'],
  ])('writes %d as "%s"', (value, expected) => {
    expect(formatCountOf(value, 'view')).toBe(expected);
  });
});
