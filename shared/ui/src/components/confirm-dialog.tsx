import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export type ConfirmDialogProps = {
  open: boolean;
  /** Closes without doing anything: the keep button, Esc and a click outside. */
  onClose(): void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The button that changes nothing ("Keep Booking", "Cancel"). */
  keepLabel: string;
  /** The button that does it, in the danger colour ("Cancel Booking", "Delete"). */
  confirmLabel: string;
  /** `primary` for a final step that loses nothing ("Complete case"); `danger` (the default) for one that does. */
  confirmVariant?: 'danger' | 'primary';
  onConfirm(): void;
  /** While what was confirmed is being sent: the confirm button shows it, the keep button waits. */
  confirming?: boolean;
  confirmingLabel?: string;
};

/** A question before something final (cancel, delete): a button that keeps things as they are, and one that does it. */
export function ConfirmDialog({
  keepLabel,
  confirmLabel,
  onConfirm,
  confirming = false,
  confirmingLabel,
  confirmVariant = 'danger',
  ...dialog
}: ConfirmDialogProps) {
  return (
    <Dialog
      {...dialog}
      actions={
        <>
          <Button variant="outline" onClick={dialog.onClose} disabled={confirming}>
            {keepLabel}
          </Button>
          <Button
            variant={confirmVariant}
            // The second click of a double click comes before the button shows it is busy: it is not a second
            // confirmation (a cancel sent twice answers its own first try with "not scheduled").
            onClick={(event) => {
              if (event.detail <= 1) onConfirm();
            }}
            loading={confirming}
            loadingText={confirmingLabel}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
