import styled from 'styled-components';

/** A bordered surface for grouped content; use `as="section"` or `as="article"` where it is one. */
export const Card = styled.div<{ $padding?: number }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: ${({ theme, $padding }) => theme.space($padding ?? 5)};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme, $padding }) => theme.space($padding ?? 6)};
  }
`;
