import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '@claims/ui';
import { keepScrollPosition } from '@claims/web-kit';
import { guideCategories, guideLimits, type GuideCategory } from '@claims/contracts/src/guide-rules';

export const searchDebounceMs = 300;

/** A new search or category changes the list under the toolbar, not the page: the visitor stays where they are. */
const keepView = { state: keepScrollPosition };

function parseCategory(value: string | null): GuideCategory | undefined {
  return guideCategories.find((category) => category === value);
}

/**
 * The library's filters live in the URL (`?category=HVAC&q=defrost`), so a filtered list can be shared
 * and Back undoes a filter. The search box updates the URL once typing pauses.
 */
export function useLibraryFilters() {
  const [params, setParams] = useSearchParams();
  const category = parseCategory(params.get('category'));
  const search = (params.get('q') ?? '').trim().slice(0, guideLimits.searchMax);

  const [draft, setDraft] = useState(search);
  const [typing, setTyping] = useState(false);
  const debouncedDraft = useDebouncedValue(draft, searchDebounceMs);

  const commitSearch = useCallback(
    (value: string) => {
      setTyping(false);
      const next = value.trim();
      if (next === search) return;
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('q', next);
        else updated.delete('q');
        return updated;
      }, keepView);
    },
    [search, setParams],
  );

  // Back/forward (or a shared link) changes the URL: show its search in the box unless the user is typing.
  useEffect(() => {
    if (!typing) setDraft((current) => (current.trim() === search ? current : search));
  }, [search, typing]);

  // Once typing pauses on the current text, it becomes the URL's search.
  useEffect(() => {
    if (typing && debouncedDraft === draft) commitSearch(debouncedDraft);
  }, [typing, debouncedDraft, draft, commitSearch]);

  const setCategory = useCallback(
    (next: GuideCategory | undefined) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('category', next);
        else updated.delete('category');
        return updated;
      }, keepView);
    },
    [setParams],
  );

  return {
    category,
    search,
    searchDraft: draft,
    setSearchDraft: (value: string) => {
      setDraft(value);
      setTyping(true);
    },
    /** Enter in the search box: search now instead of waiting for the pause. */
    submitSearch: () => commitSearch(draft),
    setCategory,
  };
}
