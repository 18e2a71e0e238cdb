import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import proxy from '@fastify/http-proxy';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EdgeConfig } from '../config/env';
import {
  accessCookieName,
  notFoundPageTitle,
  sessionCookieName,
  type PrerenderedPage,
} from '@claims/contracts';
import { apiUpstreamFor } from '../lib/api-upstreams';
import {
  createPrerenderedPages,
  recordApiPath,
  withPrerenderedPage,
  type FilledSnapshot,
} from '../lib/prerendered-pages';
import { isPageAddress } from '../lib/errors';
import { withTitle, type ShellDocument } from '../lib/shell-document';
import { publishedFileSources } from '../lib/published-files';
import { signedInRedirect, signedOutRedirect, snapshotFitsQuery } from '../lib/route-lists';
import remoteRoutes from './remote-routes';
import { loggablePath } from '../lib/loggable-path';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page address no route serves: the shell with the page's first screen, or its 404 page. */
    answerPageAddress?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}

const sessionCookie = new RegExp(`(?:^|;\\s*)${sessionCookieName}=1(?:;|$)`);
const accessCookie = new RegExp(`(?:^|;\\s*)${accessCookieName}=([A-Za-z0-9._~-]+)(?:;|$)`);

/** A first screen is not held back longer than this for the visitor's record: past it, the page comes without. */
const recordReadTimeoutMs = 500;

/** The longest file name a file system holds (bytes; an address's segment is at least as long as the name). */
const maxFileNameLength = 255;

/**
 * Whether a path could never name one of the site's files, which the file server refuses with 403: a segment longer
 * than a file name, an escape that does not decode, or (decoded) a backslash, a NUL or a dot segment.
 */
function namesNoFile(pathname: string): boolean {
  return pathname.split('/').some((segment) => {
    if (segment.length > maxFileNameLength) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return true;
    }
    return decoded === '.' || decoded === '..' || /[\\\0]/.test(decoded);
  });
}

/** `/a/b?x=1` → `['/a/b', '?x=1']`; the query is '' when there is none. */
function splitQuery(url: string): [string, string] {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}

/** Webpack names hashed files `<name>.<contenthash>.<ext>`; those never change, so browsers may keep them. */
const hashedFile = /\.[0-9a-f]{8,}\.(js|css|svg|png|jpg|jpeg|webp|woff2?)$/i;

function setCacheHeaders(reply: FastifyReply, filePath: string) {
  if (hashedFile.test(path.basename(filePath))) {
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  } else {
    // HTML, manifests and remote entries must be revalidated so a new deployment is seen at once.
    reply.header('cache-control', 'no-cache');
  }
}

export default fp(
  async (app, opts: { config: EdgeConfig; shellDocument: () => ShellDocument | undefined }) => {
    const { config, shellDocument } = opts;

    // `/remotes.json` and the page lists the 404 status below is decided by.
    await app.register(remoteRoutes, { config });

    for (const [name, dir] of Object.entries(config.localRemoteDirs)) {
      await app.register(async (scope) => {
        await scope.register(fastifyStatic, {
          root: dir,
          prefix: `/mfe/${name}/`,
          decorateReply: false,
          cacheControl: false,
          setHeaders: setCacheHeaders,
        });
      });
    }

    for (const [name, upstream] of Object.entries(config.remoteUpstreams)) {
      await app.register(proxy, {
        upstream,
        prefix: `/mfe/${name}`,
        rewritePrefix: '',
        disableRequestLogging: true,
        replyOptions: {
          onError: (reply) => {
            void (reply as unknown as FastifyReply).code(502).send({
              error: {
                code: 'unavailable',
                message: `The ${name} area's files are unavailable right now.`,
              },
            });
          },
        },
      });
    }

    const hasShell = shellDocument() !== undefined;
    if (hasShell) {
      // A path the file server would refuse as one it cannot check (403 in JSON) names no file: it goes to the page
      // handler instead, so a 4,000-character guide id, or one holding a backslash or a NUL, is 'Guide not found'.
      app.addHook('onRequest', async (request, reply) => {
        if (request.routeOptions.url !== '/*') return;
        const [pathname, query] = splitQuery(request.url);
        // `/abby-recycling//` or `//repair-guides` (a base address and a path joined with one slash too many): the
        // page at the address with single slashes. Never `//host/…`, which a browser would read as another site.
        if (pathname.includes('//'))
          return reply.redirect(`${pathname.replace(/\/{2,}/g, '/')}${query}`, 301);
        if (namesNoFile(pathname)) {
          reply.callNotFound();
          return reply;
        }
        return undefined;
      });
      // The shell's file itself is no page: the site's home is `/` (the file would start the 404 page, with 200).
      app.get('/index.html', async (request, reply) => reply.redirect(`/${splitQuery(request.url)[1]}`, 301));
      await app.register(fastifyStatic, {
        root: config.env.SHELL_DIST,
        prefix: '/',
        index: false,
        wildcard: true,
        cacheControl: false,
        setHeaders: setCacheHeaders,
      });
    }

    // Beside each remote's manifest: from its local build, or from its own server (docker-compose).
    const prerendered = createPrerenderedPages(Object.values(publishedFileSources(config, 'prerender.json')));

    /**
     * The record a page's first screen shows (`PrerenderedPage.data`), read from its service with the visitor's access
     * token (the `claims_access` cookie). Nothing when there is no token, or the service refuses, fails or is slow:
     * the page then starts from its plain snapshot and asks for the record itself.
     */
    const readRecord = async (
      request: FastifyRequest,
      page: PrerenderedPage,
      pathname: string,
    ): Promise<FilledSnapshot | undefined> => {
      const token = page.data && accessCookie.exec(request.headers.cookie ?? '')?.[1];
      const api = token && recordApiPath(page.data!.api, page.path, pathname);
      const upstream = api && apiUpstreamFor(config.upstreams, api);
      if (!api || !upstream) return undefined;
      try {
        const response = await fetch(new URL(api, upstream), {
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            'x-forwarded-for': request.ip,
            'x-real-ip': request.ip,
            'x-forwarded-proto': request.protocol,
          },
          redirect: 'error',
          signal: AbortSignal.timeout(recordReadTimeoutMs),
        });
        if (
          response.status !== 200 ||
          !response.headers.get('content-type')?.startsWith('application/json')
        ) {
          await response.body?.cancel();
          return undefined;
        }
        return { api, record: await response.json() };
      } catch (error) {
        request.log.debug({ err: error, api: loggablePath(api) }, 'first-screen record unavailable');
        return undefined;
      }
    };

    /**
     * Whether the public record a page shows (`PrerenderedPage.record`) is known to be missing: its service answered
     * 404 (or 414). Anything else (found, refused, failed, slow) is not "missing": the page is sent as usual.
     */
    const recordMissing = async (request: FastifyRequest, page: PrerenderedPage, pathname: string) => {
      const api = page.record && recordApiPath(page.record, page.path, pathname);
      const upstream = api && apiUpstreamFor(config.upstreams, api);
      if (!api || !upstream) return false;
      try {
        const response = await fetch(new URL(api, upstream), {
          method: 'HEAD',
          headers: { 'x-forwarded-for': request.ip, 'x-real-ip': request.ip },
          redirect: 'error',
          signal: AbortSignal.timeout(recordReadTimeoutMs),
        });
        // 414: a parameter longer than any record's id (fastify's limit), so no record has it.
        return response.status === 404 || response.status === 414;
      } catch (error) {
        request.log.debug({ err: error, api: loggablePath(api) }, 'page record unavailable');
        return false;
      }
    };

    /**
     * The document for a page: the shell, with the page's prerendered first screen when there is one, and its tab
     * title already written (the shell writes the same once it runs), so the title is right before any script.
     */
    const sendShell = async (
      request: FastifyRequest,
      reply: FastifyReply,
      pathname: string | undefined,
      title: string | undefined,
    ) => {
      const shell = hasShell ? shellDocument() : undefined;
      if (!shell) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The site has not been built yet. Run `npm run build` and restart.');
      }
      reply.header('cache-control', 'no-cache');
      const html = title ? withTitle(shell.html, title) : shell.html;
      const page = pathname === undefined ? undefined : await prerendered.find(pathname);
      if (!page) return reply.type('text/html; charset=utf-8').send(html);
      if (page.record && (await recordMissing(request, page, pathname!))) reply.code(404);
      let filled: FilledSnapshot | undefined;
      if (page.data) {
        // The answer depends on who asks; one holding someone's record is theirs alone.
        reply.header('vary', 'cookie');
        filled = await readRecord(request, page, pathname!);
        if (filled) reply.header('cache-control', 'private, no-store');
      }
      return reply.type('text/html; charset=utf-8').send(withPrerenderedPage(html, page, pathname, filled));
    };

    app.get('/', async (request, reply) =>
      sendShell(request, reply, '/', (await app.lookUpPage('/')).page?.title),
    );

    // Every other page is rendered by the shell's router; a path no remote lists gets the shell (showing its
    // 404 page) with status 404.
    const answerAddress = async (request: FastifyRequest, reply: FastifyReply) => {
      if (isPageAddress(request)) {
        const [pathname, query = ''] = request.url.split('?');
        const { known, page, canonical } = await app.lookUpPage(pathname);
        // `/Request-Demo` typed or linked in other letter case: the browser's router would show the page while the
        // status said 404; one address per page instead.
        if (canonical) return reply.redirect(query ? `${canonical}?${query}` : canonical, 301);
        // A page for signed-in users, asked for by a browser that holds no session: straight to sign-in, before the
        // shell and the area's code load only to decide the same.
        const redirect = signedOutRedirect(page, request.url);
        if (redirect) {
          reply.header('vary', 'cookie');
          if (!sessionCookie.test(request.headers.cookie ?? ''))
            return reply.header('cache-control', 'no-store').redirect(redirect, 302);
        }
        // And the other way round: a browser holding a session is taken past the sign-in page, which would only show
        // its form until the code loads and then move on. With a session that has ended meanwhile the page asked for
        // finds no session and sends the visitor back to sign in, once: the store clears the cookie when it starts.
        const onward = signedInRedirect(page, request.url);
        if (onward) {
          reply.header('vary', 'cookie');
          if (sessionCookie.test(request.headers.cookie ?? ''))
            return reply.header('cache-control', 'no-store').redirect(onward, 302);
        }
        // A page's prerendered snapshot is its default view: served for the bare path, or with only the query
        // parameters its first screen does not depend on.
        const snapshot = known && snapshotFitsQuery(page, query) ? pathname : undefined;
        return known
          ? sendShell(request, reply, snapshot, page?.title)
          : sendShell(request, reply.code(404), undefined, notFoundPageTitle);
      }
      return reply.code(404).send({
        error: {
          code: 'not_found',
          message: `No route for ${request.method} ${request.url.split('?')[0]}`,
        },
      });
    };
    app.setNotFoundHandler(answerAddress);
    app.decorate('answerPageAddress', answerAddress);
  },
  { name: 'static-sites' },
);
