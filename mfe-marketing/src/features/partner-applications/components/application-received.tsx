import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink, Card } from '@claims/ui';
import {
  applicationSubmittedTexts,
  applicationSubmittedTitle,
  type ApplicationType,
} from '@claims/contracts';
import { CheckIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';

const Body = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  text-align: center;
  h2 {
    margin: 0;
    font-size: clamp(1.5rem, 4vw, 2rem);
  }
  h2:focus {
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
 * What stays on screen after an application was stored (instead of an empty form that invites sending it
 * again): the spec's notice, the email it went to, and the way back or to a new application.
 */
export function ApplicationReceived({
  type,
  email,
  onNewApplication,
}: {
  type: ApplicationType;
  email: string;
  onNewApplication: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Body as="section" aria-labelledby="application-received-title">
      <Tick>
        <CheckIcon size={32} />
      </Tick>
      <h2 id="application-received-title" ref={headingRef} tabIndex={-1}>
        {applicationSubmittedTitle}
      </h2>
      <p>{applicationSubmittedTexts[type]}</p>
      <p>
        We will reply to <strong>{email}</strong>.
      </p>
      <Actions>
        <ButtonLink to={paths.home} variant="outline" size="lg">
          Back to Home
        </ButtonLink>
        <Button size="lg" variant="secondary" onClick={onNewApplication}>
          Submit another application
        </Button>
      </Actions>
    </Body>
  );
}
