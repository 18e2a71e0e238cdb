import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isApiRequestError } from '@claims/web-kit';
import { Button, Card, Container, SlowLoadingNotice, toast } from '@claims/ui';
import { site } from '@claims/contracts';
import { paths } from '../config/paths';
import { bookingMadeHere } from '../lib/bookings-made-here';

const Dots = styled.ol`
  display: flex;
  justify-content: center;
  gap: 0.5rem;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  list-style: none;
`;

const Dot = styled.li<{ $state: 'done' | 'current' | 'upcoming' }>`
  width: ${({ $state }) => ($state === 'current' ? '1.75rem' : '0.75rem')};
  height: 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.border : theme.colors.brand)};
  transition: width 0.2s ease;
  /* High-contrast themes drop backgrounds: the dots keep the theme's own colours. */
  @media (forced-colors: active) {
    forced-color-adjust: none;
    background: ${({ $state }) => ($state === 'upcoming' ? 'Canvas' : 'Highlight')};
    border: 1px solid CanvasText;
  }
`;

const Header = styled.header`
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space(6)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['3xl']};
    }
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StepCard = styled(Card)`
  padding: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(8)};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    &:focus {
      outline: none;
    }
  }
`;

// At least a screen tall: the site footer starts below the fold, so the wizard (painted by the prerendered
// snapshot) stays the largest thing on the first screen instead of a footer paragraph painted later.
const Page = styled.div`
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(12)};
`;

export type WizardFrameProps = {
  title: string;
  intro?: ReactNode;
  step: number;
  steps: number;
  stepTitle: string;
  /** On every step but the confirmation (the first step's leaves the wizard). */
  onBack?: () => void;
  /**
   * The booking is being sent: Back is held (a press does nothing) until the answer, which shows the booking as sent;
   * details changed meanwhile would not be in it. Not `disabled`, which would drop the keyboard's focus to the page.
   */
  backHeld?: boolean;
  /** Shown above the step card (the electronics banner). */
  banner?: ReactNode;
  children: ReactNode;
};

/** A wizard page: title, progress dots, the current step in a card, and Back. */
export function WizardFrame({
  title,
  intro,
  step,
  steps,
  stepTitle,
  onBack,
  backHeld = false,
  banner,
  children,
}: WizardFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    // A new step: bring its title into view and give it focus, so screen readers announce it.
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'center' });
  }, [step]);
  return (
    <Page>
      <Container $narrow>
        <Header>
          <h1>{title}</h1>
          {intro && <p>{intro}</p>}
        </Header>
        {banner}
        <Dots aria-label={`Step ${step} of ${steps}`}>
          {Array.from({ length: steps }, (_, i) => (
            <Dot
              key={i}
              $state={i + 1 < step ? 'done' : i + 1 === step ? 'current' : 'upcoming'}
              aria-current={i + 1 === step ? 'step' : undefined}
            />
          ))}
        </Dots>
        <StepCard as="section" aria-labelledby="wizard-step-title">
          <h2 id="wizard-step-title" ref={heading} tabIndex={-1}>
            {stepTitle}
          </h2>
          {children}
          {onBack && (
            <BackRow>
              <Button
                variant="ghost"
                aria-disabled={backHeld || undefined}
                onClick={() => {
                  if (!backHeld) onBack();
                }}
              >
                ← Back
              </Button>
            </BackRow>
          )}
        </StepCard>
      </Container>
    </Page>
  );
}

const BackRow = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** Continue / submit row at the end of a step. */
export const StepActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
  & > * {
    flex: 1 1 auto;
    ${({ theme }) => theme.media.sm} {
      flex: 0 0 auto;
    }
  }
`;

/** Said under Confirm Booking when the answer is slow (the service is busy or stuck; the site gives up after 15 s). */
export const slowBookingMessage =
  'This is taking longer than usual. Please keep this page open: what you entered is kept, and trying again will not book twice.';

/** Confirm Booking's slow-answer note, announced when it appears. */
export function SlowBookingNotice({ sending }: { sending: boolean }) {
  return (
    <SlowLoadingNotice waiting={sending} afterMs={5000}>
      {slowBookingMessage}
    </SlowLoadingNotice>
  );
}

/**
 * A booking answered without a verdict: no answer came (the network, the site's 15 s limit) or the service was
 * unavailable. It may still have been stored (a stuck service finishes the request later), so the wizard does not
 * say it failed: the same Confirm Booking sends the same key, which returns the booking if it was made.
 */
export function isUnconfirmedBooking(error: unknown): boolean {
  return (
    isApiRequestError(error) &&
    (error.code === 'network' || error.code === 'in_progress' || [502, 503, 504].includes(error.status))
  );
}

export const unconfirmedBookingTitle = 'Booking Not Confirmed Yet';
export const unconfirmedBookingMessage =
  'We could not hear back from the booking service, so we cannot tell yet whether your booking was made. Press Confirm Booking again in a moment: if it was made you will see it, and you will never be booked twice.';

/**
 * The service's "you already booked this" (409 naming the booking in `fields.duplicateOf`): the same details were
 * booked a moment ago, in another tab of the wizard or by filling it in again.
 */
export function isAlreadyBooked(error: unknown): boolean {
  return isApiRequestError(error) && error.status === 409 && Boolean(error.fields?.duplicateOf);
}

const alreadyBookedToastId = 'already-booked';

/**
 * Says, in one line, that the same thing is booked already: the whole message and the choices (the booking's link
 * when it was made in this browser, Book It Again) are in the alert above Confirm Booking, which stays, so the notice
 * does not cover the form for long on a phone.
 */
export function sayAlreadyBooked(failure: BookingFailure): void {
  if (failure.kind !== 'alreadyBooked') return;
  toast.error('Already Booked', {
    id: alreadyBookedToastId,
    description: failure.number
      ? `${failure.number} has the same details: see the note above Confirm Booking.`
      : failure.message,
  });
}

/**
 * A server fault (500): its own text says nothing a customer can act on. The request may have been stored before the
 * fault, so the advice is the same as for no answer: pressing again returns the booking if it was made.
 */
export const bookingFaultMessage = `The booking service ran into a problem. Press Confirm Booking again in a moment (you will never be booked twice), or call us at ${site.phoneDisplay}.`;

/** What to tell the customer of a refusal that is neither about a field nor about the day (the toast and the alert). */
export function bookingFailedMessage(error: unknown): string {
  if (isApiRequestError(error) && error.status >= 500) return bookingFaultMessage;
  return error instanceof Error ? error.message : String(error);
}

const unconfirmedBookingToastId = 'booking-not-confirmed';

/** The notice of a booking answered without a verdict (the same notice again when a retry is not answered either). */
export function sayBookingUnconfirmed(): void {
  toast.error(unconfirmedBookingTitle, {
    id: unconfirmedBookingToastId,
    description: unconfirmedBookingMessage,
  });
}

/** The notices about earlier tries, once they no longer hold (booked at last, or Book It Again chosen). */
export function dismissBookingNotices(): void {
  toast.dismiss(unconfirmedBookingToastId);
  toast.dismiss(alreadyBookedToastId);
}

/**
 * Why the last Confirm Booking did not end in a confirmation, kept with the wizard's progress (so a reload shows it
 * too) until the next Confirm Booking is answered or the customer leaves the step.
 */
export type BookingFailure =
  | { kind: 'unconfirmed' }
  /** `number`: the booking the service names (absent in a failure kept from before it was). */
  | { kind: 'alreadyBooked'; message: string; number?: string }
  | { kind: 'failed'; message: string };

/**
 * The wizard was loaded again (a reload, a tab reopened) while its booking was on its way (`awaiting`, kept with its
 * progress): that answer never reached this page, so the review says the booking may have been made, as for a lost
 * answer, and Confirm Booking sends the same key (never a second booking).
 */
export function useAnswerLostToReload(
  awaiting: boolean | undefined,
  update: (change: { awaiting: false; failure: BookingFailure }) => void,
): void {
  const awaitingAtLoad = useRef(awaiting);
  useEffect(() => {
    if (awaitingAtLoad.current) update({ awaiting: false, failure: { kind: 'unconfirmed' } });
  }, [update]);
}

/** The failure to keep on the step for a refusal that leaves the customer there (the others are said at a field). */
export function bookingFailure(error: unknown): BookingFailure {
  if (isAlreadyBooked(error)) {
    const { message, fields } = error as Error & { fields: Record<string, string> };
    return { kind: 'alreadyBooked', message, number: fields.duplicateOf };
  }
  if (isUnconfirmedBooking(error)) return { kind: 'unconfirmed' };
  return { kind: 'failed', message: bookingFailedMessage(error) };
}

const AlertBox = styled.div<{ $tone: 'warning' | 'danger' }>`
  margin-top: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme, $tone }) => theme.badgeTones[$tone].border};
  border-left: 4px solid
    ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warning : theme.colors.danger)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.badgeTones.warning.bg : theme.colors.dangerSoft)};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  /* Brought into view clear of the sticky site header above and of the notices at the bottom of a phone's screen. */
  scroll-margin: 6rem 0 10rem;
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(1)};
    color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warning : theme.colors.danger)};
  }
  p {
    margin: 0;
  }
  button {
    margin-top: ${({ theme }) => theme.space(3)};
  }
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

/** `text` with each `part` in it kept on one line (a booking number does not break at its hyphen). */
function keepWhole(text: string, part: string): ReactNode {
  return text
    .split(part)
    .flatMap((piece, index) => (index === 0 ? [piece] : [<Nowrap key={index}>{part}</Nowrap>, piece]));
}

const AlertActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(3)};
  a {
    font-weight: 600;
  }
  button {
    margin-top: 0;
  }
`;

/**
 * The last Confirm Booking's failure, above the button: the notice that also says so goes after a few seconds, and a
 * customer who looked away must still find whether the booking was made, and that pressing again is safe.
 */
export function BookingFailureAlert({
  failure,
  sending,
  onBookAgain,
}: {
  failure?: BookingFailure;
  /** A Confirm Booking is on its way: the alert stays, about the try before it, until it is answered. */
  sending: boolean;
  /** Books a second one of what the service says is booked already. */
  onBookAgain: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const shown = useRef(failure);
  useEffect(() => {
    // A new answer (not the one kept over a reload): into view, where the button pressed may have been covered.
    if (shown.current === failure) return;
    shown.current = failure;
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failure]);
  if (!failure) return null;
  if (failure.kind === 'unconfirmed') {
    return (
      <AlertBox ref={box} role="alert" $tone="warning">
        <strong>{unconfirmedBookingTitle}</strong>
        <p>{unconfirmedBookingMessage}</p>
      </AlertBox>
    );
  }
  const madeHere =
    failure.kind === 'alreadyBooked' && failure.number ? bookingMadeHere(failure.number) : undefined;
  return (
    <AlertBox ref={box} role="alert" $tone="danger">
      <strong>{failure.kind === 'alreadyBooked' ? 'Already Booked' : 'Booking Failed'}</strong>
      <p>
        {failure.kind === 'alreadyBooked' && failure.number
          ? keepWhole(failure.message, failure.number)
          : failure.message}
      </p>
      {failure.kind === 'alreadyBooked' && (
        <AlertActions>
          {madeHere && (
            // Opening the booking answers the notice, which points at this alert: it goes with the wizard.
            <Link to={paths.manage.href(madeHere)} onClick={dismissBookingNotices}>
              View or change booking <Nowrap>{failure.number}</Nowrap>
            </Link>
          )}
          <Button variant="outline" disabled={sending} onClick={onBookAgain}>
            Book It Again
          </Button>
        </AlertActions>
      )}
    </AlertBox>
  );
}
