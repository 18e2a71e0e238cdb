import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Checkbox, TermList } from '@claims/ui';
import {
  addressWithZip,
  formatCents,
  formatDayLong,
  serviceCallFeeCents,
  technicianServiceById,
  technicianTerms,
  timeWindowById,
  type TechnicianServiceId,
  type TimeWindowId,
} from '@claims/contracts';
import type { ContactValues } from '../../../components/contact-fields';
import {
  BookingFailureAlert,
  SlowBookingNotice,
  StepActions,
  type BookingFailure,
} from '../../../components/wizard-frame';
import { useTechnicianAvailability } from '../api/get-technician-availability';

const Summary = styled(TermList)`
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

/** The issue as typed, its line breaks kept (as the office's page and the email keep them). */
const IssueText = styled.dd`
  white-space: pre-line;
`;

const Fee = styled.div`
  margin-bottom: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.brand};
  }
  ul {
    margin: ${({ theme }) => theme.space(3)} 0 0;
    padding-left: 1.25rem;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

/** Step 5: everything entered, the $99 fee and what it covers, and the consent checkbox. */
export function ReviewStep(props: {
  serviceId: TechnicianServiceId;
  date: string;
  windowId: TimeWindowId;
  zip: string;
  contact: ContactValues;
  /** The consent box, kept with the wizard's progress. */
  consent: boolean;
  onConsentChange: (consent: boolean) => void;
  sending: boolean;
  /** Why the last Confirm Booking did not book. */
  failure?: BookingFailure;
  onConfirm: () => void;
  onBookAgain: () => void;
}) {
  const [error, setError] = useState<string>();
  const box = useRef<HTMLInputElement>(null);
  const { contact, consent } = props;
  // Not ticked: said at the box, with the focus on it (its description is the message, so a screen reader reads it).
  const unlessConsented = (send: () => void) => {
    if (consent) return send();
    setError('Please agree to the service terms');
    box.current?.focus();
  };
  // What the reminder will really be: by text where the service has a provider, else by email where it has a mail
  // server, else none (and the page says so). Not yet known: the email wording.
  const availability = useTechnicianAvailability().data;
  const reminder = availability?.textReminders
    ? technicianTerms.reminder
    : availability?.emailReminders === false
      ? technicianTerms.reminderNone
      : technicianTerms.reminderByEmail;
  return (
    <>
      <Summary aria-label="Your booking">
        <dt>Service</dt>
        <dd>{technicianServiceById(props.serviceId)?.name}</dd>
        <dt>Date</dt>
        <dd>{formatDayLong(props.date)}</dd>
        <dt>Time</dt>
        <dd>{timeWindowById(props.windowId)?.label}</dd>
        <dt>Name</dt>
        <dd>{contact.name}</dd>
        <dt>Phone</dt>
        <dd>{contact.phone}</dd>
        <dt>Email</dt>
        <dd>{contact.email}</dd>
        <dt>Address</dt>
        <dd>{addressWithZip(contact.address, props.zip)}</dd>
        {contact.issueDescription && (
          <>
            <dt>Issue</dt>
            <IssueText>{contact.issueDescription}</IssueText>
          </>
        )}
      </Summary>
      <Fee>
        Service Call Fee
        <strong>{formatCents(serviceCallFeeCents)}</strong>
        Includes diagnosis, trip charge and up to 1 hour of labor.
        <ul>
          <li>{technicianTerms.payment}</li>
          <li>{technicianTerms.callAhead}</li>
          <li>{reminder}</li>
        </ul>
      </Fee>
      <Checkbox
        ref={box}
        label={technicianTerms.consent}
        checked={consent}
        error={error}
        onChange={(event) => {
          setError(undefined);
          props.onConsentChange(event.target.checked);
        }}
      />
      <BookingFailureAlert
        failure={props.failure}
        sending={props.sending}
        onBookAgain={() => unlessConsented(props.onBookAgain)}
      />
      <StepActions>
        <Button
          loading={props.sending}
          loadingText="Booking..."
          onClick={() => unlessConsented(props.onConfirm)}
        >
          Confirm Booking
        </Button>
      </StepActions>
      <SlowBookingNotice sending={props.sending} />
    </>
  );
}
