import { useDeferredValue, useEffect, useRef } from 'react';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  Container,
  EmptyState,
  ErrorPanel,
  Field,
  PlusIcon,
  TextInput,
  VisuallyHidden,
  WrenchIcon,
  useInfiniteScroll,
  useProgressiveCount,
  ProgressiveRest,
  SlowLoadingNotice,
} from '@claims/ui';
import { guideLimits } from '@claims/contracts/src/guide-rules';
import { paths } from '../../config/paths';
import { useGuides } from '../../features/guides/api/get-guides';
import { useLibraryFilters } from '../../features/guides/hooks/use-library-filters';
import { CategoryChips } from '../../features/guides/components/category-chips';
import { GuideCard, GuideCardSkeleton } from '../../features/guides/components/guide-card';
import { LibraryStatTiles } from '../../features/guides/components/library-stat-tiles';

/**
 * How the next page is asked for: scrolling near the end and Load more can both ask at once, and the second joins
 * the first rather than cancelling it and asking again.
 */
const joinPending = { cancelRefetch: false } as const;

export const emptyLibraryMessage = 'No guides found. Be the first to create one!';

const Hero = styled.section`
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(8)};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.brand} 0%,
    #0a3a73 60%,
    ${({ theme }) => theme.colors.accent} 140%
  );
  color: ${({ theme }) => theme.colors.textInverse};
  h1 {
    color: inherit;
    font-size: clamp(1.875rem, 4vw, 2.5rem);
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const HeroTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  p {
    max-width: 40rem;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    opacity: 0.92;
  }
  /* Contribute a Guide: its words may go onto two lines rather than past a 320 px screen (wider letter spacing). */
  > a {
    max-width: 100%;
    white-space: normal;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(6)};
`;

const SearchForm = styled.form`
  max-width: 36rem;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  /* Cards in a row are as tall as the tallest. */
  & > li {
    display: flex;
    min-width: 0;
  }
  & > li > * {
    flex: 1;
    min-width: 0;
  }
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

const ListEnd = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(12)};
  color: ${({ theme }) => theme.colors.textMuted};
  /* Never the browser's scroll anchor: with the list's end on screen, the next page's cards come into view below
     what the visitor sees instead of pushing the page down to keep the end in place (and a position restored
     after a reload, showing the end until the next page arrives, lands on the cards it was on). */
  overflow-anchor: none;
`;

const skeletonCards = Array.from({ length: 8 }, (_, index) => index);

/**
 * The first page's cards mount a few per browser task: laying out 24 cards at once was the longest task of the page's
 * load (about 140 ms on a phone-speed processor). The first ones cover a phone's screen and a desktop's first row.
 */
const firstCards = { initial: 4, step: 4 } as const;

/** /repair-guides: search, category chips and the guide grid, loading more as the user scrolls. */
export function GuideLibraryPage() {
  const filters = useLibraryFilters();
  const { category, search } = filters;
  // The cards render from a deferred copy of the query: an answer arriving would otherwise render the whole grid
  // in one uninterruptible task (the query's store updates synchronously), blocking input for as long; deferred,
  // React renders it in short slices that yield to the browser.
  const guides = useDeferredValue(useGuides({ category, search: search || undefined }));
  const items = guides.data?.pages.flatMap((page) => page.items) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = guides;
  const shown = useProgressiveCount(items.length, firstCards);
  const allShown = shown === items.length;
  // "Load more" moves keyboard focus to the first card it added, so the reader continues from there.
  const gridRef = useRef<HTMLUListElement>(null);
  const focusCardAt = useRef<number | null>(null);
  // After a failed page, more is loaded only by its Retry: scrolling does not try again behind the message.
  const moreFailed = guides.isFetchNextPageError;
  const canLoadMore =
    allShown && hasNextPage && !isFetchingNextPage && !guides.isPlaceholderData && !moreFailed;
  // Focus on "Load more" (or its Retry) when the next page comes moves to its first card.
  const keepFocusOnNewCards = () => {
    if (document.activeElement?.closest('[data-list-end]')) focusCardAt.current = items.length;
  };
  // Whether the keyboard focus is at the list's end ("Load more", Retry). Reaching the button with Tab scrolls it
  // into view: the page does not then load more by itself and move the focus (a change the visitor did not ask for);
  // the button does, when pressed. A page that scrolling asked for before the focus got there takes the button away
  // when it comes, and the focus goes on to the first card it added rather than to the top of the page.
  const sentinelRef = useInfiniteScroll<HTMLDivElement>(() => {
    if (document.activeElement?.closest('[data-list-end]')) return;
    void fetchNextPage(joinPending);
  }, canLoadMore);
  // Set while the focus is at the list's end; an element taken away with the focus in it tells no one.
  const listEndFocused = useRef(false);
  const countBefore = useRef(items.length);
  useEffect(() => {
    const before = countBefore.current;
    countBefore.current = items.length;
    if (items.length <= before || !listEndFocused.current) return;
    listEndFocused.current = false;
    if (focusCardAt.current === null && document.activeElement === document.body)
      focusCardAt.current = before;
  }, [items.length]);

  useEffect(() => {
    const index = focusCardAt.current;
    if (index === null || shown <= index) return;
    focusCardAt.current = null;
    gridRef.current?.querySelectorAll<HTMLAnchorElement>(':scope > li h3 a')[index]?.focus();
  }, [shown]);

  const showingPlaceholder = guides.isPlaceholderData;
  const status = guides.isPending
    ? 'Loading guides'
    : guides.isError
      ? ''
      : items.length === 0
        ? emptyLibraryMessage
        : `Showing ${items.length}${hasNextPage ? '+' : ''} ${items.length === 1 ? 'guide' : 'guides'}`;

  return (
    <>
      <Hero aria-labelledby="library-title">
        <Container>
          <HeroTop>
            <div>
              <h1 id="library-title">Repair Guides</h1>
              <p>
                Step-by-step appliance repair guides written by technicians and homeowners. Find your fix, or
                share one.
              </p>
            </div>
            <ButtonLink to={paths.upload.href()} variant="accent" size="lg">
              <PlusIcon size={18} />
              Contribute a Guide
            </ButtonLink>
          </HeroTop>
          <LibraryStatTiles />
        </Container>
      </Hero>

      <Container>
        <Toolbar>
          <SearchForm
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              filters.submitSearch();
            }}
          >
            <Field label="Search guides">
              <TextInput
                type="search"
                name="q"
                placeholder="Title or category, e.g. bake element"
                autoComplete="off"
                maxLength={guideLimits.searchMax}
                value={filters.searchDraft}
                onChange={(event) => filters.setSearchDraft(event.target.value)}
              />
            </Field>
          </SearchForm>
          <CategoryChips selected={category} onSelect={filters.setCategory} />
        </Toolbar>

        {/* The cards' titles are headings of the third level: this names the list they are in. */}
        <VisuallyHidden as="h2">Guides</VisuallyHidden>
        <VisuallyHidden role="status" aria-live="polite">
          {status}
        </VisuallyHidden>
        <SlowLoadingNotice waiting={guides.isPending} />

        {guides.isError && items.length === 0 ? (
          <ErrorPanel
            title="We could not load the guides"
            message={guides.error.message}
            onRetry={() => void guides.refetch()}
            retrying={guides.isFetching}
          />
        ) : guides.isPending ? (
          <Grid aria-label="Loading guides">
            {skeletonCards.map((index) => (
              <li key={index}>
                <GuideCardSkeleton />
              </li>
            ))}
          </Grid>
        ) : items.length === 0 ? (
          <EmptyState
            icon={<WrenchIcon size={32} />}
            title={emptyLibraryMessage}
            description={search || category ? 'Try another search or category.' : undefined}
            action={
              <ButtonLink to={paths.upload.href()} variant="primary">
                Contribute a Guide
              </ButtonLink>
            }
          />
        ) : (
          <>
            <Grid ref={gridRef} aria-label="Guides" aria-busy={showingPlaceholder || undefined}>
              {items.slice(0, shown).map((guide) => (
                <li key={guide.id}>
                  <GuideCard guide={guide} />
                </li>
              ))}
              {isFetchingNextPage &&
                !moreFailed &&
                skeletonCards.slice(0, 4).map((index) => (
                  <li key={`more-${index}`} aria-hidden="true">
                    <GuideCardSkeleton />
                  </li>
                ))}
            </Grid>
            {!allShown ? (
              <ProgressiveRest />
            ) : (
              <ListEnd
                ref={sentinelRef}
                data-list-end=""
                onFocus={() => (listEndFocused.current = true)}
                onBlur={() => (listEndFocused.current = false)}
              >
                {moreFailed ? (
                  <ErrorPanel
                    title="We could not load more guides"
                    message={guides.error?.message}
                    onRetry={() => {
                      // The Retry button goes with the message: focus moves on to the first card the page adds.
                      keepFocusOnNewCards();
                      void fetchNextPage(joinPending);
                    }}
                    retrying={isFetchingNextPage}
                  />
                ) : hasNextPage ? (
                  <Button
                    variant="outline"
                    onClick={() => {
                      focusCardAt.current = items.length;
                      void fetchNextPage(joinPending);
                    }}
                    loading={isFetchingNextPage}
                    loadingText="Loading more guides..."
                  >
                    Load more guides
                  </Button>
                ) : (
                  <p>You have reached the end of the library.</p>
                )}
              </ListEnd>
            )}
          </>
        )}
      </Container>
    </>
  );
}
