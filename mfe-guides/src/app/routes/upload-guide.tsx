import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Card, Container, ErrorPanel, Skeleton } from '@claims/ui';
import { guideNotFoundMessage } from '@claims/contracts';
import { hasRole, isApiRequestError, useSession } from '@claims/web-kit';
import { pages, paths } from '../../config/paths';
import { isGuideId } from '../../lib/guide-id';
import { usePageTitle } from '../../lib/use-page-title';
import { useReturnPath } from '../../lib/use-return-path';
import { useGuideToEdit } from '../../features/guide-upload/api/get-guide-to-edit';
import { UploadGuideForm } from '../../features/guide-upload/components/upload-guide-form';
import { uploadGuideDefaults } from '../../features/guide-upload/components/upload-guide-values';
import { guideDraftKey, readGuideDraft } from '../../features/guide-upload/lib/guide-draft';

export const signedOutMessage = 'Please log in to create a guide';
/** The same prompt on the edit form's address (`?edit=<id>`). */
export const signedOutEditMessage = 'Please log in to edit this guide';
export const sessionEndedMessage =
  'Your session has ended. What you wrote is kept in this tab: sign in again to finish it.';

const Page = styled.div`
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(16)};
  /* At least a screen tall: the footer starts below the first screen whichever state the page is in, so nothing
     moves into view when the live page replaces the prerendered one. */
  min-height: 100vh;
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

const Contents = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    margin: 0;
    padding: 0;
    list-style: none;
    ${({ theme }) => theme.media.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  li {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const guideParts = [
  ['Overview', 'A title, what goes wrong and why, the category, how hard it is and how long it takes.'],
  ['Tools and parts', 'What to have at hand before starting, with part numbers where you know them.'],
  ['Steps', 'Numbered steps in order, each with an optional photo to show what to look for.'],
  ['Photos', 'Upload photos from your phone or link to them; location and camera details are removed.'],
] as const;

/** What a guide is made of: shown to visitors who must sign in first (and on the prerendered first screen). */
function GuideContents() {
  return (
    <Contents aria-labelledby="guide-contents-title">
      <h2 id="guide-contents-title">What goes into a guide</h2>
      <ol>
        {guideParts.map(([title, text]) => (
          <li key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ol>
    </Contents>
  );
}

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

/**
 * The sign-in prompt. `sessionEnded`: the visitor was writing a guide here when the session ended (signed out in
 * another tab, expired): the prompt says their guide is kept, and is brought into view with the focus on Sign In,
 * since the form they were scrolled down in is gone.
 */
function SignInNotice({
  sessionEnded = false,
  editing = false,
}: {
  sessionEnded?: boolean;
  editing?: boolean;
}) {
  const returnPath = useReturnPath();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!sessionEnded) return;
    notice.current?.scrollIntoView({ block: 'center' });
    notice.current?.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
  }, [sessionEnded]);
  return (
    <>
      <Notice role="alert" ref={notice}>
        <p>{sessionEnded ? sessionEndedMessage : editing ? signedOutEditMessage : signedOutMessage}</p>
        <ButtonLink to={paths.auth.href(returnPath)}>Sign In</ButtonLink>
      </Notice>
      <GuideContents />
    </>
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
      <GuideContents />
    </PageFrame>
  );
}

const notYourGuideMessage = 'Only the author of this guide or an admin can edit it';

/**
 * The edit form for `?edit=<id>`: the guide loaded first; refused (as the service would) to anyone else. A guide
 * deleted while its form is open (read again when the tab comes back) leaves the form and what was typed in place,
 * and so does one deleted before the page was opened again in the tab where its edit was kept.
 */
function EditGuide({ id }: { id: string }) {
  const session = useSession();
  const wellFormed = isGuideId(id);
  const guide = useGuideToEdit(wellFormed ? id : null);
  const notFound =
    !wellFormed || (guide.isError && isApiRequestError(guide.error) && guide.error.status === 404);
  const [kept] = useState(
    () =>
      wellFormed && readGuideDraft(guideDraftKey(session?.user.id ?? '', id), uploadGuideDefaults) !== null,
  );
  // Once shown, the form stays: a later failure to read the guide again (deleted, offline) never takes it away.
  if (guide.data) {
    if (session?.user.id !== guide.data.userId && !hasRole(session, 'admin')) {
      return (
        <Notice role="alert">
          <p>{notYourGuideMessage}</p>
          <ButtonLink to={paths.guide.href(id)}>Back to the guide</ButtonLink>
        </Notice>
      );
    }
    return <UploadGuideForm key={guide.data.id} editing={guide.data} deleted={notFound} />;
  }
  if (notFound && kept) return <UploadGuideForm keptFrom={id} />;
  if (notFound) {
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
  return <Skeleton height="32rem" radius="16px" />;
}

/** /upload-guide: the creation form (`?edit=<id>`: the edit form) for signed-in users, a sign-in prompt for everyone else. */
export function UploadGuidePage() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const editId = searchParams.get('edit');
  const heading = editId === null ? pages.upload.title : 'Edit Guide';
  // The page list has one title for this address; the edit form (`?edit=<id>`) is titled as its heading.
  usePageTitle(heading);
  // Signed in when the page opened, or since: losing the session now ends a visit to the form.
  const [wasSignedIn, setWasSignedIn] = useState(!!session);
  if (session && !wasSignedIn) setWasSignedIn(true);
  return (
    <PageFrame heading={heading}>
      {!session ? (
        <SignInNotice sessionEnded={wasSignedIn} editing={editId !== null} />
      ) : editId !== null ? (
        <EditGuide id={editId} />
      ) : (
        <UploadGuideForm />
      )}
    </PageFrame>
  );
}
