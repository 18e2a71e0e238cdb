import path from 'node:path';
import fs from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import proxy from '@fastify/http-proxy';
import type { FastifyReply } from 'fastify';
import type { EdgeConfig } from '../config/env';
import { sessionCookieName } from '@claims/contracts';
import { createPrerenderedPages, withPrerenderedPage } from '../lib/prerendered-pages';
import { signedOutRedirect, snapshotFitsQuery } from '../lib/route-lists';
import remoteRoutes from './remote-routes';

const sessionCookie = new RegExp(`(?:^|;\\s*)${sessionCookieName}=1(?:;|$)`);

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
  async (app, opts: { config: EdgeConfig }) => {
    const { config } = opts;
    const shellIndex = path.join(config.env.SHELL_DIST, 'index.html');

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

    const hasShell = fs.existsSync(shellIndex);
    if (hasShell) {
      await app.register(fastifyStatic, {
        root: config.env.SHELL_DIST,
        prefix: '/',
        index: false,
        wildcard: true,
        cacheControl: false,
        setHeaders: setCacheHeaders,
      });
    }

    const prerendered = createPrerenderedPages(Object.values(config.localRemoteDirs));

    const sendShell = (reply: FastifyReply, pathname?: string) => {
      if (!hasShell) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The site has not been built yet. Run `npm run build` and restart.');
      }
      reply.header('cache-control', 'no-cache');
      const page = pathname === undefined ? undefined : prerendered.find(pathname);
      if (page)
        return reply
          .type('text/html; charset=utf-8')
          .send(withPrerenderedPage(fs.readFileSync(shellIndex, 'utf8'), page, pathname));
      return reply.type('text/html; charset=utf-8').send(fs.createReadStream(shellIndex));
    };

    app.get('/', (_request, reply) => sendShell(reply, '/'));

    // Every other page is rendered by the shell's router; a path no remote lists gets the shell (showing its
    // 404 page) with status 404.
    app.setNotFoundHandler(async (request, reply) => {
      const wantsPage =
        request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/mfe/');
      if (wantsPage) {
        const [pathname, query = ''] = request.url.split('?');
        const { known, page } = await app.lookUpPage(pathname);
        // A page for signed-in users, asked for by a browser that holds no session: straight to sign-in, before the
        // shell and the area's code load only to decide the same.
        const redirect = signedOutRedirect(page, request.url);
        if (redirect) {
          reply.header('vary', 'cookie');
          if (!sessionCookie.test(request.headers.cookie ?? ''))
            return reply.header('cache-control', 'no-store').redirect(redirect, 302);
        }
        // A page's prerendered snapshot is its default view: served for the bare path, or with only the query
        // parameters its first screen does not depend on.
        const snapshot = known && snapshotFitsQuery(page, query) ? pathname : undefined;
        return sendShell(known ? reply : reply.code(404), snapshot);
      }
      return reply.code(404).send({
        error: {
          code: 'not_found',
          message: `No route for ${request.method} ${request.url.split('?')[0]}`,
        },
      });
    });
  },
  { name: 'static-sites' },
);
