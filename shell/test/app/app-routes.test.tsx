import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import { AppRoutes } from '../../src/app/app-routes';
import { renderInShell, silenceErrorReports, staticRegistry } from '../render';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

describe('AppRoutes', () => {
  it('shows the 404 page for a path no area owns, and logs it', () => {
    const consoleError = silenceErrorReports();
    renderInShell(<AppRoutes />, { path: '/definitely/not/here' });
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('/definitely/not/here'));
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it("hands an area's path to that area's remote", async () => {
    (loadRemote as jest.Mock).mockResolvedValue({ default: () => <h1>Trial area</h1> });
    const registry = staticRegistry({ trial: 'https://site/mfe/trial/mf-manifest.json' });
    await registry.load();
    renderInShell(<AppRoutes />, { path: '/trial-dashboard', registry });
    expect(await screen.findByRole('heading', { name: 'Trial area' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('trial/Routes');
  });
});
