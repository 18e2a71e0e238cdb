import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, toast } from '@claims/ui';
import {
  surveyFields,
  surveySchemas,
  surveySubmittedTexts,
  surveySubmittedTitle,
  surveyTypeLabels,
  type SurveyType,
} from '@claims/contracts';
import { LeadFormFields, LeadForm } from '../../../components/lead-form-fields';
import { SubmissionFailure } from '../../../components/submission-failure';
import { useLeadForm, type LeadFormValues } from '../../../lib/use-lead-form';
import { useSubmitSurvey } from '../api/submit-survey';

/** A failed try's notice gives way to the next try's outcome instead of staying under it. */
const surveyToastId = 'survey-submit';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export type SurveyFormProps = {
  type: SurveyType;
  draft?: LeadFormValues;
  onDraft: (values: LeadFormValues) => void;
  onSubmitted: () => void;
};

/** One survey's form; a half-filled form is kept as a draft while the visitor looks at another tab. */
export function SurveyForm({ type, draft, onDraft, onSubmitted }: SurveyFormProps) {
  const mutation = useSubmitSurvey(type);
  const { form, onSubmit, fieldChecks, failure } = useLeadForm({
    schema: surveySchemas[type],
    fields: surveyFields[type],
    send: mutation.mutateAsync,
    draftKey: `claims.lead-draft.survey.${type}`,
    initialValues: draft,
    onSubmitted: () => {
      toast.success(surveySubmittedTitle, { id: surveyToastId, description: surveySubmittedTexts[type] });
      onSubmitted();
    },
    onFailed: (message) => {
      toast.error('Submission Error', { id: surveyToastId, description: message });
    },
  });

  // Keep what was typed when this tab is left, so coming back finds it.
  const latestDraft = useRef(onDraft);
  latestDraft.current = onDraft;
  useEffect(() => () => latestDraft.current(form.getValues()), [form]);

  return (
    <LeadForm onSubmit={onSubmit} {...fieldChecks} noValidate aria-label={`${surveyTypeLabels[type]} survey`}>
      <LeadFormFields fields={surveyFields[type]} form={form} idPrefix={`survey-${type}`} />
      <SubmissionFailure message={failure} />
      <Actions>
        <Button type="submit" size="lg" loading={mutation.isPending} loadingText="Submitting...">
          Submit Survey
        </Button>
      </Actions>
    </LeadForm>
  );
}
