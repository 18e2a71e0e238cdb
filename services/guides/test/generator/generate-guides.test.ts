import {
  generatorCategories,
  generatorCategoryToGuideCategory,
  type GeneratorApplianceCategory,
} from '@claims/contracts';
import { generateGuides } from '../../src/generator/generate-guides';

const applianceCategories = generatorCategories.filter((c): c is GeneratorApplianceCategory => c !== 'all');

describe('generateGuides', () => {
  it('is deterministic for a seed', () => {
    expect(generateGuides({ count: 20, category: 'all', seed: 42 })).toEqual(
      generateGuides({ count: 20, category: 'all', seed: 42 }),
    );
    expect(generateGuides({ count: 20, category: 'all', seed: 42 })).not.toEqual(
      generateGuides({ count: 20, category: 'all', seed: 43 }),
    );
  });

  it('never gives two guides of a batch the same title, the demo library included', () => {
    for (const batch of [
      generateGuides({ count: 5_000, category: 'all', seed: 20240611 }),
      generateGuides({ count: 2_000, category: 'dishwasher', seed: 7 }),
    ]) {
      const titles = batch.map((guide) => guide.title);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });

  it('gives every guide 3 to 10 steps numbered from 1, with text', () => {
    for (const guide of generateGuides({ count: 2000, category: 'all', seed: 1 })) {
      expect(guide.steps.length).toBeGreaterThanOrEqual(3);
      expect(guide.steps.length).toBeLessThanOrEqual(10);
      guide.steps.forEach((step, index) => {
        expect(step.stepNumber).toBe(index + 1);
        expect(step.title.trim()).not.toBe('');
        expect(step.description.trim()).not.toBe('');
      });
      expect(guide.toolsNeeded.length).toBeGreaterThan(0);
      expect(guide.title.length).toBeLessThanOrEqual(200);
      expect(guide.timeRequired).not.toBe('');
    }
  });

  it.each(applianceCategories)('puts %s guides in their mapped library category', (category) => {
    const guides = generateGuides({ count: 30, category, seed: 5 });
    expect(new Set(guides.map((g) => g.category))).toEqual(
      new Set([generatorCategoryToGuideCategory[category]]),
    );
  });

  it('spreads category all over every library category', () => {
    const categories = new Set(
      generateGuides({ count: 300, category: 'all', seed: 9 }).map((g) => g.category),
    );
    expect(categories.size).toBe(7);
  });

  it('lists every tool a guide names: in its description and in its steps', () => {
    for (const guide of generateGuides({ count: 2000, category: 'all', seed: 3 })) {
      const tools = guide.toolsNeeded.join(' | ').toLowerCase();
      if (/multimeter/i.test(guide.description))
        expect({ title: guide.title, tools }).toEqual({
          title: guide.title,
          tools: expect.stringContaining('multimeter'),
        });
      if (guide.steps.some((step) => /breaker bar/i.test(step.description)))
        expect({ title: guide.title, tools }).toEqual({
          title: guide.title,
          tools: expect.stringContaining('breaker bar'),
        });
    }
  });

  it('writes varied, realistic content with no placeholders', () => {
    const guides = generateGuides({ count: 500, category: 'all', seed: 11 });
    const text = JSON.stringify(guides);
    expect(text).not.toMatch(/lorem|ipsum|\{brand\}|\{model\}|\{noun\}|undefined|NaN/i);
    expect(new Set(guides.map((g) => g.title)).size).toBeGreaterThan(400);
    expect(new Set(guides.map((g) => g.description)).size).toBeGreaterThan(450);
    // Model numbers: no pattern symbols left behind.
    expect(text).not.toMatch(/[A-Z0-9][#@]|[#@][A-Z0-9]/);
    expect(guides.some((g) => g.partsNeeded.some((part) => /\([A-Z0-9-]{6,}\)$/.test(part)))).toBe(true);
  });
});
