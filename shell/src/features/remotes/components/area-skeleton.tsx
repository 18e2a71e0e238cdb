import { Container, Skeleton, Stack, VisuallyHidden } from '@claims/ui';
import styled from 'styled-components';

/*
 * At least a screen tall: the footer starts below the fold and stays there when the page arrives, whatever its
 * height (a page without a prerendered first screen, such as a filtered library link, would otherwise push the
 * footer down in view: CLS 0.11-0.26).
 */
const Page = styled(Container)`
  min-height: 100vh;
  padding-top: ${({ theme }) => theme.space(10)};
  padding-bottom: ${({ theme }) => theme.space(16)};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

/** Shown while an area's code loads: the rough shape of a page, announced as loading. */
export function AreaSkeleton({ title }: { title?: string }) {
  return (
    <Page role="status" aria-live="polite">
      <VisuallyHidden>Loading {title ?? 'the page'}…</VisuallyHidden>
      <Stack gap={4}>
        <Skeleton width="min(28rem, 80%)" height="2.25rem" />
        <Skeleton width="min(40rem, 95%)" />
        <Skeleton width="min(34rem, 90%)" />
        <Grid>
          <Skeleton height="9rem" radius="16px" />
          <Skeleton height="9rem" radius="16px" />
          <Skeleton height="9rem" radius="16px" />
        </Grid>
      </Stack>
    </Page>
  );
}
