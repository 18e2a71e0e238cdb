import { site } from '@claims/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { getSession, signIn, signOut } from '@claims/web-kit';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '../../../src/features/chrome/components/site-header';
import { UserMenu } from '@claims/ui';
import { useLocation } from 'react-router-dom';
import { useSignedOutPath } from '../../../src/app/signed-out-path';
import { renderInShell, staticRegistry } from '../../render';

/** The address on screen and the notice it carries. */
function Where() {
  const { pathname, search, state } = useLocation();
  return (
    <p data-testid="where">
      {pathname}
      {search} {(state as { notice?: string } | null)?.notice}
    </p>
  );
}

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

  it('closes the menu on a press on the page below it, or when focus leaves the header', async () => {
    const user = userEvent.setup();
    renderInShell(
      <>
        <SiteHeader />
        <main>
          <p>Page text</p>
          <button type="button">On the page</button>
        </main>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    // A press inside the open panel keeps it open.
    await user.click(screen.getByRole('navigation', { name: 'Main' }));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Page text'));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    act(() => screen.getByRole('button', { name: 'On the page' }).focus());
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  describe('signed in', () => {
    beforeEach(async () => {
      global.fetch = jest.fn(async () => ({
        ok: true,
        status: 200,
        headers: { get: () => 'application/json' },
        text: async () =>
          JSON.stringify({
            accessToken: 'token',
            accessTokenExpiresAt: Date.now() + 15 * 60_000,
            refreshToken: 'refresh',
            user: {
              id: 'u1',
              email: 'dana@example.com',
              fullName: 'Dana Whitfield',
              createdAt: '2026-01-01T00:00:00.000Z',
            },
            roles: ['customer'],
          }),
      })) as unknown as typeof fetch;
      await act(() => signIn({ email: 'dana@example.com', password: 'secret1' }).then(() => undefined));
    });

    afterEach(async () => {
      global.fetch = jest.fn(async () => ({
        ok: true,
        status: 204,
        headers: { get: () => null },
        text: async () => '',
      })) as unknown as typeof fetch;
      if (getSession()) await act(() => signOut());
    });

    it("shows the user's name with a menu of Dashboard and Sign Out instead of Try Trial System", async () => {
      const user = userEvent.setup();
      renderInShell(<SiteHeader />, { path: '/repair-guides' });
      // The desktop bar is hidden in jsdom (no media queries): query it as such.
      const account = screen.getByRole('button', { name: 'Account: Dana Whitfield', hidden: true });
      expect(account).toHaveTextContent('Dana Whitfield');
      expect(screen.queryByRole('link', { name: 'Try Trial System', hidden: true })).not.toBeInTheDocument();
      renderInShell(<UserMenu session={getSession()!} dashboardPath="/trial-dashboard" />);
      const toggle = screen.getByRole('button', { name: 'Account: Dana Whitfield' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
      expect(menu).toHaveTextContent(/^Signed in as Dana Whitfield/);
      expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'href',
        '/trial-dashboard',
      );
      await user.click(within(menu).getByRole('button', { name: 'Sign Out' }));
      await waitFor(() => expect(getSession()).toBeNull());
      expect(await screen.findAllByRole('link', { name: 'Try Trial System', hidden: true })).not.toHaveLength(
        0,
      );
    });

    it.each([
      ['a page anyone may see stays on it', '/repair-guide/g1?step=2', '/repair-guide/g1?step=2'],
      ['a page for signed-in users (forSignedIn) goes home', '/upload-guide', '/'],
      ['a page the edge keeps for signed-in users (signedOutRedirect) goes home', '/trial-dashboard', '/'],
      ['a page no area lists goes home', '/nowhere', '/'],
    ])('Sign Out from %s', async (_, from, to) => {
      const registry = staticRegistry(
        { guides: '/mfe/guides/mf-manifest.json', trial: '/mfe/trial/mf-manifest.json' },
        {
          guides: {
            title: 'Repair guides',
            pages: [
              { path: '/repair-guide/:id', title: 'Repair Guide' },
              { path: '/upload-guide', title: 'Contribute a Guide', forSignedIn: true },
            ],
          },
          trial: {
            title: 'Trial system',
            pages: [{ path: '/trial-dashboard', title: 'Trial Dashboard', signedOutRedirect: '/auth' }],
          },
        },
      );
      await registry.load();
      const user = userEvent.setup();
      const Header = () => <SiteHeader signedOutPath={useSignedOutPath()} />;
      renderInShell(
        <>
          <Header />
          <Where />
        </>,
        { path: from, registry },
      );
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      await user.click(
        within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Sign Out' }),
      );
      await waitFor(() => expect(getSession()).toBeNull());
      expect(screen.getByTestId('where')).toHaveTextContent(`${to} You are signed out.`);
    });

    it('offers Dashboard and Sign Out in the phone menu', async () => {
      const user = userEvent.setup();
      renderInShell(<SiteHeader />);
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      const nav = screen.getByRole('navigation', { name: 'Main' });
      expect(within(nav).getByText('Dana Whitfield')).toBeInTheDocument();
      expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'href',
        '/trial-dashboard',
      );
      expect(within(nav).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
      expect(within(nav).queryByRole('link', { name: 'Try Trial System' })).not.toBeInTheDocument();
    });
  });

  it('shows Call Now in the bar next to Menu on phones, and the number on the desktop button', () => {
    renderInShell(<SiteHeader />);
    // jsdom has no media queries: the desktop button is hidden here, the phone bar's is visible.
    expect(
      screen.getAllByRole('link', { name: 'Call Now (817) 555-0142' }).map((link) => link.textContent),
    ).toEqual(['Call Now']);
    const calls = screen.getAllByRole('link', { name: 'Call Now (817) 555-0142', hidden: true });
    // Desktop button (the number as its text), phone bar button, phone menu button (closed).
    expect(calls.map((link) => link.textContent)).toEqual(['(817) 555-0142', 'Call Now', 'Call Now']);
    for (const call of calls) expect(call).toHaveAttribute('href', site.phoneHref);
  });
});
