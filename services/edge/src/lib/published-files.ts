import fs from 'node:fs';
import path from 'node:path';
import type { EdgeConfig } from '../config/env';

export type PublishedFileSource = { kind: 'file'; file: string } | { kind: 'url'; url: string };

/**
 * Where each registered remote's published `file` is (`routes.json`, `prerender.json`): beside its manifest, on disk
 * (a remote built on this machine) or over HTTP (a remote served by its own server, as in docker-compose).
 */
export function publishedFileSources(config: EdgeConfig, file: string): Record<string, PublishedFileSource> {
  const sources: Record<string, PublishedFileSource> = {};
  for (const [name, manifestUrl] of Object.entries(config.remotes)) {
    const dir = (config.localRemoteDirs as Record<string, string | undefined>)[name];
    const upstream = (config.remoteUpstreams as Record<string, string | undefined>)[name];
    if (dir && manifestUrl === `/mfe/${name}/mf-manifest.json`)
      sources[name] = { kind: 'file', file: path.join(dir, file) };
    else if (upstream && manifestUrl === `/mfe/${name}/mf-manifest.json`)
      sources[name] = { kind: 'url', url: new URL(file, `${upstream.replace(/\/$/, '')}/`).href };
    else if (manifestUrl && /^https?:\/\//.test(manifestUrl))
      sources[name] = { kind: 'url', url: new URL(file, manifestUrl).href };
  }
  return sources;
}

export type PublishedFileReaderOptions = {
  fetchImpl?: typeof fetch;
  /** How long a file read over HTTP answers before it is fetched again (in the background). */
  remoteTtlMs?: number;
  timeoutMs?: number;
};

/**
 * Reads a file the remotes publish, as `parse` makes it (`empty` when it cannot be read or is not valid JSON).
 * From disk it is read again when its modification time changes, so a rebuilt remote is seen at once. Over HTTP it is
 * fetched once and reused; once older than `remoteTtlMs` it is fetched again behind the last answer, which keeps
 * answering meanwhile, so a slow or stopped remote server never holds up a page.
 */
export function createPublishedFileReader<T>(
  parse: (json: unknown) => T,
  empty: T,
  { fetchImpl = fetch, remoteTtlMs = 10_000, timeoutMs = 2000 }: PublishedFileReaderOptions = {},
) {
  const fileCache = new Map<string, { mtimeMs: number; value: T }>();
  const urlCache = new Map<string, { at: number; value: T; next?: Promise<T> }>();

  function readFile(file: string): T {
    try {
      const { mtimeMs } = fs.statSync(file);
      const cached = fileCache.get(file);
      if (cached && cached.mtimeMs === mtimeMs) return cached.value;
      const value = parse(JSON.parse(fs.readFileSync(file, 'utf8')));
      fileCache.set(file, { mtimeMs, value });
      return value;
    } catch {
      fileCache.delete(file);
      return empty;
    }
  }

  function fetchUrl(url: string): Promise<T> {
    const entry = urlCache.get(url);
    if (entry?.next) return entry.next;
    const next = fetchImpl(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    })
      .then(async (response) => (response.ok ? parse(await response.json()) : empty))
      .catch(() => empty)
      .then((value) => {
        urlCache.set(url, { at: Date.now(), value });
        return value;
      });
    urlCache.set(url, { at: entry?.at ?? 0, value: entry?.value ?? empty, next });
    return next;
  }

  async function readUrl(url: string): Promise<T> {
    const entry = urlCache.get(url);
    // The first read waits for the file; later ones answer with the last one, fetching a new one when it is old.
    if (!entry || entry.at === 0) return fetchUrl(url);
    if (Date.now() - entry.at >= remoteTtlMs) void fetchUrl(url);
    return entry.value;
  }

  return function read(source: PublishedFileSource): T | Promise<T> {
    return source.kind === 'file' ? readFile(source.file) : readUrl(source.url);
  };
}
