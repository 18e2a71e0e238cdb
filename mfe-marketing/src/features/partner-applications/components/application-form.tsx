import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, toast } from '@claims/ui';
import {
  applicationFields,
  applicationSubmittedTexts,
  applicationSubmittedTitle,
  type ApplicationType,
} from '@claims/contracts';
import { isApiRequestError } from '@claims/web-kit';
import { LeadFormFields } from '../../../components/lead-form-fields';
import { emptyValues, useLeadForm } from '../../../lib/use-lead-form';
import { useSubmitApplication } from '../api/submit-application';
import { ApplicationReceived } from './application-received';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const failureText =
  'There was an issue submitting your application. Please try again or contact us directly.';

/**
 * One partner-network application: replaced by a lasting confirmation once it is stored, kept as typed
 * when sending fails.
 */
export function ApplicationForm({ type }: { type: ApplicationType }) {
  const mutation = useSubmitApplication(type);
  const [receivedFrom, setReceivedFrom] = useState<string | null>(null);
  const fields = applicationFields[type];
  // The form's validation, loaded once the visitor starts using the page (see `useLeadForm`).
  const loadSchema = useCallback(
    () => import('../../../lib/lead-schemas').then((m) => m.applicationSchemas[type]),
    [type],
  );
  const { form, onSubmit } = useLeadForm({
    schema: loadSchema,
    fields,
    send: mutation.mutateAsync,
    onSubmitted: (values) => {
      toast.success(applicationSubmittedTitle, { description: applicationSubmittedTexts[type] });
      form.reset(emptyValues(fields));
      setReceivedFrom(String((values as { email?: unknown }).email ?? ''));
    },
    onFailed: (_message, error) => {
      const description =
        isApiRequestError(error) && error.code === 'rate_limited' ? error.message : failureText;
      toast.error('Submission Error', { description, duration: 10_000 });
    },
  });

  if (receivedFrom !== null) {
    return (
      <ApplicationReceived type={type} email={receivedFrom} onNewApplication={() => setReceivedFrom(null)} />
    );
  }
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
