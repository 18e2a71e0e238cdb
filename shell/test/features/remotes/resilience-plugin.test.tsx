import { createResiliencePlugin } from '../../../src/features/remotes/lib/resilience-plugin';

type Hook<K extends keyof ReturnType<typeof createResiliencePlugin>> = NonNullable<
  ReturnType<typeof createResiliencePlugin>[K]
>;

describe('federation resilience plugin', () => {
  const plugin = createResiliencePlugin();

  it('yields a fallback ./Routes only once loading the module has failed', () => {
    const errorLoadRemote = plugin.errorLoadRemote as unknown as (args: object) => unknown;
    const error = new Error('Failed to get manifest');
    // A fallback here would be taken for the manifest's content.
    expect(
      errorLoadRemote({
        id: 'https://x/mf-manifest.json',
        error,
        lifecycle: 'afterResolve',
        from: 'runtime',
      }),
    ).toBeUndefined();
    const fallback = errorLoadRemote({ id: 'trial/Routes', error, lifecycle: 'onLoad', from: 'runtime' }) as {
      default: unknown;
    };
    expect(typeof fallback.default).toBe('function');
  });

  it('limits entry scripts to a shorter time', () => {
    const createScript = plugin.createScript as unknown as (args: object) => unknown;
    expect(createScript({ url: 'https://x/remoteEntry.js' })).toEqual({ timeout: 10000 });
  });

  it('retries a failed entry script once, after clearing the failed load', async () => {
    jest.useFakeTimers();
    const loadEntryError = plugin.loadEntryError as Hook<'loadEntryError'>;
    const globalLoading: Record<string, unknown> = { 'trial:https://x/remoteEntry.js': Promise.resolve() };
    const exports = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn(async () => {
      expect(globalLoading['trial:https://x/remoteEntry.js']).toBeUndefined();
      return exports;
    });
    const result = loadEntryError({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'trial' },
      globalLoading,
      uniqueKey: 'trial:https://x/remoteEntry.js',
    } as unknown as Parameters<Hook<'loadEntryError'>>[0]);
    await jest.advanceTimersByTimeAsync(400);
    await expect(result).resolves.toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
