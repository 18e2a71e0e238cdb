import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { isApiRequestError } from '@claims/web-kit';
import { Button, Card, Container, SlowLoadingNotice, toast } from '@claims/ui';

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
              <Button variant="ghost" onClick={onBack}>
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
  return isApiRequestError(error) && (error.code === 'network' || [502, 503, 504].includes(error.status));
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

/** Says which booking it is, and books a second one only when the customer asks for it. */
export function offerToBookAgain(message: string, bookAgain: () => void): void {
  toast.error('Already Booked', {
    id: 'already-booked',
    description: message,
    duration: Infinity,
    action: { label: 'Book It Again', onClick: bookAgain },
  });
}
