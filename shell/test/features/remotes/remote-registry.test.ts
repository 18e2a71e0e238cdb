import { parseRemotesManifest } from '../../../src/features/remotes/api/get-remotes-manifest';
import { createRemoteRegistry } from '../../../src/features/remotes/lib/remote-registry';

describe('/remotes.json', () => {
  it('keeps known remotes with usable URLs, made absolute', () => {
    expect(
      parseRemotesManifest(
        {
          remotes: {
            trial: '/mfe/trial/mf-manifest.json',
            guides: 'https://cdn.example.com/guides/mf-manifest.json',
            evil: '/x',
            media: 42,
          },
        },
        'https://site.example.com/auth',
      ),
    ).toEqual({
      trial: 'https://site.example.com/mfe/trial/mf-manifest.json',
      guides: 'https://cdn.example.com/guides/mf-manifest.json',
    });
    expect(() => parseRemotesManifest({ nope: 1 }, 'https://site.example.com/')).toThrow(
      'no "remotes" object',
    );
  });
});

describe('remote registry', () => {
  it('registers new remotes, re-registers moved ones with force, and keeps what it had when /remotes.json fails', async () => {
    const manifests = [
      { trial: 'https://a/trial.json', guides: 'https://a/guides.json' },
      { trial: 'https://b/trial.json', guides: 'https://a/guides.json', media: 'https://a/media.json' },
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
    const getManifest = jest.fn(async () => ({ trial: 'https://a/trial.json' }));
    const registry = createRemoteRegistry({ getManifest, register: jest.fn() });
    await Promise.all([registry.load(), registry.load()]);
    expect(getManifest).toHaveBeenCalledTimes(1);
  });
});
