import { useCallback, useEffect, useRef } from 'react';
import { Card, toast } from '@claims/ui';
import {
  applicationFields,
  applicationSubmittedTexts,
  applicationSubmittedTitle,
  type ApplicationType,
} from '@claims/contracts';
import { isApiRequestError } from '@claims/web-kit';
import { LeadFormFields, LeadForm } from '../../../components/lead-form-fields';
import { LeadSubmitButton } from '../../../components/lead-submit-button';
import { SubmissionFailure } from '../../../components/submission-failure';
import { emptyValues, useLeadForm } from '../../../lib/use-lead-form';
import { hasString, useKeptConfirmation } from '../../../lib/use-kept-confirmation';
import { useSubmitApplication } from '../api/submit-application';
import { ApplicationReceived } from './application-received';

/** One failure notice at a time, gone once a later attempt is stored. */
const failureToastId = 'application-failure';

const failureText =
  'There was an issue submitting your application. Please try again or contact us directly.';

type Received = { email: string; repeatOf?: string };
const isReceived = hasString('email') as (value: unknown) => value is Received;

/**
 * One partner-network application: replaced by a lasting confirmation once it is stored, kept as typed
 * when sending fails.
 */
export function ApplicationForm({ type }: { type: ApplicationType }) {
  const mutation = useSubmitApplication(type);
  // The confirmation stays through a reload or Back and Forward, until another application or Back to Home.
  const [received, setReceived] = useKeptConfirmation(
    `claims.lead-confirmation.application.${type}`,
    isReceived,
  );
  const fields = applicationFields[type];
  // The form's validation, loaded once the visitor starts using the page (see `useLeadForm`).
  const loadSchema = useCallback(
    () => import('../../../lib/lead-schemas').then((m) => m.applicationSchemas[type]),
    [type],
  );
  const { form, onSubmit, fieldChecks, failure } = useLeadForm({
    schema: loadSchema,
    fields,
    send: mutation.mutateAsync,
    draftKey: `claims.lead-draft.application.${type}`,
    onSubmitted: (values, receipt) => {
      toast.dismiss(failureToastId);
      toast.success(applicationSubmittedTitle, { description: applicationSubmittedTexts[type] });
      form.reset(emptyValues(fields));
      setReceived({
        email: String((values as { email?: unknown }).email ?? ''),
        ...(receipt.duplicate ? { repeatOf: receipt.receivedAt } : {}),
      });
    },
    onFailed: (_message, error) => {
      const description =
        isApiRequestError(error) && error.code === 'rate_limited' ? error.message : failureText;
      toast.error('Submission Error', { id: failureToastId, description, duration: 10_000 });
      return description;
    },
  });

  // "Submit another application" brings the empty form back with focus in its first field, not on the page's body.
  const startAgain = useRef(false);
  useEffect(() => {
    if (received !== null || !startAgain.current) return;
    startAgain.current = false;
    form.setFocus(fields[0].name);
  }, [received, form, fields]);

  if (received !== null) {
    return (
      <ApplicationReceived
        type={type}
        email={received.email}
        repeatOf={received.repeatOf}
        onNewApplication={() => {
          startAgain.current = true;
          setReceived(null);
        }}
        onLeave={() => setReceived(null)}
      />
    );
  }
  return (
    <Card as="section" aria-label="Application form">
      <LeadForm onSubmit={onSubmit} {...fieldChecks} noValidate>
        <LeadFormFields fields={fields} form={form} idPrefix={`apply-${type}`} />
        <SubmissionFailure message={failure} />
        <LeadSubmitButton sending={mutation.isPending}>Submit Application</LeadSubmitButton>
      </LeadForm>
    </Card>
  );
}
