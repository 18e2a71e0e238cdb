import { Container, ErrorPanel } from '@claims/ui';
import { reportClientError } from '@claims/web-kit';
import { useEffect } from 'react';
import type { FallbackProps } from 'react-error-boundary';

/** Last line of defence: the shell itself failed to render (areas have their own boundaries). */
export function ShellCrash({ error }: Pick<FallbackProps, 'error'>) {
  useEffect(() => {
    reportClientError({
      kind: 'render',
      message: `shell: ${error instanceof Error ? error.message : String(error)}`,
      path: window.location.pathname,
    });
  }, [error]);
  return (
    <Container style={{ paddingTop: '4rem', paddingBottom: '4rem' }}>
      <ErrorPanel
        headingLevel={1}
        title="Something went wrong"
        message="The page could not be shown. Reloading usually fixes it."
        retryLabel="Reload"
        onRetry={() => window.location.reload()}
      />
    </Container>
  );
}
