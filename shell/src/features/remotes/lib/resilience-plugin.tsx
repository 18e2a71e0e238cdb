import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryErrorResult = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;
import { entryScriptTimeoutMs, requestTimeoutMs, retryDelayMs } from '../../../config/remotes';
import { fetchWithRetry } from '../../../lib/fetch-with-retry';
import { RemoteUnavailable } from '../components/remote-unavailable';
import { unavailableMarker } from './load-remote-routes';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The federation runtime's part of failure handling:
 * - manifests are fetched with a time limit and one retry (the runtime has no timeout of its own);
 * - a remote entry script gets a shorter time limit and one retry;
 * - a remote that still fails yields a fallback `./Routes` showing the unavailable panel, so the host never crashes.
 */
export function createResiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'claims-remote-resilience',

    fetch(url, init) {
      return fetchWithRetry(url, init, { timeoutMs: requestTimeoutMs, retries: 1, retryDelayMs });
    },

    createScript() {
      return { timeout: entryScriptTimeoutMs };
    },

    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      // The failed load is still registered under this key; without removing it the retry would wait on itself.
      delete globalLoading[uniqueKey];
      const retried = wait(retryDelayMs)
        .then(() => getRemoteEntry({ origin, remoteInfo, remoteEntryExports }))
        .then((exports) => exports || undefined);
      // The hook's declared type nests the promise; the runtime awaits whatever it gets.
      return retried as unknown as LoadEntryErrorResult;
    },

    errorLoadRemote({ id, error, lifecycle }) {
      // Earlier lifecycles (e.g. the manifest, 'afterResolve') would take our answer for their data: let them fail.
      if (lifecycle !== 'onLoad') return undefined;
      const name = id.split('/')[0];
      const Fallback = () => <RemoteUnavailable name={name} error={error} kind="remote_load" />;
      return { default: Fallback, [unavailableMarker]: true };
    },
  };
}
