import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Dialog, toast, Toaster } from '../src';
import { renderWithTheme } from './render';

describe('Toaster', () => {
  // Tab through a toast and on (sonner's focus return kept from trapping it) is checked in a real browser:
  // e2e/tests/platform/identity.spec.ts.
  it('has toast text readable on its colour (at least 4.5:1)', async () => {
    render(<Toaster />);
    act(() => void toast.success('Saved'));
    await screen.findByText('Saved');
    const list = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(list?.style.getPropertyValue('--success-text')).toBe('hsl(140, 100%, 22%)');
    act(() => toast.dismiss());
  });

  it('replaces a toast shown again under its id, dropping the description the new one does not give', async () => {
    render(<Toaster />);
    act(() => void toast.error('Error', { id: 'auth', description: 'Invalid email or password' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    act(() => void toast.success('Welcome back!', { id: 'auth' }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
    act(() => toast.dismiss());
  });

  it('gives a toast shown again under its id its whole time, not what was left of the one before', async () => {
    const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
    render(<Toaster />);
    const shown = { id: 'survey', duration: 2_000 };
    act(() => void toast.success('Survey Submitted!', { ...shown, description: 'Provider' }));
    await screen.findByText('Provider');
    await wait(1_600);
    // The pointer rests on the notices (sonner holds them open) while the next survey is sent, then leaves.
    const notices = document.querySelector('[data-sonner-toaster]')!;
    fireEvent.mouseEnter(notices);
    fireEvent.mouseMove(notices);
    act(() => void toast.success('Survey Submitted!', { ...shown, description: 'Store' }));
    expect(await screen.findByText('Store')).toBeInTheDocument();
    fireEvent.mouseLeave(notices);
    // Past what was left of the first notice's 2 s: the second has 2 s of its own.
    await wait(1_000);
    expect(screen.getByText('Store')).toBeInTheDocument();
    act(() => toast.dismiss());
  });

  it('shows what follows a loading toast under its id in its place', async () => {
    render(<Toaster />);
    act(() => void toast.loading('Generating 1/2', { id: 'batch' }));
    const loading = (await screen.findByText('Generating 1/2')).closest('[data-sonner-toast]');
    act(() => void toast.loading('Generating 2/2', { id: 'batch' }));
    await screen.findByText('Generating 2/2');
    act(() => void toast.success('All Videos Generated!', { id: 'batch' }));
    const done = (await screen.findByText('All Videos Generated!')).closest('[data-sonner-toast]');
    expect(done).toBe(loading);
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1);
    act(() => toast.dismiss());
  });

  it('shows a toast given the id of one that has started to close, instead of losing it with the closing one', async () => {
    render(<Toaster />);
    act(
      () => void toast.success('Survey Submitted!', { id: 'survey', description: 'Customer', duration: 200 }),
    );
    await screen.findByText('Customer');
    // The first toast's exit has begun: sonner holds its id for the 200 ms the exit takes.
    await waitFor(() =>
      expect(screen.getByText('Customer').closest('[data-sonner-toast]')).toHaveAttribute(
        'data-removed',
        'true',
      ),
    );
    act(() => void toast.success('Survey Submitted!', { id: 'survey', description: 'Insurance' }));
    expect(await screen.findByText('Insurance')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Customer')).not.toBeInTheDocument());
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.getByText('Insurance')).toBeInTheDocument();

    act(() => void toast.dismiss('survey'));
    await waitFor(() => expect(screen.queryByText('Insurance')).not.toBeInTheDocument());
  });

  describe('on a phone-wide screen', () => {
    const matchMedia = window.matchMedia;
    const screenIs = (phone: boolean) => {
      window.matchMedia = ((query: string) => ({
        matches: phone && query === '(max-width: 599px)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })) as unknown as typeof window.matchMedia;
    };
    const toastsAt = () => {
      const list = document.querySelector('[data-sonner-toaster]');
      return [list?.getAttribute('data-y-position'), list?.getAttribute('data-x-position')];
    };
    afterEach(() => {
      act(() => toast.dismiss());
      window.matchMedia = matchMedia;
    });

    it("puts toasts across the top, over the header, off a form's submit button at the bottom; on a desktop at the bottom right", async () => {
      screenIs(true);
      const phone = render(<Toaster />);
      act(() => void toast.error('Error', { description: 'An account with this email already exists' }));
      await screen.findByText('Error');
      expect(toastsAt()).toEqual(['top', 'center']);
      act(() => toast.dismiss());
      phone.unmount();

      screenIs(false);
      render(<Toaster />);
      act(() => void toast.success('Saved again'));
      await screen.findByText('Saved again');
      expect(toastsAt()).toEqual(['bottom', 'right']);
    });

    it('keeps toasts at the top while a dialog rising from the bottom is open', async () => {
      screenIs(true);
      renderWithTheme(
        <>
          <Toaster />
          <Dialog open onClose={() => {}} title="Delete this guide?" />
        </>,
      );
      act(() => void toast.success('Guide updated successfully!'));
      await screen.findByText('Guide updated successfully!');
      expect(screen.getByRole('dialog', { name: 'Delete this guide?' })).toBeInTheDocument();
      expect(toastsAt()).toEqual(['top', 'center']);
    });

    it('closes a toast tapped anywhere, while a button of its own does what it says', async () => {
      screenIs(true);
      const undo = jest.fn();
      render(<Toaster />);
      act(() => void toast.error('Error', { description: 'Invalid email or password' }));
      fireEvent.click(await screen.findByText('Invalid email or password'));
      await waitFor(() => expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument());

      act(() => void toast.success('Guide deleted', { action: { label: 'Undo', onClick: undo } }));
      fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
      expect(undo).toHaveBeenCalled();
    });

    it('leaves a tapped toast on a desktop, where it has the pointer pause and its close button', async () => {
      screenIs(false);
      render(<Toaster />);
      act(() => void toast.error('Error', { description: 'Invalid email or password' }));
      fireEvent.click(await screen.findByText('Invalid email or password'));
      await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
      expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    });
  });

  describe('a toast with keyboard focus', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('stays while focused, and closes on its own once focus has left', () => {
      render(
        <>
          <button type="button">Elsewhere</button>
          <Toaster />
        </>,
      );
      act(() => void toast.success('Welcome back!'));
      act(() => void jest.advanceTimersByTime(100));
      const close = screen.getByRole('button', { name: 'Close toast' });

      act(() => close.focus());
      act(() => void jest.advanceTimersByTime(20_000));
      expect(screen.getByText('Welcome back!')).toBeInTheDocument();

      act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
      act(() => void jest.advanceTimersByTime(6_000));
      expect(screen.queryByText('Welcome back!')).not.toBeInTheDocument();
    });

    it('gives the focus back to where it was when closed with its close button', () => {
      render(
        <>
          <label>
            Email <input />
          </label>
          <Toaster />
        </>,
      );
      const email = screen.getByRole('textbox', { name: 'Email' });
      act(() => email.focus());
      act(() => void toast.error('Error'));
      act(() => void jest.advanceTimersByTime(100));
      const close = screen.getByRole('button', { name: 'Close toast' });
      act(() => close.focus());
      act(() => close.click());
      act(() => void jest.advanceTimersByTime(1_000));
      expect(screen.queryByText('Error')).not.toBeInTheDocument();
      expect(email).toHaveFocus();
    });

    it('closes with Escape while focused, giving the focus back to where it was', () => {
      render(
        <>
          <label>
            Email <input />
          </label>
          <Toaster />
        </>,
      );
      const email = screen.getByRole('textbox', { name: 'Email' });
      act(() => email.focus());
      act(
        () => void toast.success('Application Submitted!', { action: { label: 'View', onClick: () => {} } }),
      );
      act(() => void jest.advanceTimersByTime(100));
      const view = screen.getByRole('button', { name: 'View' });
      act(() => view.focus());
      fireEvent.keyDown(view, { key: 'Escape' });
      act(() => void jest.advanceTimersByTime(1_000));
      expect(screen.queryByText('Application Submitted!')).not.toBeInTheDocument();
      expect(email).toHaveFocus();
    });

    it('closes after its time when nobody touches it', () => {
      render(<Toaster />);
      act(() => void toast.success('Saved'));
      act(() => void jest.advanceTimersByTime(6_000));
      expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    });
  });
});
