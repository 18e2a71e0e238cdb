import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { EdgeConfig } from '../config/env';
import type { ShellDocument } from '../lib/shell-document';

/** Origins of remotes hosted elsewhere (absolute manifest URLs), allowed to serve scripts and styles. */
export function remoteOrigins(config: EdgeConfig): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.remotes)) {
    if (url && /^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

const hostPattern = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The page's own origin for websockets (`'self'` covers http(s) only in some browsers): ws and wss of the Host asked for. */
export function ownWebSocketOrigins(host: string | undefined): string {
  return host && hostPattern.test(host) ? `ws://${host} wss://${host}` : '';
}

/** A year, subdomains included (helmet's default value). */
const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

export default fp(
  async (app, opts: { config: EdgeConfig; shellDocument: () => ShellDocument | undefined }) => {
    const external = remoteOrigins(opts.config);
    // Its own files, and the inline scripts of the shell's index.html by their hashes (none when it is not built).
    const ownScripts = () => ["'self'", ...(opts.shellDocument()?.scriptSources ?? [])].join(' ');
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [ownScripts, ...external],
          // styled-components injects <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'", ...external],
          imgSrc: ["'self'", 'data:', 'blob:', ...external],
          fontSrc: ["'self'", 'data:', ...external],
          connectSrc: [
            "'self'",
            (request) => ownWebSocketOrigins((request as { headers: { host?: string } }).headers.host),
            ...external,
          ],
          mediaSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      // Sent below, and only over HTTPS: a browser ignores it over plain HTTP, and a scanner reads it as a mistake.
      strictTransportSecurity: false,
      // Remotes on other origins load their chunks cross-origin.
      crossOriginResourcePolicy: { policy: external.length > 0 ? 'cross-origin' : 'same-origin' },
    });
    app.addHook('onSend', async (request, reply, payload) => {
      // The services' answers pass through here: theirs is removed, the edge alone knows how the visitor came.
      reply.removeHeader('strict-transport-security');
      if (request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
      return payload;
    });
  },
  { name: 'security-headers' },
);
