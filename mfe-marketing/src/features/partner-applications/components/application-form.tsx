import styled from 'styled-components';
import { Button, Card, toast } from '@claims/ui';
import {
  applicationFields,
  applicationSchemas,
  applicationSubmittedTexts,
  applicationSubmittedTitle,
  type ApplicationType,
} from '@claims/contracts';
import { isApiRequestError } from '@claims/web-kit';
import { LeadFormFields } from '../../../components/lead-form-fields';
import { emptyValues, useLeadForm } from '../../../lib/use-lead-form';
import { useSubmitApplication } from '../api/submit-application';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const failureText =
  'There was an issue submitting your application. Please try again or contact us directly.';

/** One partner-network application: cleared after it is stored, kept as typed when sending fails. */
export function ApplicationForm({ type }: { type: ApplicationType }) {
  const mutation = useSubmitApplication(type);
  const fields = applicationFields[type];
  const { form, onSubmit } = useLeadForm({
    schema: applicationSchemas[type],
    fields,
    send: mutation.mutateAsync,
    onSubmitted: () => {
      toast.success(applicationSubmittedTitle, { description: applicationSubmittedTexts[type] });
      form.reset(emptyValues(fields));
    },
    onFailed: (_message, error) => {
      const description =
        isApiRequestError(error) && error.code === 'rate_limited' ? error.message : failureText;
      toast.error('Submission Error', { description, duration: 10_000 });
    },
  });

  return (
    <Card as="section" aria-label="Application form">
      <Form onSubmit={onSubmit} noValidate>
        <LeadFormFields fields={fields} form={form} idPrefix={`apply-${type}`} />
        <Button type="submit" size="lg" fullWidth loading={mutation.isPending} loadingText="Submitting...">
          Submit Application
        </Button>
      </Form>
    </Card>
  );
}
