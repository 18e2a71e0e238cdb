import { act, render, screen } from '@testing-library/react';
import { toast, Toaster } from '../src';

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
});
