import type { ReactNode } from 'react';
import { Button } from '@claims/ui';

/**
 * A lead form's send button: busy while sending, and disabled in the build-time snapshot
 * (scripts/prerender-pages.tsx), which can be typed into but not sent (a disabled default button also stops Enter).
 */
export function LeadSubmitButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      size="lg"
      fullWidth
      loading={sending}
      loadingText="Submitting..."
      disabled={typeof window === 'undefined'}
    >
      {children}
    </Button>
  );
}
