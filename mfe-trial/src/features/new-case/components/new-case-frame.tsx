import { Container, Skeleton } from '@claims/ui';
import styled from 'styled-components';

/*
 * The parts of /trial-dashboard/new-case that do not need the form code, so the build can prerender the page's
 * first screen (`NewCasePageSkeleton`) without react-hook-form and the validation library.
 */

export const NewCaseFrame = styled(Container)`
  /* The footer starts below the first screen, so content arriving later never pushes it (no layout shift). */
  min-height: 100vh;
  max-width: 46rem;
  padding-top: ${({ theme }) => theme.space(8)};
  padding-bottom: ${({ theme }) => theme.space(16)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.space(6)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const FormCard = styled.div`
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

export function NewCaseIntro() {
  return (
    <>
      <h1>Start New Case</h1>
      <p>Tell us about the appliance and what is wrong. A technician is assigned once we have reviewed it.</p>
    </>
  );
}

/** The page before its form has loaded: the same heading and line, the form's card with placeholders. */
export function NewCasePageSkeleton() {
  return (
    <NewCaseFrame aria-busy="true">
      <NewCaseIntro />
      <FormCard>
        <Skeleton height="4.5rem" radius="8px" />
        <Skeleton height="4.5rem" radius="8px" />
        <Skeleton height="9rem" radius="8px" />
        <Skeleton height="5rem" radius="8px" />
        <Skeleton width="8rem" height="2.75rem" radius="8px" />
      </FormCard>
    </NewCaseFrame>
  );
}
