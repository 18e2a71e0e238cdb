import { remoteNames, type RemoteName, type RemotesManifest } from '@claims/contracts';
import { fetchWithRetry } from '../../../lib/fetch-with-retry';
import { remotesManifestUrl, requestTimeoutMs, retryDelayMs } from '../../../config/remotes';

const knownNames = new Set<string>(remoteNames);

/** Keeps the well-formed entries of `/remotes.json`: known names with a string URL, made absolute. */
export function parseRemotesManifest(body: unknown, baseUrl: string): RemotesManifest['remotes'] {
  const remotes =
    typeof body === 'object' && body !== null ? (body as { remotes?: unknown }).remotes : undefined;
  if (typeof remotes !== 'object' || remotes === null)
    throw new Error('/remotes.json has no "remotes" object');
  const result: Partial<Record<RemoteName, string>> = {};
  for (const [name, url] of Object.entries(remotes)) {
    if (!knownNames.has(name) || typeof url !== 'string' || !url.trim()) continue;
    try {
      result[name as RemoteName] = new URL(url, baseUrl).href;
    } catch {
      // An unusable URL leaves that area unavailable; the others still load.
    }
  }
  return result;
}

/** Reads `/remotes.json` (remote name → manifest URL) with a time limit and one retry. */
export async function getRemotesManifest(fetchImpl?: typeof fetch): Promise<RemotesManifest['remotes']> {
  const response = await fetchWithRetry(
    remotesManifestUrl,
    { headers: { accept: 'application/json' }, cache: 'no-cache' },
    { timeoutMs: requestTimeoutMs, retries: 1, retryDelayMs, fetchImpl },
  );
  if (!response.ok) throw new Error(`${remotesManifestUrl} answered ${response.status}`);
  return parseRemotesManifest(await response.json(), window.location.href);
}
