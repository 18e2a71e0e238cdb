import { lookup } from 'node:dns/promises';
import net from 'node:net';

/**
 * Pictures a guide links to on other sites, fetched by the service and served from the site itself, so the
 * page's security policy can keep `img-src 'self'`. Only a guide's own cover or step URL is fetched (never an
 * address given in the request), only from public addresses, only raster images (checked by their first bytes,
 * not just their declared type), at most `maxBytes`, and kept in a small in-memory cache.
 */
export type ExternalImage = { body: Buffer; contentType: string };

export type ExternalImagesOptions = {
  maxBytes?: number;
  timeoutMs?: number;
  cacheEntries?: number;
  /** Tests serve pictures from 127.0.0.1; everywhere else private and loopback addresses are refused. */
  allowPrivateHosts?: boolean;
  fetchImpl?: typeof fetch;
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

/** Loopback, private, link-local, carrier-grade NAT, multicast and reserved addresses (IPv4 and IPv6). */
export function isPrivateAddress(address: string): boolean {
  if (net.isIPv4(address)) {
    const [a, b] = address.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      a >= 224 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168)
    );
  }
  const lower = address.toLowerCase();
  if (lower.startsWith('::ffff:')) return isPrivateAddress(lower.slice(7));
  return (
    lower === '::' ||
    lower === '::1' ||
    /^f[cd]/.test(lower) ||
    /^fe[89ab]/.test(lower) ||
    lower.startsWith('ff')
  );
}

export class ExternalImageError extends Error {}

export class ExternalImages {
  private readonly cache = new Map<string, ExternalImage>();
  private readonly maxBytes: number;
  private readonly timeoutMs: number;
  private readonly cacheEntries: number;
  private readonly allowPrivateHosts: boolean;
  private readonly fetchImpl: typeof fetch;

  constructor(options: ExternalImagesOptions = {}) {
    this.maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
    this.timeoutMs = options.timeoutMs ?? 8000;
    this.cacheEntries = options.cacheEntries ?? 200;
    this.allowPrivateHosts = options.allowPrivateHosts ?? false;
    this.fetchImpl = options.fetchImpl ?? fetch;
  }

  /** The picture at `url`, from the cache or fetched; throws ExternalImageError when it cannot be shown. */
  async get(url: string): Promise<ExternalImage> {
    const cached = this.cache.get(url);
    if (cached) {
      // Most recently used last: the oldest entry is the first one dropped.
      this.cache.delete(url);
      this.cache.set(url, cached);
      return cached;
    }
    const image = await this.fetchImage(url);
    this.cache.set(url, image);
    if (this.cache.size > this.cacheEntries) this.cache.delete(this.cache.keys().next().value as string);
    return image;
  }

  private async assertPublic(url: URL) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new ExternalImageError('not a web address');
    if (this.allowPrivateHosts) return;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const addresses = net.isIP(host) ? [{ address: host }] : await lookup(host, { all: true });
    if (addresses.length === 0 || addresses.some(({ address }) => isPrivateAddress(address))) {
      throw new ExternalImageError('not a public address');
    }
  }

  private async fetchImage(address: string): Promise<ExternalImage> {
    let url = new URL(address);
    const signal = AbortSignal.timeout(this.timeoutMs);
    // Redirects are followed by hand (at most 3) so every hop is checked to be public.
    for (let hop = 0; hop < 4; hop++) {
      await this.assertPublic(url);
      const response = await this.fetchImpl(url, {
        redirect: 'manual',
        signal,
        headers: { accept: 'image/*' },
      });
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
    }
    throw new ExternalImageError('too many redirects');
  }
}
