import { parseRemotesManifest } from '../../../src/features/remotes/api/get-remotes-manifest';
import { createRemoteRegistry } from '../../../src/features/remotes/lib/remote-registry';
import type { SiteManifest } from '../../../src/features/remotes/api/get-remotes-manifest';

describe('/remotes.json', () => {
  it('keeps remotes with usable names and URLs (made absolute), and the page lists of those remotes', () => {
    expect(
      parseRemotesManifest(
        {
          remotes: {
            trial: '/mfe/trial/mf-manifest.json',
            guides: 'https://cdn.example.com/guides/mf-manifest.json',
            parts: '/mfe/parts/mf-manifest.json',
            'Not A Name': '/x',
            media: 42,
          },
          routes: {
            trial: {
              title: 'Trial system',
              pages: [
                { path: '/auth', title: 'Sign In' },
                { path: 'relative', title: 'x' },
              ],
            },
            guides: { pages: [] },
            media: {
              title: 'Video and pitch decks',
              pages: [{ path: '/pitch-decks', title: 'Pitch Decks' }],
            },
          },
        },
        'https://site.example.com/auth',
      ),
    ).toEqual({
      remotes: {
        trial: 'https://site.example.com/mfe/trial/mf-manifest.json',
        guides: 'https://cdn.example.com/guides/mf-manifest.json',
        parts: 'https://site.example.com/mfe/parts/mf-manifest.json',
      },
      routes: { trial: { title: 'Trial system', pages: [{ path: '/auth', title: 'Sign In' }] } },
    });
    expect(() => parseRemotesManifest({ nope: 1 }, 'https://site.example.com/')).toThrow(
      'no "remotes" object',
    );
  });
});

describe('remote registry', () => {
  it('registers new remotes, re-registers moved ones with force, and keeps what it had when /remotes.json fails', async () => {
    const manifests: SiteManifest[] = [
      { remotes: { trial: 'https://a/trial.json', guides: 'https://a/guides.json' }, routes: {} },
      {
        remotes: {
          trial: 'https://b/trial.json',
          guides: 'https://a/guides.json',
          media: 'https://a/media.json',
        },
        routes: {},
      },
    ];
    const getManifest = jest.fn(async () => {
      const next = manifests.shift();
      if (!next) throw new Error('/remotes.json answered 503');
      return next;
    });
    const register = jest.fn();
    const registry = createRemoteRegistry({ getManifest, register });
    expect(registry.getState().status).toBe('loading');

    await registry.load();
    expect(register).toHaveBeenCalledWith(
      [
        { name: 'trial', entry: 'https://a/trial.json' },
        { name: 'guides', entry: 'https://a/guides.json' },
      ],
      { force: false },
    );

    await registry.load();
    expect(register).toHaveBeenCalledWith([{ name: 'media', entry: 'https://a/media.json' }], {
      force: false,
    });
    expect(register).toHaveBeenCalledWith([{ name: 'trial', entry: 'https://b/trial.json' }], {
      force: true,
    });

    const failed = await registry.load();
    expect(failed.status).toBe('failed');
    expect(failed.error).toContain('503');
    expect(Object.keys(failed.remotes).sort()).toEqual(['guides', 'media', 'trial']);
  });

  it('shares one request among concurrent loads', async () => {
    const getManifest = jest.fn(async () => ({ remotes: { trial: 'https://a/trial.json' }, routes: {} }));
    const registry = createRemoteRegistry({ getManifest, register: jest.fn() });
    await Promise.all([registry.load(), registry.load()]);
    expect(getManifest).toHaveBeenCalledTimes(1);
  });
});
