import styled from 'styled-components';
import { Badge, EmptyState, ErrorPanel, Skeleton, Stack, VisuallyHidden } from '@claims/ui';
import { outboxStatusLabels, type OutboxStatus } from '@claims/contracts';
import { formatCentral } from '../../../lib/format-central';
import { useOutbox } from '../api/get-outbox';
import { DataTable, TableScroller } from './leads-table';

const statusTone: Record<OutboxStatus, 'grey' | 'yellow' | 'blue' | 'success' | 'danger'> = {
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

/** Every email the site wrote (visitor confirmations and team notifications) and what became of it. */
export function OutboxTable() {
  const outbox = useOutbox();
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
        onRetry={() => outbox.refetch()}
        retrying={outbox.isFetching}
      />
    );
  }
  const { items, total, delivering } = outbox.data;
  return (
    <Stack gap={4}>
      <Note>
        {delivering
          ? 'Emails are sent through the configured mail server; failed sends are retried.'
          : 'No mail server is configured (SMTP_URL), so emails are kept here instead of being sent. Read them below and answer from your own mailbox.'}
      </Note>
      {items.length === 0 ? (
        <EmptyState
          title="No emails yet"
          description="Demo requests and partner applications write a confirmation and a team notification here."
        />
      ) : (
        <>
          <p>
            Showing {items.length} of {total} emails, newest first.
          </p>
          <TableScroller label="Email outbox">
            <DataTable>
              <VisuallyHidden as="caption">Email outbox</VisuallyHidden>
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
                    <td>
                      <time dateTime={email.createdAt}>{formatCentral(email.createdAt)}</time>
                    </td>
                    <td>{email.to}</td>
                    <td>
                      <details>
                        <summary>{email.subject}</summary>
                        <Body>{email.text}</Body>
                      </details>
                    </td>
                    <td>
                      <Badge tone={statusTone[email.status]}>{outboxStatusLabels[email.status]}</Badge>
                      {email.lastError && <div>{email.lastError}</div>}
                    </td>
                    <td>{email.attempts}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </TableScroller>
        </>
      )}
    </Stack>
  );
}
