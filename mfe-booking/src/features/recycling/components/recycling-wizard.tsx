import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink, Skeleton, toast } from '@claims/ui';
import { isApiRequestError, requestKey, type SentRequest } from '@claims/web-kit';
import {
  reminderAhead,
  formatDayLong,
  isRecyclingZip,
  type AccessDifficulty,
  type BookingContact,
  type Floor,
  type InstalledState,
  type RecyclingItemId,
} from '@claims/contracts';
import { paths } from '../../../config/paths';
import {
  WizardFrame,
  bookingFailure,
  dismissBookingNotices,
  isAlreadyBooked,
  isUnconfirmedBooking,
  sayAlreadyBooked,
  bookingFailedMessage,
  sayBookingUnconfirmed,
  type BookingFailure,
  useAnswerLostToReload,
} from '../../../components/wizard-frame';
import { ZipStep } from '../../../components/zip-step';
import {
  Confirmation,
  EmailNotes,
  NoLongerScheduled,
  noLongerScheduledTitles,
} from '../../../components/confirmation';
import { useCurrentBooking } from '../../../lib/managed-booking';
import { rememberBookingMadeHere } from '../../../lib/bookings-made-here';
import type { ContactValues } from '../../../components/contact-fields';
import { useSessionState } from '../../../lib/use-session-state';
import { useStepHistory } from '../../../lib/use-step-history';
import { useCreatePickup } from '../api/create-pickup';
import { ItemsStep } from './items-step';
import { AccessStep } from './access-step';
import { QuoteStep } from './quote-step';
import { TermsStep } from './terms-step';

// The contact form (its validation library) and the calendar load when step 6 opens, not with step 1.
const ScheduleStep = lazy(() =>
  import('./schedule-step').then((module) => ({ default: module.ScheduleStep })),
);

type PickupWizardState = {
  step: number;
  zip: string;
  items: RecyclingItemId[];
  floor?: Floor;
  installed?: InstalledState;
  access?: AccessDifficulty;
  termsAccepted: boolean;
  pickupDate?: string;
  contact: ContactValues;
  /** The booking request last sent and its key (see `requestKey`). */
  sent?: SentRequest;
  /** The booking was sent and its answer has not come (see `useAnswerLostToReload`). */
  awaiting?: boolean;
  /** Why the last Confirm Booking did not book, said on the last step until the next one is answered. */
  failure?: BookingFailure;
};

export const pickupWizardStorageKey = 'booking:recycling-wizard';

type PickupConfirmation = {
  number: string;
  date: string;
  manageToken: string;
  /** Whether a confirmation email is on its way (absent in a confirmation kept from before it was told). */
  emailed?: boolean;
};
/** The booked pickup, kept apart from the progress so a reload shows the confirmation again. */
export const pickupConfirmationStorageKey = 'booking:recycling-confirmation';

const stepTitles = [
  'Check Your Zip Code',
  'Select Your Appliances',
  'Access Details',
  'Your Quote',
  'Terms & Conditions',
  'Pickup Date & Contact',
  'Booking Confirmed!',
];

const Banner = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  a {
    color: ${({ theme }) => theme.colors.accentHover};
    font-weight: 700;
  }
`;

/** `/abby-recycling`: the 7-step pickup wizard; progress survives a reload and is forgotten once booked. */
export function RecyclingWizard() {
  const initial = useMemo<PickupWizardState>(
    () => ({
      step: 1,
      zip: '',
      items: [],
      termsAccepted: false,
      contact: { name: '', phone: '', email: '', address: '' },
    }),
    [],
  );
  const { state, update, clear, reset } = useSessionState(pickupWizardStorageKey, initial);
  useAnswerLostToReload(state.awaiting, update);
  const noConfirmation = useMemo<{ confirmed?: PickupConfirmation }>(() => ({}), []);
  // The confirmation stays (a reload shows it again) until the visitor books another pickup or goes home.
  const confirmation = useSessionState(pickupConfirmationStorageKey, noConfirmation);
  const { confirmed } = confirmation.state;
  const current = useCurrentBooking(confirmed);
  const [refusal, setRefusal] = useState<{ dateError?: string; fields?: Record<string, string> }>({});
  const createPickup = useCreatePickup();
  // Another step: a failure said on the last step no longer describes what it will send.
  const go = (step: number) => update({ step, failure: undefined });
  const keepContact = useCallback((contact: ContactValues) => update({ contact }), [update]);
  // A step is shown only once the steps before it are complete: browser Forward to a later step after an earlier one
  // was undone (every item unticked, another zip) shows the first step that needs something.
  const reachable = !isRecyclingZip(state.zip)
    ? 1
    : state.items.length === 0
      ? 2
      : !state.floor || !state.installed || !state.access
        ? 3
        : !state.termsAccepted
          ? 5
          : 6;
  const step = confirmed ? 7 : Math.min(Math.max(state.step, 1), 6, reachable);
  // Browser Back and Forward move between the steps, like the wizard's own Back.
  const history = useStepHistory({ step, done: confirmed !== undefined, onStep: go });

  const bookAnother = () => {
    confirmation.reset();
    reset();
    window.scrollTo({ top: 0 });
  };

  /** `bookAgain`: the customer was told the same pickup is booked already, and wants a second one. */
  const confirm = (contact: BookingContact, bookAgain = false) => {
    if (!state.pickupDate || !state.floor || !state.installed || !state.access) return;
    setRefusal({});
    const request = {
      zip: state.zip,
      items: state.items,
      floor: state.floor,
      installed: state.installed,
      access: state.access,
      termsAccepted: true as const,
      pickupDate: state.pickupDate,
      contact,
      ...(bookAgain ? { bookAgain: true as const } : {}),
    };
    // Book It Again (the notice's or the alert's): the notice asking it is answered.
    if (bookAgain) dismissBookingNotices();
    const sent = requestKey(state.sent, request);
    update({ sent, awaiting: true });
    createPickup.mutate(
      { ...request, idempotencyKey: sent.key },
      {
        onSuccess: ({ booking, manageToken, confirmationEmailSent }) => {
          dismissBookingNotices();
          rememberBookingMadeHere({ number: booking.number, date: booking.date, manageToken });
          confirmation.update({
            confirmed: {
              number: booking.number,
              date: booking.date,
              manageToken,
              emailed: confirmationEmailSent,
            },
          });
          clear();
          window.scrollTo({ top: 0 });
        },
        onError: (error) => {
          update({ awaiting: false });
          if (isAlreadyBooked(error)) {
            const failure = bookingFailure(error);
            update({ failure });
            sayAlreadyBooked(failure);
          } else if (isApiRequestError(error) && error.status === 409) {
            // The day filled while the customer was typing: keep everything else, ask for another day.
            update({ pickupDate: undefined, failure: undefined });
            setRefusal({ dateError: error.message });
            toast.error('Date Unavailable', { description: error.message });
          } else if (isApiRequestError(error) && error.fields) {
            update({ failure: undefined });
            setRefusal({ fields: error.fields, dateError: error.fields.pickupDate });
            toast.error('Please check your details', { description: error.message });
          } else if (isUnconfirmedBooking(error)) {
            update({ failure: bookingFailure(error) });
            sayBookingUnconfirmed();
          } else {
            update({ failure: bookingFailure(error) });
            toast.error('Booking Failed', { description: bookingFailedMessage(error) });
          }
        },
      },
    );
  };

  return (
    <WizardFrame
      title="Schedule a Recycling Pickup"
      intro="Appliance pickup and responsible recycling in Fort Worth."
      step={step}
      steps={7}
      stepTitle={
        step === 7 && current && current.status !== 'scheduled'
          ? noLongerScheduledTitles[current.status]
          : stepTitles[step - 1]
      }
      onBack={step < 7 ? history.back : undefined}
      backHeld={createPickup.isPending}
      banner={
        <Banner>
          Have old electronics?{' '}
          <Link to={paths.electronics.href()}>Get cash or free recycling for electronics →</Link>
        </Banner>
      }
    >
      {step === 1 && (
        <ZipStep
          zip={state.zip}
          isServed={isRecyclingZip}
          autoAdvance
          onZipChange={(zip) => update({ zip })}
          onServed={() => go(2)}
        />
      )}
      {step === 2 && (
        <ItemsStep items={state.items} onChange={(items) => update({ items })} onNext={() => go(3)} />
      )}
      {step === 3 && (
        <AccessStep
          details={{ floor: state.floor, installed: state.installed, access: state.access }}
          onChange={(change) => update(change)}
          onNext={() => go(4)}
        />
      )}
      {step === 4 && state.floor && state.installed && state.access && (
        <QuoteStep
          selection={{
            items: state.items,
            floor: state.floor,
            installed: state.installed,
            access: state.access,
          }}
          onNext={() => go(5)}
        />
      )}
      {step === 5 && (
        <TermsStep
          accepted={state.termsAccepted}
          onChange={(termsAccepted) => update({ termsAccepted })}
          onNext={() => go(6)}
        />
      )}
      {step === 6 && (
        <Suspense fallback={<Skeleton height="24rem" />}>
          <ScheduleStep
            pickupDate={state.pickupDate}
            contact={state.contact}
            dateError={refusal.dateError}
            fieldErrors={refusal.fields}
            sending={createPickup.isPending}
            failure={state.failure}
            onDateChange={(pickupDate) => {
              setRefusal({});
              // Another day is another booking: what the last try's failure said no longer holds for it.
              update({ pickupDate, failure: undefined });
            }}
            onContactChange={keepContact}
            onConfirm={(contact, bookAgain) => confirm(contact, bookAgain)}
          />
        </Suspense>
      )}
      {step === 7 && confirmed && current && (
        <Confirmation
          numberLabel="Order Number"
          number={confirmed.number}
          scheduled={current.status === 'scheduled'}
          actions={
            <>
              <ButtonLink to={paths.home.href()} onClick={confirmation.clear}>
                Return to Home
              </ButtonLink>
              <ButtonLink to={paths.manage.href(confirmed.manageToken)} variant="outline">
                View or change booking
              </ButtonLink>
              <Button variant="ghost" onClick={bookAnother}>
                Book Another Pickup
              </Button>
            </>
          }
        >
          {current.status === 'scheduled' ? (
            <>
              <p>
                Your pickup is scheduled for <strong>{formatDayLong(current.date)}</strong>.
              </p>
              <ul aria-label="Reminders">
                <EmailNotes
                  emailed={confirmed.emailed}
                  reminder={
                    reminderAhead({ date: current.date }, new Date())
                      ? "We'll email you a reminder 24 hours before your pickup."
                      : undefined
                  }
                />
                <li>Please have your appliances accessible on the pickup day.</li>
                <li>Payment on completion: cash, card or Venmo.</li>
              </ul>
            </>
          ) : (
            <NoLongerScheduled what="pickup" when={formatDayLong(current.date)} status={current.status} />
          )}
        </Confirmation>
      )}
    </WizardFrame>
  );
}
