import fp from 'fastify-plugin';
import { isDuplicateKeyError } from '@claims/service-kit';
import { generateGuides } from '../generator/generate-guides';
import { serviceMarkerModel } from '../models/service-marker';

export type DemoGuidesOptions = { count: number };

const markerId = 'demo-guides-seeded';
/** Fixed, so every fresh install shows the same sample library. */
const demoSeed = 20240611;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * On first start with an empty library, adds sample guides spread over the past weeks.
 * A marker document makes this happen once, even when several instances start together.
 */
export default fp<DemoGuidesOptions>(
  async (app, { count }) => {
    const markers = serviceMarkerModel(app.db);
    if (await markers.exists({ _id: markerId })) return;
    if ((await app.guidesRepository.count()) > 0) return;
    try {
      await markers.create({ _id: markerId });
    } catch (error) {
      if (isDuplicateKeyError(error)) return; // another instance is seeding
      throw error;
    }
    const now = Date.now();
    const guides = generateGuides({ count, category: 'all', seed: demoSeed });
    const spacing = Math.floor((60 * dayMs) / count);
    await app.guidesRepository.insertGenerated(guides, {
      userId: null,
      createdAt: (index) => new Date(now - dayMs - index * spacing - ((index * 7919) % spacing)),
    });
    app.log.info({ count }, 'added sample repair guides');
  },
  { name: 'guides-demo-data', dependencies: ['guides-repositories'] },
);
