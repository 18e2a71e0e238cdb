import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { searchDebounceMs, useLibraryFilters } from '../../../src/features/guides/hooks/use-library-filters';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/repair-guides']}>{children}</MemoryRouter>
);

describe('useLibraryFilters', () => {
  it('keeps a key pressed just as the pause before it ends: the URL ends on the whole text', () => {
    // The key arrives after the pause's render but before its effects ran: React runs those effects, written for
    // the shorter text, only once the key's handler has run.
    const { result } = renderHook(
      () => {
        const filters = useLibraryFilters();
        const location = useLocation();
        const shortTextRenders = useRef(0);
        useLayoutEffect(() => {
          if (filters.searchDraft !== 'dryer bel') return;
          shortTextRenders.current += 1;
          // The second render with the shorter text is the pause's (the debounced value caught up).
          if (shortTextRenders.current === 2) filters.setSearchDraft('dryer belt');
        });
        return { filters, location };
      },
      { wrapper },
    );

    act(() => result.current.filters.setSearchDraft('dryer bel'));
    act(() => jest.advanceTimersByTime(searchDebounceMs));
    expect(result.current.filters.searchDraft).toBe('dryer belt');
    act(() => jest.advanceTimersByTime(searchDebounceMs));

    expect(result.current.location.search).toBe('?q=dryer+belt');
    expect(result.current.filters.searchDraft).toBe('dryer belt');
  });
});
