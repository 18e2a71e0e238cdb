import { z } from 'zod';
import { apiErrorSchema, leadsListSchema, leadsQuerySchema, centralDate } from '@claims/contracts';
import type { FastifyPluginAsyncZod } from '@claims/service-kit';
import { toCsv } from '../../../../lib/csv';
import { leadTable } from '../../../../lib/lead-columns';

/** A refused query (400), no session (401), not an admin (403). */
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** `/api/marketing/leads` (admins only): the leads list (with counts) and its CSV export. */
const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/',
    {
      schema: {
        summary: 'List leads of one kind and type, newest first (with a search, its matches in every type)',
        tags: ['leads'],
        security: [{ bearerAuth: [] }],
        querystring: leadsQuerySchema,
        response: { 200: leadsListSchema, ...errors },
      },
    },
    async (request) => {
      const { kind, q } = request.query;
      const [list, counts, matchesByType] = await Promise.all([
        app.leadsRepository.list(request.query),
        app.leadsRepository.counts(),
        // A search within one type also tells how many match in the kind's other types.
        q && kind !== 'demo' ? app.leadsRepository.matchesByType(kind, q) : undefined,
      ]);
      return { ...list, counts, ...(matchesByType ? { matchesByType } : {}) };
    },
  );

  app.get(
    '/export.csv',
    {
      schema: {
        summary: 'Every lead matching the list query, as CSV',
        tags: ['leads'],
        security: [{ bearerAuth: [] }],
        querystring: leadsQuerySchema,
        // Text with a CSV content type is sent as it is (not serialized as JSON).
        response: { 200: z.string().describe('The leads as CSV'), ...errors },
      },
    },
    async (request, reply) => {
      const { kind, type, q } = request.query;
      const leads = await app.leadsRepository.all({ kind, type, q });
      const fileName = `leads-${kind}${type ? `-${type}` : ''}-${centralDate(new Date())}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(toCsv(leadTable(kind, type, leads)));
    },
  );
};

export default leadRoutes;
