import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ButtonLink, Card, Container } from '@claims/ui';
import { CheckIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';

const Wrapper = styled.div`
  padding: ${({ theme }) => theme.space(12)} 0 ${({ theme }) => theme.space(16)};
`;

const Body = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  text-align: center;
  h1 {
    margin: 0;
    font-size: clamp(1.875rem, 5vw, 2.5rem);
  }
  h1:focus {
    outline: none;
  }
  p {
    margin: 0;
    max-width: 32rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Tick = styled.span`
  display: grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

/**
 * The confirmation after a demo request: echoes the email and offers the next steps. It says an email was
 * sent only when the service has a mail server to send it.
 */
export function RequestReceived({
  email,
  confirmationEmailSent,
}: {
  email: string;
  confirmationEmailSent: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Wrapper>
      <Container $narrow>
        <Body>
          <Tick>
            <CheckIcon size={32} />
          </Tick>
          <h1 ref={headingRef} tabIndex={-1}>
            Request Received
          </h1>
          {confirmationEmailSent ? (
            <p>
              Thank you! We sent a confirmation to <strong>{email}</strong>. Check your email for next steps
              and a link to try the trial system. We&apos;ll contact you within 24 hours.
            </p>
          ) : (
            <p>
              Thank you! We&apos;ll contact you at <strong>{email}</strong> within 24 hours. Meanwhile, you
              can try the trial system.
            </p>
          )}
          <Actions>
            <ButtonLink to={paths.home} variant="outline" size="lg">
              Back to Home
            </ButtonLink>
            <ButtonLink to={paths.auth} size="lg">
              Try Trial System
            </ButtonLink>
          </Actions>
        </Body>
      </Container>
    </Wrapper>
  );
}
