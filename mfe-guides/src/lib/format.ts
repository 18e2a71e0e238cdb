const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US');

/** 1234 → "1.2K"; small numbers as they are. */
export const formatCount = (value: number) => (value < 1000 ? String(value) : compact.format(value));
/** 2000 → "2,000". */
export const formatNumber = (value: number) => whole.format(value);
