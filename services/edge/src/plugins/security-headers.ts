import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { EdgeConfig } from '../config/env';
import { inlineScriptSources } from '../lib/inline-scripts';

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

/** The inline scripts of the shell's index.html, allowed by their hashes (none when the shell is not built). */
function shellInlineScripts(config: EdgeConfig): string[] {
  try {
    return inlineScriptSources(fs.readFileSync(path.join(config.env.SHELL_DIST, 'index.html'), 'utf8'));
  } catch {
    return [];
  }
}

export default fp(
  async (app, opts: { config: EdgeConfig }) => {
    const external = remoteOrigins(opts.config);
    const inlineScripts = shellInlineScripts(opts.config);
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScripts, ...external],
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
      // Remotes on other origins load their chunks cross-origin.
      crossOriginResourcePolicy: { policy: external.length > 0 ? 'cross-origin' : 'same-origin' },
    });
  },
  { name: 'security-headers' },
);
