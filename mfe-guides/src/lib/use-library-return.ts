import { useBackTo } from '@claims/ui';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../config/paths';

/** Router state a library card hands to the guide it opens: the library address, with its search and category. */
type LibraryReturnState = { libraryHref: string };

export function libraryReturnState(libraryHref: string): LibraryReturnState {
  return { libraryHref };
}

function isLibraryHref(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const { path } = paths.library;
  return value === path || value.startsWith(`${path}?`);
}

/**
 * Where "All guides" goes from a guide: the library as the visitor left it (`?category=Ovens&q=oven`) when they came
 * from a card, else the whole library (an address opened directly, shared or bookmarked).
 */
export function useLibraryReturnHref(): string {
  const state: unknown = useLocation().state;
  const libraryHref = (state as Partial<LibraryReturnState> | null)?.libraryHref;
  return isLibraryHref(libraryHref) ? libraryHref : paths.library.href();
}

/**
 * "All guides" as a link to `useLibraryReturnHref`, which goes Back instead when that library address is the entry
 * behind the guide (the visitor opened it from a card): the library comes back where the visitor left it, scrolled
 * to the card and with the pages they had loaded, as the browser's Back does, and is not in the history twice. A
 * click meant for a new tab or window (a modifier key, another button) is left to the browser.
 */
export function useBackToLibrary(): { to: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void } {
  const to = useLibraryReturnHref();
  const backTo = useBackTo();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (backTo(to) !== 'forward') event.preventDefault();
  };
  return { to, onClick };
}
