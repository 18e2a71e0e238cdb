import type { CaseNoteBody } from '@claims/contracts';
import { caseLimits } from '@claims/contracts/src/case-rules';
import { Button, Field, Textarea, toast, usePreloadOnFirstUse } from '@claims/ui';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useAddCaseNote } from '../../../lib/cases/change-case';
import { caseNoteValidation } from '../../../lib/form-validation';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  > div {
    align-self: stretch;
  }
`;

/** Anyone who may see the case can add a note to its timeline; the text stays when sending fails. */
export function CaseNoteForm({ caseId }: { caseId: string }) {
  const addNote = useAddCaseNote(caseId);
  const { register, handleSubmit, formState, reset } = useForm<CaseNoteBody>({
    resolver: caseNoteValidation.resolver,
    defaultValues: { note: '' },
  });
  usePreloadOnFirstUse(caseNoteValidation.preload);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await addNote.mutateAsync(values);
      reset({ note: '' });
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
    </Form>
  );
}
