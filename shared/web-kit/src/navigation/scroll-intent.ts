const field = 'keepScrollPosition';

/**
 * Navigation state (`navigate(to, { state })`, `setSearchParams(next, { state })`) for a change of the view a page
 * shows within itself, kept in its address: a filter, a search, the slide of a deck. The page stays where the
 * visitor scrolled it, where a move to another page starts at the top (the shell's scroll restoration).
 */
export const keepScrollPosition: Readonly<Record<typeof field, true>> = { [field]: true };

/** Whether a location's state asks to keep the scroll position (`keepScrollPosition`). */
export function keepsScrollPosition(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[field] === true;
}
