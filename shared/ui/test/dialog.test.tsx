import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button, Dialog } from '../src';
import { renderWithTheme } from './render';

function Example({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        onClose={close}
        title="Cancel the case?"
        description="The technician visit is released."
        actions={
          <>
            <Button variant="outline" onClick={close}>
              Keep
            </Button>
            <Button variant="danger" onClick={close}>
              Cancel case
            </Button>
          </>
        }
      />
    </>
  );
}

describe('Dialog', () => {
  it('opens as a labelled modal with focus inside, and traps Tab', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Example />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    const dialog = screen.getByRole('dialog', { name: 'Cancel the case?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('The technician visit is released.');
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel case' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Cancel case' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithTheme(<Example onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a press outside, but not on the second press of the double click that opened it', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithTheme(<Example onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    // The backdrop is the dialog's parent, under the pointer where the opener was.
    const backdrop = screen.getByRole('dialog').parentElement!;

    fireEvent.mouseDown(backdrop, { detail: 2 });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.mouseDown(backdrop, { detail: 1 });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
