/**
 * Accounts' fixed rules without the schema library, for the sign-in page's first screen. auth.ts builds its
 * schemas from these and re-exports them, so `@claims/contracts` offers both.
 */

export const roles = ['customer', 'tech', 'insurance', 'admin'] as const;
export type Role = (typeof roles)[number];
/** Every new account starts as a customer; other roles are granted by an admin. */
export const defaultRole: Role = 'customer';

export const passwordMinLength = 6;
