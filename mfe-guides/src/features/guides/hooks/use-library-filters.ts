import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '@claims/ui';
import { keepScrollPosition } from '@claims/web-kit';
import { guideCategories, guideLimits, type GuideCategory } from '@claims/contracts/src/guide-rules';

export const searchDebounceMs = 300;

/** A new search or category changes the list under the toolbar, not the page: the visitor stays where they are. */
const keepView = { state: keepScrollPosition };

/** The state of an entry whose search was typed in the box: the next pause in the same typing takes its place. */
const typedSearch = { ...keepScrollPosition, typedSearch: true };

function holdsTypedSearch(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { typedSearch?: unknown }).typedSearch === true
  );
}

function parseCategory(value: string | null): GuideCategory | undefined {
  return guideCategories.find((category) => category === value);
}

/**
 * The library's filters live in the URL (`?category=HVAC&q=defrost`), so a filtered list can be shared
 * and Back undoes a filter. The search box updates the URL once typing pauses (or on Enter): the first such
 * update adds a history entry, and later pauses of the same typing replace it, so one Back undoes the search
 * rather than each pause of it.
 *
 * The box holds what the visitor typed; the URL follows it, never the other way round while they type (the URL
 * changes a moment after it is asked to, and a box reset to it then lost the keys pressed meanwhile). Any other
 * move (Back, Forward, a link, a category chip) puts the URL's search in the box.
 */
export function useLibraryFilters() {
  const [params, setParams] = useSearchParams();
  const { state, key } = useLocation();
  const move = useNavigationType();
  const category = parseCategory(params.get('category'));
  const search = (params.get('q') ?? '').trim().slice(0, guideLimits.searchMax);

  const [draft, setDraft] = useState(search);
  /** The search last asked of the URL, until the URL holds it. */
  const asked = useRef<string | undefined>(undefined);
  /**
   * The text the visitor last typed, until it becomes (or is replaced by) the URL's search. A text, not a flag: a
   * key pressed just as a pause ends runs its handler before that pause's effect, which must then see that the
   * text it paused on is no longer the typed one.
   */
  const typedText = useRef<string | undefined>(undefined);
  const debouncedDraft = useDebouncedValue(draft, searchDebounceMs);
  const replacesEntry = holdsTypedSearch(state);

  const commitSearch = useCallback(
    (value: string) => {
      const next = value.trim();
      if (next === (asked.current ?? search)) return;
      asked.current = next;
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('q', next);
          else updated.delete('q');
          return updated;
        },
        { state: typedSearch, replace: replacesEntry },
      );
    },
    [search, setParams, replacesEntry],
  );

  // The URL holds the search asked for.
  useEffect(() => {
    if (asked.current === search) asked.current = undefined;
  }, [search]);

  // Every other move to an entry (Back, Forward, a link, a category) puts the entry's search in the box; a search
  // asked for meanwhile is dropped with the entry the visitor left.
  const typed = replacesEntry && move !== 'POP';
  useEffect(() => {
    if (typed) return;
    asked.current = undefined;
    typedText.current = undefined;
    setDraft(search);
    // Only when the entry changes: `search` is read as the entry holds it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, typed]);

  // Once typing pauses on the current text, it becomes the URL's search.
  useEffect(() => {
    if (typedText.current !== draft || debouncedDraft !== draft) return;
    typedText.current = undefined;
    commitSearch(draft);
  }, [debouncedDraft, draft, commitSearch]);

  // A category chosen while a search is being typed takes that search with it, as Enter would.
  const setCategory = useCallback(
    (next: GuideCategory | undefined) => {
      const typedSearchText = draft.trim();
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('category', next);
        else updated.delete('category');
        if (typedSearchText) updated.set('q', typedSearchText);
        else updated.delete('q');
        return updated;
      }, keepView);
    },
    [setParams, draft],
  );

  return {
    category,
    search,
    searchDraft: draft,
    setSearchDraft: (value: string) => {
      typedText.current = value;
      setDraft(value);
    },
    /** Enter in the search box: search now instead of waiting for the pause. */
    submitSearch: () => {
      typedText.current = undefined;
      commitSearch(draft);
    },
    setCategory,
  };
}
