import { useState } from 'react';
import { PageLayout } from '../../components/page-layout';
import { DemoRequestForm } from '../../features/demo-request/components/demo-request-form';
import { RequestReceived } from '../../features/demo-request/components/request-received';
import { hasString, useKeptConfirmation } from '../../lib/use-kept-confirmation';

type Received = { email: string; confirmationEmailSent: boolean; repeatOf?: string };

const isReceived = (value: unknown): value is Received =>
  hasString('email')(value) && typeof (value as Received).confirmationEmailSent === 'boolean';

/** Where this tab keeps the confirmation (a reload shows it again). */
export const demoConfirmationKey = 'claims.lead-confirmation.demo-request';

/** /request-demo: the form, then the Request Received confirmation (kept until the visitor leaves through it). */
export default function RequestDemoPage() {
  const [received, setReceived] = useKeptConfirmation(demoConfirmationKey, isReceived);
  const [startedAgain, setStartedAgain] = useState(false);
  if (received)
    return (
      <RequestReceived
        {...received}
        onLeave={() => setReceived(null)}
        onNewRequest={() => {
          setStartedAgain(true);
          setReceived(null);
        }}
      />
    );
  return (
    <PageLayout
      narrow
      title="Request a Demo"
      intro="See how verified claims are settled the same day. Tell us about yourself and we'll contact you within 24 hours."
    >
      <DemoRequestForm onSubmitted={setReceived} focusFirstField={startedAgain} />
    </PageLayout>
  );
}
