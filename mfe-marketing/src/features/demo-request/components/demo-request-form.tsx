import { useEffect } from 'react';
import { Card, toast } from '@claims/ui';
import { demoRequestFields, demoRequestNotices } from '@claims/contracts';
import { isApiRequestError } from '@claims/web-kit';
import { LeadFormFields, LeadForm } from '../../../components/lead-form-fields';
import { LeadSubmitButton } from '../../../components/lead-submit-button';
import { SubmissionFailure } from '../../../components/submission-failure';
import { emptyValues, useLeadForm } from '../../../lib/use-lead-form';
import { useSubmitDemoRequest } from '../api/submit-demo-request';

/** One failure notice at a time, gone once a later attempt is stored. */
const failureToastId = 'demo-request-failure';

/** The form's validation, loaded once the visitor starts using the page (see `useLeadForm`). */
const loadSchema = () => import('../../../lib/lead-schemas').then((m) => m.demoRequestSchema);

/** Full Name, Work Email, Company, I am a, Role/Title and an optional Message. */
export function DemoRequestForm({
  onSubmitted,
  focusFirstField = false,
}: {
  onSubmitted: (confirmation: { email: string; confirmationEmailSent: boolean; repeatOf?: string }) => void;
  /** Opened by "Send another request": focus starts in the first field, not on the page's body. */
  focusFirstField?: boolean;
}) {
  const mutation = useSubmitDemoRequest();
  const { form, onSubmit, fieldChecks, failure } = useLeadForm({
    schema: loadSchema,
    fields: demoRequestFields,
    send: mutation.mutateAsync,
    draftKey: 'claims.lead-draft.demo-request',
    onSubmitted: (values, receipt) => {
      const sent = receipt.confirmationEmailSent ?? false;
      toast.dismiss(failureToastId);
      // The spec's text says a confirmation email is on its way: only when one was sent.
      toast.success(demoRequestNotices.successTitle, {
        description: sent ? demoRequestNotices.successText : demoRequestNotices.successTextWithoutEmail,
      });
      form.reset(emptyValues(demoRequestFields));
      onSubmitted({
        email: values.email,
        confirmationEmailSent: sent,
        repeatOf: receipt.duplicate ? receipt.receivedAt : undefined,
      });
    },
    onFailed: (_message, error) => {
      // Too many forms from one visitor gets the service's own explanation (when to retry, whom to call).
      const description =
        isApiRequestError(error) && error.code === 'rate_limited'
          ? error.message
          : demoRequestNotices.errorText;
      toast.error(demoRequestNotices.errorTitle, { id: failureToastId, description, duration: 10_000 });
      return description;
    },
  });

  useEffect(() => {
    if (focusFirstField) form.setFocus(demoRequestFields[0].name);
    // Once, as the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Card as="section" aria-label="Demo request form">
      <LeadForm onSubmit={onSubmit} {...fieldChecks} noValidate>
        <LeadFormFields fields={demoRequestFields} form={form} idPrefix="demo" />
        <SubmissionFailure message={failure} />
        <LeadSubmitButton sending={mutation.isPending}>Request Demo</LeadSubmitButton>
      </LeadForm>
    </Card>
  );
}
