import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from '@claims/web-kit';
import {
  cleanUpArea,
  makeSession,
  mockApi,
  renderArea,
  signInWith,
  signOutIfNeeded,
} from '@claims/ui/testing';
import { site } from '@claims/contracts';
import MarketingRoutes from '../../../src/app/routes';
import { stubIntersectionObserver } from '../../support/intersection-observer';

jest.setTimeout(30_000);

beforeEach(() => {
  stubIntersectionObserver(false);
  window.history.replaceState(null, '', '/');
});
afterEach(async () => {
  await signOutIfNeeded();
  await cleanUpArea();
});

const heroNav = async () => {
  await renderArea(MarketingRoutes, '/');
  return screen.getByRole('navigation', { name: 'Main' });
};

describe('landing page navigation', () => {
  it('offers Call Now with the business number, as the header of every other page does', async () => {
    const nav = await heroNav();
    const call = within(nav).getByRole('link', { name: `Call Now ${site.phoneDisplay}` });
    expect(call).toHaveAttribute('href', site.phoneHref);
    // Both texts are there; the screen width shows one (the word on phones, the number from 1024 px).
    expect(call).toHaveTextContent('Call Now');
    expect(call).toHaveTextContent(site.phoneDisplay);
  });

  it('signed out, shows no account', async () => {
    const nav = await heroNav();
    expect(within(nav).queryByRole('button', { name: /^Account:/ })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it("signed in, shows the user's account menu and, in the phone menu, Dashboard and Sign Out", async () => {
    await signInWith(makeSession(['customer'], { fullName: 'Dana Whitfield' }));
    const user = userEvent.setup();
    const nav = await heroNav();
    const account = within(nav).getByRole('button', { name: 'Account: Dana Whitfield', hidden: true });
    expect(account).toHaveAttribute('aria-expanded', 'false');
    await user.click(within(nav).getByRole('button', { name: 'Menu' }));
    const menu = document.getElementById(
      within(nav).getByRole('button', { name: 'Menu' }).getAttribute('aria-controls')!,
    )!;
    expect(within(menu).getByText('Dana Whitfield', { selector: 'strong' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/trial-dashboard');
    mockApi({ 'POST /api/auth/sign-out': () => ({ status: 204 }) });
    await user.click(within(menu).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(getSession()).toBeNull());
    await waitFor(() =>
      expect(within(nav).queryByRole('button', { name: /^Account:/, hidden: true })).not.toBeInTheDocument(),
    );
  });
});
