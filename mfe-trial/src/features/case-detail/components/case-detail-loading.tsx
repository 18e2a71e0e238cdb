import { Container, Skeleton } from '@claims/ui';
import styled from 'styled-components';

/** The case page's frame. Kept apart from the page so the area's routes can show it without loading the page. */
export const CasePage = styled(Container)`
  /* The footer starts below the first screen, so content arriving later never pushes it (no layout shift). */
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding-top: ${({ theme }) => theme.space(6)};
  padding-bottom: ${({ theme }) => theme.space(16)};
`;

/**
 * The case page while its code or its case loads: as tall as the screen, so the footer moves once, a short way,
 * when the area starts, and never again when the case arrives.
 */
export function CaseDetailLoading() {
  return (
    <CasePage aria-busy="true" aria-label="Loading case">
      <Skeleton width="14rem" height="2.5rem" />
      <Skeleton height="18rem" radius="16px" />
      <Skeleton height="12rem" radius="16px" />
    </CasePage>
  );
}
