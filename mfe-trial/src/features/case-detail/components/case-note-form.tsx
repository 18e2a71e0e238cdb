import type { CaseNoteBody } from '@claims/contracts';
import { caseLimits } from '@claims/contracts/src/case-rules';
import { Button, Field, Textarea, toast, usePreloadOnFirstUse } from '@claims/ui';
import {
  forgetSessionJson,
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
type NoteDraft = { owner: string | null; note: string };

function readNoteDraft(caseId: string, owner: string | null): string {
  const stored = readSessionJson(noteDraftKey(caseId)) as Partial<NoteDraft> | undefined;
  return stored && stored.owner === owner && typeof stored.note === 'string' ? stored.note : '';
}

/**
 * Anyone who may see the case can add a note to its timeline; the text stays when sending fails, and through a
 * sign-in when the session ends while it is being typed (kept for the same account only).
 */
export function CaseNoteForm({ caseId }: { caseId: string }) {
  const owner = useSession()?.user.id ?? null;
  const addNote = useAddCaseNote(caseId);
  const [initialNote] = useState(() => readNoteDraft(caseId, owner));
  const { register, handleSubmit, formState, reset, watch } = useForm<CaseNoteBody>({
    resolver: caseNoteValidation.resolver,
    defaultValues: { note: initialNote },
  });
  usePreloadOnFirstUse(caseNoteValidation.preload);

  useEffect(() => {
    const subscription = watch(({ note }) => {
      if (!owner) return;
      if (note) writeSessionJson(noteDraftKey(caseId), { owner, note } satisfies NoteDraft);
      else forgetSessionJson(noteDraftKey(caseId));
    });
    return () => subscription.unsubscribe();
  }, [watch, caseId, owner]);

  // The note last sent and its key: sent again unchanged (after a lost answer) it keeps the key and is added once.
  const sent = useRef<{ note: string; key: string } | null>(null);
  const onSubmit = handleSubmit(async (values) => {
    if (sent.current?.note !== values.note) sent.current = { note: values.note, key: newIdempotencyKey() };
    try {
      await addNote.mutateAsync({ ...values, idempotencyKey: sent.current.key });
      sent.current = null;
      reset({ note: '' });
      forgetSessionJson(noteDraftKey(caseId));
    } catch (error) {
      toast.error('Error', { description: error instanceof Error ? error.message : 'Something went wrong' });
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Add a note">
      <Field label="Add a note" error={formState.errors.note?.message}>
        <Textarea rows={3} maxLength={caseLimits.noteMax} {...register('note')} />
      </Field>
      <Button type="submit" variant="secondary" loading={formState.isSubmitting} loadingText="Adding...">
        Add Note
      </Button>
      <SlowSavingNotice saving={formState.isSubmitting} />
    </Form>
  );
}
