import { Container, Skeleton, Stack, VisuallyHidden } from '@claims/ui';
import styled from 'styled-components';

const Page = styled(Container)`
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
