import dns from 'node:dns';
import net, { type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, fetch as undiciFetch } from 'undici';

/**
 * Pictures a guide links to on other sites, fetched by the service and served from the site itself, so the
 * page's security policy can keep `img-src 'self'`. Only a guide's own cover or step URL is fetched (never an
 * address given in the request), only from public addresses, only raster images (checked by their first bytes,
 * not just their declared type), at most `maxBytes`, and kept in a small in-memory cache (`cacheEntries` pictures and
 * `cacheBytes` bytes at most). At most `maxDownloads` different pictures are fetched at once (so at most
 * `maxDownloads` × `maxBytes` is held in flight); up to `maxWaiting` more wait their turn, and beyond that a picture is
 * refused with ExternalImagesBusyError until one finishes.
 */
export type ExternalImage = { body: Buffer; contentType: string };

export type ExternalImagesOptions = {
  maxBytes?: number;
  timeoutMs?: number;
  cacheEntries?: number;
  /** The cache's total size: at most `cacheEntries` pictures and at most this many bytes, least recently used out first. */
  cacheBytes?: number;
  /** Different pictures fetched at once (default 8). */
  maxDownloads?: number;
  /** Pictures waiting for a download to finish before ExternalImagesBusyError (default 64). */
  maxWaiting?: number;
  /** Tests serve pictures from 127.0.0.1; everywhere else private and loopback addresses are refused. */
  allowPrivateHosts?: boolean;
  fetchImpl?: FetchImage;
};

const signatures: { type: string; test: (b: Buffer) => boolean }[] = [
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    type: 'image/webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { type: 'image/avif', test: (b) => b.subarray(4, 12).toString('latin1').startsWith('ftypavi') },
];

/** The image type its first bytes show, or null (SVG, HTML and anything else are refused). */
export function sniffImageType(body: Buffer): string | null {
  return signatures.find((signature) => signature.test(body))?.type ?? null;
}

export class ExternalImageError extends Error {}

/** Every download slot is taken and the queue is full: the picture may be asked for again in a moment. */
export class ExternalImagesBusyError extends ExternalImageError {
  constructor() {
    super('too many pictures being fetched');
  }
}

const globalUnicast = ipaddr.parseCIDR('2000::/3');
const nat64 = ipaddr.parseCIDR('64:ff9b::/96');

/**
 * True for every address but a public unicast one: loopback, private, link-local (cloud metadata), carrier-grade NAT,
 * multicast, reserved and documentation ranges, and the IPv6 forms that carry an IPv4 address (mapped `::ffff:7f00:1`,
 * compatible `::7f00:1`, 6to4, Teredo), which reach the IPv4 address they carry. A NAT64 address (`64:ff9b::/96`, what
 * DNS64 networks answer for IPv4-only sites) is judged by the IPv4 address in it. Anything that is not an address is
 * refused too.
 */
export function isPrivateAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  const parsed = ipaddr.process(address); // IPv4-mapped IPv6 becomes the IPv4 address it maps
  if (parsed.kind() === 'ipv4') return parsed.range() !== 'unicast';
  const ipv6 = parsed as ipaddr.IPv6;
  if (ipv6.match(nat64)) {
    return isPrivateAddress(ipaddr.fromByteArray(ipv6.toByteArray().slice(12)).toString());
  }
  // Outside 2000::/3 nothing is public: that also refuses IPv4-compatible addresses (::/96).
  return ipv6.range() !== 'unicast' || !ipv6.match(globalUnicast);
}

/**
 * `dns.lookup` for the image fetcher's connections: refuses a name any of whose addresses is not public, and hands the
 * connection the very addresses it checked, so a name cannot answer a public address to a check and a private one to
 * the connection that follows (DNS rebinding).
 */
export const publicAddressLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    if (addresses.length === 0 || addresses.some(({ address }) => isPrivateAddress(address))) {
      return callback(new ExternalImageError('not a public address'), '');
    }
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0].address, addresses[0].family);
  });
};

/** What the fetcher asks of `fetch`; tests pass a fake that answers without a network. */
export type ImageRequest = {
  redirect: 'manual';
  signal: AbortSignal;
  headers: Record<string, string>;
  dispatcher: Agent;
};
export type FetchImage = (url: URL, init: ImageRequest) => Promise<Response>;

const undiciFetchImage: FetchImage = (url, init) =>
  // undici's Response has the global Response's shape; only its type is declared apart.
  undiciFetch(url, init) as unknown as Promise<Response>;

export class ExternalImages {
  /** Most recently used last: the first entry is the one dropped. */
  private readonly cache = new Map<string, ExternalImage>();
  private cachedBytes = 0;
  /** Downloads under way, so requests for a picture that is not cached yet share one. */
  private readonly downloads = new Map<string, Promise<ExternalImage>>();
  private activeDownloads = 0;
  /** Downloads waiting for a slot, first come first served. */
  private readonly waiting: (() => void)[] = [];
  private readonly maxDownloads: number;
  private readonly maxWaiting: number;
  private readonly maxBytes: number;
  private readonly timeoutMs: number;
  private readonly cacheEntries: number;
  private readonly cacheBytes: number;
  private readonly allowPrivateHosts: boolean;
  private readonly fetchImpl: FetchImage;
  /** Every connection is made to an address `publicAddressLookup` checked (unless private hosts are allowed). */
  private readonly dispatcher: Agent;

  constructor(options: ExternalImagesOptions = {}) {
    this.maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
    this.timeoutMs = options.timeoutMs ?? 8000;
    this.cacheEntries = options.cacheEntries ?? 200;
    this.cacheBytes = options.cacheBytes ?? 50 * 1024 * 1024;
    this.maxDownloads = options.maxDownloads ?? 8;
    this.maxWaiting = options.maxWaiting ?? 64;
    this.allowPrivateHosts = options.allowPrivateHosts ?? false;
    this.fetchImpl = options.fetchImpl ?? undiciFetchImage;
    this.dispatcher = new Agent({ connect: this.allowPrivateHosts ? {} : { lookup: publicAddressLookup } });
  }

  /** The picture at `url`, from the cache or fetched; throws ExternalImageError when it cannot be shown. */
  async get(url: string): Promise<ExternalImage> {
    const cached = this.cache.get(url);
    if (cached) {
      this.cache.delete(url);
      this.cache.set(url, cached);
      return cached;
    }
    let download = this.downloads.get(url);
    if (!download) {
      download = this.downloadSlot()
        .then((release) => this.fetchImage(url).finally(release))
        .then((image) => {
          this.remember(url, image);
          return image;
        })
        .finally(() => this.downloads.delete(url));
      this.downloads.set(url, download);
    }
    return download;
  }

  /** Waits for one of the `maxDownloads` slots; the function returned hands it to the next in line. */
  private async downloadSlot(): Promise<() => void> {
    if (this.activeDownloads < this.maxDownloads) {
      this.activeDownloads++;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw new ExternalImagesBusyError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    return () => {
      const next = this.waiting.shift();
      if (next) next();
      else this.activeDownloads--;
    };
  }

  /** Closes the fetcher's connections. */
  async close(): Promise<void> {
    await this.dispatcher.close();
  }

  private remember(url: string, image: ExternalImage) {
    const size = image.body.length;
    if (size > this.cacheBytes) return; // served, but it would push out everything else
    this.cache.set(url, image);
    this.cachedBytes += size;
    for (const [oldest, { body }] of this.cache) {
      if (this.cache.size <= this.cacheEntries && this.cachedBytes <= this.cacheBytes) break;
      this.cache.delete(oldest);
      this.cachedBytes -= body.length;
    }
  }

  /** Refuses anything but http(s), and an address written in the URL that is not public (names are checked on connecting). */
  private assertPublic(url: URL) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new ExternalImageError('not a web address');
    if (this.allowPrivateHosts) return;
    // The URL parser has already turned 127.1, 0x7f000001 and 2130706433 into 127.0.0.1, and [::ffff:127.0.0.1] into [::ffff:7f00:1].
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(host) && isPrivateAddress(host)) throw new ExternalImageError('not a public address');
  }

  private async fetchImage(address: string): Promise<ExternalImage> {
    let url = new URL(address);
    const signal = AbortSignal.timeout(this.timeoutMs);
    // Redirects are followed by hand (at most 3) so every hop is checked to be public.
    for (let hop = 0; hop < 4; hop++) {
      this.assertPublic(url);
      const response = await this.fetchImpl(url, {
        redirect: 'manual',
        signal,
        headers: { accept: 'image/*' },
        dispatcher: this.dispatcher,
      }).catch((error: unknown) => {
        // fetch wraps what the connection's lookup refused in a TypeError('fetch failed').
        const cause = (error as { cause?: unknown }).cause;
        throw cause instanceof ExternalImageError ? cause : error;
      });
      try {
        if (response.status >= 300 && response.status < 400 && response.headers.get('location')) {
          url = new URL(response.headers.get('location')!, url);
          continue;
        }
        if (!response.ok || !response.body) throw new ExternalImageError(`answered ${response.status}`);
        const declared = Number(response.headers.get('content-length') ?? 0);
        if (declared > this.maxBytes) throw new ExternalImageError('too large');
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          size += chunk.length;
          if (size > this.maxBytes) throw new ExternalImageError('too large');
          chunks.push(Buffer.from(chunk));
        }
        const body = Buffer.concat(chunks);
        const contentType = sniffImageType(body);
        if (!contentType) throw new ExternalImageError('not an image');
        return { body, contentType };
      } finally {
        // A body not read to its end (a redirect, an error, too large) would hold its connection.
        if (response.body && !response.bodyUsed) await response.body.cancel().catch(() => undefined);
      }
    }
    throw new ExternalImageError('too many redirects');
  }
}
