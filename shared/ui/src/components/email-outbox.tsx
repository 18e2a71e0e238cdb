import styled from 'styled-components';
import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { api } from '@claims/web-kit';
import { outboxStatusLabels, type OutboxList, type OutboxStatus } from '@claims/contracts';
import type { BadgeTone } from '../theme/theme';
import { Badge } from './badge';
import { DataTable, TableScroller } from './data-table';
import { EmptyState, ErrorPanel, Skeleton } from './feedback';
import { formatCentral } from '../format/format-central';
import { Stack, VisuallyHidden } from './layout';

/** How many of the newest emails an outbox screen shows. */
export const emailOutboxShown = 200;

/**
 * `GET <path>?limit=200` (admin only): an area's email outbox. Every service that sends email serves one
 * (`adminRoutePrefix` of the service kit's outbox plugin), so the same screen reads any of them.
 */
export const emailOutboxQueryOptions = (path: string, queryKey: QueryKey) =>
  queryOptions({
    queryKey,
    queryFn: () => api.get<OutboxList>(`${path}?limit=${emailOutboxShown}`, { auth: 'required' }),
    // A send that is retried moves from Waiting to Sent or Failed on its own: keep an open screen current.
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });

export function useEmailOutbox(path: string, queryKey: QueryKey, enabled = true) {
  return useQuery({ ...emailOutboxQueryOptions(path, queryKey), enabled });
}

const statusTone: Record<OutboxStatus, BadgeTone> = {
  held: 'grey',
  pending: 'yellow',
  sending: 'blue',
  sent: 'success',
  failed: 'danger',
};

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Body = styled.pre`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  white-space: pre-wrap;
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * On a phone each email is a card: its fields one under another, each named, and the opened email as wide as the
 * screen (in a sideways-scrolling table it was a column a few words wide).
 */
const OutboxTable = styled(DataTable)`
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tr {
      padding: ${({ theme }) => theme.space(3)};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    td {
      display: grid;
      grid-template-columns: 5.5rem minmax(0, 1fr);
      gap: ${({ theme }) => theme.space(2)};
      min-width: 0;
      max-width: none;
      padding: ${({ theme }) => theme.space(1)} 0;
      border: 0;
    }
    td::before {
      content: attr(data-label);
      font-weight: 600;
      color: ${({ theme }) => theme.colors.textMuted};
    }
    td[data-label='Email'] {
      grid-template-columns: minmax(0, 1fr);
    }
    tr > :first-child {
      position: static;
      box-shadow: none;
    }
  }
`;

const Files = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.div`
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.danger};
`;

export type EmailOutboxProps = {
  /** The area's admin outbox route, e.g. `/api/booking/outbox`. */
  path: string;
  queryKey: QueryKey;
  /** What writes emails to this outbox, for the empty state. */
  emptyDescription: string;
  /** The table's accessible name. */
  label?: string;
};

/** Every email an area wrote (confirmations, reminders, notices) and what became of it, newest first. */
export function EmailOutbox({ path, queryKey, emptyDescription, label = 'Email outbox' }: EmailOutboxProps) {
  const outbox = useEmailOutbox(path, queryKey);
  if (outbox.isPending) {
    return (
      <Stack gap={3} aria-busy="true">
        <VisuallyHidden role="status">Loading the email outbox…</VisuallyHidden>
        <Skeleton height="2.5rem" />
        <Skeleton height="2.5rem" />
        <Skeleton height="2.5rem" />
      </Stack>
    );
  }
  if (outbox.isError) {
    return (
      <ErrorPanel
        title="The email outbox could not be loaded"
        message={outbox.error.message}
        onRetry={() => void outbox.refetch()}
        retrying={outbox.isFetching}
      />
    );
  }
  const { items, total, delivering } = outbox.data;
  const failed = items.filter((email) => email.status === 'failed').length;
  return (
    <Stack gap={4}>
      <Note>
        {delivering
          ? 'Emails are sent through the configured mail server; failed sends are retried.'
          : 'No mail server is configured (SMTP_URL), so emails are kept here instead of being sent. Read them below and answer from your own mailbox.'}
      </Note>
      {items.length === 0 ? (
        <EmptyState title="No emails yet" description={emptyDescription} />
      ) : (
        <>
          <p>
            Showing {items.length} of {total} emails, newest first.
            {failed > 0 && (
              <strong> {failed === 1 ? '1 could not be sent.' : `${failed} could not be sent.`}</strong>
            )}
          </p>
          <TableScroller label={label} phoneHint={false}>
            <OutboxTable>
              <VisuallyHidden as="caption">{label}</VisuallyHidden>
              <thead>
                <tr>
                  <th scope="col">Written</th>
                  <th scope="col">To</th>
                  <th scope="col">Email</th>
                  <th scope="col">Status</th>
                  <th scope="col">Attempts</th>
                </tr>
              </thead>
              <tbody>
                {items.map((email) => (
                  <tr key={email.id}>
                    <td data-label="Written">
                      <time dateTime={email.createdAt}>{formatCentral(email.createdAt)}</time>
                    </td>
                    <td data-label="To">{email.to}</td>
                    <td data-label="Email">
                      <details>
                        <summary>{email.subject}</summary>
                        <Body>{email.text}</Body>
                        {email.attachments && email.attachments.length > 0 && (
                          <Files>Attached: {email.attachments.map((file) => file.filename).join(', ')}</Files>
                        )}
                      </details>
                    </td>
                    <td data-label="Status">
                      <div>
                        <Badge tone={statusTone[email.status]}>{outboxStatusLabels[email.status]}</Badge>
                        {email.lastError && <ErrorText>{email.lastError}</ErrorText>}
                      </div>
                    </td>
                    <td data-label="Attempts">{email.attempts}</td>
                  </tr>
                ))}
              </tbody>
            </OutboxTable>
          </TableScroller>
        </>
      )}
    </Stack>
  );
}
