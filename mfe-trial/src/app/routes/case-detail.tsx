import type { CaseDetail } from '@claims/contracts';
import { cancelledCaseClosedMessage } from '@claims/contracts/src/case-rules';
import { caseStatusLabel, isFinalCaseStatus } from '@claims/contracts/src/case-status';
import { Button, ButtonLink, EmptyState, ErrorPanel, Field, Textarea } from '@claims/ui';
import {
  forgetSessionJson,
  isApiRequestError,
  isStoredRecord,
  pausedRefreshMs,
  readSessionJson,
  useLiveCaseQueries,
  useRetryWhileFailing,
  useSession,
  writeSessionJson,
} from '@claims/web-kit';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { trialKeys } from '../../lib/query-keys';
import { useCase } from '../../lib/cases/get-case';
import { CaseAssignment } from '../../features/case-detail/components/case-assignment';
import {
  CaseColumn as Column,
  CaseColumns as Columns,
  CaseDetailsSection,
  CaseHeader,
  CaseSection as Section,
} from '../../features/case-detail/components/case-first-screen';
import {
  CaseDetailLoading,
  CasePage as Page,
} from '../../features/case-detail/components/case-detail-loading';
import { CaseChangeAnnouncer } from '../../features/case-detail/components/case-change-announcer';
import { CaseMoves } from '../../features/case-detail/components/case-moves';
import { CaseNoteForm } from '../../features/case-detail/components/case-note-form';
import { CasePartsOrders } from '../../features/case-detail/components/case-parts-orders';
import { CasePhotos } from '../../features/case-detail/components/case-photos';
import { CaseTimeline } from '../../features/case-detail/components/case-timeline';

export const caseNotFoundTitle = 'Case not found';

const UnsentNote = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  p {
    margin: 0;
  }
  > div {
    align-self: stretch;
  }
`;

/**
 * Where the status buttons were, when someone else's change left this user no move to make while a note for it was
 * being written: the note is not thrown away with the buttons, and the page says why they went.
 */
function UnsentMoveNote({
  caseDetail,
  note,
  onDiscard,
}: {
  caseDetail: CaseDetail;
  note: string;
  onDiscard: () => void;
}) {
  const lastMove = caseDetail.history.findLast((entry) => entry.kind === 'status');
  return (
    <UnsentNote role="alert">
      <p>
        {lastMove ? `${lastMove.byName} changed this case to` : 'This case is now'}{' '}
        <strong>{caseStatusLabel(caseDetail.status)}</strong> meanwhile, so its status can no longer be
        changed from here. Your note was not sent; it is below if you still need it.
      </p>
      <Field label="Your unsent note">
        <Textarea rows={2} readOnly value={note} />
      </Field>
      <Button size="sm" variant="secondary" onClick={onDiscard}>
        Discard Note
      </Button>
    </UnsentNote>
  );
}

const ClosedNote = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The status change's unsent note, kept in this tab with the account that typed it (as the note form keeps its own):
 * a reload, or a sign-in after the session ended, brings it back.
 */
function useKeptMoveNote(caseId: string, owner: string) {
  const key = `trial:case-move-note:${caseId}`;
  const [note, setNote] = useState(() => {
    const stored = readSessionJson(key);
    return owner && isStoredRecord(stored) && stored.owner === owner && typeof stored.note === 'string'
      ? stored.note
      : '';
  });
  const change = useCallback(
    (next: string) => {
      setNote(next);
      if (!owner) return;
      if (next) writeSessionJson(key, { owner, note: next });
      else forgetSessionJson(key);
    },
    [key, owner],
  );
  return [note, change] as const;
}

function CaseView({ caseDetail }: { caseDetail: CaseDetail }) {
  const session = useSession();
  const userId = session?.user.id ?? '';
  const roles = session?.roles ?? [];
  const isAdmin = roles.includes('admin');
  const isAssignedTech = roles.includes('tech') && caseDetail.techId === userId;
  const isOwner = caseDetail.customerId === userId;
  // Closed for good: the service takes no more notes or photos.
  const isCancelled = caseDetail.status === 'cancelled';
  // The status change's note lives here, not in the buttons' section, which goes when no move is left to make.
  const [moveNote, setMoveNote] = useKeptMoveNote(caseDetail.id, userId);
  // This case's page (its parts orders too) reloads when a change to it is pushed, and after every reconnect.
  const liveStatus = useLiveCaseQueries(
    [trialKeys.caseDetail(caseDetail.id), trialKeys.casePartsOrders(caseDetail.id)],
    { caseId: caseDetail.id },
  );

  return (
    <Page>
      <CaseHeader caseDetail={caseDetail} liveStatus={liveStatus} />
      <CaseChangeAnnouncer caseDetail={caseDetail} userId={userId} />
      <Columns>
        <Column>
          <CaseDetailsSection caseDetail={caseDetail} />
          {caseDetail.allowedMoves.length > 0 ? (
            <Section id="case-status-title" title="Update status">
              <CaseMoves
                caseDetail={caseDetail}
                noteFor={isOwner && !isAdmin && !isAssignedTech ? 'staff' : 'customer'}
                note={moveNote}
                onNoteChange={setMoveNote}
              />
            </Section>
          ) : (
            moveNote.trim() !== '' &&
            // Not after this user's own last move (its note was sent with it and is being cleared).
            caseDetail.history.findLast((entry) => entry.kind === 'status')?.byUserId !== userId && (
              <Section id="case-status-title" title="Update status">
                <UnsentMoveNote caseDetail={caseDetail} note={moveNote} onDiscard={() => setMoveNote('')} />
              </Section>
            )
          )}
          {isAdmin && (
            <Section id="case-assignment-title" title="Assignment">
              <CaseAssignment caseDetail={caseDetail} />
            </Section>
          )}
          <Section id="case-photos-title" title="Photos">
            <CasePhotos caseDetail={caseDetail} canAdd={isOwner && !isCancelled} />
          </Section>
          <Section id="case-parts-title" title="Parts orders">
            <CasePartsOrders
              caseId={caseDetail.id}
              // Parts are ordered for open cases only (the service refuses a completed or cancelled one).
              canOrder={(isAssignedTech || isAdmin) && !isFinalCaseStatus(caseDetail.status)}
              isAdmin={isAdmin}
              userId={userId}
            />
          </Section>
        </Column>
        <Column>
          <Section id="case-timeline-title" title="Timeline">
            <CaseTimeline history={caseDetail.history} />
            {isCancelled ? (
              <ClosedNote>{cancelledCaseClosedMessage}</ClosedNote>
            ) : (
              <CaseNoteForm caseId={caseDetail.id} />
            )}
          </Section>
        </Column>
      </Columns>
    </Page>
  );
}

const isNotFound = (error: unknown) =>
  isApiRequestError(error) && (error.status === 404 || error.status === 400);

/** /trial-dashboard/case/:id: everything about one case, and what the signed-in user may do with it. */
export function CaseDetailPage() {
  const { id = '' } = useParams();
  const query = useCase(id);
  // The service or the network is down: the page comes back by itself when it ends.
  useRetryWhileFailing(query.isError && !isNotFound(query.error), () => void query.refetch());

  if (query.isPending) {
    return <CaseDetailLoading />;
  }
  if (query.isError) {
    if (isNotFound(query.error)) {
      return (
        <Page>
          <EmptyState
            title={<h1 style={{ margin: 0, fontSize: 'inherit' }}>{caseNotFoundTitle}</h1>}
            description="This case does not exist, or it is not one you can see."
            action={<ButtonLink to={paths.dashboard}>Back to dashboard</ButtonLink>}
          />
        </Page>
      );
    }
    return (
      <Page>
        <ErrorPanel
          headingLevel={1}
          title="Failed to load case"
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        >
          <p>This page tries again by itself every {pausedRefreshMs / 1000} seconds.</p>
        </ErrorPanel>
        <div>
          <Button variant="ghost" onClick={() => history.back()}>
            Go back
          </Button>
        </div>
      </Page>
    );
  }
  return <CaseView caseDetail={query.data} />;
}
