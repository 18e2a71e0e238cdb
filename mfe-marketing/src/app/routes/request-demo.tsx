import { useState } from 'react';
import { PageLayout } from '../../components/page-layout';
import { DemoRequestForm } from '../../features/demo-request/components/demo-request-form';
import { RequestReceived } from '../../features/demo-request/components/request-received';

/** /request-demo: the form, then the Request Received confirmation. */
export default function RequestDemoPage() {
  const [received, setReceived] = useState<{
    email: string;
    confirmationEmailSent: boolean;
    repeatOf?: string;
  } | null>(null);
  if (received) return <RequestReceived {...received} />;
  return (
    <PageLayout
      narrow
      title="Request a Demo"
      intro="See how verified claims are settled the same day. Tell us about yourself and we'll contact you within 24 hours."
    >
      <DemoRequestForm onSubmitted={setReceived} />
    </PageLayout>
  );
}
