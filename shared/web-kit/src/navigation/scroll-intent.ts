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

/**
 * Sent on `window` by a page that moves the view itself as it opens (to a notice it has to show): the shell's
 * restore of a reloaded page's position, which follows the page as it grows, stops there, as it does when the
 * visitor scrolls.
 */
export const pageScrollsEvent = 'site:page-scrolls';

/** Brings `element` into view (as little scrolling as it takes), ending any pending restore of the position first. */
export function bringIntoView(element: Element): void {
  window.dispatchEvent(new Event(pageScrollsEvent));
  element.scrollIntoView({ block: 'nearest' });
}
