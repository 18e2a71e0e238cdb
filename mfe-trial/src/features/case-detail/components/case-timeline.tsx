import type { CaseHistoryEntry } from '@claims/contracts';
import styled from 'styled-components';
import { formatDateTime } from '../../../lib/format';
import { CaseStatusBadge } from '../../../components/case-status-badge';

const kindLabels: Record<CaseHistoryEntry['kind'], string> = {
  status: 'Status',
  assignment: 'Assignment',
  note: 'Note',
  photo: 'Photo',
  parts_order: 'Parts order',
};

const List = styled.ol`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space(5)};
  list-style: none;
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  li {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
  }
  li::before {
    content: '';
    position: absolute;
    left: calc(-${({ theme }) => theme.space(5)} - 7px);
    top: 0.35rem;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    border: 2px solid ${({ theme }) => theme.colors.brand};
  }
  .what {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
  .note {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .who {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The case's history, oldest first: statuses, assignments, notes, photos and parts orders, with who and when. */
export function CaseTimeline({ history }: { history: CaseHistoryEntry[] }) {
  return (
    <List aria-label="Timeline">
      {history.map((entry, index) => (
        <li key={`${entry.at}-${index}`}>
          <span className="what">
            {kindLabels[entry.kind]}
            {entry.status && <CaseStatusBadge status={entry.status} />}
          </span>
          {entry.note && <p className="note">{entry.note}</p>}
          <span className="who">
            {entry.byName} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </span>
        </li>
      ))}
    </List>
  );
}
