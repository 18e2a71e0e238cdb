import {
  Button,
  EmptyState,
  ErrorPanel,
  Skeleton,
  SlowLoadingNotice,
  Spinner,
  toast,
  useInfiniteScroll,
} from '@claims/ui';
import { isRetryableError, pausedRefreshMs, useRetryWhileFailing } from '@claims/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CaseSummary } from '@claims/contracts';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { CaseStatusBadge } from '../../../components/case-status-badge';
import { useCases } from '../../../lib/cases/get-cases';
import { trialKeys } from '../../../lib/query-keys';

export const failedToLoadCases = 'Failed to load cases';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled(Link)`
  display: grid;
  /* minmax(0, …): a long unbroken device type wraps inside the card instead of widening it past the screen. */
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  .number {
    font-weight: 700;
    font-family: ${({ theme }) => theme.fonts.mono};
  }
  .device {
    grid-column: 1 / -1;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .serial {
    grid-column: 1 / -1;
    margin-top: -${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  .issue {
    grid-column: 1 / -1;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  time {
    grid-column: 1 / -1;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Loading = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RowSkeleton = styled(Skeleton)`
  height: 7.5rem;
`;

function CaseRow({ item }: { item: CaseSummary }) {
  // The serial number tells apart two cases about the same model (a second appliance filed again). It has a line
  // of its own under the device and model, so the row's heading stays one line on a phone.
  const device = [item.deviceType, item.modelNumber].filter(Boolean).join(' · ');
  const serial = item.serialNumber ? `S/N ${item.serialNumber}` : '';
  return (
    <li>
      <Row
        to={paths.caseHref(item.id)}
        aria-label={`${item.caseNumber}: ${item.status}, ${[device, serial].filter(Boolean).join(' · ')}`}
      >
        <span className="number">{item.caseNumber}</span>
        <CaseStatusBadge status={item.status} />
        <span className="device">{device}</span>
        {serial && <span className="serial">{serial}</span>}
        <p className="issue">{item.issueDescription}</p>
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
      </Row>
    </li>
  );
}

/** The caller's cases, newest first; more load as the list's end scrolls into view. */
export function CaseList({ canFile }: { canFile: boolean }) {
  const cases = useCases();
  const queryClient = useQueryClient();
  const sentinel = useInfiniteScroll<HTMLDivElement>(
    () => void cases.fetchNextPage(),
    cases.hasNextPage && !cases.isFetchingNextPage && !cases.isError,
  );

  useEffect(() => {
    if (cases.isError) toast.error(failedToLoadCases, { description: cases.error.message });
  }, [cases.isError, cases.error]);
  // The service or the network is down (the live connection may still be up): the list comes back by itself.
  useRetryWhileFailing(cases.isError && isRetryableError(cases.error), () => void cases.refetch());

  if (cases.isPending) {
    return (
      <>
        <List aria-label="Loading cases" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <RowSkeleton />
            </li>
          ))}
        </List>
        <SlowLoadingNotice waiting />
      </>
    );
  }
  if (cases.isError && !cases.data) {
    return (
      <ErrorPanel
        title={failedToLoadCases}
        message={cases.error.message}
        onRetry={() => {
          void cases.refetch();
          // The Active Cases count above failed with the list: Retry brings both back.
          void queryClient.invalidateQueries({ queryKey: trialKeys.caseSummary() });
        }}
        retrying={cases.isFetching}
      >
        {isRetryableError(cases.error) && (
          <p>This list tries again by itself every {pausedRefreshMs / 1000} seconds.</p>
        )}
      </ErrorPanel>
    );
  }
  const items = cases.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        title="No cases yet"
        description={
          canFile ? 'File your first case and follow it here.' : 'Cases assigned to you will show here.'
        }
        action={canFile ? <Link to={paths.newCase}>Start New Case</Link> : undefined}
      />
    );
  }
  return (
    <>
      <List aria-label="Cases">
        {items.map((item) => (
          <CaseRow key={item.id} item={item} />
        ))}
      </List>
      <div ref={sentinel} />
      {cases.isFetchingNextPage && (
        <Loading role="status">
          <Spinner /> Loading more cases…
        </Loading>
      )}
      {cases.isFetchNextPageError && (
        <ErrorPanel
          title={failedToLoadCases}
          message={cases.error?.message}
          onRetry={() => void cases.fetchNextPage()}
        />
      )}
      {cases.hasNextPage && !cases.isFetchingNextPage && !cases.isFetchNextPageError && (
        <Button variant="ghost" onClick={() => void cases.fetchNextPage()}>
          Load more cases
        </Button>
      )}
    </>
  );
}
