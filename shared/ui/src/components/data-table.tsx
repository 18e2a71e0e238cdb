import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const ScrollHint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

/**
 * A wide table in a sideways scroll area of its own, named `label`: reachable by Tab and scrolled with the arrow keys,
 * and on a phone, where its columns never fit, saying that it scrolls (`phoneHint={false}` for a table that stacks
 * its rows on a phone instead).
 */
export function TableScroller({
  label,
  phoneHint = true,
  children,
}: {
  label: string;
  phoneHint?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      {phoneHint && <ScrollHint aria-hidden="true">Scroll sideways for more columns →</ScrollHint>}
      <Scroller role="region" aria-label={label} tabIndex={0}>
        {children}
      </Scroller>
    </div>
  );
}

/**
 * On a phone, where a wide table scrolls sideways, its first column stays in place, so every row can still be told
 * apart (a date, a number, a name). Mixed into the admin tables.
 */
export const stickyFirstColumnOnPhones = css`
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    tr > :first-child {
      position: sticky;
      left: 0;
      z-index: 1;
      background: ${({ theme }) => theme.colors.surface};
      box-shadow: inset -1px 0 0 ${({ theme }) => theme.colors.border};
    }
    thead tr > :first-child {
      z-index: 2;
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  }
`;

/**
 * An admin table: small type, a sticky muted head, cells that wrap long words instead of widening the table, and
 * on a phone a first column that stays while the rest scrolls.
 */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space(3)};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    white-space: nowrap;
  }
  td {
    min-width: 8rem;
    max-width: 22rem;
    overflow-wrap: anywhere;
  }
  tbody tr:last-child td,
  tbody tr:last-child th {
    border-bottom: 0;
  }
  ${stickyFirstColumnOnPhones}
`;
