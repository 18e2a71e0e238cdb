import fp from 'fastify-plugin';
import type { AreaPage, RemotesManifest } from '@claims/contracts';
import type { EdgeConfig } from '../config/env';
import { canonicalPagePath, createRouteListReader, findPage, type RouteLists } from '../lib/route-lists';

declare module 'fastify' {
  interface FastifyInstance {
    /** The page lists every remote published (`dist/routes.json`), read fresh enough to see a rebuilt remote. */
    readRouteLists: () => Promise<RouteLists>;
    /**
     * The page at `pathname` as its remote published it; `known` is false only when every list was read and none has
     * the path (the edge answers such a page with 404).
     */
    /**
     * The page at `pathname`; `known` is false only when every remote's list was read and none has it. An unknown
     * path that names a page in other letter case gets that page's address as `canonical`.
     */
    lookUpPage: (pathname: string) => Promise<{ known: boolean; page?: AreaPage; canonical?: string }>;
  }
}

/**
 * `/remotes.json`: each remote's manifest URL and the pages it serves, so the shell routes by what the remotes
 * publish and a remote can add a page without a new shell build.
 */
export default fp(
  async (app, opts: { config: EdgeConfig; fetchImpl?: typeof fetch }) => {
    const readRouteLists = createRouteListReader(opts.config, { fetchImpl: opts.fetchImpl });
    app.decorate('readRouteLists', readRouteLists);
    app.decorate('lookUpPage', async (pathname: string) => {
      const lists = await readRouteLists();
      const page = findPage(lists, pathname);
      const known = page !== undefined || !lists.complete;
      return { known, page, canonical: known ? undefined : canonicalPagePath(lists, pathname) };
    });

    app.get('/remotes.json', async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      const { routes } = await readRouteLists();
      const body: RemotesManifest = { remotes: opts.config.remotes, routes };
      return body;
    });
  },
  { name: 'remote-routes' },
);
