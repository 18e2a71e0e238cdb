// Counts are formatted by hand: building an `Intl.NumberFormat` with compact notation loads the locale's
// compact-number data, a long task on a phone while the library first renders. The output matches
// en-US `Intl.NumberFormat` (format.test.ts compares them).

const compactUnits = [
  [1e3, 'K'],
  [1e6, 'M'],
  [1e9, 'B'],
  [1e12, 'T'],
] as const;

/** 1234 → "1.2K", 999950 → "1M"; small numbers as they are. */
export function formatCount(value: number): string {
  if (value < 1000) return String(value);
  for (const [index, [unit, suffix]] of compactUnits.entries()) {
    const scaled = Math.round((value / unit) * 10) / 10;
    if (scaled < 1000 || index === compactUnits.length - 1) return `${formatNumber(scaled)}${suffix}`;
  }
  return String(value);
}

/** 2000 → "2,000"; 1234.5 → "1,234.5". */
export function formatNumber(value: number): string {
  const [whole, fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** 1 → "1 view", 1520 → "1,520 views": a count with its noun, singular for exactly one. */
export function formatCountOf(value: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(value)} ${value === 1 ? singular : plural}`;
}
