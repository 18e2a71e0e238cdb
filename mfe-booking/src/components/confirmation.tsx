import type { ReactNode } from 'react';
import type { BookingStatus } from '@claims/contracts';
import styled from 'styled-components';
import { CheckIcon } from '@claims/ui';

const Box = styled.div`
  text-align: center;
  /* A drawn check mark, not an emoji: a browser without an emoji font showed an empty box. */
  .check {
    display: inline-grid;
    place-items: center;
    width: 3.5rem;
    height: 3.5rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.badgeTones.success.bg};
    color: ${({ theme }) => theme.colors.success};
  }
  .number {
    display: inline-block;
    margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brand};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
  }
  ul {
    text-align: left;
    margin: ${({ theme }) => theme.space(4)} auto;
    max-width: 28rem;
    padding-left: 1.25rem;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

/** The last step of a wizard: the booking's number, what happens next, and where to go. */
export function Confirmation({
  numberLabel,
  number,
  children,
  actions,
  scheduled = true,
}: {
  numberLabel: string;
  number: string;
  children: ReactNode;
  actions: ReactNode;
  /** False once the booking was cancelled or is over: the check mark goes. */
  scheduled?: boolean;
}) {
  return (
    <Box>
      {scheduled && (
        <div className="check" aria-hidden="true">
          <CheckIcon size={32} strokeWidth={3} />
        </div>
      )}
      <p>{numberLabel}</p>
      <div className="number" aria-label={numberLabel}>
        {number}
      </div>
      {children}
      <Actions>{actions}</Actions>
    </Box>
  );
}

/**
 * What the confirmation says about email: a confirmation (and, later, the 24-hour reminder) only when the booking
 * service sends email; without a mail server the emails are only kept for the office, and the visitor is told to keep
 * the booking's link instead, the one way back to it.
 */
export function EmailNotes({ emailed, reminder }: { emailed: boolean | undefined; reminder?: string }) {
  if (!emailed)
    return (
      <li>
        Keep the <strong>View or change booking</strong> link below: it is how you see, reschedule or cancel
        this booking.
      </li>
    );
  return (
    <>
      <li>A confirmation email with a calendar invitation is on its way.</li>
      {reminder && <li>{reminder}</li>}
    </>
  );
}

/** The confirmation's title once its booking is no longer scheduled (cancelled on its manage page, or over). */
export const noLongerScheduledTitles: Record<Exclude<BookingStatus, 'scheduled'>, string> = {
  cancelled: 'Booking Cancelled',
  completed: 'Booking Completed',
  'no-show': 'Appointment Missed',
};

/** What a kept confirmation says once its booking is no longer scheduled, instead of "is scheduled for". */
export function NoLongerScheduled({
  what,
  when,
  status,
}: {
  what: string;
  when: string;
  status: Exclude<BookingStatus, 'scheduled'>;
}) {
  const sentence = {
    cancelled: 'was cancelled',
    completed: 'is completed',
    'no-show': 'was missed: nobody was there when we came',
  }[status];
  return (
    <p role="status">
      This {what}, for <strong>{when}</strong>, {sentence}.
    </p>
  );
}
