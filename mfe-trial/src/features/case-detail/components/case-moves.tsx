import type { CaseDetail, CaseStatus } from '@claims/contracts';
import { caseLimits, caseMoveLabels } from '@claims/contracts/src/case-rules';
import { Button, ConfirmDialog, Field, Textarea, toast } from '@claims/ui';
import { caseStatusLabel, isKnownCaseStatus } from '@claims/contracts/src/case-status';
import { newIdempotencyKey } from '@claims/web-kit';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useMoveCase } from '../../../lib/cases/change-case';
import { SlowSavingNotice } from '../../../components/slow-saving-notice';

/** The moves no move leads out of, each asked once more before it is sent. */
const finalMoveQuestions = {
  cancelled: {
    title: 'Cancel this case?',
    closed: 'closed for good: a cancelled case cannot be reopened',
    keepLabel: 'Keep Case',
    variant: 'danger',
  },
  completed: {
    title: 'Complete this case?',
    closed: 'closed as completed: a completed case cannot be reopened',
    keepLabel: 'Keep Open',
    variant: 'primary',
  },
} as const;
type FinalMove = keyof typeof finalMoveQuestions;
const isFinalMove = (status: CaseStatus): status is FinalMove => status in finalMoveQuestions;

/** A failed try's notice gives way to the next try's outcome instead of staying under it. */
const caseMoveToastId = 'case-move';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const noteLabels = {
  customer: 'Note for the customer (optional)',
  staff: 'Note for our team (optional)',
};

/**
 * One button per move the signed-in user may make now (the server decides them), with an optional note: written
 * for the customer by staff, or by the customer (cancelling their own case) for the technician and the office.
 */
export function CaseMoves({
  caseDetail,
  noteFor = 'customer',
  note,
  onNoteChange,
}: {
  caseDetail: CaseDetail;
  noteFor?: keyof typeof noteLabels;
  /** The note, kept by the page: it outlives these buttons when someone else's change leaves no move to make. */
  note: string;
  onNoteChange: (note: string) => void;
}) {
  const move = useMoveCase(caseDetail.id);
  const setNote = onNoteChange;
  const [moving, setMoving] = useState<CaseStatus | null>(null);
  // Cancelling and completing are final (no move leads out of either): asked once more before they are sent.
  const [confirming, setConfirming] = useState<FinalMove | null>(null);
  const question = finalMoveQuestions[confirming ?? 'cancelled'];
  const group = useRef<HTMLDivElement>(null);
  // The move last sent and its key: the same move sent again (tried again after a lost answer, or clicked again
  // after an error) keeps the key, so it is made once and its answer replayed.
  const sent = useRef<{ move: string; key: string } | null>(null);

  if (caseDetail.allowedMoves.length === 0) return null;

  const onMove = async (status: CaseStatus) => {
    setMoving(status);
    const body = {
      status,
      ...(isKnownCaseStatus(caseDetail.status) ? { from: caseDetail.status } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    const moveText = JSON.stringify(body);
    if (sent.current?.move !== moveText) sent.current = { move: moveText, key: newIdempotencyKey() };
    try {
      await move.mutateAsync({ ...body, idempotencyKey: sent.current.key });
      sent.current = null;
      setNote('');
      toast.success('Status updated', {
        id: caseMoveToastId,
        description: `New status: ${caseStatusLabel(status)}.`,
      });
      keepFocusAfterMove(group.current);
    } catch (error) {
      toast.error('Error', {
        id: caseMoveToastId,
        description: error instanceof Error ? error.message : 'Something went wrong',
      });
    } finally {
      setMoving(null);
    }
  };

  return (
    <>
      <Field label={noteLabels[noteFor]}>
        <Textarea
          rows={2}
          maxLength={caseLimits.noteMax}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </Field>
      <Buttons ref={group} role="group" aria-label="Change status">
        {caseDetail.allowedMoves.map((status) => (
          <Button
            key={status}
            variant={status === 'cancelled' ? 'danger' : 'primary'}
            onClick={() => (isFinalMove(status) ? setConfirming(status) : void onMove(status))}
            disabled={moving !== null}
            loading={moving === status}
            loadingText="Saving..."
          >
            {caseMoveLabels[status]}
          </Button>
        ))}
      </Buttons>
      <SlowSavingNotice saving={moving !== null} />
      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={question.title}
        description={`Case ${caseDetail.caseNumber} will be ${question.closed}.`}
        keepLabel={question.keepLabel}
        confirmLabel={caseMoveLabels[confirming ?? 'cancelled']}
        confirmVariant={question.variant}
        onConfirm={() => {
          const status = confirming;
          setConfirming(null);
          if (status) void onMove(status);
        }}
      />
    </>
  );
}

/**
 * The pressed button goes away with the move (the moves follow the status), which would leave the focus on the page
 * itself. Once the case has re-rendered, focus goes to the first move left, or else to the case's heading.
 */
function keepFocusAfterMove(group: HTMLElement | null) {
  setTimeout(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const target =
      (group?.isConnected ? group.querySelector<HTMLElement>('button:not([disabled])') : null) ??
      document.querySelector<HTMLElement>('main h1');
    if (!target) return;
    if (target.tagName !== 'BUTTON') target.tabIndex = -1;
    target.focus();
  }, 0);
}
