import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { RemoteArea } from '../../../src/features/remotes/components/remote-area';
import { forgetRemoteRoutes } from '../../../src/features/remotes/lib/load-remote-routes';
import { createResiliencePlugin } from '../../../src/features/remotes/lib/resilience-plugin';
import { createRemoteRegistry } from '../../../src/features/remotes/lib/remote-registry';
import { capturePrerenderedSnapshot } from '../../../src/features/remotes/lib/prerendered-snapshot';
import { renderInShell, silenceErrorReports, staticRegistry } from '../../render';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const loadRemoteMock = loadRemote as jest.Mock;

function TrialScreen() {
  return <h1>Sign in to the trial</h1>;
}

/** The live sign-in form: its own state, updated from input events (as react-hook-form's is). */
function LiveSignInForm() {
  const [email, setEmail] = useState('');
  const [remember, setRemember] = useState(false);
  const [shown, setShown] = useState(false);
  // The form comes a moment after the page (a lazily loaded part).
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 20);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return <h1>Live sign-in</h1>;
  return (
    <form aria-label="Live sign-in">
      <h1>Live sign-in</h1>
      <input
        id="auth-email"
        aria-label="Email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <input id="auth-password" aria-label="Password" type="password" defaultValue="" />
      <input
        id="auth-remember"
        aria-label="Remember me"
        type="checkbox"
        checked={remember}
        onChange={(event) => setRemember(event.target.checked)}
      />
      <output>{`state: ${email} ${remember ? 'remembered' : 'not remembered'}`}</output>
    </form>
  );
}

function Crashing(): never {
  throw new Error('boom');
}

describe('RemoteArea', () => {
  beforeEach(() => {
    loadRemoteMock.mockReset();
    for (const name of ['trial', 'guides', 'media'] as const) forgetRemoteRoutes(name);
    silenceErrorReports();
  });

  it('loads the remote routes and renders them', async () => {
    loadRemoteMock.mockResolvedValue({ default: TrialScreen });
    const registry = staticRegistry({ trial: 'https://site/mfe/trial/mf-manifest.json' });
    await registry.load();
    renderInShell(<RemoteArea name="trial" />, { path: '/auth', registry });
    expect(await screen.findByRole('heading', { name: 'Sign in to the trial' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('trial/Routes');
  });

  it('keeps the prerendered page on screen while the area loads, then shows the live page and forgets the snapshot', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<div data-prerendered="/auth"><h1>Prerendered sign-in</h1></div>';
    capturePrerenderedSnapshot(root);
    let resolveRemote: (value: { default: typeof TrialScreen }) => void = () => undefined;
    loadRemoteMock.mockReturnValue(new Promise((resolve) => (resolveRemote = resolve)));
    const registry = staticRegistry({ trial: 'https://site/mfe/trial/mf-manifest.json' });
    await registry.load();
    const view = renderInShell(<RemoteArea name="trial" />, { path: '/auth', registry });
    expect(await screen.findByRole('heading', { name: 'Prerendered sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    resolveRemote({ default: TrialScreen });
    expect(await screen.findByRole('heading', { name: 'Sign in to the trial' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Prerendered sign-in' })).not.toBeInTheDocument();
    view.unmount();

    // Another load of the area shows the skeleton, not a snapshot that may no longer match.
    forgetRemoteRoutes('trial');
    loadRemoteMock.mockReturnValue(new Promise(() => undefined));
    renderInShell(<RemoteArea name="trial" />, { path: '/auth', registry });
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Prerendered sign-in' })).not.toBeInTheDocument();
  });

  it('carries what the visitor typed into the prerendered form, and the focus, to the live form', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML =
      '<div data-prerendered="/auth"><form><h1>Prerendered sign-in</h1>' +
      '<input id="auth-email" value=""><input id="auth-password" type="password" value="">' +
      '<input id="auth-remember" type="checkbox"></form></div>';
    // Typed before the site's code ran.
    root.querySelector<HTMLInputElement>('#auth-email')!.value = 'ann@exam';
    root.querySelector<HTMLInputElement>('#auth-remember')!.checked = true;
    capturePrerenderedSnapshot(root);
    // Typed while the shell's first render was under way, then that page was replaced (focus and all).
    const edgePassword = root.querySelector<HTMLInputElement>('#auth-password')!;
    edgePassword.focus();
    edgePassword.value = 'secret1';
    root.remove();
    let resolveRemote: (value: { default: typeof LiveSignInForm }) => void = () => undefined;
    loadRemoteMock.mockReturnValue(new Promise((resolve) => (resolveRemote = resolve)));
    const registry = staticRegistry({ trial: 'https://site/mfe/trial/mf-manifest.json' });
    await registry.load();
    renderInShell(<RemoteArea name="trial" />, { path: '/auth', registry });
    await screen.findByRole('heading', { name: 'Prerendered sign-in' });
    // The copy shown while the area loads has it, and the visitor goes on typing there.
    const copyEmail = document.querySelector<HTMLInputElement>('[data-prerendered] #auth-email')!;
    expect(copyEmail.value).toBe('ann@exam');
    const copyPassword = document.querySelector<HTMLInputElement>('[data-prerendered] #auth-password')!;
    expect(copyPassword.value).toBe('secret1');
    expect(copyPassword).toHaveFocus();
    copyEmail.value = 'ann@example.com';
    copyPassword.focus();

    await act(async () => resolveRemote({ default: LiveSignInForm }));
    const form = await screen.findByRole('form', { name: 'Live sign-in' });
    expect(await screen.findByText('state: ann@example.com remembered')).toBeInTheDocument();
    expect(form.querySelector('#auth-password')).toHaveValue('secret1');
    expect(form.querySelector('#auth-password')).toHaveFocus();
  });

  it('shows the skeleton for a path that was not prerendered', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<div data-prerendered="/"><h1>Home hero</h1></div>';
    capturePrerenderedSnapshot(root);
    loadRemoteMock.mockReturnValue(new Promise(() => undefined));
    const registry = staticRegistry({ trial: 'https://site/mfe/trial/mf-manifest.json' });
    await registry.load();
    renderInShell(<RemoteArea name="trial" />, { path: '/auth', registry });
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home hero' })).not.toBeInTheDocument();
  });

  it('shows the unavailable panel when loading fails, and Retry really loads again', async () => {
    loadRemoteMock
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValue({ default: TrialScreen });
    const registry = staticRegistry({ trial: 'https://site/mfe/trial/mf-manifest.json' });
    await registry.load();
    renderInShell(<RemoteArea name="trial" />, { path: '/auth', registry });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This section is temporarily unavailable' }),
    ).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith(
      '/api/client-errors',
      expect.objectContaining({ method: 'POST' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to the trial' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it("shows the runtime's stand-in, and a later visit to the area tries the remote again", async () => {
    const errorLoadRemote = createResiliencePlugin().errorLoadRemote as unknown as (args: object) => unknown;
    const standIn = errorLoadRemote({
      id: 'trial/Routes',
      error: new Error('down'),
      lifecycle: 'onLoad',
      from: 'runtime',
    });
    loadRemoteMock.mockResolvedValueOnce(standIn).mockResolvedValue({ default: TrialScreen });
    const registry = staticRegistry({ trial: 'https://site/mfe/trial/mf-manifest.json' });
    await registry.load();

    const first = renderInShell(<RemoteArea name="trial" />, { path: '/auth', registry });
    expect(
      await screen.findByRole('heading', { name: 'This section is temporarily unavailable' }),
    ).toBeInTheDocument();
    first.unmount();

    renderInShell(<RemoteArea name="trial" />, { path: '/auth', registry });
    expect(await screen.findByRole('heading', { name: 'Sign in to the trial' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('contains a remote that throws while rendering', async () => {
    loadRemoteMock.mockResolvedValue({ default: Crashing });
    const registry = staticRegistry({ guides: 'https://site/mfe/guides/mf-manifest.json' });
    await registry.load();
    renderInShell(<RemoteArea name="guides" title="Repair guides" />, { path: '/repair-guides', registry });
    expect(
      await screen.findByRole('heading', { name: 'This section is temporarily unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Repair guides could not be loaded/)).toBeInTheDocument();
  });

  it('shows the panel for a remote missing from /remotes.json and reads the list again on Retry', async () => {
    const lists: Record<string, string>[] = [{}, { media: 'https://site/mfe/media/mf-manifest.json' }];
    const registry = createRemoteRegistry({
      getManifest: async () => ({ remotes: lists.shift() ?? {}, routes: {} }),
      register: jest.fn(),
    });
    await registry.load();
    loadRemoteMock.mockResolvedValue({ default: () => <h1>Pitch decks</h1> });
    renderInShell(<RemoteArea name="media" />, { path: '/pitch-decks', registry });

    expect(
      screen.getByRole('heading', { name: 'This section is temporarily unavailable' }),
    ).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Pitch decks' })).toBeInTheDocument();
  });
});
