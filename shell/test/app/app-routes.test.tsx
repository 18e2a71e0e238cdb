import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '../../src/app/app-routes';
import type { SiteManifest } from '../../src/features/remotes/api/get-remotes-manifest';
import { createRemoteRegistry } from '../../src/features/remotes/lib/remote-registry';
import { forgetRemoteRoutes } from '../../src/features/remotes/lib/load-remote-routes';
import { renderInShell, silenceErrorReports, staticRegistry } from '../render';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const loadRemoteMock = loadRemote as jest.Mock;

const trialManifest = 'https://site/mfe/trial/mf-manifest.json';
const trialRoutes = {
  title: 'Trial system',
  pages: [
    { path: '/auth', title: 'Sign In' },
    { path: '/trial-dashboard', title: 'Trial Dashboard' },
  ],
};

beforeEach(() => {
  loadRemoteMock.mockReset();
  forgetRemoteRoutes('trial');
  document.title = 'Claim Assist Appliance Services';
});

describe('AppRoutes', () => {
  it('shows the 404 page for a path no published list has, titles the tab, and logs it', async () => {
    const consoleError = silenceErrorReports();
    const registry = staticRegistry({ trial: trialManifest }, { trial: trialRoutes });
    await registry.load();
    renderInShell(<AppRoutes />, { path: '/definitely/not/here', registry });
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('/definitely/not/here'));
    expect(document.title).toBe('Page not found · Claim Assist');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it("hands a path to the remote whose list has it, and titles the tab with that page's title", async () => {
    loadRemoteMock.mockResolvedValue({ default: () => <h1>Trial area</h1> });
    const registry = staticRegistry({ trial: trialManifest }, { trial: trialRoutes });
    await registry.load();
    renderInShell(<AppRoutes />, { path: '/trial-dashboard', registry });
    expect(await screen.findByRole('heading', { name: 'Trial area' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('trial/Routes');
    expect(document.title).toBe('Trial Dashboard · Claim Assist');
  });

  it('shows the loading skeleton, not a 404, until /remotes.json is read', () => {
    const registry = staticRegistry({ trial: trialManifest }, { trial: trialRoutes });
    renderInShell(<AppRoutes />, { path: '/auth', registry });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the page…');
    expect(screen.queryByRole('heading', { name: '404' })).not.toBeInTheDocument();
  });

  it('shows the unavailable panel (not a 404) when a remote’s list could not be read, and Retry reads it again', async () => {
    silenceErrorReports();
    const manifests: SiteManifest[] = [
      { remotes: { trial: trialManifest }, routes: {} },
      { remotes: { trial: trialManifest }, routes: { trial: trialRoutes } },
    ];
    const registry = createRemoteRegistry({
      getManifest: async () => manifests.shift() ?? manifests[0],
      register: jest.fn(),
    });
    await registry.load();
    loadRemoteMock.mockResolvedValue({ default: () => <h1>Sign in to the trial</h1> });
    renderInShell(<AppRoutes />, { path: '/auth', registry });
    expect(
      screen.getByRole('heading', { level: 1, name: 'This section is temporarily unavailable' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '404' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to the trial' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sign In · Claim Assist'));
  });
});
