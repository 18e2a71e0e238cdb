import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Card, Container, ErrorPanel, Skeleton } from '@claims/ui';
import { guideNotFoundMessage } from '@claims/contracts';
import { hasRole, isApiRequestError, useSession } from '@claims/web-kit';
import { paths } from '../../../config/paths';
import { isGuideId } from '../../../lib/guide-id';
import { useReturnPath } from '../../../lib/use-return-path';
import { useGuideToEdit } from '../api/get-guide-to-edit';
import { UploadGuideForm } from './upload-guide-form';

export const signedOutMessage = 'Please log in to create a guide';

const Page = styled.div`
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(16)};
  h1 {
    font-size: clamp(1.75rem, 3.5vw, 2.25rem);
  }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Notice = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 600;
  }
`;

/**
 * What the page shows before it knows who is visiting (the prerendered first screen): the heading, the intro, and a
 * placeholder laid out exactly like the signed-out notice (the same text and button, hidden), so a signed-out
 * visitor's notice takes its place without moving anything.
 */
const NoticePlaceholder = styled(Notice)`
  background: ${({ theme }) => theme.colors.surfaceMuted};
  > * {
    visibility: hidden;
  }
`;

function PageFrame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Page>
      <Container $narrow={false} style={{ maxWidth: '56rem' }}>
        <h1>{heading}</h1>
        <Intro>Share a repair you know well. Clear steps help the next person fix their appliance.</Intro>
        {children}
      </Container>
    </Page>
  );
}

function SignInNotice() {
  const returnPath = useReturnPath();
  return (
    <Notice role="alert">
      <p>{signedOutMessage}</p>
      <ButtonLink to={paths.auth.href(returnPath)}>Sign In</ButtonLink>
    </Notice>
  );
}

/** The first screen of /upload-guide, prerendered at build time (scripts/prerender-pages.tsx). */
export function UploadGuideSkeleton() {
  return (
    <PageFrame heading="Contribute a Guide">
      <NoticePlaceholder aria-hidden="true">
        <p>{signedOutMessage}</p>
        <ButtonLink to={paths.auth.href(paths.upload.href())} tabIndex={-1}>
          Sign In
        </ButtonLink>
      </NoticePlaceholder>
    </PageFrame>
  );
}

const notYourGuideMessage = 'Only the author of this guide or an admin can edit it';

/** The edit form for `?edit=<id>`: the guide loaded first; refused (as the service would) to anyone else. */
function EditGuide({ id }: { id: string }) {
  const session = useSession();
  const wellFormed = isGuideId(id);
  const guide = useGuideToEdit(wellFormed ? id : null);
  if (!wellFormed || (guide.isError && isApiRequestError(guide.error) && guide.error.status === 404)) {
    return (
      <Notice role="alert">
        <p>{guideNotFoundMessage}</p>
        <ButtonLink to={paths.library.href()}>Browse all guides</ButtonLink>
      </Notice>
    );
  }
  if (guide.isError) {
    return (
      <ErrorPanel
        title="We could not load this guide"
        message={guide.error.message}
        onRetry={() => void guide.refetch()}
        retrying={guide.isFetching}
      />
    );
  }
  if (guide.isPending) return <Skeleton height="32rem" radius="16px" />;
  if (session?.user.id !== guide.data.userId && !hasRole(session, 'admin')) {
    return (
      <Notice role="alert">
        <p>{notYourGuideMessage}</p>
        <ButtonLink to={paths.guide.href(id)}>Back to the guide</ButtonLink>
      </Notice>
    );
  }
  return <UploadGuideForm key={guide.data.id} editing={guide.data} />;
}

/** /upload-guide: the creation form (`?edit=<id>`: the edit form) for signed-in users, a sign-in prompt for everyone else. */
export function UploadGuidePage() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const editId = searchParams.get('edit');
  return (
    <PageFrame heading={editId === null ? 'Contribute a Guide' : 'Edit Guide'}>
      {!session ? <SignInNotice /> : editId !== null ? <EditGuide id={editId} /> : <UploadGuideForm />}
    </PageFrame>
  );
}
