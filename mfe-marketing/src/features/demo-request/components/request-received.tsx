import styled from 'styled-components';
import { ButtonLink, Container } from '@claims/ui';
import { paths } from '../../../config/paths';
import { ReceivedPanel, WrappingButton } from '../../../components/received-panel';
import { RepeatNote } from '../../../components/repeat-note';

const Wrapper = styled.div`
  padding: ${({ theme }) => theme.space(12)} 0 ${({ theme }) => theme.space(16)};
`;

/**
 * The confirmation after a demo request: echoes the email and offers the next steps. It says an email was
 * sent only when the service has a mail server to send it.
 */
export function RequestReceived({
  email,
  confirmationEmailSent,
  repeatOf,
  onLeave,
  onNewRequest,
}: {
  email: string;
  confirmationEmailSent: boolean;
  /** When the service already had this request: when it arrived. */
  repeatOf?: string;
  /** The visitor follows one of the confirmation's links: it has been read. */
  onLeave?: () => void;
  /** Back to an empty form: another request (a colleague's, or this one with a mistyped email corrected). */
  onNewRequest?: () => void;
}) {
  return (
    <Wrapper>
      <Container $narrow>
        <ReceivedPanel
          title="Request Received"
          headingLevel={1}
          actions={
            <>
              <ButtonLink to={paths.home} variant="outline" size="lg" onClick={onLeave}>
                Back to Home
              </ButtonLink>
              <ButtonLink to={paths.auth} size="lg" onClick={onLeave}>
                Try Trial System
              </ButtonLink>
              {onNewRequest && (
                <WrappingButton size="lg" variant="secondary" onClick={onNewRequest}>
                  Send another request
                </WrappingButton>
              )}
            </>
          }
        >
          {confirmationEmailSent ? (
            <p>
              Thank you! A confirmation is on its way to <strong>{email}</strong>. Check your email for next
              steps and a link to try the trial system. We&apos;ll contact you within 24 hours.
            </p>
          ) : (
            <p>
              Thank you! We&apos;ll contact you at <strong>{email}</strong> within 24 hours. Meanwhile, you
              can try the trial system.
            </p>
          )}
          {repeatOf && <RepeatNote receivedAt={repeatOf} />}
        </ReceivedPanel>
      </Container>
    </Wrapper>
  );
}
