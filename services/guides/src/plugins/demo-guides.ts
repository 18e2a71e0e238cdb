import fp from 'fastify-plugin';
import { seedOnce } from '@claims/service-kit';
import { generateGuides } from '../generator/generate-guides';

export type DemoGuidesOptions = { count: number };

/** Fixed, so every fresh install shows the same sample library. */
const demoSeed = 20240611;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * On first start with an empty library, adds sample guides spread over the past weeks. service-kit's
 * `seedOnce` marker (`demo-guides-seeded` in `service_markers`) makes this happen once, even when several
 * instances start together.
 */
export default fp<DemoGuidesOptions>(
  async (app, { count }) => {
    const seeded = await seedOnce(app.db, {
      key: 'demo-guides',
      shouldSeed: async () => (await app.guidesRepository.count()) === 0,
      seed: async () => {
        const now = Date.now();
        const guides = generateGuides({ count, category: 'all', seed: demoSeed });
        const spacing = Math.floor((60 * dayMs) / count);
        await app.guidesRepository.insertGenerated(guides, {
          userId: null,
          createdAt: (index) => new Date(now - dayMs - index * spacing - ((index * 7919) % spacing)),
        });
      },
    });
    if (seeded) app.log.info({ count }, 'added sample repair guides');
  },
  { name: 'guides-demo-data', dependencies: ['guides-repositories'] },
);
