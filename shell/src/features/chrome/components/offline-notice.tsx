import { useSyncExternalStore } from 'react';
import styled from 'styled-components';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Above the page, out of its flow: showing it moves nothing. */
const Bar = styled.p`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space(4)};
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.header};
  width: max-content;
  max-width: calc(100vw - 2rem);
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-align: center;
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export const offlineMessage =
  'You are offline. What you send now waits here and goes as soon as the connection is back.';

/**
 * Said while the browser has no connection. A form sent meanwhile shows its button busy and waits (the query
 * client's requests pause offline and resume once online); without this the wait went unexplained.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div role="status" aria-live="polite">
      {!online && <Bar>{offlineMessage}</Bar>}
    </div>
  );
}
