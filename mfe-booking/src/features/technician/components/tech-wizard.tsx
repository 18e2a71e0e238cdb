import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Button, ButtonLink, Skeleton, toast } from '@claims/ui';
import { isApiRequestError, requestKey, type SentRequest } from '@claims/web-kit';
import {
  reminderAhead,
  formatDayLong,
  isTechnicianZip,
  technicianTerms,
  timeWindowById,
  type TechnicianServiceId,
  type TimeWindowId,
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
import { useCreateVisit } from '../api/create-visit';
import { ServiceStep } from './service-step';
import { SlotStep } from './slot-step';

// The contact form and its validation library load when step 4 opens, not with step 1.
const ContactStep = lazy(() => import('./contact-step').then((module) => ({ default: module.ContactStep })));
import { ReviewStep } from './review-step';

type VisitWizardState = {
  step: number;
  zip: string;
  serviceId?: TechnicianServiceId;
  date?: string;
  windowId?: TimeWindowId;
  contact: ContactValues;
  /** The service terms' box on the review, kept ticked over a reload like the rest. */
  consent?: boolean;
  /** The booking request last sent and its key (see `requestKey`). */
  sent?: SentRequest;
  /** The booking was sent and its answer has not come (see `useAnswerLostToReload`). */
  awaiting?: boolean;
  /** Why the last Confirm Booking did not book, said on the review until the next one is answered. */
  failure?: BookingFailure;
};

export const visitWizardStorageKey = 'booking:technician-wizard';

type VisitConfirmation = {
  number: string;
  date: string;
  windowId?: string;
  manageToken: string;
  /** Whether a confirmation email is on its way (absent in a confirmation kept from before it was told). */
  emailed?: boolean;
};
/** The booked visit, kept apart from the progress so a reload shows the confirmation again. */
export const visitConfirmationStorageKey = 'booking:technician-confirmation';

const stepTitles = [
  'Check Your Zip Code',
  'Choose a Service',
  'Date & Time',
  'Contact Details',
  'Review & Confirm',
  'Booking Confirmed!',
];

/** `/request-tech`: the 6-step technician visit wizard; progress survives a reload and is forgotten once booked. */
export function TechWizard() {
  const initial = useMemo<VisitWizardState>(
    () => ({
      step: 1,
      zip: '',
      contact: { name: '', phone: '', email: '', address: '', issueDescription: '' },
    }),
    [],
  );
  const { state, update, clear, reset } = useSessionState(visitWizardStorageKey, initial);
  useAnswerLostToReload(state.awaiting, update);
  const noConfirmation = useMemo<{ confirmed?: VisitConfirmation }>(() => ({}), []);
  // The confirmation stays (a reload shows it again) until the visitor books another visit or leaves for Home or
  // the Dashboard.
  const confirmation = useSessionState(visitConfirmationStorageKey, noConfirmation);
  const { confirmed } = confirmation.state;
  const current = useCurrentBooking(confirmed);
  const [refusal, setRefusal] = useState<{ slotError?: string; fields?: Record<string, string> }>({});
  const createVisit = useCreateVisit();
  // Another step: a failure said on the review no longer describes what the review will send.
  const go = (step: number) => update({ step, failure: undefined });
  const keepContact = useCallback((contact: ContactValues) => update({ contact }), [update]);
  const step = confirmed ? 6 : Math.min(Math.max(state.step, 1), 5);
  // Browser Back and Forward move between the steps, like the wizard's own Back.
  const history = useStepHistory({ step, done: confirmed !== undefined, onStep: go });

  const bookAnother = () => {
    confirmation.reset();
    reset();
    window.scrollTo({ top: 0 });
  };

  /** `bookAgain`: the customer was told the same visit is booked already, and wants a second one. */
  const confirm = (bookAgain = false) => {
    if (!state.serviceId || !state.date || !state.windowId) return;
    setRefusal({});
    const request = {
      zip: state.zip,
      serviceId: state.serviceId,
      date: state.date,
      windowId: state.windowId,
      contact: { ...state.contact, issueDescription: state.contact.issueDescription || undefined },
      consent: true as const,
      ...(bookAgain ? { bookAgain: true as const } : {}),
    };
    // Book It Again (the notice's or the alert's): the notice asking it is answered.
    if (bookAgain) dismissBookingNotices();
    const sent = requestKey(state.sent, request);
    update({ sent, awaiting: true });
    createVisit.mutate(
      { ...request, idempotencyKey: sent.key },
      {
        onSuccess: ({ booking, manageToken, confirmationEmailSent }) => {
          dismissBookingNotices();
          rememberBookingMadeHere({ number: booking.number, date: booking.date, manageToken });
          confirmation.update({
            confirmed: {
              number: booking.number,
              date: booking.date,
              windowId: booking.windowId,
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
          } else if (
            isApiRequestError(error) &&
            (error.status === 409 || error.fields?.date || error.fields?.windowId)
          ) {
            // The window filled (or started) meanwhile: keep everything else, ask for another time.
            const message = error.fields?.date ?? error.fields?.windowId ?? error.message;
            update({ step: 3, windowId: undefined, failure: undefined });
            setRefusal({ slotError: message });
            toast.error('Time Unavailable', { description: message });
          } else if (isApiRequestError(error) && error.fields) {
            update({ step: 4, failure: undefined });
            setRefusal({ fields: error.fields });
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
      title="Request a Technician"
      intro="Licensed appliance, HVAC and plumbing technicians in Fort Worth."
      step={step}
      steps={6}
      stepTitle={
        step === 6 && current && current.status !== 'scheduled'
          ? noLongerScheduledTitles[current.status]
          : stepTitles[step - 1]
      }
      onBack={step < 6 ? history.back : undefined}
      backHeld={createVisit.isPending}
    >
      {step === 1 && (
        <ZipStep
          zip={state.zip}
          isServed={isTechnicianZip}
          onZipChange={(zip) => update({ zip })}
          onServed={() => go(2)}
        />
      )}
      {step === 2 && (
        <ServiceStep
          serviceId={state.serviceId}
          onChange={(serviceId) => update({ serviceId })}
          onNext={() => go(3)}
        />
      )}
      {step === 3 && (
        <SlotStep
          date={state.date}
          windowId={state.windowId}
          slotError={refusal.slotError}
          onChange={(change) => {
            setRefusal({});
            update(change);
          }}
          onNext={() => go(4)}
        />
      )}
      {step === 4 && (
        <Suspense fallback={<Skeleton height="20rem" />}>
          <ContactStep
            contact={state.contact}
            fieldErrors={refusal.fields}
            onChange={keepContact}
            onNext={() => go(5)}
          />
        </Suspense>
      )}
      {step === 5 && state.serviceId && state.date && state.windowId && (
        <ReviewStep
          serviceId={state.serviceId}
          date={state.date}
          windowId={state.windowId}
          zip={state.zip}
          contact={state.contact}
          consent={state.consent ?? false}
          onConsentChange={(consent) => update({ consent })}
          sending={createVisit.isPending}
          failure={state.failure}
          onConfirm={() => confirm()}
          onBookAgain={() => confirm(true)}
        />
      )}
      {step === 6 && confirmed && current && (
        <Confirmation
          numberLabel="Confirmation Number"
          number={confirmed.number}
          scheduled={current.status === 'scheduled'}
          actions={
            <>
              <ButtonLink to={paths.home.href()} onClick={confirmation.clear}>
                Home
              </ButtonLink>
              <ButtonLink to={paths.dashboard.href()} variant="outline" onClick={confirmation.clear}>
                Dashboard
              </ButtonLink>
              <ButtonLink to={paths.manage.href(confirmed.manageToken)} variant="ghost">
                View or change booking
              </ButtonLink>
              <Button variant="ghost" onClick={bookAnother}>
                Book Another Visit
              </Button>
            </>
          }
        >
          {current.status === 'scheduled' ? (
            <>
              <p>
                Your technician visit is scheduled for <strong>{formatDayLong(current.date)}</strong>
                {current.windowId && <>, {timeWindowById(current.windowId)?.label}</>}.
              </p>
              <ul aria-label="What happens next">
                <EmailNotes
                  emailed={confirmed.emailed}
                  reminder={
                    reminderAhead(current, new Date())
                      ? "We'll email you a reminder 24 hours before your appointment."
                      : undefined
                  }
                />
                <li>{technicianTerms.callAhead}.</li>
                <li>{technicianTerms.rescheduling}.</li>
              </ul>
            </>
          ) : (
            <NoLongerScheduled
              what="technician visit"
              when={`${formatDayLong(current.date)}${current.windowId ? `, ${timeWindowById(current.windowId)?.label}` : ''}`}
              status={current.status}
            />
          )}
        </Confirmation>
      )}
    </WizardFrame>
  );
}
