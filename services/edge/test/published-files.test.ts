import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPublishedFileReader } from '../src/lib/published-files';

/** A parser that keeps only a list of names, as the edge's parsers keep only what has the published shape. */
const parseNames = (json: unknown): string[] =>
  Array.isArray(json) ? json.filter((name): name is string => typeof name === 'string') : [];

/** A fake remote server: each answer in turn (a body, an HTTP status, or a promise the test settles). */
function remoteServer(...answers: Array<unknown[] | number | Promise<unknown[]>>) {
  const asked: string[] = [];
  const fetchImpl = (async (url: string) => {
    asked.push(url);
    const answer = answers.shift() ?? 503;
    if (typeof answer === 'number') return new Response('', { status: answer });
    return new Response(JSON.stringify(await answer), { status: 200 });
  }) as unknown as typeof fetch;
  return { fetchImpl, asked };
}

describe('published file reader', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-published-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads a local file again only when it changed, and gives the empty value while it is missing or broken', () => {
    const file = path.join(dir, 'routes.json');
    const read = createPublishedFileReader(parseNames, []);
    const source = { kind: 'file', file } as const;
    expect(read(source)).toEqual([]);

    fs.writeFileSync(file, JSON.stringify(['a', 1, 'b']));
    const first = read(source);
    expect(first).toEqual(['a', 'b']);
    expect(read(source)).toBe(first);

    fs.writeFileSync(file, JSON.stringify(['c']));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(read(source)).toEqual(['c']);

    fs.writeFileSync(file, '{ not json');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    expect(read(source)).toEqual([]);
  });

  it("fetches a remote server's file once, then answers from it until it is old", async () => {
    const server = remoteServer(['a'], ['b']);
    const read = createPublishedFileReader(parseNames, [], {
      fetchImpl: server.fetchImpl,
      remoteTtlMs: 60_000,
    });
    const source = { kind: 'url', url: 'http://remote.test/routes.json' } as const;
    expect(await read(source)).toEqual(['a']);
    expect(await read(source)).toEqual(['a']);
    expect(server.asked).toEqual(['http://remote.test/routes.json']);
  });

  it('answers with the last file while a new one is fetched behind it, then with the new one', async () => {
    let deliver: (names: unknown[]) => void = () => undefined;
    const slow = new Promise<unknown[]>((resolve) => (deliver = resolve));
    const server = remoteServer(['old'], slow);
    const read = createPublishedFileReader(parseNames, [], { fetchImpl: server.fetchImpl, remoteTtlMs: 0 });
    const source = { kind: 'url', url: 'http://remote.test/prerender.json' } as const;
    expect(await read(source)).toEqual(['old']);
    // Old at once (a TTL of 0): the next read starts a fetch and still answers with the last file.
    expect(await read(source)).toEqual(['old']);
    expect(await read(source)).toEqual(['old']);
    expect(server.asked).toHaveLength(2);
    deliver(['new']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await read(source)).toEqual(['new']);
  });

  it('gives the empty value for a server that answers with an error or not at all, and asks again later', async () => {
    const server = remoteServer(500, ['back']);
    const read = createPublishedFileReader(parseNames, [], { fetchImpl: server.fetchImpl, remoteTtlMs: 0 });
    const source = { kind: 'url', url: 'http://remote.test/routes.json' } as const;
    expect(await read(source)).toEqual([]);
    await read(source);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await read(source)).toEqual(['back']);

    const silent = createPublishedFileReader(parseNames, ['none'], {
      fetchImpl: (() => Promise.reject(new Error('connection refused'))) as unknown as typeof fetch,
    });
    expect(await silent(source)).toEqual(['none']);
  });

  it('lets reads that arrive during the first fetch wait for it, with one request', async () => {
    let deliver: (names: unknown[]) => void = () => undefined;
    const server = remoteServer(new Promise<unknown[]>((resolve) => (deliver = resolve)));
    const read = createPublishedFileReader(parseNames, [], { fetchImpl: server.fetchImpl });
    const source = { kind: 'url', url: 'http://remote.test/routes.json' } as const;
    const first = read(source);
    const second = read(source);
    deliver(['a']);
    expect(await first).toEqual(['a']);
    expect(await second).toEqual(['a']);
    expect(server.asked).toHaveLength(1);
  });
});
