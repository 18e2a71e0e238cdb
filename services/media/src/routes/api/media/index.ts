import type { FastifyPluginAsyncZod } from '@claims/service-kit';
import { createPreviewLimiter } from '../../../lib/preview-limit';
import { DeckPdfCache } from '../../../decks/deck-pdf-cache';
import templateRoutes from './templates';
import previewRoutes from './previews';
import imageRoutes from './images';
import pitchDeckRoutes from './pitch-decks';

/** `/api/media`: registers every route below it, so the folder tree mirrors the URL tree. */
const mediaRoutes: FastifyPluginAsyncZod<{ previewLimit: { max: number; windowMs: number } }> = async (
  app,
  { previewLimit },
) => {
  await app.register(templateRoutes, { prefix: '/templates' });
  await app.register(previewRoutes, {
    prefix: '/previews',
    limitPreviews: createPreviewLimiter(app, previewLimit),
  });
  await app.register(imageRoutes, { prefix: '/images' });
  await app.register(pitchDeckRoutes, { prefix: '/pitch-decks', pdfs: new DeckPdfCache() });
};

export default mediaRoutes;
