import { Container, ErrorPanel } from '@claims/ui';
import { reportClientError } from '@claims/web-kit';
import { useContext, useEffect, useState } from 'react';
import styled from 'styled-components';
import { markAreaUnavailable } from '../lib/area-health';
import { RemoteAreaContext } from '../lib/remote-area-context';

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space(12)};
  padding-bottom: ${({ theme }) => theme.space(16)};
  max-width: 46rem;
`;

export const unavailableTitle = 'This section is temporarily unavailable';

export type RemoteUnavailableProps = {
  /** The remote's name ('' when the page's owner is unknown: /remotes.json or a page list could not be read). */
  name: string;
  /** The area as people read it; defaults to the surrounding area's title. */
  title?: string;
  error?: unknown;
  /** What failed: loading the area's code, or the area while rendering. */
  kind: 'remote_load' | 'render';
  /** Defaults to retrying the surrounding area. */
  onRetry?(): void | Promise<void>;
};

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'unknown error';
}

/** Stands in for an area that cannot be shown; the header, footer and other areas keep working. */
export function RemoteUnavailable({ name, title, error, kind, onRetry }: RemoteUnavailableProps) {
  const area = useContext(RemoteAreaContext);
  const [retrying, setRetrying] = useState(false);
  const retry = onRetry ?? area?.retry;
  const areaTitle = title ?? area?.title ?? 'This page';

  useEffect(() => markAreaUnavailable(name), [name]);
  useEffect(() => {
    // Once per failure shown (not again for every page of the same area), so the path is read here, not watched.
    reportClientError({
      kind,
      message: `${name || 'unknown'} area unavailable: ${describe(error)}`,
      path: window.location.pathname,
    });
  }, [name, error, kind]);

  const onClick = retry
    ? async () => {
        setRetrying(true);
        try {
          await retry();
        } finally {
          setRetrying(false);
        }
      }
    : undefined;

  return (
    <Page>
      <ErrorPanel
        headingLevel={1}
        title={unavailableTitle}
        message={`${areaTitle} could not be loaded just now. The rest of the site still works; please try again in a moment.`}
        onRetry={onClick}
        retrying={retrying}
      />
    </Page>
  );
}
