import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import type { BadgeTone } from '../theme/theme';

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $tone }) => theme.badgeTones[$tone].border};
  background: ${({ theme, $tone }) => theme.badgeTones[$tone].bg};
  color: ${({ theme, $tone }) => theme.badgeTones[$tone].fg};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  line-height: 1.5;
  letter-spacing: 0.01em;
  white-space: nowrap;
`;

export type BadgeProps = ComponentPropsWithRef<'span'> & { tone?: BadgeTone };

/** A short label: a role, a status. The case-status colours are tones (yellow, blue, … grey). */
export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <StyledBadge $tone={tone} {...rest} />;
}
