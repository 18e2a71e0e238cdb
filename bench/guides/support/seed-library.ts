import type { GuidesRepository } from '../../../services/guides/src/repositories/guides-repository';
import { generateGuides } from '../../../services/guides/src/generator/generate-guides';

// Small enough that one insert never holds devdb for long (the driver gives up on a server silent for seconds).
const batchSize = 500;

/**
 * The benchmarks' library: `count` generated guides (the same ones on every run), one per minute back in time from
 * now, as if built up over months, newest first.
 */
export async function seedLibrary(repository: GuidesRepository, count: number): Promise<void> {
  const now = Date.now();
  for (let offset = 0; offset < count; offset += batchSize) {
    const guides = generateGuides({
      count: Math.min(batchSize, count - offset),
      category: 'all',
      seed: 1000 + offset,
    });
    await repository.insertGenerated(guides, {
      userId: null,
      createdAt: (index) => new Date(now - (offset + index) * 60_000),
    });
  }
}
