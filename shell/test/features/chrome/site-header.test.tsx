import { site } from '@claims/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '../../../src/features/chrome/components/site-header';
import { renderInShell } from '../../render';

describe('SiteHeader', () => {
  it('links to the public pages, the trial system and the phone', async () => {
    renderInShell(<SiteHeader />);
    // jsdom has no media queries, so the small-screen layout is the one visible here.
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const expected = {
      'Request Service': '/request-tech',
      Recycling: '/abby-recycling',
      'Repair Guides': '/repair-guides',
      Contact: '/request-demo',
    };
    for (const [label, href] of Object.entries(expected)) {
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'Try Trial System' })).toHaveAttribute('href', '/auth');
    expect(within(nav).getByRole('link', { name: /Call Now/ })).toHaveAttribute('href', site.phoneHref);
    expect(screen.getByRole('link', { name: /home/ })).toHaveAttribute('href', '/');
  });

  it('collapses its menu on small screens and closes it after a choice', async () => {
    const user = userEvent.setup();
    renderInShell(<SiteHeader />, { path: '/auth' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();

    await user.click(within(panel).getByRole('link', { name: 'Recycling' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('closes the menu with Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderInShell(<SiteHeader />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
