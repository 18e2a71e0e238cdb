import styled from 'styled-components';
import { hasFreeChangeNotice, shortNoticeMessage } from '@claims/contracts';

const Note = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.badgeTones.warning.bg};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Under a chosen time that starts less than 24 hours from now: such a booking can be cancelled online but not moved,
 * which the customer learns here rather than on the manage page afterwards.
 */
export function ShortNoticeNote({
  startsAt,
  what,
  change = 'book',
}: {
  startsAt: Date;
  what: 'visit' | 'pickup';
  /** Booking it, or moving a booking there (the manage page). */
  change?: 'book' | 'move';
}) {
  if (hasFreeChangeNotice(startsAt, new Date())) return null;
  return <Note role="note">{shortNoticeMessage(what, change)}</Note>;
}
