import {
  ExternalImageError,
  ExternalImages,
  ExternalImagesBusyError,
  isPrivateAddress,
  sniffImageType,
} from '../../src/lib/external-images';

// A 1×1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG of exactly `size` bytes: the signature decides, the rest is padding. */
const pngOfSize = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);

/**
 * A fake network that counts the downloads asked of it and answers each one only when the test says so, so
 * requests made together are still all waiting when the first answer comes.
 */
function countingFetch(bodyFor: (url: string) => Buffer | null = () => png) {
  const downloads: string[] = [];
  const waiting: (() => void)[] = [];
  const fetchImpl = async (url: URL | string) => {
    downloads.push(String(url));
    await new Promise<void>((resolve) => waiting.push(resolve));
    const body = bodyFor(String(url));
    return body
      ? new Response(new Uint8Array(body), { status: 200, headers: { 'content-type': 'image/png' } })
      : new Response('gone', { status: 404 });
  };
  /** Lets every download asked for so far answer. */
  const answerAll = () => waiting.splice(0).forEach((resolve) => resolve());
  return { fetchImpl, downloads, answerAll };
}

/** The same, answering at once. */
function immediateFetch(bodyFor: (url: string) => Buffer | null = () => png) {
  const downloads: string[] = [];
  const fetchImpl = async (url: URL | string) => {
    downloads.push(String(url));
    const body = bodyFor(String(url));
    return body
      ? new Response(new Uint8Array(body), { status: 200, headers: { 'content-type': 'image/png' } })
      : new Response('gone', { status: 404 });
  };
  return { fetchImpl, downloads };
}

describe('what counts as a picture', () => {
  it('tells images by their first bytes', () => {
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('<svg/>'))).toBeNull();
  });
});

describe('what counts as a public address', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.20.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'documentation'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fd00::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback, dotted'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, as the URL parser writes it'],
    ['0:0:0:0:0:ffff:7f00:1', 'IPv4-mapped loopback, in full'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata address'],
    ['::ffff:a00:1', 'IPv4-mapped 10.0.0.1'],
    ['::7f00:1', 'IPv4-compatible loopback'],
    ['::a9fe:a9fe', 'IPv4-compatible metadata address'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of the metadata address'],
    ['64:ff9b:1::7f00:1', 'local-use NAT64'],
    ['2002:7f00:1::', '6to4 of loopback'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'Teredo'],
    ['::ffff:0:7f00:1', 'IPv4-translated (RFC 6145)'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['100::1', 'discard-only'],
    ['localhost', 'not an address at all'],
  ])('%s (%s) is refused', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    ['93.184.216.34', 'public IPv4'],
    ['8.8.8.8', 'public IPv4'],
    ['2606:2800:220:1::1', 'global IPv6'],
    ['::ffff:93.184.216.34', 'IPv4-mapped public address'],
    ['64:ff9b::5db8:d822', 'NAT64 of a public address (DNS64 networks)'],
  ])('%s (%s) is allowed', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it.each([
    'http://127.1/x.png',
    'http://0x7f000001/x.png',
    'http://2130706433/x.png',
    'http://0177.0.0.1/x.png',
    'http://[::1]/x.png',
    'http://[::ffff:127.0.0.1]/x.png',
    'http://[::ffff:7f00:1]/x.png',
    'http://[0:0:0:0:0:ffff:127.0.0.1]/x.png',
    'http://[::ffff:169.254.169.254]/latest/meta-data/',
    'http://[::7f00:1]/x.png',
    'http://[64:ff9b::127.0.0.1]/x.png',
    'http://[2002:7f00:1::]/x.png',
    'https://[fe80::1]/x.png',
  ])('never asks the network for %s', async (url) => {
    const network = immediateFetch();
    const images = new ExternalImages({ fetchImpl: network.fetchImpl });
    await expect(images.get(url)).rejects.toThrow(new ExternalImageError('not a public address'));
    expect(network.downloads).toEqual([]);
    await images.close();
  });

  it('follows a redirect only to a public address', async () => {
    const downloads: string[] = [];
    const images = new ExternalImages({
      fetchImpl: async (url) => {
        downloads.push(String(url));
        return new Response(null, { status: 302, headers: { location: 'http://[::ffff:a9fe:a9fe]/meta' } });
      },
    });
    await expect(images.get('http://93.184.216.34/x.png')).rejects.toThrow(
      new ExternalImageError('not a public address'),
    );
    expect(downloads).toEqual(['http://93.184.216.34/x.png']);
    await images.close();
  });
});

describe('the cache of fetched pictures', () => {
  it('keeps at most `cacheBytes`, dropping the least recently used pictures first', async () => {
    const network = immediateFetch(() => pngOfSize(1000));
    const images = new ExternalImages({
      allowPrivateHosts: true,
      cacheEntries: 100,
      cacheBytes: 3000,
      fetchImpl: network.fetchImpl,
    });
    const url = (name: string) => `http://pictures.test/${name}.png`;
    for (const name of ['a', 'b', 'c']) await images.get(url(name));
    await images.get(url('a')); // a is now the most recently used; b the least
    await images.get(url('d')); // 4,000 bytes: one picture has to go
    expect(network.downloads).toHaveLength(4);
    for (const name of ['a', 'c', 'd']) await images.get(url(name));
    expect(network.downloads).toHaveLength(4);
    await images.get(url('b'));
    expect(network.downloads).toHaveLength(5);
    await images.close();
  });

  it('keeps at most `cacheEntries` pictures, however small', async () => {
    const network = immediateFetch();
    const images = new ExternalImages({
      allowPrivateHosts: true,
      cacheEntries: 2,
      fetchImpl: network.fetchImpl,
    });
    for (const name of ['a', 'b', 'c', 'a']) await images.get(`http://pictures.test/${name}.png`);
    expect(network.downloads).toHaveLength(4);
    await images.close();
  });

  it('serves a picture larger than the whole cache without keeping it', async () => {
    const network = immediateFetch(() => pngOfSize(5000));
    const images = new ExternalImages({
      allowPrivateHosts: true,
      cacheBytes: 4000,
      fetchImpl: network.fetchImpl,
    });
    expect((await images.get('http://pictures.test/big.png')).body).toHaveLength(5000);
    expect((await images.get('http://pictures.test/big.png')).body).toHaveLength(5000);
    expect(network.downloads).toHaveLength(2);
    await images.close();
  });

  it('downloads a picture once for any number of requests arriving before it is cached', async () => {
    const network = countingFetch();
    const images = new ExternalImages({ allowPrivateHosts: true, fetchImpl: network.fetchImpl });
    const requests = Array.from({ length: 30 }, () => images.get('http://pictures.test/cover.png'));
    // Every request has been made, and not one download has answered yet.
    await new Promise((resolve) => setImmediate(resolve));
    network.answerAll();
    const answers = await Promise.all(requests);
    expect(network.downloads).toEqual(['http://pictures.test/cover.png']);
    expect(answers.every((image) => image.body.equals(png))).toBe(true);
    await images.close();
  });

  it('shares a failed download with the requests waiting for it, and tries again on the next request', async () => {
    const network = countingFetch(() => null);
    const images = new ExternalImages({ allowPrivateHosts: true, fetchImpl: network.fetchImpl });
    const requests = Array.from({ length: 5 }, () => images.get('http://pictures.test/gone.png'));
    await new Promise((resolve) => setImmediate(resolve));
    network.answerAll();
    const outcomes = await Promise.allSettled(requests);
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(network.downloads).toHaveLength(1);
    const again = images.get('http://pictures.test/gone.png');
    await new Promise((resolve) => setImmediate(resolve));
    network.answerAll();
    await expect(again).rejects.toThrow(new ExternalImageError('answered 404'));
    expect(network.downloads).toHaveLength(2);
    await images.close();
  });

  it('fetches at most `maxDownloads` different pictures at once, the next ones in turn, and refuses beyond `maxWaiting`', async () => {
    const network = countingFetch();
    const images = new ExternalImages({
      allowPrivateHosts: true,
      maxDownloads: 2,
      maxWaiting: 3,
      fetchImpl: network.fetchImpl,
    });
    const url = (n: number) => `http://pictures.test/${n}.png`;
    const requests = [1, 2, 3, 4, 5].map((n) => images.get(url(n)));
    // A sixth different picture finds both slots taken and three waiting.
    await expect(images.get(url(6))).rejects.toBeInstanceOf(ExternalImagesBusyError);
    // A picture already being fetched is not a new download: it waits for that one.
    const sameAsFirst = images.get(url(1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(network.downloads).toEqual([url(1), url(2)]);
    network.answerAll();
    await new Promise((resolve) => setImmediate(resolve));
    expect(network.downloads).toEqual([url(1), url(2), url(3), url(4)]);
    network.answerAll();
    await new Promise((resolve) => setImmediate(resolve));
    network.answerAll();
    const answers = await Promise.all([...requests, sameAsFirst]);
    expect(answers.every((image) => image.body.equals(png))).toBe(true);
    expect(network.downloads).toHaveLength(5);
    // Every slot is free again: six more different pictures are fetched, two at a time.
    const later = [7, 8].map((n) => images.get(url(n)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(network.downloads).toHaveLength(7);
    network.answerAll();
    await Promise.all(later);
    await images.close();
  });
});
