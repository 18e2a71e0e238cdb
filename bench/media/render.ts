/** Render time per frame, in this process: the storyboard's SVG composed, laid out and rasterised to PNG. */
import { videoTemplates } from '@claims/contracts';
import { buildStoryboard } from '../../services/media/src/render/storyboard';
import { renderFrame } from '../../services/media/src/render/frame';
import { percentile } from './support/stats';

export type RenderResult = {
  frames: number;
  medianMs: number;
  p99Ms: number;
  meanMs: number;
  bytesMedian: number;
};

export async function benchRender(rounds = 5): Promise<RenderResult> {
  const inputs = videoTemplates.map((template) => ({
    title: template.title,
    text: `${template.description} ${template.prompt}`,
    audience: template.audience,
  }));
  // Warm-up: fonts and the layout engine load on the first render.
  await renderFrame(buildStoryboard({ ...inputs[0], variation: 0 }), 0);
  const times: number[] = [];
  const sizes: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const input of inputs) {
      const storyboard = buildStoryboard({ ...input, variation: round });
      for (let index = 0; index < storyboard.scenes.length; index++) {
        const started = performance.now();
        const png = await renderFrame(storyboard, index);
        times.push(performance.now() - started);
        sizes.push(png.length);
      }
    }
  }
  return {
    frames: times.length,
    medianMs: percentile(times, 50),
    p99Ms: percentile(times, 99),
    meanMs: times.reduce((sum, t) => sum + t, 0) / times.length,
    bytesMedian: percentile(sizes, 50),
  };
}
