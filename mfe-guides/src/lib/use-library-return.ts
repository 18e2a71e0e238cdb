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
