import type { CaseNoteBody } from '@claims/contracts';
import { caseLimits } from '@claims/contracts/src/case-rules';
import { Button, Field, Textarea, toast, usePreloadOnFirstUse } from '@claims/ui';
import {
  forgetSessionJson,
  isOutcomeUnknown,
  newIdempotencyKey,
  readSessionJson,
  useSession,
  writeSessionJson,
} from '@claims/web-kit';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useAddCaseNote } from '../../../lib/cases/change-case';
import { caseNoteValidation } from '../../../lib/form-validation';
import { SlowSavingNotice } from '../../../components/slow-saving-notice';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  > div {
    align-self: stretch;
  }
`;

/** The unsent note of a case, kept in this tab with the account that typed it (session storage). */
const noteDraftKey = (caseId: string) => `trial:case-note:${caseId}`;
/** A note sent with its Idempotency-Key, kept with the draft until an answer says how it went. */
type SentNote = { note: string; key: string };
type NoteDraft = { owner: string | null; note: string; sent?: SentNote };

function readNoteDraft(caseId: string, owner: string | null): { note: string; sent?: SentNote } {
  const stored = readSessionJson(noteDraftKey(caseId)) as Partial<NoteDraft> | undefined;
  if (!stored || stored.owner !== owner || typeof stored.note !== 'string') return { note: '' };
  const sent = stored.sent;
  return typeof sent?.note === 'string' && typeof sent.key === 'string'
    ? { note: stored.note, sent: { note: sent.note, key: sent.key } }
    : { note: stored.note };
}

/** Keeps the typed note, and the note being sent beside it, in this tab; forgets them when there is neither. */
function storeNoteDraft(caseId: string, owner: string, note: string, sent: SentNote | null) {
  if (note || sent)
    writeSessionJson(noteDraftKey(caseId), { owner, note, ...(sent ? { sent } : {}) } satisfies NoteDraft);
  else forgetSessionJson(noteDraftKey(caseId));
}

const MaybeAdded = styled.p`
  align-self: stretch;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** One notice for the note form at a time: the answer to the last Add Note. */
const noteToastId = 'case-note';

/**
 * Anyone who may see the case can add a note to its timeline; the text stays when sending fails, and through a
 * sign-in when the session ends while it is being typed (kept for the same account only).
 */
export function CaseNoteForm({ caseId }: { caseId: string }) {
  const owner = useSession()?.user.id ?? null;
  const addNote = useAddCaseNote(caseId);
  const [initialDraft] = useState(() => readNoteDraft(caseId, owner));
  const { register, handleSubmit, formState, reset, watch } = useForm<CaseNoteBody>({
    resolver: caseNoteValidation.resolver,
    defaultValues: { note: initialDraft.note },
  });
  // The note last sent and its key: sent again unchanged (after a lost answer, or a reload before the answer came)
  // it keeps the key and is added once. Kept with the draft while its outcome is not known.
  const sent = useRef<SentNote | null>(initialDraft.sent ?? null);
  const [sentInDraft, setSentInDraft] = useState<SentNote | null>(initialDraft.sent ?? null);
  const sentInDraftRef = useRef(sentInDraft);
  const keepDraft = (note: string | undefined, nextSent: SentNote | null) => {
    sentInDraftRef.current = nextSent;
    setSentInDraft(nextSent);
    if (owner) storeNoteDraft(caseId, owner, note ?? '', nextSent);
  };
  usePreloadOnFirstUse(caseNoteValidation.preload);

  useEffect(() => {
    const subscription = watch(({ note }) => {
      if (owner) storeNoteDraft(caseId, owner, note ?? '', sentInDraftRef.current);
    });
    return () => subscription.unsubscribe();
  }, [watch, caseId, owner]);

  const onSubmit = handleSubmit(async (values) => {
    if (sent.current?.note !== values.note) sent.current = { note: values.note, key: newIdempotencyKey() };
    const sending = sent.current;
    keepDraft(values.note, sending);
    try {
      await addNote.mutateAsync({ ...values, idempotencyKey: sending.key });
      sent.current = null;
      sentInDraftRef.current = null;
      setSentInDraft(null);
      reset({ note: '' });
      forgetSessionJson(noteDraftKey(caseId));
      // Said as the other changes of a case are: the note itself arrives in the timeline, away from the form.
      toast.success('Note added', { id: noteToastId });
    } catch (error) {
      // Refused outright: nothing was added, and a reload has nothing to warn about.
      if (!isOutcomeUnknown(error)) keepDraft(values.note, null);
      toast.error('Error', {
        id: noteToastId,
        description: error instanceof Error ? error.message : 'Something went wrong',
      });
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Add a note">
      <Field label="Add a note" error={formState.errors.note?.message}>
        <Textarea rows={3} maxLength={caseLimits.noteMax} {...register('note')} />
      </Field>
      {sentInDraft && !formState.isSubmitting && watch('note') === sentInDraft.note && (
        <MaybeAdded role="status">
          This note was sent with Add Note and no answer came back, so it may already be on the timeline.
          Pressing Add Note again is safe: it adds the note once, never twice.
        </MaybeAdded>
      )}
      <Button type="submit" variant="secondary" loading={formState.isSubmitting} loadingText="Adding...">
        Add Note
      </Button>
      <SlowSavingNotice saving={formState.isSubmitting} />
    </Form>
  );
}
