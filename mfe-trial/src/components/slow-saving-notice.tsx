import { SlowLoadingNotice } from '@claims/ui';

/** Said under a button whose answer is slow (the service is busy or stuck; the site gives up after 15 s). */
export const slowSavingMessage =
  'This is taking longer than usual. Please keep this page open: it is still being sent, and pressing again will not do it twice.';

/** A slow save's note, announced when it appears: a spinner alone for many seconds looks like a broken page. */
export function SlowSavingNotice({ saving }: { saving: boolean }) {
  return (
    <SlowLoadingNotice waiting={saving} afterMs={5000}>
      {slowSavingMessage}
    </SlowLoadingNotice>
  );
}
