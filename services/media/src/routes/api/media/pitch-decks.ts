import { z } from 'zod';
import { apiErrorSchema, findPitchDeck, pitchDeckParamsSchema } from '@claims/contracts';
import { notFound, type FastifyPluginAsyncZod } from '@claims/service-kit';
import type { DeckPdfCache } from '../../../decks/deck-pdf-cache';

/** `GET /api/media/pitch-decks/:deck/pdf`: the deck as a PDF, from the same content the viewer shows. */
const pitchDeckRoutes: FastifyPluginAsyncZod<{ pdfs: DeckPdfCache }> = async (app, { pdfs }) => {
  app.get(
    '/:deck/pdf',
    {
      schema: {
        tags: ['pitch decks'],
        summary: 'Download a pitch deck as PDF (investor deck: talking points as notes pages)',
        params: pitchDeckParamsSchema,
        response: { 200: z.unknown().describe('PDF bytes'), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const deck = findPitchDeck(request.params.deck);
      if (!deck) throw notFound('Pitch deck not found');
      const pdf = await pdfs.get(deck);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="claim-assist-${deck.id.replaceAll('_', '-')}-deck.pdf"`,
        )
        .header('cache-control', 'public, max-age=3600')
        .send(pdf);
    },
  );
};

export default pitchDeckRoutes;
