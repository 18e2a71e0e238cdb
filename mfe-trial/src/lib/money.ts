/** Integer cents as the dealer shows prices: 2499 → "$24.99". */
export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
