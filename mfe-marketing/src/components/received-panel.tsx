import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, CheckIcon } from '@claims/ui';

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  text-align: center;
  h1 {
    margin: 0;
    font-size: clamp(1.875rem, 5vw, 2.5rem);
  }
  h2 {
    margin: 0;
    font-size: clamp(1.5rem, 4vw, 2rem);
  }
  h1:focus,
  h2:focus {
    outline: none;
  }
  p {
    margin: 0;
    max-width: 32rem;
    /* A long email address breaks where it must instead of widening the page on a phone. */
    overflow-wrap: anywhere;
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
 * A button among the panel's actions whose label may be long ("Submit another application"): on a 320 px screen it
 * goes onto two lines instead of making the page wider than the screen.
 */
export const WrappingButton = styled(Button)`
  white-space: normal;
`;

export type ReceivedPanelProps = {
  title: string;
  /** 1 when the panel replaces the whole page (demo request), 2 when it replaces a form inside a page. */
  headingLevel: 1 | 2;
  /** With an id the panel is a region named by its heading. */
  headingId?: string;
  /** The next steps, as buttons and links. */
  actions: ReactNode;
  children: ReactNode;
};

/**
 * The lasting confirmation after a lead was stored (demo request, partner application): a tick, the heading
 * (focused, so screen readers announce it and the keyboard starts from it), what happens next, and the next steps.
 */
export function ReceivedPanel({ title, headingLevel, headingId, actions, children }: ReceivedPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const region = headingId ? ({ as: 'section', 'aria-labelledby': headingId } as const) : {};
  return (
    <Panel {...region}>
      <Tick>
        <CheckIcon size={32} />
      </Tick>
      <Heading id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </Heading>
      {children}
      <Actions>{actions}</Actions>
    </Panel>
  );
}
